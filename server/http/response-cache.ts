import type { MiddlewareHandler } from 'hono';

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
}

const KEPT_HEADERS = ['content-type', 'content-range'];
const VARY_HEADERS = ['accept', 'prefer', 'range'];

/**
 * Caches successful answers in memory (LRU, bounded in bytes). Exact, not approximate: the
 * catalogue cannot change while the server runs (it reads as `anon`, and an import needs the
 * DATA_DIR lock this server holds). Runs after auth and rate limiting, so those always apply.
 */
export function responseCache(maxBytes: number): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  return async (c, next) => {
    if (maxBytes <= 0 || (c.req.method !== 'GET' && c.req.method !== 'POST')) return next();
    const url = new URL(c.req.url);
    url.searchParams.delete('apikey');
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    const key = [c.req.method, url.pathname, url.searchParams.toString(), ...VARY_HEADERS.map((h) => c.req.header(h) ?? ''), body].join('\u0000');
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit); // most recently used last
      c.header('X-Cache', 'hit');
      for (const [name, value] of hit.headers) c.header(name, value);
      return c.body(hit.body, hit.status as 200);
    }
    await next();
    const response = c.res;
    if (response.status < 200 || response.status >= 300) return;
    const text = await response.clone().text();
    const size = text.length + key.length;
    if (size > maxBytes / 4) return;
    const headers = KEPT_HEADERS.flatMap((h): [string, string][] => {
      const v = response.headers.get(h);
      return v === null ? [] : [[h, v]];
    });
    entries.set(key, { status: response.status, headers, body: text });
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.body.length + oldKey.length;
    }
    c.res.headers.set('X-Cache', 'miss');
  };
}
