import type { Database } from '../../server/db/open-database';
import { toVectorLiteral, type EmbeddingProvider } from '../../server/embeddings/provider';
import { queryVectors } from '../../server/semantic/hybrid-query';
import { conversionVocabulary } from '../../server/vocabulary/expand';
import type { JudgedRecord } from './metrics';
import type { Ranker } from './run-eval';

/** The vector match alone (match_ab_tests, same query vector as semantic search), on a database opened in this process. */
export function vectorRanker(db: Database, provider: EmbeddingProvider): Ranker {
  return async (query) => {
    const embedding = (await queryVectors(provider, query, conversionVocabulary.expandQuery(query))).expanded;
    return (await db.pg.query<JudgedRecord>('select * from public.match_ab_tests($1::extensions.vector, -1, 5)', [toVectorLiteral(embedding!)])).rows;
  };
}
