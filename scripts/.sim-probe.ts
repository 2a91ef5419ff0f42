import { startService } from '/work/wt8/test/helpers/service';
const s = await startService();
const h = { apikey: s.anonKey, 'content-type': 'application/json' };
const q = async (query: string, threshold: number, n = 5) => {
  const r = await fetch(`${s.baseUrl}/functions/v1/semantic-search`, { method: 'POST', headers: h, body: JSON.stringify({ query, threshold, max_results: 100 }) });
  const j = await r.json() as any;
  console.log(`\n## ${query} @${threshold}: ${j.results?.length}`, j.results ? '' : JSON.stringify(j));
  const m = new Map<string, number>(); for (const x of j.results ?? []) m.set(x.title.replace(/ \(.*\)$/, "") + " @" + Math.round(x.similarity*100)/100, (m.get(x.title.replace(/ \(.*\)$/, "") + " @" + Math.round(x.similarity*100)/100) ?? 0) + 1); console.log([...m].slice(0, 12));
};
for (const [query, t] of process.argv.slice(2).map((a) => a.split('@'))) await q(query!, Number(t));
await s.stop();
