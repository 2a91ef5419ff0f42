import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Fixture pages shared with the extension's e2e tests (e.g. `hostile/`, page text written as HTML). */
export const E2E_FIXTURES = resolve(import.meta.dirname, 'fixtures');
export const TEST_PAGES = resolve(ROOT, 'test/pages');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run audit -- ...args` as a user runs it, minus npm: a child process whose stdio is a pipe (not a TTY). */
export function runAudit(args: string[], env: Record<string, string> = {}, cwd = ROOT): Promise<CliRun> {
  return new Promise((done) => {
    const clean = { ...process.env };
    delete clean.UPLIFT_LENS_SERVICE_URL;
    delete clean.UPLIFT_LENS_API_KEY;
    delete clean.INIT_CWD;
    execFile(TSX, [resolve(ROOT, 'scripts/audit.ts'), ...args], { cwd, env: { ...clean, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}
