import { auditText, type AuditText } from './audit-text';
import { numberFormat, type NumberFormat } from './format';
import type { Locale } from './locales';
import { translator, type Translator } from './messages';

export * from './locales';
export type { MessageKey, Translator } from './messages';
export type { NumberFormat } from './format';
export type { AuditText } from './audit-text';

/** Everything a view needs to speak one language: messages, numbers, and lib/audit's words. */
export interface I18n extends Translator {
  nf: NumberFormat;
  audit: AuditText;
  /** An uplift, or "uplift n/a" in this language. */
  uplift(n: number | null | undefined): string;
}

const made = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  const hit = made.get(locale);
  if (hit) return hit;
  const tr = translator(locale);
  const nf = numberFormat(locale);
  const i18n: I18n = { ...tr, nf, audit: auditText(locale), uplift: (n) => (n === null || n === undefined ? tr.t('upliftNA') : nf.signedPercent(n)) };
  made.set(locale, i18n);
  return i18n;
}
