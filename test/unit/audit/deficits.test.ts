import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { DEFICIT_CHECKS, deficitFixedBy, redundantFor, runChecks, sectionChecks } from '../../../lib/audit/deficits';
import { DEFICIT_STRINGS } from '../../../lib/audit/deficit-strings';
import { findMissing } from '../../../lib/audit/findings';
import { pattern, section } from './fixture';

const fact = (kind: SectionFact['kind'], value: string): SectionFact => ({ kind, value, evidence: 'seen' });
const page = pageContext([]);

describe('deficit checks', () => {
  it('has passed, failure and fix words for every check, and one check per id', () => {
    const ids = DEFICIT_CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(DEFICIT_STRINGS[id].passed && DEFICIT_STRINGS[id].failure && DEFICIT_STRINGS[id].fix).toBeTruthy();
  });

  it('fails testimonials without photos or names, with the count, and passes those that have them', () => {
    const bare = runChecks(fact('testimonials', '3 quotes, no names, no photos'), page);
    expect(bare.filter((r) => !r.passed).map((r) => r.title)).toEqual(['Testimonials without photos (3)', 'Testimonials without names (3)']);
    // Stars are asked for where the offer is rated: a shop's products, software, an app, a local business.
    const shop = pageContext([{ facts: [fact('pricing', '8 products with prices, add to cart')], text: 'Add to cart' }]);
    expect(runChecks(fact('testimonials', '3 quotes, no names, no photos'), shop).filter((r) => !r.passed).map((r) => r.id)).toContain('testimonial-rating');
    const good = runChecks(fact('testimonials', '3 quotes, with names, with photos, star rating'), page, { text: '4.8 stars from 212 reviews' });
    expect(good.every((r) => r.passed)).toBe(true);
  });

  it('reads a row of equal buttons, a long form and a long menu as deficits, a short one as passed', () => {
    expect(sectionChecks([fact('cta', '4 equal')], page)[0]).toMatchObject({ id: 'cta-one-primary', passed: false, title: '4 buttons of equal weight compete' });
    expect(sectionChecks([fact('cta', '1 primary of 3')], page)[0]).toMatchObject({ id: 'cta-one-primary', passed: true });
    expect(sectionChecks([fact('form', '9 fields, 5 required')], page).filter((r) => !r.passed).map((r) => r.id)).toEqual(['form-length', 'form-steps']);
    expect(sectionChecks([fact('form', '2 fields, 1 required')], page).every((r) => r.passed)).toBe(true);
    expect(sectionChecks([fact('navigation', '14 links, dropdowns')], page)[0]).toMatchObject({ passed: false, title: '14 top-level menu links' });
    // A footer's links are no menu to trim.
    expect(sectionChecks([fact('navigation', '30 links, footer')], page)).toEqual([]);
  });

  it('tells a test that removes a deficit from one that advises what the section already shows', () => {
    const bare = sectionChecks([fact('testimonials', '3 quotes, no names, no photos')], page);
    const good = sectionChecks([fact('testimonials', '3 quotes, with names, with photos')], page);
    const photos = 'Testimonials with customer photos and names Testimonial photos';
    expect(deficitFixedBy(photos, bare)?.id).toBe('testimonial-photos');
    expect(redundantFor(photos, good)?.id).toBe('testimonial-photos');
    expect(redundantFor('Testimonials with a concrete result instead of general praise', good)).toBeNull();
    // Photos that fail to load are there, not missing: advice to add headshots is redundant (the broken-image finding says to fix them).
    const broken = sectionChecks([fact('testimonials', '1 quote, with names, photos that fail to load, 1 broken image')], page);
    expect(broken.find((c) => c.id === 'testimonial-photos')?.passed).toBe(true);
    expect(redundantFor('Adding headshots to customer quotes', broken)?.id).toBe('testimonial-photos');
  });

  it('neither passes nor fails the rotation of slides a script moves, nor controls it has not drawn yet', () => {
    const ids = (value: string) => sectionChecks([fact('carousel', value)], page, { label: 'hero' }).map((c) => `${c.id}:${c.passed ? 'pass' : 'fail'}`);
    // In the hero, slides split the opening message whatever moves them (`hero-slides`); elsewhere that is not asked.
    expect(ids('3 slides, dots')).toEqual(['hero-slides:fail', 'carousel-autoplay:pass', 'carousel-controls:pass']);
    expect(ids('3 slides, run by a script')).toEqual(['hero-slides:fail']);
    expect(ids('6 slides, run by a script, dots, arrows')).toEqual(['hero-slides:fail', 'carousel-controls:pass']);
    const elsewhere = sectionChecks([fact('carousel', '3 slides, run by a script')], page, { label: 'trust' });
    expect(elsewhere).toEqual([]);
  });

  it('calls "specific button text instead of Submit" redundant where the buttons already say what they do', () => {
    const text = 'Specific button text instead of "Submit" Button copy';
    const specific = sectionChecks([fact('cta', '2 equal')], page, { label: 'hero' });
    const generic = sectionChecks([fact('cta', '1 button, generic copy')], page, { label: 'hero' });
    expect(redundantFor(text, specific)?.id).toBe('cta-specific-label');
    expect(redundantFor(text, generic)).toBeNull();
    expect(deficitFixedBy(text, generic)?.id).toBe('cta-specific-label');
  });
});

