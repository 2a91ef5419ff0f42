import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The eval CLI as DESIGN.md defines it, run for real (tsx + headless Chromium) on the project's own pages.
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = join(ROOT, 'test', 'pages');
const scratch = mkdtempSync(join(tmpdir(), 'uplift-eval-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function evalSections(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'eval-sections.ts'), ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run eval:sections', () => {
  it('--json prints one JSON object with per-label scores, macro-F1 and the confusion matrix', async () => {
    const { code, stdout } = await evalSections(['--pages', PAGES, '--labels', PAGES, '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      pages: number;
      macroF1: number;
      perLabel: Record<string, { precision: number; recall: number; f1: number; support: number }>;
      confusion: Record<string, Record<string, number>>;
    };
    expect(result.pages).toBe(5);
    expect(Object.keys(result.perLabel).sort()).toEqual(['cta', 'differentiation', 'doors', 'global', 'hero', 'product_demo', 'resources', 'trust']);
    expect(result.perLabel.hero!.support).toBe(5);
    expect(Object.keys(result.confusion.hero!)).toContain('none');
    expect(result.macroF1).toBeGreaterThanOrEqual(0.9);
  });

  it('scores a wrong label as a confusion and lowers the scores', async () => {
    // The same page with its hero labelled as a footer-like global block must cost precision and recall.
    writeFileSync(
      join(scratch, 'saas-landing.json'),
      JSON.stringify({ page: 'saas-landing', sections: [{ selector: 'main > section:nth-of-type(1)', label: 'global' }] }),
    );
    const { code, stdout } = await evalSections(['--pages', PAGES, '--labels', scratch, '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { macroF1: number; confusion: Record<string, Record<string, number>> };
    expect(result.confusion.global!.hero).toBe(1);
    expect(result.macroF1).toBe(0);
  });

  it('refuses bad flags and bad label files with a message that says what to do', async () => {
    const missing = await evalSections(['--pages', join(scratch, 'nope'), '--labels', PAGES]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--pages .*nope: no such directory/);
    const noLabels = await evalSections(['--pages', PAGES]);
    expect(noLabels.stderr).toMatch(/--labels DIR is required/);
    writeFileSync(join(scratch, 'saas-landing.json'), JSON.stringify({ page: 'x', sections: [{ selector: 'body', label: 'footer' }] }));
    const bad = await evalSections(['--pages', PAGES, '--labels', scratch]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/saas-landing\.json is not a label file: sections\.0\.label/);
  });
});
