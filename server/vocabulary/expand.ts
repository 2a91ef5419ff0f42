import { contentWords } from '../embeddings/tokenize.ts';
import { CONVERSION_VOCABULARY } from './conversion-vocabulary.ts';
import type { VocabularyConcept } from './vocabulary-schema.ts';

/** A crude stem, so that "options"/"option" and "stolen"/"steal" do not need two entries each. */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  for (const suffix of ['ing', 'ies', 'ed', 'es', 's', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) return suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
  }
  return w;
}

const stems = (text: string) => contentWords(text).map(stem);

interface CompiledConcept {
  concept: VocabularyConcept;
  /** Each phrase as its stems; a text mentions the phrase when it holds every stem. */
  termPhrases: string[][];
  paraphrasePhrases: string[][];
}

function compile(vocabulary: VocabularyConcept[]): CompiledConcept[] {
  const phrases = (list: string[]) => list.map(stems).filter((p) => p.length > 0);
  return vocabulary.map((concept) => ({ concept, termPhrases: phrases(concept.terms), paraphrasePhrases: phrases(concept.paraphrases) }));
}

const mentions = (textStems: Set<string>, phrases: string[][]) => phrases.some((p) => p.every((s) => textStems.has(s)));

export class ConversionVocabulary {
  private readonly compiled: CompiledConcept[];
  /** Changes whenever the vocabulary does (FNV-1a of its JSON). */
  readonly fingerprint: string;

  constructor(vocabulary: VocabularyConcept[] = CONVERSION_VOCABULARY) {
    this.compiled = compile(vocabulary);
    let hash = 0x811c9dc5;
    for (const ch of JSON.stringify(vocabulary)) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    this.fingerprint = hash.toString(16).padStart(8, '0');
  }

  /** The concepts a text names, by a term or an everyday paraphrase. */
  conceptsIn(text: string): VocabularyConcept[] {
    const textStems = new Set(stems(text));
    return this.compiled.filter((c) => mentions(textStems, c.paraphrasePhrases) || mentions(textStems, c.termPhrases)).map((c) => c.concept);
  }

  /** The catalogue terms to add to a question: those of the concepts it names ('' when none). */
  expandQuery(query: string): string {
    return unique(this.conceptsIn(query).flatMap((c) => c.terms)).join('. ');
  }

  /** The everyday words to add to a record's whole-text vector: those of the concepts its catalogue terms name. */
  enrichRecord(text: string): string {
    const textStems = new Set(stems(text));
    return unique(this.compiled.filter((c) => mentions(textStems, c.termPhrases)).flatMap((c) => c.concept.paraphrases)).join('. ');
  }
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

export const conversionVocabulary = new ConversionVocabulary();
