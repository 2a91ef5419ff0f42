/**
 * npm run bench:classifier -- --pages DIR [--runs N] [--warmup N]
 * Median time of classifyPage on each page under DIR (each at the root of its own origin) and on a
 * generated page of 10,000 elements, plus the median re-classification after a small DOM edit.
 * The first call is timed alone (cold: nothing compiled yet); then `--warmup` untimed calls of
 * classification and facts let the JavaScript engine finish compiling before the timed runs, so
 * that the medians measure the code, not how far its compilation has got.
 * Prints a table and writes bench/results/classifier.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Browser } from 'playwright-core';
import { launchHeadless } from '../scripts/shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from '../scripts/shared/classifier-bundle';
import { serveDirectory } from '../scripts/shared/static-server';

const FlagsSchema = z.object({
  pages: z
    .string({ error: '--pages DIR is required (e.g. --pages ../shared/corpus/pages)' })
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), { error: '--pages: no such directory' }),
  runs: z.coerce.number().int().min(3).max(200).default(21),
  warmup: z.coerce.number().int().min(0).max(200).default(20),
});

interface Row {
  page: string;
  elements: number;
  sections: number;
  firstMs: number;
  medianMs: number;
  /** Classification plus the section facts (lib/facts), as the content script does it. */
  withFactsMs: number;
  reclassifyMs: number;
}

/** A landing page of about `target` elements: nav, hero, many feature/card/quote sections, footer. */
export function generatePage(target = 10_000): string {
  const parts: string[] = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated</title>',
    '<style>body{margin:0;font:16px sans-serif}section{padding:40px}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.card{border:1px solid #ddd;padding:8px}</style></head><body>',
    '<nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/docs">Docs</a><a href="/blog">Blog</a></nav>',
    '<header><h1>Generated product</h1><p>Subheadline</p><a class="btn" href="/signup">Start free trial</a></header>',
  ];
  let elements = 19;
  let n = 0;
  while (elements < target - 40) {
    const kind = n % 4;
    const cards: string[] = [];
    for (let c = 0; c < 12; c++) {
      if (kind === 0) cards.push(`<div class="card"><h3>Feature ${c}</h3><p>Does <b>thing</b> ${c} well.</p></div>`);
      else if (kind === 1) cards.push(`<div class="card"><blockquote>“Great tool ${c}”</blockquote><cite>Person ${c}</cite></div>`);
      else if (kind === 2) cards.push(`<div class="card"><a href="/solutions/${c}"><h3>Solution ${c}</h3><span>For team ${c}</span></a></div>`);
      else cards.push(`<article class="card"><h3>Post ${c}</h3><time>2026-01-${String((c % 28) + 1).padStart(2, '0')}</time><p>Summary</p></article>`);
    }
    parts.push(`<section><h2>Section ${n}</h2><p>Intro to section ${n}.</p><div class="grid">${cards.join('')}</div></section>`);
    elements += 4 + 12 * (kind === 1 ? 3 : 4);
    n++;
  }
  parts.push('<footer><p>© 2026 Generated</p><a href="/privacy">Privacy</a></footer></body></html>');
  return parts.join('\n');
}

