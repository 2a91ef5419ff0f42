import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SemanticHitSchema, ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { testClient } from '../helpers/supabase-client';

/** Where a semantic-search implementation answers: `${projectUrl}/functions/v1/semantic-search`. */
export interface SemanticSearchTarget {
  projectUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}

const Semantic = z.object({ results: z.array(z.strictObject(SemanticHitSchema.shape)) }).strict();

/**
 * The contract of POST /functions/v1/semantic-search, run against each implementation (the local
 * Node service, the Supabase edge function under Deno): success, threshold, max_results, bad
 * bodies, auth and CORS, through plain fetch and supabase-js.
 */
export function semanticSearchContract(name: string, start: () => Promise<SemanticSearchTarget>): void {
  describe(`semantic search contract: ${name}`, () => {
    let target: SemanticSearchTarget;
    let supabase: SupabaseClient;
    // A target may be two processes started one after the other (the service, then Deno).
    beforeAll(async () => {
      target = await start();
      supabase = testClient(target.projectUrl, target.anonKey);
    }, 360_000);
    afterAll(async () => {
      await target?.stop();
    });

    const url = () => `${target.projectUrl}/functions/v1/semantic-search`;
    const keyHeaders = () => ({ apikey: target.anonKey, authorization: `Bearer ${target.anonKey}` });
    const semantic = (body: unknown, headers: Record<string, string> = keyHeaders()) =>
      fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

    async function ok(response: Response) {
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return Semantic.parse(JSON.parse(text));
    }

    async function expectError(response: Response, status: number, message: RegExp) {
      const text = await response.text();
      expect(response.status, text).toBe(status);
      const body = ServiceErrorSchema.parse(JSON.parse(text));
      expect(body.message).toMatch(message);
      expect(text).not.toMatch(/\bat .*\.ts:\d+/); // no stack traces
    }

    it('answers {results} of full records with similarity in [0,1], best first, above threshold, at most max_results', async () => {
      const { results } = await ok(await semantic({ query: 'delivery cost barrier at checkout', max_results: 8, threshold: 0.2 }));
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(8);
      for (let i = 1; i < results.length; i++) expect(results[i - 1]!.similarity).toBeGreaterThanOrEqual(results[i]!.similarity);
      for (const r of results) expect(r.similarity).toBeGreaterThanOrEqual(0.2);
      // Listed by similarity; the free-shipping tests are among the first.
      const shipping = results.slice(0, 3).filter((r) => /shipping|delivery/i.test(`${r.title} ${r.element_tested}`));
      expect(shipping.length).toBeGreaterThan(0);
      expect(shipping[0]!.similarity).toBeGreaterThan(0.3);
    });

    it('returns exactly max_results when more records pass the threshold', async () => {
      for (const max_results of [1, 3, 7]) {
        const { results } = await ok(await semantic({ query: 'customer reviews near the buy button', max_results, threshold: 0 }));
        expect(results).toHaveLength(max_results);
      }
    });

    it('scores unrelated text near zero', async () => {
      const { results } = await ok(await semantic({ query: 'the weather will be rainy tomorrow in the north', max_results: 5, threshold: 0 }));
      expect(results.length).toBeGreaterThan(0);
      expect(results[0]!.similarity).toBeLessThan(0.3);
      const strict = await ok(await semantic({ query: 'the weather will be rainy tomorrow in the north', max_results: 5, threshold: 0.5 }));
      expect(strict.results).toHaveLength(0);
    });

    it('a higher threshold keeps a subset of a lower one', async () => {
      const loose = await ok(await semantic({ query: 'customer reviews near the buy button', max_results: 100, threshold: 0.3 }));
      const tight = await ok(await semantic({ query: 'customer reviews near the buy button', max_results: 100, threshold: 0.7 }));
      expect(tight.results.length).toBeLessThan(loose.results.length);
      const looseIds = new Set(loose.results.map((r) => r.id));
      for (const r of tight.results) expect(looseIds.has(r.id)).toBe(true);
    });

    it.each([
      [{ max_results: 5, threshold: 0.5 }, /query is required/],
      [{ query: '', max_results: 5, threshold: 0.5 }, /query must not be empty/],
      [{ query: 'q'.repeat(501), max_results: 5, threshold: 0.5 }, /at most 500 characters/],
      [{ query: 'form', max_results: 0, threshold: 0.5 }, /max_results must be an integer between 1 and 100/],
      [{ query: 'form', max_results: 500, threshold: 0.5 }, /max_results must be an integer between 1 and 100/],
      [{ query: 'form', max_results: 5, threshold: 1.5 }, /threshold must be a number between 0 and 1/],
      [{ query: 'form', max_results: 5, threshold: -0.1 }, /threshold must be a number between 0 and 1/],
      [{ query: 'form', max_results: 5, threshold: '0.5' }, /threshold must be a number/],
      [{ query: 'form', max_results: 5, threshold: 0.5, mode: 'fast' }, /Unknown field mode/],
      ['{"query": "form", ', /not valid JSON/],
      [[{ query: 'form' }], /must be a JSON object/],
    ])('refuses %j with 400', async (body, message) => {
      await expectError(await semantic(body), 400, message);
    });

    it('refuses GET with 405 and answers 404 for another function', async () => {
      await expectError(await fetch(url(), { headers: keyHeaders() }), 405, /POST/);
      await expectError(await fetch(`${target.projectUrl}/functions/v1/other-function`, { headers: keyHeaders() }), 404, /other-function/);
    });

    it('functions.invoke() calls semantic-search and reports a refused body as a FunctionsHttpError', async () => {
      const { data, error } = await supabase.functions.invoke('semantic-search', {
        body: { query: 'fewer questions when creating an account', max_results: 5, threshold: 0.3 },
      });
      expect(error).toBeNull();
      const { results } = Semantic.parse(data);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(5);
      const bad = await supabase.functions.invoke('semantic-search', { body: { query: 'x', max_results: 5, threshold: 2 } });
      expect(bad.error).toBeInstanceOf(FunctionsHttpError);
      const response = (bad.error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/threshold must be a number between 0 and 1/);
    });

    it('refuses a missing or wrong key with 401, also through supabase-js', async () => {
      const body = { query: 'form', max_results: 5, threshold: 0.5 };
      await expectError(await semantic(body, {}), 401, /No API key/);
      await expectError(await semantic(body, { apikey: 'wrong-key-123' }), 401, /Invalid API key/);
      await expectError(await semantic(body, { apikey: target.anonKey, authorization: 'Bearer something-else' }), 401, /Authorization/);
      const wrong = await testClient(target.projectUrl, 'wrong-key-123').functions.invoke('semantic-search', { body });
      expect(wrong.error).toBeInstanceOf(FunctionsHttpError);
      expect(((wrong.error as FunctionsHttpError).context as Response).status).toBe(401);
    });

    it('accepts the key as the apikey query parameter', async () => {
      const response = await fetch(`${url()}?apikey=${encodeURIComponent(target.anonKey)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'form', max_results: 2, threshold: 0 }),
      });
      expect((await ok(response)).results).toHaveLength(2);
    });

    it('answers the CORS preflight without a key, and CORS headers on answers and refusals', async () => {
      const preflight = await fetch(url(), {
        method: 'OPTIONS',
        headers: { origin: 'chrome-extension://abc', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type,x-client-info' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const h of ['apikey', 'authorization', 'content-type', 'x-client-info']) expect(allowed).toContain(h);
      expect((preflight.headers.get('access-control-allow-methods') ?? '').toUpperCase()).toContain('POST');

      const answer = await semantic({ query: 'form', max_results: 1, threshold: 0 }, { ...keyHeaders(), origin: 'chrome-extension://abc' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const refused = await semantic({ query: 'form', max_results: 1, threshold: 0 }, { origin: 'chrome-extension://abc' });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
}
