import { Hono, type Context } from 'hono';
import { requireAnonKey } from '../../server/http/auth';
import { ApiError } from '../../server/http/errors';

export const FUNCTION_NAME = 'semantic-search';
const PREFIX = '/functions/v1';

// Hop-by-hop and encoding headers: fetch() has already decoded the body it hands on.
const DROPPED_REQUEST = ['host', 'connection', 'accept-encoding', 'content-length', 'transfer-encoding'];
const DROPPED_RESPONSE = ['connection', 'content-encoding', 'content-length', 'transfer-encoding', 'keep-alive'];

async function forward(c: Context, functionOrigin: string): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  for (const h of DROPPED_REQUEST) headers.delete(h);
  const method = c.req.method;
  let response: Response;
  try {
    response = await fetch(`${functionOrigin}${url.pathname.slice(PREFIX.length)}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer(),
      redirect: 'manual',
    });
  } catch (error) {
    throw new ApiError(503, 'EDGE_FUNCTION_UNAVAILABLE', `The edge function did not answer: ${(error as Error).message}`, null,
      'Check the serve:edge log: Deno may have stopped.');
  }
  const out = new Headers(response.headers);
  for (const h of DROPPED_RESPONSE) out.delete(h);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
}

/**
 * What Supabase's gateway does in front of an edge function, locally: it checks the anon key
 * (the same rules and answers as the local service), strips `/functions/v1` and hands the
 * request on. CORS preflights go to the function unchecked, as on Supabase: the function
 * answers CORS itself.
 */
export function localGateway({ functionOrigin, anonKey }: { functionOrigin: string; anonKey: string }): Hono {
  const app = new Hono();
  const path = `${PREFIX}/${FUNCTION_NAME}`;
  app.options(path, (c) => forward(c, functionOrigin));
  app.use(`${PREFIX}/*`, requireAnonKey(anonKey));
  app.all(path, (c) => forward(c, functionOrigin));
  app.all(`${PREFIX}/:name`, (c) => {
    throw new ApiError(404, 'NOT_FOUND', `Function ${c.req.param('name')} not found`, null, `The only function is ${FUNCTION_NAME}.`);
  });
  app.notFound((c) =>
    c.json({ code: 'NOT_FOUND', message: `No endpoint at ${c.req.method} ${new URL(c.req.url).pathname}`, details: null,
      hint: `The edge function lives at ${path}.` }, 404, { 'access-control-allow-origin': '*' }),
  );
  // The gateway's own refusals carry CORS too, so a browser client can read why.
  app.onError((error, c) => {
    const e = error instanceof ApiError ? error : new ApiError(500, 'PGRST000', 'The local gateway failed', null, 'Check the serve:edge log.');
    if (!(error instanceof ApiError)) process.stderr.write(`Gateway error: ${(error as Error).stack ?? String(error)}\n`);
    return c.json(e.body, e.status, { 'access-control-allow-origin': '*' });
  });
  return app;
}
