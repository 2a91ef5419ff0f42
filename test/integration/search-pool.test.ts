import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase, pgDataPath, type Database } from '../../server/db/open-database';
import { providerFromEnv } from '../../server/embeddings/provider-from-env';
import type { EmbeddingProvider } from '../../server/embeddings/provider';
import { fromDatabaseError } from '../../server/http/errors';
import { replicasPath } from '../../server/search-workers/replica';
import { SearchPool } from '../../server/search-workers/search-pool';
import { hybridSearchArgs, queryVectors, type HybridSearchArgs } from '../../server/semantic/hybrid-query';
import { pgliteHybridSearch } from '../../server/semantic/pglite-hybrid-search';
import type { HybridSearch } from '../../server/semantic/semantic-search-app';
import { conversionVocabulary } from '../../server/vocabulary/expand';

// The pool of search workers in this process, on a real catalogue: what a worker's failure does
// to the search it was answering and to the ones after it, and the HTTP answer a failure gets.
let dataDir: string;
let db: Database;
let provider: EmbeddingProvider;
let primary: HybridSearch;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uplift-pool-'));
  provider = await providerFromEnv();
  db = await openDatabase(dataDir, provider);
  await db.checkpoint();
  primary = pgliteHybridSearch(db.pg);
});
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startPool(workers: number, source = pgDataPath(dataDir)): SearchPool {
  return new SearchPool({ workers, source, replicas: replicasPath(dataDir), primary, log: (m) => logged.push(m) });
}

async function args(query: string, maxResults = 10, threshold = 0.3): Promise<HybridSearchArgs> {
  const expansion = conversionVocabulary.expandQuery(query);
  const vectors = await queryVectors(provider, query, expansion);
  return hybridSearchArgs({ query, expansion, vectors, maxResults, threshold, calibration: provider.calibration });
}

const text = (answer: Awaited<ReturnType<HybridSearch>>) => (Array.isArray(answer) ? JSON.stringify(answer) : new TextDecoder().decode(answer.json));

/** The pool behind the service's own routes, served over HTTP on a free port. */
async function serveWith(search: HybridSearch): Promise<{ url: string; close(): Promise<void> }> {
  const app = createApp({ pg: db.pg, search, provider, anonKey: 'pool-test-key', rateLimitPerMinute: 1e6, clientOf: () => 'test', responseCacheBytes: 0 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('search pool', () => {
  it('answers as the primary, and a database error from a worker as the primary reports it', async () => {
    const pool = startPool(2);
    try {
      expect(await pool.opened).toBe(2);
      expect(pool.size).toBe(2);
      const questions = await Promise.all(['free shipping threshold', 'too many form fields', 'trust badges at payment'].map((q) => args(q)));
      const answers = await Promise.all([...questions, ...questions].map((a) => pool.search(a)));
      for (const [i, answer] of answers.entries()) expect(text(answer)).toBe(text(await primary(questions[i % 3]!)));
      expect(text(answers[0]!)).toMatch(/^\[\{"id":/);

      // Arguments the SQL itself refuses (the HTTP layer never sends them): the worker's error
      // carries Postgres' code, message and hint, as the primary's does.
      const refused = { ...questions[0]!, match_count: 0 };
      const fromWorker = await pool.search(refused).then(() => null, (e: unknown) => e);
      const fromPrimary = await primary(refused).then(() => null, (e: unknown) => e);
      expect(fromWorker).not.toBeNull();
      expect(fromDatabaseError(fromWorker)).toEqual(fromDatabaseError(fromPrimary));
      expect(fromDatabaseError(fromWorker).status).toBe(400);
      expect(fromDatabaseError(fromWorker).body.message).toMatch(/max_results must be an integer between 1 and 100/);
    } finally {
      await pool.close();
    }
  });

  it('fails the search of a worker that stops with 503, and the others answer; with none left, the primary does', async () => {
    const pool = startPool(2);
    const service = await serveWith(pool.search);
    try {
      expect(await pool.opened).toBe(2);
      const question = await args('social proof next to the signup form');
      const expected = text(await primary(question));

      // The first idle worker takes a search at once; stopping it fails that search.
      const inFlight = pool.search(question).then(() => null, (e: unknown) => e);
      expect(await pool.stopWorker(0)).toBe(true);
      const error = await inFlight;
      expect(error).toMatchObject({ status: 503, body: { code: 'SEARCH_WORKER_STOPPED' } });
      expect(pool.size).toBe(1);
      expect(text(await pool.search(question))).toBe(expected);

      // Over HTTP the same failure is a 503 with PostgREST's error shape.
      const request = fetch(`${service.url}/functions/v1/semantic-search`, {
        method: 'POST',
        headers: { apikey: 'pool-test-key', 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'social proof next to the signup form', max_results: 100, threshold: 0 }),
      });
      // The request reaches the pool once its body is read; stop the last worker while it searches.
      await waitFor(() => pool.busy > 0);
      await pool.stopWorker(1);
      const response = await request;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'SEARCH_WORKER_STOPPED',
        message: 'The search worker answering this request stopped before it answered',
        details: null,
        hint: 'Send the request again.',
      });

      expect(pool.size).toBe(0);
      expect(await pool.stopWorker(1)).toBe(false);
      expect(text(await pool.search(question))).toBe(expected);
    } finally {
      await service.close();
      await pool.close();
    }
  });

  it('says why a worker could not open, and leaves the searches to the primary', async () => {
    const before = logged.length;
    const pool = startPool(1, join(dataDir, 'no-such-folder'));
    try {
      expect(await pool.opened).toBe(0);
      expect(logged.slice(before).join('\n')).toMatch(/Search worker 0 could not open its copy of the catalogue: .*no-such-folder/);
      const question = await args('countdown timer');
      expect(text(await pool.search(question))).toBe(text(await primary(question)));
    } finally {
      await pool.close();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 1));
}
