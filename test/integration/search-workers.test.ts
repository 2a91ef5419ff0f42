import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WORKERS_OPEN, startService, type RunningService } from '../helpers/service';
import { SEARCH_QUESTIONS } from './search-questions';

// Semantic search answered by search workers (SEARCH_WORKERS=2, each a copy of the catalogue in
// a worker thread) against the same service answering on its one database (SEARCH_WORKERS=0):
// same status, headers that matter and bytes, for questions, limits and bad input, one at a time
// and many at once.
let pooled: RunningService;
let single: RunningService;
const dataDir = mkdtempSync(join(tmpdir(), 'uplift-workers-'));

beforeAll(async () => {
  [pooled, single] = await Promise.all([startService({ DATA_DIR: dataDir, SEARCH_WORKERS: '2' }), startService({ SEARCH_WORKERS: '0' })]);
  const line = await pooled.logLine(SEARCH_WORKERS_OPEN);
  expect(SEARCH_WORKERS_OPEN.exec(line)?.slice(1, 3)).toEqual(['2', '2']);
});
afterAll(async () => {
  await Promise.all([pooled?.stop(), single?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function semantic(service: RunningService, body: unknown): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${service.baseUrl}/functions/v1/semantic-search`, {
    method: 'POST',
    headers: { apikey: service.anonKey, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const QUESTIONS = [
  'delivery cost barrier at checkout',
  'show a person on the first screen',
  'zzqx vvbn', // no known word
  ...SEARCH_QUESTIONS.filter((q) => q.split === 'tune').map((q) => q.query),
];
const LIMITS = [
  { max_results: 10, threshold: 0.3 },
  { max_results: 1, threshold: 0 },
  { max_results: 100, threshold: 0 },
  { max_results: 5, threshold: 0.9 },
];

describe('search workers', () => {
  it('answer every question and limit with the same bytes as the single database', async () => {
    let nonEmpty = 0;
    for (const query of QUESTIONS) {
      for (const limits of LIMITS) {
        const body = { query, ...limits };
        const [a, b] = await Promise.all([semantic(pooled, body), semantic(single, body)]);
        expect(a.status, query).toBe(200);
        expect(a, `${query} ${JSON.stringify(limits)}`).toEqual(b);
        if (JSON.parse(a.text).results.length > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(QUESTIONS.length * 2);
  });

  it('answer many searches at once, each with its own answer', async () => {
    const bodies = QUESTIONS.slice(0, 24).map((query, i) => ({ query, max_results: 1 + (i % 12), threshold: 0.2 }));
    const expected = await Promise.all(bodies.map((b) => semantic(single, b)));
    const answers = await Promise.all([...bodies, ...bodies].map((b) => semantic(pooled, b)));
    answers.forEach((answer, i) => expect(answer).toEqual(expected[i % bodies.length]));
  });

  it('refuse bad input as the single database does', async () => {
    for (const body of [{ query: '' }, { query: 'x'.repeat(501) }, { query: 'cta', max_results: 0 }, { query: 'cta', threshold: 2 }, { query: 'cta', extra: 1 }, '{not json']) {
      const [a, b] = await Promise.all([semantic(pooled, body), semantic(single, body)]);
      expect(a.status).toBe(400);
      expect(a).toEqual(b);
    }
  });

  it('keep their copies in DATA_DIR while the server runs and delete them when it stops', async () => {
    expect(readdirSync(join(dataDir, 'search-replicas')).sort()).toEqual(['0', '1']);
    await pooled.stop();
    expect(existsSync(join(dataDir, 'search-replicas'))).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['pgdata']);
  });
});
