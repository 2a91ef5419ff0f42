import { describe, expect, it } from 'vitest';
import { pageContext, unmetPrecondition, type PageContext, type SectionContext } from '../../../lib/audit/context';
import { productGrid } from '../../../lib/audit/derived';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { rankForSection } from '../../../lib/audit/rank';
import type { SectionFact } from '../../../lib/facts/types';
import { hit } from './fixture';

// What the blind specialist review of corpus pages (stop 40) rated redundant or wrong, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const checksOf = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}) => sectionChecks(facts, pageContext([]), on);
/** The precondition a test's title calls for and this block lacks, or null. */
const unmet = (title: string, page: PageContext, section: Partial<SectionContext> = {}) => unmetPrecondition(title, page, { facts: [], text: '', ...section }, title);
const booking = fact('form', '6 fields, 0 required, phone field, for booking');
const restaurant = pageContext([{ facts: [booking], text: 'Lobster tortellini $40\nBook a table\nOpen daily 11.00 am to 10.00 pm, Restaurant St, London' }]);
const saas = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Invoicing software\n$29 / month\nStart your free trial' }]);

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
    const count = hit('Total user count in the trust section', 'winner', 0.8, { website_section: 'trust', element_tested: 'Testimonials block' });
    const page = pageContext([{ facts: [], text: '' }]);
    const titles = (words: string) => rankForSection([count], 'trust', [fact('testimonials', '3 quotes, with names, with photos')], null, { page, text: 'Trusted by teams', words }).map((c) => c.test.title);
    expect(titles('Trusted by over 600 million users and 10,000 teams\n600M+ Users')).toEqual([]);
    expect(titles('Trusted by 2 million downloads')).toEqual([]);
    expect(titles('Trusted by teams who ship every week. Founded in 2015.')).toEqual([count.title]);
  });
});

describe('advice made for another kind of page', () => {
  it('a blog post\'s offers wait for an article or a blog, not a home page\'s teasers of a few posts', async () => {
    const { pageContext: context, unmetPrecondition } = await import('../../../lib/audit/context');
    const home = context([{ facts: [], text: '' }], 'https://school.example/');
    const blog = context([{ facts: [], text: '' }], 'https://school.example/blog/how-to-apply');
    const teasers = { facts: [fact('article_cards', '3 articles, dates')], text: 'Latest news' };
    const unmet = (title: string, rule: string, page: typeof home, s = teasers) => unmetPrecondition(`${title} ${rule}`, page, s, title);
    expect(unmet('Sign-up promising more on the article\'s topic', 'Promise more of what the reader just enjoyed.', home)).toBe('reading-an-article');
    expect(unmet('Free guide offered at the end of blog articles', 'Give a valuable resource before asking for anything.', home)).toBe('reading-an-article');
    expect(unmet('Sign-up promising more on the article\'s topic', 'Promise more of what the reader just enjoyed.', blog)).toBeNull();
    expect(unmet('Showing what subscribers receive', 'Say what subscribers get and how often.', home)).toBeNull();
  });

  it('an author\'s bio goes on an article, not on an event\'s speakers nor on the people who serve (stop 47)', async () => {
    const { pageContext: context, unmetPrecondition } = await import('../../../lib/audit/context');
    const title = 'Author bio with photo and credentials on articles';
    const school = context([{ facts: [], text: 'Our teachers' }], 'https://school.example/');
    // A conference with a blog further down: its speakers are still no articles' authors.
    const conference = context([{ facts: [], text: 'Business Conference 2017\nBuy tickets\nSpeakers' }, { facts: [fact('article_cards', '3 articles, dates')], text: 'From the blog' }], 'https://conf.example/');
    const people = { facts: [fact('team', '8 people, names and roles, with photos')], text: 'Speakers' };
    expect(unmetPrecondition(title, conference, people, title)).toBe('article-page');
    expect(unmetPrecondition(title, school, { ...people, text: 'Our teachers' }, title)).toBe('article-page');
    expect(unmetPrecondition(title, school, { facts: [fact('cta', '1 button')], text: 'Causes our teachers support' }, title)).toBe('author-of-articles');
  });

  it('cutting the features to three needs a list to cut: not an About story with its button', async () => {
    const { absentPremise } = await import('../../../lib/audit/rank');
    const cut = { title: 'Three key benefits instead of nine features', element_tested: 'feature list' };
    const story = [fact('cta', '1 button, outlined, generic copy', 'buttons: Read More')];
    expect(absentPremise(cut, story, 'differentiation', 'Every flavor tells a story\nOur Story\nRead More')).toBe('feature_grid');
    expect(absentPremise(cut, story, 'differentiation', 'Why us\nFast\nSafe\nCheap\nFriendly\nLocal\nOpen late')).toBeNull();
  });
});

