import type { Database } from '../../server/db/open-database';
import { toVectorLiteral, type EmbeddingProvider } from '../../server/embeddings/provider';
import type { JudgedRecord } from './metrics';
import type { Ranker } from './run-eval';

/** The vector match alone (match_ab_tests), on a database opened in this process. */
export function vectorRanker(db: Database, provider: EmbeddingProvider, embedText: (query: string) => string = (q) => q): Ranker {
  return async (query) => {
    const [embedding] = await provider.embed([embedText(query)]);
    return (await db.pg.query<JudgedRecord>('select * from public.match_ab_tests($1::extensions.vector, -1, 5)', [toVectorLiteral(embedding!)])).rows;
  };
}
