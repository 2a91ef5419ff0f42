/**
 * Prepares the built-in catalogue the extension ships: the demo database (every migration in
 * supabase/migrations applied, the demo catalogue and its embeddings loaded, by the server's own
 * code) dumped as a PGlite data-dir tarball, plus the word vectors the query embedder needs.
 * Cached under .cache/ by a key of everything it is made from; prints the folder as JSON.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOnce, cacheDir } from '../../server/cache-dir';
import { openDatabase } from '../../server/db/open-database';
import { countRecords } from '../../server/db/catalogue-store';
import { MIGRATIONS_DIR } from '../../server/db/migrations';
import { wordVectorProvider } from '../../server/embeddings/word-vector-provider';
import { loadWordVectors, WORD_VECTORS_FILE } from '../../server/embeddings/word-vectors-cache';
import { BUILTIN_FILES, BuiltinManifestSchema, type BuiltinManifest } from '../../lib/builtin/manifest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the catalogue's data and SQL come from; folders that do not exist are skipped, so moves flow in. */
const SOURCES = [MIGRATIONS_DIR, join(ROOT, 'scripts', 'catalogue'), join(ROOT, 'server', 'catalogue'), join(ROOT, 'server', 'db'), join(ROOT, 'server', 'embeddings')];

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
      try {
        const records = await countRecords(db.pg);
        const dump = await db.pg.dumpDataDir('gzip');
        writeFileSync(join(tmp, BUILTIN_FILES.database), new Uint8Array(await dump.arrayBuffer()));
        copyFileSync(join(cacheDir(), WORD_VECTORS_FILE), join(tmp, BUILTIN_FILES.wordVectors));
        const manifest: BuiltinManifest = BuiltinManifestSchema.parse({ version, model: provider.model, calibration: provider.calibration, records });
        writeFileSync(join(tmp, BUILTIN_FILES.manifest), JSON.stringify(manifest));
      } finally {
        await db.close();
      }
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
