import type { Database } from '../../server/db/open-database';
import type { EmbeddingProvider } from '../../server/embeddings/provider';
import { hybridSearchArgs, queryVectors } from '../../server/semantic/hybrid-query';
import { prepareQuestion } from '../../server/vocabulary/question';
import type { JudgedRecord } from './metrics';
import type { Ranker } from './run-eval';

/** The vector half of hybrid_search alone (full_text_weight 0, same query vector), on a database opened in this process. */
export function vectorRanker(db: Database, provider: EmbeddingProvider): Ranker {
  return async (query) => {
    const q = prepareQuestion(query);
    const a = hybridSearchArgs({ query: q.text, expansion: q.expansion, vectors: await queryVectors(provider, q.text, q.terms), maxResults: 5, threshold: 0, calibration: provider.calibration });
    return (
      await db.pg.query<JudgedRecord>(
        `select * from public.hybrid_search(query_text => $1, query_embedding => $2::extensions.vector, match_count => $3, min_similarity => 0,
           similarity_floor => $4, similarity_ceiling => $5, query_words => $6, expansion_text => $7, similarity_embedding => $8::extensions.vector,
           full_text_weight => 0)`,
        [a.query_text, a.query_embedding, a.match_count, a.similarity_floor, a.similarity_ceiling, a.query_words, a.expansion_text, a.similarity_embedding],
      )
    ).rows;
  };
}
