import type { PGlite } from '@electric-sql/pglite';
import type { HybridSearch, MatchedRecord } from './semantic-search-app';

/** `hybrid_search` (supabase/migrations) called on PGlite: the local server's and the built-in catalogue's search. */
export function pgliteHybridSearch(pg: PGlite): HybridSearch {
  return async (a) =>
    (
      await pg.query<MatchedRecord>(
        `select * from public.hybrid_search(query_text => $1, query_embedding => $2::extensions.vector, match_count => $3,
           min_similarity => $4, similarity_floor => $5, similarity_ceiling => $6, query_words => $7, expansion_text => $8,
           similarity_embedding => $9::extensions.vector)`,
        [a.query_text, a.query_embedding, a.match_count, a.min_similarity, a.similarity_floor, a.similarity_ceiling, a.query_words, a.expansion_text, a.similarity_embedding],
      )
    ).rows;
}
