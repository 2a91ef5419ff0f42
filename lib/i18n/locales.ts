import * as z from 'zod/mini';

/** The languages of the panel, the options page and the CLI reports; English is the fallback. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LocaleSchema = z.enum(LOCALES, { error: `the language must be one of: ${LOCALES.join(', ')}` });

/**
 * A supported locale for a language tag ("de-AT", "pt_BR", "fr_FR.UTF-8", "C"), or null when its
 * language is not one of ours.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const lang = (tag ?? '').trim().toLowerCase().split(/[-_.@]/)[0] ?? '';
  const parsed = LocaleSchema.safeParse(lang);
  return parsed.success ? parsed.data : null;
}

/** The locale a POSIX environment asks for: LC_ALL, then LC_MESSAGES, then LANG; English otherwise. */
export function localeFromEnv(env: Record<string, string | undefined>): Locale {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value) return matchLocale(value) ?? DEFAULT_LOCALE; // the first one set decides, as in POSIX
  }
  return DEFAULT_LOCALE;
}
