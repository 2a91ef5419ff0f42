/**
 * `npm run bench:extension -- --browser firefox`: the built firefox-mv2 extension in stock Firefox
 * (test/helpers/firefox.ts), with the built-in catalogue (the default service, no server):
 * cold starts (a fresh browser each, the database not open yet), then each page cold and warm.
 * Reads the same User Timing marks as the Chromium run. Prints a table and writes
 * bench/results/extension-firefox.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { serveDirectory } from '../scripts/shared/static-server';
import { launchFirefoxWithExtension, type FirefoxWithExtension } from '../test/helpers/firefox';

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSION_DIR = join(ROOT, '.output/firefox-mv2');

interface PanelTimings {
  read: number | null;
  first: number | null;
  all: number | null;
  sections: number;
  error: string | null;
}

interface Row {
  page: string;
  sections: number;
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
    sections: document.querySelectorAll('section[data-section]').length,
    error: document.querySelector('main[data-audit-state="error"]') ? (document.querySelector('main')?.textContent ?? '').slice(0, 400) : null,
  }));
}

declare const browser: {
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
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');

export async function benchFirefox(pagesDir: string, coldPage: string, names: string[], coldRuns: number): Promise<void> {
  const coldStarts: { firstMs: number | null; allMs: number | null; launchMs: number }[] = [];
  const rows: Row[] = [];
  for (let run = 0; run < coldRuns; run++) {
    const started = Date.now();
    const ff = await launchFirefoxWithExtension(EXTENSION_DIR);
    const launchMs = Date.now() - started;
    try {
      const helper = await ff.openExtensionPage('options.html');
      await helper.evaluate((s) => browser.storage.local.set({ settings: s }), { service: 'builtin', threshold: 0.25, maxResults: 3, autoAudit: false });
      const [start] = await openPanel(ff, helper, pagesDir, coldPage, 1);
      coldStarts.push({ firstMs: start!.first, allMs: start!.all, launchMs });
      process.stderr.write(`firefox built-in cold start ${run + 1}/${coldRuns}: first ${ms(start!.first)} ms, all ${ms(start!.all)} ms (browser launch ${launchMs} ms; load ${loadAverage()})${start!.error ? ` ERROR: ${start!.error}` : ''}\n`);
      if (run > 0) continue;
      // A threshold unlike the cold start's keeps the first page's queries uncached.
      await helper.evaluate((s) => browser.storage.local.set({ settings: s }), { service: 'builtin', threshold: 0.2, maxResults: 3, autoAudit: false });
      for (const name of names) {
        const [cold, warm] = await openPanel(ff, helper, pagesDir, name, 2);
        rows.push({ page: name, sections: cold!.sections, coldFirstMs: cold!.first, coldAllMs: cold!.all, warmFirstMs: warm!.first, warmAllMs: warm!.all });
        process.stderr.write(`firefox built-in ${name}: ${cold!.sections} sections, first ${ms(cold!.first)} ms, warm first ${ms(warm!.first)} ms${cold!.error ? ` ERROR: ${cold!.error}` : ''}\n`);
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
  const summary = { coldFirstMs: stat(values('coldFirstMs')), coldAllMs: stat(values('coldAllMs')), warmFirstMs: stat(values('warmFirstMs')), warmAllMs: stat(values('warmAllMs')) };

  console.log(`\nUplift Lens in Firefox (${EXTENSION_DIR}), built-in catalogue: ${rows.length} pages from ${pagesDir}; load ${loadAverage()}\n`);
  console.log('| page | sections | cold first tests (ms) | cold all (ms) | warm first (ms) | warm all (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.sections} | ${ms(r.coldFirstMs)} | ${ms(r.coldAllMs)} | ${ms(r.warmFirstMs)} | ${ms(r.warmAllMs)} |`);
  const each = (k: 'firstMs' | 'allMs') => (coldStarts.length > 1 ? ` (median of ${coldStarts.length}: ${coldStarts.map((c) => ms(c[k])).join(', ')})` : '');
  console.log('\n| Firefox measure | value | target |');
  console.log('|---|---:|---|');
  console.log(`| built-in cold start: first tests (database not open) | ${ms(coldStart.firstMs)} ms${each('firstMs')} | < 2000 ms |`);
  console.log(`| built-in cold start: all sections | ${ms(coldStart.allMs)} ms${each('allMs')} | |`);
  console.log(`| panel first results, warm, median / max | ${ms(summary.warmFirstMs.median)} / ${ms(summary.warmFirstMs.max)} ms | < 300 ms |`);
  console.log(`| panel all sections, warm, median / max | ${ms(summary.warmAllMs.median)} / ${ms(summary.warmAllMs.max)} ms | |`);
  console.log(`| panel first results, uncached queries, median / max | ${ms(summary.coldFirstMs.median)} / ${ms(summary.coldFirstMs.max)} ms | |`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/extension-firefox.json'), JSON.stringify({ browser: 'firefox', pagesDir, loadAverage: loadavg(), coldStart, coldStarts, pages: rows, summary }, null, 2));
}
