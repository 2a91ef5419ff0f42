import * as z from 'zod/mini';
import { BUILTIN_CHANNEL } from './channel';
import { STATUS_PATH, WARM_PATH } from './paths';

export { BUILTIN_CHANNEL, STATUS_PATH, WARM_PATH };
export const BUILTIN_SCHEME = 'builtin://';
/** The base URL the client is given for the built-in catalogue; the version keys its cached answers. */
export const builtinBaseUrl = (version: string) => `${BUILTIN_SCHEME}catalogue-${version}`;

/** The panel's error when the built-in catalogue failed: what happened and what to do (never a service URL). */
export function builtinFailureMessage(detail: string, kind: 'failed' | 'timeout' = 'failed'): string {
  const what =
    kind === 'timeout'
      ? `The built-in demo catalogue did not answer in time (${detail.slice(0, 300)}): the computer may be very busy.`
      : `The built-in demo catalogue is not working, also after Uplift Lens reopened it by itself (${detail.slice(0, 300)}).`;
  return `${what} Press Retry to try again. If it keeps failing, reload Uplift Lens on the browser's extensions page, or choose another service in the options page.`;
}

export const WireRequestSchema = z.object({
  channel: z.literal(BUILTIN_CHANNEL),
  type: z.literal('builtin:fetch'),
  method: z.enum(['GET', 'POST']),
  /** Path and query, e.g. `/rest/v1/ab_tests?select=*`. */
  path: z.string().check(z.startsWith('/')),
  body: z.nullable(z.string()),
});
export type WireRequest = z.infer<typeof WireRequestSchema>;

export const WireResponseSchema = z.object({
  status: z.int(),
  contentType: z.nullable(z.string()),
  body: z.string(),
});
export type WireResponse = z.infer<typeof WireResponseSchema>;

/**
 * A `fetch` for the knowledge client that hands each request to `send` (the catalogue's host)
 * instead of the network. Only the path matters: the host serves one catalogue.
 */
export function builtinFetch(send: (request: WireRequest) => Promise<WireResponse>): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw new TypeError(`The built-in catalogue answers GET and POST, not ${method}`);
    const signal = init?.signal;
    signal?.throwIfAborted();
    const request: WireRequest = {
      channel: BUILTIN_CHANNEL,
      type: 'builtin:fetch',
      method,
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    const answer = await new Promise<WireResponse>((resolve, reject) => {
      const onAbort = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', onAbort, { once: true });
      send(request).then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort));
    });
    const parsed = WireResponseSchema.parse(answer);
    return new Response(parsed.body, { status: parsed.status, headers: parsed.contentType ? { 'content-type': parsed.contentType } : {} });
  };
}

/** Runs one wire request on the app (in the page that hosts the catalogue). */
export async function serveWire(app: { fetch(request: Request): Response | Promise<Response> }, request: WireRequest): Promise<WireResponse> {
  const response = await app.fetch(
    new Request(`http://builtin.invalid${request.path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: request.body,
    }),
  );
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
}