async function measure(browser: Browser, url: string, name: string, runs: number, warmup: number): Promise<Row> {
  const page = await openWithClassifier(browser, url);
  try {
    return await page.evaluate(
      ({ name, runs, warmup }) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        let t = performance.now();
        const sections = api.classifyPage(document);
        const firstMs = performance.now() - t;
        for (let i = 0; i < warmup; i++) api.summarizeSections(api.classifyPage(document));
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          t = performance.now();
          api.classifyPage(document);
          times.push(performance.now() - t);
        }
        const factTimes: number[] = [];
        for (let i = 0; i < runs; i++) {
          t = performance.now();
          api.summarizeSections(api.classifyPage(document));
          factTimes.push(performance.now() - t);
        }
        // Re-classification after a small edit: change one heading's text in the middle block, then undo it.
        const tracker = new api.SectionTracker(document);
        tracker.classify();
        const middle = sections[Math.floor(sections.length / 2)]?.element ?? document.body;
        const target = middle.querySelector('h1, h2, h3, p, a, span') ?? middle;
        const original = target.textContent;
        const observer = new MutationObserver(() => {});
        observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
        const retimes: number[] = [];
        for (let i = 0; i < runs; i++) {
          target.textContent = i % 2 === 0 ? `${original} (edited)` : original;
          const records = observer.takeRecords();
          t = performance.now();
          tracker.invalidate(records);
          tracker.classify();
          retimes.push(performance.now() - t);
        }
        target.textContent = original;
        observer.disconnect();
        return {
          page: name,
          elements: document.getElementsByTagName('*').length,
          sections: sections.length,
          firstMs,
          // (No helper functions in here: tsx would wrap them in a `__name` the page does not have.)
          medianMs: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!,
          withFactsMs: factTimes.sort((a, b) => a - b)[Math.floor(factTimes.length / 2)]!,
          reclassifyMs: retimes.sort((a, b) => a - b)[Math.floor(retimes.length / 2)]!,
        };
      },
      { name, runs, warmup },
    );
  } finally {
    await page.context().close();
  }
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { pages: { type: 'string' }, runs: { type: 'string' }, warmup: { type: 'string' } }, strict: true }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\nUsage: npm run bench:classifier -- --pages DIR [--runs N] [--warmup N]`);
  }
  const parsed = FlagsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('\n')}\nUsage: npm run bench:classifier -- --pages DIR [--runs N] [--warmup N]`);
  const { pages, runs, warmup } = parsed.data;
  const names = readdirSync(pages).filter((d) => existsSync(join(pages, d, 'index.html'))).sort();
  if (names.length === 0) throw new Error(`no <name>/index.html pages under ${pages}`);

  const generatedDir = mkdtempSync(join(tmpdir(), 'uplift-bench-'));
  writeFileSync(join(generatedDir, 'index.html'), generatePage());
  const browser = await launchHeadless();
  const rows: Row[] = [];
  try {
    for (const name of [...names, 'generated-10k']) {
      const dir = name === 'generated-10k' ? generatedDir : join(pages, name);
      const server = await serveDirectory(dir);
      try {
        rows.push(await measure(browser, server.url, name, runs, warmup));
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
    rmSync(generatedDir, { recursive: true, force: true });
  }

  const ms = (n: number) => n.toFixed(2).padStart(9);
  const lines = [`${'page'.padEnd(24)} ${'elements'.padStart(8)} ${'sections'.padStart(8)} ${'first ms'.padStart(9)} ${'median ms'.padStart(9)} ${'+facts ms'.padStart(9)} ${'re-cls ms'.padStart(9)}`];
  for (const r of rows) lines.push(`${r.page.padEnd(24)} ${String(r.elements).padStart(8)} ${String(r.sections).padStart(8)} ${ms(r.firstMs)} ${ms(r.medianMs)} ${ms(r.withFactsMs)} ${ms(r.reclassifyMs)}`);
  const corpus = rows.filter((r) => r.page !== 'generated-10k');
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const summary = {
    corpusFirstMedianMs: med(corpus.map((r) => r.firstMs)),
    corpusMedianMs: med(corpus.map((r) => r.medianMs)),
    corpusWorstMedianMs: Math.max(...corpus.map((r) => r.medianMs)),
    corpusWithFactsMedianMs: med(corpus.map((r) => r.withFactsMs)),
    corpusWithFactsWorstMs: Math.max(...corpus.map((r) => r.withFactsMs)),
    generatedMedianMs: rows.find((r) => r.page === 'generated-10k')!.medianMs,
    reclassifyMedianMs: med(rows.map((r) => r.reclassifyMs)),
    reclassifyWorstMs: Math.max(...rows.map((r) => r.reclassifyMs)),
  };
  lines.push('');
  lines.push(`each page: the first call alone (cold), then ${runs} timed runs after ${warmup} untimed warm-up runs`);
  lines.push(`corpus, first (cold) classification: median ${summary.corpusFirstMedianMs.toFixed(2)} ms`);
  lines.push(`corpus: median of medians ${summary.corpusMedianMs.toFixed(2)} ms, worst ${summary.corpusWorstMedianMs.toFixed(2)} ms (target < 15)`);
  lines.push(`corpus, classification + facts: median of medians ${summary.corpusWithFactsMedianMs.toFixed(2)} ms, worst ${summary.corpusWithFactsWorstMs.toFixed(2)} ms (target < 5 median)`);
  lines.push(`generated 10k elements: ${summary.generatedMedianMs.toFixed(2)} ms (target < 50)`);
  lines.push(`re-classification after a small edit: median ${summary.reclassifyMedianMs.toFixed(2)} ms, worst ${summary.reclassifyWorstMs.toFixed(2)} ms (target < 5)`);
  // Wall-clock timings: on a shared machine they grow with its load, so the load goes with them.
  const load = loadavg().map((n) => Number(n.toFixed(2)));
  lines.push(`machine: ${cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min) at the end of the run`);
  process.stdout.write(lines.join('\n') + '\n');
  mkdirSync('bench/results', { recursive: true });
  const out = join('bench/results', 'classifier.json');
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, warmup, cores: cpus().length, loadAverage: load, summary, pages: rows }, null, 2));
  process.stdout.write(`wrote ${out}\n`);
}

// Run only as a script, so that generatePage can be imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`bench:classifier: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
