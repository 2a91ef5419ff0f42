import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext } from '../../../lib/audit/context';
import { sectionChecks } from '../../../lib/audit/deficits';

// What the blind specialist review of corpus-b pages (stop 39) rated wrong or redundant, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const failed = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}) => sectionChecks(facts, pageContext([]), on).filter((c) => !c.passed).map((c) => c.id);

describe('a way to act right after a block', () => {
  it('counts a product grid whose cards go in the cart, whatever the cards\' first button says', () => {
    const perks = [fact('feature_grid', '4 features, with icons')];
    const grid = [fact('cta', '4 alike, one per card', '2 × "View"'), fact('pricing', '4 products with prices, add to cart')];
    expect(failed(perks, { label: 'trust', next: grid })).not.toContain('features-no-button');
    expect(failed(perks, { label: 'trust', next: [fact('cta', '4 alike, one per card', '2 × "View"'), fact('pricing', '4 products with prices')] })).toContain('features-no-button');
  });
});

describe('sponsors', () => {
  it('are not asked to be cut to a few recognisable logos', () => {
    expect(failed([fact('logo_wall', '21 logos')], { label: 'trust' })).toContain('logo-wall-size');
    expect(failed([fact('logo_wall', '21 logos, sponsors')], { label: 'trust' })).not.toContain('logo-wall-size');
  });
});

describe('the rule a missing block gives', () => {
  it('is on the block\'s topic and speaks of buying only on a page that sells', async () => {
    const { findMissing } = await import('../../../lib/audit/findings');
    const { pattern, section } = await import('./fixture');
    const patterns = [
      { ...pattern('trust', 'Social proof', 10, 8), top_rules: ['Put the rating where the buying decision is made.', 'Show peer opinions right at the point of purchase.'] },
      { ...pattern('trust', 'Bandwagon effect', 10, 6), top_rules: ['Lead your proof with your most impressive honest number.'] },
      { ...pattern('cta', 'Anchoring', 10, 8), top_rules: ['Give undecided visitors a visible default plan.'] },
      { ...pattern('cta', 'Serial position effect', 4, 3), top_rules: ['Repeat the main action wherever a reader might be ready.'] },
    ];
    const hero = section(0, 'hero', 'Kanboard');
    const rules = (sections: ReturnType<typeof section>[]) => Object.fromEntries(findMissing(sections, patterns).map((f) => [f.id, f.rule]));
    const free = rules([hero, { ...section(1, 'differentiation', 'Features'), rect: { x: 0, y: 400, width: 1200, height: 1600 } }]);
    expect(free['missing_section:trust']).toBe('Lead your proof with your most impressive honest number.');
    expect(free['no_cta_after_hero:cta']).toBe('Repeat the main action wherever a reader might be ready.');
    const shop = rules([hero, { ...section(1, 'doors', 'Shoes'), facts: [{ kind: 'pricing', value: '4 products with prices', evidence: '$40' }] }]);
    expect(shop['missing_section:trust']).toBe('Show peer opinions right at the point of purchase.');
  });
});

describe('what a section already has', () => {
  it('an auto-rotating carousel with arrows and dots is not told to add them', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const checks = sectionChecks([fact('carousel', '4 slides, autoplay, dots, arrows')], pageContext([]), { label: 'trust' });
    expect(checks.filter((c) => !c.passed).map((c) => c.id)).toEqual(['carousel-autoplay']);
    expect(redundantFor('Visible arrows and labelled dots on the slideshow', checks)?.id).toBe('carousel-controls');
    // Without controls it is told to stop rotating, not twice.
    expect(failed([fact('carousel', '4 slides, autoplay')], { label: 'trust' })).toEqual(['carousel-autoplay']);
  });

});

describe('preconditions', () => {
  it('shows steps "near the sign-up" only where the page takes sign-ups or offers a trial', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const none = pageContext([{ facts: [fact('numbered_steps', '3 steps')], text: 'How it works' }]);
    const signUp = pageContext([{ facts: [fact('form', '2 fields, 2 required, for signup')], text: 'Create your account' }]);
    const section = { facts: [fact('numbered_steps', '3 steps')], text: 'How it works' };
    const title = '"Up and running in 3 steps" near the sign-up';
    expect(unmetPrecondition(title, none, section, title)).toBe('sign-up-nearby');
    expect(unmetPrecondition(title, signUp, section, title)).toBeNull();
  });
});

