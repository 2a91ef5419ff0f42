import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { isHomeUrl, pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';
import { storeButtons } from '../../../lib/audit/button-labels';

// What the specialist review of six fresh corpus-b pages (this stop) called wrong, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const failed = (facts: SectionFact[], label: 'hero' | 'cta' = 'hero') =>
  sectionChecks(facts, pageContext([]), { label }).filter((c) => !c.passed).map((c) => c.id);
const applied = (facts: SectionFact[]) => sectionChecks(facts, pageContext([]), { label: 'hero' }).map((c) => c.id);

describe('store badges get one app from two places', () => {
  it('reads store and platform buttons as one action', () => {
    expect(storeButtons('buttons: F-Droid, Google Play')).toBe(true);
    expect(storeButtons('buttons: Download on the App Store, Get it on Google Play')).toBe(true);
    expect(storeButtons('buttons: Download for macOS, Windows, Linux')).toBe(true);
    expect(storeButtons('buttons: Start trial, Book demo')).toBe(false);
  });

  it('does not ask store badges to compete, nor a store badge or a picture button to be filled', () => {
    expect(failed([fact('cta', '2 equal', 'buttons: F-Droid, Google Play')])).not.toContain('cta-one-primary');
    expect(failed([fact('cta', '2 equal', 'buttons: Start trial, Book demo')])).toContain('cta-one-primary');
    expect(applied([fact('cta', '1 button, not filled', 'buttons: image button')])).not.toContain('cta-filled');
    expect(failed([fact('cta', '1 button, not filled', 'buttons: Start trial')])).toContain('cta-filled');
    const title = 'Removing competing choices from the opening banner';
    const stores = { facts: [fact('cta', '2 equal', 'buttons: F-Droid, Google Play')], text: '' };
    expect(unmetPrecondition(title, pageContext([]), stores, title)).toBe('several-buttons');
  });
});

describe('advice that needs a kind of page', () => {
  const title = 'Removing the main menu from campaign landing pages';
  it('keeps the menu of a home page', () => {
    expect(isHomeUrl('http://127.0.0.1:8000/')).toBe(true);
    expect(isHomeUrl('https://hotel.example/index.html')).toBe(true);
    expect(isHomeUrl('https://hotel.example/lp/summer-offer')).toBe(false);
    expect(unmetPrecondition(title, pageContext([], 'https://hotel.example/'), { facts: [], text: '' }, title)).toBe('campaign-page');
    expect(unmetPrecondition(title, pageContext([], 'https://hotel.example/lp/summer'), { facts: [], text: '' }, title)).toBeNull();
  });

  it('keeps the menu of any page of a site that is not a campaign landing page, and of a saved home page', () => {
    expect(isHomeUrl('file:///home/ana/sites/everest-academy/index.html')).toBe(true);
    expect(isHomeUrl('file:///home/ana/sites/everest-academy/about.html')).toBe(false);
    expect(unmetPrecondition(title, pageContext([], 'https://school.example/about-us/'), { facts: [], text: '' }, title)).toBe('campaign-page');
    expect(unmetPrecondition(title, pageContext([], 'file:///home/ana/sites/everest-academy/index.html'), { facts: [], text: '' }, title)).toBe('campaign-page');
    expect(unmetPrecondition(title, pageContext([], 'https://school.example/admissions?utm_source=ads&utm_campaign=fall'), { facts: [], text: '' }, title)).toBeNull();
    expect(unmetPrecondition(title, pageContext([], 'https://school.example/promo-fall-intake'), { facts: [], text: '' }, title)).toBeNull();
  });

  it('shows hands-on demos and screenshots only for a product used on a screen, and departments only to a shop', () => {
    const demo = 'Hands-on interactive demo before sign-up';
    const hotel = pageContext([{ facts: [], text: 'Experience luxury in Port Harcourt. Book now. Our facilities.' }]);
    const app = pageContext([{ facts: [], text: 'A Mastodon client for Android. Get it on Google Play.' }]);
    const trial = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Start free trial')], text: 'A Mastodon client in your browser. Start free trial.' }]);
    expect(unmetPrecondition(demo, hotel, { facts: [], text: '' }, demo)).toBe('software-product');
    expect(unmetPrecondition(demo, trial, { facts: [], text: '' }, demo)).toBeNull();
    // "Before sign-up" needs a sign-up or a trial on the page (blind review, stop 43).
    expect(unmetPrecondition(demo, app, { facts: [], text: '' }, demo)).toBe('account-to-precede');
    const departments = 'Picture cards for departments on the homepage';
    expect(unmetPrecondition(departments, app, { facts: [], text: '' }, departments)).toBe('shop-ways-in');
    const shop = pageContext([{ facts: [fact('pricing', 'prices')], text: 'Shoes $40' }]);
    expect(unmetPrecondition(departments, shop, { facts: [], text: '' }, departments)).toBeNull();
    // Plans to subscribe to are no shop: a SaaS page's persona cards are not departments.
    const saas = pageContext([{ facts: [fact('pricing', '3 plans, 1 highlighted')], text: 'Team $29 / month' }]);
    expect(unmetPrecondition(departments, saas, { facts: [], text: '' }, departments)).toBe('shop-ways-in');
  });

  it('splits a form into steps only past a screen of fields', () => {
    expect(failed([fact('form', '6 fields, 4 required, for contact')], 'cta')).not.toContain('form-steps');
    expect(failed([fact('form', '9 fields, 5 required')], 'cta')).toContain('form-steps');
  });
});

describe('a name read with its subline says what is offered', () => {
  it('is not told to name what the product is', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const name = fact('headline', '2 words, short, no numbers', '"Meet Arish,"');
    const text = 'Meet Arish,\nA marketing studio for decentralized applications\nGet in touch';
    const checks = sectionChecks([name], pageContext([]), { label: 'hero', text });
    expect(checks.find((c) => c.id === 'headline-says-what')?.passed).toBe(true);
    expect(redundantFor('Headline that names what the product is', checks)?.id).toBe('headline-says-what');
  });
});
