import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per client. A client over the limit gets 429 with `Retry-After`
 * (seconds until its window ends).
 */
export function rateLimit(limitPerMinute: number, clientOf: (c: Context) => string): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = Date.now();
    const client = clientOf(c);
    let window = windows.get(client);
    if (!window || now - window.start >= WINDOW_MS) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
      }
      window = { start: now, count: 0 };
      windows.set(client, window);
    }
    window.count++;
    const resetSeconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    c.header('RateLimit-Limit', String(limitPerMinute));
    c.header('RateLimit-Remaining', String(Math.max(0, limitPerMinute - window.count)));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (window.count > limitPerMinute) {
      c.header('Retry-After', String(resetSeconds));
      throw new ApiError(429, 'PGRST429', `Rate limit exceeded: at most ${limitPerMinute} requests per minute per client`, null,
        `Wait ${resetSeconds} s before retrying (see Retry-After).`);
    }
    await next();
  };
}
