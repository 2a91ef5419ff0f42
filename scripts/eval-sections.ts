/**
 * npm run eval:sections -- --pages DIR --labels DIR [--json]
 * Scores the section classifier against hand-labelled pages in real headless Chromium (DESIGN.md "Contracts").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SectionLabelSchema, SECTION_LABELS, type SectionLabel } from '../lib/sections/labels';
import { computeMetrics, type Metrics, type Predicted } from '../lib/sections/evaluation';
import { launchHeadless } from './shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from './shared/classifier-bundle';
import { serveDirectory } from './shared/static-server';

const existingDir = (flag: string) =>
  z
    .string({ error: `--${flag} DIR is required` })
    .min(1, `--${flag} DIR is required`)
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), {
      error: (issue) => `--${flag} ${String(issue.input)}: no such directory. Give the folder that holds ${flag === 'pages' ? '<name>/index.html' : '<name>.json label files'}.`,
    });

const FlagsSchema = z.object({ pages: existingDir('pages'), labels: existingDir('labels'), json: z.boolean().default(false) });

export const LabelFileSchema = z.object({
  page: z.string().min(1),
  sections: z
    .array(z.object({ selector: z.string().min(1), label: SectionLabelSchema, note: z.string().optional() }))
    .min(1),
});
export type LabelFile = z.infer<typeof LabelFileSchema>;

interface PageResult {
  page: string;
  results: Array<{ selector: string; truth: SectionLabel; predicted: Predicted | 'missing' }>;
}

function fail(message: string): never {
  process.stderr.write(`eval:sections: ${message}\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string' }, labels: { type: 'string' }, json: { type: 'boolean' } },
      strict: true,
    }));
  } catch (err) {
    fail(`${(err as Error).message}\nUsage: npm run eval:sections -- --pages DIR --labels DIR [--json]`);
  }
  const parsed = FlagsSchema.safeParse(values);
  if (!parsed.success) {
    fail(`${parsed.error.issues.map((i) => i.message).join('\n')}\nUsage: npm run eval:sections -- --pages DIR --labels DIR [--json]`);
  }
  return parsed.data;
}

/**
 * Label files: `<name>.json` in the labels DIR (the corpus layout), or `<name>/labels.json`
 * beside each page (the layout of the project's own test/pages).
 */
function loadLabelFiles(labelsDir: string, pagesDir: string): Array<{ name: string; file: LabelFile }> {
  const entries = readdirSync(labelsDir, { withFileTypes: true });
  const found = [
    ...entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => ({ name: basename(e.name, '.json'), path: join(labelsDir, e.name) })),
    ...entries
      .filter((e) => e.isDirectory() && existsSync(join(labelsDir, e.name, 'labels.json')))
      .map((e) => ({ name: e.name, path: join(labelsDir, e.name, 'labels.json') })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  if (found.length === 0) fail(`no label files in ${labelsDir}: expected <name>.json or <name>/labels.json`);
  return found.map(({ name, path }) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      fail(`${path} is not valid JSON: ${(err as Error).message}`);
    }
    const parsed = LabelFileSchema.safeParse(json);
    if (!parsed.success) fail(`${path} is not a label file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (!existsSync(join(pagesDir, name, 'index.html'))) fail(`label file ${path} has no page at ${join(pagesDir, name, 'index.html')}`);
    return { name, file: parsed.data };
  });
}

async function evaluatePage(browser: Awaited<ReturnType<typeof launchHeadless>>, dir: string, name: string, file: LabelFile): Promise<PageResult> {
  const server = await serveDirectory(dir);
  try {
    const page = await openWithClassifier(browser, server.url);
    try {
      const results = await page.evaluate((sections) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        const predicted = api.classifyPage(document);
        return sections.map(({ selector, label }) => {
          const el = document.querySelector(selector);
          if (!el) return { selector, truth: label, predicted: 'missing' as const };
          const r = el.getBoundingClientRect();
          const rect = { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
          return { selector, truth: label, predicted: api.labelForElement(el, rect, predicted) };
        });
      }, file.sections);
      return { page: name, results };
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}

const pct = (n: number) => n.toFixed(3);

function printTable(metrics: Metrics, pages: PageResult[]): void {
  const out: string[] = [];
  for (const p of pages) {
    const wrong = p.results.filter((r) => r.predicted !== r.truth);
    const ok = p.results.length - wrong.length;
    out.push(`${p.page.padEnd(26)} ${ok}/${p.results.length}${wrong.length ? '  ' + wrong.map((w) => `${w.selector} ${w.truth}→${w.predicted}`).join('; ') : ''}`);
  }
  out.push('');
  out.push(`${'label'.padEnd(16)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'f1'.padStart(6)} ${'support'.padStart(7)}`);
  for (const label of SECTION_LABELS) {
    const m = metrics.perLabel[label];
    out.push(`${label.padEnd(16)} ${pct(m.precision).padStart(9)} ${pct(m.recall).padStart(7)} ${pct(m.f1).padStart(6)} ${String(m.support).padStart(7)}`);
  }
  out.push(`${'macro-F1'.padEnd(16)} ${pct(metrics.macroF1).padStart(32)}`);
  out.push('');
  const cols: Predicted[] = [...SECTION_LABELS, 'none'];
  const short = (l: string) => l.slice(0, 7);
  out.push(`confusion (rows: truth, columns: predicted)`);
  out.push(`${''.padEnd(16)}${cols.map((c) => short(c).padStart(8)).join('')}`);
  for (const t of SECTION_LABELS) out.push(`${t.padEnd(16)}${cols.map((c) => String(metrics.confusion[t][c]).padStart(8)).join('')}`);
  process.stdout.write(out.join('\n') + '\n');
}

async function main() {
  const flags = parseFlags();
  const files = loadLabelFiles(flags.labels, flags.pages);
  const browser = await launchHeadless();
  const pages: PageResult[] = [];
  try {
    for (const { name, file } of files) pages.push(await evaluatePage(browser, join(flags.pages, name), name, file));
  } finally {
    await browser.close();
  }
  const missing = pages.flatMap((p) => p.results.filter((r) => r.predicted === 'missing').map((r) => `${p.page}: ${r.selector}`));
  if (missing.length > 0) process.stderr.write(`warning: labelled selectors that match nothing (scored as none):\n  ${missing.join('\n  ')}\n`);
  const pairs = pages.flatMap((p) => p.results.map((r) => ({ truth: r.truth, predicted: r.predicted === 'missing' ? ('none' as const) : r.predicted })));
  const metrics = computeMetrics(pairs);
  if (flags.json) process.stdout.write(JSON.stringify({ pages: pages.length, ...metrics }) + '\n');
  else printTable(metrics, pages);
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