describe('the Markdown report says each thing once', () => {
  it('lists top opportunities once, and a section\'s lack that is one points to its number', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { auditToMarkdown } = await import('../../../lib/audit/export');
    const { auditToMarkdownIn } = await import('../../../lib/i18n/markdown');
    const { loadLocale } = await import('../../../lib/i18n/load-locale');
    const { i18nFor } = await import('../../../lib/i18n');
    const { landingWithFacts } = await import('./fixture');
    const audit = buildAudit(landingWithFacts());
    const at = audit.sections.findIndex((s) => s.checks.some((c) => !c.passed));
    const check = audit.sections[at]!.checks.find((c) => !c.passed)!;
    const top = { ...audit.findings![0]!, id: `fact:${at}:${check.id}`, kind: 'fact' as const, title: 'The lack that leads', section: audit.sections[at]!.section.index, deficit: check.id };
    const rest = audit.findings!;
    const md = auditToMarkdown({ ...audit, opportunities: [top], findings: [top, ...rest] });
    const others = md.slice(md.indexOf('## Other findings'), md.indexOf('## Sections'));
    expect(md.match(/The lack that leads/g)).toHaveLength(1);
    for (const f of rest) expect(others).toContain(f.title);
    expect(md).toContain(`${check.title} (top opportunity 1)`);
    const de = auditToMarkdownIn({ ...audit, opportunities: [top], findings: [top] }, i18nFor(await loadLocale('de')));
    expect(de).toContain('## Weitere Befunde');
    expect(de).toContain('Nichts über die größten Chancen hinaus.');
    expect(de).toContain('(größte Chance 1)');
  });
});

describe('a headline that names the offer', () => {
  it('is not told to replace a mission statement', async () => {
    const { redundantFor } = await import('../../../lib/audit/deficits');
    const page = pageContext([{ facts: [], text: '' }], 'http://shop.test/', 'Vegato – vegan pet food');
    const named = sectionChecks([fact('headline', '6 words, medium, no numbers', '"Plant-based food for healthy pets"')], page, { label: 'hero', text: 'Plant-based food for healthy pets' });
    expect(named.find((c) => c.id === 'headline-names-offer')?.passed).toBe(true);
    expect(redundantFor('Result-first H1 replacing a mission statement', named)?.id).toBe('headline-names-offer');
    expect(redundantFor('Outcome-focused main heading beats clever wordplay', named)?.id).toBe('headline-names-offer');
    // A brand name over a subline that says what is offered reads the same way.
    const brand = sectionChecks([fact('headline', '1 word, short, no numbers', '"Kanboard"')], page, { label: 'hero', text: 'Kanboard\nKanboard is a free and open source Kanban project management software.' });
    expect(redundantFor('Outcome-focused main heading beats clever wordplay', brand)?.id).toBe('headline-says-what');
  });
});

describe('tests that premise several buttons', () => {
  it('are not shown to a hero with none', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const page = pageContext([{ facts: [], text: '' }]);
    const title = 'One primary button in the hero instead of three';
    expect(unmetPrecondition(title, page, { facts: [fact('headline', '1 word, short, no numbers')], text: 'Kanboard' }, title)).toBe('several-buttons');
    expect(unmetPrecondition(title, page, { facts: [fact('cta', '3 equal', 'buttons: A, B, C')], text: 'A B C' }, title)).toBeNull();
  });
});

describe('an open-source project\'s feature list', () => {
  it('is its spec sheet: not told to shorten it', () => {
    const long = [fact('feature_grid', '10 features, pictured')];
    const oss = pageContext([{ facts: long, text: 'Kanboard is a free and open source Kanban project management software' }]);
    const saas = pageContext([{ facts: long, text: 'Kanboard plans from $9 per month' }]);
    expect(sectionChecks(long, oss, { label: 'differentiation' }).some((c) => c.id === 'feature-count')).toBe(false);
    expect(sectionChecks(long, saas, { label: 'differentiation' }).find((c) => c.id === 'feature-count')?.passed).toBe(false);
  });
});

describe('a donation ask', () => {
  it('is a telling fact: it asks how to ask for the amount, and donation tests answer it', async () => {
    const { factSalience, answersFact } = await import('../../../lib/audit/fact-questions');
    const { factQueries } = await import('../../../lib/audit/query');
    const give = fact('cta', '1 button', 'buttons: PayPal Donation');
    const plain = fact('cta', '1 button', 'buttons: Read the docs');
    expect(factSalience(give)).toBeGreaterThan(factSalience(plain));
    expect(factQueries({ label: 'cta', facts: [give], text: 'Donations' })).toContain('preset donation amounts with a suggested default');
    expect(factQueries({ label: 'cta', facts: [plain], text: 'Docs' })).not.toContain('preset donation amounts with a suggested default');
    expect(answersFact(give, 'Preset donation amounts with the middle one preselected')).toBe(true);
    expect(answersFact(plain, 'Preset donation amounts with the middle one preselected')).toBe(false);
  });
});

