import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';

// What the blind specialist review of corpus-b pages (stop 39) rated wrong or redundant, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const failed = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}) => sectionChecks(facts, pageContext([]), on).filter((c) => !c.passed).map((c) => c.id);

describe('a way to act right after a block', () => {
  it('counts a product grid whose cards go in the cart, whatever the cards\' first button says', () => {
    const perks = [fact('feature_grid', '4 features, with icons')];
    const grid = [fact('cta', '4 alike, one per card', '2 × "View"'), fact('pricing', '4 products with prices, add to cart')];
    expect(failed(perks, { label: 'trust', next: grid })).not.toContain('features-no-button');
    expect(failed(perks, { label: 'trust', next: [fact('cta', '4 alike, one per card', '2 × "View"'), fact('pricing', '4 products with prices')] })).toContain('features-no-button');
  });
});

describe('sponsors', () => {
  it('are not asked to be cut to a few recognisable logos', () => {
    expect(failed([fact('logo_wall', '21 logos')], { label: 'trust' })).toContain('logo-wall-size');
    expect(failed([fact('logo_wall', '21 logos, sponsors')], { label: 'trust' })).not.toContain('logo-wall-size');
  });
});
