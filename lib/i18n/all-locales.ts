import type { AuditStrings } from './audit/types';
import type { Locale } from './locales';
import { tables as de } from './locale/de';
import { tables as es } from './locale/es';
import { tables as fr } from './locale/fr';
import { tables as it } from './locale/it';
import { tables as nl } from './locale/nl';
import { tables as pt } from './locale/pt';
import type { PhraseTable } from './phrases/en';
import { EN_MESSAGES, registerLocale, type LocaleTables, type MessageTable } from './tables';

/**
 * Every language's tables, registered on import: for the CLI's reports and the tests, which may
 * speak any language at once. The extension's pages load only their own (lib/i18n/load-locale.ts).
 */
export const ALL_TABLES: Record<Exclude<Locale, 'en'>, LocaleTables> = { de, fr, es, it, pt, nl };
for (const [locale, tables] of Object.entries(ALL_TABLES)) registerLocale(locale as Exclude<Locale, 'en'>, tables);

/** The message tables of every language, English included. */
export const TABLES: Record<Locale, MessageTable> = { en: EN_MESSAGES, de: de.messages, fr: fr.messages, es: es.messages, it: it.messages, pt: pt.messages, nl: nl.messages };
export const PHRASES: Record<Exclude<Locale, 'en'>, PhraseTable> = { de: de.phrases, fr: fr.phrases, es: es.phrases, it: it.phrases, pt: pt.phrases, nl: nl.phrases };
export const AUDIT_STRINGS: Partial<Record<Exclude<Locale, 'en'>, AuditStrings>> = { de: de.audit, fr: fr.audit, es: es.audit, it: it.audit, pt: pt.audit, nl: nl.audit };
