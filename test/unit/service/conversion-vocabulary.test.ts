import { describe, expect, it } from 'vitest';
import { CONVERSION_VOCABULARY } from '../../../server/vocabulary/conversion-vocabulary';
import { ConversionVocabulary, stem, stemsOf } from '../../../server/vocabulary/expand';
import { VocabularySchema } from '../../../server/vocabulary/vocabulary-schema';

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
    const common = new Set(['page', 'site', 'people', 'visitor', 'customer', 'button', 'product', 'click', 'price', 'buy', 'get', 'work', 'left', 'show', 'us', 'one', 'best', 'better', 'make', 'step', 'question', 'stock', 'photo', 'look']);
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

describe('expansion', () => {
  const vocabulary = new ConversionVocabulary([
    { concept: 'choice overload', terms: ['choice overload', "Hick's law"], paraphrases: ['too many options', 'paralysis'] },
    { concept: 'security seals', terms: ['security seals', 'padlock'], paraphrases: ['safe checkout', 'payment logos'] },
  ]);

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
  it('keeps fixed expressions made of stop words as one word ("before and after", "how it works")', () => {
    const fixed = new ConversionVocabulary([
      { concept: 'before and after', terms: ['before-and-after'], paraphrases: ['before and after'] },
      { concept: 'how it works', terms: ['how it works'], paraphrases: ['how it works section'] },
    ]);
    expect(fixed.conceptsIn('Before & after photos of a kitchen').map((c) => c.concept)).toEqual(['before and after']);
    expect(fixed.conceptsIn('does a longer guarantee work')).toEqual([]);
    expect(fixed.expandQuery('a How It Works block on the homepage')).toBe('how it works');
  });
  it('changes its fingerprint with its content (stored embeddings are rebuilt when it changes)', () => {
    expect(new ConversionVocabulary(CONVERSION_VOCABULARY).fingerprint).toBe(new ConversionVocabulary().fingerprint);
    expect(vocabulary.fingerprint).not.toBe(new ConversionVocabulary().fingerprint);
  });
});
