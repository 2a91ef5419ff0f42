/**
 * npm run eval:sections -- --pages DIR --labels DIR [--json] [--cv author]
 * Scores the section classifier against hand-labelled pages in real headless Chromium (DESIGN.md "Contracts").
 * With --cv author, also leave-one-author-out: each author's pages are decided by a model refitted
 * on the other authors' pages only (lib/sections/model/cross-validate.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SECTION_LABELS } from '../lib/sections/labels';
import { computeMetrics, type Metrics, type Predicted } from '../lib/sections/evaluation';
import { crossValidateByAuthor } from '../lib/sections/model/cross-validate';
import { loadAuthors, loadLabelledPages, UsageError, type PageResult } from './shared/labelled-pages';

const USAGE = 'Usage: npm run eval:sections -- --pages DIR --labels DIR [--json] [--cv author]';

const existingDir = (flag: string) =>
  z
    .string({ error: `--${flag} DIR is required` })
    .min(1, `--${flag} DIR is required`)
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), {
      error: (issue) => `--${flag} ${String(issue.input)}: no such directory. Give the folder that holds ${flag === 'pages' ? '<name>/index.html' : '<name>.json label files'}.`,
    });

const FlagsSchema = z.object({
  pages: existingDir('pages'),
  labels: existingDir('labels'),
  json: z.boolean().default(false),
  cv: z.enum(['author'], { error: '--cv takes one value: author (leave one author out)' }).optional(),
});

function fail(message: string): never {
  process.stderr.write(`eval:sections: ${message}\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string' }, labels: { type: 'string' }, json: { type: 'boolean' }, cv: { type: 'string' } },
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

function printTable(metrics: Metrics, pages: PageResult[], cv: Metrics | null): void {
  const out: string[] = [];
  for (const p of pages) {
    const wrong = p.results.filter((r) => r.predicted !== r.truth);
    const ok = p.results.length - wrong.length;
    out.push(`${p.page.padEnd(26)} ${ok}/${p.results.length}${wrong.length ? '  ' + wrong.map((w) => `${w.selector} ${w.truth}→${w.predicted}`).join('; ') : ''}`);
  }
  out.push('');
  const cvHead = cv ? `   ${'cv prec'.padStart(9)} ${'cv rec'.padStart(7)} ${'cv f1'.padStart(6)}` : '';
  out.push(`${'label'.padEnd(16)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'f1'.padStart(6)} ${'support'.padStart(7)}${cvHead}`);
  for (const label of SECTION_LABELS) {
    const m = metrics.perLabel[label];
    const c = cv?.perLabel[label];
    const cvCols = c ? `   ${pct(c.precision).padStart(9)} ${pct(c.recall).padStart(7)} ${pct(c.f1).padStart(6)}` : '';
    out.push(`${label.padEnd(16)} ${pct(m.precision).padStart(9)} ${pct(m.recall).padStart(7)} ${pct(m.f1).padStart(6)} ${String(m.support).padStart(7)}${cvCols}`);
  }
  out.push(`${'macro-F1'.padEnd(16)} ${pct(metrics.macroF1).padStart(32)}${cv ? `   ${pct(cv.macroF1).padStart(24)}` : ''}`);
  out.push('');
  out.push(...confusionTable('confusion', metrics));
  if (cv) {
    out.push('');
    out.push(...confusionTable('confusion, leave one author out', cv));
  }
  process.stdout.write(out.join('\n') + '\n');
}

async function main() {
  const flags = parseFlags();
  const authors = flags.cv ? loadAuthors(flags.pages) : undefined;
  const pages = await loadLabelledPages(flags.pages, flags.labels, authors);
  const missing = pages.flatMap((p) => p.results.filter((r) => r.predicted === 'missing').map((r) => `${p.page}: ${r.selector}`));
  if (missing.length > 0) process.stderr.write(`warning: labelled selectors that match nothing (scored as none):\n  ${missing.join('\n  ')}\n`);
  const pairs = pages.flatMap((p) => p.results.map((r) => ({ truth: r.truth, predicted: r.predicted === 'missing' ? ('none' as const) : r.predicted })));
  const metrics = computeMetrics(pairs);
  let cv: Metrics | null = null;
  if (flags.cv) {
    if (new Set(pages.map((p) => p.author)).size < 2) fail('--cv author needs labelled pages of at least two authors');
    cv = computeMetrics(crossValidateByAuthor(pages));
  }
  if (flags.json) {
    const cvPart = cv ? { cv: { macroF1: cv.macroF1, perLabel: cv.perLabel, confusion: cv.confusion } } : {};
    process.stdout.write(JSON.stringify({ pages: pages.length, ...metrics, ...cvPart }) + '\n');
  } else printTable(metrics, pages, cv);
}

main().catch((err: unknown) => fail(err instanceof UsageError || err instanceof Error ? err.message : String(err)));
