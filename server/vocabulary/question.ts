import { conversionVocabulary, type ConversionVocabulary } from './expand.ts';
import { toEnglish } from './translations/to-english.ts';

/** Longest text hybrid_search takes as query_text (check_search_arguments). */
const MAX_QUERY_TEXT = 500;

/** A question ready for hybrid_search: what is embedded, matched word for word, and expanded. */
export interface PreparedQuestion {
  /** ISO 639-1 code of the language it was read in. */
  language: string;
  /** The question in the catalogue's words: itself when English, its English words otherwise. */
  text: string;
  /** The vocabulary's catalogue terms for the concepts it names ('' when none). */
  terms: string;
  /** Full-text words beside `text`: the terms, and a translated question's own words left untranslated. */
  expansion: string;
}

/**
 * A question in any of the glossaries' languages is read in English words first, so that the
 * English word vectors, the conversion vocabulary and the catalogue's words all apply to it;
 * its own untranslated words still match records written in its language.
 */
export function prepareQuestion(query: string, vocabulary: ConversionVocabulary = conversionVocabulary): PreparedQuestion {
  const english = toEnglish(query);
  if (english.language === 'en' || english.text.trim() === '') {
    const terms = vocabulary.expandQuery(query);
    return { language: 'en', text: query, terms, expansion: terms };
  }
  const text = cut(english.text, MAX_QUERY_TEXT);
  const terms = vocabulary.expandQuery(text);
  return { language: english.language, text, terms, expansion: [terms, ...english.untranslated].filter(Boolean).join('. ') };
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return head.slice(0, Math.max(head.lastIndexOf(' '), 1)).trim();
}
