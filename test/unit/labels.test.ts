import { describe, expect, it } from 'vitest';
import { SECTION_LABELS, SectionLabelSchema } from '../../lib/sections/labels';

describe('section labels', () => {
  it('are the eight of the taxonomy', () => {
    expect([...SECTION_LABELS].sort()).toEqual(
      ['cta', 'differentiation', 'doors', 'global', 'hero', 'product_demo', 'resources', 'trust'],
    );
  });
  it('refuse anything else', () => {
    expect(SectionLabelSchema.safeParse('footer').success).toBe(false);
    expect(SectionLabelSchema.safeParse('hero').success).toBe(true);
  });
});
