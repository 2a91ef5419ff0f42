/**
 * npm run audit -- [options] URL|FILE...   (see cli/help.ts or --help)
 * The extension's audit from the command line: lib/sections in headless Chromium, lib/knowledge for the
 * service, lib/audit to judge; reports as Markdown, JSON or a self-contained HTML file.
 */
import { runCli } from '../cli/run';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`audit: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 3;
  },
);
