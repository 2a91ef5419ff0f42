import { browser } from 'wxt/browser';
import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales';

/**
 * The language the browser picked from public/_locales for this extension (each table names its own
 * code as `localeCode`), so the panel speaks the language of its manifest, with the browser's
 * fallbacks (pt-BR → pt); else the UI language; else English. Headless Chromium started with
 * --lang=de picks de for getMessage while getUILanguage() still says en-US, so getMessage decides.
 */
export function uiLocale(): Locale {
  try {
    return matchLocale(browser.i18n.getMessage('localeCode')) ?? matchLocale(browser.i18n.getUILanguage()) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // no i18n API (a page outside the extension): English
  }
}
