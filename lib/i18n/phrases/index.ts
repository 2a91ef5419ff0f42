import type { Locale } from '../locales';
import { localeTables } from '../tables';

const QUOTED = /"([^"]*)"/g;
const NUMBER = /\b\d+(?:[.,]\d+)?\b/g;

/** A phrase as its template (`grid of {n} logos`, `class "{q}"`), with the numbers and quotes taken out, in order. */
export function phraseTemplate(phrase: string): { key: string; numbers: string[]; quotes: string[] } {
  const quotes: string[] = [];
  const numbers: string[] = [];
  const key = phrase
    .replace(QUOTED, (_, q: string) => (quotes.push(q), '"{q}"'))
    .replace(NUMBER, (n) => (numbers.push(n), '{n}'));
  return { key, numbers, quotes };
}

/** One phrase in the table's words, its numbers and quotes put back in order; undefined when the table lacks it. */
export function translatePhrase(phrase: string, table: Readonly<Record<string, string>>): string | undefined {
  const { key, numbers, quotes } = phraseTemplate(phrase);
  const words = table[key];
  if (words === undefined) return undefined;
  let n = 0;
  let q = 0;
  return words.replace(/\{(n|q)\}/g, (_, which: string) => (which === 'n' ? numbers[n++] : quotes[q++]) ?? '');
}

/** A fact's value is a list of phrases ("5 links, flat"); a comma inside a quote is not a break. */
export const valuePhrases = (value: string): string[] => value.split(/, (?=(?:[^"]*"[^"]*")*[^"]*$)/);

export interface PhraseTranslator {
  reason(reason: string): string;
  value(value: string): string;
  /** The phrases of these reasons and values that stay English in this language. */
  untranslated(reasons: readonly string[], values: readonly string[]): string[];
}

export function phraseTranslator(locale: Locale): PhraseTranslator {
  const table = localeTables(locale)?.phrases;
  if (!table) return { reason: (r) => r, value: (v) => v, untranslated: () => [] };
  const reasons: Readonly<Record<string, string>> = table.reasons;
  const values: Readonly<Record<string, string>> = table.values;
  return {
    reason: (r) => translatePhrase(r, reasons) ?? r,
    value: (v) => valuePhrases(v).map((p) => translatePhrase(p, values) ?? p).join(', '),
    untranslated: (rs, vs) => [
      ...rs.filter((r) => translatePhrase(r, reasons) === undefined),
      ...vs.flatMap(valuePhrases).filter((p) => translatePhrase(p, values) === undefined),
    ],
  };
}
