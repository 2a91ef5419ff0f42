/**
 * `npm run serve:edge`: the Supabase edge function (supabase/functions/semantic-search) under
 * Deno, behind a local stand-in for Supabase's gateway at /functions/v1, against a running
 * knowledge service (`npm run serve`) or a Supabase project (SUPABASE_URL, SUPABASE_ANON_KEY).
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../lib/knowledge/defaults';
import { cacheDir } from '../server/cache-dir';
import { loadWordVectors, WORD_VECTORS_FILE } from '../server/embeddings/word-vectors-cache';
import { startDenoFunction } from './edge/deno-function';
import { localGateway } from './edge/local-gateway';

const EnvSchema = z.object({
  SUPABASE_URL: z.url({ error: 'SUPABASE_URL must be a URL such as http://127.0.0.1:54321' }).default(DEFAULT_BASE_URL),
  SUPABASE_ANON_KEY: z.string().min(1, 'SUPABASE_ANON_KEY must not be empty').default(DEFAULT_ANON_KEY),
  EDGE_PORT: z.coerce.number({ error: 'EDGE_PORT must be a number' }).int('EDGE_PORT must be a whole number')
    .min(0, 'EDGE_PORT must be between 0 and 65535 (0 picks a free port)').max(65535, 'EDGE_PORT must be between 0 and 65535 (0 picks a free port)')
    .default(0),
});

async function main(): Promise<void> {
  const parsed = EnvSchema.safeParse({
    SUPABASE_URL: process.env.SUPABASE_URL || undefined,
    SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY || undefined,
    EDGE_PORT: process.env.EDGE_PORT || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const env = parsed.data;

  // The function embeds queries with these word vectors (the deployed function reads a copy beside index.ts).
  await loadWordVectors();
  const wordVectors = join(cacheDir(), WORD_VECTORS_FILE);
  const deno = await startDenoFunction(
    { SUPABASE_URL: env.SUPABASE_URL, SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY },
    join(cacheDir(), 'deno'),
    wordVectors,
  );
  const app = localGateway({ functionOrigin: deno.origin, anonKey: env.SUPABASE_ANON_KEY });
  const server = await new Promise<ReturnType<typeof serve>>((listening, fail) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: env.EDGE_PORT }, () => listening(s));
    s.once('error', (error: NodeJS.ErrnoException) => {
      fail(error.code === 'EADDRINUSE' ? new Error(`Port ${env.EDGE_PORT} is already in use. Set EDGE_PORT to another port (0 picks a free one).`) : error);
    });
  }).catch(async (error: unknown) => {
    await deno.stop();
    throw error;
  });
  const { port } = server.address() as AddressInfo;

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await deno.stop();
    process.exit(code);
  };
  deno.child.once('exit', (code) => {
    if (stopping) return;
    process.stderr.write(`Deno stopped (code ${code}); the edge function no longer answers. See the log above.\n`);
    void stop(1);
  });
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  process.stderr.write(`Edge function under Deno, calling ${env.SUPABASE_URL}/rest/v1/rpc/hybrid_search\n`);
  process.stdout.write(`functions_url: http://127.0.0.1:${port}/functions/v1\n`);
  process.stdout.write(`anon_key: ${env.SUPABASE_ANON_KEY}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`serve:edge failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
