import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AB_TEST_FIELDS, AbTestSchema, ServiceErrorSchema, type AbTest } from '../../lib/knowledge/schemas';
import { startService, type RunningService } from '../helpers/service';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.stop();
});

function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  return fetch(`${service.baseUrl}${pathAndQuery}`, {
    headers: { apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, ...headers },
  });
}

async function rows(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
  const response = await get(pathAndQuery, headers);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return z.array(z.record(z.string(), z.unknown())).parse(await response.json());
}

async function expectError(response: Response, status: number, messagePart: RegExp) {
  expect(response.status).toBe(status);
  const body = ServiceErrorSchema.parse(await response.json());
  expect(body.message).toMatch(messagePart);
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/); // no stack traces
  return body;
}

function total(response: Response): number {
  const match = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  expect(match, `Content-Range was ${response.headers.get('content-range')}`).not.toBeNull();
  return Number(match![1]);
}

describe('browse: GET /rest/v1/ab_tests', () => {
  it('returns full records with exactly the interface fields for select=*', async () => {
    const list = await rows('/rest/v1/ab_tests?select=*&limit=5');
    expect(list).toHaveLength(5);
    for (const record of list) {
      expect(Object.keys(record).sort()).toEqual([...AB_TEST_FIELDS].sort());
      z.strictObject(AbTestSchema.shape).parse(record);
    }
  });

  it('caps an unlimited request at 1000 rows and counts the whole catalogue', async () => {
    const response = await get('/rest/v1/ab_tests?select=id', { prefer: 'count=exact' });
    const list = (await response.json()) as unknown[];
    expect(list).toHaveLength(1000);
    expect(total(response)).toBeGreaterThanOrEqual(1600);
    expect(response.headers.get('content-range')).toMatch(/^0-999\/\d+$/);
  });

  it('restricts records to the selected fields, in the order asked', async () => {
    const list = await rows('/rest/v1/ab_tests?select=title,result,id&limit=3');
    for (const record of list) expect(Object.keys(record)).toEqual(['title', 'result', 'id']);
  });

  it('combines eq filters with AND', async () => {
    const list = await rows('/rest/v1/ab_tests?select=website_section,result,page_type&website_section=eq.cta&result=eq.winner&page_type=eq.checkout');
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r).toEqual({ website_section: 'cta', result: 'winner', page_type: 'checkout' });
  });

  it('applies neq, gt, gte, lt, lte on numbers', async () => {
    const cases: [string, (x: number) => boolean][] = [
      ['gt.20', (x) => x > 20], ['gte.20', (x) => x >= 20], ['lt.-5', (x) => x < -5], ['lte.-5', (x) => x <= -5], ['neq.0', (x) => x !== 0],
    ];
    for (const [filter, holds] of cases) {
      const list = await rows(`/rest/v1/ab_tests?select=uplift_percent&uplift_percent=${filter}`);
      expect(list.length, filter).toBeGreaterThan(0);
      for (const r of list) expect(holds(r.uplift_percent as number), `${filter}: ${String(r.uplift_percent)}`).toBe(true);
    }
    const all = total(await get('/rest/v1/ab_tests?select=id&limit=0', { prefer: 'count=exact' }));
    const winners = total(await get('/rest/v1/ab_tests?select=id&result=eq.winner&limit=0', { prefer: 'count=exact' }));
    const notWinners = total(await get('/rest/v1/ab_tests?select=id&result=neq.winner&limit=0', { prefer: 'count=exact' }));
    expect(winners + notWinners).toBe(all);
  });

  it('matches like (case-sensitive) and ilike (case-insensitive) with * wildcards', async () => {
    const like = await rows('/rest/v1/ab_tests?select=title&title=like.*Countdown*');
    expect(like.length).toBeGreaterThan(0);
    for (const r of like) expect(r.title).toContain('Countdown');
    expect(await rows('/rest/v1/ab_tests?select=title&title=like.*COUNTDOWN*')).toHaveLength(0);
    const ilike = await rows('/rest/v1/ab_tests?select=title&title=ilike.*COUNTDOWN*');
    expect(ilike.length).toBeGreaterThanOrEqual(like.length); // also "…countdown…" in lower case
    for (const r of ilike) expect(String(r.title).toLowerCase()).toContain('countdown');
  });

  it('filters with in.(…) including quoted values with commas', async () => {
    const list = await rows('/rest/v1/ab_tests?select=website_section&website_section=in.(hero,trust)');
    expect(new Set(list.map((r) => r.website_section))).toEqual(new Set(['hero', 'trust']));
    const quoted = await rows('/rest/v1/ab_tests?select=industry&industry=in.("Food and beverage","Nowhere, Inc")');
    expect(quoted.length).toBeGreaterThan(0);
    for (const r of quoted) expect(r.industry).toBe('Food and beverage');
  });

  it('filters nulls with is.null and is.not_null, and negates with not.', async () => {
    const nulls = await get('/rest/v1/ab_tests?select=uplift_percent&uplift_percent=is.null', { prefer: 'count=exact' });
    const nullRows = (await nulls.json()) as { uplift_percent: null }[];
    expect(nullRows.length).toBeGreaterThan(0);
    for (const r of nullRows) expect(r.uplift_percent).toBeNull();
    const notNull = total(await get('/rest/v1/ab_tests?select=id&uplift_percent=not.is.null&limit=0', { prefer: 'count=exact' }));
    const all = total(await get('/rest/v1/ab_tests?select=id&limit=0', { prefer: 'count=exact' }));
    expect(total(nulls) + notNull).toBe(all);
  });

  it('orders by several fields with nulls first or last', async () => {
    const last = await rows('/rest/v1/ab_tests?select=uplift_percent&order=uplift_percent.desc.nullslast&limit=1000');
    const values = last.map((r) => r.uplift_percent as number | null);
    const firstNull = values.indexOf(null);
    const numbers = values.filter((v): v is number => v !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    if (firstNull !== -1) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);

    const first = await rows('/rest/v1/ab_tests?select=uplift_percent&order=uplift_percent.asc.nullsfirst&limit=20');
    expect(first[0]!.uplift_percent).toBeNull();
    const defaultDesc = await rows('/rest/v1/ab_tests?select=uplift_percent&order=uplift_percent.desc&limit=1');
    expect(defaultDesc[0]!.uplift_percent).toBeNull(); // Postgres: desc puts nulls first by default

    const multi = await rows('/rest/v1/ab_tests?select=website_section,uplift_percent&order=website_section.asc,uplift_percent.desc.nullslast&limit=1000');
    for (let i = 1; i < multi.length; i++) {
      const [a, b] = [multi[i - 1]!, multi[i]!];
      expect((a.website_section as string) <= (b.website_section as string)).toBe(true);
      if (a.website_section === b.website_section && a.uplift_percent !== null && b.uplift_percent !== null) {
        expect(a.uplift_percent as number).toBeGreaterThanOrEqual(b.uplift_percent as number);
      }
    }
  });

  it('pages with limit/offset and with the Range header, answering Content-Range', async () => {
    const page = await get('/rest/v1/ab_tests?select=id&order=id&limit=10&offset=20');
    expect(page.headers.get('content-range')).toBe('20-29/*');
    const byRange = await get('/rest/v1/ab_tests?select=id&order=id', { range: '20-29', prefer: 'count=exact' });
    expect(byRange.status).toBe(206);
    expect(byRange.headers.get('content-range')).toMatch(/^20-29\/\d+$/);
    expect(await byRange.json()).toEqual(await page.json());
    const empty = await get('/rest/v1/ab_tests?select=id&id=eq.00000000-0000-4000-8000-000000000000', { prefer: 'count=exact' });
    expect(empty.headers.get('content-range')).toBe('*/0');
  });

  it('gets one test as an object with the single-object Accept header, 406 otherwise', async () => {
    const [some] = await rows('/rest/v1/ab_tests?select=id&limit=1');
    const one = await get(`/rest/v1/ab_tests?id=eq.${String(some!.id)}&select=*`, { accept: 'application/vnd.pgrst.object+json' });
    expect(one.status).toBe(200);
    const record: AbTest = AbTestSchema.parse(await one.json());
    expect(record.id).toBe(some!.id);
    await expectError(await get('/rest/v1/ab_tests?select=id&limit=2', { accept: 'application/vnd.pgrst.object+json' }), 406, /multiple \(or no\) rows/);
    await expectError(
      await get('/rest/v1/ab_tests?id=eq.00000000-0000-4000-8000-000000000000', { accept: 'application/vnd.pgrst.object+json' }),
      406, /multiple \(or no\) rows/,
    );
  });

  it('answers HEAD with the count and no body', async () => {
    const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests?select=id&website_section=eq.hero`, {
      method: 'HEAD', headers: { apikey: service.anonKey, prefer: 'count=exact' },
    });
    expect(response.status).toBeLessThan(300);
    expect(total(response)).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});

describe('browse: bad input is a 400 that names the field and the rule', () => {
  it.each([
    ['/rest/v1/ab_tests?id=eq.not-a-uuid', /uuid.*not-a-uuid/],
    ['/rest/v1/ab_tests?select=title,colour', /colour/],
    ['/rest/v1/ab_tests?colour=eq.red', /colour/],
    ['/rest/v1/ab_tests?order=colour.desc', /colour/],
    ['/rest/v1/ab_tests?order=title.sideways', /sideways.*asc, desc, nullsfirst or nullslast/],
    ['/rest/v1/ab_tests?result=equals.winner', /operator/],
    ['/rest/v1/ab_tests?limit=1001', /limit must be an integer between 0 and 1000/],
    ['/rest/v1/ab_tests?limit=-1', /limit must be an integer between 0 and 1000/],
    ['/rest/v1/ab_tests?offset=abc', /offset must be an integer/],
    ['/rest/v1/ab_tests?uplift_percent=gt.lots', /numeric.*lots/],
    ['/rest/v1/ab_tests?sample_size=eq.1.5', /integer/],
    ['/rest/v1/ab_tests?website_section=in.hero', /in\. takes a list/],
    ['/rest/v1/ab_tests?uplift_percent=like.*1*', /like applies to text/],
    ['/rest/v1/ab_tests?title=is.banana', /is\. takes null or not_null/],
  ])('%s', async (path, message) => {
    const body = await expectError(await get(path), 400, message);
    expect(body.code).toBeTruthy();
    expect(body).toHaveProperty('details');
    expect(body).toHaveProperty('hint');
  });

  it('refuses a malformed Range header with 416', async () => {
    await expectError(await get('/rest/v1/ab_tests?select=id', { range: 'rows=a-b' }), 416, /range/i);
  });
});

describe('authentication', () => {
  const url = () => `${service.baseUrl}/rest/v1/ab_tests?select=id&limit=1`;

  it('refuses a request without a key with 401', async () => {
    await expectError(await fetch(url()), 401, /No API key/);
  });

  it('refuses a wrong key with 401', async () => {
    await expectError(await fetch(url(), { headers: { apikey: 'wrong-key-123' } }), 401, /Invalid API key/);
  });

  it('refuses a Bearer token that differs from the apikey', async () => {
    await expectError(await fetch(url(), { headers: { apikey: service.anonKey, authorization: 'Bearer something-else' } }), 401, /Authorization/);
  });

  it('accepts the key as the apikey query parameter', async () => {
    const response = await fetch(`${url()}&apikey=${encodeURIComponent(service.anonKey)}`);
    expect(response.status).toBe(200);
  });

  it('guards the RPC and function endpoints too', async () => {
    const post = (path: string) => fetch(`${service.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query_text":"x","query":"x"}' });
    await expectError(await post('/rest/v1/rpc/search_tests'), 401, /API key/);
    await expectError(await post('/functions/v1/semantic-search'), 401, /API key/);
  });
});

