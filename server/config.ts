import { z } from 'zod';
import { DEFAULT_ANON_KEY, DEFAULT_HOST, DEFAULT_PORT } from '../lib/knowledge/defaults';

export const DEFAULTS = {
  host: DEFAULT_HOST,
  port: DEFAULT_PORT,
  anonKey: DEFAULT_ANON_KEY,
  dataDir: '.data/',
  rateLimitPerMinute: 6000,
  responseCacheMb: 32,
  searchWorkers: 2,
} as const;

/** The environment of `npm run serve`, checked so that a typo is a clear message, not a crash. */
export const ServeEnvSchema = z.object({
  HOST: z.string().min(1, 'HOST must not be empty').default(DEFAULTS.host),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535 (0 picks a free port)')
    .max(65535, 'PORT must be between 0 and 65535 (0 picks a free port)')
    .default(DEFAULTS.port),
  ANON_KEY: z.string().min(8, 'ANON_KEY must be at least 8 characters').default(DEFAULTS.anonKey),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default(DEFAULTS.dataDir),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'RATE_LIMIT_PER_MINUTE must be a number' })
    .int('RATE_LIMIT_PER_MINUTE must be a whole number')
    .min(1, 'RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(DEFAULTS.rateLimitPerMinute),
  RESPONSE_CACHE_MB: z.coerce
    .number({ error: 'RESPONSE_CACHE_MB must be a number' })
    .min(0, 'RESPONSE_CACHE_MB must be 0 (off) or more')
    .default(DEFAULTS.responseCacheMb),
  SEARCH_WORKERS: z.coerce
    .number({ error: 'SEARCH_WORKERS must be a number' })
    .int('SEARCH_WORKERS must be a whole number')
    .min(0, 'SEARCH_WORKERS must be between 0 (searches on the one database) and 16')
    .max(16, 'SEARCH_WORKERS must be between 0 (searches on the one database) and 16')
    .default(DEFAULTS.searchWorkers),
});
export type ServeEnv = z.infer<typeof ServeEnvSchema>;

export function parseServeEnv(env: Record<string, string | undefined>): ServeEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ServeEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
