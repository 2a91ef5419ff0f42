import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open-database';
import { providerFromEnv } from '../server/embeddings/provider-from-env';
import { toVectorLiteral } from '../server/embeddings/provider';
import { queryVector } from '../server/semantic/hybrid-query';
import { conversionVocabulary } from '../server/vocabulary/expand';
import { contentWords } from '../server/embeddings/tokenize';
import { SEARCH_QUESTIONS } from '../test/integration/search-questions';
import { isRelevant } from './search-eval/metrics';
const provider = await providerFromEnv();
const db = await openDatabase(join(mkdtempSync(join(tmpdir(), 'cal-')), 'd'), provider, { role: null });
await db.pg.exec('set search_path = public, extensions');
async function best(query: string, useExpansion: boolean) {
  const v = useExpansion ? await queryVector(provider, query, conversionVocabulary.expandQuery(query)) : (await provider.embed([query]))[0]!;
  const rows = (await db.pg.query<any>(`select t.title, t.element_tested, t.variation_description, t.psychological_principle, t.actionable_rule, e.part, e.words, 1 - (e.embedding <=> $1::extensions.vector) as cos
    from public.ab_test_embeddings e join public.ab_tests t on t.id = e.test_id where e.part <> 'element' and e.part <> 'record' order by cos desc limit 200`, [toVectorLiteral(v)])).rows;
  return rows;
}
const unrelated = ['weather forecast for tomorrow in paris', 'recipe for chocolate cake', 'how to change a car tyre', 'best football team in europe', 'learn to play the guitar', 'tax return deadline for freelancers', 'symptoms of the flu', 'history of the roman empire'];
console.log('UNRELATED best cos (no expansion / with)');
for (const q of unrelated) console.log((await best(q, false))[0].cos.toFixed(3), (await best(q, true))[0].cos.toFixed(3), q);
console.log('PARAPHRASE tune: best relevant cos, qwords, partwords');
const cs: number[] = [];
for (const q of SEARCH_QUESTIONS.filter((x) => x.split === 'tune')) {
  const rows = await best(q.query, true);
  const r = rows.find((x: any) => isRelevant(x, q.relevant));
  if (r) cs.push(r.cos);
  console.log(r ? r.cos.toFixed(3) : '-', contentWords(q.query).length, r?.words, q.query, '=>', r?.title);
}
cs.sort(); console.log('median', cs[Math.floor(cs.length/2)], 'p25', cs[Math.floor(cs.length/4)]);
const titles = (await db.pg.query<any>(`select distinct on (element_tested) title from public.ab_tests order by element_tested, title limit 20`)).rows;
console.log('EXACT TITLES');
for (const t of titles) { const r = (await best(t.title, true))[0]; console.log(r.cos.toFixed(3), r.words, contentWords(t.title).length, t.title, '=>', r.title); }
const stripped = titles.map((t: any) => t.title.replace(/\s*\([^)]*\)$/, ''));
console.log('TITLES WITHOUT BRACKET');
for (const t of stripped) { const r = (await best(t, true))[0]; console.log(r.cos.toFixed(3), r.words, contentWords(t).length, t, '=>', r.title); }
await db.close();
