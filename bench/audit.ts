/**
 * npm run bench:audit -- --pages DIR [--limit N] [--lighthouse-limit N]
 * Time per page of the CLI's audit (load in headless Chromium, classify, ask the local service, judge) over a
 * batch of the corpus pages at concurrency 1 and 4, and, for scale, the time Lighthouse takes on the same
 * pages in the same run with the same Chromium binary. Prints a table and writes bench/results/audit.json.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { auditPage, type PageResult } from '../cli/audit-page';
import { runBatch } from '../cli/batch';
import { DEFAULT_MAX_RESULTS, DEFAULT_THRESHOLD } from '../cli/args';
import { createKnowledgeClient } from '../lib/knowledge/client';
import { chromiumExecutable, launchHeadless } from '../scripts/shared/chromium';
import { serveDirectory, type StaticServer } from '../scripts/shared/static-server';
import { startServer } from '../server/start';

const FlagsSchema = z.object({
  pages: z
    .string({ error: '--pages DIR is required (e.g. --pages /work/shared/corpus/pages)' })
    .transform((p) => resolve(p))
    .refine((p) => existsSync(p) && statSync(p).isDirectory(), { error: '--pages: no such directory' }),
  limit: z.coerce.number({ error: '--limit must be a number' }).int().min(1).max(500).default(12),
  'lighthouse-limit': z.coerce.number({ error: '--lighthouse-limit must be a number' }).int().min(0).max(500).optional(),
});

function fail(message: string): never {
  process.stderr.write(`bench:audit: ${message}\nUsage: npm run bench:audit -- --pages DIR [--limit N] [--lighthouse-limit N]\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({ options: { pages: { type: 'string' }, limit: { type: 'string' }, 'lighthouse-limit': { type: 'string' } }, strict: true }));
  } catch (error) {
    fail((error as Error).message);
  }
  const parsed = FlagsSchema.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join('\n'));
  return parsed.data;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! : NaN;
};
const round = (n: number) => Math.round(n);

interface RunStats {
  name: string;
  concurrency: number;
  pages: number;
  failed: number;
  /** Wall time of the whole batch divided by its pages: what a user waits per page. */
  wallPerPageMs: number;
  medianPageMs: number;
  p95PageMs: number;
  medianLoadMs: number | null;
  medianClassifyMs: number | null;
  medianServiceMs: number | null;
  /** Each page's time, in page order. */
  perPageMs: Record<string, number>;
}

function stats(name: string, concurrency: number, results: PageResult[], wallMs: number): RunStats {
  const ok = results.flatMap((r) => (r.ok ? [r] : []));
  return {
    name,
    concurrency,
    pages: results.length,
    failed: results.length - ok.length,
    wallPerPageMs: round(wallMs / results.length),
    medianPageMs: round(median(results.map((r) => r.ms))),
    p95PageMs: round(p95(results.map((r) => r.ms))),
    medianLoadMs: ok.length ? round(median(ok.map((r) => r.timings.loadMs))) : null,
    medianClassifyMs: ok.length ? round(median(ok.map((r) => r.timings.classifyMs))) : null,
    medianServiceMs: ok.length ? round(median(ok.map((r) => r.timings.serviceMs))) : null,
    perPageMs: Object.fromEntries(results.map((r) => [r.target.input, r.ms])),
  };
}

