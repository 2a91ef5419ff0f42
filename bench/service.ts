import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_WORKERS_OPEN, startService, type RunningService } from '../test/helpers/service';

/**
 * `npm run bench:service`: start-to-ready times and, per endpoint, latency (one client, one
 * request at a time) and throughput under 16 concurrent connections, at the full demo catalogue;
 * once with the response cache (the default) and once without it (RESPONSE_CACHE_MB=0).
 * `-- --only semantic` measures only the endpoints whose name contains that text and skips the
 * cold start (a quick check while working; report the full run). `-- --search-workers N` sets
 * SEARCH_WORKERS for the servers (default: SEARCH_WORKERS of the environment, else the server's
 * default); the endpoints are measured once the workers are open.
 */
const { values: flags } = parseArgs({ options: { only: { type: 'string' }, 'search-workers': { type: 'string' } }, strict: true });
const ONLY = flags.only;
const WORKERS = flags['search-workers'] ?? process.env.SEARCH_WORKERS;
if (WORKERS !== undefined && !/^\d+$/.test(WORKERS)) throw new Error('--search-workers (or SEARCH_WORKERS) must be a whole number');
const SEQUENTIAL_REQUESTS = 300;
const CONCURRENT_REQUESTS = 3000;
const CONCURRENCY = 16;
const SECTIONS = ['hero', 'cta', 'trust', 'product_demo', 'differentiation', 'global', 'doors', 'resources'];
const KEYWORDS = ['free shipping threshold', 'countdown timer urgency', 'social proof reviews', '"money-back guarantee"', 'form fields -newsletter', 'hero headline benefit', 'navigation menu', 'pricing plan popular'];
const MEANINGS = ['delivery cost barrier at checkout', 'fewer questions when creating an account', 'what earlier shoppers thought near the buy button', 'show a person on the first screen', 'limited time offer ending soon', 'compare us with competitors', 'help readers with a free guide', 'route visitors by their role'];

