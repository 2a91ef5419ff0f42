import en from '../../public/_locales/en/messages.json';
import type { AuditStrings } from './audit/types';
import type { Locale } from './locales';
import type { PhraseTable } from './phrases/en';

/** One language's message table (`public/_locales/<lang>/messages.json`). */
export type MessageTable = Record<string, { message: string } | undefined>;

/** Everything one language other than English needs: its messages, classifier phrases and lib/audit's words. */
export interface LocaleTables {
  messages: MessageTable;
  phrases: PhraseTable;
  audit: AuditStrings;
}

export const EN_MESSAGES: MessageTable = en;
/** The English table's own type: its keys are the message keys. */
export type EnglishMessages = typeof en;

/**
 * The languages whose tables are in memory. The panel and the options page load only theirs
 * (lib/i18n/load-locale.ts, one chunk per language, before the first render); the CLI and the
 * tests load all six at once (lib/i18n/all-locales.ts). English is lib/audit's own text plus
 * EN_MESSAGES, always here.
 */
const registered = new Map<Exclude<Locale, 'en'>, LocaleTables>();

export function registerLocale(locale: Exclude<Locale, 'en'>, tables: LocaleTables): void {
  registered.set(locale, tables);
}

/** The tables of `locale` (undefined for English); throws when they were never loaded, rather than speak English unnoticed. */
export function localeTables(locale: Locale): LocaleTables | undefined {
  if (locale === 'en') return undefined;
  const tables = registered.get(locale);
  if (!tables) throw new Error(`The ${locale} tables are not loaded: await loadLocale('${locale}') (lib/i18n/load-locale.ts) or import lib/i18n/all-locales.ts first.`);
  return tables;
}

export const isLocaleLoaded = (locale: Locale): boolean => locale === 'en' || registered.has(locale);
