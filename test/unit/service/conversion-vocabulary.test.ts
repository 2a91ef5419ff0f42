import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../server/catalogue/demo-catalogue';
import { recordEmbeddingText } from '../../../server/embeddings/provider';
import { CONVERSION_VOCABULARY } from '../../../server/vocabulary/conversion-vocabulary';
import { ConversionVocabulary, conversionVocabulary, stem, stemsOf } from '../../../server/vocabulary/expand';
import { VocabularySchema } from '../../../server/vocabulary/vocabulary-schema';
import { SEARCH_QUESTIONS } from '../../integration/search-questions';
import { FRESH_SEARCH_QUESTIONS } from '../../integration/search-questions-fresh';

describe('the conversion vocabulary file', () => {
  it('passes its schema: named concepts, each with catalogue terms and everyday paraphrases', () => {
    const parsed = VocabularySchema.safeParse(CONVERSION_VOCABULARY);
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
  });
  it('holds no concept twice', () => {
    const names = CONVERSION_VOCABULARY.map((c) => c.concept);
    expect(new Set(names).size).toBe(names.length);
  });
  it('every paraphrase keeps a word after stop words are dropped, and none is one common word alone (it would fire on most questions)', () => {
    const common = new Set(['page', 'site', 'people', 'visitor', 'customer', 'button', 'product', 'click', 'price', 'buy', 'get', 'work', 'left', 'show', 'us', 'one', 'best', 'better', 'make', 'step', 'question', 'stock', 'photo', 'look', 'sell'].map(stem));
    const bad = CONVERSION_VOCABULARY.flatMap((c) =>
      c.paraphrases.filter((p) => {
        const s = [...new Set(stemsOf(p))];
        return s.length === 0 || (s.length === 1 && common.has(s[0]!));
      }).map((p) => `${c.concept}: "${p}"`),
    );
    expect(bad).toEqual([]);
  });
  it('the schema refuses a duplicate concept and an empty paraphrase list, naming the problem', () => {
    const twice = VocabularySchema.safeParse([
      { concept: 'urgency', terms: ['countdown'], paraphrases: ['hurry'] },
      { concept: 'urgency', terms: ['deadline'], paraphrases: ['rush'] },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]!.message).toMatch(/appears twice/);
    expect(VocabularySchema.safeParse([{ concept: 'urgency', terms: ['countdown'], paraphrases: [] }]).success).toBe(false);
  });
});

describe('the shipped vocabulary on everyday symptoms', () => {
  const concepts = (q: string) => conversionVocabulary.conceptsIn(q).map((c) => c.concept);
  it.each([
    ['our cart abandonment rate is terrible', 'checkout abandonment'],
    ['shoppers quit the checkout at the last step', 'checkout abandonment'],
    ['should we repeat the button at the end of long pages', 'closing call to action'],
    ['a ghost button next to the main one', 'secondary call to action'],
    ['three competing buttons in the first screen', 'choice overload'],
    ['take the navigation off our campaign landing pages', 'navigation removal'],
    ['our pricing page shows five tiers, is that too many tiers?', 'number of plans'],
    ['exact numbers in the subheadline', 'specificity'],
    ['let prospects play with the product without talking to sales', 'interactive demo'],
    ['tiles saying "I\'m a teacher" or "I\'m a parent"', 'segment routing'],
    ['more seminar registrations', 'webinars'],
    ['customers fear a surprise charge when the trial ends', 'payment reassurance'],
    ['quick links to the most common tasks', 'quick links'],
    ['our resource library has too much content', 'resource hub'],
    ['a wall of logos under the hero', 'authority'],
  ])('"%s" names %s', (question, concept) => {
    expect(concepts(question)).toContain(concept);
  });
  it.each([
    ['a thin strip above the header with the sale', 'navigation removal'],
    ['people looking for a cheaper plan', 'activity notifications'],
    ['we sell garden furniture', 'value proposition clarity'],
    ['links at the bottom of the site', 'closing call to action'],
  ])('"%s" does not name %s', (question, concept) => {
    expect(concepts(question)).not.toContain(concept);
  });
});

