import { describe, expect, it } from 'vitest';
import { pageContext, pageKindFit, unmetPrecondition } from '../../../lib/audit/context';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { absentPremise, rankForSection } from '../../../lib/audit/rank';
import type { SectionFact } from '../../../lib/facts/types';
import { hit } from './fixture';

// What the blind specialist review of corpus-b pages (stop 41) rated redundant or generic, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const grid = fact('feature_grid', '5 features, pictured');
const plainPage = pageContext([]);
const outcomes = 'Stay focused on your work\nFind tasks in no time\nAutomate your workflow\nNo training required\nSee what you ship';
const specs = 'PostgreSQL backend\nREST API\nLDAP support\nDocker image\nSQLite\nPlugins';

describe('feature copy that already says what the reader gets', () => {
  it('passes the outcomes check and makes "outcomes instead of specs" redundant; spec lists get no verdict', () => {
    const told = sectionChecks([grid], plainPage, { label: 'differentiation', words: outcomes });
    expect(told.find((c) => c.id === 'features-outcomes')).toMatchObject({ passed: true });
    expect(redundantFor('Describing outcomes instead of specs in the feature list', told)?.id).toBe('features-outcomes');
    expect(redundantFor('"So that…" copy under each feature', told)?.id).toBe('features-outcomes');
    const listed = sectionChecks([grid], plainPage, { label: 'differentiation', words: specs });
    expect(listed.find((c) => c.id === 'features-outcomes')).toBeUndefined();
    expect(redundantFor('Describing outcomes instead of specs in the feature list', listed)).toBeNull();
  });

  it('reads English copy only: German addresses the reader in every imperative, where English drops the pronoun', () => {
    const german = 'Sehen Sie den Wert\nIhre Kunden sprechen\nVeröffentlichen Sie eine Roadmap\nPriorisieren Sie nach Fakten\nIhr Team weiß mehr';
    expect(sectionChecks([grid], plainPage, { label: 'differentiation', words: german }).find((c) => c.id === 'features-outcomes')).toBeUndefined();
  });
});

describe('a run of feature blocks', () => {
  it('is judged at its last block: an earlier one neither passes nor fails "a button follows"', () => {
    const run = sectionChecks([grid], plainPage, { label: 'differentiation', next: [fact('feature_grid', '3 features, pictured')] });
    expect(run.find((c) => c.id === 'features-no-button')).toBeUndefined();
    const last = sectionChecks([grid], plainPage, { label: 'differentiation', next: [fact('navigation', '12 links, footer')] });
    expect(last.find((c) => c.id === 'features-no-button')).toMatchObject({ passed: false });
  });
});

describe('an open-source project\'s menu', () => {
  it('is not told to cut its menu by a test either', () => {
    const oss = pageContext([{ facts: [fact('navigation', '22 links, 10 top-level, flat')], text: 'Free and open source, MIT license' }]);
    const shop = pageContext([{ facts: [fact('navigation', '22 links, 10 top-level, flat')], text: 'Shop our shoes' }]);
    const title = 'Simplified navigation with five top-level items';
    expect(unmetPrecondition(title, oss, { facts: [], text: '' }, title)).toBe('menu-to-cut');
    expect(unmetPrecondition(title, shop, { facts: [], text: '' }, title)).toBeNull();
  });

  it('is its directory, not a menu to cut to five', () => {
    const oss = pageContext([{ facts: [], text: 'Kanboard is free and open source software, MIT license. Download the latest release.' }]);
    const nav = [fact('navigation', '22 links, 10 top-level, flat')];
    expect(oss.openSource).toBe(true);
    expect(sectionChecks(nav, oss, { label: 'global', mainMenu: true }).find((c) => c.id === 'nav-length')).toBeUndefined();
    expect(sectionChecks(nav, plainPage, { label: 'global', mainMenu: true }).find((c) => c.id === 'nav-length')).toMatchObject({ passed: false });
  });
});

