import { describe, expect, it } from 'vitest';
import { pageContext, unmetPrecondition, type PageContext, type SectionContext } from '../../../lib/audit/context';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { sublineOf } from '../../../lib/audit/page-reading';
import { productGrid } from '../../../lib/audit/derived';
import { rankForSection } from '../../../lib/audit/rank';
import { hit } from './fixture';
import type { SectionFact } from '../../../lib/facts/types';

// Stop 47: what four reviewers rated redundant, generic or wrong on six pages not reviewed since stop 40 (freshcart,
// nordic-shop, novena, wishfund, scriptconf-2018, fastlane-tools), each as a general rule with a control that must
// still give the advice.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const pageOf = (text: string, body = text) => pageContext([{ facts: [], text, body }]);
const unmet = (title: string, page: PageContext, section: SectionContext) => unmetPrecondition(title, page, section, title);
const check = (facts: SectionFact[], page: PageContext, on: Parameters<typeof sectionChecks>[2], id: string) => sectionChecks(facts, page, on).find((c) => c.id === id);

describe('a wall of customers\' logos', () => {
  const wall = [fact('logo_wall', '6 logos', 'logos: Acme, Globex, Initech, Umbrella, …')];
  const page = pageOf('Dashboards for teams');

  it('far down the page is told to move up to the first ask; at the opening it passes', () => {
    expect(check(wall, page, { label: 'trust', text: 'Used by', early: false }, 'logos-early')?.passed).toBe(false);
    expect(check(wall, page, { label: 'trust', text: 'Used by', early: true }, 'logos-early')?.passed).toBe(true);
  });

  it('of sponsors, partners or an event is not told to move: they are thanked, not vouching', () => {
    expect(check(wall, page, { label: 'trust', text: 'Partners who support us', early: false }, 'logos-early')).toBeUndefined();
    expect(check([fact('logo_wall', '13 logos, sponsors')], page, { label: 'trust', text: 'Thanks', early: false }, 'logos-early')).toBeUndefined();
    expect(check(wall, pageOf('Business Conference 2017\nBuy tickets\nSpeakers'), { label: 'trust', text: 'Friends', early: false }, 'logos-early')).toBeUndefined();
  });

  it('at the opening makes a "trusted by" strip redundant; beside partners, the strip is not advised at all', () => {
    const checks = sectionChecks(wall, page, { label: 'trust', text: 'Used by', early: true });
    expect(redundantFor('"Trusted by" strip with famous brand marks', checks)?.id).toBe('logos-early');
    const title = '"Trusted by" strip with famous brand marks';
    expect(unmet(title, page, { facts: wall, text: 'Partners who support us' })).toBe('clients-not-sponsors');
    expect(unmet(title, page, { facts: wall, text: 'Used by' })).toBeNull();
  });
});

describe('customer clips with captions', () => {
  it('caption clips a page shows: not advised to a page with no video', () => {
    const text = 'Customer clip with captions beside the written quote. Quote plus a 30-second captioned clip';
    const quotes = { facts: [fact('testimonials', '1 quote, with names, with photos')], text: 'What people say' };
    expect(unmetPrecondition(text, pageContext([quotes]), quotes, 'Customer clip with captions beside the written quote')).toBe('video-exists');
    const filmed = pageContext([quotes, { facts: [fact('video', 'video')], text: 'Watch' }]);
    expect(unmetPrecondition(text, filmed, quotes, 'Customer clip with captions beside the written quote')).toBeNull();
  });
});

describe('a sign-up that names what comes', () => {
  const form = [fact('form', '1 field, 0 required, for newsletter', 'fields (email): Email')];
  it('"Subscribe to get latest news and resources" says what subscribers get; "Subscribe to our newsletter" does not', () => {
    expect(check(form, pageOf(''), { label: 'global', text: 'Subscribe Us\nSubscribe to get latest news article and resources' }, 'form-reason')?.passed).toBe(true);
    expect(check(form, pageOf(''), { label: 'global', text: 'Abonnez-vous pour les dernières actualités' }, 'form-reason')?.passed).toBe(true);
    expect(check(form, pageOf(''), { label: 'global', text: 'Subscribe to our newsletter' }, 'form-reason')?.passed).toBe(false);
  });
});

