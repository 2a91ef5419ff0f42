import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { buildAudit, topOpportunities } from '../../../lib/audit/build';
import { pageContext } from '../../../lib/audit/context';
import { DEFICIT_CHECKS, sectionChecks } from '../../../lib/audit/deficits';
import { DEFICIT_STRINGS } from '../../../lib/audit/deficit-strings';
import { auditFacts, emptyReviews, productGrid } from '../../../lib/audit/derived';
import type { Finding } from '../../../lib/audit/findings';
import { factQueries, sectionQuery } from '../../../lib/audit/query';
import { rankForSection } from '../../../lib/audit/rank';
import { redundantAdvice } from '../../../scripts/shared/advice-metrics';
import { hit, landingInput } from './fixture';

// What the specialist reviewers found wrong, each as a general rule of the audit.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const page = pageContext([]);
const failed = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}) => sectionChecks(facts, page, on).filter((c) => !c.passed).map((c) => c.id);

describe('deficits that know their section', () => {
  const drawings = fact('people_images', 'no people, illustrations');

  it('asks for photos of real people in the hero and the proof, not beside a feature screenshot', () => {
    expect(failed([drawings], { label: 'hero' })).toContain('people-photos');
    expect(failed([drawings], { label: 'trust' })).toContain('people-photos');
    expect(failed([drawings], { label: 'differentiation' })).not.toContain('people-photos');
    expect(failed([drawings], { label: 'product_demo' })).not.toContain('people-photos');
    // Nor is a feature row asked about pictures of people.
    expect(factQueries({ label: 'differentiation', text: '', facts: [drawings] })).toEqual([]);
    expect(factQueries({ label: 'hero', text: '', facts: [drawings] })[0]).toBe('photo of a real customer instead of stock illustration');
  });

  it('tells a brand headline that it does not say what the product is, and asks for a figure only where the headline claims one', () => {
    // A hero with its button: only the headline is judged here.
    const button = fact('cta', '1 button');
    const brand = fact('headline', '2 words, short, no numbers', '"Acme Cloud"');
    expect(failed([brand, button], { label: 'hero' })).toEqual(['headline-says-what']);
    expect(factQueries({ label: 'hero', text: '', facts: [brand] })).toContain('headline that names what the product is');
    const claim = fact('headline', '6 words, medium, no numbers', '"Deploy your apps ten times faster"');
    expect(failed([claim, button], { label: 'hero' })).toEqual([]);
    const figured = pageContext([{ facts: [], text: 'Trusted by 12,000 teams' }]);
    expect(sectionChecks([claim, button], figured, { label: 'hero' }).filter((c) => !c.passed).map((c) => c.id)).toEqual(['headline-numbers']);
    const plain = fact('headline', '7 words, medium, no numbers', '"The kanban board for small teams"');
    expect(failed([plain, button], { label: 'hero' })).toEqual([]);
    expect(sectionChecks([plain], page, { label: 'hero' }).map((c) => c.id)).not.toContain('headline-numbers');
  });

  it('reads two priced products with the same button as a grid, not as plans to highlight', () => {
    const plans = fact('pricing', '2 plans, none highlighted', 'prices: 3.60 €');
    const buttons = fact('cta', '2 equal', 'buttons: lisa ostukorvi, lisa ostukorvi');
    const pictures = fact('people_images', 'no people, illustrations');
    const facts = auditFacts({ facts: [plans, buttons, pictures], text: 'Toit 3.60 € lisa ostukorvi Maius 4.20 € lisa ostukorvi' });
    expect(facts.map((f) => f.kind)).toEqual(['cta', 'people_images', 'pricing']);
    // Ticket tiers without pictures, each with the same button, stay plans.
    expect(auditFacts({ facts: [plans, buttons], text: 'Early bird $49 Buy ticket Regular $99 Buy ticket' })).toEqual([plans, buttons]);
    const ids = failed(facts, { label: 'doors' });
    expect(ids).not.toContain('pricing-highlight');
    expect(ids).not.toContain('cta-one-primary');
    // Real plans billed per month stay plans.
    expect(auditFacts({ facts: [plans, buttons], text: 'Basic 9 € / month Start  Pro 19 € / month Start' })).toEqual([plans, buttons]);
  });

  it('does not ask a header login link to be a filled button', () => {
    const login = fact('cta', '1 button, not filled', 'buttons: Login');
    expect(failed([login], { label: 'global' })).toEqual([]);
    expect(failed([login], { label: 'cta' })).toEqual(['cta-filled']);
  });

  it('reads a grid of priced products as a listing and asks only for what its cards lack', () => {
    const cards = fact('cta', '6 alike, one per card', '6 × "Add to cart"');
    const grid = productGrid({ facts: [cards], text: 'Bowl $12.00 Add to cart Leash $18.50 Add to cart Collar $9.99 Add to cart Bed $49.00 Add to cart' })!;
    expect(grid).toMatchObject({ kind: 'pricing', value: '4 products with prices, add to cart' });
    const ids = failed([cards, grid], { label: 'cta' });
    expect(ids).toEqual(expect.arrayContaining(['listing-ratings', 'listing-badges']));
    expect(ids).not.toContain('listing-quick-add');
    expect(ids).not.toContain('pricing-highlight');
    const rated = productGrid({ facts: [cards], text: 'Bowl $12 ★★★★★ (31) Add to cart Leash $18 ★★★★☆ (12) Add to cart Bed $49 Bestseller Add to cart Hat $5' })!;
    expect(failed([cards, rated], { label: 'doors' }).filter((id) => id.startsWith('listing'))).toEqual([]);
    // A menu of dishes with prices and no way to buy them is no shop grid.
    expect(productGrid({ facts: [], text: 'Espresso $3 Latte $4 Cappuccino $4.50 Croissant $3' })).toBeNull();
    // The block's text holds its actions, not its cards' prices: a buying button on each card of a priced block counts the cards.
    const priced = fact('pricing', 'prices, discount shown', 'struck through: $20.00, $50.00, …');
    const eight = fact('cta', '8 alike, one per card, 8 lead nowhere', '6 × "Add to cart"; 8 leading nowhere');
    expect(productGrid({ facts: [eight, priced], text: 'View options\nAdd to cart' })).toMatchObject({ value: '8 products with prices, add to cart, discount shown', evidence: priced.evidence });
    expect(productGrid({ facts: [eight], text: 'View options\nAdd to cart' })).toBeNull();
    // Two products, each with the same button in another language and a quantity field: a shop, not two plans.
    const two = [fact('cta', '2 equal', 'buttons: lisa ostukorvi, lisa ostukorvi'), fact('form', '4 fields, 0 required', 'fields (number): quantity, quantity, quantity, quantity'),
      fact('people_images', 'no people, illustrations'), fact('pricing', '2 plans, none highlighted, discount shown, no reason given', 'prices: 3.60 €, 4 €, …')];
    expect(productGrid({ facts: two, text: 'Tooted\nKUIVTOIT KASSIDELE\nlisa ostukorvi' })).toMatchObject({ value: '2 products with prices, add to cart, discount shown, no reason given' });
    expect(productGrid({ facts: two.filter((f) => f.kind !== 'form'), text: 'Tooted\nKUIVTOIT KASSIDELE\nlisa ostukorvi' })).toBeNull();
    // Its label question is a listing's, and a shop grid's cards are the listing tests, not galleries.
    const section = { label: 'cta' as const, text: 'Our products\nBowl $12.00 Add to cart Leash $18.50 Add to cart Collar $9.99', facts: [cards] };
    expect(sectionQuery(section)).toMatch(/^product listing cards/);
    const audit = buildAudit({ ...landingInput(), sections: [{ ...landingInput().sections[1]!, ...section, index: 1 }], answers: {
      patterns: [],
      tests: { '1': [
        hit('Gallery of customer photos on the product page', 'winner', 0.8, { website_section: 'product_demo' }),
        hit('Review count on product cards in listings', 'winner', 0.6, { website_section: 'trust', element_tested: 'Star rating' }),
        hit('"Add to basket" on category grid cards', 'winner', 0.5, { website_section: 'doors', element_tested: 'Quick add button' }),
      ] },
    } });
    expect(audit.sections[0]!.tests![0]!.title).toBe('Review count on product cards in listings');
    expect(audit.sections[0]!.tests!.map((t) => t.title)).not.toContain('Gallery of customer photos on the product page');
  });
});