describe('tests made on this kind of page', () => {
  const charity = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Donate')], text: 'Support our work\nDonate via PayPal' }]);

  it('fit a charity when they are about gifts, not a software page', () => {
    expect(charity.donation).toBe(true);
    expect(pageKindFit('Showing what each gift pays for', charity)).toBe(1);
    expect(pageKindFit('Anxiety-reducing microcopy near the call to action', charity)).toBe(0);
    expect(pageKindFit('Showing what each gift pays for', plainPage)).toBe(0);
  });

  it('lead among tests that answer the same fact', () => {
    const cta = [fact('cta', '1 button', 'buttons: PayPal Donation')];
    const hits = [
      hit('Anxiety-reducing microcopy near the call to action', 'winner', 0.62, { website_section: 'cta', element_tested: 'CTA microcopy', uplift_percent: 20 }),
      hit('Showing what each gift pays for', 'winner', 0.6, { website_section: 'cta', element_tested: 'Donation amounts', uplift_percent: 10 }),
    ];
    const titles = (page: typeof charity) => rankForSection(hits, 'cta', cta, null, { page, text: 'Donations\nPayPal Donation' }).map((c) => c.test.title);
    expect(titles(charity)[0]).toBe('Showing what each gift pays for');
    const software = pageContext([{ facts: cta, text: 'Start your free trial of our invoicing software' }]);
    expect(titles(software)[0]).toBe('Anxiety-reducing microcopy near the call to action');
  });
});

describe('star ratings', () => {
  const quotes = fact('testimonials', '3 quotes, with names, with photos');
  const charity = pageContext([{ facts: [quotes], text: 'Donate today: every gift feeds a family' }]);
  const priced = pageContext([{ facts: [quotes], text: 'Pet cover from $12 a month' }]);

  it('are asked for where people rate the offer, not of a charity\'s quotes', () => {
    const title = 'Star rating shown with the number of reviews';
    expect(unmetPrecondition(title, charity, { facts: [quotes], text: '' }, title)).toBe('rated-purchase');
    // …and where the page shows a rating whose count is missing; with none, the count asks for a rating to be made up (stop 47).
    expect(unmetPrecondition(title, priced, { facts: [quotes], text: '' }, title)).toBe('rating-to-count');
    expect(unmetPrecondition(title, { ...priced, ratingShown: true }, { facts: [quotes], text: '' }, title)).toBeNull();
    expect(sectionChecks([quotes], charity, { label: 'trust' }).find((c) => c.id === 'testimonial-rating')).toBeUndefined();
    expect(sectionChecks([quotes], priced, { label: 'trust' }).find((c) => c.id === 'testimonial-rating')).toMatchObject({ passed: false });
  });

  it('already shown make advice to add them redundant on any page', () => {
    const rated = sectionChecks([fact('testimonials', '3 quotes, with names, with photos, star rating')], charity, { label: 'trust' });
    expect(redundantFor('Star rating shown with each testimonial', rated)?.id).toBe('testimonial-rating');
    // …while the count that goes with them is still missing (blind review, stop 42).
    expect(redundantFor('Star rating shown with the number of reviews', rated)).toBeNull();
  });
});

describe('a headline without a figure', () => {
  const claim = { kind: 'headline' as const, value: '6 words, medium, no numbers', evidence: '"Deploy your apps ten times faster"' };
  it('is told to bring up a figure the page states further down, not to make one up', () => {
    const none = pageContext([{ facts: [], text: 'Deploy your apps ten times faster\nStart' }]);
    const figured = pageContext([{ facts: [], text: 'Deploy your apps ten times faster\nStart' }, { facts: [], text: 'Our numbers', body: '12,000 teams ship with us' }]);
    expect(none.figures).toBe(false);
    expect(figured.figures).toBe(true);
    const verdict = (page: typeof none) => sectionChecks([claim], page, { label: 'hero', text: 'Deploy your apps ten times faster\nStart', after: '' }).find((c) => c.id === 'headline-numbers')?.passed;
    expect(verdict(none)).not.toBe(false);
    expect(verdict(figured)).toBe(false);
  });
});

describe('swapping photos of people', () => {
  it('needs photos of people in the block; adding a face does not', () => {
    const hero = [fact('headline', '1 word, short, no numbers')];
    expect(absentPremise({ title: 'Illustrated characters replacing photos of people', element_tested: 'Hero image' }, hero, 'hero')).toBe('people_images');
    expect(absentPremise({ title: 'Illustrated characters replacing photos of people', element_tested: 'Hero image' }, [...hero, fact('people_images', '2 people, photos')], 'hero')).toBeNull();
    expect(absentPremise({ title: 'Human face versus product-only hero picture', element_tested: 'Hero image' }, hero, 'hero')).toBeNull();
  });
});
