import type { ComponentChildren } from 'preact';
import { i18nFor, type Locale } from '../../lib/i18n';
import { I18nContext } from './i18n';

/** The views under it speak `locale`. */
export function Localized({ locale, children }: { locale: Locale; children: ComponentChildren }) {
  return <I18nContext.Provider value={i18nFor(locale)}>{children}</I18nContext.Provider>;
}
