import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app';
import { DEFAULTS } from './config';
import { openDatabase, pgDataPath, type Database } from './db/open-database';
import type { EmbeddingProvider } from './embeddings/provider';
import { providerFromEnv } from './embeddings/provider-from-env';
import { replicasPath } from './search-workers/replica';
import { SearchPool } from './search-workers/search-pool';
import { pgliteHybridSearch } from './semantic/pglite-hybrid-search';

export interface StartOptions {
  host?: string;
  port?: number;
  anonKey?: string;
  dataDir?: string;
  rateLimitPerMinute?: number;
  /** Memory for cached answers in MiB (default 32); 0 turns the cache off. */
  responseCacheMb?: number;
  /** Defaults to the provider the EMBEDDINGS_* environment selects (local word vectors). */
  provider?: EmbeddingProvider;
  /** Worker threads answering semantic search on copies of the catalogue (default 0: the one database answers everything). */
  searchWorkers?: number;
}

export interface RunningServer {
  baseUrl: string;
  anonKey: string;
  close(): Promise<void>;
}

/**
 * Semantic search on `workers` copies of the catalogue in worker threads. They open after the
 * server is ready (the primary answers searches until then); the log says when.
 */
async function startSearchPool(db: Database, dataDir: string, workers: number): Promise<SearchPool> {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  await db.checkpoint();
  const started = Date.now();
  const pool = new SearchPool({ workers, source: pgDataPath(dataDir), replicas: replicasPath(dataDir), primary: pgliteHybridSearch(db.pg), log });
  void pool.opened.then((open) => log(`Search workers: ${open} of ${workers} open (${Date.now() - started} ms).`));
  return pool;
}

/** Starts the knowledge service in this process; resolves once it accepts requests. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULTS.host;
  const anonKey = options.anonKey ?? DEFAULTS.anonKey;
  const dataDir = resolve(options.dataDir ?? DEFAULTS.dataDir);
  const provider = options.provider ?? (await providerFromEnv());
  const db = await openDatabase(dataDir, provider);
  const workers = options.searchWorkers ?? 0;
  let pool: SearchPool | null = null;
  const closeData = async () => {
    await pool?.close();
    await db.close();
  };
  try {
    pool = workers > 0 ? await startSearchPool(db, dataDir, workers) : null;
    const app = createApp({
      pg: db.pg,
      search: pool?.search,
      provider,
      anonKey,
      rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULTS.rateLimitPerMinute,
      clientOf: (c) => getConnInfo(c).remote.address ?? 'unknown',
      responseCacheBytes: (options.responseCacheMb ?? DEFAULTS.responseCacheMb) * 1024 * 1024,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolveListening, reject) => {
      const s = serve({ fetch: app.fetch, hostname: host, port: options.port ?? DEFAULTS.port }, () => resolveListening(s));
      s.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      baseUrl: `http://${urlHost}:${port}`,
      anonKey,
      async close() {
        await new Promise<void>((r) => {
          server.close(() => r());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await closeData();
      },
    };
  } catch (error) {
    await closeData();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`Port ${options.port} on ${host} is already in use. Stop what uses it or set PORT (0 picks a free port).`);
    throw error;
  }
}