describe('expansion', () => {
  const vocabulary = new ConversionVocabulary([
    { concept: 'choice overload', terms: ['choice overload', "Hick's law"], paraphrases: ['too many options', 'paralysis'] },
    { concept: 'security seals', terms: ['security seals', 'padlock'], paraphrases: ['safe checkout', 'payment logos'] },
  ]);
  /** Two wordings normalised to the same stems. */
  const same = (a: string, b: string) => expect(stemsOf(a), `${a} / ${b}`).toEqual(stemsOf(b));

  it('adds the catalogue terms of the concepts a question names in everyday words, in any word order and form', () => {
    expect(vocabulary.expandQuery('visitors see too many options')).toBe("choice overload. Hick's law");
    expect(vocabulary.expandQuery('options: there are too many')).toBe("choice overload. Hick's law");
    expect(vocabulary.expandQuery('is our checkout safe?')).toBe('security seals. padlock');
  });
  it('adds nothing when the question names no concept, or only part of a phrase', () => {
    expect(vocabulary.expandQuery('weather in paris')).toBe('');
    expect(vocabulary.expandQuery('many visitors')).toBe('');
  });
  it('enriches a record that uses a catalogue term with the everyday paraphrases, not the other way round', () => {
    expect(vocabulary.enrichRecord('Padlock icon beside the pay button')).toBe('safe checkout. payment logos');
    expect(vocabulary.enrichRecord('A safe checkout page')).toBe('');
  });
  it('stems plural and verb forms to one key', () => {
    expect(stem('options')).toBe(stem('option'));
    expect(stem('deciding')).toBe('decid');
    expect(stem('categories')).toBe('category');
    expect(stem('images')).toBe(stem('image'));
    expect(stem('prices')).toBe(stem('price'));
    expect(stem('boxes')).toBe(stem('box'));
    expect(stem('searches')).toBe(stem('search'));
  });
  it('meets the other forms of a word: a dropped final e, a doubled consonant, -ings, -ied; -ly only with four letters left', () => {
    expect(stem('pricing')).toBe(stem('price'));
    expect(stem('priced')).toBe(stem('prices'));
    expect(stem('making')).toBe(stem('make'));
    expect(stem('shipping')).toBe(stem('ship'));
    expect(stem('shopping')).toBe(stem('shop'));
    expect(stem('scrolling')).toBe('scroll');
    expect(stem('adding')).toBe(stem('add'));
    expect(stem('settings')).toBe(stem('setting'));
    expect(stem('tried')).toBe(stem('try'));
    expect(stem('monthly')).toBe(stem('month'));
    expect(stem('apply')).not.toBe(stem('app'));
    expect(stem('free')).toBe('free');
  });
  it('writes spelling and compound variants one way, and reads a dropped apostrophe as the same word', () => {
    same("people don't trust us", 'people dont trust us');
    same('can’t find it', "can't find it");
    same('sign-up form', 'signup form');
    same('signing up', 'sign up');
    same('log in', 'login');
    same('sign in', 'log-in');
    same('pop-up', 'popup');
    same('e-mail', 'email');
    same('home page', 'homepage');
    same('web site', 'website');
    same('set up', 'setup');
    same('multi step form', 'multi-step form');
    same('pre-selected', 'preselected');
    same('auto play', 'autoplay');
    same('button colour', 'button color');
    same('personalised', 'personalized');
    same('personalisation', 'personalization');
    same('help centre', 'help center');
    same('catalogue', 'catalog');
  });
  it('matches the field\'s synonyms as one word (basket/cart, heading/headline, picture/photo/image, client/customer, website/site)', () => {
    same('basket', 'cart');
    same('main heading', 'main headline');
    same('product pictures', 'product images');
    same('product pics', 'product photos');
    same('client logos', 'customer logos');
    same('website search', 'site search');
    const v = new ConversionVocabulary([{ concept: 'free shipping', terms: ['free shipping'], paraphrases: ['shipping costs in the cart'] }]);
    expect(v.expandQuery('shipping costs appear late in the basket')).toBe('free shipping');
  });
  it('keeps a quoted "I am a…" label as one word, but not the asker\'s own "I am a…"', () => {
    const v = new ConversionVocabulary([{ concept: 'segment routing', terms: ['"I am a" entry'], paraphrases: ['"I am a" buttons'] }]);
    expect(v.expandQuery('boxes saying "I\'m a teacher" / "I am a parent" and buttons')).toBe('"I am a" entry');
    expect(v.expandQuery('I am a founder, what buttons should I use')).toBe('');
  });
  it('keeps fixed expressions made of stop words as one word ("before and after", "how it works")', () => {
    const fixed = new ConversionVocabulary([
      { concept: 'before and after', terms: ['before-and-after'], paraphrases: ['before and after'] },
      { concept: 'how it works', terms: ['how it works'], paraphrases: ['how it works section'] },
    ]);
    expect(fixed.conceptsIn('Before & after photos of a kitchen').map((c) => c.concept)).toEqual(['before and after']);
    expect(fixed.conceptsIn('does a longer guarantee work')).toEqual([]);
    expect(fixed.expandQuery('a How It Works block on the homepage')).toBe('how it works');
    expect(fixed.expandQuery('visitors ask how does the app work, need a section')).toBe('how it works');
    expect(fixed.expandQuery('explain how our service works in a section')).toBe('how it works');
    expect(fixed.conceptsIn('how many people work here')).toEqual([]);
  });
  it('changes its fingerprint with its content (stored embeddings are rebuilt when it changes)', () => {
    expect(new ConversionVocabulary(CONVERSION_VOCABULARY).fingerprint).toBe(new ConversionVocabulary().fingerprint);
    expect(vocabulary.fingerprint).not.toBe(new ConversionVocabulary().fingerprint);
  });
});

