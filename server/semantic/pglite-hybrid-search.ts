import type { PGlite } from '@electric-sql/pglite';
import type { HybridSearch } from './semantic-search-app';

/**
 * `hybrid_search` (supabase/migrations) called on PGlite: the local server's and the built-in
 * catalogue's search. Postgres writes the JSON array (in the function's order, the same text as
 * JSON.stringify of the rows), which costs less than turning rows into JS objects and back.
 */
export function pgliteHybridSearch(pg: PGlite): HybridSearch {
  return async (a) => {
    const { rows } = await pg.query<{ json: string }>(
      `select '[' || coalesce(string_agg(row_to_json(h)::text, ','), '') || ']' as json
       from public.hybrid_search(query_text => $1, query_embedding => $2::extensions.vector, match_count => $3,
         min_similarity => $4, similarity_floor => $5, similarity_ceiling => $6, query_words => $7, expansion_text => $8,
         similarity_embedding => $9::extensions.vector) h`,
      [a.query_text, a.query_embedding, a.match_count, a.min_similarity, a.similarity_floor, a.similarity_ceiling, a.query_words, a.expansion_text, a.similarity_embedding],
    );
    return { json: rows[0]!.json };
  };
}
