import type { PGlite } from '@electric-sql/pglite';
import { preparedTextQuery } from '../db/prepared-query';
import type { HybridSearchArgs } from './hybrid-query';
import type { MatchedRecordsJson } from './semantic-search-app';

const SQL = `select '[' || coalesce(string_agg(row_to_json(h)::text, ','), '') || ']' as json
  from public.hybrid_search(query_text => $1, query_embedding => $2::extensions.vector, match_count => $3,
    min_similarity => $4, similarity_floor => $5, similarity_ceiling => $6, query_words => $7, expansion_text => $8,
    similarity_embedding => $9::extensions.vector) h`;

/**
 * `hybrid_search` (supabase/migrations) called on PGlite: the local server's and the built-in
 * catalogue's search. Postgres writes the JSON array (in the function's order, the same text as
 * JSON.stringify of the rows), which costs less than turning rows into JS objects and back; the
 * statement is prepared once per session (see prepared-query.ts).
 */
export function pgliteHybridSearch(pg: PGlite): (args: HybridSearchArgs) => Promise<MatchedRecordsJson> {
  const run = preparedTextQuery(pg, 'uplift_hybrid_search', SQL);
  return async (a) => {
    const json = await run([a.query_text, a.query_embedding, String(a.match_count), String(a.min_similarity), String(a.similarity_floor),
      String(a.similarity_ceiling), String(a.query_words), a.expansion_text, a.similarity_embedding]);
    return { json: json ?? new TextEncoder().encode('[]') };
  };
}
