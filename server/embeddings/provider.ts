import { conversionVocabulary } from '../vocabulary/expand.ts';
import { contentWords } from './tokenize.ts';

/**
 * Where sentence vectors come from. Platform-neutral (Node and Deno): the local word-vector
 * model and an OpenAI-compatible endpoint both implement it.
 */
export interface EmbeddingProvider {
  /** Stored with every record embedding; a change of model re-embeds the catalogue. */
  readonly model: string;
  /** Maps raw cosine to the 0–1 similarity users pick thresholds on. */
  readonly calibration: Calibration;
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * How the model's raw cosines map to the 0–1 similarity (public.calibrated_similarity in SQL):
 * `floor` (the best match of an unrelated text) is 0, `ceiling` (a close paraphrase) is 0.8,
 * cosine 1 is 1, piecewise linear in between.
 */
export interface Calibration {
  floor: number;
  ceiling: number;
}

/** The text of a record that its embedding describes: what was tested and what was learned. */
export function recordEmbeddingText(r: {
  title: string;
  element_tested: string | null;
  key_insight: string | null;
  actionable_rule: string | null;
  psychological_principle: string | null;
  control_description: string | null;
  variation_description: string | null;
}): string {
  return [r.title, r.element_tested, r.variation_description, r.control_description, r.key_insight, r.actionable_rule, r.psychological_principle]
    .filter((s): s is string => Boolean(s))
    .join('. ');
}

export type EmbeddingPart = 'record' | 'title' | 'variation' | 'insight' | 'rule' | 'element';

export interface EmbeddingText {
  part: EmbeddingPart;
  /** What is embedded. */
  text: string;
  /** Content words of the record's own text for this part (the similarity compares it with the query's). */
  words: number;
}

/**
 * The texts embedded per record: the whole text (with the everyday paraphrases of the
 * vocabulary's concepts it names), and each short part that is not null. (The key insight is left
 * to the whole text: as a separate part it cost a fifth more work per query and found no more
 * paraphrases.)
 */
export function recordEmbeddingParts(r: Parameters<typeof recordEmbeddingText>[0], vocabulary = conversionVocabulary): EmbeddingText[] {
  const whole = recordEmbeddingText(r);
  const enrichment = vocabulary.enrichRecord(whole);
  const parts: [EmbeddingPart, string | null, string | null][] = [
    ['record', whole, enrichment ? `${whole}. ${enrichment}` : whole],
    ['title', bareTitle(r.title), bareTitle(r.title)],
    ['variation', r.variation_description, r.variation_description],
    ['rule', r.actionable_rule, r.actionable_rule],
    ['element', r.element_tested, r.element_tested],
  ];
  return parts
    .filter((p): p is [EmbeddingPart, string, string] => Boolean(p[1]))
    .map(([part, own, text]) => ({ part, text, words: contentWords(own).length }));
}

/**
 * What the stored embeddings record as their model: the provider's model and the vocabulary that
 * enriched the record texts, so that editing either re-embeds the catalogue at the next start.
 */
export function embeddingModelKey(provider: Pick<EmbeddingProvider, 'model'>, vocabulary = conversionVocabulary): string {
  return `${provider.model}+parts-v${EMBEDDING_PARTS_VERSION}+vocabulary-${vocabulary.fingerprint}`;
}

/** Bump when recordEmbeddingParts embeds other texts, so that stored embeddings are rebuilt. */
const EMBEDDING_PARTS_VERSION = 2;

/** A title without its trailing qualifier ("… (travel)", "… (product page)"): it names where the test ran, not what was tested. */
export function bareTitle(title: string): string {
  return title.replace(/\s*\([^()]*\)\s*$/, '') || title;
}

/** pgvector's text form of a vector. */
export function toVectorLiteral(v: number[]): string {
  return `[${v.map((x) => (Number.isFinite(x) ? Number(x.toFixed(6)) : 0)).join(',')}]`;
}
