/**
 * npm run bench:extension [-- --pages DIR] [--builtin-only] [--cold-runs N] [--panels N] [--stop-worker] [--used-profile] [--prepared] [--max-pages N] [--extension DIR]
 * Opens the side panel on each page under DIR (default: test/pages), each at the root of its own origin,
 * with the built extension in headless Chromium and the local knowledge service, and reads the panel's
 * User Timing marks: time from opening the panel to the first section's tests shown, and to all sections.
 * Each page is opened twice: cold (nothing cached for its sections) and warm (the background's cache).
 * Also prints the gzipped sizes of the content script and of the panel page's JS + CSS.
 * Then the same with the built-in catalogue (no service) in a fresh browser: a cold start (the
 * database not open yet), then per page cold (uncached queries) and warm; the memory of the page
 * that hosts it (Chrome's offscreen document) and the sizes of the Chrome and Firefox zips.
 * Prints a table and writes bench/results/extension.json.
 * --builtin-only: only the built-in catalogue (no service, no zips; writes bench/results/extension-builtin.json).
 * --cold-runs N: N cold starts of the built-in catalogue, each in a fresh browser (median reported),
 * with the timeline of the first (panel, background worker and offscreen document marks).
 * A cold start that shows no tests is counted as failed, with its cause and the events the background,
 * the catalogue's page and its worker recorded (bench/builtin-diagnostics.ts); the runs go on.
 * --panels N: N panels (on N pages) open at once in each cold start.
 * --stop-worker: after each cold start, stop the background's service worker (as Chrome does after
 * 30 s idle) and audit again.
 * --prepared: before each cold start, run the compile-ahead an install sets off a minute later
 * (lib/extension/builtin-prepare.ts) and wait until it has released the catalogue: the cold start
 * a user gets on first opening the panel after that minute. Without it, the very first start.
 * --used-profile: every cold start after the first restarts the browser on the first one's profile
 * (Chrome's code caches kept), as a user's next browser session.
 * --max-pages N: only the first N pages (sorted by name); 0 with --builtin-only: only the cold starts (on the first page).
 * --extension DIR: the built extension to load (default .output/chrome-mv3, or .output/firefox-mv2), to compare builds back to back.
 * --js-flags=FLAGS: V8 flags for Chromium (passed as `--js-flags=FLAGS`), to find where the time goes: e.g. `--liftoff-only`
 * (WebAssembly never tiered up to TurboFan). Diagnosis only: an extension cannot set them for its users.
 * --browser firefox: the firefox-mv2 build in Firefox instead, built-in catalogue only (bench/extension-firefox.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { Page } from 'playwright-core';
import { startServer } from '../server/start';
import { benchFirefox } from './extension-firefox';
import { launchWithExtension } from '../scripts/shared/chromium';
import { serveDirectory } from '../scripts/shared/static-server';
import { MEMORY_PATH } from '../lib/builtin/paths';
import { BUILTIN_CHANNEL } from '../lib/builtin/channel';
import type { TimelineMark } from '../lib/builtin/timeline';
import { runCompileAhead } from '../scripts/builtin/compile-ahead';
import { causeOf, formatEvents, readDiagnostics, stopServiceWorker, type BuiltinDiagnostics } from '../scripts/builtin/read-diagnostics';

const ROOT = resolve(import.meta.dirname, '..');
/** The built extension (`--extension DIR` to compare another build, e.g. a copy of an earlier one). */
let EXTENSION_DIR = join(ROOT, '.output/chrome-mv3');
/** More Chromium flags for every launch (`--js-flags=FLAGS`). */
let CHROMIUM_ARGS: string[] = [];
const USAGE = 'Usage: npm run bench:extension [-- --pages DIR] [--builtin-only] [--cold-runs N] [--panels N] [--stop-worker] [--used-profile] [--prepared] [--max-pages N] [--extension DIR] [--js-flags=FLAGS] [--browser chromium|firefox]';

const FlagsSchema = z.object({
  pages: z
    .string()
    .default(join(ROOT, 'test/pages'))
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), { error: '--pages: no such directory' }),
  'builtin-only': z.boolean().default(false),
  'cold-runs': z.coerce.number().int().min(1).max(500).default(1),
  panels: z.coerce.number().int().min(1).max(4).default(1),
  'stop-worker': z.boolean().default(false),
  'used-profile': z.boolean().default(false),
  prepared: z.boolean().default(false),
  'max-pages': z.coerce.number().int().min(0).optional(),
  extension: z.string().optional().transform((p) => (p ? resolve(p) : undefined)),
  'js-flags': z.string().regex(/^--[a-z][-a-z0-9=_,. ]*$/, { error: '--js-flags: V8 flags such as "--liftoff-only"' }).optional(),
  browser: z.enum(['chromium', 'firefox'], { error: '--browser: chromium or firefox' }).default('chromium'),
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

