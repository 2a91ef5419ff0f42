import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Supabase's gateway rules: the key in the `apikey` header (or `apikey` query parameter);
 * an `Authorization: Bearer` header, when sent, must carry the same key.
 */
export function requireAnonKey(anonKey: string): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      throw new ApiError(401, 'PGRST301', 'No API key found in request', null,
        'Send the anon key in the apikey header (or the apikey query parameter).');
    }
    if (!sameKey(key, anonKey)) {
      throw new ApiError(401, 'PGRST301', 'Invalid API key', null, 'Check the anon key: the server prints it at start as "anon_key: …".');
    }
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
      if (!match || !sameKey(match[1]!, anonKey)) {
        throw new ApiError(401, 'PGRST301', 'The Authorization header does not carry the API key', null,
          'Send "Authorization: Bearer <anon key>" with the same key as apikey, or leave the header out.');
      }
    }
    await next();
  };
}
