import { describe, expect, it } from 'vitest';
import { pageContext, unmetPrecondition, type PageContext, type SectionContext } from '../../../lib/audit/context';
import { isWeakGap, redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { matchedFacts, rankForSection } from '../../../lib/audit/rank';
import { hit } from './fixture';
import type { SectionFact } from '../../../lib/facts/types';

// Stop 48: first cards rated across the reviews of stops 47-48 by how they came to be shown. Cards that remove a deficit
// of their block were relevant in 57 of 68 ratings; cards that only answered a fact's presence ("3 features, with
// icons", "4 links, dropdowns") in 16 of 56; fillers that answered nothing in 3 of 17. Each rule below is general, with a
// control that must still give the advice.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const unmet = (title: string, page: PageContext, section: SectionContext) => unmetPrecondition(title, page, section, title);
const check = (facts: SectionFact[], page: PageContext, on: Parameters<typeof sectionChecks>[2], id: string) => sectionChecks(facts, page, on).find((c) => c.id === id);

describe('a feature list or a menu answers a test that changes it, not one that names it in passing', () => {
  const grid = [fact('feature_grid', '3 features, with icons')];

  it('a price comparison whose rule says "not only the features" does not answer a feature list', () => {
    const comparison = hit('Price comparison with named alternatives', 'winner', 0.8, { website_section: 'differentiation', element_tested: 'Alternative comparison page', actionable_rule: 'Address the effort of switching, not only the features.' });
    expect(matchedFacts(comparison, grid)).toEqual([]);
    expect(rankForSection([comparison], 'differentiation', grid, null)).toEqual([]);
    const ranking = hit('Ranking features by what buyers ask about', 'winner', 0.5, { website_section: 'differentiation', element_tested: 'Feature list length' });
    expect(matchedFacts(ranking, grid)).toEqual(grid);
  });

  it('a hero headline built on a benefit is the headline\'s test, not the feature list\'s', () => {
    const heroLine = hit('Benefit-led hero headline instead of the brand slogan', 'winner', 0.8, { element_tested: 'Hero headline' });
    expect(matchedFacts(heroLine, grid)).toEqual([]);
    const benefits = hit('Benefit statements replacing technical feature names', 'winner', 0.6, { website_section: 'differentiation', element_tested: 'Feature descriptions' });
    expect(matchedFacts(benefits, grid)).toEqual(grid);
  });

  it('pinning the header does not answer the menu\'s length; trimming the menu does', () => {
    const menu = [fact('navigation', '9 links, dropdowns')];
    const pinned = hit('Fixed navigation bar on long pages (landing page)', 'winner', 0.8, { website_section: 'global', element_tested: 'Navigation bar' });
    const trimmed = hit('Simplified navigation with fewer menu items', 'winner', 0.6, { website_section: 'global', element_tested: 'Main navigation' });
    expect(matchedFacts(pinned, menu)).toEqual([]);
    expect(matchedFacts(trimmed, menu)).toEqual(menu);
  });
});

describe('a headline of thirteen to fifteen words', () => {
  const page = pageContext([]);
  it('is neither passed as short nor told to be cut; one of sixteen or more is', () => {
    const on = { label: 'hero' as const, text: '' };
    expect(check([fact('headline', '14 words, long, no numbers')], page, on, 'headline-length')).toBeUndefined();
    expect(check([fact('headline', '24 words, long, no numbers')], page, on, 'headline-length')?.passed).toBe(false);
    expect(check([fact('headline', '6 words, medium, no numbers')], page, on, 'headline-length')?.passed).toBe(true);
  });
});

describe('posts on a home page', () => {
  const home = pageContext([], 'https://agency.example/');
  const blog = pageContext([], 'https://agency.example/blog/');
  const three = [fact('article_cards', '3 articles')];

  it('three undated teasers of the blog are not told to show dates; a blog\'s own listing and a longer strip are', () => {
    expect(check(three, home, { label: 'resources', text: 'Latest Posts' }, 'article-dates')).toBeUndefined();
    expect(check(three, blog, { label: 'resources', text: 'Latest Posts' }, 'article-dates')?.passed).toBe(false);
    expect(check([fact('article_cards', '6 articles')], home, { label: 'resources', text: 'From the blog' }, 'article-dates')?.passed).toBe(false);
  });

  it('a call to action "in each post" waits for the posts themselves', () => {
    const inPost = 'Topic-specific call to action in each post';
    const section = { facts: three, text: 'Latest Posts' };
    expect(unmet(inPost, home, section)).toBe('reading-an-article');
    expect(unmet(inPost, blog, section)).toBeNull();
  });
});

describe('claims to source', () => {
  const page = pageContext([]);
  const features = [fact('feature_grid', '4 features, with icons')];
  const sourced = 'Specific claims with their source';
  const on = (words: string) => ({ facts: features, text: 'Why us', words });

  it('a product\'s own specifications are measured by the buyer, not sourced', () => {
    expect(unmet(sourced, page, on('Precision: layers of 0.1 mm. 30+ colours of filament. Ships in 48 h.'))).toBe('figures-to-source');
  });

  it('results a reader could doubt are: a share, a multiple, a count of customers, a saving', () => {
    for (const words of ['98% of customers satisfied', 'Builds 3x faster', 'Trusted by 12,000 customers', 'Saves 30 minutes a day', '40 hours saved every month']) {
      expect(unmet(sourced, page, on(words))).toBeNull();
    }
  });
});

describe('quotes signed with a role at an organisation', () => {
  const quotes = [fact('testimonials', '6 quotes, with names, no photos')];
  const page = pageContext([]);
  const signed = 'Testimonials “Tachyons made it fun.” Daniel Eden Designer at Facebook “Fast.” Safia Abdalla Tanmu Labs “Small.” Tessa Thornton CTO of Dot Health “Clear.” Ian Taylor Co-founder of Segment.com “Good.” Sam Lee “Nice.” Jo Kim Designer';

  it('are checked without a face: the missing photos are a weak gap, not said, and headshot tests are not shown', () => {
    const photos = check(quotes, page, { label: 'trust', text: 'Testimonials', words: signed }, 'testimonial-photos');
    expect(photos).toMatchObject({ passed: false, weak: true });
    expect(isWeakGap(photos!)).toBe(true);
    const headshots = hit('Adding headshots to customer quotes', 'winner', 0.8, { website_section: 'trust', element_tested: 'Testimonial photos' });
    const rankedOn = (words: string) => rankForSection([headshots], 'trust', quotes, null, { page, text: 'Testimonials', words }).map((c) => c.test.title);
    expect(rankedOn(signed)).toEqual([]);
    expect(rankedOn('Testimonials “Great.” Anna “Lovely.” Ben “Best.” Carla')).toEqual([headshots.title]);
  });

  it('signed with first names, or a role without an organisation, are still asked for photos', () => {
    const first = 'Testimonials “Great coffee.” Anna “Lovely.” Ben K. “Best in town.” Carla, designer of interiors “Yes.” Dan “Ok.” Eve “Hi.” Fay';
    expect(check(quotes, page, { label: 'trust', text: 'Testimonials', words: first }, 'testimonial-photos')).toMatchObject({ passed: false });
    expect(check(quotes, page, { label: 'trust', text: 'Testimonials', words: first }, 'testimonial-photos')?.weak).toBeUndefined();
  });
});

describe('a hero whose every button leads nowhere', () => {
  const page = pageContext([]);
  const headline = fact('headline', '5 words, medium, no numbers');
  it('neither passes "offers a next step" nor is told to add one; a working button passes', () => {
    const dead = [fact('cta', '1 button, 1 leads nowhere', 'buttons: get yours now; leading nowhere: get yours now'), headline];
    expect(check(dead, page, { label: 'hero', text: '' }, 'hero-no-cta')).toBeUndefined();
    expect(check([fact('cta', '2 equal, 1 leads nowhere', 'buttons: Buy, Learn'), headline], page, { label: 'hero', text: '' }, 'hero-no-cta')?.passed).toBe(true);
    expect(check([fact('cta', '1 primary of 2, 1 leads nowhere', 'buttons: Buy, Learn'), headline], page, { label: 'hero', text: '' }, 'hero-no-cta')?.passed).toBe(true);
    expect(check([headline], page, { label: 'hero', text: '' }, 'hero-no-cta')?.passed).toBe(false);
  });
});

describe('features followed by a call-to-action block', () => {
  const grid = [fact('feature_grid', '8 features, text only, long copy')];
  const page = pageContext([]);
  it('two blocks on, pass "a button follows the features" even when its buttons read as plain links', () => {
    expect(check(grid, page, { label: 'differentiation', text: 'Many more features', askAhead: true }, 'features-no-button')?.passed).toBe(true);
    expect(check(grid, page, { label: 'differentiation', text: 'Many more features', askAhead: false }, 'features-no-button')?.passed).toBe(false);
  });
});

describe('stars on quotes of template filler', () => {
  const page = pageContext([{ facts: [fact('testimonials', '3 quotes, with names, with photos, stars on each quote')], text: 'Reviews' }, { facts: [fact('pricing', '8 products with prices, add to cart')], text: 'Our menu $15.99' }]);
  const count = 'Star rating shown with the number of reviews';
  it('ask for no review count: the reviews are to be written first; real starred quotes do', () => {
    const filler = { facts: [fact('testimonials', '3 quotes, with names, with photos, stars on each quote, repeated names, placeholder text')], text: 'Reviews' };
    expect(unmet(count, page, filler)).toBe('rating-to-count');
    expect(unmet(count, page, { facts: [fact('testimonials', '5 quotes, with names, stars on each quote')], text: 'Reviews' })).toBeNull();
  });
});

describe('a film among the docs', () => {
  const page = pageContext([]);
  const film = [fact('video', 'embedded player, length shown')];
  const explainer = '90-second explainer instead of a 6-minute demo';
  it('is a tutorial as long as its lesson: not told to become an explainer; a product film is', () => {
    expect(unmet(explainer, page, { facts: film, text: 'Getting started', label: 'resources' })).toBe('film-known-long');
    expect(unmet(explainer, page, { facts: film, text: 'See it work', label: 'product_demo' })).toBeNull();
  });
});

describe('what a specialist sees in seconds', () => {
  it('a release two years old or more, left as the current version, is a dated notice', async () => {
    const { staleSentence } = await import('../../../lib/audit/hygiene');
    expect(staleSentence('MIT Licensed, v1.5.2 released on December 17, 2016 | Changelog Docs Forum', 2026)).toBe('"MIT Licensed, v1.5.2 released on December 17, 2016 | Changelog Docs Forum"');
    expect(staleSentence('MIT Licensed, v1.5.2 released on December 17, 2025 | Changelog', 2026)).toBeNull();
    // A dot between digits ends no sentence: the date of a course written "14.02.2018" is read whole.
    expect(staleSentence('Our Course starts 14.02.2018, apply now', 2026)).toBe('"Our Course starts 14.02.2018, apply now"');
  });

  it('a phone number left as a template\'s mask or sample is placeholder text; a real one is not', async () => {
    const { fillerAt } = await import('../../../lib/facts/placeholder');
    expect(fillerAt('Call us: XXX-XXX-XXXX')).toBeGreaterThan(0);
    // A real area code before the mask shows the format of each customer's own number: an example.
    expect(fillerAt('A dedicated local call-in number for your business. 510-XXX-XXXX')).toBe(-1);
    expect(fillerAt('Book a table: +1 123 456 7890')).toBeGreaterThan(0);
    expect(fillerAt('Call us: (555) 555-0123')).toBeGreaterThan(0);
    expect(fillerAt('Call us: +1 510 234 8876 or 1-800-700-6200')).toBe(-1);
  });
});

describe('an opening split over slides', () => {
  const page = pageContext([]);
  const slides = [fact('carousel', '4 slides, run by a script')];
  it('whatever moves them, is told to keep one message; a single-message test removes it, an auto-rotation one does not', () => {
    expect(check(slides, page, { label: 'hero', text: '' }, 'hero-slides')?.passed).toBe(false);
    expect(check([fact('carousel', '4 slides, autoplay, dots')], page, { label: 'hero', text: '' }, 'hero-slides')).toBeUndefined();
    const single = hit('Single hero message against a five-slide slider', 'winner', 0.6, { element_tested: 'Hero slider', actionable_rule: 'Replace rotating sliders with one fixed message.' });
    const rotating = hit('Static hero replacing an auto-rotating carousel', 'winner', 0.9, { element_tested: 'Hero carousel' });
    const shown = rankForSection([rotating, single], 'hero', slides, null, { page, text: '' });
    expect(shown.map((c) => [c.test.title, c.test.fixes])).toEqual([[single.title, 'hero-slides']]);
  });
});

describe('steps a block numbers already', () => {
  const page = pageContext([]);
  const steps = [fact('numbered_steps', '3 steps', '3 numbered items')];
  it('make adding a "how it works" walkthrough redundant; a counter of steps left needs a form', () => {
    const checks = sectionChecks(steps, page, { label: 'product_demo', text: 'How it works' });
    expect(redundantFor('"Choose, confirm, done" steps under the hero How it works section Explain the process in three numbered steps.', checks)?.id).toBe('steps-shown');
    expect(redundantFor('Numbered walkthrough of the process How it works section Short numbered walkthrough with icons', checks)?.id).toBe('steps-shown');
    expect(redundantFor('Numbered steps with time per step How it works section Put a time on each step.', checks)).toBeNull();
    const counter = hit('Step counter during registration', 'winner', 0.8, { website_section: 'product_demo', element_tested: 'Checkout progress bar', actionable_rule: 'Show how many steps are left.' });
    expect(rankForSection([counter], 'product_demo', steps, null, { page, text: 'How it works' })).toEqual([]);
    const priced = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Plans from $29 a month' }]);
    expect(rankForSection([counter], 'product_demo', [...steps, fact('form', '6 fields, 4 required, multi-step, for signup')], null, { page: priced, text: 'How it works' }).map((c) => c.test.title)).toEqual([counter.title]);
    expect(rankForSection([counter], 'product_demo', steps, null, { page: priced, text: 'How it works' })).toEqual([]);
  });
});

describe('a short FAQ and a specific guarantee', () => {
  const page = pageContext([]);
  it('an FAQ of a few folded questions is not told to open its top answers; a long one is', () => {
    const title = 'Top three answers open by default (pricing page)';
    expect(unmet(title, page, { facts: [fact('faq', '6 questions, accordion')], text: 'FAQ' })).toBe('answers-folded');
    expect(unmet(title, page, { facts: [fact('faq', '10 questions, accordion')], text: 'FAQ' })).toBeNull();
  });

  it('a guarantee that states its terms is not told to spell them out; "satisfaction guaranteed" is', () => {
    const title = 'Specific guarantee terms instead of "satisfaction guaranteed"';
    const promise = [fact('guarantee', 'guarantee text')];
    expect(unmet(title, page, { facts: promise, text: 'Garantía', words: 'Garantía: 200 km por producto desde la entrega. Devolución en 30 días.' })).toBe('vague-guarantee');
    expect(unmet(title, page, { facts: promise, text: 'Cancel anytime', words: 'Month to month, no contract, no setup fee.' })).toBe('vague-guarantee');
    expect(unmet(title, page, { facts: promise, text: 'Our promise', words: 'Satisfaction guaranteed on every order.' })).toBeNull();
  });
});

describe('article cards that show their dates', () => {
  it('make "publication and update dates on article cards" redundant', () => {
    const checks = sectionChecks([fact('article_cards', '3 articles, dates')], pageContext([], 'https://clinic.example/blog/'), { label: 'resources', text: 'From the blog' });
    expect(redundantFor('Publication and update dates on article cards (resource page)', checks)?.id).toBe('article-dates');
    const undated = sectionChecks([fact('article_cards', '6 articles')], pageContext([], 'https://clinic.example/blog/'), { label: 'resources', text: 'From the blog' });
    expect(redundantFor('Publication and update dates on article cards (resource page)', undated)).toBeNull();
  });
});

describe('advice with no ground on the page', () => {
  it('the same cut on every card is a template\'s sample price: its missing end date is a weak gap; differing cuts are told', () => {
    const page = pageContext([]);
    const same = fact('pricing', '8 products with prices, discount shown, no reason given', 'struck through: $20.99, $20.99, $20.99, $20.99');
    const differing = fact('pricing', '8 products with prices, discount shown, no reason given', 'struck through: €599, €449, €799');
    expect(check([same], page, { label: 'doors', text: 'Our menu' }, 'discount-reason')).toMatchObject({ passed: false, weak: true });
    expect(check([differing], page, { label: 'doors', text: 'Scooters' }, 'discount-reason')).toMatchObject({ passed: false });
    expect(check([differing], page, { label: 'doors', text: 'Scooters' }, 'discount-reason')?.weak).toBeUndefined();
    const thousands = fact('pricing', '3 products with prices, discount shown, no reason given', 'struck through: $1,299, $1,299, $1,299');
    expect(check([thousands], page, { label: 'doors', text: 'Sofas' }, 'discount-reason')).toMatchObject({ passed: false, weak: true });
  });

  it('ranking features by what buyers ask needs a list of ten or more', () => {
    const page = pageContext([]);
    const title = 'Ranking features by what buyers ask about';
    expect(unmet(title, page, { facts: [fact('feature_grid', '7 features, with icons')], text: 'Features' })).toBe('has-buyers');
    expect(unmet(title, page, { facts: [fact('feature_grid', '12 features, with icons')], text: 'Features' })).toBeNull();
  });

  it('filming customers is for an offer people buy, not a free, open-source project', () => {
    const oss = pageContext([{ facts: [fact('video', 'embedded player')], text: 'Licensed under the MIT License. Star on GitHub' }]);
    const shop = pageContext([{ facts: [fact('video', 'embedded player')], text: 'Plans from $29 a month' }]);
    const title = 'Filmed client interviews instead of text quotes (landing page)';
    const quotes = { facts: [fact('testimonials', '6 quotes, with names, no photos')], text: 'Testimonials' };
    expect(oss.openSource).toBe(true);
    expect(unmet(title, oss, quotes)).toBe('customers-filmed');
    expect(unmet(title, shop, quotes)).toBeNull();
  });
});

describe('a page that says its product has ended', () => {
  it('is not told its hero lacks a button: the next step is gone on purpose, and the notice says where to go', () => {
    const notice = 'On September 1, 2021, Adobe will end support for Brackets. If you would like to continue using it, fork it on GitHub.';
    const ended = pageContext([{ facts: [], text: notice, body: notice }]);
    const live = pageContext([{ facts: [], text: 'A modern text editor', body: 'A modern text editor that makes it easy to design in the browser.' }]);
    expect(ended.discontinued).toBe(true);
    expect(live.discontinued).toBe(false);
    const headline = [fact('headline', '6 words, medium, no numbers')];
    expect(check(headline, ended, { label: 'hero', text: '' }, 'hero-no-cta')).toBeUndefined();
    expect(check(headline, live, { label: 'hero', text: '' }, 'hero-no-cta')?.passed).toBe(false);
  });
});
