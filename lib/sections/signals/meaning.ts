import type { BlockFeatures } from '../features';
import type { SectionLabel } from '../labels';
import LEXICON from '../model/lexicon.json';
import { LEXICON_LABELS, type Lexicon, type LexiconLabel } from './lexicon-types';
import type { Signal } from './types';

/**
 * What the words of a block's headings mean, read through a small lexicon derived at build time from
 * offline word vectors (scripts/build-section-lexicon.ts): "Hear from our happy customers" reads as
 * trust though no heading rule lists those words. Nothing is sent anywhere; the vectors never ship.
 */

/** word -> weight (0–1) per lexicon label, in LEXICON_LABELS order. */
export function parseLexicon(lexicon: Lexicon): Map<string, Float32Array> {
  const words = new Map<string, Float32Array>();
  LEXICON_LABELS.forEach((label, k) => {
    for (const entry of (lexicon[label] ?? '').split(' ')) {
      const [word, weight] = entry.split(':');
      if (!word || !weight) continue;
      let row = words.get(word);
      if (!row) words.set(word, (row = new Float32Array(LEXICON_LABELS.length)));
      row[k] = Number(weight) / 9;
    }
  });
  return words;
}

let parsed: Map<string, Float32Array> | undefined;
const shipped = () => (parsed ??= parseLexicon(LEXICON as Lexicon));

const WORD = /\p{L}{3,}/gu;

/**
 * How much some texts read as each label: the mean weight of their words of three letters or more
 * (words the lexicon does not hold count as 0, so one loose word in a long title weighs little).
 */
export function readingOf(texts: readonly string[], words: Map<string, Float32Array> = shipped()): Float32Array {
  const sum = new Float32Array(LEXICON_LABELS.length);
  let n = 0;
  for (const text of texts) {
    for (const token of text.toLowerCase().match(WORD) ?? []) {
      n++;
      const row = words.get(token);
      if (row) for (let k = 0; k < sum.length; k++) sum[k]! += row[k]!;
    }
  }
  if (n > 0) for (let k = 0; k < sum.length; k++) sum[k]! /= n;
  return sum;
}

/** A heading counts once its words average this much of a label's closest words (chosen by leave-one-author-out). */
export const MEANING_THRESHOLD = 0.3;

const memo = new WeakMap<BlockFeatures, Float32Array>();
function headingReading(f: BlockFeatures): Float32Array {
  let r = memo.get(f);
  if (!r) memo.set(f, (r = readingOf(f.headings.slice(0, 2))));
  return r;
}

function headingMeaning(label: LexiconLabel, k: number): Signal {
  return (f) => {
    const score = headingReading(f)[k]!;
    if (score < MEANING_THRESHOLD) return null;
    // Strength 0.6–2: how much of the heading reads so.
    return { label, weight: Math.round(score * 200) / 100, reason: `heading "${f.headings[0]!.slice(0, 40)}"` };
  };
}

/** Per label, its meaning signal, named `<label>HeadingMeaning`. */
export const meaningSignals: Array<[SectionLabel, Record<string, Signal>]> = LEXICON_LABELS.map((label, k) => [
  label,
  { [`${label}HeadingMeaning`]: headingMeaning(label, k) },
]);
