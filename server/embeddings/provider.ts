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

/** Raw cosine at or below `floor` is similarity 0 (unrelated); at or above `ceiling` it is 1. */
export interface Calibration {
  floor: number;
  ceiling: number;
}

export function calibrate(cosine: number, { floor, ceiling }: Calibration): number {
  const s = (cosine - floor) / (ceiling - floor);
  return Math.min(1, Math.max(0, Math.round(s * 10_000) / 10_000));
}

/** The raw cosine a calibrated threshold stands for (threshold 0 lets everything through). */
export function rawThreshold(threshold: number, { floor, ceiling }: Calibration): number {
  return threshold <= 0 ? -1 : floor + threshold * (ceiling - floor) - 1e-9;
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

/**
 * The texts embedded per record: the whole text, and each short part that is not null. (The key
 * insight is left to the whole text: as a separate part it cost a fifth more work per query and
 * found no more paraphrases.)
 */
export function recordEmbeddingParts(r: Parameters<typeof recordEmbeddingText>[0]): { part: EmbeddingPart; text: string }[] {
  const parts: [EmbeddingPart, string | null][] = [
    ['record', recordEmbeddingText(r)],
    ['title', r.title],
    ['variation', r.variation_description],
    ['rule', r.actionable_rule],
    ['element', r.element_tested],
  ];
  return parts.filter((p): p is [EmbeddingPart, string] => Boolean(p[1])).map(([part, text]) => ({ part, text }));
}

/** pgvector's text form of a vector. */
export function toVectorLiteral(v: number[]): string {
  return `[${v.map((x) => (Number.isFinite(x) ? Number(x.toFixed(6)) : 0)).join(',')}]`;
}