describe('a shop\'s grids', () => {
  it('a bare "Add" under every priced card puts the products in the cart', () => {
    const grid = productGrid({ facts: [fact('cta', '10 alike, one per card', '10 × "Add"'), fact('pricing', 'prices, discount shown', 'struck through: $24, $35')], text: 'Popular Products' });
    expect(grid?.value).toMatch(/^10 products with prices\b.*\badd to cart\b/);
    expect(productGrid({ facts: [fact('cta', '10 alike, one per card', '10 × "Details"'), fact('pricing', 'prices, discount shown', 'struck through: $24, $35')], text: 'Popular Products' })).toBeNull();
  });

  it('a shop\'s promises among products that go in the cart are not told to repeat the main button', () => {
    const perks = [fact('feature_grid', '4 features, pictured')];
    const shop = pageContext([{ facts: [fact('cta', '10 alike, one per card', '10 × "Add to cart"'), fact('pricing', 'prices, discount shown', '$24, $35, $5')], text: 'Popular\n$24 $35 $5 $7\nAdd to cart' }]);
    const ids = (page: ReturnType<typeof pageContext>) => sectionChecks(perks, page, { label: 'differentiation' }).filter((c) => !c.passed).map((c) => c.id);
    expect(shop.listing && shop.buying).toBe(true);
    expect(ids(shop)).not.toContain('features-no-button');
    expect(ids(pageContext([]))).toContain('features-no-button');
  });
});

describe('a block of template filler', () => {
  it('is not told to polish its words; what its structure lacks is still told', () => {
    const page = pageContext([{ facts: [], text: '' }]);
    const numbers = hit('Numbers in feature headlines', 'winner', 0.8, { website_section: 'differentiation' });
    const button = hit('A button after the features', 'winner', 0.7, { website_section: 'differentiation', actionable_rule: 'Repeat the main call to action after the features.' });
    const grid = [fact('feature_grid', '4 features, text only', '4 look-alike cards')];
    const titles = (words: string) => rankForSection([numbers, button], 'differentiation', grid, null, { page, text: 'Why us', words }).map((c) => c.test.title);
    expect(titles('Why us Scholarship news Lorem ipsum dolor sit amet, consectetur adipiscing elit')).toEqual([button.title]);
    expect(titles('Why us Scholarship news Every grant we offer is listed with its deadline and an amount of up to 2,500 dollars')).toContain(numbers.title);
  });
});

describe('a gap repeated in several blocks', () => {
  it('is one finding naming every block, not one per block', async () => {
    const { factFindings } = await import('../../../lib/audit/opportunities');
    const form = fact('form', '1 field, 0 required, for newsletter', 'fields (email): Email Address');
    const page = pageContext([]);
    const block = (index: number, label: 'hero' | 'cta') => {
      const checks = sectionChecks([form], page, { label });
      const test = { ...hit('Showing what subscribers receive', 'winner', 0.8, { website_section: 'cta' }), matched: [form], fixes: 'form-reason' as const };
      return { section: { index, label, facts: [form] }, tests: [test], checks };
    };
    expect(block(1, 'hero').checks.filter((c) => !c.passed).map((c) => c.id)).toContain('form-reason');
    const findings = factFindings([block(1, 'hero'), block(5, 'cta')], []).filter((f) => f.deficit === 'form-reason');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.title).toMatch(/^Hero, Call-to-action block · /);
    expect(findings[0]!.section).toBe(1);
    expect(factFindings([block(1, 'hero')], []).filter((f) => f.deficit === 'form-reason')[0]!.title).toMatch(/^Hero · /);
    // The same in the panel's other languages: every block named.
    await import('../../../lib/i18n/all-locales');
    const { auditText } = await import('../../../lib/i18n/audit-text');
    expect(auditText('de').finding(findings[0]!).title).toMatch(/^[^·]+, [^·]+ · /);
  });
});