describe('matching through the index of phrases', () => {
  // The plain reading of the rule: a concept is named when every stem of one of its phrases is in the text.
  const compiled = CONVERSION_VOCABULARY.map((c) => ({
    concept: c,
    terms: c.terms.map(stemsOf).filter((p) => p.length > 0),
    all: [...c.terms, ...c.paraphrases].map(stemsOf).filter((p) => p.length > 0),
  }));
  const plainly = (text: string) => {
    const stems = new Set(stemsOf(text));
    const named = (phrases: string[][]) => phrases.some((phrase) => phrase.every((s) => stems.has(s)));
    const concepts = compiled.filter((c) => named(c.all)).map((c) => c.concept);
    return {
      concepts: concepts.map((c) => c.concept),
      expansion: [...new Set(concepts.flatMap((c) => c.terms))].join('. '),
      enrichment: [...new Set(compiled.filter((c) => named(c.terms)).flatMap((c) => c.concept.paraphrases))].join('. '),
    };
  };

  it('names the same concepts, in the same order, as checking every phrase of every concept', () => {
    // Every search question (held-out ones by number only), every phrase of the vocabulary, every demo record's text.
    const inputs = new Map<string, string>([
      ...[...SEARCH_QUESTIONS, ...FRESH_SEARCH_QUESTIONS].map((q, i) => [q.query, q.split === 'tune' ? q.query : `question ${i}`] as const),
      ...CONVERSION_VOCABULARY.flatMap((c) => [...c.terms, ...c.paraphrases]).map((p) => [p, p] as const),
      ...demoCatalogue().map((r) => [recordEmbeddingText(r), r.title] as const),
    ]);
    expect(inputs.size).toBeGreaterThan(3000);
    const differ = [...inputs].filter(([text]) => {
      const expected = plainly(text);
      return (
        conversionVocabulary.conceptsIn(text).map((c) => c.concept).join('|') !== expected.concepts.join('|') ||
        conversionVocabulary.expandQuery(text) !== expected.expansion ||
        conversionVocabulary.enrichRecord(text) !== expected.enrichment
      );
    });
    expect(differ.map(([, name]) => name)).toEqual([]);
  }, 60_000); // over 3,000 texts checked the slow way: seconds on a loaded machine
});
