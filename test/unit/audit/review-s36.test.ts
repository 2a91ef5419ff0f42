import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import type { SectionSummary } from '../../../lib/sections/types';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { hygieneFindings } from '../../../lib/audit/hygiene';
import { testText } from '../../../lib/audit/rank';
import { hit } from './fixture';

// What the blind reviewers of stop 36 found redundant or wrong, each as a general rule of the audit.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });

describe('opening the top answers by default', () => {
  const open = hit('Top three answers open by default (pricing page)', 'winner', 0.6, { website_section: 'resources' });
  const on = (faq: SectionFact) => unmetPrecondition(testText(open), pageContext([]), { facts: [faq], text: '' }, open.title);

  it('needs answers folded away: an FAQ that shows every answer has nothing to open', () => {
    expect(on(fact('faq', '8 questions, accordion'))).toBeNull();
    expect(on(fact('faq', '8 questions, short answers'))).toBe('answers-folded');
  });

  it('leaves the accordion advice itself to the checks of answer length', () => {
    const fold = hit('Accordion FAQ instead of all answers open', 'winner', 0.6, { website_section: 'resources' });
    expect(unmetPrecondition(testText(fold), pageContext([]), { facts: [fact('faq', '8 questions, long answers')], text: '' }, fold.title)).not.toBe('answers-folded');
  });
});

describe('a buy button pinned while scrolling', () => {
  const pinned = hit('Persistent buy button while scrolling the product page', 'winner', 0.6, { website_section: 'global' });

  it("follows one product's page, not a listing with a button on every card", () => {
    const listing = pageContext([{ facts: [fact('pricing', '4 products with prices, add to cart'), fact('cta', '4 alike, one per card', '4 × "Buy"')], text: '€380 Buy €215 Buy €420 Buy €180 Buy' }]);
    expect(listing.listing).toBe(true);
    expect(unmetPrecondition(testText(pinned), listing, { facts: [fact('sticky_header', 'fixed header')], text: '' }, pinned.title)).toBe('one-product');
  });
});

describe('photos of the people who serve', () => {
  it('a block showing a real photo of its doctor is not told to show photos of the real team', () => {
    const photo = fact('people_images', '1 photo of people', 'images: Dr. Prachi Gupta — Lead Dentist');
    const checks = sectionChecks([photo], pageContext([]), { label: 'trust', text: '' });
    expect(checks.find((c) => c.id === 'people-photos')?.passed).toBe(true);
    expect(redundantFor('Photos of the real team on the about page', checks)?.id).toBe('people-photos');
    const drawn = sectionChecks([fact('people_images', 'no people, illustrations')], pageContext([]), { label: 'trust', text: '' });
    expect(redundantFor('Photos of the real team on the about page', drawn)).toBeNull();
  });
});

describe('an outlined button', () => {
  it('is framed as a button: neither told to fill it nor passed as filled', () => {
    const checks = (value: string) => sectionChecks([fact('cta', value, 'buttons: Buy now')], pageContext([]), { label: 'hero', text: '' }).filter((c) => c.id === 'cta-filled');
    expect(checks('1 button, outlined')).toEqual([]);
    expect(checks('1 button, not filled').map((c) => c.passed)).toEqual([false]);
    expect(checks('1 button').map((c) => c.passed)).toEqual([true]);
  });
});

describe('counters at zero', () => {
  const section = (facts: SectionFact[], text: string): SectionSummary => ({
    index: 1, label: 'doors', confidence: 0.9, evidence: [], text, rect: { x: 0, y: 600, width: 1280, height: 500 }, selector: '#s1', facts,
  });
  const zeros = '0 ostukorvis 0 ostukorvis 0 ostukorvis 0 ostukorvis';

  it('a zero beside each product\'s quantity field counts the cart, rightly at 0; the same zeros in a band of stats are counters that never ran', () => {
    const issues = (facts: SectionFact[]) => hygieneFindings([section(facts, zeros)]).map((f) => f.issue);
    expect(issues([fact('form', '4 fields, 0 required', 'fields (number): quantity, quantity, quantity, quantity')])).not.toContain('zero_counters');
    expect(issues([fact('pricing', 'prices, discount shown', 'struck through: 24 €')])).not.toContain('zero_counters');
    expect(issues([])).toContain('zero_counters');
  });
});

describe('a hands-on demo before sign-up', () => {
  const demo = hit('Hands-on interactive demo before sign-up', 'winner', 0.6, { website_section: 'product_demo' });
  const on = (facts: SectionFact[], text: string) => unmetPrecondition(testText(demo), pageContext([{ facts, text }]), { facts: [], text: '' }, demo.title);

  it("fits a web product to try, not an app got from the App Store and Google Play", () => {
    const stores = fact('cta', '1 primary of 2', 'buttons: App Store, Google Play');
    expect(on([stores], 'Send money home from your phone. The app for transfers.')).toBe('tried-in-browser');
    expect(on([fact('cta', '1 button', 'buttons: Start free trial')], 'The platform for invoices. Start free trial')).toBeNull();
  });
});