async function main(): Promise<void> {
  const flags = parseFlags();
  const names = readdirSync(flags.pages)
    .filter((n) => existsSync(join(flags.pages, n, 'index.html')))
    .sort()
    .slice(0, flags.limit);
  if (!names.length) fail(`no <name>/index.html pages in ${flags.pages}`);
  const lighthouseCount = Math.min(names.length, flags['lighthouse-limit'] ?? names.length);

  // Each page at the root of its own origin: some corpus pages link stylesheets from `/`.
  const servers: StaticServer[] = await Promise.all(names.map((n) => serveDirectory(join(flags.pages, n))));
  const dataDir = mkdtempSync(join(tmpdir(), 'uplift-bench-audit-'));
  const service = await startServer({ port: 0, dataDir });
  const executable = chromiumExecutable();
  const runs: RunStats[] = [];
  try {
    const targets = names.map((n, i) => ({ input: n, url: servers[i]!.url }));
    const browser = await launchHeadless();
    try {
      // One untimed page first, so that neither timed run pays for the classifier build or a cold service.
      await auditPage(targets[0]!, {
        browser,
        client: createKnowledgeClient({ baseUrl: service.baseUrl, apiKey: service.anonKey }),
        serviceUrl: service.baseUrl,
        settings: { threshold: DEFAULT_THRESHOLD, maxResults: DEFAULT_MAX_RESULTS },
        timeoutMs: 30_000,
        screenshot: false,
      });
      for (const concurrency of [1, 4]) {
        // A fresh client per run: its answer cache must not carry over from the previous run.
        const client = createKnowledgeClient({ baseUrl: service.baseUrl, apiKey: service.anonKey });
        process.stderr.write(`audit, concurrency ${concurrency}: ${targets.length} pages…\n`);
        const started = performance.now();
        const results = await runBatch(targets, concurrency, (t) =>
          auditPage(t, {
            browser,
            client,
            serviceUrl: service.baseUrl,
            settings: { threshold: DEFAULT_THRESHOLD, maxResults: DEFAULT_MAX_RESULTS },
            timeoutMs: 30_000,
            screenshot: false,
          }),
        );
        runs.push(stats(`uplift-lens audit`, concurrency, results, performance.now() - started));
        for (const r of results) if (!r.ok) process.stderr.write(`  failed: ${r.target.input}: ${r.kind}: ${r.message}\n`);
      }
    } finally {
      await browser.close();
    }

    if (lighthouseCount > 0) {
      process.stderr.write(`lighthouse (default categories), concurrency 1: ${lighthouseCount} pages…\n`);
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH || executable || '/usr/bin/chromium',
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const times: number[] = [];
        const perPageMs: Record<string, number> = {};
        let failed = 0;
        const started = performance.now();
        for (const t of targets.slice(0, lighthouseCount)) {
          const t0 = performance.now();
          const result = await lighthouse(t.url, { port: chrome.port, output: 'json', logLevel: 'error' });
          times.push(performance.now() - t0);
          perPageMs[t.input] = round(performance.now() - t0);
          if (!result?.lhr || result.lhr.runtimeError) failed++;
        }
        const wall = performance.now() - started;
        runs.push({
          name: 'lighthouse',
          concurrency: 1,
          pages: lighthouseCount,
          failed,
          wallPerPageMs: round(wall / lighthouseCount),
          medianPageMs: round(median(times)),
          p95PageMs: round(p95(times)),
          medianLoadMs: null,
          medianClassifyMs: null,
          medianServiceMs: null,
          perPageMs,
        });
      } finally {
        chrome.kill();
      }
    }
  } finally {
    await Promise.allSettled([service.close(), ...servers.map((s) => s.close())]);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ['run', 'conc.', 'pages', 'failed', 'ms/page (wall)', 'median ms', 'p95 ms', 'load', 'classify', 'service'];
  const rows = runs.map((r) => [
    r.name,
    String(r.concurrency),
    String(r.pages),
    String(r.failed),
    String(r.wallPerPageMs),
    String(r.medianPageMs),
    String(r.p95PageMs),
    r.medianLoadMs === null ? '-' : String(r.medianLoadMs),
    r.medianClassifyMs === null ? '-' : String(r.medianClassifyMs),
    r.medianServiceMs === null ? '-' : String(r.medianServiceMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
  const c1 = runs.find((r) => r.name !== 'lighthouse' && r.concurrency === 1);
  const lh = runs.find((r) => r.name === 'lighthouse');
  const notes = [
    `Pages: ${names.length} from ${flags.pages} (${names.join(', ')}), each served over http on its own 127.0.0.1 origin; Chromium ${executable ?? '(Playwright default)'}.`,
    'ms/page (wall) = batch wall time / pages; median and p95 are per-page times inside the batch. load/classify/service: medians of the audit\'s phases.',
    c1 ? `Target < 1500 ms per page at concurrency 1: ${c1.wallPerPageMs < 1500 ? 'met' : 'NOT met'} (${c1.wallPerPageMs} ms).` : '',
    c1 && lh ? `Lighthouse takes ${(lh.wallPerPageMs / c1.wallPerPageMs).toFixed(1)}× as long per page as the audit at concurrency 1.` : '',
  ].filter(Boolean);
  process.stdout.write(`${table}\n\n${notes.join('\n')}\n`);

  const outDir = resolve(import.meta.dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'audit.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), pagesDir: flags.pages, pages: names, chromium: executable ?? null, runs }, null, 2),
  );
  process.stderr.write(`Wrote ${join(outDir, 'audit.json')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:audit failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
