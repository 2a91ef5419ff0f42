import type { EmbeddingProvider } from './provider.ts';
import { SifEmbedder } from './sif-embedder.ts';
import type { WordVectorTable } from './word-vectors-file.ts';

/**
 * The offline model: SIF-weighted wink GloVe vectors. Calibration measured on the demo catalogue
 * with match_ab_tests' score (mean of whole-text and best-part cosine): an unrelated query
 * averages 0.0–0.2 and its best match reaches 0.35–0.5, while close paraphrases reach 0.5–0.65
 * and near-identical wording 0.85+ (see the README's similarity scale).
 */
export function wordVectorProvider(table: WordVectorTable): EmbeddingProvider {
  const embedder = new SifEmbedder(table);
  return {
    model: 'wink-sg-100d-sif-v5',
    calibration: { floor: 0.3, ceiling: 0.8 },
    embed: (texts) => Promise.resolve(texts.map((t) => embedder.embed(t))),
  };
}