/** A page whose offer people rate on review sites (a priced menu): the platform-score test's own precondition holds there. */
const rated = pageContext([{ facts: [fact('pricing', 'prices')], text: 'Steak $24' }]);

describe('a review platform score', () => {
  it('is for an offer people rate there, not a community conference with one tweet', () => {
    const swap = hit('Independent review platform score instead of own testimonials', 'winner', 0.6, { website_section: 'trust' });
    const quotes = { facts: [fact('testimonials', '1 quote, with names, no photos')], text: 'What people say' };
    expect(unmetPrecondition(testText(swap), pageContext([{ facts: [], text: 'ScriptConf. Tickets. Speakers. Workshops.' }]), quotes, swap.title)).toBe('rated-on-a-platform');
    expect(unmetPrecondition(testText(swap), rated, quotes, swap.title)).toBeNull();
  });
});

describe('a rating site instead of own testimonials', () => {
  const swap = hit('Independent review platform score instead of own testimonials', 'winner', 0.6, { website_section: 'trust' });
  it('needs testimonials to replace: a band of figures has none', () => {
    const on = (facts: SectionFact[]) => unmetPrecondition(testText(swap), rated, { facts, text: '' }, swap.title);
    expect(on([fact('cta', '1 button, generic copy', 'buttons: Find Out More')])).toBe('testimonials-to-replace');
    expect(on([fact('testimonials', '3 quotes, with names, no photos')])).toBeNull();
  });
});

describe('a rating site instead of own testimonials, on a slider', () => {
  it('fits quotes read only as slides or as quoted words', () => {
    const swap = hit('Independent review platform score instead of own testimonials', 'winner', 0.6, { website_section: 'trust' });
    const on = (facts: SectionFact[], text: string) => unmetPrecondition(testText(swap), rated, { facts, text }, swap.title);
    expect(on([fact('carousel', '3 slides, autoplay')], 'What our guests say')).toBeNull();
    expect(on([], 'What our guests say “The best steak I have had in years, and the staff were lovely.” Anna')).toBeNull();
    expect(on([], 'Taught 0 Created 0 Attained 0')).toBe('testimonials-to-replace');
  });
});

describe('a persistent bar', () => {
  it('is not advised to a block whose bar stays on the screen already', () => {
    const bar = hit('Persistent top bar following the scroll', 'winner', 0.6, { website_section: 'cta' });
    const on = (value: string) => unmetPrecondition(testText(bar), pageContext([]), { facts: [fact('announcement_bar', value, '"Admissions are open"')], text: '' }, bar.title);
    expect(on('announcement bar, pinned')).toBe('bar-lacks-action');
    expect(on('announcement bar')).toBeNull();
  });
});

describe('a headline that names what the page offers', () => {
  const headline = (quote: string, words: number) => fact('headline', `${words} words, short, no numbers`, `"${quote}"`);
  const check = (quote: string, words: number, title: string, text = '') =>
    sectionChecks([headline(quote, words)], pageContext([], '', title), { label: 'hero', text }).find((c) => c.id === 'headline-names-offer');

  it("is read against the page's title, its brand left out", async () => {
    const { titleTopic } = await import('../../../lib/audit/page-reading');
    expect(titleTopic('Vegato – vegan lemmikloomatoit')).toEqual(['vegan', 'lemmikloomatoit']);
    expect(titleTopic('Kanban Project Management Software - Kanboard')).toEqual(['kanban', 'project', 'management', 'software']);
    expect(titleTopic('')).toEqual([]);
  });

  it('passes a headline that names the offer, fails a slogan, and asks nothing where the title says nothing more', () => {
    expect(check('Taimne lemmikloomatoit optimaalseks terviseks', 4, 'Vegato – vegan lemmikloomatoit')?.passed).toBe(true);
    expect(check('Send Money to Bangladesh Instantly', 5, 'Go Wallet - International Money Transfer to Bangladesh')?.passed).toBe(true);
    expect(check('A good education is always a base of a bright future', 11, 'Home - Everest Integrated Academy')?.passed).toBe(false);
    // A subline under the slogan that says what is offered is read with it.
    expect(check('A good education is always a base of a bright future', 11, 'Home - Everest Integrated Academy', 'A good education is always a base of a bright future\nAn integrated academy for ages 3 to 18')?.passed).toBe(true);
    // The title repeats the headline: nothing to compare; no title: nothing known.
    expect(check('Empowering Communities Through Essential Support', 5, 'Nashr Foundation - Empowering Communities Through Essential Support')).toBeUndefined();
    expect(check('Taimne lemmikloomatoit optimaalseks terviseks', 4, '')).toBeUndefined();
  });

  it('makes "name what the product is" redundant where it passes and a fix where it fails', () => {
    const names = 'Headline that names what the product is';
    const checks = (title: string, quote: string) => sectionChecks([headline(quote, 4)], pageContext([], '', title), { label: 'hero', text: '' });
    expect(redundantFor(names, checks('Vegato – vegan lemmikloomatoit', 'Taimne lemmikloomatoit optimaalseks terviseks'))?.id).toBe('headline-names-offer');
    expect(redundantFor(names, checks('Home - Everest Integrated Academy', 'A bright future starts here'))).toBeNull();
  });
});