interface Row {
  endpoint: string;
  medianMs: number;
  p99Ms: number;
  rps16: number;
  medianMs16: number;
  p99Ms16: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Ready = answering every request; the search workers (if any) open after that, in ms since the start. */
async function timeStart(env: Record<string, string>): Promise<{ ms: number; workersMs: number | null; service: RunningService }> {
  const started = performance.now();
  const service = await startService({ ...env, ...(WORKERS !== undefined && { SEARCH_WORKERS: WORKERS }) });
  const ms = performance.now() - started;
  if (WORKERS === '0') return { ms, workersMs: null, service };
  await service.logLine(SEARCH_WORKERS_OPEN);
  return { ms, workersMs: performance.now() - started, service };
}

async function measure(name: string, request: (i: number) => Promise<Response>): Promise<Row | null> {
  if (ONLY && !name.includes(ONLY)) return null;
  const once = async (i: number) => {
    const t = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 30; i++) await once(i); // warm-up
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) sequential.push(await once(i));
  const concurrent: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CONCURRENT_REQUESTS) concurrent.push(await once(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sequential.sort((a, b) => a - b);
  concurrent.sort((a, b) => a - b);
  return {
    endpoint: name,
    medianMs: round(percentile(sequential, 0.5)),
    p99Ms: round(percentile(sequential, 0.99)),
    rps16: Math.round(CONCURRENT_REQUESTS / seconds),
    medianMs16: round(percentile(concurrent, 0.5)),
    p99Ms16: round(percentile(concurrent, 0.99)),
  };
}

type Headers = Record<string, string>;

async function measureAll(baseUrl: string, headers: Headers, ids: string[], suffix: string): Promise<Row[]> {
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const rows = [
    await measure(`browse (20 records, filter + order)${suffix}`, (i) =>
      fetch(`${baseUrl}/rest/v1/ab_tests?select=*&website_section=eq.${SECTIONS[i % 8]}&order=uplift_percent.desc.nullslast&limit=20&offset=${(i * 20) % 160}`, { headers })),
    await measure(`get one (by id)${suffix}`, (i) =>
      fetch(`${baseUrl}/rest/v1/ab_tests?id=eq.${ids[(i * 37) % ids.length]}&select=*`, { headers: { ...headers, accept: 'application/vnd.pgrst.object+json' } })),
    await measure(`patterns (one section)${suffix}`, (i) => post('/rest/v1/rpc/get_patterns', { section_name: SECTIONS[i % 8], min_tests: 3 })),
    await measure(`keyword search (10)${suffix}`, (i) => post('/rest/v1/rpc/search_tests', { query_text: KEYWORDS[i % KEYWORDS.length], max_results: 10 })),
    await measure(`semantic search (10)${suffix}`, (i) => post('/functions/v1/semantic-search', { query: MEANINGS[i % MEANINGS.length], max_results: 10, threshold: 0.3 })),
  ];
  return rows.filter((r): r is Row => r !== null);
}

async function main(): Promise<void> {
  const startLoad = loadavg().map((x) => x.toFixed(1)).join(' ');
  const dataDir = mkdtempSync(join(tmpdir(), 'uplift-bench-'));
  const coldCache = mkdtempSync(join(tmpdir(), 'uplift-bench-cache-'));
  try {
    const cold = ONLY ? null : await timeStart({ DATA_DIR: join(coldCache, 'data'), UPLIFT_CACHE_DIR: coldCache });
    await cold?.service.stop();
    // The bench sends far more than a client would: lift the per-client limit for it.
    const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000' };
    const first = await timeStart({ DATA_DIR: dataDir, ...unlimited });
    await first.service.stop();
    const restart = await timeStart({ DATA_DIR: dataDir, ...unlimited });
    let rows: Row[];
    let ids: string[];
    const headers = { apikey: restart.service.anonKey, authorization: `Bearer ${restart.service.anonKey}`, 'content-type': 'application/json' };
    try {
      const listed = await fetch(`${restart.service.baseUrl}/rest/v1/ab_tests?select=id&limit=1000`, { headers });
      ids = ((await listed.json()) as { id: string }[]).map((r) => r.id);
      rows = await measureAll(restart.service.baseUrl, headers, ids, '');
    } finally {
      await restart.service.stop();
    }
    const { service: uncached } = await timeStart({ DATA_DIR: dataDir, ...unlimited, RESPONSE_CACHE_MB: '0' });
    try {
      rows.push(...(await measureAll(uncached.baseUrl, headers, ids, ' [cache off]')));
    } finally {
      await uncached.stop();
    }
    const starts = {
      coldMs: cold ? Math.round(cold.ms) : null,
      firstStartMs: Math.round(first.ms),
      restartMs: Math.round(restart.ms),
      restartWorkersOpenMs: restart.workersMs === null ? null : Math.round(restart.workersMs),
    };
    console.log(`Knowledge service, demo catalogue (1,600 records), SEARCH_WORKERS ${WORKERS ?? 'default'}; load average at the start: ${startLoad}, at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
    console.log('| endpoint | median ms (1 client) | p99 ms (1 client) | req/s (16 conns) | median ms (16) | p99 ms (16) |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.endpoint} | ${r.medianMs} | ${r.p99Ms} | ${r.rps16} | ${r.medianMs16} | ${r.p99Ms16} |`);
    console.log('\n| start to ready | ms |\n|---|---|');
    console.log(`| cold (empty .cache: derive word vectors, build demo database) | ${starts.coldMs ?? 'not measured (--only)'} |`);
    console.log(`| first start (fresh DATA_DIR, cache warm) | ${starts.firstStartMs} |`);
    console.log(`| restart (existing DATA_DIR) | ${starts.restartMs} |`);
    console.log(`| restart: search workers open (searches on the primary until then) | ${starts.restartWorkersOpenMs ?? 'no workers'} |`);
    if (ONLY) return; // a partial run does not replace the results file
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/service.json', JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), rows, starts }, null, 2));
    console.log('\nWrote bench/results/service.json');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(coldCache, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
