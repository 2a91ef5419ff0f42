/**
 * npm run eval:sections -- --pages DIR --labels DIR [--pages DIR --labels DIR ...] [--json] [--cv author]
 * Scores the section classifier against hand-labelled pages in real headless Chromium (DESIGN.md "Contracts"):
 * labels and segmentation, for each corpus (pages DIR) apart and for all together.
 * With --cv author, also leave-one-author-out across all corpora: each author's pages are decided by a
 * model refitted on the other authors' pages only (lib/sections/model/cross-validate.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SECTION_LABELS } from '../lib/sections/labels';
import { computeMetrics, summarizeSegmentation, type Metrics, type Predicted, type Segmentation } from '../lib/sections/evaluation';
import { crossValidateByAuthor } from '../lib/sections/model/cross-validate';
import { loadAuthors, loadCorpora, UsageError, type PageResult } from './shared/labelled-pages';

const USAGE = 'Usage: npm run eval:sections -- --pages DIR --labels DIR [--pages DIR --labels DIR ...] [--json] [--cv author]';

const existingDir = (flag: string) =>
  z
    .string({ error: `--${flag} DIR is required` })
    .min(1, `--${flag} DIR is required`)
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), {
      error: (issue) => `--${flag} ${String(issue.input)}: no such directory. Give the folder that holds ${flag === 'pages' ? '<name>/index.html' : '<name>.json label files'}.`,
    });

const FlagsSchema = z
  .object({
    pages: z.array(existingDir('pages'), { error: '--pages DIR is required' }).min(1, '--pages DIR is required'),
    labels: z.array(existingDir('labels'), { error: '--labels DIR is required' }).min(1, '--labels DIR is required'),
    json: z.boolean().default(false),
    cv: z.enum(['author'], { error: '--cv takes one value: author (leave one author out)' }).optional(),
  })
  .refine((f) => f.pages.length === f.labels.length, {
    error: 'give one --labels DIR for each --pages DIR, in the same order',
  });

function fail(message: string): never {
  process.stderr.write(`eval:sections: ${message}\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string', multiple: true }, labels: { type: 'string', multiple: true }, json: { type: 'boolean' }, cv: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const parsed = FlagsSchema.safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);
  return parsed.data;
}

const pct = (n: number) => n.toFixed(3);
const short = (l: string) => l.slice(0, 7);

function confusionTable(title: string, metrics: Metrics): string[] {
  const cols: Predicted[] = [...SECTION_LABELS, 'none'];
  const out = [`${title} (rows: truth, columns: predicted)`, `${''.padEnd(16)}${cols.map((c) => short(c).padStart(8)).join('')}`];
  for (const t of SECTION_LABELS) out.push(`${t.padEnd(16)}${cols.map((c) => String(metrics.confusion[t][c]).padStart(8)).join('')}`);
  return out;
}

function pageLines(pages: PageResult[]): string[] {
  return pages.map((p) => {
    const wrong = p.results.filter((r) => r.predicted !== r.truth);
    const ok = p.results.length - wrong.length;
    const seg = p.segmentation;
    const segText = `seg ${seg.matched}/${seg.labelledBlocks} merged ${seg.merged} split ${seg.split}${seg.maxHeld >= 3 ? ` (one section holds ${seg.maxHeld})` : ''}`;
    return `${p.page.padEnd(26)} ${`${ok}/${p.results.length}`.padEnd(6)} ${segText}${wrong.length ? '  ' + wrong.map((w) => `${w.selector} ${w.truth}→${w.predicted}`).join('; ') : ''}`;
  });
}

function labelTable(metrics: Metrics, cv: Metrics | null): string[] {
  const out: string[] = [];
  const cvHead = cv ? `   ${'cv prec'.padStart(9)} ${'cv rec'.padStart(7)} ${'cv f1'.padStart(6)}` : '';
  out.push(`${'label'.padEnd(16)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'f1'.padStart(6)} ${'support'.padStart(7)}${cvHead}`);
  for (const label of SECTION_LABELS) {
    const m = metrics.perLabel[label];
    const c = cv?.perLabel[label];
    const cvCols = c ? `   ${pct(c.precision).padStart(9)} ${pct(c.recall).padStart(7)} ${pct(c.f1).padStart(6)}` : '';
    out.push(`${label.padEnd(16)} ${pct(m.precision).padStart(9)} ${pct(m.recall).padStart(7)} ${pct(m.f1).padStart(6)} ${String(m.support).padStart(7)}${cvCols}`);
  }
  out.push(`${'macro-F1'.padEnd(16)} ${pct(metrics.macroF1).padStart(32)}${cv ? `   ${pct(cv.macroF1).padStart(24)}` : ''}`);
  return out;
}

const segmentationLine = (s: Segmentation) =>
  `segmentation: ${s.labelledBlocks} labelled blocks, block recall ${pct(s.blockRecall)}, merged ${s.merged}, split ${s.split}`;

interface Report {
  pages: number;
  metrics: Metrics;
  cv: Metrics | null;
  segmentation: Segmentation;
}

function printReport(title: string, report: Report, pages: PageResult[], withPages: boolean): string[] {
  const out = [`== ${title}: ${report.pages} pages`];
  if (withPages) out.push(...pageLines(pages), '');
  out.push(...labelTable(report.metrics, report.cv), '', segmentationLine(report.segmentation), '');
  out.push(...confusionTable('confusion', report.metrics));
  if (report.cv) out.push('', ...confusionTable('confusion, leave one author out', report.cv));
  return out;
}

const scoredPairs = (pages: PageResult[]) =>
  pages.flatMap((p) => p.results.map((r) => ({ truth: r.truth, predicted: r.predicted === 'missing' ? ('none' as const) : r.predicted })));

function reportOf(pages: PageResult[], cvPairs: Array<{ corpus: string; truth: Parameters<typeof computeMetrics>[0][number]['truth']; predicted: Predicted }> | null): Report {
  return {
    pages: pages.length,
    metrics: computeMetrics(scoredPairs(pages)),
    cv: cvPairs ? computeMetrics(cvPairs) : null,
    segmentation: summarizeSegmentation(pages),
  };
}

const jsonOf = (r: Report) => ({
  pages: r.pages,
  ...r.metrics,
  ...(r.cv ? { cv: { macroF1: r.cv.macroF1, perLabel: r.cv.perLabel, confusion: r.cv.confusion } } : {}),
  segmentation: r.segmentation,
});

async function main() {
  const flags = parseFlags();
  const sources = flags.pages.map((pagesDir, i) => ({
    pagesDir,
    labelsDir: flags.labels[i]!,
    authors: flags.cv ? loadAuthors(pagesDir) : undefined,
  }));
  const pages = await loadCorpora(sources);
  const missing = pages.flatMap((p) => p.results.filter((r) => r.predicted === 'missing').map((r) => `${p.corpus}/${p.page}: ${r.selector}`));
  if (missing.length > 0) process.stderr.write(`warning: labelled selectors that match nothing (scored as none):\n  ${missing.join('\n  ')}\n`);
  let cvPairs: Array<{ corpus: string; truth: PageResult['results'][number]['truth']; predicted: Predicted }> | null = null;
  if (flags.cv) {
    if (new Set(pages.map((p) => p.author)).size < 2) fail('--cv author needs labelled pages of at least two authors');
    // One leave-one-author-out run over every corpus: an author's pages in any corpus are held out together.
    const corpusOf = new Map(pages.map((p) => [`${p.author}\u0000${p.page}`, p.corpus]));
    cvPairs = crossValidateByAuthor(pages).map((r) => ({ corpus: corpusOf.get(`${r.author}\u0000${r.page}`)!, truth: r.truth, predicted: r.predicted }));
  }
  const all = reportOf(pages, cvPairs);
  const corpora = [...new Set(pages.map((p) => p.corpus))];
  const each = corpora.map((name) => ({
    name,
    pages: pages.filter((p) => p.corpus === name),
    report: reportOf(
      pages.filter((p) => p.corpus === name),
      cvPairs ? cvPairs.filter((r) => r.corpus === name) : null,
    ),
  }));
  if (flags.json) {
    const corporaPart = corpora.length > 1 ? { corpora: Object.fromEntries(each.map((c) => [c.name, jsonOf(c.report)])) } : {};
    process.stdout.write(JSON.stringify({ ...jsonOf(all), ...corporaPart }) + '\n');
    return;
  }
  const out: string[] = [];
  if (corpora.length > 1) {
    for (const c of each) out.push(...printReport(c.name, c.report, c.pages, true), '');
    out.push(...printReport(`all ${corpora.length} corpora`, all, pages, false));
  } else out.push(...printReport(corpora[0]!, all, pages, true));
  process.stdout.write(out.join('\n') + '\n');
}

main().catch((err: unknown) => fail(err instanceof UsageError || err instanceof Error ? err.message : String(err)));