interface PanelTimings {
  read: number | null;
  first: number | null;
  all: number | null;
  sections: number;
  /** The panel's User Timing marks, absolute (ms since the epoch), and its navigation start. */
  marks: TimelineMark[];
  origin: number;
  /** The panel's error notice, if the audit failed. */
  error: string | null;
}

async function timings(panel: Page): Promise<PanelTimings> {
  // The marks are set in effects just after the render that shows the state: wait for them, not the attribute.
  const settled = await panel
    .waitForFunction(
      () => performance.getEntriesByName('uplift:ready').length > 0 || document.querySelector('main[data-audit-state="error"]') !== null,
      undefined,
      { timeout: PANEL_TIMEOUT_MS },
    )
    .then(() => true, () => false);
  const result = await panel.evaluate(() => ({
    read: performance.getEntriesByName('uplift:sections')[0]?.startTime ?? null,
    first: performance.getEntriesByName('uplift:first-tests')[0]?.startTime ?? null,
    all: performance.getEntriesByName('uplift:ready')[0]?.startTime ?? null,
    sections: document.querySelectorAll('section[data-section]').length,
    marks: [
      ...performance.getEntriesByType('navigation').flatMap((n) => [
        { name: 'panel:response-end', at: performance.timeOrigin + (n as PerformanceNavigationTiming).responseEnd },
        { name: 'panel:dom-interactive', at: performance.timeOrigin + (n as PerformanceNavigationTiming).domInteractive },
      ]),
      ...performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime })),
    ],
    origin: performance.timeOrigin,
    error: document.querySelector('main[data-audit-state="error"]') ? (document.querySelector('main')?.textContent ?? '').slice(0, 400) : null,
  }));
  return settled ? result : { ...result, error: `neither tests nor an error within ${PANEL_TIMEOUT_MS / 1000} s` };
}
const PANEL_TIMEOUT_MS = 75_000;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(0));

type Extension = Awaited<ReturnType<typeof launchWithExtension>>;
type Settings = Record<string, unknown>;

/** Stores the extension's settings, from one of its pages. */
const setSettings = (helper: Page, settings: Settings) =>
  helper.evaluate((s) => (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }).chrome.storage.local.set({ settings: s }), settings);

/** Serves the page `name` of `pagesDir` in a tab, then opens the panel on it `times` times, one after the other. */
async function openPanel(ext: Extension, helper: Page, pagesDir: string, name: string, times: number): Promise<PanelTimings[]> {
  const site = await serveDirectory(join(pagesDir, name));
  const page = await ext.context.newPage();
  const results: PanelTimings[] = [];
  try {
    await page.goto(site.url, { waitUntil: 'load' });
    const tabId = await helper.evaluate(async (u) => (await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } } }).chrome.tabs.query({})).find((t) => t.url === u)?.id ?? -1, page.url());
    for (let i = 0; i < times; i++) {
      const panel = await ext.context.newPage();
      await panel.goto(`chrome-extension://${ext.extensionId}/sidepanel.html?tabId=${tabId}`);
      results.push(await timings(panel));
      await panel.close();
    }
  } finally {
    await page.close();
    await site.close();
  }
  return results;
}

/** A page's row: its first opening (nothing cached for it) and its second. */
const row = (page: string, cold: PanelTimings, warm: PanelTimings): Row => ({
  page, sections: cold.sections, coldSectionsMs: cold.read, coldFirstMs: cold.first, coldAllMs: cold.all, warmFirstMs: warm.first, warmAllMs: warm.all,
});

interface ColdStart {
  firstMs: number | null;
  allMs: number | null;
  /** Each panel's, when more than one opened at once (--panels). */
  panels?: { firstMs: number | null; allMs: number | null }[];
  /** With --stop-worker: the audit after the background's service worker was stopped. */
  afterStop?: { firstMs: number | null; allMs: number | null };
  /** Why a panel of this start showed no tests, from what the background, page and worker recorded. */
  failure?: { cause: string; panelError: string | null; events: BuiltinDiagnostics['events'] };
  /** Every mark of the panel, the background worker and the offscreen document, in ms since the panel's navigation start. */
  timeline: { name: string; ms: number }[];
}

