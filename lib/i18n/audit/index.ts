import type { Locale } from '../locales';
import { de } from './de';
import { fr } from './fr';
import type { AuditStrings } from './types';

/** Translations of lib/audit's words, per language (English is lib/audit's own text). */
export const AUDIT_STRINGS: Partial<Record<Exclude<Locale, 'en'>, AuditStrings>> = { de, fr };
