import { contentWords } from '../embeddings/tokenize.ts';
import { CONVERSION_VOCABULARY } from './conversion-vocabulary.ts';
import type { VocabularyConcept } from './vocabulary-schema.ts';

/** Doubled consonants "-ing"/"-ed" leave behind ("shipping" → "shipp" → "ship"); l, s, z, d stay ("scroll", "miss", "add"). */
const UNDOUBLE = /([bgmnprt])\1$/;

/**
 * A crude stem, so that "options"/"option" and "deciding"/"decides" do not need two entries each.
 * "-es" is cut only after ss, x, zz, ch and sh ("boxes" → "box"); otherwise only the "s" goes, so
 * that "images"/"image" and "prices"/"price" meet. A consonant doubled before "-ing"/"-ed" is
 * undoubled ("shopping"/"shop"), and a final "e" is dropped from words of four letters or more
 * ("price", "prices", "pricing", "priced" → "pric"; "make"/"making" → "mak"; not "free").
 * "-ly" is cut only when four letters remain ("monthly" → "month", but "apply" is not "app").
 */
export function stem(word: string): string {
  const w = suffixStem(word);
  return SYNONYMS.get(w) ?? w;
}

function suffixStem(word: string): string {
  let w = word.replace(/'s$/, '');
  for (const suffix of ['ings', 'ing', 'ies', 'ied', 'ed', 'es', 's', 'ly']) {
    const keep = suffix === 'ly' ? 4 : suffix === 'ies' || suffix === 'ied' ? 2 : 3;
    if (!w.endsWith(suffix) || w.length - suffix.length < keep) continue;
    if (suffix === 'ies' || suffix === 'ied') w = `${w.slice(0, -3)}y`;
    else if (suffix === 'es' && !/(?:ss|x|zz|ch|sh)es$/.test(w)) w = w.slice(0, -1);
    else {
      w = w.slice(0, -suffix.length);
      if ((suffix.startsWith('ing') || suffix === 'ed') && UNDOUBLE.test(w)) w = w.slice(0, -1);
    }
    break;
  }
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/**
 * Everyday words that name the same thing in a page's context, matched as one key (stems on
 * both sides), so that a paraphrase written with one of them also matches the others: a "basket"
 * is a "cart", a "heading" a "headline", a "picture" a "photo" (and an "image"), a "client" or
 * "shopper" a "customer", a "website" a "site". Keep this list to true synonyms of the field:
 * every entry widens every phrase that uses the word.
 */
const SYNONYM_GROUPS: [string, string[]][] = [
  ['cart', ['basket', 'trolley']],
  ['headline', ['heading']],
  ['photo', ['picture', 'pic', 'photograph', 'image']],
  ['customer', ['client', 'shopper', 'buyer']],
  ['site', ['website']],
];
const SYNONYMS = new Map(SYNONYM_GROUPS.flatMap(([key, words]) => words.map((w) => [suffixStem(w), suffixStem(key)] as const)));

/**
 * Spelling and compound variants written one way before the words are split: people write
 * "sign up", "sign-up" and "signup", "pop-up" and "popup", "e-mail" and "email", "home page"
 * and "homepage", "colour" and "color", "optimise" and "optimize", and often drop apostrophes
 * ("dont", "cant"). Both the vocabulary's phrases and the questions go through this, so a phrase
 * needs to be written in one form only.
 */
const VARIANTS: [RegExp, string][] = [
  // A quoted "I am a…" is a self-selection label, not the asker speaking: keep it as one word
  // before the apostrophes and stop words ("i", "am", "a") go.
  [/["“'‘]\s*i(?:\s+am|['’]?m)\s+an?\b/g, ' iama '],
  [/['’‘`´]/g, ''],
  [/\b(sign|log)(?:ing|ged|ed|s)?[\s-]+(up|in|on)\b/g, ' $1$2 '],
  [/\bsignin\b/g, 'login'],
  [/\bset(?:ting|s)?[\s-]+up\b/g, ' setup '],
  [/\bpop[\s-]+ups?\b/g, ' popup '],
  [/\bdrop[\s-]+down/g, 'dropdown'],
  [/\bopt[\s-]+(in|out)\b/g, 'opt$1'],
  [/\bcheck-out\b/g, 'checkout'],
  [/\bwalk[\s-]+through/g, 'walkthrough'],
  [/\badd[\s-]+on(s?)\b/g, 'addon$1'],
  [/\bhome[\s-]+page/g, 'homepage'],
  [/\bweb[\s-]+site/g, 'website'],
  [/\be[\s-]+(mail|book|commerce|shop)/g, 'e$1'],
  [/\b(auto|pre|multi|non|self)[\s-]+(?=[a-z])/g, '$1'],
  [/\b([a-z]{3,})our(s?)\b/g, '$1or$2'],
  [/\b([a-z]{3,})is(e|es|ed|ing|ation|ations)\b/g, '$1iz$2'],
  [/\b([a-z]{3,})ys(e|es|ed|ing)\b/g, '$1yz$2'],
  [/\b([a-z]{3,})tre(s?)\b/g, '$1ter$2'],
  [/\b([a-z]{3,})ogue(s?)\b/g, '$1og$2'],
];

/**
 * Fixed expressions made only of stop words (or whose other word alone is too common), joined
 * into one token before the stop words are dropped: "before and after" would otherwise leave
 * nothing, "how it works" (or "how does our app work") only "works".
 */
const FIXED_EXPRESSIONS: [RegExp, string][] = [
  [/\bbefore[\s-]*(?:and|&|\/|or|vs\.?)?[\s-]*after\b/g, ' beforeafter '],
  [/\bhow[\s-]+(?:(?:does|do)\s+)?(?:it|this|that|(?:the|our|your|my|their|its)\s+[a-z]+)[\s-]+works?\b/g, ' howitworks '],
  [/\babout[\s-]+us\b/g, ' aboutus '],
];

/** The stems a phrase or text is matched on: variants written one way, fixed expressions joined, stop words dropped, each word stemmed. */
export const stemsOf = (text: string): string[] => {
  let t = text.toLowerCase();
  for (const [pattern, replacement] of VARIANTS) t = t.replace(pattern, replacement);
  for (const [pattern, token] of FIXED_EXPRESSIONS) t = t.replace(pattern, token);
  return contentWords(t).map(stem);
};

/** Bump when the code of stem() or stemsOf() changes, so that the fingerprint (and the stored embeddings) follow. */
const STEM_VERSION = 3;
/** Everything besides the vocabulary that decides what a text names: a change to any table re-embeds the catalogue by itself. */
const NORMALISATION = JSON.stringify([STEM_VERSION, SYNONYM_GROUPS, [...VARIANTS, ...FIXED_EXPRESSIONS].map(([pattern, to]) => [pattern.source, to])]);

/** One phrase of a concept as its stems; a text names the concept when it holds every stem. */
interface Phrase {
  concept: number;
  stems: string[];
  term: boolean;
}

/**
 * Every phrase filed under its first stem: a text can only hold the phrases filed under its own
 * stems, so a question is checked against a few dozen phrases instead of all three thousand.
 */
function indexPhrases(vocabulary: VocabularyConcept[]): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  vocabulary.forEach((c, concept) => {
    const phrases = [...c.terms.map((p) => [p, true] as const), ...c.paraphrases.map((p) => [p, false] as const)];
    for (const [phrase, term] of phrases) {
      const stems = stemsOf(phrase);
      if (stems.length === 0) continue;
      const filed = index.get(stems[0]!);
      if (filed) filed.push({ concept, stems, term });
      else index.set(stems[0]!, [{ concept, stems, term }]);
    }
  });
  return index;
}

export class ConversionVocabulary {
  private readonly concepts: VocabularyConcept[];
  private readonly index: Map<string, Phrase[]>;
  /** Changes whenever the vocabulary or its normalisation does (FNV-1a of their JSON). */
  readonly fingerprint: string;

  constructor(vocabulary: VocabularyConcept[] = CONVERSION_VOCABULARY) {
    this.concepts = vocabulary;
    this.index = indexPhrases(vocabulary);
    let hash = 0x811c9dc5;
    for (const ch of `${NORMALISATION}${JSON.stringify(vocabulary)}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    this.fingerprint = hash.toString(16).padStart(8, '0');
  }

  /** The concepts a text names (by a term, or also by a paraphrase), in the vocabulary's order. */
  private named(text: string, byParaphrase: boolean): VocabularyConcept[] {
    const textStems = new Set(stemsOf(text));
    const found = new Set<number>();
    for (const key of textStems) {
      for (const p of this.index.get(key) ?? []) {
        if ((byParaphrase || p.term) && p.stems.every((s) => textStems.has(s))) found.add(p.concept);
      }
    }
    return [...found].sort((a, b) => a - b).map((i) => this.concepts[i]!);
  }

  /** The concepts a text names, by a term or an everyday paraphrase. */
  conceptsIn(text: string): VocabularyConcept[] {
    return this.named(text, true);
  }

  /** The catalogue terms to add to a question: those of the concepts it names ('' when none). */
  expandQuery(query: string): string {
    return unique(this.conceptsIn(query).flatMap((c) => c.terms)).join('. ');
  }

  /** The everyday words to add to a record's whole-text vector: those of the concepts its catalogue terms name. */
  enrichRecord(text: string): string {
    return unique(this.named(text, false).flatMap((c) => c.paraphrases)).join('. ');
  }
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

export const conversionVocabulary = new ConversionVocabulary();
