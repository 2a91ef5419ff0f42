import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { buildOnce, cacheDir } from '../cache-dir';
import { demoCatalogue, DEMO_CATALOGUE_VERSION, DEMO_IDEAS } from '../catalogue/demo-catalogue';
import { embeddingModelKey, type EmbeddingProvider } from '../embeddings/provider';
import { countRecords, embeddingsAreCurrent, refreshStatistics, replaceCatalogue, writeEmbeddings } from './catalogue-store';
import { lockDataDir } from './data-dir-lock';
import { migrate, readMigrations } from './migrations';

export interface Database {
  pg: PGlite;
  /** Writes every change to the data folder (so that it can be copied while open). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

export function pgDataPath(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

async function openPglite(path: string): Promise<PGlite> {
  const pg = new PGlite(path, { extensions: { vector } });
  await pg.waitReady;
  return pg;
}

/** A key for the prepared demo database: it changes with the SQL, the demo data or the model. */
function templateKey(provider: EmbeddingProvider): string {
  const hash = createHash('sha256');
  for (const m of readMigrations()) hash.update(m.name).update(m.sql);
  hash.update(JSON.stringify(DEMO_IDEAS)).update(String(DEMO_CATALOGUE_VERSION)).update(embeddingModelKey(provider));
  hash.update(readFileSync(new URL('../catalogue/demo-catalogue.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Seeds a fresh data dir by copying a prepared demo database (built once into `.cache/`). */
async function seedFromTemplate(target: string, provider: EmbeddingProvider): Promise<void> {
  const template = join(cacheDir(), `demo-db-${templateKey(provider)}`);
  await buildOnce(template, async (tmp) => {
    log('Preparing the demo database (once)…');
    const pg = await openPglite(tmp);
    try {
      await migrate(pg);
      await replaceCatalogue(pg, demoCatalogue(), provider);
    } finally {
      await pg.close();
    }
  }, { replaces: 'demo-db-' });
  cpSync(template, target, { recursive: true });
}

/**
 * Opens the catalogue database in `dataDir` for serving: applies new migrations, loads the demo
 * catalogue into an empty database, re-embeds records whose embeddings are missing or from
 * another model, then switches the session to the `anon` role so that every request runs
 * under the same grants and row-level security as on Supabase.
 */
export async function openDatabase(dataDir: string, provider: EmbeddingProvider, options: { role?: 'anon' | null } = {}): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const path = pgDataPath(dataDir);
    if (!existsSync(join(path, 'PG_VERSION'))) await seedFromTemplate(path, provider);
    const pg = await openPglite(path);
    await migrate(pg);
    if ((await countRecords(pg)) === 0) {
      log('The catalogue is empty: loading the demo catalogue.');
      await replaceCatalogue(pg, demoCatalogue(), provider);
    } else if (!(await embeddingsAreCurrent(pg, provider))) {
      log(`Embedding the catalogue with ${provider.model}…`);
      await pg.transaction((tx) => writeEmbeddings(tx, provider));
      await refreshStatistics(pg);
    }
    const role = options.role === undefined ? 'anon' : options.role;
    if (role) await pg.exec(`set role ${role}`);
    return {
      pg,
      async checkpoint() {
        // CHECKPOINT needs the superuser the session started as; then back to the serving role.
        await pg.exec(role ? `reset role; checkpoint; set role ${role}` : 'checkpoint');
      },
      async close() {
        try {
          await pg.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
