import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EmbeddingProvider } from './embeddings/provider';
import { requireAnonKey } from './http/auth';
import { corsMiddleware } from './http/cors';
import { ApiError } from './http/errors';
import { rateLimit } from './http/rate-limit';
import { responseCache } from './http/response-cache';
import { restApp } from './rest/rest-app';
import { pgliteHybridSearch } from './semantic/pglite-hybrid-search';
import { semanticSearchApp, type HybridSearch } from './semantic/semantic-search-app';

export const MAX_BODY_BYTES = 16 * 1024;

export interface AppOptions {
  pg: PGlite;
  /** Runs hybrid_search; defaults to the `pg` instance. */
  search?: HybridSearch;
  provider: EmbeddingProvider;
  anonKey: string;
  rateLimitPerMinute: number;
  /** Who a request counts against for rate limiting (the remote address locally). */
  clientOf: (c: Context) => string;
  /** Memory for cached answers; 0 turns the cache off. */
  responseCacheBytes: number;
}

/** The whole local service: /rest/v1 (PostgREST) and /functions/v1/semantic-search. */
export function createApp({ pg, search, provider, anonKey, rateLimitPerMinute, clientOf, responseCacheBytes }: AppOptions): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware());
  app.use('*', rateLimit(rateLimitPerMinute, clientOf));
  app.use('*', requireAnonKey(anonKey));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'PGRST413', `The request body is larger than ${MAX_BODY_BYTES} bytes (16 KiB)`, null, 'Send a smaller body.');
      },
    }),
  );
  const cache = responseCache(responseCacheBytes);
  app.use('/rest/v1/*', cache);
  app.use('/functions/v1/*', cache);
  app.route('/rest/v1', restApp(pg));
  app.route(
    '/functions/v1',
    semanticSearchApp({ provider, search: search ?? pgliteHybridSearch(pg) }),
  );
  app.all('/functions/v1/:name', (c) => {
    throw new ApiError(404, 'NOT_FOUND', `Function ${c.req.param('name')} not found`, null, 'The only function is semantic-search.');
  });
  app.notFound((c) =>
    c.json(
      { code: 'NOT_FOUND', message: `No endpoint at ${c.req.method} ${new URL(c.req.url).pathname}`, details: null,
        hint: 'The API lives under /rest/v1/ and /functions/v1/; other versions do not exist.' },
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    process.stderr.write(`Unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}\n`);
    return c.json({ code: 'PGRST000', message: 'The service failed to answer this request', details: null, hint: 'Check the server log.' }, 500);
  });
  return app;
}
