/**
 * `npm run bench:extension -- --browser firefox`: the built firefox-mv2 extension in stock Firefox
 * (test/helpers/firefox.ts), with the built-in catalogue (the default service, no server):
 * cold starts (a fresh browser each, the database not open yet), then each page cold and warm
 * (the median of 3 warm openings), with the first cold start's timeline (the panel's, the
 * background page's, the catalogue frame's and its worker's marks).
 * Reads the same User Timing marks as the Chromium run. Prints a table and writes
 * bench/results/extension-firefox.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { z } from 'zod';
import { serveDirectory } from '../scripts/shared/static-server';
import { launchFirefoxWithExtension, type FirefoxWithExtension } from '../test/helpers/firefox';
import { BUILTIN_CHANNEL } from '../lib/builtin/channel';
import { MEMORY_PATH } from '../lib/builtin/paths';
import type { TimelineMark } from '../lib/builtin/timeline';

const ROOT = resolve(import.meta.dirname, '..');

interface PanelTimings {
  read: number | null;
  /** The panel's User Timing marks and navigation, absolute (ms since the epoch). */
  marks: TimelineMark[];
  origin: number;
  first: number | null;
  all: number | null;
  sections: number;
  error: string | null;
}

interface Row {
  page: string;
  sections: number;
  /** Panel open → the page's sections received (page read and classified), warm. */
  warmReadMs: number | null;
  coldFirstMs: number | null;
  coldAllMs: number | null;
  warmFirstMs: number | null;
  warmAllMs: number | null;
}

async function timings(panel: Page): Promise<PanelTimings> {
  await panel.waitForFunction(
    () => performance.getEntriesByName('uplift:ready').length > 0 || document.querySelector('main[data-audit-state="error"]') !== null,
    { timeout: 60_000 },
  );
  return panel.evaluate(() => ({
    read: performance.getEntriesByName('uplift:sections')[0]?.startTime ?? null,
    first: performance.getEntriesByName('uplift:first-tests')[0]?.startTime ?? null,
    all: performance.getEntriesByName('uplift:ready')[0]?.startTime ?? null,
    marks: [
      ...performance.getEntriesByType('navigation').flatMap((n) => [
        { name: 'panel:dom-interactive', at: performance.timeOrigin + (n as PerformanceNavigationTiming).domInteractive },
      ]),
      ...performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime })),
    ],
    origin: performance.timeOrigin,
    sections: document.querySelectorAll('section[data-section]').length,
    error: document.querySelector('main[data-audit-state="error"]') ? (document.querySelector('main')?.textContent ?? '').slice(0, 400) : null,
  }));
}

declare const browser: {
  runtime: { sendMessage(m: object): Promise<unknown> };
  storage: { local: { set(v: object): Promise<void> } };
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
};

/** Serves the page `name` in a tab, then opens the panel on it `times` times, one after the other. */
async function openPanel(ff: FirefoxWithExtension, helper: Page, pagesDir: string, name: string, times: number): Promise<PanelTimings[]> {
  const site = await serveDirectory(join(pagesDir, name));
  const page = await ff.browser.newPage();
  const results: PanelTimings[] = [];
  try {
    await page.goto(site.url, { waitUntil: 'load' });
    const tabId = await helper.evaluate(async (u) => (await browser.tabs.query({})).find((t) => t.url === u)?.id ?? -1, page.url());
    for (let i = 0; i < times; i++) {
      const panel = await ff.openExtensionPage(`sidepanel.html?tabId=${tabId}`);
      results.push(await timings(panel));
      await panel.close();
    }
  } finally {
    await page.close();
    await site.close();
  }
  return results;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(0));
/** A page's warm figures: the median of this many openings after the first (one opening is too noisy on a shared machine). */
const WARM_OPENS = 3;
const medianOf = (xs: (number | null)[]) => {
  const known = xs.filter((v): v is number => v !== null);
  return known.length ? quantile(known, 0.5) : null;
};
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const WorkerReportSchema = z.object({ marks: z.array(z.object({ name: z.string(), at: z.number() })).optional() });

/**
 * The marks of the background page (through Firefox's debugging protocol) and of the catalogue's
 * frame and worker (whose page answers the report itself).
 */
async function extensionMarks(ff: FirefoxWithExtension, helper: Page): Promise<TimelineMark[]> {
  const background = z.array(z.object({ name: z.string(), at: z.number() })).parse(
    await ff.evaluateInBackground("performance.getEntriesByType('mark').map((m) => ({ name: 'background ' + m.name, at: performance.timeOrigin + m.startTime }))"),
  );
  const reply = await helper.evaluate((m) => browser.runtime.sendMessage(m), { channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: MEMORY_PATH, body: null });
  const body = z.object({ body: z.string() }).safeParse(reply);
  const frame = body.success ? (WorkerReportSchema.safeParse(JSON.parse(body.data.body)).data?.marks ?? []) : [];
  return [...background, ...frame];
}

