import type { AbTest } from '../../lib/knowledge/schemas';
import { recordEmbeddingText, toVectorLiteral, type EmbeddingProvider } from '../../server/embeddings/provider';
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
  const vectors = await provider.embed(records.map(recordEmbeddingText));
  const lines = ['begin;', 'delete from public.ab_tests;'];
  for (const r of records) {
    lines.push(`insert into public.ab_tests (${COLUMNS.join(', ')}) values (${COLUMNS.map((c) => literal(r[c])).join(', ')});`);
  }
  records.forEach((r, i) => {
    lines.push(
      `insert into public.ab_test_embeddings (test_id, model, embedding) values (${literal(r.id)}, ${literal(provider.model)}, '${toVectorLiteral(vectors[i]!)}');`,
    );
  });
  lines.push('commit;', '');
  return lines.join('\n');
}
