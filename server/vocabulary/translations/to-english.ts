import { isStopWord } from '../../embeddings/tokenize.ts';
import { foldedTokens, Glossary } from './glossary.ts';
import { GLOSSARY_SOURCES } from './index.ts';

/** A question as the English catalogue reads it. */
export interface EnglishQuestion {
  /** ISO 639-1 code of the language the question was read in ('en' when it was left as it is). */
  language: string;
  /** The question in English words ('' for English: use the question itself). */
  text: string;
  /** The question's own words that the glossary did not translate (function words dropped). */
  untranslated: string[];
}

export const GLOSSARIES: Glossary[] = GLOSSARY_SOURCES.map((s) => new Glossary(s));

/**
 * The language of a question: the glossary that knows most of its words (its function words and
 * the words it translates, not counting English function words such as "a"), if it knows more
 * of them than there are English function words in it, and at least two (or every word:
 * "Warenkorbabbruch"). English otherwise, so an English question with one word that is also
 * Italian ("come back later") stays English. Ranked best first.
 */
export function rankLanguages(tokens: string[], glossaries: Glossary[] = GLOSSARIES): Glossary[] {
  const english = tokens.filter(isStopWord).length;
  const foreign = tokens.filter((t) => !isStopWord(t));
  const rank = (withCompounds: boolean) =>
    glossaries
      .map((g) => ({ g, known: foreign.filter((t) => g.knows(t, withCompounds)).length, stop: foreign.filter((t) => g.isStopWord(t)).length }))
      .filter((s) => s.known > english && (s.known >= 2 || s.known === tokens.length))
      .sort((a, b) => b.known - a.known || b.stop - a.stop)
      .map((s) => s.g);
  const ranked = rank(false);
  // Compounds are tried only for a short question that no language claims ("Warenkorbabbruch").
  return ranked.length > 0 || foreign.length > 2 ? ranked : rank(true);
}

/**
 * A question in German, French, Spanish, Italian, Portuguese or Dutch turned into English
 * words, word by word (phrases first, then words, then compounds), with the languages that
 * also know a word as fallbacks for words the first does not know; English words (loan words
 * such as "checkout" and anything unknown) are kept as they are, function words dropped.
 */
export function toEnglish(question: string, glossaries: Glossary[] = GLOSSARIES): EnglishQuestion {
  const tokens = foldedTokens(question);
  const ranked = rankLanguages(tokens, glossaries);
  const first = ranked[0];
  if (!first) return { language: 'en', text: '', untranslated: [] };
  const out: string[] = [];
  const untranslated: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let n = Math.min(first.longestPhrase, tokens.length - i); n >= 2 && !matched; n--) {
      const english = first.phrase(tokens.slice(i, i + n));
      if (english !== undefined) {
        out.push(english);
        matched = n;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const token = tokens[i++]!;
    if (first.isStopWord(token)) continue;
    const english = translateWord(token, ranked);
    if (english !== undefined) out.push(english);
    else if (ranked.some((g) => g.isStopWord(token))) continue;
    else {
      out.push(token);
      if (!isStopWord(token)) untranslated.push(token);
    }
  }
  return { language: first.language, text: out.join(' '), untranslated };
}

function translateWord(token: string, ranked: Glossary[]): string | undefined {
  for (const g of ranked) {
    const english = g.word(token) ?? g.compound(token);
    if (english !== undefined) return english;
  }
  return undefined;
}