interface BuiltinResult {
  coldStart: { firstMs: number | null; allMs: number | null };
  /** Each cold start (a fresh browser each), the first one's with its timeline. */
  coldStarts: ColdStart[];
  rows: Row[];
  memory: z.infer<typeof MemoryReportSchema> | null;
}

const MemoryReportSchema = z.object({
  wasmHeapBytes: z.number().nullable(),
  jsHeapBytes: z.number().nullable(),
  /** Where the opening of the database went (builtin/open-catalogue.ts). */
  startup: z.object({ pageMs: z.number(), fetchMs: z.number(), wordVectorsMs: z.number(), databaseMs: z.number(), roleMs: z.number(), primeMs: z.number().nullable(), totalMs: z.number() }).optional(),
  marks: z.array(z.object({ name: z.string(), at: z.number() })).optional(),
});

/** The catalogue's own steps in one cold start's timeline: the database's start and the first search. */
function phases(timeline: { name: string; ms: number }[]): string[] {
  const at = (name: string) => timeline.find((m) => m.name === name)?.ms;
  const span = (label: string, from: string, to: string) => {
    const a = at(from);
    const b = at(to);
    return a === undefined || b === undefined ? [] : [`${label} ${ms(b - a)} ms`];
  };
  return [...span('database start', 'offscreen:files-fetched', 'offscreen:pglite-created'), ...span('first search', 'offscreen:first-search-start', 'offscreen:first-search-answered')];
}

/** Opens the panel on each page with the built-in catalogue: cold starts first, then cold/warm per page. */
async function benchBuiltin(pagesDir: string, coldPage: string, names: string[], coldRuns: number, soak: { panels: number; stopWorker: boolean; usedProfile: boolean; prepared: boolean }): Promise<BuiltinResult> {
  const coldStarts: ColdStart[] = [];
  // --used-profile: every start after the first restarts the browser on the first start's profile.
  const profileDir = soak.usedProfile ? mkdtempSync(join(tmpdir(), 'uplift-lens-bench-profile-')) : undefined;
  let memory: BuiltinResult['memory'] = null;
  const rows: Row[] = [];
  for (let run = 0; run < coldRuns; run++) {
    const ext = await launchWithExtension(EXTENSION_DIR, { args: CHROMIUM_ARGS, ...(profileDir && { profileDir }) });
    try {
      const helper = await ext.context.newPage();
      await helper.goto(`chrome-extension://${ext.extensionId}/options.html`);
      const askHost = async (path: string) => {
        const reply = await helper.evaluate(
          (m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }).chrome.runtime.sendMessage(m),
          { channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path, body: null },
        );
        const parsed = z.object({ body: z.string() }).safeParse(reply);
        return parsed.success ? MemoryReportSchema.parse(JSON.parse(parsed.data.body)) : null;
      };
      await setSettings(helper, { service: 'builtin', threshold: 0.25, maxResults: 3, autoAudit: false });
      // --prepared: the compile-ahead an install sets off a minute later has run, and released the catalogue.
      if (soak.prepared) {
        const ahead = await runCompileAhead(ext.context, helper);
        process.stderr.write(`compile-ahead ${run + 1}: ${ahead.ms} ms (${ahead.report})\n`);
      }
      // --panels 2: two panels (on two pages) open at once; the first one's figures are the start's.
      const starts = await Promise.all(Array.from({ length: soak.panels }, () => openPanel(ext, helper, pagesDir, coldPage, 1).then((r) => r[0]!)));
      const start = starts[0]!;
      const failed = starts.find((s) => s.error !== null || s.first === null);
      // The timeline of this cold start, before any other request adds to it.
      const worker = ext.context.serviceWorkers()[0];
      const workerMarks: TimelineMark[] = worker ? await worker.evaluate(() => performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime }))).catch(() => []) : [];
      const report = failed ? null : await askHost(MEMORY_PATH);
      const timeline = [...start.marks, ...workerMarks, ...(report?.marks ?? [])]
        .map((m) => ({ name: m.name, ms: m.at - start.origin }))
        .sort((a, b) => a.ms - b.ms);
      const coldStart: ColdStart = { firstMs: start.first, allMs: start.all, timeline };
      if (soak.panels > 1) coldStart.panels = starts.map((s) => ({ firstMs: s.first, allMs: s.all }));
      let problem = failed ?? null;
      if (!problem && soak.stopWorker) {
        await stopServiceWorker(ext.context, helper);
        const [after] = await openPanel(ext, helper, pagesDir, coldPage, 1);
        coldStart.afterStop = { firstMs: after!.first, allMs: after!.all };
        if (after!.error !== null || after!.first === null) problem = after!;
      }
      if (problem) {
        const diagnostics = await readDiagnostics(ext.context, helper);
        coldStart.failure = { cause: causeOf(diagnostics, problem.error), panelError: problem.error, events: diagnostics.events };
        process.stderr.write(`built-in cold start ${run + 1} FAILED: ${coldStart.failure.cause}\n${formatEvents(diagnostics, start.origin)}\n`);
      }
      coldStarts.push(coldStart);
      const extra = [
        ...phases(timeline),
        ...(soak.panels > 1 ? [`panels ${starts.map((s) => ms(s.first)).join(' / ')} ms`] : []),
        ...(coldStart.afterStop ? [`after the worker stopped ${ms(coldStart.afterStop.firstMs)} ms`] : []),
      ];
      process.stderr.write(`built-in cold start ${run + 1}/${coldRuns}: first ${ms(start.first)} ms, all ${ms(start.all)} ms${extra.length ? `, ${extra.join(', ')}` : ''} (load ${loadAverage()})${problem ? ` ERROR: ${problem.error}` : ''}\n`);
      if (run > 0) continue;
      memory = report;
      await setSettings(helper, { service: 'builtin', threshold: 0.2, maxResults: 3, autoAudit: false });
      for (const name of names) {
        const [cold, warm] = await openPanel(ext, helper, pagesDir, name, 2);
        rows.push(row(name, cold!, warm!));
        process.stderr.write(`built-in ${name}: ${cold!.sections} sections, first ${ms(cold!.first)} ms, all ${ms(cold!.all)} ms\n`);
      }
      memory = (await askHost(MEMORY_PATH)) ?? memory;
    } finally {
      await ext.close();
    }
  }
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  const med = (k: 'firstMs' | 'allMs') => quantile(coldStarts.map((c) => c[k]).filter((v): v is number => v !== null), 0.5);
  return { coldStart: { firstMs: med('firstMs'), allMs: med('allMs') }, coldStarts, rows, memory };
}

