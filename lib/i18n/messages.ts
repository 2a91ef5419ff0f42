import type { Locale } from './locales';
import { EN_MESSAGES, localeTables, type EnglishMessages } from './tables';

/**
 * The words of the panel, the options page and the reports: `public/_locales/<lang>/messages.json`
 * (the browser's own format, which also names the extension in its manifest). The panel and the CLI
 * look them up here rather than through `browser.i18n.getMessage`, so the CLI's --lang and the
 * panel share one lookup and one placeholder syntax: `{name}`.
 */
export type MessageKey = keyof EnglishMessages;
/** Keys with plural forms: `<key>_one` and `<key>_other` in every table. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;

export type Params = Record<string, string | number>;

/** `{name}` replaced by params[name]; an unknown placeholder stays as written, so a gap shows. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface Translator {
  locale: Locale;
  /** The message in this language, else in English. */
  t(key: MessageKey, params?: Params): string;
  /** The plural form for `n` (CLDR rules of the language); `{n}` is `n` formatted for the language. */
  plural(key: PluralKey, n: number, params?: Params): string;
}

const made = new Map<Locale, Translator>();

export function translator(locale: Locale): Translator {
  const hit = made.get(locale);
  if (hit) return hit;
  const table = localeTables(locale)?.messages ?? EN_MESSAGES;
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const raw = (key: string): string | undefined => table[key]?.message ?? EN_MESSAGES[key]?.message;
  const t: Translator = {
    locale,
    t: (key, params) => fill(raw(key) ?? key, params),
    plural: (key, n, params) => fill(raw(`${key}_${rules.select(n)}`) ?? raw(`${key}_other`) ?? key, { n: numbers.format(n), ...params }),
  };
  made.set(locale, t);
  return t;
}
