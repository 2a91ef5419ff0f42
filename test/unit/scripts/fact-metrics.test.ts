import { describe, expect, it } from 'vitest';
import { FactLabelFileSchema, factMetrics, factTable, type FactCase } from '../../../scripts/shared/fact-metrics';
import { measureFact } from '../../../lib/facts/measure';

const m = (kind: FactCase['truth'][number]['kind'], value: string) => measureFact({ kind, value });

describe('factMetrics', () => {
  const cases: FactCase[] = [
    {
      page: 'a', selector: '#hero', split: 'tune',
      truth: [{ kind: 'headline' }, { kind: 'cta', count: 2, attributes: { primary: true, generic_label: false } }],
      predicted: [m('headline', '5 words, medium, no numbers'), m('cta', '1 primary of 2'), m('video', 'video')],
    },
    {
      page: 'a', selector: '#proof', split: 'tune',
      truth: [{ kind: 'testimonials', count: 3, attributes: { names: true, photos: 'initials', ratings: false, placeholder: true } }],
      predicted: [m('testimonials', '2 quotes, with names, with photos')],
    },
    { page: 'b', selector: '#gone', split: 'test', truth: [{ kind: 'form', count: 3, attributes: { required: 2 } }], predicted: null },
    { page: 'b', selector: '#pics', split: 'test', truth: [], predicted: [m('people_images', 'no people, illustrations')] },
  ];
  const r = factMetrics(cases);

  it('counts precision and recall per kind', () => {
    expect(r.perKind.cta).toMatchObject({ support: 1, tp: 1, fp: 0, fn: 0, precision: 1, recall: 1 });
    expect(r.perKind.video).toMatchObject({ support: 0, tp: 0, fp: 1, precision: 0, recall: null });
    expect(r.perKind.form).toMatchObject({ support: 1, fn: 1, precision: null, recall: 0 });
    expect(r.pages).toBe(2);
    expect(r.sections).toBe(4);
  });

  it('does not count a stated absence of people as a picture of people', () => {
    expect(r.perKind.people_images).toBeUndefined();
  });

  it('scores counts and the labelled attributes of paired facts', () => {
    expect(r.attributes['cta.count']).toEqual({ correct: 1, total: 1, accuracy: 1 });
    expect(r.attributes['cta.primary']).toEqual({ correct: 1, total: 1, accuracy: 1 });
    expect(r.attributes['testimonials.count']).toEqual({ correct: 0, total: 1, accuracy: 0 });
    expect(r.attributes['testimonials.photos']).toEqual({ correct: 0, total: 1, accuracy: 0 });
    expect(r.attributes['testimonials.names']!.accuracy).toBe(1);
    // Placeholder is scored on every pair (absent is false): right on the headline and cta, wrong on the quotes.
    expect(r.attributes.placeholder).toEqual({ correct: 2, total: 3, accuracy: 2 / 3 });
    expect(r.attributes['form.required']).toBeUndefined();
  });

  it('prints a row per kind and per attribute', () => {
    const table = factTable(r);
    expect(table).toMatch(/^cta\s+1\s+1\s+0\s+0\s+1\.000\s+1\.000$/m);
    expect(table).toMatch(/^testimonials\.photos\s+0\s+1\s+0\.000$/m);
  });
});

describe('FactLabelFileSchema', () => {
  it('accepts the DESIGN.md shape with a split and rejects unknown kinds', () => {
    expect(FactLabelFileSchema.safeParse({ page: 'p', split: 'test', sections: [{ selector: '#a', facts: [{ kind: 'faq', count: 4 }] }] }).success).toBe(true);
    expect(FactLabelFileSchema.safeParse({ page: 'p', sections: [{ selector: '#a', facts: [{ kind: 'faqs' }] }] }).success).toBe(false);
  });
});
