import type { Locale } from './locales';
import { isLocaleLoaded, registerLocale, type LocaleTables } from './tables';

// One dynamic import per language (not a template path), so the bundler makes one chunk each.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ tables: LocaleTables }>> = {
  de: () => import('./locale/de'),
  fr: () => import('./locale/fr'),
  es: () => import('./locale/es'),
  it: () => import('./locale/it'),
  pt: () => import('./locale/pt'),
  nl: () => import('./locale/nl'),
};

/**
 * Loads the tables of `locale` (English needs none) and answers the locale to speak: `locale`,
 * or English when its tables could not be loaded (the page still works, in English).
 */
export async function loadLocale(locale: Locale): Promise<Locale> {
  if (isLocaleLoaded(locale) || locale === 'en') return locale;
  try {
    registerLocale(locale, (await LOADERS[locale]()).tables);
    return locale;
  } catch (error) {
    console.warn(`Uplift Lens: the ${locale} words could not be loaded, showing English instead`, error);
    return 'en';
  }
}
