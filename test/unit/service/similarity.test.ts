import { describe, expect, it } from 'vitest';
import { calibrate, rawThreshold, recordEmbeddingText, toVectorLiteral } from '../../../server/embeddings/provider';
import { SifEmbedder, cosine } from '../../../server/embeddings/sif-embedder';
import { contentWords } from '../../../server/embeddings/tokenize';
import { decodeWordVectors, encodeWordVectors } from '../../../server/embeddings/word-vectors-file';

describe('similarity calibration', () => {
  const scale = { floor: 0.3, ceiling: 0.75 };
  it('maps the floor to 0, the ceiling to 1 and clamps outside', () => {
    expect(calibrate(0.3, scale)).toBe(0);
    expect(calibrate(0.75, scale)).toBe(1);
    expect(calibrate(0.525, scale)).toBeCloseTo(0.5, 4);
    expect(calibrate(-0.4, scale)).toBe(0);
    expect(calibrate(0.99, scale)).toBe(1);
  });
  it('turns a calibrated threshold back into the raw cosine it stands for', () => {
    for (const t of [0.1, 0.5, 0.9]) expect(calibrate(rawThreshold(t, scale) + 1e-6, scale)).toBeGreaterThanOrEqual(t - 1e-4);
    expect(rawThreshold(0, scale)).toBe(-1);
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
