import { describe, expect, it } from 'vitest';
import { PHRASES } from '../../../lib/i18n/all-locales';
import { phraseTemplate, phraseTranslator, translatePhrase, valuePhrases } from '../../../lib/i18n/phrases';
import { REASON_PHRASES, VALUE_PHRASES } from '../../../lib/i18n/phrases/en';

const count = (s: string, what: string) => s.split(what).length - 1;

describe('phrase templates', () => {
  it('take out numbers and quoted page text, in order, and leave words with digits alone', () => {
    expect(phraseTemplate('1 primary of 3')).toEqual({ key: '{n} primary of {n}', numbers: ['1', '3'], quotes: [] });
    expect(phraseTemplate('button "Start 14-day trial"')).toEqual({ key: 'button "{q}"', numbers: [], quotes: ['Start 14-day trial'] });
    expect(phraseTemplate('h1 headline').key).toBe('h1 headline');
    expect(phraseTemplate('30-day guarantee').key).toBe('{n}-day guarantee');
  });

  it('put the numbers and quotes back where the language puts them', () => {
    expect(translatePhrase('1 primary of 3', PHRASES.de.values)).toBe('1 Haupt-Button von 3');
    expect(translatePhrase('class "hero"', PHRASES.de.reasons)).toBe('Klasse „hero“');
    expect(translatePhrase('an unknown phrase', PHRASES.de.reasons)).toBeUndefined();
  });

  it('split a value at its commas but not inside a quote', () => {
    expect(valuePhrases('3 plans, highlighted "pro, yearly", billing toggle')).toEqual(['3 plans', 'highlighted "pro, yearly"', 'billing toggle']);
  });

  it('translate a value phrase by phrase and keep an unknown phrase in English', () => {
    const de = phraseTranslator('de');
    expect(de.value('5 links, flat')).toBe('5 Links, eine Ebene');
    expect(de.value('5 links, something new')).toBe('5 Links, something new');
    expect(de.untranslated(['grid of 8 logos', 'a new reason'], ['5 links, something new'])).toEqual(['a new reason', 'something new']);
    expect(phraseTranslator('en').value('5 links, flat')).toBe('5 links, flat');
  });
});

describe.each(Object.entries(PHRASES))('the %s phrase table', (_, table) => {
  it('keeps every placeholder of every English phrase, and no key of its own', () => {
    for (const [list, words] of [[REASON_PHRASES, table.reasons], [VALUE_PHRASES, table.values]] as const) {
      expect(Object.keys(words).sort()).toEqual([...list].sort());
      const wrong = Object.entries(words as Record<string, string>).filter(
        ([en, tr]) => count(en, '{n}') !== count(tr, '{n}') || count(en, '{q}') !== count(tr, '{q}') || !tr.trim(),
      );
      expect(wrong).toEqual([]);
    }
  });
});