describe('deficits a specialist names where no other fact tells', () => {
  it('finds a rating without the number of reviews', () => {
    const stars = fact('testimonials', '3 quotes, with names, with photos, star rating');
    expect(failed([stars], { text: 'Loved it ★★★★★' })).toEqual(['rating-count']);
    expect(failed([stars], { text: '4.9 ★ from 1,204 reviews' })).toEqual([]);
  });

  it('finds an empty reviews block, and does not call it a block without photos', () => {
    const empty = emptyReviews({ facts: [], text: 'Customer reviews\nThere are no reviews yet. Be the first to review this product.' })!;
    expect(empty.kind).toBe('testimonials');
    expect(failed([empty])).toEqual(['reviews-empty']);
    expect(emptyReviews({ facts: [], text: 'Customer reviews: 128 reviews, 4.7 average' })).toBeNull();
  });

  it('finds a features block with no button in it or right after it', () => {
    const grid = fact('feature_grid', '6 features, pictured');
    expect(failed([grid], { label: 'differentiation', next: [fact('headline', '3 words, short, no numbers')] })).toContain('features-no-button');
    expect(failed([grid], { label: 'differentiation', next: [fact('cta', '1 button')] })).not.toContain('features-no-button');
    expect(failed([grid, fact('cta', '1 primary of 2')], { label: 'differentiation' })).not.toContain('features-no-button');
  });

  it('has words for every new check in the strings table, placeholders filled from the fact', () => {
    for (const c of DEFICIT_CHECKS) expect(Object.keys(DEFICIT_STRINGS)).toContain(c.id);
    const grid = sectionChecks([fact('feature_grid', '6 features, pictured')], page, { label: 'differentiation' }).find((c) => c.id === 'features-no-button')!;
    expect(grid.title).toBe('Features and no button to act on them (6 features)');
  });

  it('derives nothing from a section that shows neither', () => {
    expect(auditFacts({ facts: [], text: 'About us' })).toEqual([]);
  });
});

