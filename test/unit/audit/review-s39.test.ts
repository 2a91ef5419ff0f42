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

describe('the rule a missing block gives', () => {
  it('is on the block\'s topic and speaks of buying only on a page that sells', async () => {
    const { findMissing } = await import('../../../lib/audit/findings');
    const { pattern, section } = await import('./fixture');
    const patterns = [
      { ...pattern('trust', 'Social proof', 10, 8), top_rules: ['Put the rating where the buying decision is made.', 'Show peer opinions right at the point of purchase.'] },
      { ...pattern('trust', 'Bandwagon effect', 10, 6), top_rules: ['Lead your proof with your most impressive honest number.'] },
      { ...pattern('cta', 'Anchoring', 10, 8), top_rules: ['Give undecided visitors a visible default plan.'] },
      { ...pattern('cta', 'Serial position effect', 4, 3), top_rules: ['Repeat the main action wherever a reader might be ready.'] },
    ];
    const hero = section(0, 'hero', 'Kanboard');
    const rules = (sections: ReturnType<typeof section>[]) => Object.fromEntries(findMissing(sections, patterns).map((f) => [f.id, f.rule]));
    const free = rules([hero, section(1, 'differentiation', 'Features')]);
    expect(free['missing_section:trust']).toBe('Lead your proof with your most impressive honest number.');
    expect(free['no_cta_after_hero:cta']).toBe('Repeat the main action wherever a reader might be ready.');
    const shop = rules([hero, { ...section(1, 'doors', 'Shoes'), facts: [{ kind: 'pricing', value: '4 products with prices', evidence: '$40' }] }]);
    expect(shop['missing_section:trust']).toBe('Show peer opinions right at the point of purchase.');
  });
});
