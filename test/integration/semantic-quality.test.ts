import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AbTestSchema, SemanticHitSchema } from '../../lib/knowledge/schemas';
import { bareTitle } from '../../server/embeddings/provider';
import { evaluate, keywordRanker, semanticRanker } from '../../scripts/search-eval/run-eval';
import { isRelevant } from '../../scripts/search-eval/metrics';
import { startService, type RunningService } from '../helpers/service';
import { SEARCH_QUESTIONS, type SearchQuestion } from './search-questions';
import { FRESH_SEARCH_QUESTIONS } from './search-questions-fresh';

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.stop();
});

const headers = () => ({ apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, 'content-type': 'application/json' });

async function semantic(query: string, threshold: number, maxResults = 100) {
  const response = await fetch(`${service.baseUrl}/functions/v1/semantic-search`, {
    method: 'POST', headers: headers(), body: JSON.stringify({ query, max_results: maxResults, threshold }),
  });
  expect(response.status).toBe(200);
  return z.object({ results: z.array(SemanticHitSchema) }).parse(await response.json()).results;
}

/** Hybrid and keyword search scored on a question set's held-out half (at least `size` questions), the figures printed. */
async function heldOut(questions: SearchQuestion[], size: number) {
  const test = questions.filter((q) => q.split === 'test');
  expect(test.length).toBeGreaterThanOrEqual(size);
  const hybrid = await evaluate('semantic', semanticRanker(service.baseUrl, service.anonKey), test);
  const keyword = await evaluate('keyword', keywordRanker(service.baseUrl, service.anonKey), test);
  console.table([hybrid, keyword].map((r) => ({ search: r.mode, ...r.metrics })));
  return { hybrid, keyword };
}

describe('semantic (hybrid) search on natural questions', () => {
  it('finds a relevant test in the top 5 for most held-out questions, with most of the top 5 relevant', async () => {
    const { hybrid } = await heldOut(SEARCH_QUESTIONS, 40);
    // A floor, not the target (npm run eval:search reports the figures): far above chance (a
    // question's regex matches a few percent of the catalogue) and above what the vector alone
    // found before the hybrid (0.67 hit@5, 0.33 P@5 on catalogue v3).
    expect(hybrid.metrics.hitAt5).toBeGreaterThanOrEqual(0.75);
    expect(hybrid.metrics.precisionAt5).toBeGreaterThanOrEqual(0.6);
    expect(hybrid.metrics.mrr).toBeGreaterThanOrEqual(0.65);
  });

  it('beats keyword search on the held-out half of the fresh questions, written blind in everyday words', async () => {
    const { hybrid, keyword } = await heldOut(FRESH_SEARCH_QUESTIONS, 30);
    // A floor (npm run eval:search -- --set fresh reports the figures: 0.946 against keyword's
    // 0.838 on catalogue v3): well above keyword search's hit@5 and precision.
    expect(hybrid.metrics.hitAt5).toBeGreaterThanOrEqual(0.85);
    expect(hybrid.metrics.hitAt5).toBeGreaterThan(keyword.metrics.hitAt5);
    expect(hybrid.metrics.precisionAt5).toBeGreaterThanOrEqual(keyword.metrics.precisionAt5);
  });
});

describe('the similarity threshold', () => {
  it('0.95 keeps only records whose text is the query (near-)verbatim', async () => {
    const listing = await fetch(`${service.baseUrl}/rest/v1/ab_tests?select=*&order=id&limit=40`, { headers: headers() });
    const records = z.array(AbTestSchema).parse(await listing.json());
    for (const record of records.filter((_, i) => i % 8 === 0)) {
      const title = bareTitle(record.title);
      const results = await semantic(title, 0.95);
      // The test itself answers, though as one of at most two records of its title.
      expect(results.map((r) => bareTitle(r.title)), title).toContain(title);
      for (const r of results) expect([bareTitle(r.title), r.variation_description, r.actionable_rule], `${r.title} for "${title}"`).toContain(title);
    }
  });

  it('answers with at most two records of one test title', async () => {
    for (const query of ['testimonials with photos', 'countdown timer for the sale', 'shorter sign-up form']) {
      const titles = (await semantic(query, 0, 20)).map((r) => bareTitle(r.title).toLowerCase());
      const most = Math.max(...titles.map((t) => titles.filter((x) => x === t).length));
      expect(titles.length, query).toBe(20);
      expect(most, query).toBeLessThanOrEqual(2);
    }
  });

  it('a two-word query never reaches 0.95, nor 1', async () => {
    for (const query of ['hero headline', 'countdown timer', 'security seals', 'pricing table']) {
      expect(await semantic(query, 0.95), query).toEqual([]);
      const all = await semantic(query, 0, 10);
      expect(all.length).toBe(10);
      expect(Math.max(...all.map((r) => r.similarity)), query).toBeLessThan(0.9);
    }
  });

  it('0.3 still keeps the related tests of a question in other words', async () => {
    const questions = SEARCH_QUESTIONS.filter((q) => q.split === 'tune').slice(0, 12);
    let kept = 0;
    for (const q of questions) {
      const results = await semantic(q.query, 0.3, 10);
      if (results.some((r) => isRelevant(r, q.relevant))) kept++;
      for (const r of results) expect(r.similarity).toBeGreaterThanOrEqual(0.3);
    }
    expect(kept / questions.length).toBeGreaterThanOrEqual(0.75);
  });
});
