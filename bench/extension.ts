/**
 * npm run bench:extension [-- --pages DIR]
 * Opens the side panel on each page under DIR (default: test/pages), each at the root of its own origin,
 * with the built extension in headless Chromium and the local knowledge service, and reads the panel's
 * User Timing marks: time from opening the panel to the first section's tests shown, and to all sections.
 * Each page is opened twice: cold (nothing cached for its sections) and warm (the background's cache).
 * Also prints the gzipped sizes of the content script and of the panel page's JS + CSS.
 * Prints a table and writes bench/results/extension.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { Page } from 'playwright-core';
import { startServer } from '../server/start';
import { launchWithExtension } from '../scripts/shared/chromium';
import { serveDirectory } from '../scripts/shared/static-server';

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSION_DIR = join(ROOT, '.output/chrome-mv3');
const USAGE = 'Usage: npm run bench:extension [-- --pages DIR]';

const FlagsSchema = z.object({
  pages: z
    .string()
    .default(join(ROOT, 'test/pages'))
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), { error: '--pages: no such directory' }),
});

interface Row {
  page: string;
  sections: number;
  /** Panel open → the page's sections received (page read and classified). */
  coldSectionsMs: number | null;
  coldFirstMs: number | null;
  coldAllMs: number | null;
  warmFirstMs: number | null;
  warmAllMs: number | null;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The panel page's own JS and CSS, as sidepanel.html loads them (entry, preloaded chunks, stylesheets). */
function panelBytes(): { files: string[]; gzip: number } {
  const html = readFileSync(join(EXTENSION_DIR, 'sidepanel.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return { files, gzip: files.reduce((n, f) => n + gz(join(EXTENSION_DIR, f)), 0) };
}

async function timings(panel: Page): Promise<{ read: number | null; first: number | null; all: number | null; sections: number }> {
  // The marks are set in effects just after the render that shows the state: wait for them, not the attribute.
  await panel.waitForFunction(
    () => performance.getEntriesByName('uplift:ready').length > 0 || document.querySelector('main[data-audit-state="error"]') !== null,
    undefined,
    { timeout: 30_000 },
  );
  return panel.evaluate(() => ({
    read: performance.getEntriesByName('uplift:sections')[0]?.startTime ?? null,
    first: performance.getEntriesByName('uplift:first-tests')[0]?.startTime ?? null,
    all: performance.getEntriesByName('uplift:ready')[0]?.startTime ?? null,
    sections: document.querySelectorAll('section[data-section]').length,
  }));
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(0));

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { pages: { type: 'string' } }, strict: true }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${USAGE}`);
  }
  const flags = FlagsSchema.safeParse(values);
  if (!flags.success) throw new Error(`${flags.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error('No built extension: run `npm run build` first.');
  const pagesDir = flags.data.pages;
  const names = readdirSync(pagesDir)
    .filter((n) => existsSync(join(pagesDir, n, 'index.html')))
    .sort();
  if (!names.length) throw new Error(`No <name>/index.html pages under ${pagesDir}.`);

  const dataDir = mkdtempSync(join(tmpdir(), 'uplift-bench-data-'));
  const service = await startServer({ port: 0, dataDir });
  const ext = await launchWithExtension(EXTENSION_DIR);
  const rows: Row[] = [];
  try {
    const helper = await ext.context.newPage();
    await helper.goto(`chrome-extension://${ext.extensionId}/options.html`);
    const tabIdOf = (page: Page) =>
      helper.evaluate(async (u) => {
        const tabs = await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } } }).chrome.tabs.query({});
        return tabs.find((t) => t.url === u)?.id ?? -1;
      }, page.url());
    const useThreshold = (threshold: number) =>
      helper.evaluate(
        (s) => (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }).chrome.storage.local.set({ settings: s }),
        { baseUrl: service.baseUrl, apiKey: service.anonKey, threshold, maxResults: 3, autoAudit: false },
      );
    await useThreshold(0.25);
    // Warm-up, not recorded: the service's lazily loaded parts and the worker's cache of patterns
    // (asked once per service) are ready, so "cold" below means: nothing cached for this page.
    {
      const site = await serveDirectory(join(pagesDir, names[0]!));
      const page = await ext.context.newPage();
      await page.goto(site.url, { waitUntil: 'load' });
      const tabId = await tabIdOf(page);
      const panel = await ext.context.newPage();
      await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tabId=${tabId}`);
      await timings(panel);
      await Promise.all([panel.close(), page.close()]);
      await site.close();
    }
    // A different threshold from the warm-up's keeps the first page's own queries uncached.
    await useThreshold(0.2);
    for (const name of names) {
      const site = await serveDirectory(join(pagesDir, name));
      const page = await ext.context.newPage();
      try {
        await page.goto(site.url, { waitUntil: 'load' });
        const tabId = await tabIdOf(page);
        const open = async () => {
          const panel = await ext.context.newPage();
          await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tabId=${tabId}`);
          const t = await timings(panel);
          await panel.close();
          return t;
        };
        const cold = await open();
        const warm = await open();
        rows.push({ page: name, sections: cold.sections, coldSectionsMs: cold.read, coldFirstMs: cold.first, coldAllMs: cold.all, warmFirstMs: warm.first, warmAllMs: warm.all });
        process.stderr.write(`${name}: ${cold.sections} sections, first ${ms(cold.first)} ms, all ${ms(cold.all)} ms\n`);
      } finally {
        await page.close();
        await site.close();
      }
    }
  } finally {
    await ext.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pick = (k: keyof Omit<Row, 'page' | 'sections'>) => rows.map((r) => r[k]).filter((v): v is number => v !== null);
  const summary = Object.fromEntries(
    (['coldSectionsMs', 'coldFirstMs', 'coldAllMs', 'warmFirstMs', 'warmAllMs'] as const).map((k) => [k, { median: quantile(pick(k), 0.5), p95: quantile(pick(k), 0.95), max: Math.max(...pick(k)) }]),
  );
  const content = gz(join(EXTENSION_DIR, 'content-scripts/content.js'));
  const panel = panelBytes();

  console.log(`\nUplift Lens extension: ${rows.length} pages from ${pagesDir}\n`);
  console.log('| page | sections | page read (ms) | cold first tests (ms) | cold all (ms) | warm first (ms) | warm all (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.sections} | ${ms(r.coldSectionsMs)} | ${ms(r.coldFirstMs)} | ${ms(r.coldAllMs)} | ${ms(r.warmFirstMs)} | ${ms(r.warmAllMs)} |`);
  console.log('\n| measure | median | p95 | max | target |');
  console.log('|---|---:|---:|---:|---|');
  const target = { coldSectionsMs: '', coldFirstMs: '< 300 ms', coldAllMs: '< 1000 ms', warmFirstMs: '', warmAllMs: '' } as const;
  for (const [k, v] of Object.entries(summary)) console.log(`| ${k} | ${ms(v.median)} | ${ms(v.p95)} | ${ms(v.max)} | ${target[k as keyof typeof target]} |`);
  console.log('\n| bundle | gzipped | target |');
  console.log('|---|---:|---|');
  console.log(`| content script | ${(content / 1024).toFixed(1)} KB | < 30 KB |`);
  console.log(`| panel (JS + CSS) | ${(panel.gzip / 1024).toFixed(1)} KB | < 80 KB |`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/results/extension.json'),
    JSON.stringify({ pagesDir, pages: rows, summary, bundles: { contentScriptGzipBytes: content, panelGzipBytes: panel.gzip, panelFiles: panel.files } }, null, 2),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:extension failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