describe('a trust block without people', () => {
  it('is not told to show the team: a band of figures and features holds no one', async () => {
    const { absentPremise } = await import('../../../lib/audit/rank');
    const team = { title: 'Photos of the real team on the about page', element_tested: 'team section' };
    const figures = [fact('feature_grid', '4 features, with icons')];
    expect(absentPremise(team, figures, 'trust', 'Trusted by over 600 million users and 10,000 teams\n600M+ Users')).toBe('team');
    expect(absentPremise(team, figures, 'trust', 'Meet the people behind the product')).toBeNull();
  });
});

describe('advice made for a sign-up or for software, on other businesses', () => {
  it('an email field that starts a sign-up needs a sign-up; marking optional fields needs fields marked required', () => {
    const hero = 'Email field in the hero instead of a button to a sign-up page';
    expect(unmet(hero, restaurant)).toBe('takes-sign-ups');
    expect(unmet(hero, saas)).toBeNull();
    const optional = 'Marking optional fields instead of required ones';
    expect(unmet(optional, restaurant, { facts: [booking] })).toBe('marks-required');
    expect(unmet(optional, restaurant, { facts: [fact('form', '6 fields, 4 required, for booking')] })).toBeNull();
  });

  it('price comparisons with named alternatives and webinars need software or plans; an email-first form needs a sign-up', () => {
    for (const title of ['Price comparison with named alternatives', 'Invitation to a live webinar in the resources area']) {
      expect(unmet(title, restaurant)).not.toBeNull();
      // Webinars where the software maker teaches live already (stop 47).
      expect(unmet(title, { ...saas, teachesLive: true })).toBeNull();
    }
    const start = 'One-field start form above the fold';
    expect(unmet(start, saas, { facts: [booking] })).toBe('starts-a-sign-up');
    expect(unmet(start, saas, { facts: [fact('form', '1 field, 0 required, for signup')] })).toBeNull();
  });
});

describe('a block called a header or footer', () => {
  it('gives no finding about a slider it holds (a misread block more likely than the site bar); its menu still can', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { landingInput, pattern } = await import('./fixture');
    const input = landingInput();
    const slider = { kind: 'carousel' as const, value: '10 slides, autoplay, dots, arrows', evidence: 'div.swiper with 10 slides' };
    const fixSlider = { ...hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.8, { website_section: 'global', psychological_principle: 'User control' }) };
    input.answers.patterns!.push(pattern('global', 'User control', 20, 14));
    input.sections[3] = { ...input.sections[3]!, rect: { x: 0, y: 900, width: 1280, height: 300 }, facts: [slider] };
    input.answers.tests['3'] = [fixSlider];
    const findings = () => (buildAudit(input).findings ?? []).filter((f) => f.kind === 'fact');
    expect(findings().some((f) => f.deficit === 'carousel-autoplay')).toBe(false);
    // The same slider in a block read as a hero is a finding.
    input.sections[3] = { ...input.sections[3]!, label: 'hero' };
    fixSlider.website_section = 'hero';
    input.answers.patterns!.push(pattern('hero', 'User control', 20, 14));
    expect(findings().some((f) => f.deficit === 'carousel-autoplay')).toBe(true);
    // A slider read in a header block as well, with the same gap and more behind it, does not take the hero's finding away.
    input.sections[0] = { ...input.sections[0]!, facts: [slider] };
    input.answers.tests['0'] = [{ ...fixSlider, website_section: 'global' }];
    input.answers.patterns!.push(pattern('global', 'User control', 40, 30));
    expect(findings().filter((f) => f.deficit === 'carousel-autoplay').map((f) => f.label)).toEqual(['hero']);
  });
});