describe('preconditions of a test on this page', () => {
  it('shows "next to the price" only where a price is shown', () => {
    const test = 'Money-back guarantee badge near the price';
    expect(unmetPrecondition(test, pageContext([{ facts: [], text: 'Book a call' }]), { facts: [], text: '' })).toBe('price-on-page');
    expect(unmetPrecondition(test, pageContext([{ facts: [], text: 'Only $29 a month, money back within 30 days' }]), { facts: [], text: '' })).toBeNull();
  });

  it('does not tell a phone-consultation form to drop its phone field', () => {
    const form = [fact('form', '3 fields, 2 required, phone field')];
    const test = 'Removing the phone number field from the sign-up form';
    const ctx = pageContext([{ facts: form, text: '' }]);
    expect(unmetPrecondition(test, ctx, { facts: form, text: 'Book a phone consultation: we will call you back' })).toBe('phone-field');
    expect(unmetPrecondition(test, ctx, { facts: form, text: 'Start your trial' })).toBeNull();
  });

  it('reads software from what the page sells, not from "Login" or "Sign up", which a school says too', () => {
    const school = pageContext([{ facts: [], text: 'Login\nSign up\nOur courses\nDownload the prospectus' }]);
    const app = pageContext([{ facts: [], text: 'Sign up\nThe app that keeps your team in sync' }]);
    expect(school.software).toBe(false);
    expect(app.software).toBe(true);
    expect(unmetPrecondition('Dedicated "X alternative" comparison pages', school, { facts: [], text: '' })).toBe('rival-pages');
    // …set against its rivals in the block's words.
    const rivals = { facts: [], text: '', words: 'Acme vs. spreadsheets: no more copy and paste.' };
    expect(unmetPrecondition('Dedicated "X alternative" comparison pages', app, rivals)).toBeNull();
    expect(unmetPrecondition('Switching guide for customers of a rival', school, { facts: [], text: '' })).toBe('rival-pages');
    expect(unmetPrecondition('Switching guide for customers of a rival', app, rivals)).toBeNull();
  });

  it('keeps big-shop search and mega-menu tests off a small page', () => {
    const small = pageContext([{ facts: [fact('navigation', '5 links, flat'), fact('category_tiles', '6 tiles, with images')], text: 'Espresso Latte' }]);
    const big = pageContext([{ facts: [fact('navigation', '12 links, mega menu')], text: '' }]);
    expect(unmetPrecondition('Autocomplete suggestions in the search box', small, { facts: [], text: '' })).toBe('big-catalogue');
    expect(unmetPrecondition('Autocomplete suggestions in the search box', big, { facts: [], text: '' })).toBeNull();
    expect(unmetPrecondition('Images in the mega menu', small, { facts: [], text: '' })).toBe('mega-menu');
    // A small site whose header already opens a mega menu is told how to make it work; plain dropdowns are no mega menu.
    const folded = pageContext([{ facts: [fact('navigation', '5 links, mega menu')], text: '' }]);
    expect(unmetPrecondition('Images in the mega menu', folded, { facts: [], text: '' })).toBeNull();
    expect(unmetPrecondition('Autocomplete suggestions in the search box', folded, { facts: [], text: '' })).toBe('big-catalogue');
    const dropdowns = pageContext([{ facts: [fact('navigation', '8 links, dropdowns')], text: '' }]);
    expect(unmetPrecondition('Images in the mega menu', dropdowns, { facts: [], text: '' })).toBe('mega-menu');
    // Eighteen features in a list are no catalogue to search or to fold into a mega menu.
    const features = pageContext([{ facts: [fact('navigation', '7 links, flat'), fact('feature_grid', '18 features, text only')], text: '' }]);
    expect(features.offers).toBe(0);
    expect(unmetPrecondition('Images in the mega menu', features, { facts: [], text: '' })).toBe('mega-menu');
  });
});

describe('missing blocks', () => {
  const patterns = [pattern('trust', 'Social proof', 10, 7), pattern('cta', 'Urgency', 6, 4)];
  const hero = { ...section(0, 'hero', 'Ship faster'), facts: [] };

  it('report no trust block when quotes, logos or badges are seen anywhere on the page', () => {
    expect(findMissing([hero, section(1, 'differentiation', 'Why')], patterns).map((f) => f.id)).toContain('missing_section:trust');
    const withQuotes = { ...section(1, 'differentiation', 'Why'), facts: [fact('testimonials', '2 quotes, with names, no photos')] };
    expect(findMissing([hero, withQuotes], patterns).map((f) => f.id)).not.toContain('missing_section:trust');
    // A sponsor line or an award said in words is proof too, wherever the classifier put its block.
    expect(findMissing([hero, section(1, 'differentiation', 'Why\nTusky is sponsored by\nNLnet')], patterns).map((f) => f.id)).not.toContain('missing_section:trust');
    expect(findMissing([hero, section(1, 'differentiation', 'Why\nWe sponsor local clubs')], patterns).map((f) => f.id)).toContain('missing_section:trust');
    // A block read as trust, however unsure, is no evidence that the page lacks one.
    const unsure = { ...section(1, 'trust', 'Taught Created Attained'), confidence: 0.29, facts: [] };
    expect(findMissing([hero, unsure], patterns).map((f) => f.id)).not.toContain('missing_section:trust');
  });

  it('report no call to action after the hero only when no later section asks for the action', () => {
    const later = { ...section(1, 'differentiation', 'Why'), confidence: 0.3, facts: [fact('form', '1 field, 1 required')], rect: { x: 0, y: 800, width: 1200, height: 900 } };
    expect(findMissing([hero, later], patterns).map((f) => f.id)).not.toContain('no_cta_after_hero:cta');
    expect(findMissing([hero, { ...later, facts: [] }], patterns).map((f) => f.id)).toContain('no_cta_after_hero:cta');
    // A page read in about a screen and a half keeps the hero's button in view.
    expect(findMissing([hero, { ...later, facts: [], rect: { x: 0, y: 500, width: 1200, height: 400 } }], patterns).map((f) => f.id)).not.toContain('no_cta_after_hero:cta');
  });
});
