/**
 * What an audit asks of the catalogue, a few times each with different words: its searches (the
 * question embedded, pgvector, Postgres' full text), the patterns of a section, a record's page.
 * Run once after an install or update (the background's compile-ahead), they make V8 compile the
 * database's hottest WebAssembly functions with its optimising compiler, which Chrome then keeps in
 * the profile's code cache; every later opening reads them from there instead of compiling them
 * again, with the first search waiting (README, issue 19).
 */
const WARM_UP: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/functions/v1/semantic-search', body: { query: 'headline and call to action button above the fold', max_results: 3, threshold: 0.2 } },
  { method: 'POST', path: '/functions/v1/semantic-search', body: { query: 'customer testimonials with photos, names and star ratings', max_results: 3, threshold: 0.2 } },
  { method: 'POST', path: '/functions/v1/semantic-search', body: { query: 'pricing plans, free trial and the checkout form fields', max_results: 3, threshold: 0.2 } },
  { method: 'POST', path: '/rest/v1/rpc/get_patterns', body: { section_name: 'hero' } },
  { method: 'POST', path: '/rest/v1/rpc/search_tests', body: { query_text: 'social proof logos', max_results: 3 } },
  { method: 'GET', path: '/rest/v1/ab_tests?select=*&website_section=eq.cta&order=uplift_percent.desc.nullslast&limit=3' },
];

/**
 * V8 writes its optimised code to Chrome's cache once no new code has come for 2 s
 * (`--wasm-caching-timeout-ms`), and compiles it on background threads, which on a busy machine
 * finish long after the request that set them off (at a load average of 25 on 2 cores, nothing was
 * cached 8 s after the last request). So the catalogue is kept after the last request three times as
 * long as the requests took, at least 8 s and at most a minute: once after an install, this costs
 * only the time the memory stays taken.
 */
export function settleMs(requestsMs: number): number {
  return Math.min(60_000, Math.max(8_000, 3 * requestsMs));
}

export interface PrepareReport {
  requests: number;
  failed: number;
  /** The requests alone; `ms` includes the wait after them. */
  requestsMs: number;
  ms: number;
}

/** One request to the open catalogue's routes (the host queues each behind any real request). */
export type RunRequest = (path: string, init: RequestInit) => Promise<Response>;

/** Runs the warm-up requests (twice) through the catalogue's routes, then waits for the code cache. */
export async function prepareCatalogue(run: RunRequest, settle = settleMs): Promise<PrepareReport> {
  const started = performance.now();
  let failed = 0;
  for (let round = 0; round < 2; round++) {
    for (const call of WARM_UP) {
      const response = await run(call.path, {
        method: call.method,
        ...(call.body !== undefined && { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }),
      });
      if (!response.ok) failed++;
      await response.arrayBuffer();
    }
  }
  const requestsMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, settle(requestsMs)));
  return { requests: 2 * WARM_UP.length, failed, requestsMs: Math.round(requestsMs), ms: Math.round(performance.now() - started) };
}