describe('a gap a specialist names first', () => {
  it('leads the top opportunities from the page alone when no test of the catalogue removes it', async () => {
    const { buildAudit } = await import('../../../lib/audit/build');
    const { auditToMarkdown } = await import('../../../lib/audit/export');
    const { auditToMarkdownIn } = await import('../../../lib/i18n/markdown');
    const { loadLocale } = await import('../../../lib/i18n/load-locale');
    const { i18nFor } = await import('../../../lib/i18n');
    const { landingInput } = await import('./fixture');
    const input = landingInput();
    const hero = { ...input.sections[1]!, facts: [fact('headline', '1 word, short, no numbers', '"Kanboard"')] };
    const audit = buildAudit({ ...input, sections: [hero], answers: { patterns: input.answers.patterns, tests: { [String(hero.index)]: [] } } });
    expect(audit.opportunities![0]).toMatchObject({ kind: 'fact', deficit: 'hero-no-cta', evidence: 0, title: 'Hero · No call to action in the hero → one prominent button with the next step' });
    const md = auditToMarkdown({ ...audit, opportunities: [], findings: audit.findings });
    expect(md).toContain('**Hero · No call to action in the hero → one prominent button with the next step** — seen on this page, no test needed');
    const de = auditToMarkdownIn(audit, i18nFor(await loadLocale('de')));
    expect(de).not.toContain('No call to action in the hero');
  });
});

describe('a product grid counted as a visitor counts it', () => {
  it('two buttons on every card and a struck price beside each are one card, one product', async () => {
    const { productGrid } = await import('../../../lib/audit/derived');
    const pairs = fact('cta', '4 alike, one per card', '2 × "Vista"');
    const cut = fact('pricing', 'prices, discount shown, no reason given', 'struck through: 220,50 €, 475 €');
    const grid = productGrid({ facts: [pairs, cut], text: 'SERIES N\nN7PRO 180 € 220,50 € Vista COMPRAR\nS4 380 € 475 € Vista COMPRAR' });
    expect(grid?.value).toMatch(/^2 products with prices/);
    // One button per card counts the cards, whatever was struck through.
    const eight = fact('cta', '8 alike, one per card', '8 × "Add to cart"');
    expect(productGrid({ facts: [eight, cut], text: 'Shop\nAdd to cart' })?.value).toMatch(/^8 products with prices/);
  });
});

describe('advice that fits its page', () => {
  it('asks for a button after the last of back-to-back feature blocks, not after each', () => {
    const grid = [fact('feature_grid', '3 features, with icons')];
    expect(failed(grid, { label: 'differentiation', next: [fact('feature_grid', '7 features, with icons')] })).not.toContain('features-no-button');
    expect(failed(grid, { label: 'differentiation', next: [fact('numbered_steps', '3 steps')] })).toContain('features-no-button');
  });

  it("does not ask an app's hero for a stranger's face, nor a charity to rename technical features", async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const pictures = [fact('people_images', 'no people, illustrations')];
    const app = pageContext([{ facts: pictures, text: 'Tusky is a free Android app for Mastodon' }]);
    const bakery = pageContext([{ facts: pictures, text: 'Fresh bread every morning' }]);
    expect(sectionChecks(pictures, app, { label: 'hero' }).some((c) => c.id === 'people-photos')).toBe(false);
    expect(sectionChecks(pictures, bakery, { label: 'hero' }).find((c) => c.id === 'people-photos')?.passed).toBe(false);
    const title = 'Benefit statements replacing technical feature names';
    const charity = pageContext([{ facts: [], text: 'Food packages, medical aid, education for orphans. Donate now' }]);
    const section = { facts: [fact('feature_grid', '4 features, with icons')], text: 'Our causes' };
    expect(unmetPrecondition(title, charity, section, title)).toBe('technical-features');
    // An app's features are translated where they are named technically (stop 44: plain-spoken titles have nothing to translate).
    expect(unmetPrecondition(title, app, { ...section, text: 'Offline sync, push notifications and a REST API' }, title)).toBeNull();
  });
});

