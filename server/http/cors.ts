import { cors } from 'hono/cors';

/** CORS for browser clients (the extension, supabase-js in a page); shared with the edge function. */
export const corsMiddleware = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['apikey', 'authorization', 'content-type', 'prefer', 'range', 'x-client-info', 'accept', 'accept-profile', 'content-profile', 'range-unit'],
    exposeHeaders: ['Content-Range', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
    maxAge: 86_400,
  });
