import { browser } from 'wxt/browser';
import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales';

/** The browser's UI language, when it is one of ours; English otherwise. */
export function uiLocale(): Locale {
  try {
    return matchLocale(browser.i18n.getUILanguage()) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // no i18n API (a page outside the extension): English
  }
}