describe('tests whose premise the page lacks (blind review, stop 39)', () => {
  it('are not shown: a help centre, a cut price, a phone to call, a donation form, an ad campaign', async () => {
    const { unmetPrecondition } = await import('../../../lib/audit/context');
    const cafe = pageContext([{ facts: [fact('pricing', 'prices')], text: 'Espresso $3 Latte $4. Visit us' }]);
    const saas = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Our app dashboard, plans from $9 per month' }]);
    const sale = pageContext([{ facts: [fact('pricing', 'prices, discount shown, no reason given')], text: 'Was $40, now $30' }]);
    const oss = pageContext([{ facts: [], text: 'Brackets is a free, open source code editor' }]);
    const charity = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Donate Now')], text: 'Donate to feed families' }]);
    const giving = pageContext([{ facts: [fact('form', '2 fields, 1 required, for donation')], text: 'Donate to feed families' }]);
    const s = { facts: [], text: '' };
    const unmet = (title: string, page: ReturnType<typeof pageContext>) => unmetPrecondition(title, page, s, title);
    expect(unmet('Search box at the top of the help centre', cafe)).toBe('help-centre');
    expect(unmet('Search box at the top of the help centre', saas)).toBeNull();
    expect(unmet('Crossed-out original price next to the offer price', saas)).toBe('price-was-cut');
    expect(unmet('Crossed-out original price next to the offer price', sale)).toBeNull();
    expect(unmet('Click-to-call button on mobile', charity)).toBe('phone-to-call');
    expect(unmetPrecondition('Click-to-call button on mobile', charity, { facts: [fact('navigation', '4 links, flat, phone link')], text: '' }, 'Click-to-call button on mobile')).toBeNull();
    expect(unmet('Higher default gift on the donation form', charity)).toBe('donation-form');
    expect(unmet('Higher default gift on the donation form', giving)).toBeNull();
    expect(unmet('Campaign-specific hero copy', oss)).toBe('ad-campaign');
    // A home page shows no sign of ad traffic (stop 42); a campaign's address does.
    expect(unmet('Campaign-specific hero copy', saas)).toBe('ad-campaign');
    const landing = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: 'Our app dashboard, plans from $9 per month' }], 'https://app.example/lp/spring?utm_source=ads');
    expect(unmet('Campaign-specific hero copy', landing)).toBeNull();
    const events = { facts: [fact('article_cards', '2 articles, dates')], text: 'Events History\nOpenTechSummit China' };
    expect(unmetPrecondition('Topic-matched guide in each article', saas, events, 'Topic-matched guide in each article')).toBe('articles-not-events');
    expect(unmetPrecondition('Topic-matched guide in each article', saas, { ...events, text: 'From the blog' }, 'Topic-matched guide in each article')).toBeNull();
    const fixed = 'Fixed navigation bar on long pages';
    expect(unmetPrecondition(fixed, saas, { facts: [fact('navigation', '5 links, dropdowns', 'menu: Use fastlane, Integrations, How it works, Contribute, Docs')], text: '' }, fixed)).toBe('header-carries-action');
    expect(unmetPrecondition(fixed, saas, { facts: [fact('navigation', '5 links, flat', 'menu: Tickets, Workshops, Speakers, About, Blog')], text: '' }, fixed)).toBeNull();
    expect(unmetPrecondition(fixed, saas, { facts: [fact('navigation', '3 links, flat', 'menu: Docs, Blog, About'), fact('cta', '1 button', 'buttons: Request Demo')], text: '' }, fixed)).toBeNull();
    const title = 'Real people replacing stock imagery in the first screen';
    expect(unmetPrecondition(title, saas, { facts: [], text: '', label: 'hero' }, title)).toBe('face-for-hero');
    expect(unmetPrecondition(title, cafe, { facts: [], text: '', label: 'hero' }, title)).toBeNull();
  });
});

describe('a test about button words', () => {
  it('is not shown to a hero that has no button', async () => {
    const { rankForSection } = await import('../../../lib/audit/rank');
    const { hit } = await import('./fixture');
    const copy = hit('Value-led call to action copy in the hero (home page)', 'winner', 0.8, { website_section: 'hero' });
    const heading = hit('Outcome-focused main heading beats clever wordplay', 'winner', 0.7, { website_section: 'hero' });
    const page = pageContext([{ facts: [], text: '' }]);
    const titles = (facts: SectionFact[]) => rankForSection([copy, heading], 'hero', facts, null, { page, text: 'Kanboard' }).map((c) => c.test.title);
    expect(titles([fact('headline', '1 word, short, no numbers', '"Kanboard"')])).not.toContain(copy.title);
    expect(titles([fact('headline', '1 word, short, no numbers', '"Kanboard"'), fact('cta', '1 button, generic copy', 'buttons: Learn more')])).toContain(copy.title);
  });
});