describe('read-only access', () => {
  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('refuses %s on the table with 42501 and changes nothing', async (method) => {
    const before = total(await get('/rest/v1/ab_tests?select=id&limit=0', { prefer: 'count=exact' }));
    const [some] = await rows('/rest/v1/ab_tests?select=id,title&limit=1');
    const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests${method === 'POST' ? '' : `?id=eq.${String(some!.id)}`}`, {
      method,
      headers: { apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify({ title: 'changed', result: 'winner', website_section: 'hero' }),
    });
    expect([401, 403]).toContain(response.status);
    expect(ServiceErrorSchema.parse(await response.json()).code).toBe('42501');
    expect(total(await get('/rest/v1/ab_tests?select=id&limit=0', { prefer: 'count=exact' }))).toBe(before);
    const [after] = await rows(`/rest/v1/ab_tests?select=id,title&id=eq.${String(some!.id)}`);
    expect(after!.title).toBe(some!.title);
  });

  it('does not expose the embeddings table', async () => {
    const response = await get('/rest/v1/ab_test_embeddings?select=*');
    expect([401, 403, 404]).toContain(response.status);
  });
});

describe('response cache', () => {
  it('answers a repeated request from memory with the same body, still checking the key', async () => {
    const path = '/rest/v1/ab_tests?select=id,title&website_section=eq.doors&order=title&limit=7';
    const first = await get(path, { prefer: 'count=exact' });
    const second = await get(path, { prefer: 'count=exact' });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-range')).toBe(first.headers.get('content-range'));
    expect(await second.json()).toEqual(await first.json());
    await expectError(await fetch(`${service.baseUrl}${path}`, { headers: { apikey: 'wrong-key-123' } }), 401, /Invalid API key/);
    const other = await get(path.replace('limit=7', 'limit=3'));
    expect(other.headers.get('x-cache')).toBe('miss');
    expect((await other.json()) as unknown[]).toHaveLength(3);
  });
});

describe('paths, versions and CORS', () => {
  it('answers 404 for unknown tables, functions and API versions', async () => {
    await expectError(await get('/rest/v1/experiments'), 404, /experiments/);
    const rpc = await fetch(`${service.baseUrl}/rest/v1/rpc/drop_everything`, {
      method: 'POST', headers: { apikey: service.anonKey, 'content-type': 'application/json' }, body: '{}',
    });
    await expectError(rpc, 404, /drop_everything/);
    await expectError(await get('/rest/v2/ab_tests'), 404, /No endpoint/);
    await expectError(await get('/functions/v2/semantic-search'), 404, /No endpoint/);
    await expectError(await get('/functions/v1/other-function'), 404, /other-function/);
  });

  it('answers the CORS preflight without a key and allows the client headers', async () => {
    const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests`, {
      method: 'OPTIONS',
      headers: { origin: 'chrome-extension://abc', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey,authorization,prefer,range' },
    });
    expect(response.status).toBeLessThan(300);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['apikey', 'authorization', 'content-type', 'prefer', 'range', 'x-client-info']) expect(allowed).toContain(h);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('exposes Content-Range to browser clients', async () => {
    const response = await get('/rest/v1/ab_tests?select=id&limit=1', { origin: 'chrome-extension://abc' });
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('content-range');
  });
});
