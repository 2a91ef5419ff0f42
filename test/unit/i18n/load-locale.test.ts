import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n';
import { loadLocale } from '../../../lib/i18n/load-locale';
import { phraseTranslator } from '../../../lib/i18n/phrases';
import { isLocaleLoaded, localeTables } from '../../../lib/i18n/tables';

// This file never imports lib/i18n/all-locales: it sees what the extension's pages see.
const french = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../public/_locales/fr/messages.json'), 'utf8')) as Record<string, { message: string }>;

describe('loading one language on demand (the panel and the options page)', () => {
  it('refuses to speak a language that was never loaded, rather than fall back to English unnoticed', () => {
    expect(isLocaleLoaded('fr')).toBe(false);
    expect(() => localeTables('fr')).toThrow(/fr tables are not loaded/);
    expect(() => i18nFor('fr')).toThrow(/loadLocale\('fr'\)/);
  });

  it('loads only the language asked for, then speaks it: messages, phrases and lib/audit words', async () => {
    await expect(loadLocale('fr')).resolves.toBe('fr');
    expect(isLocaleLoaded('fr')).toBe(true);
    expect(isLocaleLoaded('de')).toBe(false);
    const fr = i18nFor('fr');
    expect(fr.t('optionsTitle')).toBe(french.optionsTitle!.message);
    expect(fr.t('optionsTitle')).not.toBe(i18nFor('en').t('optionsTitle'));
    expect(phraseTranslator('fr').reason('h1 headline')).toBe(localeTables('fr')!.phrases.reasons['h1 headline']);
    expect(fr.audit.factName('headline')).toBe(localeTables('fr')!.audit.facts.headline);
  });

  it('needs nothing for English', async () => {
    await expect(loadLocale('en')).resolves.toBe('en');
    expect(localeTables('en')).toBeUndefined();
  });
});
