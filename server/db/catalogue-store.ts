import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { AbTest } from '../../lib/knowledge/schemas';
import { embeddingModelKey, recordEmbeddingParts, toVectorLiteral, type EmbeddingProvider } from '../embeddings/provider';
import { COLUMNS } from '../records';

const ROWS_PER_INSERT = 200;

type Queryable = PGlite | Transaction;

async function insertRecords(tx: Queryable, records: AbTest[]): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    const batch = records.slice(start, start + ROWS_PER_INSERT);
    const params: unknown[] = [];
    const rows = batch.map((r) => {
      const placeholders = COLUMNS.map((c) => {
        params.push(r[c]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into public.ab_tests (${COLUMNS.join(', ')}) values ${rows.join(', ')}`, params);
  }
}

/** Computes and stores the embeddings of every record (all of them: one model at a time). */
export async function writeEmbeddings(tx: Queryable, provider: EmbeddingProvider): Promise<number> {
  const records = (await tx.query<AbTest>(`select ${COLUMNS.join(', ')} from public.ab_tests order by id`)).rows;
  await tx.query('delete from public.ab_test_embeddings');
  const parts = records.flatMap((r) => recordEmbeddingParts(r).map((p) => ({ id: r.id, ...p })));
  const vectors = await provider.embed(parts.map((p) => p.text));
  const model = embeddingModelKey(provider);
  for (let start = 0; start < parts.length; start += ROWS_PER_INSERT) {
    const params: unknown[] = [];
    const rows = parts.slice(start, start + ROWS_PER_INSERT).map((p, k) => {
      params.push(p.id, p.part, model, toVectorLiteral(vectors[start + k]!), p.words);
      const n = params.length;
      return `($${n - 4}::uuid, $${n - 3}, $${n - 2}, $${n - 1}::extensions.vector, $${n}::integer)`;
    });
    if (rows.length) {
      await tx.query(`insert into public.ab_test_embeddings (test_id, part, model, embedding, words) values ${rows.join(', ')}`, params);
    }
  }
  return records.length;
}

/** Replaces the whole catalogue and its embeddings in one transaction: all or nothing. */
export async function replaceCatalogue(pg: PGlite, records: AbTest[], provider: EmbeddingProvider): Promise<void> {
  await pg.transaction(async (tx) => {
    await tx.query('delete from public.ab_tests');
    await insertRecords(tx, records);
    await writeEmbeddings(tx, provider);
  });
  await refreshStatistics(pg);
}

/** Fresh planner statistics (and tidy pages) after a bulk change; searches plan on them. */
export async function refreshStatistics(pg: PGlite): Promise<void> {
  // One statement per call: VACUUM cannot run in the implicit transaction of a multi-statement string.
  // The search index (rebuilt by a trigger at commit) too: its previous rows would otherwise stay
  // in the pages every search scans.
  for (const table of ['ab_tests', 'ab_test_embeddings', 'ab_test_search_parts', 'ab_test_search_records', 'ab_test_search_terms']) {
    await pg.exec(`vacuum analyze public.${table}`);
  }
}

/** True when every record has an embedding made by this provider's model and the current vocabulary, with its word counts. */
export async function embeddingsAreCurrent(pg: Queryable, provider: EmbeddingProvider): Promise<boolean> {
  const { rows } = await pg.query<{ tests: number; current: number }>(
    `select (select count(*)::int from public.ab_tests) as tests,
            (select count(*)::int from public.ab_test_embeddings where model = $1 and part = 'record' and words is not null) as current`,
    [embeddingModelKey(provider)],
  );
  return rows[0]!.tests === rows[0]!.current;
}

export async function countRecords(pg: Queryable): Promise<number> {
  return (await pg.query<{ n: number }>('select count(*)::int as n from public.ab_tests')).rows[0]!.n;
}
