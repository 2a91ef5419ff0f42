import { describe, expect, it } from 'vitest';
import { PRICE, PRICES } from '../../../lib/sections/price';

describe('a price as a visitor reads it (one reading for the classifier, the facts and the audit)', () => {
  it('finds signs and codes before or after the figure, and the Philippine "P12,500"', () => {
    for (const t of ['$29', '29 €', '12,50 EUR', '199 kr', '₱450', 'P12,500', '100 zł', 'CHF 12 or 12 chf']) expect(PRICE.test(t), t).toBe(true);
  });

  it('leaves figures that are no price alone: a model number, a page count, euros spelt out', () => {
    for (const t of ['P2 model', 'HP12,000 printer', 'Page 12,500 words', '5 euros a day', 'A4 paper']) expect(PRICE.test(t), t).toBe(false);
  });

  it('lists every price with its whole amount', () => {
    expect('Serie N 220,50 € 180 € · GT from $1,299.00 · catering P14,500'.match(PRICES)).toEqual(['220,50 €', '180 €', '$1,299.00', 'P14,500']);
  });
});
