import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKnowledgeClient, type KnowledgeClientOptions } from '../../../lib/knowledge/client';
import { KnowledgeError } from '../../../lib/knowledge/errors';
import { startFaultyService, type FaultyService } from '../../helpers/faulty-service';
import { startService } from '../../helpers/service';

// The client against the real local service, through a real server that misbehaves on demand.
let service: Awaited<ReturnType<typeof startService>>;
let faulty: FaultyService;

beforeAll(async () => {
  service = await startService();
  faulty = await startFaultyService(service.baseUrl);
}, 120_000);
afterAll(async () => {
  await faulty?.close();
  await service?.stop();
});
// Real searches: under a loaded machine one takes seconds, and a test cut off at the unit project's
// 5 s would leave its requests landing in the next test's count.
const REAL_SERVICE = { timeout: 60_000 };
beforeEach(() => {
  faulty.setMode('ok');
  faulty.requests.length = 0;
});

const client = (opts: Partial<KnowledgeClientOptions> = {}) =>
  createKnowledgeClient({ baseUrl: faulty.baseUrl, apiKey: service.anonKey, backoffBaseMs: 20, ...opts });
const failure = async (p: Promise<unknown>): Promise<KnowledgeError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof KnowledgeError)) throw new Error(`expected a KnowledgeError, got ${String(e)}`);
  return e;
};

describe('answers', REAL_SERVICE, () => {
  it('reads every endpoint of the real service, validated', async () => {
    const c = client();
    const patterns = await c.getPatterns();
    expect(patterns.length).toBeGreaterThan(0);
    const hits = await c.semanticSearch({ query: 'customer testimonials with photos', max_results: 5, threshold: 0 });
    expect(hits.length).toBeGreaterThan(0);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.similarity).toBeGreaterThanOrEqual(hits[i]!.similarity);
    const keyword = await c.searchTests({ query_text: 'headline', max_results: 5 });
    expect(keyword.every((k) => typeof k.rank === 'number')).toBe(true);
    const browse = await c.browseTests({ website_section: 'cta', limit: 20 });
    expect(browse.every((t) => t.website_section === 'cta')).toBe(true);
    const uplifts = browse.map((t) => t.uplift_percent);
    const firstNull = uplifts.indexOf(null);
    if (firstNull >= 0) expect(uplifts.slice(firstNull).every((u) => u === null)).toBe(true);
    const nums = uplifts.filter((u): u is number => u !== null);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    const one = await c.getTest(browse[0]!.id);
    expect(one?.title).toBe(browse[0]!.title);
    expect(await c.getTest('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('learns with one cached request whether the service serves the demo catalogue', async () => {
    const c = client();
    expect(await c.servesDemoCatalogue()).toBe(true);
    expect(await c.servesDemoCatalogue()).toBe(true);
    expect(faulty.requests.map((r) => r.path)).toEqual(['/rest/v1/ab_tests?source_name=eq.Demo%20catalogue%20(synthetic)&select=id&limit=1']);
  });

  it('tolerates a deployed service that answers a bare array with fields it does not know', async () => {
    faulty.setMode('deployed');
    const hits = await client().semanticSearch({ query: 'free shipping banner', max_results: 3, threshold: 0 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).not.toHaveProperty('embedding_version');
  });

  it('refuses a bad query before sending it', async () => {
    const e = await failure(client().searchTests({ query_text: '   ' }));
    expect(e.kind).toBe('bad_request');
    expect(faulty.requests).toHaveLength(0);
  });
});

describe('cache, deduplication, concurrency', REAL_SERVICE, () => {
  it('answers a repeated query from the cache, per service', async () => {
    const c = client();
    const q = { query: 'pricing table with annual discount', max_results: 3, threshold: 0 };
    const a = await c.semanticSearch(q);
    const b = await c.semanticSearch(q);
    expect(b).toEqual(a);
    expect(faulty.requests).toHaveLength(1);
    // Another service (here: the same one under its own address) has its own entries.
    const direct = createKnowledgeClient({ baseUrl: service.baseUrl, apiKey: service.anonKey, cache: c.cache });
    await direct.semanticSearch(q);
    expect(c.cache.size).toBe(2);
  });

  it('sends identical requests in flight once', async () => {
    const c = client();
    const q = { query_text: 'urgency countdown', max_results: 4 };
    const [a, b, d] = await Promise.all([c.searchTests(q), c.searchTests(q), c.searchTests(q)]);
    expect(a).toEqual(b);
    expect(d).toEqual(a);
    expect(faulty.requests).toHaveLength(1);
  });

  it('keeps at most `concurrency` requests open', async () => {
    faulty.setMode('slow', { delayMs: 150 });
    const c = client({ concurrency: 2 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => c.searchTests({ query_text: `button ${n}`, max_results: 1 })));
    expect(faulty.requests).toHaveLength(6);
    expect(faulty.peakInFlight).toBeLessThanOrEqual(2);
  });
});

describe('faults', REAL_SERVICE, () => {
  it('times out a slow answer', async () => {
    faulty.setMode('slow', { delayMs: 1500 });
    const e = await failure(client({ timeoutMs: 200, maxRetries: 0 }).getPatterns({ min_tests: 2 }));
    expect(e.kind).toBe('timeout');
    expect(e.message).toMatch(/did not answer within/);
  });

  it('retries 5xx with backoff and succeeds when the service recovers', async () => {
    faulty.setMode('error', { times: 2 });
    const patterns = await client({ maxRetries: 3 }).getPatterns({ min_tests: 1 });
    expect(patterns.length).toBeGreaterThan(0);
    expect(faulty.requests.map((r) => r.mode)).toEqual(['error', 'error', 'ok']);
  });

  it('waits as long as Retry-After asks before trying again', async () => {
    faulty.setMode('rate_limit', { retryAfterS: 1, times: 1 });
    const started = Date.now();
    await client().getPatterns({ min_tests: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(faulty.requests.map((r) => r.mode)).toEqual(['rate_limit', 'ok']);
  });

  it('gives a long Retry-After back to the caller instead of waiting', async () => {
    faulty.setMode('rate_limit', { retryAfterS: 30 });
    const e = await failure(client({ maxRetryAfterMs: 5000 }).getPatterns({ min_tests: 4 }));
    expect(e.kind).toBe('rate_limited');
    expect(e.retryAfterMs).toBe(30_000);
    expect(faulty.requests).toHaveLength(1);
  });

  it('reports a service that is down after its retries', async () => {
    faulty.setMode('down');
    const e = await failure(client({ maxRetries: 2 }).getPatterns({ min_tests: 5 }));
    expect(e.kind).toBe('unreachable');
    expect(faulty.requests).toHaveLength(3);
  });

  it('does not retry garbage, and says what it got', async () => {
    faulty.setMode('garbage');
    const e = await failure(client().semanticSearch({ query: 'x', max_results: 1, threshold: 0 }));
    expect(e.kind).toBe('bad_response');
    expect(e.message).toContain('not JSON');
    expect(faulty.requests).toHaveLength(1);
  });

  it('reports a wrong key as unauthorized', async () => {
    const e = await failure(client({ apiKey: 'wrong-key-1234' }).getPatterns({ min_tests: 6 }));
    expect(e.kind).toBe('unauthorized');
  });

  it('does not cache failures', async () => {
    faulty.setMode('error', { times: 1 });
    const c = client({ maxRetries: 0 });
    await failure(c.getPatterns({ min_tests: 7 }));
    await expect(c.getPatterns({ min_tests: 7 })).resolves.toBeInstanceOf(Array);
  });
});
