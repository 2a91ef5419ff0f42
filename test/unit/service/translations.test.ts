import { describe, expect, it } from 'vitest';
import { conversionVocabulary } from '../../../server/vocabulary/expand';
import { prepareQuestion } from '../../../server/vocabulary/question';
import { Glossary, fold, foldedTokens } from '../../../server/vocabulary/translations/glossary';
import { GlossaryEntrySchema, glossaryEntries, GlossarySourceSchema, InflectionSchema } from '../../../server/vocabulary/translations/glossary-schema';
import { GLOSSARY_SOURCES } from '../../../server/vocabulary/translations/index';
import { toEnglish } from '../../../server/vocabulary/translations/to-english';
import { SEARCH_QUESTIONS } from '../../integration/search-questions';
import { FRESH_SEARCH_QUESTIONS } from '../../integration/search-questions-fresh';
import { MULTILINGUAL_SEARCH_QUESTIONS, QUESTION_LANGUAGES } from '../../integration/search-questions-multilingual';

describe('the glossary files', () => {
  it('cover the six languages of the multilingual question set, once each', () => {
    expect(GLOSSARY_SOURCES.map((g) => g.language).sort()).toEqual([...QUESTION_LANGUAGES].sort());
  });

  for (const source of GLOSSARY_SOURCES) {
    describe(source.name, () => {
      it('passes its schema: language code, function words, inflections as from>to, foreign=english entries', () => {
        const parsed = GlossarySourceSchema.safeParse(source);
        expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
        const bad = glossaryEntries(source.words).filter((e) => !GlossaryEntrySchema.safeParse(e).success).map((e) => e.join('='));
        expect(bad).toEqual([]);
        const badRules = source.inflections.split(/\s+/).filter(Boolean).filter((r) => !InflectionSchema.safeParse(r).success);
        expect(badRules).toEqual([]);
      });
      it('gives each foreign word or phrase one English meaning', () => {
        const seen = new Map<string, string>();
        const conflicts: string[] = [];
        for (const [foreign, english] of glossaryEntries(source.words)) {
          const key = foldedTokens(foreign!).join(' ');
          const before = seen.get(key);
          if (before !== undefined && before !== english) conflicts.push(`${foreign}: "${before}" and "${english}"`);
          seen.set(key, english!);
        }
        expect(conflicts).toEqual([]);
      });
      it('translates no function word of its own (it would be dropped before the glossary is asked)', () => {
        const glossary = new Glossary(source);
        const shadowed = glossaryEntries(source.words).map(([foreign]) => foldedTokens(foreign!)).filter((t) => t.length === 1 && glossary.isStopWord(t[0]!));
        expect(shadowed.map((t) => t[0])).toEqual([]);
      });
    });
  }

  it('the schema names what is wrong with an entry', () => {
    expect(GlossaryEntrySchema.safeParse(['Warenkorb', 'cart']).error!.issues[0]!.message).toMatch(/lower case/);
    expect(GlossaryEntrySchema.safeParse(['warenkorb', 'Cart!']).error!.issues[0]!.message).toMatch(/lower-case words/);
    expect(InflectionSchema.safeParse('en-').success).toBe(false);
    expect(InflectionSchema.parse('i>o')).toEqual({ from: 'i', to: 'o' });
  });
});

describe('reading a question in English words', () => {
  it('folds case and accents, and splits elisions and hyphens', () => {
    expect(fold('Größe Étoiles')).toBe('grosse etoiles');
    expect(foldedTokens("l'offre d’achat Geld-zurück-Garantie")).toEqual(['l', 'offre', 'd', 'achat', 'geld', 'zuruck', 'garantie']);
  });

  it('tells the language from its function words and glossary words', () => {
    expect(toEnglish('Kunden haben Angst, dass die Zahlung nicht sicher ist').language).toBe('de');
    expect(toEnglish("les clients ont peur que le paiement ne soit pas sécurisé").language).toBe('fr');
    expect(toEnglish('los clientes temen que el pago no sea seguro').language).toBe('es');
    expect(toEnglish('i clienti temono che il pagamento non sia sicuro').language).toBe('it');
    expect(toEnglish('os clientes têm medo de que o pagamento não seja seguro').language).toBe('pt');
    expect(toEnglish('klanten zijn bang dat betalen niet veilig is').language).toBe('nl');
  });

  it('leaves English alone, also when a word of it is a foreign word ("come", "plan", "application")', () => {
    expect(toEnglish('come back later').language).toBe('en');
    expect(toEnglish('visitors cant choose a plan').language).toBe('en');
    expect(toEnglish('split a long application into several screens').language).toBe('en');
  });

  it('translates phrases before words, inflected words, and compounds of two known words', () => {
    expect(toEnglish('une garantie satisfait ou remboursé').text).toBe('guarantee money-back guarantee');
    expect(toEnglish('die Bewertungen der Kunden').text).toBe('reviews customer');
    expect(toEnglish('hoher Warenkorbabbruch im Shop').text).toBe('high cart abandonment shop');
    expect(toEnglish('te veel verzendkosten bij het afrekenen').text).toBe('too many shipping costs checkout');
  });

  it('keeps loan words and the English words of a mixed question', () => {
    const mixed = toEnglish('hero headline banner image: Unsere Kunden vertrauen uns');
    expect(mixed.language).toBe('de');
    expect(mixed.text).toBe('hero headline banner image customer trust');
    expect(toEnglish('Brauchen wir Trust Badges im Checkout?').text).toMatch(/trust badges checkout/);
  });

  it('every tune question of the multilingual set is read in its own language', () => {
    const wrong = MULTILINGUAL_SEARCH_QUESTIONS.filter((q) => q.split === 'tune')
      .map((q) => ({ q, read: toEnglish(q.query).language }))
      .filter(({ q, read }) => read !== q.lang)
      .map(({ q, read }) => `${q.lang} read as ${read}: ${q.query}`);
    expect(wrong).toEqual([]);
  });
});

describe('prepareQuestion', () => {
  it('is what it always was for every English question of the project and fresh sets', () => {
    const changed = [...SEARCH_QUESTIONS, ...FRESH_SEARCH_QUESTIONS].filter((q) => {
      const p = prepareQuestion(q.query);
      return p.language !== 'en' || p.text !== q.query || p.expansion !== conversionVocabulary.expandQuery(q.query) || p.terms !== p.expansion;
    });
    expect(changed.map((q) => q.query)).toEqual([]);
  });

  it('gives a German question the catalogue terms of the concepts it names, as its English says them', () => {
    const german = prepareQuestion('zeigen, dass nur noch wenige Stück auf Lager sind');
    expect(german.language).toBe('de');
    expect(conversionVocabulary.conceptsIn(german.text).map((c) => c.concept)).toContain('scarcity');
    expect(german.terms).toMatch(/scarcity/);
    expect(german.expansion.startsWith(german.terms)).toBe(true);
  });

  it('keeps the untranslated words of a translated question for records in its language', () => {
    const p = prepareQuestion('Kunden vertrauen dem Zahlungsdienstleister Xyzbank nicht');
    expect(p.language).toBe('de');
    expect(p.expansion).toMatch(/xyzbank/);
  });

  it('falls back to the question itself when nothing of it is left in English', () => {
    const p = prepareQuestion('was ist das denn');
    expect(p.text).toBe('was ist das denn');
    expect(p.language).toBe('en');
  });
});