describe('the fresh review of stop 40', () => {
  it('an online service with support hours is no local business told to put them in its header', () => {
    const menu = [fact('navigation', '6 links, flat', 'menu: Home, Loans, About, FAQ, Blog, Contact')];
    const lender = pageContext([{ facts: [], text: 'Apply for a loan online in our app\nStill have questions? Call us Mon-Fri 9:00 am - 5:00 pm' }]);
    const bakery = pageContext([{ facts: [], text: 'Fresh bread every morning\nOpen Mon-Fri 9:00 am - 5:00 pm, 12 Baker Street' }]);
    const failed = (page: ReturnType<typeof pageContext>) => sectionChecks(menu, page, { label: 'global', text: 'Home Loans About' }).filter((c) => !c.passed).map((c) => c.id);
    expect(failed(bakery)).toContain('header-contact');
    expect(failed(lender)).not.toContain('header-contact');
  });

  it('a home page\'s strip of posts is not asked for reading times; a blog\'s listing is', async () => {
    const { pageContext: context, unmetPrecondition } = await import('../../../lib/audit/context');
    const posts = [fact('article_cards', '4 articles, dates')];
    const at = (url: string) => sectionChecks(posts, context([{ facts: posts, text: 'News' }], url), { label: 'resources', text: 'News' }).filter((c) => !c.passed).map((c) => c.id);
    expect(at('https://school.example/')).not.toContain('article-reading-time');
    expect(at('https://school.example/blog/')).toContain('article-reading-time');
    const title = 'Estimated reading time on articles';
    expect(unmetPrecondition(title, context([{ facts: posts, text: 'News' }], 'https://school.example/'), { facts: posts, text: 'News' }, title)).toBe('reading-an-article');
  });

  it('a strip of customers\' logos is advised where the page shows none, not beside a wall of logos elsewhere', async () => {
    const { pageContext: context, unmetPrecondition } = await import('../../../lib/audit/context');
    const title = '"Trusted by" strip with famous brand marks';
    const walled = context([{ facts: [fact('logo_wall', '13 logos')], text: 'Customers' }, { facts: [], text: 'Features' }]);
    const none = context([{ facts: [], text: 'Features' }]);
    const features = { facts: [fact('feature_grid', '3 features, with icons')], text: 'Features' };
    expect(unmetPrecondition(title, walled, features, title)).toBe('no-logo-wall-yet');
    expect(unmetPrecondition(title, none, features, title)).toBeNull();
    // An event's logos are its sponsors': a strip of customers is no advice there (stop 47).
    const conference = context([{ facts: [], text: 'Business Conference 2017\nBuy tickets\nSpeakers' }]);
    expect(unmetPrecondition(title, conference, features, title)).toBe('clients-not-sponsors');
  });

  it('an event\'s name as its headline names what it offers', () => {
    const page = { ...pageContext([{ facts: [], text: 'JSConf Budapest 2019\nBuy tickets\nSpeakers\nSchedule' }]), titleTopic: ['jsconf', 'budapest', '2019'] };
    const headline = [fact('headline', '3 words, short, numbers', '"JSConf Budapest 2019"')];
    const checks = sectionChecks(headline, page, { label: 'hero', text: 'JSConf Budapest 2019\n26-27th September' });
    expect(page.event).toBe(true);
    expect(checks.find((c) => c.id === 'headline-names-offer')?.passed).toBe(true);
  });
});

describe('a shop\'s next step', () => {
  it('priced products after the hero are a way on: no call-to-action block is missing', async () => {
    const { findMissing } = await import('../../../lib/audit/findings');
    const { pattern, section } = await import('./fixture');
    const patterns = [{ ...pattern('cta', 'Serial position effect', 10, 8), top_rules: ['Repeat the main action wherever a reader might be ready.'] }];
    const tall = (s: ReturnType<typeof section>, y: number) => ({ ...s, rect: { x: 0, y, width: 1280, height: 900 } });
    const hero = tall(section(0, 'hero', 'Nordic furniture'), 0);
    const ids = (next: ReturnType<typeof section>) => findMissing([hero, tall(next, 900), tall(section(2, 'differentiation', 'About us'), 1800)], patterns).map((f) => f.id);
    expect(ids(section(1, 'doors', 'Chair $120 Table $340 Lamp $60'))).not.toContain('no_cta_after_hero:cta');
    expect(ids(section(1, 'doors', 'Living room Bedroom Kitchen'))).toContain('no_cta_after_hero:cta');
  });
});

