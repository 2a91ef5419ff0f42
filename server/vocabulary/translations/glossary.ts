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
  /** Phrases of several words, keyed by their folded tokens joined with a space. */
  private readonly phrases = new Map<string, string>();
  readonly longestPhrase: number;
  private readonly inflections: Inflection[];
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
    this.inflections = source.inflections.split(/\s+/).filter(Boolean).map((rule) => {
      const [from = '', to = ''] = rule.split('>');
      return { from, to };
    });
    this.compounds = source.compounds;
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
    const direct = this.words.get(token);
    if (direct !== undefined) return direct;
    for (const { from, to } of this.inflections) {
      if (!token.endsWith(from) || token.length - from.length < MIN_STEM) continue;
      const hit = this.words.get(token.slice(0, token.length - from.length) + to);
      if (hit !== undefined) return hit;
    }
    return undefined;
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
   */
  knows(token: string): boolean {
    if (this.stopWords.has(token)) return true;
    const english = this.word(token) ?? this.compound(token);
    return english !== undefined && english !== token;
  }
}
