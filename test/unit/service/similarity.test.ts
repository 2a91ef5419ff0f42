import { describe, expect, it } from 'vitest';
import { recordEmbeddingParts, recordEmbeddingText, toVectorLiteral } from '../../../server/embeddings/provider';
import { SifEmbedder, cosine } from '../../../server/embeddings/sif-embedder';
import { contentWords } from '../../../server/embeddings/tokenize';
import { decodeWordVectors, encodeWordVectors } from '../../../server/embeddings/word-vectors-file';

describe('embedded parts of a record', () => {
  const record = { title: 'Security seals beside the pay button', element_tested: 'Security seals', key_insight: null, actionable_rule: null, psychological_principle: null, control_description: null, variation_description: 'Padlock and card logos' };
  it('counts the content words of each part\'s own text and enriches only the whole-text vector with everyday words', () => {
    const parts = recordEmbeddingParts(record);
    expect(parts.map((p) => p.part)).toEqual(['record', 'title', 'variation', 'element']);
    expect(parts.find((p) => p.part === 'title')).toEqual({ part: 'title', text: record.title, words: 5 });
    const whole = parts.find((p) => p.part === 'record')!;
    expect(whole.words).toBe(contentWords(recordEmbeddingText(record)).length);
    expect(whole.text.startsWith(recordEmbeddingText(record))).toBe(true);
    expect(whole.text).toMatch(/safe checkout/);
  });
});

describe('SIF embedder on a tiny vocabulary', () => {
  // Four words in 3-d: "cart" and "basket" point the same way, "cat" elsewhere, "the" is common.
  const words = ['the', 'cart', 'basket', 'cat'];
  const vectors = [[1, 1, 1], [0, 10, 1], [0, 9, 2], [10, 0, 0]];
  const table = decodeWordVectors(
    encodeWordVectors(
      {
        dims: 3, words, ranks: Uint32Array.from([0, 500, 900, 1200]), sourceVocabulary: 10_000,
        scales: Float32Array.from(vectors.map((v) => Math.max(...v) / 127)),
        values: Int8Array.from(vectors.flatMap((v) => v.map((x) => Math.round(x / (Math.max(...v) / 127))))),
      },
      'test',
    ),
  );
  const embedder = new SifEmbedder(table);

  it('round-trips the file format', () => {
    expect(table.words).toEqual(words);
    expect(Array.from(table.ranks)).toEqual([0, 500, 900, 1200]);
  });

  it('gives unit vectors, closer for related words than unrelated ones', () => {
    const cart = embedder.embed('the cart');
    const basket = embedder.embed('baskets');
    const cat = embedder.embed('a cat');
    expect(Math.hypot(...cart)).toBeCloseTo(1, 6);
    expect(cosine(cart, basket)).toBeGreaterThan(cosine(cart, cat));
    expect(embedder.embed('unknown words only')).toEqual([0, 0, 0]);
  });
});

describe('text helpers', () => {
  it('drops stop words and splits hyphenated words', () => {
    expect(contentWords('The free-shipping threshold in YOUR cart')).toEqual(['free', 'shipping', 'threshold', 'cart']);
  });
  it('builds the embedded text from what was tested and learned, skipping nulls', () => {
    expect(recordEmbeddingText({ title: 'T', element_tested: null, key_insight: 'I', actionable_rule: null, psychological_principle: 'P', control_description: null, variation_description: 'V' })).toBe('T. V. I. P');
  });
  it('writes pgvector literals', () => {
    expect(toVectorLiteral([0.5, -1, Number.NaN])).toBe('[0.5,-1,0]');
  });
});
