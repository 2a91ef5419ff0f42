import { describe, expect, it } from 'vitest';
import { pageContext, technicalTerms, unmetPrecondition } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';
import { storeButtons } from '../../../lib/audit/button-labels';
import { rankForSection } from '../../../lib/audit/rank';
import { isPlaceholder } from '../../../lib/facts/placeholder';
import type { SectionFact } from '../../../lib/facts/types';
import type { SectionLabel } from '../../../lib/sections/labels';
import { hit } from './fixture';

// Stop 44: what four reviewers rated generic, redundant or wrong on six template pages (fresh, notus, play-bootstrap,
// sb-creative, sb-new-age, small-apps), each as a general rule with a control that must still give the advice.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const page = pageContext([]);
const software = { ...page, software: true };
const passedOf = (id: string, facts: SectionFact[], label: SectionLabel, next: SectionFact[] = []) =>
  sectionChecks(facts, software, { label, text: 'Section', next }).find((c) => c.id === id)?.passed;

describe('advice whose premise the section lacks', () => {
  it('a clip that starts by itself without sound is no film to cut to an explainer; a player is', () => {
    const title = '90-second explainer instead of a 6-minute demo';
    expect(unmetPrecondition(title, page, { facts: [fact('video', 'video, autoplay, muted')], text: 'Phone' }, title)).toBe('long-video');
    expect(unmetPrecondition(title, page, { facts: [fact('video', 'video, autoplay, length shown')], text: 'Tour' }, title)).toBeNull();
  });

  it('translating technical feature names needs technical names: abbreviations, measures, a trade\'s jargon', () => {
    const title = 'Benefit statements replacing technical feature names';
    const plain = { facts: [fact('feature_grid', '4 features')], text: 'Why us Sturdy Themes Up to Date Ready to Publish Made with Love', words: 'Sturdy Themes. Up to Date. All dependencies are kept current. Made with Love. Is it open source?' };
    const technical = { ...plain, text: 'Why us REST API 256 GB storage Single sign-on with SAML' };
    expect(unmetPrecondition(title, software, plain, title)).toBe('technical-features');
    expect(unmetPrecondition(title, software, technical, title)).toBeNull();
    expect(technicalTerms('Cardiology, Neurology and Orthodontics')).toBe(true);
    expect(technicalTerms('Friendly staff who listen')).toBe(false);
  });

  it('client-logo advice is for where the page makes its case: not partners\' marks, not the footer', () => {
    const clients = 'Logos of well-known clients below the hero';
    const strip = '"Trusted by" strip with famous brand marks';
    const wall = [fact('logo_wall', '6 logos')];
    expect(unmetPrecondition(clients, software, { facts: wall, text: 'Our partners', label: 'trust' }, clients)).toBe('clients-not-sponsors');
    expect(unmetPrecondition(strip, software, { facts: wall, text: 'Links', label: 'global' }, strip)).toBe('logos-not-in-footer');
    expect(unmetPrecondition(strip, software, { facts: wall, text: 'Used by', label: 'trust' }, strip)).toBeNull();
  });

  it('button-text tests are not for store badges, whose words are the store\'s; a "Submit" button is told', () => {
    const words = hit('Specific button text instead of "Submit"', 'winner', 0.8, { website_section: 'hero', element_tested: 'CTA button text', actionable_rule: 'Label buttons with the result of clicking.' });
    const video = fact('video', 'video, autoplay, muted');
    const titles = (evidence: string) => rankForSection([words], 'hero', [fact('cta', '2 equal, 1 leads nowhere', `${evidence}; leading nowhere: ${evidence.slice(9).split(', ')[0]}`), video], null, { page, text: 'Hero' }).map((c) => c.test.title);
    expect(storeButtons('buttons: google play badge, app store badge')).toBe(true);
    expect(titles('buttons: google play badge, app store badge')).toEqual([]);
    expect(titles('buttons: Submit, Cancel')).toEqual([words.title]);
  });
});

describe('what the section already does, said in the test\'s words', () => {
  it('"free forever" beside the buttons is the reassuring microcopy; a bare button row is told', () => {
    const title = 'Anxiety-reducing microcopy near the call to action';
    const buttons = [fact('cta', '3 equal', 'buttons: iPhone, Android, Windows')];
    expect(unmetPrecondition(title, page, { facts: buttons, text: 'Get the app', words: 'Get the app. It is free forever, you will not look back.' }, title)).toBe('no-reassurance-yet');
    expect(unmetPrecondition(title, page, { facts: buttons, text: 'Get the app', words: 'Get the app today.' }, title)).toBeNull();
  });

  it('a section that loops a silent clip already shows a looping video; one with a still picture is told', () => {
    const title = 'Full-screen looping video in the first screen';
    expect(unmetPrecondition(title, page, { facts: [fact('video', 'video, autoplay, muted')], text: 'Hero' }, title)).toBe('no-loop-yet');
    expect(unmetPrecondition(title, page, { facts: [fact('people_images', 'no people, illustrations')], text: 'Hero' }, title)).toBeNull();
  });
});

describe('a sticky buy bar is for one product\'s page', () => {
  it('not for a page whose cards each put a product in the cart; a page selling one product is told', () => {
    const title = 'Sticky add-to-basket bar on mobile product pages';
    const menu = pageContext([{ facts: [fact('cta', '8 alike, one per card', '8 × "Add to cart"')], text: 'Our menu\nCappuccino $3.50\nLatte $4.00' }]);
    const product = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Add to cart')], text: 'Ergo chair\n$349' }]);
    const bar = { facts: [fact('sticky_header', 'fixed header')], text: 'Menu' };
    expect(unmetPrecondition(title, menu, bar, title)).toBe('one-product');
    expect(unmetPrecondition(title, product, bar, title)).toBeNull();
  });
});

describe('gaps the section\'s own facts answer', () => {
  it('a button that starts the offer under each card follows the features; "Learn more" under each does not', () => {
    const grid = fact('feature_grid', '3 features, pictured');
    expect(passedOf('features-no-button', [grid, fact('cta', '3 alike, one per card', '2 × "Get Started"')], 'differentiation')).toBe(true);
    expect(passedOf('features-no-button', [grid, fact('cta', '3 alike, one per card', '3 × "Learn more"')], 'differentiation')).toBe(false);
  });

  it('a contact form of five fields is lean; a sign-up form of five, or a contact form of seven, is long', () => {
    expect(passedOf('form-length', [fact('form', '5 fields, 3 required, for contact')], 'cta')).toBe(true);
    expect(passedOf('form-length', [fact('form', '7 fields, 3 required, for contact')], 'cta')).toBe(false);
    expect(passedOf('form-length', [fact('form', '5 fields, 3 required, for signup')], 'cta')).toBe(false);
  });
});

describe('template copy a reviewer spots at once', () => {
  it('words addressed to whoever builds the page, and one sample caption under every card, are filler', () => {
    expect(isPlaceholder('This section is perfect for featuring some information about your application')).toBe(true);
    expect(isPlaceholder('Category Project Name Category Project Name Category Project Name')).toBe(true);
    expect(isPlaceholder('This section shows how our customers use the product; name your project in one click.')).toBe(false);
  });
});
