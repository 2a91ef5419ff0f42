import type { Locale } from '../locales';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { AuditStrings } from './types';

/** Translations of lib/audit's words, per language (English is lib/audit's own text). */
export const AUDIT_STRINGS: Partial<Record<Exclude<Locale, 'en'>, AuditStrings>> = { de, fr, es, it, pt, nl };