describe('tests made for other forms and other claims', () => {
  it('an inline sign-up is no advice for a booking form', () => {
    const title = 'Inline sign-up in the first screen (landing page)';
    const booking = { facts: [fact('form', '7 fields, 0 required, phone field, for booking')], text: 'Book appointment' };
    const signup = { facts: [fact('form', '2 fields, 2 required, for signup')], text: 'Start free' };
    const page = pageOf('Start your free trial of the app');
    expect(unmet(title, page, booking)).toBe('starts-a-sign-up');
    expect(unmet(title, page, signup)).toBeNull();
  });

  it('opening hours, phone numbers and "24 hours" are no figures to source; a count of teams is', () => {
    const title = 'Specific claims with their source';
    const features = [fact('feature_grid', '3 features, with icons')];
    const hours = { facts: features, text: '24 Hours Service', words: '24 Hours Service Working Hours Sun - Wed : 8:00 - 17:00 Emergency Cases 1-800-700-6200' };
    expect(unmet(title, pageOf('Clinic'), hours)).toBe('figures-to-source');
    expect(unmet(title, pageOf('Clinic'), { ...hours, words: 'Used by 3,000 teams' })).toBeNull();
  });

  it('a lowest-price guarantee is shown where the page promises its prices, not beside a returns promise', () => {
    const title = 'Lowest-price guarantee near the price';
    const shop = pageContext([{ facts: [fact('pricing', '3 prices')], text: '$4.99' }]);
    const refunds = { facts: [fact('guarantee', 'guarantee text')], text: 'Easy returns', words: 'Not happy? Full refund within 30 days.' };
    expect(unmet(title, shop, refunds)).toBe('price-promise-said');
    expect(unmet(title, shop, { ...refunds, words: 'Found it cheaper? We price-match any local store.' })).toBeNull();
  });

  it('the season\'s category first is for a range that follows the seasons', () => {
    const title = 'Seasonal category first';
    const shop = { ...pageOf('Shop'), listing: true };
    const tiles = { facts: [fact('category_tiles', '10 tiles, with images')], text: 'Featured categories', words: 'Dairy, Bread and Bakery, Snacks' };
    expect(unmet(title, shop, tiles)).toBe('seasonal-range');
    expect(unmet(title, shop, { ...tiles, words: 'Summer collection, Swimwear, Sandals' })).toBeNull();
  });
});

describe('ten category tiles', () => {
  const tiles = [fact('category_tiles', '10 tiles, with images')];
  it('are many on a brand\'s page, not in a shop that lists its products nor in a slider showing a few at a time', () => {
    expect(check(tiles, pageOf('Brand'), { label: 'doors', text: 'Explore' }, 'category-count')?.passed).toBe(false);
    expect(check(tiles, { ...pageOf('Shop'), listing: true }, { label: 'doors', text: 'Explore' }, 'category-count')).toBeUndefined();
    expect(check([...tiles, fact('carousel', '10 slides, autoplay')], pageOf('Brand'), { label: 'doors', text: 'Explore' }, 'category-count')).toBeUndefined();
  });
});

describe('people whose expertise is the service', () => {
  const team = [fact('team', '3 people, names and roles, with photos', 'team: Jacke Masito, Clark Malik, John Doe')];
  it('shown by role alone are told to show their qualifications; with a degree or years of practice they pass', () => {
    expect(check(team, pageOf('School'), { label: 'trust', text: 'Our Teachers', words: 'Our Teachers Jacke Masito Teacher Clark Malik Teacher' }, 'team-credentials')?.passed).toBe(false);
    expect(check(team, pageOf('School'), { label: 'trust', text: 'Our Teachers', words: 'Our Teachers Jacke Masito Teacher, PhD in Physics' }, 'team-credentials')?.passed).toBe(true);
    expect(check(team, pageOf('Clinic'), { label: 'trust', text: 'Our dentists', words: 'Dr. Ana Reyes Dentist, 12 years of practice' }, 'team-credentials')?.passed).toBe(true);
  });

  it('of a restaurant, an agency or a software company are not judged by qualifications', () => {
    expect(check(team, pageOf('Grill'), { label: 'trust', text: 'Our chefs', words: 'Ana Reyes Head Chef Tom Lee Sous Chef' }, 'team-credentials')).toBeUndefined();
    const saas = pageOf('Dashboards', 'Our platform and its API');
    expect(check(team, saas, { label: 'trust', text: 'Our advisers', words: 'Ana Reyes Advisor' }, 'team-credentials')).toBeUndefined();
  });
});

