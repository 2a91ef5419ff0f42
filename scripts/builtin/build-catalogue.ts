/**
 * Prepares the built-in catalogue the extension ships: the demo database (every migration in
 * supabase/migrations applied, the demo catalogue and its embeddings loaded, by the server's own
 * code), shut down cleanly and packed as a PGlite data-dir tarball, plus the word vectors the
 * query embedder needs.
 * Cached under .cache/ by a key of everything it is made from; prints the folder as JSON.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildOnce, cacheDir } from '../../server/cache-dir';
import { openDatabase, pgDataPath } from '../../server/db/open-database';
import { countRecords } from '../../server/db/catalogue-store';
import { MIGRATIONS_DIR } from '../../server/db/migrations';
import { wordVectorProvider } from '../../server/embeddings/word-vector-provider';
import { loadWordVectors, WORD_VECTORS_FILE } from '../../server/embeddings/word-vectors-cache';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { z } from 'zod';
import { blankUnusedWalInTar, walBytesRead } from './blank-unused-wal';
import { DB_SHUTDOWNED, readControlFile, shutdownCheckpointWal, tarDirectory } from './pack-data-dir';
import { BUILTIN_FILES, BuiltinManifestSchema, type BuiltinManifest } from '../../lib/builtin/manifest';
import { CATALOGUE_START_PARAMS } from '../../builtin/open-catalogue';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the catalogue's data and SQL come from; folders that do not exist are skipped, so moves flow in. */
const SOURCES = [MIGRATIONS_DIR, join(ROOT, 'scripts', 'catalogue'), join(ROOT, 'scripts', 'builtin'), join(ROOT, 'server', 'catalogue'), join(ROOT, 'server', 'db'), join(ROOT, 'server', 'embeddings')];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/** Changes with the SQL, the catalogue, the embedder and PGlite: a new key is a new catalogue version. */
export function catalogueKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  hash.update(WORD_VECTORS_FILE);
  hash.update(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return hash.digest('hex').slice(0, 12);
}

/** The Postgres WAL segment size of the open cluster, in bytes. */
async function walSegmentBytes(pg: PGlite): Promise<number> {
  const row = z.object({ setting: z.coerce.number().int().positive() }).parse((await pg.query(`select setting from pg_settings where name = 'wal_segment_size'`)).rows[0]);
  return row.setting;
}

/** Opens a packed data folder as the extension does (its Postgres settings too) and counts its records. */
async function opensWith(tgz: Uint8Array<ArrayBuffer>, records: number): Promise<boolean> {
  try {
    const check = await PGlite.create({ loadDataDir: new Blob([tgz], { type: 'application/x-gzip' }), extensions: { vector }, startParams: CATALOGUE_START_PARAMS });
    try {
      return (await countRecords(check)) === records;
    } finally {
      await check.close();
    }
  } catch (error) {
    process.stderr.write(`A packed built-in catalogue did not open: ${error instanceof Error ? error.message : String(error)}\n`);
    return false;
  }
}

/**
 * The data folder of a cleanly shut-down cluster, packed as a PGlite data-dir tarball (gzip), so
 * that a start in the extension does the least work: no crash recovery (and so no end-of-recovery
 * checkpoint, and the relation-cache init files the build's last session wrote stay valid), no
 * template databases (nothing connects to them: half the data files), and of the WAL only what a
 * start reads: the segment of the shutdown checkpoint record (the WAL was switched to a new one
 * just before it, so the record is at its start), cut after that record's page, any pages before
 * it zeroed. PGlite's in-memory file system grows the file when Postgres writes more WAL, as it
 * does for a new segment. `lean` is that; `whole` packs the folder as it is (every WAL segment),
 * only wanted when the lean one does not open.
 */
function packShutDownCluster(pgdata: string, segmentBytes: number): { lean: Uint8Array; whole: () => Uint8Array } {
  const control = readControlFile(pgdata);
  if (control.state !== DB_SHUTDOWNED) throw new Error(`The built-in catalogue's cluster was not shut down cleanly (pg_control state ${control.state})`);
  const live = shutdownCheckpointWal(control, segmentBytes);
  const segment = (path: string) => /^pg_wal\/[0-9A-F]{24}$/.test(path);
  const skip = (path: string) => path === 'postmaster.pid';
  const lean = tarDirectory(
    pgdata,
    (path) => skip(path) || (segment(path) && path !== `pg_wal/${live.segment}`),
    (path, data) => (segment(path) ? data.subarray(0, Math.min(walBytesRead(live), data.length)) : data),
  );
  blankUnusedWalInTar(lean, live);
  return { lean, whole: () => tarDirectory(pgdata, skip) };
}

export async function buildBuiltinCatalogue(): Promise<string> {
  const version = catalogueKey();
  const target = join(cacheDir(), `builtin-${version}`);
  await buildOnce(target, async (tmp) => {
    process.stderr.write('Preparing the built-in catalogue for the extension (once)…\n');
    mkdirSync(tmp, { recursive: true });
    const table = await loadWordVectors();
    const provider = wordVectorProvider(table);
    const dataDir = mkdtempSync(join(tmpdir(), 'uplift-builtin-'));
    try {
      const db = await openDatabase(dataDir, provider, { role: null });
      let records: number;
      let segmentBytes: number;
      try {
        records = await countRecords(db.pg);
        segmentBytes = await walSegmentBytes(db.pg);
        // Nothing connects to the template databases (CREATE DATABASE never runs in the extension).
        for (const name of ['template0', 'template1']) {
          await db.pg.exec(`alter database ${name} is_template false`);
          await db.pg.exec(`drop database ${name}`);
        }
        // A new WAL segment, so that the shutdown checkpoint record is at its start.
        await db.pg.query('select pg_switch_wal()');
      } finally {
        // A clean shutdown: the shutdown checkpoint writes everything to the data files.
        await db.close();
      }
      const tars = packShutDownCluster(pgDataPath(dataDir), segmentBytes);
      const gzip = (tar: Uint8Array) => new Uint8Array(gzipSync(tar, { level: 9 }));
      let packed = gzip(tars.lean);
      if (!(await opensWith(packed, records))) {
        packed = gzip(tars.whole());
        if (!(await opensWith(packed, records))) throw new Error('The packed built-in catalogue does not open: see the errors above');
        process.stderr.write('The built-in catalogue without its unused WAL did not open; packing its folder whole.\n');
      }
      writeFileSync(join(tmp, BUILTIN_FILES.database), packed);
      copyFileSync(join(cacheDir(), WORD_VECTORS_FILE), join(tmp, BUILTIN_FILES.wordVectors));
      const manifest: BuiltinManifest = BuiltinManifestSchema.parse({ version, model: provider.model, calibration: provider.calibration, records });
      writeFileSync(join(tmp, BUILTIN_FILES.manifest), JSON.stringify(manifest));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, { replaces: 'builtin-' });
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildBuiltinCatalogue();
  process.stdout.write(`${JSON.stringify({ dir })}\n`);
}
