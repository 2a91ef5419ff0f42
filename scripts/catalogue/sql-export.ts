import type { AbTest } from '../../lib/knowledge/schemas';
import { embeddingModelKey, recordEmbeddingParts, toVectorLiteral, type EmbeddingProvider } from '../../server/embeddings/provider';
import { COLUMNS } from '../../server/records';

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * A SQL script that replaces the catalogue of a Postgres that ran supabase/migrations (e.g. a
 * Supabase project, via `psql "$DATABASE_URL" -f file.sql`), embeddings included, in one transaction.
 */
export async function catalogueSql(records: AbTest[], provider: EmbeddingProvider): Promise<string> {
  const parts = records.flatMap((r) => recordEmbeddingParts(r).map((p) => ({ id: r.id, ...p })));
  const vectors = await provider.embed(parts.map((p) => p.text));
  const lines = ['begin;', 'delete from public.ab_tests;'];
  for (const r of records) {
    lines.push(`insert into public.ab_tests (${COLUMNS.join(', ')}) values (${COLUMNS.map((c) => literal(r[c])).join(', ')});`);
  }
  parts.forEach((p, i) => {
    lines.push(
      `insert into public.ab_test_embeddings (test_id, part, model, embedding, words) values (${literal(p.id)}, ${literal(p.part)}, ${literal(embeddingModelKey(provider))}, '${toVectorLiteral(vectors[i]!)}', ${p.words});`,
    );
  });
  lines.push(
    'commit;',
    'analyze public.ab_tests;',
    'analyze public.ab_test_embeddings;',
    // The search index, rebuilt at commit by a trigger (migration 20261124000000).
    'analyze public.ab_test_search_parts;',
    'analyze public.ab_test_search_records;',
    'analyze public.ab_test_search_terms;',
    '',
  );
  return lines.join('\n');
}
