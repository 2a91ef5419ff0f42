import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Hono } from 'hono';
import { wordVectorProvider } from '../server/embeddings/word-vector-provider';
import { decodeWordVectors } from '../server/embeddings/word-vectors-file';
import { createBuiltinApp } from './builtin-app';
import type { CatalogueFiles } from './catalogue-files';
import { BuiltinManifestSchema, type BuiltinManifest } from '../lib/builtin/manifest';
import { markOnce } from '../lib/builtin/timeline';
import { recordEvent } from '../lib/builtin/diagnostics';

export interface OpenCatalogue {
  manifest: BuiltinManifest;
  app: Hono;
  pg: PGlite;
  /** Where the opening time went, in ms (for `bench:extension`). */
  startup: StartupTimings;
  close(): Promise<void>;
}

export interface StartupTimings {
  /** From the hosting page's start to the opening (loading the page and the database's code). */
  pageMs: number;
  /** Fetching the files (and compiling PGlite's WebAssembly, when it was fetched with them). */
  fetchMs: number;
  wordVectorsMs: number;
  databaseMs: number;
  roleMs: number;
  /** One search run once the catalogue has opened, after any queries that were waiting (the host ranks it last), so that a first query finds warm caches; null until it has run. */
  primeMs: number | null;
  totalMs: number;
}

/**
 * Postgres settings for the catalogue (15 MB of data files, one session): 16 MB of shared buffers
 * instead of 128 MB and 5 connection slots instead of 100 make the shared memory Postgres sets up
 * at every start 21 MB instead of 145 MB (PGlite.create in Node: about 120 ms less CPU), and the
 * WebAssembly heap 128 MB (PGlite's least) instead of 189 MB.
 */
export const CATALOGUE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

/**
 * Loads the catalogue packed in the extension: a fresh in-memory PGlite from the build's data-dir
 * tarball every time, so a new extension version never meets an older catalogue. `files`: its
 * fetches, under way (see catalogue-files.ts).
 */
export async function openCatalogue(files: CatalogueFiles): Promise<OpenCatalogue> {
  const t0 = performance.now();
  markOnce('offscreen:open-start');
  const [manifestJson, dump, vectors, pglite] = await step('reading its files', () => Promise.all([files.manifest, files.database, files.wordVectors, files.pglite]));
  const manifest = await step('reading its manifest', async () => BuiltinManifestSchema.parse(manifestJson));
  const t1 = performance.now();
  recordEvent('worker', 'files fetched', { ms: Math.round(t1 - t0), databaseBytes: dump.size, wordVectorBytes: vectors.byteLength, pgliteCompiled: Boolean(pglite) });
  markOnce('offscreen:files-fetched');
  const provider = wordVectorProvider(decodeWordVectors(new Uint8Array(vectors)));
  if (provider.model !== manifest.model) {
    throw new Error(`The packed catalogue was embedded with ${manifest.model} but the extension embeds queries with ${provider.model}; rebuild the extension`);
  }
  const t2 = performance.now();
  const pg = await step('starting the database (PGlite) from the packed dump', () =>
    PGlite.create({
      loadDataDir: dump,
      extensions: { vector },
      relaxedDurability: true,
      startParams: CATALOGUE_START_PARAMS,
      ...(pglite && { pgliteWasmModule: pglite.wasmModule, fsBundle: pglite.fsBundle }),
    }),
  );
  const t3 = performance.now();
  markOnce('offscreen:pglite-created');
  recordEvent('worker', 'PGlite created', { ms: Math.round(t3 - t2), ready: pg.ready, closed: pg.closed });
  // The same grants and row-level security as every other service.
  await step('setting its role', () => pg.exec('set role anon')).catch(async (error: unknown) => {
    await pg.close().catch(() => {});
    throw error;
  });
  const t4 = performance.now();
  const app = createBuiltinApp(pg, provider);
  markOnce('offscreen:open-done');
  const startup: StartupTimings = { pageMs: t0, fetchMs: t1 - t0, wordVectorsMs: t2 - t1, databaseMs: t3 - t2, roleMs: t4 - t3, primeMs: null, totalMs: t4 - t0 };
  return { manifest, app, pg, startup, close: () => pg.close() };
}

/** Runs one step of the opening; its failure says which step it was. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** One search through the routes, so that the first query's caches are warm (see StartupTimings.primeMs). */
export async function primeCatalogue(catalogue: OpenCatalogue): Promise<void> {
  const t = performance.now();
  await catalogue.app.request('/functions/v1/semantic-search', { method: 'POST', body: JSON.stringify({ query: 'call to action button', max_results: 1, threshold: 0 }) });
  catalogue.startup.primeMs = performance.now() - t;
  markOnce('offscreen:primed');
}