/** The table of the pages, one row each. */
function printPages(rows: Row[]): void {
  console.log('| page | sections | page read (ms) | cold first tests (ms) | cold all (ms) | warm first (ms) | warm all (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.sections} | ${ms(r.coldSectionsMs)} | ${ms(r.coldFirstMs)} | ${ms(r.coldAllMs)} | ${ms(r.warmFirstMs)} | ${ms(r.warmAllMs)} |`);
}

const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The store packages' sizes, zipped into a temporary folder (the built output is left alone). */
function zipSizes(): { chrome: number; firefox: number } {
  const out = mkdtempSync(join(tmpdir(), 'uplift-bench-zip-'));
  try {
    const wxt = join(ROOT, 'node_modules/.bin/wxt');
    execFileSync(wxt, ['zip'], { cwd: ROOT, env: { ...process.env, UPLIFT_LENS_OUT_DIR: out }, stdio: 'ignore' });
    execFileSync(wxt, ['zip', '-b', 'firefox'], { cwd: ROOT, env: { ...process.env, UPLIFT_LENS_OUT_DIR: out }, stdio: 'ignore' });
    const size = (suffix: string) => statSync(join(out, readdirSync(out).find((f) => f.endsWith(suffix))!)).size;
    return { chrome: size('-chrome.zip'), firefox: size('-firefox.zip') };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The panel against the local knowledge service: a warm-up, then each page cold and warm. */
async function benchService(pagesDir: string, names: string[]): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'uplift-bench-data-'));
  const service = await startServer({ port: 0, dataDir });
  const ext = await launchWithExtension(EXTENSION_DIR, { args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    const helper = await ext.context.newPage();
    await helper.goto(`chrome-extension://${ext.extensionId}/options.html`);
    const useThreshold = (threshold: number) => setSettings(helper, { service: 'custom', baseUrl: service.baseUrl, apiKey: service.anonKey, threshold, maxResults: 3, autoAudit: false });
    await useThreshold(0.25);
    // Warm-up, not recorded: the service's lazily loaded parts and the worker's cache of patterns
    // (asked once per service) are ready, so "cold" below means: nothing cached for this page.
    await openPanel(ext, helper, pagesDir, names[0]!, 1);
    // A different threshold from the warm-up's keeps the first page's own queries uncached.
    await useThreshold(0.2);
    for (const name of names) {
      const [cold, warm] = await openPanel(ext, helper, pagesDir, name, 2);
      rows.push(row(name, cold!, warm!));
      process.stderr.write(`${name}: ${cold!.sections} sections, first ${ms(cold!.first)} ms, all ${ms(cold!.all)} ms\n`);
    }
  } finally {
    await ext.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { pages: { type: 'string' }, 'builtin-only': { type: 'boolean' }, 'cold-runs': { type: 'string' }, panels: { type: 'string' }, 'stop-worker': { type: 'boolean' }, 'used-profile': { type: 'boolean' }, prepared: { type: 'boolean' }, 'max-pages': { type: 'string' }, extension: { type: 'string' }, 'js-flags': { type: 'string' }, browser: { type: 'string' } }, strict: true }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${USAGE}`);
  }
  const flags = FlagsSchema.safeParse(values);
  if (!flags.success) throw new Error(`${flags.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);
  if (flags.data.browser === 'firefox' && flags.data['js-flags']) throw new Error(`--js-flags is for Chromium.\n${USAGE}`);
  if (flags.data['js-flags']) CHROMIUM_ARGS = [`--js-flags=${flags.data['js-flags']}`];
  if (flags.data.browser === 'firefox') EXTENSION_DIR = join(ROOT, '.output/firefox-mv2');
  if (flags.data.extension) EXTENSION_DIR = flags.data.extension;
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`No built extension at ${EXTENSION_DIR}: run \`npm run build${flags.data.browser === 'firefox' ? ':firefox' : ''}\` first.`);
  const pagesDir = flags.data.pages;
  const names = readdirSync(pagesDir)
    .filter((n) => existsSync(join(pagesDir, n, 'index.html')))
    .sort();
  if (!names.length) throw new Error(`No <name>/index.html pages under ${pagesDir}.`);
  const coldPage = names[0]!;
  if (flags.data['max-pages'] !== undefined) names.splice(flags.data['max-pages']);
  if (!names.length && !flags.data['builtin-only']) throw new Error(`--max-pages 0 leaves no page to audit against the service.\n${USAGE}`);
  if (flags.data.browser === 'firefox') return benchFirefox(EXTENSION_DIR, pagesDir, coldPage, names, flags.data['cold-runs']);
  const builtinOnly = flags.data['builtin-only'];
  const rows = builtinOnly ? [] : await benchService(pagesDir, names);

  const builtinStarted = performance.now();
  const builtin = await benchBuiltin(pagesDir, coldPage, names, flags.data['cold-runs'], { panels: flags.data.panels, stopWorker: flags.data['stop-worker'], usedProfile: flags.data['used-profile'], prepared: flags.data.prepared });
  const builtinMinutes = (performance.now() - builtinStarted) / 60_000;
  const zips = builtinOnly ? null : zipSizes();
  const summarise = (of: Row[]) => {
    const pick = (k: keyof Omit<Row, 'page' | 'sections'>) => of.map((r) => r[k]).filter((v): v is number => v !== null);
    return Object.fromEntries(
      (['coldSectionsMs', 'coldFirstMs', 'coldAllMs', 'warmFirstMs', 'warmAllMs'] as const).map((k) => [k, { median: quantile(pick(k), 0.5), p95: quantile(pick(k), 0.95), max: pick(k).length ? Math.max(...pick(k)) : NaN }]),
    );
  };
  const summary = summarise(rows);
  const builtinSummary = summarise(builtin.rows);
  const content = gz(join(EXTENSION_DIR, 'content-scripts/content.js'));
  const panel = panelBytes();

  if (!builtinOnly) {
    console.log(`\nUplift Lens extension: ${rows.length} pages from ${pagesDir}\n`);
    printPages(rows);
    console.log('\n| measure | median | p95 | max | target |');
    console.log('|---|---:|---:|---:|---|');
    const target = { coldSectionsMs: '', coldFirstMs: '< 300 ms', coldAllMs: '< 1000 ms', warmFirstMs: '', warmAllMs: '' } as const;
    for (const [k, v] of Object.entries(summary)) console.log(`| ${k} | ${ms(v.median)} | ${ms(v.p95)} | ${ms(v.max)} | ${target[k as keyof typeof target]} |`);
    console.log('\n| bundle | gzipped | target |');
    console.log('|---|---:|---|');
    console.log(`| content script | ${(content / 1024).toFixed(1)} KB | < 30 KB |`);
    console.log(`| panel (JS + CSS) | ${(panel.gzip / 1024).toFixed(1)} KB | < 80 KB |`);
  }

  console.log(`\nBuilt-in catalogue (no service): ${builtin.rows.length} pages\n`);
  printPages(builtin.rows);
  console.log('\n| built-in measure | value | target |');
  console.log('|---|---:|---|');
  const mb = (n: number | null | undefined) => (n == null ? '—' : `${(n / 1024 / 1024).toFixed(1)} MB`);
  const runs = builtin.coldStarts.length;
  const each = (k: 'firstMs' | 'allMs') => (runs > 1 ? ` (median of ${runs}: ${builtin.coldStarts.map((c) => ms(c[k])).join(', ')})` : '');
  console.log(`| cold start: first tests (database not open) | ${ms(builtin.coldStart.firstMs)} ms${each('firstMs')} | < 1200 ms |`);
  console.log(`| cold start: all sections | ${ms(builtin.coldStart.allMs)} ms${each('allMs')} | |`);
  const failures = builtin.coldStarts.filter((c) => c.failure);
  console.log(`| cold starts that failed | ${failures.length} of ${runs} | 0 |`);
  console.log(`| time taken by the built-in runs | ${builtinMinutes.toFixed(1)} min (load ${loadAverage()} at the end) | |`);
  const afterStop = builtin.coldStarts.map((c) => c.afterStop?.firstMs).filter((v): v is number => v != null);
  if (afterStop.length) console.log(`| first tests after the service worker was stopped, median | ${ms(quantile(afterStop, 0.5))} ms (${afterStop.length} audits) | |`);
  console.log(`| warm first tests, median / max | ${ms(builtinSummary.warmFirstMs!.median)} / ${ms(builtinSummary.warmFirstMs!.max)} ms | < 300 ms |`);
  console.log(`| warm all sections, median / max | ${ms(builtinSummary.warmAllMs!.median)} / ${ms(builtinSummary.warmAllMs!.max)} ms | < 1000 ms |`);
  console.log(`| uncached queries, all sections, median / max | ${ms(builtinSummary.coldAllMs!.median)} / ${ms(builtinSummary.coldAllMs!.max)} ms | |`);
  const startup = builtin.memory?.startup;
  if (startup) {
    console.log(`| offscreen page loaded before opening | ${ms(startup.pageMs)} ms | |`);
    console.log(`| opening the database: total (fetch files / word vectors / PGlite + dump / role), then priming search if nothing waited | ${ms(startup.totalMs)} ms (${ms(startup.fetchMs)} / ${ms(startup.wordVectorsMs)} / ${ms(startup.databaseMs)} / ${ms(startup.roleMs)}), ${startup.primeMs === null ? 'no priming' : `${ms(startup.primeMs)} ms priming`} | |`);
  }
  console.log(`| offscreen document: WebAssembly heap | ${mb(builtin.memory?.wasmHeapBytes)} | |`);
  console.log(`| offscreen document: JS heap | ${mb(builtin.memory?.jsHeapBytes)} | |`);
  if (zips) {
    console.log(`| Chrome zip | ${mb(zips.chrome)} | |`);
    console.log(`| Firefox zip | ${mb(zips.firefox)} | |`);
  }
  for (const [i, c] of builtin.coldStarts.entries()) if (c.failure) console.log(`\nFailed cold start ${i + 1}: ${c.failure.cause}`);
  console.log(`\nCold start timeline (first run; ms since the panel's navigation start; load ${loadAverage()} now):\n`);
  console.log('| ms | mark |');
  console.log('|---:|---|');
  for (const m of builtin.coldStarts[0]?.timeline ?? []) console.log(`| ${ms(m.ms)} | ${m.name} |`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, builtinOnly ? 'bench/results/extension-builtin.json' : 'bench/results/extension.json'),
    JSON.stringify(
      {
        pagesDir, pages: rows, summary,
        bundles: { contentScriptGzipBytes: content, panelGzipBytes: panel.gzip, panelFiles: panel.files },
        builtin: { minutes: builtinMinutes, coldStart: builtin.coldStart, coldStarts: builtin.coldStarts, pages: builtin.rows, summary: builtinSummary, memory: builtin.memory, zipBytes: zips },
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:extension failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
