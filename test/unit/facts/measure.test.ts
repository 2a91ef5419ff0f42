import { describe, expect, it } from 'vitest';
import { measureFact } from '../../../lib/facts/measure';

describe('measureFact', () => {
  it('reads the count and attributes each kind states', () => {
    expect(measureFact({ kind: 'cta', value: '1 primary of 3, generic copy' })).toEqual({ kind: 'cta', count: 3, attributes: { primary: true, generic_label: true } });
    expect(measureFact({ kind: 'cta', value: '4 equal' })).toEqual({ kind: 'cta', count: 4, attributes: { primary: false, generic_label: false } });
    expect(measureFact({ kind: 'cta', value: '1 button, not filled' }).attributes.primary).toBe(true);
    expect(measureFact({ kind: 'testimonials', value: '3 quotes, with names, initials avatars, star rating' }).attributes).toEqual({ names: true, photos: 'initials', ratings: true });
    expect(measureFact({ kind: 'testimonials', value: '2 quotes, no names, no photos' }).attributes.photos).toBe('none');
    expect(measureFact({ kind: 'form', value: '4 fields, 2 required, phone field, for booking' })).toEqual({ kind: 'form', count: 4, attributes: { required: 2, purpose: 'booking' } });
    expect(measureFact({ kind: 'pricing', value: '3 plans, highlighted "most popular", billing toggle' })).toEqual({ kind: 'pricing', count: 3, attributes: { highlighted: true, toggle: true } });
    expect(measureFact({ kind: 'pricing', value: 'prices, none highlighted' })).toEqual({ kind: 'pricing', attributes: { highlighted: false, toggle: false } });
    expect(measureFact({ kind: 'feature_grid', value: '6 features, text only, placeholder text' })).toEqual({ kind: 'feature_grid', count: 6, attributes: { placeholder: true } });
    expect(measureFact({ kind: 'headline', value: '5 words, medium, no numbers' }).count).toBe(5);
  });
});