describe('a headline over the sentence that says what is offered', () => {
  const headline = [fact('headline', '4 words, short, no numbers', '"App automation done right"')];
  const page = { ...pageOf('fastlane'), titleTopic: ['automation', 'done', 'right'] };

  it('is read with its sentence when the block\'s text is the headline alone', () => {
    expect(sublineOf('App automation done right', '"App automation done right"', 'App automation done right The easiest way to build and release mobile apps. fastlane handles it.'))
      .toBe('The easiest way to build and release mobile apps.');
    expect(sublineOf('App automation done right', '"App automation done right"', 'App automation done right Get started')).toBeNull();
  });

  it('names the offer when the title repeats it; a headline opening on a verb in -ing stays a mission statement', () => {
    const words = 'App automation done right The easiest way to build and release mobile apps.';
    expect(check(headline, page, { label: 'hero', text: 'App automation done right', words }, 'headline-names-offer')?.passed).toBe(true);
    const mission = [fact('headline', '5 words, medium, no numbers', '"Empowering Communities Through Essential Support"')];
    const nonprofit = { ...pageOf('Nashr'), titleTopic: ['empowering', 'communities', 'through', 'essential', 'support'] };
    const said = 'Empowering Communities Through Essential Support Providing education, food and water to those in need.';
    expect(check(mission, nonprofit, { label: 'hero', text: 'Empowering Communities Through Essential Support', words: said }, 'headline-names-offer')).toBeUndefined();
  });
});

describe('fillers of a card that answer nothing on the page', () => {
  it('a renewal rate is a subscription\'s proof: not for a clinic\'s or a conference\'s wall of partners', () => {
    const title = 'Renewal rate as proof';
    const wall = { facts: [fact('logo_wall', '10 logos')], text: 'Partners who support us' };
    expect(unmet(title, pageOf('Clinic'), wall)).toBe('renews');
    const plans = pageContext([{ facts: [fact('pricing', '3 plans, 1 highlighted, monthly')], text: 'Pricing' }, { facts: wall.facts, text: 'Customers' }]);
    expect(unmet(title, plans, wall)).toBeNull();
  });

  it('topic tags are for a listing a reader scans, not three teasers of the latest posts', () => {
    const title = 'Topic tags on article cards';
    expect(unmet(title, pageOf('News'), { facts: [fact('article_cards', '3 articles, dates')], text: 'Latest news' })).toBe('posts-to-scan');
    expect(unmet(title, pageOf('Blog'), { facts: [fact('article_cards', '9 articles, dates')], text: 'All posts' })).toBeNull();
  });
});

describe('a live webinar', () => {
  it('is advised where the software maker teaches live already, not as a programme to start', () => {
    const title = 'Invitation to a live webinar in the resources area';
    const posts = { facts: [fact('article_cards', '3 articles, dates')], text: 'From the blog' };
    expect(unmet(title, pageOf('Feedback software', 'Our platform and its API. Book a demo.'), posts)).toBe('online-offer');
    expect(unmet(title, pageOf('Feedback software', 'Our platform and its API. Join our weekly webinars.'), posts)).toBeNull();
  });
});

describe('a theme\'s leftovers in the menu', () => {
  it('are filler: two different demo pages ("Blog Single", "Left Sidebar", "Mega menu") or numbered submenus ("Submenu 01")', async () => {
    const { isPlaceholder } = await import('../../../lib/facts/placeholder');
    expect(isPlaceholder('Home About Pages Dropdown Menu Mega menu Dashboard')).toBe(true);
    expect(isPlaceholder('Home Blog Blog with Sidebar Blog Single Contact')).toBe(true);
    expect(isPlaceholder('Department Sub Menu Submenu 01 Submenu 02 Doctors')).toBe(true);
    // One alone may be a real page; a site's own pages are not.
    expect(isPlaceholder('Home Shop Mega menu Contact')).toBe(false);
    expect(isPlaceholder('Home Services Our team Blog Contact')).toBe(false);
  });
});

describe('a time on each step', () => {
  it('is the visitor\'s effort: not for steps shown beside a code sample, which the program runs', () => {
    const title = 'Numbered steps with time per step';
    const trial = pageOf('Tool. Start your free trial');
    expect(unmet(title, trial, { facts: [fact('numbered_steps', '3 steps, beside code')], text: 'How it works' })).toBe('visitor-steps');
    expect(unmet(title, trial, { facts: [fact('numbered_steps', '3 steps')], text: 'How it works' })).toBeNull();
    // Stop 48: with no sign-up or trial on the page, three steps tell how the service works, not what it asks of the reader.
    expect(unmet(title, pageOf('Tool'), { facts: [fact('numbered_steps', '3 steps')], text: 'How it works' })).toBe('visitor-steps');
  });
});

describe('critical reviews beside the positive ones', () => {
  it('need a body of reviews to mix them into: one quote is one voice', () => {
    const title = 'Showing critical reviews alongside positive ones';
    const one = { facts: [fact('testimonials', '1 quote, with names, with photos')], text: 'What people say' };
    expect(unmet(title, pageOf('Conference'), one)).toBe('real-reviews');
    expect(unmet(title, pageOf('Shop'), { ...one, facts: [fact('testimonials', '5 quotes, with names, stars on each quote')] })).toBeNull();
  });
});