describe('an accordion with its first answer open', () => {
  it('is not told to open the top answers by default', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const title = 'Top three answers open by default (pricing page)';
    const page = pageContext([]);
    expect(unmetPrecondition(title, page, { facts: [fact('faq', '4 questions, accordion, 1 open')], text: '' }, title)).toBe('answers-folded');
    expect(unmetPrecondition(title, page, { facts: [fact('faq', '9 questions, accordion')], text: '' }, title)).toBeNull();
  });
});

describe('a free, open-source project', () => {
  it('is not told it lacks a trust block; a product that sells is', async () => {
    const { findMissing } = await import('../../../lib/audit/findings');
    const { pattern, section } = await import('./fixture');
    const patterns = [{ ...pattern('trust', 'Social proof', 10, 8), top_rules: ['Lead your proof with your most impressive honest number.'] }];
    const ids = (hero: string) => findMissing([section(0, 'hero', hero), section(1, 'resources', 'Docs')], patterns).map((f) => f.id);
    expect(ids('An open-source library for charts\nGet started')).not.toContain('missing_section:trust');
    expect(ids('Charts for your dashboards from $9 a month\nStart trial')).toContain('missing_section:trust');
  });
});

describe('a block two tests answer already', () => {
  it('is not padded with a test that answers nothing in it', () => {
    const posts = [fact('article_cards', '3 articles, dates')];
    const page = pageContext([{ facts: posts, text: 'From the blog' }]);
    const photo = hit('Thumbnail images on article cards', 'winner', 0.7, { website_section: 'resources' });
    const bio = hit('Summary line on article cards', 'winner', 0.6, { website_section: 'resources' });
    const webinar = hit('Invitation to a live session in the resources area', 'winner', 0.9, { website_section: 'resources' });
    const titles = (hits: ReturnType<typeof hit>[]) => rankForSection(hits, 'resources', posts, null, { page, text: 'From the blog' }).map((c) => c.test.title);
    expect(titles([photo, bio, webinar])).toEqual([photo.title, bio.title]);
    // With one answering test, the block's own kind does not fill the card either.
    expect(titles([photo, webinar])).toEqual([photo.title]);
  });

  it('a list of courses further down keeps its choices; the hero is told to pick one', () => {
    const buttons = [fact('cta', '8 equal', 'buttons: javascripting, git-it, learnyounode, …')];
    const failed = (label: 'doors' | 'hero') => checksOf(buttons, { label }).filter((c) => !c.passed).map((c) => c.id);
    expect(failed('doors')).not.toContain('cta-one-primary');
    expect(failed('hero')).toContain('cta-one-primary');
  });
});

describe('the second fresh review of stop 40', () => {
  it('a change made in the hero is for the hero, not a contact form further down', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const title = 'Value-led call to action copy in the hero (home page)';
    const page = pageContext([]);
    expect(unmetPrecondition(title, page, { facts: [], text: '', label: 'cta' }, title)).toBe('in-the-hero');
    expect(unmetPrecondition(title, page, { facts: [], text: '', label: 'hero' }, title)).toBeNull();
  });

  it('a countdown the block shows makes "add a countdown timer" redundant', () => {
    const checks = checksOf([fact('countdown', 'countdown timer', 'timer element .countdown')], { label: 'cta' });
    expect(redundantFor('Countdown timer for the sale deadline (cart page)', checks)?.id).toBe('countdown-shown');
    // Replacing the timer refines it; a deadline in words has no timer yet.
    expect(redundantFor('Plain deadline text instead of a ticking timer', checks)).toBeNull();
    expect(redundantFor('Countdown timer for the sale deadline (cart page)', checksOf([fact('countdown', 'deadline text', '"ends Sunday"')], { label: 'cta' }))).toBeNull();
  });

  it('"Send message" says what a contact form does; "Send" and "Submit" do not', async () => {
    const { GENERIC_COPY } = await import('../../../lib/facts/cta');
    expect(GENERIC_COPY.test('Send message')).toBe(false);
    expect(GENERIC_COPY.test('Send')).toBe(true);
    expect(GENERIC_COPY.test('Submit')).toBe(true);
  });
});
