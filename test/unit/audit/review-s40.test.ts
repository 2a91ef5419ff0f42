import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../lib/audit/context';
import { productGrid } from '../../../lib/audit/derived';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { rankForSection } from '../../../lib/audit/rank';
import type { SectionFact } from '../../../lib/facts/types';
import { hit } from './fixture';

// What the blind specialist review of corpus pages (stop 40) rated redundant or wrong, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const checksOf = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}) => sectionChecks(facts, pageContext([]), on);

describe('what a section already shows', () => {
  it('customer logos at the opening make "logos below the hero" redundant; further down, moving them up is advice', () => {
    const logos = [fact('logo_wall', '6 logos, "trusted by"')];
    const title = 'Logos of well-known clients below the hero';
    expect(redundantFor(title, checksOf(logos, { label: 'trust', early: true }))?.id).toBe('logos-early');
    expect(redundantFor('Logo bar of customers near the first call to action', checksOf(logos, { label: 'trust', early: true }))?.id).toBe('logos-early');
    expect(redundantFor(title, checksOf(logos, { label: 'trust', early: false }))).toBeNull();
    // Sponsors thanked at the top are no customers.
    expect(redundantFor(title, checksOf([fact('logo_wall', '6 logos, sponsors')], { label: 'trust', early: true }))).toBeNull();
  });

  it('payment logos make "show the accepted cards" redundant; security seals alone do not', () => {
    const title = 'Accepted cards shown on the product page';
    expect(redundantFor(title, checksOf([fact('security_badges', 'payment logos')], { label: 'global' }))?.id).toBe('payment-logos-shown');
    expect(redundantFor(title, checksOf([fact('security_badges', 'security badges')], { label: 'global' }))).toBeNull();
  });

  it('a grid headed as the best sellers marks its products already', () => {
    const grid = productGrid({ facts: [fact('cta', '4 alike, one per card', '4 × "Add"')], text: 'Daily Best Sells\n$13 $18 $24 $32\nAdd to cart' });
    expect(grid?.value).toMatch(/\bbadges\b/);
    const plain = productGrid({ facts: [fact('cta', '4 alike, one per card', '4 × "Add"')], text: 'Coffee\n$13 $18 $24 $32\nAdd to cart' });
    expect(plain?.value).not.toMatch(/\bbadges\b/);
  });

  it('stars the gatherer saw drawn on priced cards are the grid\'s ratings', () => {
    const facts = [fact('cta', '4 alike, one per card', '4 × "Add"'), fact('pricing', 'prices, star ratings', 'prices: $13, $18')];
    expect(productGrid({ facts, text: 'Popular\n$13 $18 $24 $32\nAdd to cart' })?.value).toMatch(/\bstar ratings\b/);
    expect(productGrid({ facts: facts.slice(0, 1), text: 'Popular\n$13 $18 $24 $32\nAdd to cart' })?.value).not.toMatch(/\bstar ratings\b/);
  });

  it('a count of users is not advised to a section that gives one', () => {
    const count = hit('Total user count in the trust section', 'winner', 0.8, { website_section: 'trust' });
    const page = pageContext([{ facts: [], text: '' }]);
    const titles = (words: string) => rankForSection([count], 'trust', [fact('testimonials', '3 quotes, with names, with photos')], null, { page, text: 'Trusted by teams', words }).map((c) => c.test.title);
    expect(titles('Trusted by over 600 million users and 10,000 teams\n600M+ Users')).toEqual([]);
    expect(titles('Trusted by 2 million downloads')).toEqual([]);
    expect(titles('Trusted by teams who ship every week. Founded in 2015.')).toEqual([count.title]);
  });
});
