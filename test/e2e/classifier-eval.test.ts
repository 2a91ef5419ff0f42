import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
    const pageCount = readdirSync(PAGES, { withFileTypes: true }).filter((e) => e.isDirectory()).length;
    expect(result.pages).toBe(pageCount);
    expect(Object.keys(result.perLabel).sort()).toEqual(['cta', 'differentiation', 'doors', 'global', 'hero', 'product_demo', 'resources', 'trust']);
    expect(result.perLabel.hero!.support).toBe(pageCount);
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

  it('--cv author scores each author with a model fitted on the other authors only, next to the plain score', async () => {
    // The project's pages copied under a manifest that gives them three authors.
    const pagesDir = join(scratch, 'cv-pages');
    cpSync(PAGES, pagesDir, { recursive: true });
    const names = readdirSync(PAGES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    writeFileSync(join(pagesDir, 'MANIFEST.json'), JSON.stringify(names.map((name, i) => ({ name, repo: `author${i % 3}/${name}` }))));
    const { code, stdout } = await evalSections(['--pages', pagesDir, '--labels', pagesDir, '--json', '--cv', 'author']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { macroF1: number; cv: { macroF1: number; perLabel: Record<string, { f1: number; support: number }> } };
    expect(result.cv.macroF1).toBeGreaterThan(0);
    expect(result.cv.macroF1).toBeLessThanOrEqual(1);
    expect(result.cv.perLabel.hero!.support).toBe(names.length);
    const text = await evalSections(['--pages', pagesDir, '--labels', pagesDir, '--cv', 'author']);
    expect(text.stdout).toMatch(/cv f1/);
    expect(text.stdout).toMatch(/confusion, leave one author out/);
    const noManifest = await evalSections(['--pages', PAGES, '--labels', PAGES, '--cv', 'author']);
    expect(noManifest.code).toBe(2);
    expect(noManifest.stderr).toMatch(/--cv author needs .*MANIFEST\.json/);
  });
});