describe('the fourth review of stop 47 (six corpus pages, round F)', () => {
  it('reads a tagline set in a paragraph between the brand name and the buttons as its subline', () => {
    const text = 'Materialize\nGet Started\nUpgrade from 0.100.2\nGithub';
    const words = 'Materialize A modern responsive front-end framework based on Material Design Get Started Upgrade from 0.100.2 Github';
    expect(sublineOf(text, '"Materialize"', words)).toBe('A modern responsive front-end framework based on Material Design');
    const brand = [fact('headline', '1 word, short, no numbers', '"Materialize"')];
    expect(check(brand, pageOf('Materialize'), { label: 'hero', text, words }, 'headline-says-what')?.passed).toBe(true);
    expect(check(brand, pageOf('Materialize'), { label: 'hero', text, words: 'Materialize Get Started Upgrade from 0.100.2 Github' }, 'headline-says-what')?.passed).toBe(false);
  });

  it('does not cut a list titled as the full list of features', () => {
    const list = [fact('feature_grid', '14 features, text only')];
    expect(check(list, pageOf('Prism'), { label: 'differentiation', text: 'Full list of features\nplugin architecture' }, 'feature-count')).toBeUndefined();
    expect(check(list, pageOf('Prism'), { label: 'differentiation', text: 'Why teams choose us\nplugin architecture' }, 'feature-count')?.passed).toBe(false);
    expect(unmet('Three key benefits instead of nine features', pageOf('Prism'), { facts: list, text: 'Full list of features' })).toBe('long-feature-list');
  });

  it('reads a card\'s own "Sale" among the grid\'s words as a badge', () => {
    const facts = [fact('cta', '8 alike, one per card', '8 × "Add to cart"'), fact('pricing', 'prices, discount shown, no reason given', 'prices: $40.00, $18.00')];
    const grid = (body: string) => productGrid({ facts, text: 'Shop\nAdd to cart', body })?.value;
    expect(grid('Fancy Product $40.00 Add to cart Sale Special Item $20.00 $18.00 Add to cart')).toMatch(/\bbadges\b/);
    expect(grid('Fancy Product $40.00 Add to cart Special Item $20.00 $18.00 Add to cart')).not.toMatch(/\bbadges\b/);
  });
});

describe('button copy', () => {
  it('needs a button in the block: a shop\'s hero whose next step is the grid below is not told how to word one', () => {
    const copy = hit('Value-led call to action copy in the hero', 'winner', 0.8, { website_section: 'hero', quality_grade: 'A' });
    const headline = fact('headline', '3 words, short, no numbers', '"Shop in style"');
    // The grid right below puts products in the cart: the hero's next step, so the hero passes "offers a next step".
    const next = [fact('cta', '8 alike, one per card', '8 × "Add to cart"'), fact('pricing', 'prices, star ratings', 'prices: $40.00, $18.00')];
    const titles = (facts: SectionFact[]) => rankForSection([copy], 'hero', facts, null, { page: pageOf('Shop'), text: 'Shop in style', next }).map((c) => c.test.title);
    expect(titles([headline])).toEqual([]);
    expect(titles([headline, fact('cta', '1 button, generic copy', 'buttons: Learn more')])).toEqual([copy.title]);
  });
});

describe('the number of reviews beside a rating', () => {
  it('is told where the page shows a rating: not beside quotes with no stars, which would ask for a rating to be made up', () => {
    const title = 'Star rating shown with the number of reviews';
    const quotes = { facts: [fact('testimonials', '3 quotes, with names, with photos')], text: 'What customers say' };
    const app = pageContext([{ facts: [fact('pricing', '3 plans, 1 highlighted')], text: 'Pricing' }, quotes]);
    expect(app.ratingShown).toBe(false);
    expect(unmet(title, app, quotes)).toBe('rating-to-count');
    expect(unmet('4.7 rating against a perfect 5.0', app, quotes)).toBe('rating-to-count');
    const starred = { facts: [fact('testimonials', '3 quotes, with names, with photos, stars on each quote')], text: 'What customers say' };
    expect(unmet(title, pageContext([{ facts: [fact('pricing', '3 plans, 1 highlighted')], text: 'Pricing' }, starred]), starred)).toBeNull();
    expect(pageContext([{ facts: [], text: 'Clinic', body: 'Rated 4.9 ★ on Google' }]).ratingShown).toBe(true);
  });
});
