import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SemanticHitSchema, ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { startService, type RunningService } from '../helpers/service';

/**
 * A real HTTP server speaking OpenAI's embeddings API, with a transparent toy model (words
 * hashed into 64 buckets), so that the service's EMBEDDINGS_URL path runs end to end.
 */
const DIMS = 64;
function toyEmbedding(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let h = 0;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % DIMS]! += 1;
  }
  return v;
}

const RequestSchema = z.object({ model: z.string(), input: z.array(z.string()).min(1) });
const seen: { authorization?: string; model: string; texts: number }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });
}

let embeddings: Server;
let service: RunningService;
const cacheDir = mkdtempSync(join(tmpdir(), 'uplift-embed-cache-'));

beforeAll(async () => {
  embeddings = createServer(async (req, res) => {
    const parsed = RequestSchema.safeParse(JSON.parse(await readBody(req)));
    if (req.method !== 'POST' || req.url !== '/v1/embeddings' || !parsed.success) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
      return;
    }
    seen.push({ authorization: req.headers.authorization, model: parsed.data.model, texts: parsed.data.input.length });
    const data = parsed.data.input.map((text, index) => ({ object: 'embedding', index, embedding: toyEmbedding(text) })).reverse();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: parsed.data.model }));
  });
  await new Promise<void>((r) => embeddings.listen(0, '127.0.0.1', r));
  service = await startService({
    EMBEDDINGS_URL: `http://127.0.0.1:${(embeddings.address() as AddressInfo).port}/v1/embeddings`,
    EMBEDDINGS_API_KEY: 'embed-secret',
    EMBEDDINGS_MODEL: 'toy-hash-64',
    EMBEDDINGS_SIMILARITY_FLOOR: '0',
    EMBEDDINGS_SIMILARITY_CEILING: '0.9',
    UPLIFT_CACHE_DIR: cacheDir,
  });
});
afterAll(async () => {
  await service?.stop();
  await new Promise((r) => embeddings?.close(r));
  rmSync(cacheDir, { recursive: true, force: true });
});

const search = (query: string, threshold = 0.1, maxResults = 5) =>
  fetch(`${service.baseUrl}/functions/v1/semantic-search`, {
    method: 'POST',
    headers: { apikey: service.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ query, max_results: maxResults, threshold }),
  });
const results = async (query: string, threshold: number, maxResults = 50) =>
  z.object({ results: z.array(SemanticHitSchema) }).parse(await (await search(query, threshold, maxResults)).json()).results;

describe('an OpenAI-compatible embeddings endpoint (EMBEDDINGS_URL)', () => {
  it('embeds the catalogue and the queries through it, with the key and model configured', async () => {
    expect(seen.length).toBeGreaterThan(1); // the catalogue, in batches
    expect(seen.every((s) => s.authorization === 'Bearer embed-secret' && s.model === 'toy-hash-64')).toBe(true);
    expect(seen.reduce((n, s) => n + s.texts, 0)).toBeGreaterThanOrEqual(1600);

    const before = seen.length;
    const response = await search('Countdown timer for the sale deadline');
    expect(response.status).toBe(200);
    const { results } = z.object({ results: z.array(SemanticHitSchema) }).parse(await response.json());
    expect(results[0]!.title).toMatch(/^Countdown timer for the sale deadline/);
    expect(seen.length).toBe(before + 1);
  });

  it('puts the same threshold scale on this model: 0.95 keeps only the near-verbatim title, a two-word query never reaches it, 0.3 keeps related tests', async () => {
    const exact = await results('Countdown timer for the sale deadline', 0.95);
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((r) => r.title.startsWith('Countdown timer for the sale deadline'))).toBe(true);
    expect(await results('countdown timer', 0.95)).toEqual([]);
    const related = await results('timer counting down to the deadline of the sale', 0.3);
    expect(related.some((r) => /countdown/i.test(r.title))).toBe(true);
    expect(related.every((r) => r.similarity >= 0.3)).toBe(true);
  });

  it('answers 502 with a clear message when the endpoint is down', async () => {
    await new Promise((r) => embeddings.close(r));
    const response = await search('a query the cache has not seen');
    expect(response.status).toBe(502);
    const body = ServiceErrorSchema.parse(await response.json());
    expect(body.message).toMatch(/Embedding the query failed/);
    expect(body.hint).toMatch(/EMBEDDINGS_URL/);
  });
});
