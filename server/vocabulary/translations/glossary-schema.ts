import { z } from 'zod';

/** Lower-case words of any script-with-letters, single spaces between them. */
const foreignPhrase = z.string().regex(/^[\p{Ll}\p{M}'’-]+(?: [\p{Ll}\p{M}'’-]+)*$/u, 'write foreign words in lower case, single spaces between words, no punctuation');
const englishWords = z.string().regex(/^[a-z0-9][a-z0-9' -]*$/, 'the English side is lower-case words (letters, digits, hyphens, apostrophes)');

/** One `foreign=english` entry of a glossary's `words`. */
export const GlossaryEntrySchema = z.tuple([foreignPhrase, englishWords]);

/**
 * One language's glossary as written in translations/<lang>.ts. `words` holds `foreign=english`
 * entries separated by commas or line breaks (a foreign side of several words is matched as one
 * phrase); `stopWords` the language's function words, space-separated (dropped, and used to tell
 * the language); `inflections` the endings tried when a word is not in `words` as written, as
 * `from>to` (`en>` drops "en", `i>o` turns a final "i" into "o"), tried in order; `compounds`
 * says that the language writes compounds as one word (split into two known words).
 */
export const GlossarySourceSchema = z
  .object({
    language: z.string().regex(/^[a-z]{2}$/, 'language is a two-letter ISO 639-1 code'),
    name: z.string().min(2),
    stopWords: z.string().min(1),
    inflections: z.string(),
    compounds: z.boolean(),
    words: z.string().min(1),
  })
  .strict();
export type GlossarySource = z.infer<typeof GlossarySourceSchema>;

export interface Inflection {
  from: string;
  to: string;
}

export const InflectionSchema = z
  .string()
  .regex(/^[\p{Ll}]*>[\p{Ll}]*$/u, 'an inflection is written from>to in lower-case letters')
  .transform((rule): Inflection => {
    const [from, to] = rule.split('>') as [string, string];
    return { from, to };
  });

/** The entries of a `words` text: `foreign=english`, one per line or separated by commas. */
export function glossaryEntries(words: string): string[][] {
  return words
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter(Boolean)
    .map((e) => e.split('=').map((side) => side.trim().replace(/\s+/g, ' ')));
}
