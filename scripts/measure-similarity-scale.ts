/**
 * npx tsx scripts/measure-similarity-scale.ts
 * How the semantic-search similarity spreads over four kinds of query against the real local
 * service: a record's own title, a natural question (its best relevant record), a two-word
 * element name, and text unrelated to A/B testing (its best record). Prints what share of each
 * kind a threshold of 0.2 / 0.4 / 0.7 / 0.9 / 0.95 keeps; the README's scale table comes from it.
 */
import { z } from 'zod';
import { AbTestSchema, SemanticHitSchema } from '../lib/knowledge/schemas';
import { bareTitle } from '../server/embeddings/provider';
import { startService } from '../test/helpers/service';
import { SEARCH_QUESTIONS } from '../test/integration/search-questions';
import { isRelevant } from './search-eval/metrics';

const UNRELATED = ['weather forecast for tomorrow in paris', 'recipe for chocolate cake', 'how to change a car tyre', 'best football team in europe',
  'learn to play the guitar', 'symptoms of the flu', 'history of the roman empire', 'train times from london to leeds', 'how tall is mount everest', 'knitting a wool scarf'];
const THRESHOLDS = [0.2, 0.3, 0.4, 0.7, 0.9, 0.95];

const service = await startService();
const headers = { apikey: service.anonKey, 'content-type': 'application/json' };
const search = async (query: string, maxResults = 10) =>
  z.object({ results: z.array(SemanticHitSchema) }).parse(await (await fetch(`${service.baseUrl}/functions/v1/semantic-search`, {
    method: 'POST', headers, body: JSON.stringify({ query, max_results: maxResults, threshold: 0 }),
  })).json()).results;
try {
  const records = z.array(AbTestSchema).parse(await (await fetch(`${service.baseUrl}/rest/v1/ab_tests?select=*&order=id&limit=1000`, { headers })).json());
  const sample = records.filter((_, i) => i % 25 === 0);
  const kinds: Record<string, number[]> = { 'own title': [], 'natural question (best relevant)': [], 'two-word element name': [], 'unrelated text (best match)': [] };
  for (const r of sample) {
    const hit = (await search(bareTitle(r.title), 20)).find((h) => h.id === r.id);
    kinds['own title']!.push(hit?.similarity ?? 0);
  }
  for (const q of SEARCH_QUESTIONS) {
    const best = (await search(q.query)).filter((h) => isRelevant(h, q.relevant)).map((h) => h.similarity);
    kinds['natural question (best relevant)']!.push(best.length ? Math.max(...best) : 0);
  }
  const elements = [...new Set(records.map((r) => r.element_tested).filter((e): e is string => Boolean(e) && e!.split(/\s+/).length === 2))].slice(0, 30);
  for (const e of elements) kinds['two-word element name']!.push(Math.max(0, ...(await search(e)).map((h) => h.similarity)));
  for (const u of UNRELATED) kinds['unrelated text (best match)']!.push(Math.max(0, ...(await search(u)).map((h) => h.similarity)));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`| query kind (n) | median | ${THRESHOLDS.map((t) => `kept at ${t}`).join(' | ')} |`);
  console.log(`|---|---|${THRESHOLDS.map(() => '---').join('|')}|`);
  for (const [kind, xs] of Object.entries(kinds)) {
    console.log(`| ${kind} (${xs.length}) | ${median(xs).toFixed(2)} | ${THRESHOLDS.map((t) => `${Math.round((100 * xs.filter((x) => x >= t).length) / xs.length)}%`).join(' | ')} |`);
  }
} finally {
  await service.stop();
}
