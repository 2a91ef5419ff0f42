import { contentWords } from '../embeddings/tokenize.ts';
import { CONVERSION_VOCABULARY } from './conversion-vocabulary.ts';
import type { VocabularyConcept } from './vocabulary-schema.ts';

/**
 * A crude stem, so that "options"/"option" and "deciding"/"decides" do not need two entries each.
 * "-es" is cut only after ss, x, zz, ch and sh ("boxes" → "box"); otherwise only the "s" goes, so
 * that "images"/"image" and "prices"/"price" meet.
 */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  for (const suffix of ['ing', 'ies', 'ed', 'es', 's', 'ly']) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    if (suffix === 'ies') return `${w.slice(0, -3)}y`;
    if (suffix === 'es' && !/(?:ss|x|zz|ch|sh)es$/.test(w)) return w.slice(0, -1);
    return w.slice(0, -suffix.length);
  }
  return w;
}

/**
 * Fixed expressions made only of stop words (or whose other word alone is too common), joined
 * into one token before the stop words are dropped: "before and after" would otherwise leave
 * nothing, "how it works" only "works".
 */
const FIXED_EXPRESSIONS: [RegExp, string][] = [
  [/\bbefore[\s-]*(?:and|&|\/|or|vs\.?)?[\s-]*after\b/g, ' beforeafter '],
  [/\bhow[\s-]+(?:it|this|that)[\s-]+works\b/g, ' howitworks '],
  [/\babout[\s-]+us\b/g, ' aboutus '],
];

/** The stems a phrase or text is matched on: fixed expressions joined, stop words dropped, each word stemmed. */
export const stemsOf = (text: string): string[] => {
  let t = text.toLowerCase();
  for (const [pattern, token] of FIXED_EXPRESSIONS) t = t.replace(pattern, token);
  return contentWords(t).map(stem);
};

/** Bump when stem() changes, so that the fingerprint (and the stored embeddings) follow. */
const STEM_VERSION = 2;

interface CompiledConcept {
  concept: VocabularyConcept;
  /** Each phrase as its stems; a text mentions the phrase when it holds every stem. */
  termPhrases: string[][];
  paraphrasePhrases: string[][];
}

function compile(vocabulary: VocabularyConcept[]): CompiledConcept[] {
  const phrases = (list: string[]) => list.map(stemsOf).filter((p) => p.length > 0);
  return vocabulary.map((concept) => ({ concept, termPhrases: phrases(concept.terms), paraphrasePhrases: phrases(concept.paraphrases) }));
}

const mentions = (textStems: Set<string>, phrases: string[][]) => phrases.some((p) => p.every((s) => textStems.has(s)));

export class ConversionVocabulary {
  private readonly compiled: CompiledConcept[];
  /** Changes whenever the vocabulary or the stemming does (FNV-1a of its JSON and STEM_VERSION). */
  readonly fingerprint: string;

  constructor(vocabulary: VocabularyConcept[] = CONVERSION_VOCABULARY) {
    this.compiled = compile(vocabulary);
    let hash = 0x811c9dc5;
    for (const ch of `${STEM_VERSION}${JSON.stringify(vocabulary)}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    this.fingerprint = hash.toString(16).padStart(8, '0');
  }

  /** The concepts a text names, by a term or an everyday paraphrase. */
  conceptsIn(text: string): VocabularyConcept[] {
    const textStems = new Set(stemsOf(text));
    return this.compiled.filter((c) => mentions(textStems, c.paraphrasePhrases) || mentions(textStems, c.termPhrases)).map((c) => c.concept);
  }

  /** The catalogue terms to add to a question: those of the concepts it names ('' when none). */
  expandQuery(query: string): string {
    return unique(this.conceptsIn(query).flatMap((c) => c.terms)).join('. ');
  }

  /** The everyday words to add to a record's whole-text vector: those of the concepts its catalogue terms name. */
  enrichRecord(text: string): string {
    const textStems = new Set(stemsOf(text));
    return unique(this.compiled.filter((c) => mentions(textStems, c.termPhrases)).flatMap((c) => c.concept.paraphrases)).join('. ');
  }
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

export const conversionVocabulary = new ConversionVocabulary();
