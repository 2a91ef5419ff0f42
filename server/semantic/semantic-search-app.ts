import { Hono } from 'hono';
import type { EmbeddingProvider } from '../embeddings/provider.ts';
import { ApiError, fromDatabaseError } from '../http/errors.ts';
import { prepareQuestion } from '../vocabulary/question.ts';
import { hybridSearchArgs, queryVectors, type HybridSearchArgs, type QueryVectors } from './hybrid-query.ts';
import { SemanticSearchRequestSchema } from './request-schema.ts';

/** One catalogue record with its similarity (0–1), as hybrid_search returns it. */
export type MatchedRecord = Record<string, unknown> & { similarity: number };

/** The matched records as a JSON array, when the database writes it (PGlite): its UTF-8 bytes. */
export interface MatchedRecordsJson {
  json: Uint8Array;
}

const RESULTS_OPEN = new TextEncoder().encode('{"results":');

/** `{"results": <json>}` without decoding the records' bytes. */
function resultsBody(json: Uint8Array): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(RESULTS_OPEN.length + json.length + 1);
  body.set(RESULTS_OPEN);
  body.set(json, RESULTS_OPEN.length);
  body[body.length - 1] = 0x7d; // }
  return body;
}

/**
 * Runs the SQL function hybrid_search on PGlite locally or through supabase-js on Supabase: the
 * records, or their JSON as bytes (no rows to parse into objects and serialise again).
 */
export type HybridSearch = (args: HybridSearchArgs) => Promise<MatchedRecord[] | MatchedRecordsJson>;

export interface SemanticSearchDeps {
  provider: EmbeddingProvider;
  search: HybridSearch;
}

function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * The semantic-search function, shared by the local server (mounted under /functions/v1) and
 * the Supabase edge function (where the path is /semantic-search). Platform-neutral: no Node
 * or Deno APIs, relative imports with extensions.
 */
export function semanticSearchApp({ provider, search }: SemanticSearchDeps): Hono {
  const app = new Hono();
  app.post('/semantic-search', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new ApiError(400, 'PGRST102', 'The request body is not valid JSON', null, 'Send a JSON object such as {"query": "…", "max_results": 10, "threshold": 0.3}.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'PGRST102', 'The request body must be a JSON object', null, 'Send {"query": "…", "max_results": 10, "threshold": 0.3}.');
    }
    const parsed = SemanticSearchRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : 'body');
      const message = issue.code === 'unrecognized_keys' ? `Unknown field ${field}: only query, max_results and threshold are accepted` : issue.message;
      throw new ApiError(400, '22023', message, `field: ${field}`, 'See the README, "Knowledge service", for the limits.');
    }
    const { query, max_results, threshold } = parsed.data;
    // A question in another language is read in English words (see server/vocabulary/question.ts).
    const question = prepareQuestion(query);
    let vectors: QueryVectors;
    try {
      vectors = await queryVectors(provider, question.text, question.terms);
    } catch (error) {
      throw new ApiError(502, 'EMBEDDINGS_UNAVAILABLE', `Embedding the query failed: ${error instanceof Error ? error.message : String(error)}`,
        null, 'The embeddings endpoint (EMBEDDINGS_URL) did not answer; check that it runs, or unset it to use the offline model.');
    }
    let results: MatchedRecord[] | MatchedRecordsJson;
    try {
      results = await search(hybridSearchArgs({ query: question.text, expansion: question.expansion, vectors, maxResults: max_results, threshold, calibration: provider.calibration }));
    } catch (error) {
      // An ApiError is already the answer (a search worker that stopped: 503).
      throw error instanceof ApiError ? error : fromDatabaseError(error);
    }
    if (!Array.isArray(results)) return c.body(resultsBody(results.json), 200, { 'content-type': 'application/json' });
    return c.json({ results });
  });
  app.all('/semantic-search', () => {
    throw new ApiError(405, 'PGRST117', 'Use POST for semantic-search', null, 'POST a JSON body with query, max_results and threshold.');
  });
  app.onError((error) => errorResponse(error instanceof ApiError ? error : new ApiError(500, 'PGRST000', 'The service failed to answer this request')));
  return app;
}

