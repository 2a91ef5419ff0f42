import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser } from 'playwright-core';
import { compareAudits } from '../lib/audit/compare';
import { createKnowledgeClient } from '../lib/knowledge/client';
import { launchHeadless } from '../scripts/shared/chromium';
import { parseCliArgs, UsageError, type CliOptions, type Format } from './args';
import { auditPage, type AuditedPage } from './audit-page';
import { runBatch } from './batch';
import { EXIT } from './exit-codes';
import { HELP } from './help';
import { createProgress } from './progress';
import { runToHtml } from './report/html';
import { runToJson } from './report/json';
import { runToMarkdown } from './report/markdown';
import type { Locale } from '../lib/i18n/locales';
import type { RunReport } from './report/run';
import { CLI_SETTINGS_HINT, connectService, ServiceUnavailable, type ServiceHandle } from './service';
import { summaryTable } from './summary';

// JSON is the export contract (DESIGN.md): its keys and values stay as they are in every language.
const WRITERS: Record<Format, (run: RunReport, lang: Locale) => string> = { md: runToMarkdown, json: (run) => runToJson(run), html: runToHtml };

const err = (line: string) => process.stderr.write(`${line}\n`);

/** The whole command: returns the exit code (cli/exit-codes.ts). */
export async function runCli(argv: readonly string[]): Promise<number> {
  let opts: CliOptions;
  try {
    const parsed = parseCliArgs(argv);
    if (parsed.help) {
      process.stdout.write(HELP);
      return EXIT.ok;
    }
    opts = parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`audit: ${error.message}\nRun \`npm run audit -- --help\` for the options and an example.`);
    return EXIT.usage;
  }

  let service: ServiceHandle | undefined;
  let browser: Browser | undefined;
  try {
    // Started together, kept apart: when one fails, the other must still be closed.
    const launching = launchHeadless().then((b) => (browser = b));
    const connecting = connectService(opts.service, err).then((s) => (service = s));
    try {
      await Promise.all([connecting, launching]);
    } catch (error) {
      await Promise.allSettled([connecting, launching]);
      if (error instanceof ServiceUnavailable) err(`audit: ${error.message}`);
      else err(`audit: cannot start headless Chromium: ${(error as Error).message.split('\n')[0]}\nInstall Chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
      return EXIT.fatal;
    }
    const active: ServiceHandle | undefined = service;
    const pageBrowser: Browser | undefined = browser;
    if (!active || !pageBrowser) return EXIT.fatal;
    if (active.started) err(`Using the local knowledge service started at ${active.baseUrl}; it stops when the audit ends.`);

    const client = createKnowledgeClient({ baseUrl: active.baseUrl, apiKey: active.apiKey, settingsHint: CLI_SETTINGS_HINT });
    const progress = createProgress(opts.targets.length, process.stderr);
    const settings = { threshold: opts.threshold, maxResults: opts.maxResults };
    // Asked once per run, so that the report says "demo data" even for pages with no hits.
    const serviceDemo = await client.servesDemoCatalogue().catch(() => undefined);
    const results = await runBatch(
      opts.targets,
      opts.concurrency,
      (target) =>
        auditPage(target, {
          browser: pageBrowser,
          client,
          serviceUrl: active.baseUrl,
          serviceDemo,
          settings,
          timeoutMs: opts.timeoutMs,
          screenshot: opts.format === 'html',
        }),
      (target) => progress.start(target),
      (result) => progress.done(result),
    );
    progress.finish();

    const audited = results.filter((r): r is AuditedPage => r.ok);
    const run: RunReport = {
      createdAt: new Date().toISOString(),
      serviceUrl: active.baseUrl,
      results,
      comparison: opts.compare ? compareAudits(audited.map((r) => r.audit)) : null,
    };
    if (opts.compare && audited.length < 2) err('audit: fewer than two pages could be audited, so the comparison is empty.');
    const report = WRITERS[opts.format](run, opts.lang);
    const toStdout = () => process.stdout.write(report.endsWith('\n') ? report : `${report}\n`);
    let written = true;
    if (opts.out) {
      try {
        mkdirSync(dirname(opts.out), { recursive: true });
        writeFileSync(opts.out, report);
        err(`Wrote the ${opts.format} report to ${opts.out}`);
      } catch (error) {
        // The audits are done: keep them by sending the report to stdout instead.
        err(`audit: cannot write ${opts.out} (${(error as NodeJS.ErrnoException).code ?? String(error)}); the report follows on stdout. Choose another --out.`);
        toStdout();
        written = false;
      }
    } else {
      toStdout();
    }
    if (results.length > 1) err(`\n${summaryTable(results)}`);
    if (!written) return EXIT.fatal;
    return results.every((r) => r.ok) ? EXIT.ok : EXIT.pageFailed;
  } finally {
    await Promise.allSettled([browser?.close(), service?.close()]);
  }
}