export async function benchFirefox(extensionDir: string, pagesDir: string, coldPage: string, names: string[], coldRuns: number): Promise<void> {
  const coldStarts: { firstMs: number | null; allMs: number | null; launchMs: number; timeline?: { name: string; ms: number }[] }[] = [];
  const rows: Row[] = [];
  /** Each panel mark's times in the warm openings (ms since the panel's navigation start): where a warm opening spends its time. */
  const warmMarks = new Map<string, number[]>();
  for (let run = 0; run < coldRuns; run++) {
    const started = Date.now();
    const ff = await launchFirefoxWithExtension(extensionDir);
    const launchMs = Date.now() - started;
    try {
      const helper = await ff.openExtensionPage('options.html');
      await helper.evaluate((s) => browser.storage.local.set({ settings: s }), { service: 'builtin', threshold: 0.25, maxResults: 3, autoAudit: false });
      const [start] = await openPanel(ff, helper, pagesDir, coldPage, 1);
      // The first start's timeline, before any other request adds to it.
      const timeline =
        run === 0
          ? [...start!.marks, ...(await extensionMarks(ff, helper))].map((m) => ({ name: m.name, ms: m.at - start!.origin })).sort((a, b) => a.ms - b.ms)
          : undefined;
      coldStarts.push({ firstMs: start!.first, allMs: start!.all, launchMs, ...(timeline && { timeline }) });
      process.stderr.write(`firefox built-in cold start ${run + 1}/${coldRuns}: first ${ms(start!.first)} ms, all ${ms(start!.all)} ms (browser launch ${launchMs} ms; load ${loadAverage()})${start!.error ? ` ERROR: ${start!.error}` : ''}\n`);
      if (run > 0) continue;
      // A threshold unlike the cold start's keeps the first page's queries uncached.
      await helper.evaluate((s) => browser.storage.local.set({ settings: s }), { service: 'builtin', threshold: 0.2, maxResults: 3, autoAudit: false });
      for (const name of names) {
        const [cold, ...warms] = await openPanel(ff, helper, pagesDir, name, 1 + WARM_OPENS);
        const warm = (k: 'read' | 'first' | 'all') => medianOf(warms.map((w) => w[k]));
        for (const w of warms) for (const m of w.marks) warmMarks.set(m.name, [...(warmMarks.get(m.name) ?? []), m.at - w.origin]);
        rows.push({ page: name, sections: cold!.sections, warmReadMs: warm('read'), coldFirstMs: cold!.first, coldAllMs: cold!.all, warmFirstMs: warm('first'), warmAllMs: warm('all') });
        process.stderr.write(`firefox built-in ${name}: ${cold!.sections} sections, first ${ms(cold!.first)} ms, warm first ${warms.map((w) => ms(w.first)).join(' / ')} ms${cold!.error ? ` ERROR: ${cold!.error}` : ''}\n`);
      }
    } finally {
      await ff.close();
    }
  }
  const values = (k: keyof Omit<Row, 'page' | 'sections'>) => rows.map((r) => r[k]).filter((v): v is number => v !== null);
  const stat = (xs: number[]) => ({ median: quantile(xs, 0.5), max: xs.length ? Math.max(...xs) : NaN });
  const coldStart = {
    firstMs: quantile(coldStarts.map((c) => c.firstMs).filter((v): v is number => v !== null), 0.5),
    allMs: quantile(coldStarts.map((c) => c.allMs).filter((v): v is number => v !== null), 0.5),
  };
  const summary = { warmReadMs: stat(values('warmReadMs')), coldFirstMs: stat(values('coldFirstMs')), coldAllMs: stat(values('coldAllMs')), warmFirstMs: stat(values('warmFirstMs')), warmAllMs: stat(values('warmAllMs')) };

  console.log(`\nUplift Lens in Firefox (${extensionDir}), built-in catalogue: ${rows.length} pages from ${pagesDir}; load ${loadAverage()}\n`);
  console.log('| page | sections | warm page read (ms) | cold first tests (ms) | cold all (ms) | warm first (ms) | warm all (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.sections} | ${ms(r.warmReadMs)} | ${ms(r.coldFirstMs)} | ${ms(r.coldAllMs)} | ${ms(r.warmFirstMs)} | ${ms(r.warmAllMs)} |`);
  const each = (k: 'firstMs' | 'allMs') => (coldStarts.length > 1 ? ` (median of ${coldStarts.length}: ${coldStarts.map((c) => ms(c[k])).join(', ')})` : '');
  console.log('\n| Firefox measure | value | target |');
  console.log('|---|---:|---|');
  console.log(`| built-in cold start: first tests (database not open) | ${ms(coldStart.firstMs)} ms${each('firstMs')} | < 2000 ms |`);
  console.log(`| built-in cold start: all sections | ${ms(coldStart.allMs)} ms${each('allMs')} | |`);
  console.log(`| panel page read, warm, median / max | ${ms(summary.warmReadMs.median)} / ${ms(summary.warmReadMs.max)} ms | |`);
  console.log(`| panel first results, warm, median / max | ${ms(summary.warmFirstMs.median)} / ${ms(summary.warmFirstMs.max)} ms | < 300 ms |`);
  console.log(`| panel all sections, warm, median / max | ${ms(summary.warmAllMs.median)} / ${ms(summary.warmAllMs.max)} ms | |`);
  console.log(`| panel first results, uncached queries, median / max | ${ms(summary.coldFirstMs.median)} / ${ms(summary.coldFirstMs.max)} ms | |`);

  console.log(`\nCold start timeline (first run; ms since the panel's navigation start):\n`);
  console.log('| ms | mark |');
  console.log('|---:|---|');
  for (const m of coldStarts[0]?.timeline ?? []) console.log(`| ${ms(m.ms)} | ${m.name} |`);

  const warmTimeline = [...warmMarks].map(([name, xs]) => ({ name, medianMs: quantile(xs, 0.5), n: xs.length })).sort((a, b) => a.medianMs - b.medianMs);
  console.log(`\nWarm openings' timeline (median over ${WARM_OPENS} openings of each page; ms since the panel's navigation start):\n`);
  console.log('| ms | mark | openings |');
  console.log('|---:|---|---:|');
  for (const m of warmTimeline) console.log(`| ${ms(m.medianMs)} | ${m.name} | ${m.n} |`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/extension-firefox.json'), JSON.stringify({ browser: 'firefox', extensionDir, pagesDir, loadAverage: loadavg(), coldStart, coldStarts, pages: rows, summary, warmTimeline }, null, 2));
}
