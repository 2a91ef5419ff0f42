import { glossaryEntries, type GlossarySource, type Inflection } from './glossary-schema.ts';

/** Lower case without accents ("Größe" → "grosse", "é" → "e"): glossaries and questions meet in this form. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');

/** Folded word tokens: letters and digits; apostrophes and hyphens split ("l'offre" → "l", "offre"). */
export const foldedTokens = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Shortest stem an inflection may leave, and shortest part of a split compound. */
const MIN_STEM = 3;

/** One language's glossary, ready to look words up: see glossary-schema.ts for the source format. */
export class Glossary {
  readonly language: string;
  readonly name: string;
  private readonly stopWords: Set<string>;
  private readonly words = new Map<string, string>();
  /** Inflected forms of `words` (by `inflections`, the first rule that makes a form wins): one lookup per word. */
  private readonly inflected = new Map<string, string>();
  /** Phrases of several words, keyed by their folded tokens joined with a space. */
  private readonly phrases = new Map<string, string>();
  readonly longestPhrase: number;
  private readonly compounds: boolean;

  constructor(source: GlossarySource) {
    this.language = source.language;
    this.name = source.name;
    this.stopWords = new Set(source.stopWords.split(/\s+/).filter(Boolean).flatMap(foldedTokens));
    let longest = 1;
    for (const [foreign, english] of glossaryEntries(source.words)) {
      const key = foldedTokens(foreign!);
      if (key.length === 1) this.words.set(key[0]!, english!);
      else {
        this.phrases.set(key.join(' '), english!);
        longest = Math.max(longest, key.length);
      }
    }
    this.longestPhrase = longest;
    const inflections: Inflection[] = source.inflections.split(/\s+/).filter(Boolean).map((rule) => {
      const [from = '', to = ''] = rule.split('>');
      return { from, to };
    });
    this.compounds = source.compounds;
    for (const { from, to } of inflections) {
      for (const [key, english] of this.words) {
        if (!key.endsWith(to) || key.length - to.length < MIN_STEM) continue;
        const form = key.slice(0, key.length - to.length) + from;
        if (!this.inflected.has(form)) this.inflected.set(form, english);
      }
    }
  }

  isStopWord(token: string): boolean {
    return this.stopWords.has(token);
  }

  /** The English of a phrase of several folded tokens, if the glossary has it. */
  phrase(tokens: string[]): string | undefined {
    return this.phrases.get(tokens.join(' '));
  }

  /** The English of one folded word: as written, else after the first inflection that gives a known word. */
  word(token: string): string | undefined {
    return this.words.get(token) ?? this.inflected.get(token);
  }

  /**
   * The English of a compound written as one word ("warenkorbabbruch" → "cart abandonment"):
   * the longest known last part whose rest is a known word (or, once more, a compound), with
   * or without a linking "s", "n", "e", "en" or "es".
   */
  compound(token: string, depth = 0): string | undefined {
    if (!this.compounds || token.length < 2 * MIN_STEM) return undefined;
    for (let cut = MIN_STEM; cut <= token.length - MIN_STEM; cut++) {
      const head = this.word(token.slice(cut));
      if (head === undefined) continue;
      const rest = token.slice(0, cut);
      for (const link of ['', 's', 'n', 'e', 'en', 'es']) {
        if (!rest.endsWith(link) || rest.length - link.length < MIN_STEM) continue;
        const left = rest.slice(0, rest.length - link.length);
        const modifier = this.word(left) ?? (depth === 0 ? this.compound(left, 1) : undefined);
        if (modifier !== undefined) return `${modifier} ${head}`;
      }
    }
    return undefined;
  }

  /**
   * Whether a folded word is evidence of this language: one of its function words, or a word
   * the glossary translates into something else ("plan", "menu" and "guide" are English too).
   * Compounds count only when asked (`withCompounds`): splitting every word of every English
   * question in two languages would cost more than the rest of the reading.
   */
  knows(token: string, withCompounds = false): boolean {
    if (this.stopWords.has(token)) return true;
    const english = this.word(token) ?? (withCompounds ? this.compound(token) : undefined);
    return english !== undefined && english !== token;
  }
}
