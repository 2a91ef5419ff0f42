import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KeywordHitSchema, PatternSchema, ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { SECTION_LABELS } from '../../lib/sections/labels';
import { startService, type RunningService } from '../helpers/service';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.stop();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.baseUrl}${path}`, {
    method: 'POST',
    headers: { apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function ok<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return schema.parse(JSON.parse(text));
}

async function expectError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const body = ServiceErrorSchema.parse(await response.json());
  expect(body.message).toMatch(message);
}

const search = (body: unknown) => post('/rest/v1/rpc/search_tests', body);
const semantic = (body: unknown) => post('/functions/v1/semantic-search', body);
const patterns = (body: unknown) => post('/rest/v1/rpc/get_patterns', body);
const Hits = z.array(z.strictObject(KeywordHitSchema.shape));
const Patterns = z.array(z.strictObject(PatternSchema.shape));

const text = (r: z.infer<typeof KeywordHitSchema>) =>
  [r.title, r.element_tested, r.key_insight, r.actionable_rule, r.control_description, r.variation_description, r.psychological_principle]
    .join(' ')
    .toLowerCase();

describe('keyword search: POST /rest/v1/rpc/search_tests', () => {
  it('returns full records with a rank, best first, at most max_results', async () => {
    const hits = await ok(await search({ query_text: 'countdown timer', max_results: 7 }), Hits);
    expect(hits).toHaveLength(7);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.rank).toBeGreaterThanOrEqual(hits[i]!.rank);
    expect(text(hits[0]!)).toContain('countdown');
  });

  it('matches any of the words, stemmed, ranking records with more and rarer words higher', async () => {
    const hits = await ok(await search({ query_text: 'shipping thresholds zebra', max_results: 20 }), Hits);
    expect(hits.length).toBeGreaterThan(0); // "zebra" matches nothing, the other words still do
    expect(text(hits[0]!)).toMatch(/threshold/);
    expect(text(hits[0]!)).toMatch(/shipping/);
    const both = hits.filter((h) => /threshold/.test(text(h)) && /shipping/.test(text(h)));
    const one = hits.filter((h) => !(/threshold/.test(text(h)) && /shipping/.test(text(h))));
    if (one.length) expect(Math.min(...both.map((h) => h.rank))).toBeGreaterThan(Math.max(...one.map((h) => h.rank)));
  });

  it('supports "quoted phrases" and -excluded words', async () => {
    const phrase = await ok(await search({ query_text: '"money-back guarantee"', max_results: 50 }), Hits);
    expect(phrase.length).toBeGreaterThan(0);
    for (const h of phrase) expect(text(h)).toMatch(/money-back guarantee/);
    const excluded = await ok(await search({ query_text: 'guarantee -refund', max_results: 100 }), Hits);
    expect(excluded.length).toBeGreaterThan(0);
    for (const h of excluded) expect(text(h)).not.toMatch(/refund/);
  });

  it('applies section, result and principle filters', async () => {
    const hits = await ok(
      await search({ query_text: 'button form page', max_results: 50, section_filter: 'cta', result_filter: 'winner', principle_filter: 'friction reduction' }),
      Hits,
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.website_section).toBe('cta');
      expect(h.result).toBe('winner');
      expect(h.psychological_principle).toBe('Friction reduction');
    }
  });

  it.each([
    [{ max_results: 5 }, /query_text is required/],
    [{ query_text: '   ', max_results: 5 }, /query_text must not be empty/],
    [{ query_text: 'x'.repeat(501), max_results: 5 }, /query_text must be at most 500 characters/],
    [{ query_text: 'form', max_results: 0 }, /max_results must be an integer between 1 and 100/],
    [{ query_text: 'form', max_results: 101 }, /max_results must be an integer between 1 and 100/],
    [{ query_text: 'form', max_results: 2.5 }, /max_results must be an integer/],
    [{ query_text: 'form', max_results: 5, section_filter: 'footer' }, /section_filter must be one of/],
    [{ query_text: 'form', max_results: 5, result_filter: 'won' }, /result_filter must be one of/],
    [{ query_text: 'form', max_results: 5, colour: 'red' }, /no argument named colour/],
  ])('refuses %j with 400', async (body, message) => {
    await expectError(await search(body), 400, message);
  });

  it('refuses a body that is not JSON', async () => {
    await expectError(await search('{"query_text": '), 400, /not valid JSON/);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    await expectError(await search({ query_text: 'form', max_results: 5, principle_filter: 'y'.repeat(17_000) }), 413, /16 KiB/);
  });
});

// The semantic-search contract runs against this service and the edge function alike:
// semantic-search-contract.ts. What only the local service does stays here.
describe('semantic search: the local service\'s body limit', () => {
  it('refuses a body over 16 KiB with 413', async () => {
    await expectError(await semantic({ query: 'q'.repeat(17_000), max_results: 5, threshold: 0.5 }), 413, /16 KiB/);
  });
});

describe('patterns: POST /rest/v1/rpc/get_patterns', () => {
  it('returns one pattern per (section, principle) with consistent counts, ordered by section, win rate, test count', async () => {
    const list = await ok(await patterns({}), Patterns);
    expect(new Set(list.map((p) => p.website_section))).toEqual(new Set(SECTION_LABELS));
    const keys = list.map((p) => `${p.website_section}/${p.psychological_principle}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of list) {
      expect(p.test_count).toBeGreaterThanOrEqual(3);
      expect(p.winner_count + p.loser_count + p.inconclusive_count).toBe(p.test_count);
      expect(p.win_rate).toBeCloseTo(p.winner_count / p.test_count, 3);
      expect(p.top_rules.length).toBeLessThanOrEqual(3);
      expect(p.example_test_ids.length).toBeGreaterThan(0);
      if (p.winner_count === 0) expect(p.avg_uplift_percent).toBeNull();
    }
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.website_section <= b.website_section).toBe(true);
      if (a.website_section === b.website_section) {
        expect(a.win_rate).toBeGreaterThanOrEqual(b.win_rate);
        if (a.win_rate === b.win_rate) expect(a.test_count).toBeGreaterThanOrEqual(b.test_count);
      }
    }
  });

  it('computes avg and median uplift over winners, matching the records', async () => {
    const [pattern] = await ok(await patterns({ section_name: 'hero' }), Patterns);
    const params = new URLSearchParams({
      select: 'uplift_percent', website_section: 'eq.hero', result: 'eq.winner',
      psychological_principle: `eq.${pattern!.psychological_principle}`, uplift_percent: 'not.is.null',
    });
    const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests?${params}`, { headers: { apikey: service.anonKey } });
    const uplifts = ((await response.json()) as { uplift_percent: number }[]).map((r) => r.uplift_percent).sort((a, b) => a - b);
    const mean = uplifts.reduce((s, x) => s + x, 0) / uplifts.length;
    const mid = uplifts.length / 2;
    const median = uplifts.length % 2 ? uplifts[Math.floor(mid)]! : (uplifts[mid - 1]! + uplifts[mid]!) / 2;
    expect(pattern!.avg_uplift_percent).toBeCloseTo(mean, 1);
    expect(pattern!.median_uplift_percent).toBeCloseTo(median, 1);
  });

  it('filters by section and honours min_tests', async () => {
    const trust = await ok(await patterns({ section_name: 'trust' }), Patterns);
    expect(trust.length).toBeGreaterThan(0);
    for (const p of trust) expect(p.website_section).toBe('trust');
    const big = await ok(await patterns({ min_tests: 60 }), Patterns);
    for (const p of big) expect(p.test_count).toBeGreaterThanOrEqual(60);
    const all = await ok(await patterns({ min_tests: 1 }), Patterns);
    expect(all.length).toBeGreaterThan(big.length);
  });

  it.each([
    [{ section_name: 'sidebar' }, /section_name must be one of/],
    [{ min_tests: 0 }, /min_tests must be an integer between 1 and 10000/],
    [{ min_tests: 'three' }, /min_tests must be an integer/],
    [{ section: 'hero' }, /no argument named section/],
  ])('refuses %j with 400', async (body, message) => {
    await expectError(await patterns(body), 400, message);
  });
});