describe('redundant advice, counted from what the reader sees', () => {
  const checks = sectionChecks([fact('testimonials', '3 quotes, with names, with photos, star rating')], page, { text: '120 reviews' });
  const photos = 'Testimonials with customer photos and names Testimonial photos Credibility';

  it('counts a card that advises what a passed check states, even if its words match another check', () => {
    expect(redundantAdvice(checks, [{ text: photos }])).toHaveLength(1);
    expect(redundantAdvice(checks, [{ text: photos, fixes: 'testimonial-photos' }])).toHaveLength(1); // claims to fix what passed
    expect(redundantAdvice(checks, [{ text: 'Testimonials with a concrete result instead of general praise' }])).toHaveLength(0);
  });

  it('keeps such a card out of the ranking', () => {
    const shown = rankForSection([hit('Testimonials with customer photos and names', 'winner', 0.9, { website_section: 'trust', element_tested: 'Testimonial photos' })], 'trust', [fact('testimonials', '3 quotes, with names, with photos')], null);
    expect(shown).toEqual([]);
  });
});

describe('top opportunities', () => {
  const base = { label: 'hero' as const, rule: null, evidence: 10, principles: [] };
  const factFinding = (id: string, value: number): Finding => ({ ...base, id: `fact:1:${id}`, kind: 'fact', title: id, expectedValue: value, fact: fact('cta', '4 equal'), deficit: id });

  it('lead with the hygiene a specialist sees first, even one that quotes the page rather than a fact', () => {
    const filler: Finding = { ...base, id: 'hygiene:placeholder:2', kind: 'hygiene', title: 'Placeholder text', expectedValue: 950, evidence: 0 };
    const top = topOpportunities([factFinding('cta-one-primary', 2000), filler, factFinding('form-length', 50)]);
    expect(top.map((f) => f.id)).toEqual(['hygiene:placeholder:2', 'fact:1:cta-one-primary', 'fact:1:form-length']);
  });

  it('never include a missing block, which names nothing on the page', () => {
    const missing: Finding = { ...base, id: 'missing_section:trust', kind: 'missing_section', title: 'No trust block', expectedValue: 5000 };
    expect(topOpportunities([missing, factFinding('form-length', 1)]).map((f) => f.kind)).toEqual(['fact']);
  });
});
