import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import type { EmbeddingProvider } from '../server/embeddings/provider';
import { ApiError } from '../server/http/errors';
import { restApp } from '../server/rest/rest-app';
import { pgliteHybridSearch } from '../server/semantic/pglite-hybrid-search';
import { semanticSearchApp } from '../server/semantic/semantic-search-app';

/**
 * The service's routes and request validation (server/rest, server/semantic), mounted as the local
 * server mounts them. Left out: the API key, CORS and rate limiting (nothing outside the extension
 * can reach it) and the response cache (the client caches answers).
 */
export function createBuiltinApp(pg: PGlite, provider: EmbeddingProvider): Hono {
  const app = new Hono();
  app.route('/rest/v1', restApp(pg));
  app.route(
    '/functions/v1',
    semanticSearchApp({ provider, search: pgliteHybridSearch(pg) }),
  );
  app.notFound((c) =>
    c.json({ code: 'NOT_FOUND', message: `No endpoint at ${c.req.method} ${new URL(c.req.url).pathname}`, details: null, hint: null }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    console.error('Built-in catalogue:', error);
    return c.json({ code: 'PGRST000', message: `The built-in catalogue failed to answer: ${error.message}`, details: null, hint: 'Reload the extension.' }, 500);
  });
  return app;
}
