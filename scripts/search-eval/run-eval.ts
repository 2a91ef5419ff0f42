import { z } from 'zod';
import { AbTestSchema, KeywordHitSchema, SemanticHitSchema } from '../../lib/knowledge/schemas';
import type { SearchQuestion } from '../../test/integration/search-questions';
import { aggregate, CUTOFF, scoreRanking, type JudgedRecord, type Metrics, type QuestionScore } from './metrics';

export type Mode = 'semantic' | 'keyword' | 'vector';
/** Returns the top records for a question, best first. */
export type Ranker = (query: string) => Promise<JudgedRecord[]>;

export interface ModeResult {
  mode: Mode;
  metrics: Metrics;
  perQuestion: (QuestionScore & { query: string })[];
}

export async function evaluate(mode: Mode, rank: Ranker, questions: SearchQuestion[]): Promise<ModeResult> {
  const perQuestion: ModeResult['perQuestion'] = [];
  for (const q of questions) perQuestion.push({ query: q.query, ...scoreRanking(await rank(q.query), q.relevant) });
  return { mode, metrics: aggregate(perQuestion), perQuestion };
}

async function postJson(url: string, anonKey: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** semantic-search of the running service, threshold 0 so that only the ranking is judged. */
export function semanticRanker(baseUrl: string, anonKey: string): Ranker {
  return async (query) =>
    z.object({ results: z.array(SemanticHitSchema) })
      .parse(await postJson(`${baseUrl}/functions/v1/semantic-search`, anonKey, { query, max_results: CUTOFF, threshold: 0 })).results;
}

/** search_tests (keyword) of the running service. */
export function keywordRanker(baseUrl: string, anonKey: string): Ranker {
  return async (query) => z.array(KeywordHitSchema).parse(await postJson(`${baseUrl}/rest/v1/rpc/search_tests`, anonKey, { query_text: query, max_results: CUTOFF }));
}

export const RecordsSchema = z.array(z.looseObject(AbTestSchema.shape));
