import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { buildAudit, topOpportunities } from '../../../lib/audit/build';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { checkById, sectionChecks } from '../../../lib/audit/deficits';
import { factQueries } from '../../../lib/audit/query';
import type { Finding } from '../../../lib/audit/findings';
import { cutPrices, localBusiness, ratingWithCount, showsContact, sublineOf } from '../../../lib/audit/page-reading';
import { rankForSection } from '../../../lib/audit/rank';
import { hit, landingInput } from './fixture';

// The items a specialist review called redundant or wrong, and the gaps it named first, each as a general rule.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const page = pageContext([]);
const failed = (facts: SectionFact[], on: Parameters<typeof sectionChecks>[2] = {}, p = page) => sectionChecks(facts, p, on).filter((c) => !c.passed).map((c) => c.id);
const button = fact('cta', '1 primary of 2');

describe('a one-word headline is read with its subline', () => {
  const brand = fact('headline', '1 word, short, no numbers', '"Lumen"');

  it('passes when the line under it says what is offered, and fails when nothing does', () => {
    const text = 'Lumen\nEye clinic in Leeds for laser surgery and check-ups\nBook a visit';
    expect(sublineOf(text, brand.evidence)).toBe('Eye clinic in Leeds for laser surgery and check-ups');
    expect(failed([brand, button], { label: 'hero', text })).not.toContain('headline-says-what');
    // A button label under the name is no subline.
    expect(failed([brand, button], { label: 'hero', text: 'Lumen\nBook now' })).toContain('headline-says-what');
    expect(failed([brand, button], { label: 'hero', text: '' })).toContain('headline-says-what');
  });
});

describe('buttons painted apart are not equal', () => {
  it('does not call a filled and an outlined button equal when the facts name their paint', () => {
    expect(failed([fact('cta', '2 equal')], { label: 'hero' })).toContain('cta-one-primary');
    expect(failed([fact('cta', '2 equal, 1 filled, 1 outline')], { label: 'hero' })).not.toContain('cta-one-primary');
    // Two banners each with the same "Shop now" repeat one action: nothing to choose between.
    expect(failed([fact('cta', '2 equal, 2 lead nowhere', 'buttons: Shop Now, Shop Now; leading nowhere: Shop Now, Shop Now')], { label: 'hero' })).not.toContain('cta-one-primary');
    expect(failed([fact('cta', '2 equal', 'buttons: Start trial, Book demo')], { label: 'hero' })).toContain('cta-one-primary');
  });
});

describe('no advice to add a video where one plays', () => {
  const video = [fact('video', 'embedded player')];
  it('drops product-video tests on a page with a video, and video testimonials where the block has one', () => {
    const add = 'Short product video replacing static screenshots';
    // (Screenshots are a screen's: the page is an app's.)
    expect(unmetPrecondition(add, pageContext([{ facts: video, text: 'The app for your team' }]), { facts: [], text: '' })).toBe('no-video-yet');
    expect(unmetPrecondition(add, pageContext([{ facts: [], text: 'The app for your team' }]), { facts: [], text: '' })).toBeNull();
    const filmed = 'Video testimonials from customers';
    const withVideo = pageContext([{ facts: video, text: '' }]);
    expect(unmetPrecondition(filmed, withVideo, { facts: video, text: '' })).toBe('no-video-proof-yet');
    expect(unmetPrecondition(filmed, withVideo, { facts: [fact('testimonials', '3 quotes')], text: '' })).toBeNull();
  });

  it('passes a video that waits for a click and fails one that starts with sound', () => {
    expect(failed([fact('video', 'embedded player')])).toEqual([]);
    expect(failed([fact('video', 'video, autoplay')])).toEqual(['video-sound']);
    expect(failed([fact('video', 'video, autoplay, muted')])).toEqual([]);
  });
});

describe('a product grid gets listing advice only, for what it lacks', () => {
  it('shows only tests that remove a deficit of its cards', () => {
    const grid = fact('pricing', '4 products with prices, add to cart');
    const cards = fact('cta', '4 alike, one per card');
    const hits = [
      hit('Static hero replacing an auto-rotating carousel', 'winner', 0.9, { website_section: 'doors', element_tested: 'Hero carousel' }),
      hit('Testimonials with customer photos and names', 'winner', 0.85, { website_section: 'doors', element_tested: 'Testimonial photos' }),
      hit('Review count on product cards in listings', 'winner', 0.6, { website_section: 'trust', element_tested: 'Star rating' }),
      hit('Estimated reading time on articles', 'winner', 0.8, { website_section: 'doors', element_tested: 'Reading time label' }),
    ];
    const shown = rankForSection(hits, 'doors', [cards, grid], null).map((c) => c.test.title);
    expect(shown).toEqual(['Review count on product cards in listings']);
    // A grid that shows ratings, counts, a quick add and badges lacks nothing: no cards.
    const full = fact('pricing', '6 products with prices, star ratings, review counts, add to cart, badges');
    expect(rankForSection(hits, 'doors', [cards, full], null)).toEqual([]);
  });
});

describe('a rating with its count anywhere on the page', () => {
  const stars = fact('testimonials', '3 quotes, with names, with photos, star rating');
  it('satisfies per-testimonial stars, and the quotes are not asked for stars again', () => {
    const rated = pageContext([{ facts: [], text: 'Rated 4.8 out of 5\nfrom 2,314 reviews on Trustpilot' }]);
    expect(rated.ratingWithCount).toBe(true);
    expect(failed([stars], { text: 'Great service ★★★★★' }, rated)).toEqual([]);
    expect(failed([stars], { text: 'Great service ★★★★★' })).toEqual(['rating-count']);
    const plain = fact('testimonials', '3 quotes, with names, with photos');
    expect(failed([plain], {}, rated)).toEqual([]);
    const software = pageContext([{ facts: [], text: 'Start your free trial. Plans from $29/month' }]);
    expect(failed([plain], {}, software)).toEqual(['testimonial-rating']);
    // A charity's or an agency's quotes are not reviews of a purchase: no stars asked for.
    const charity = pageContext([{ facts: [], text: 'Donate today: every gift feeds a family' }]);
    expect(failed([plain], {}, charity)).toEqual([]);
    expect(ratingWithCount('Trusted by 2,000 teams\nBook a demo')).toBe(false);
  });
});

describe('gaps a specialist names first', () => {
  it('finds a hero with no button, form or search', () => {
    const headline = fact('headline', '6 words, medium, no numbers', '"Fresh bread baked every morning"');
    expect(failed([headline], { label: 'hero' })).toContain('hero-no-cta');
    expect(failed([headline, fact('cta', '1 button')], { label: 'hero' })).not.toContain('hero-no-cta');
    expect(failed([headline, fact('search_box', 'search box')], { label: 'hero' })).not.toContain('hero-no-cta');
    expect(failed([headline], { label: 'differentiation' })).not.toContain('hero-no-cta');
    // Its button in the block right under it (a first screen split in two) is still the next step.
    expect(failed([headline], { label: 'hero', next: [fact('cta', '1 primary of 2')] })).not.toContain('hero-no-cta');
    expect(failed([headline], { label: 'hero', next: [fact('cta', '6 alike, one per card')] })).toContain('hero-no-cta');
  });

  it("counts a menu's top-level entries, not the links beside or under them, and says that number", () => {
    const docs = fact('navigation', '22 links, 10 top-level, flat');
    const failing = sectionChecks([docs], page, { label: 'global' }).find((c) => c.id === 'nav-length');
    expect(failing?.passed).toBe(false);
    expect(failing?.title).toBe('10 top-level menu links');
    expect(failed([fact('navigation', '12 links, 6 top-level, flat')], { label: 'global' })).not.toContain('nav-length');
    expect(pageContext([{ facts: [fact('navigation', '12 links, 6 top-level, flat')], text: '' }]).navLinks).toBe(6);
  });

  it('asks to cut the main menu only (the first, or one at the top or pinned), not a second list of links further down', () => {
    const menu = fact('navigation', '22 links, 10 top-level, flat');
    expect(failed([menu], { label: 'global', mainMenu: true })).toContain('nav-length');
    expect(failed([menu], { label: 'global', mainMenu: false })).not.toContain('nav-length');
    const input = landingInput();
    const at = (i: number, y: number, facts: SectionFact[]) => ({ ...input.sections[0]!, index: i, selector: `#s${i}`, rect: { x: 0, y, width: 1200, height: 300 }, facts });
    const lacks = (sections: ReturnType<typeof at>[]) =>
      buildAudit({ ...input, sections, answers: { patterns: [], tests: Object.fromEntries(sections.map((s) => [String(s.index), []])) } }).sections.map((s) => s.checks.some((c) => c.id === 'nav-length' && !c.passed));
    // The only menu of a page, under its hero, is its main menu; a second list further down is not.
    expect(lacks([at(0, 0, [fact('headline', '1 word, short, no numbers')]), at(1, 900, [menu])])).toEqual([false, true]);
    expect(lacks([at(0, 0, [fact('navigation', '5 links, flat')]), at(1, 900, [menu])])).toEqual([false, false]);
    expect(lacks([at(0, 0, [fact('navigation', '5 links, flat')]), at(1, 900, [menu, fact('sticky_header', 'sticky header')])])).toEqual([false, true]);
  });

  it("keeps screenshot and in-hand advice to pages of the matching kind, and author credentials to experts' content", () => {
    const hotel = pageContext([{ facts: [], text: 'Rooms and suites\nBook now' }]);
    const app = pageContext([{ facts: [], text: 'The app for your team\nDownload on the App Store' }]);
    // Read in the blocks' words, in the page's language: "Kostenlos testen" under the headline is a trial of software.
    expect(pageContext([{ facts: [], text: 'Kundenfeedback', body: 'Kundenfeedback\nKostenlos testen' }]).software).toBe(true);
    expect(pageContext([{ facts: [], text: 'Zimmer und Suiten', body: 'Zimmer und Suiten\nJetzt buchen' }]).software).toBe(false);
    const crop = 'Cropped, zoomed screenshot of one feature';
    expect(unmetPrecondition(crop, hotel, { facts: [], text: '' })).toBe('software-product');
    expect(unmetPrecondition(crop, app, { facts: [], text: '' })).toBeNull();
    const hands = "Human face versus product-only hero picture. Show the product in a person's hands, in use.";
    expect(unmetPrecondition(hands, app, { facts: [], text: '' }, 'Human face versus product-only hero picture')).toBe('held-product');
    expect(unmetPrecondition(hands, hotel, { facts: [], text: '' }, 'Human face versus product-only hero picture')).toBeNull();
    const bio = 'Author bio with photo and credentials on articles';
    const staff = [fact('team', '3 people, names and roles, with photos')];
    expect(unmetPrecondition(bio, hotel, { facts: [], text: 'Our team\nAna Reyes\nHead Chef\nTom Lee\nWaiter' })).toBe('content-by-experts');
    expect(unmetPrecondition(bio, hotel, { facts: [], text: 'Our dentists\nDr. Ana Reyes\nOrthodontist' })).toBeNull();
    // A roster of the people themselves is no article (stop 47): their bio belongs on an article they write.
    expect(unmetPrecondition(bio, hotel, { facts: staff, text: 'Our dentists\nDr. Ana Reyes\nOrthodontist' })).toBe('article-page');
    const blog = pageContext([{ facts: [fact('article_cards', '3 articles, dates')], text: '' }]);
    expect(unmetPrecondition(bio, blog, { facts: [], text: 'Our team\nAna Reyes\nHead Chef' })).toBeNull();
  });

  it('calls a feature list long from nine features, or seven of long copy, not at the usual six to eight short ones', () => {
    expect(failed([fact('feature_grid', '7 features, with icons')], { label: 'differentiation' })).not.toContain('feature-count');
    expect(failed([fact('feature_grid', '7 features, text only, long copy')], { label: 'differentiation' })).toContain('feature-count');
    expect(failed([fact('feature_grid', '10 features, with icons')], { label: 'differentiation' })).toContain('feature-count');
  });

  it("shows no comparison-table test on a feature list, though its words are a feature list's", () => {
    const grid = [fact('feature_grid', '7 features, with icons')];
    const titles = rankForSection([
      hit('Highlighting differences in the comparison', 'winner', 0.8, { website_section: 'differentiation', element_tested: 'Feature comparison' }),
      hit('Describing outcomes instead of specs in the feature list', 'winner', 0.6, { website_section: 'differentiation', element_tested: 'Feature list' }),
    ], 'differentiation', grid, null).map((c) => c.test.title);
    expect(titles).toEqual(['Describing outcomes instead of specs in the feature list']);
    const table = [...grid, fact('comparison_table', 'comparison table, 3 columns')];
    expect(rankForSection([hit('Highlighting differences in the comparison', 'winner', 0.8, { website_section: 'differentiation', element_tested: 'Feature comparison' })], 'differentiation', table, null)).toHaveLength(1);
  });

  it('tells a short headline nothing about keeping it short', () => {
    const punchy = hit('Long, descriptive headline against a punchy short one', 'winner', 0.8, { website_section: 'hero', element_tested: 'Headline' });
    expect(rankForSection([punchy], 'hero', [fact('headline', '2 words, short, no numbers')], null)).toEqual([]);
    expect(rankForSection([punchy], 'hero', [fact('headline', '16 words, long, no numbers')], null)).toHaveLength(1);
  });

  it('advises on a sign-up form only where the form signs up, and plain menu labels only to a menu with a vague one', () => {
    const title = 'Closing date stated beside the sign-up form';
    const contact = fact('form', '3 fields, 0 required, for contact');
    const sale = pageContext([{ facts: [fact('pricing', 'prices, discount shown')], text: '' }]);
    expect(unmetPrecondition(title, sale, { facts: [contact], text: '' }, title)).toBe('sign-up-form');
    expect(unmetPrecondition(title, sale, { facts: [fact('form', '1 field, 0 required, for newsletter')], text: '' }, title)).toBeNull();
    const plain = 'Plain menu labels instead of clever ones';
    expect(unmetPrecondition(plain, page, { facts: [fact('navigation', '2 links, flat', 'menu: Home, Donate')], text: '' }, plain)).toBe('menu-label-vague');
    expect(unmetPrecondition(plain, page, { facts: [fact('navigation', '5 links, flat', 'menu: Home, Donate')], text: '' }, plain)).toBeNull();
  });

  it("asks for a video's length on its button only where the page does not say it", () => {
    const muted = 'Muted autoplay with captions against click-to-play. Show how long a video is on its play button.';
    const withVideo = pageContext([{ facts: [fact('video', 'embedded player')], text: '' }]);
    expect(unmetPrecondition(muted, withVideo, { facts: [fact('video', 'embedded player, length shown')], text: '' }, 'Muted autoplay with captions against click-to-play')).toBe('length-unsaid');
    expect(unmetPrecondition(muted, withVideo, { facts: [fact('video', 'embedded player')], text: '' }, 'Muted autoplay with captions against click-to-play')).toBeNull();
  });

  it('advises cutting the menu to five entries only where a menu of more was read', () => {
    const title = 'Simplified navigation with five top-level items';
    const bare = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Start free')], text: 'Sign in' }]);
    expect(unmetPrecondition(title, bare, { facts: [], text: '' }, title)).toBe('menu-to-cut');
    const long = pageContext([{ facts: [fact('navigation', '12 links, flat')], text: '' }]);
    expect(unmetPrecondition(title, long, { facts: [], text: '' }, title)).toBeNull();
    // Nine entries are no menu to cut to five (blind reviews, stops 38-46: stock advice in 13 of 16 ratings).
    const nine = pageContext([{ facts: [fact('navigation', '9 links, flat')], text: '' }]);
    expect(unmetPrecondition(title, nine, { facts: [], text: '' }, title)).toBe('menu-to-cut');
  });

  it('tells a sponsor wall nothing about a press strip, and a wall of coverage still can be', () => {
    const title = 'Media coverage strip with prize emblems';
    const logos = [fact('logo_wall', '21 logos')];
    expect(unmetPrecondition(title, page, { facts: logos, text: 'Our sponsors\nGold partners' }, title)).toBe('press-not-sponsors');
    // A page that speaks of press at all (review, stop 46: press advice asked of a page with none is made-up coverage).
    const pressed = { ...page, pressSaid: true };
    expect(unmetPrecondition(title, pressed, { facts: logos, text: 'As seen in' }, title)).toBeNull();
    // A customers' wall is no coverage either (blind review, stop 40); a block with no logos may still be told to add press.
    expect(unmetPrecondition(title, page, { facts: logos, text: 'Trusted by 4,000 teams' }, title)).toBe('press-not-sponsors');
    expect(unmetPrecondition(title, pressed, { facts: [fact('headline', '6 words, medium, no numbers')], text: 'Trusted by 4,000 teams' }, title)).toBeNull();
  });

  it('asks to fold a long open FAQ, not one of short answers', () => {
    expect(failed([fact('faq', '8 questions')], { label: 'resources' })).toContain('faq-accordion');
    expect(failed([fact('faq', '8 questions, short answers')], { label: 'resources' })).not.toContain('faq-accordion');
    const fold = 'Accordion FAQ instead of all answers open';
    expect(unmetPrecondition(fold, page, { facts: [fact('faq', '8 questions, short answers')], text: '' })).toBe('long-answers');
    expect(unmetPrecondition(fold, page, { facts: [fact('faq', '8 questions')], text: '' })).toBeNull();
  });

  it("reads a local business from the hours in a footer's fine print, and tells it nothing of client logos", () => {
    const footer = { facts: [], text: 'Stone Grill', body: 'Stone Grill\nOpening Hours\nMon-Sun: 10:00 AM - 9:00 PM' };
    const grill = pageContext([footer]);
    expect(grill.localBusiness).toBe(true);
    expect(pageContext([{ facts: [], text: 'Stone Grill' }]).localBusiness).toBe(false);
    expect(unmetPrecondition('Logo bar of customers near the first call to action', grill, { facts: [], text: '' })).toBe('clients-not-sponsors');
    expect(unmetPrecondition('Logo bar of customers near the first call to action', page, { facts: [], text: '' })).toBeNull();
  });

  it('finds a local business whose header shows no phone or contact', () => {
    const local = pageContext([{ facts: [], text: 'Visit us at 14 Market Street, Leeds\nOpening hours Mon–Sat' }]);
    expect(local.localBusiness).toBe(true);
    const menu = fact('navigation', '5 links, flat');
    expect(failed([menu], { label: 'global', text: 'Home\nTreatments\nPrices\nBlog' }, local)).toEqual(['header-contact']);
    expect(failed([menu], { label: 'global', text: 'Home\nTreatments\nCall 0113 496 0000' }, local)).toEqual([]);
    // A "Contact" entry among the links is how any site is reached, not a way to call or book.
    expect(failed([menu], { label: 'global', text: 'Home\nTreatments\nContact' }, local)).toEqual(['header-contact']);
    expect(failed([menu], { label: 'global', text: 'Home\nTreatments\nCall now' }, local)).toEqual([]);
    // A phone lib/facts saw in the menu (a tel: link behind an icon has no text to read).
    expect(failed([fact('navigation', '5 links, flat, phone link')], { label: 'global', text: 'Home\nTreatments\nPrices' }, local)).toEqual([]);
    // A conference's venue address does not make it a business visitors call.
    const venue = pageContext([{ facts: [], text: 'Venue: 14 Market Street, Leeds\nBuy tickets\nSpeakers' }]);
    expect(failed([menu], { label: 'global', text: 'Home\nTickets' }, venue)).toEqual([]);
    // An online product has no street to visit: nothing to ask.
    expect(failed([menu], { label: 'global', text: 'Home\nPricing' })).toEqual([]);
    expect(localBusiness('Deploy in minutes. 99.9% uptime.')).toBe(false);
    expect(showsContact('Founded 2019\n$49')).toBe(false);
  });

  it('reads a row of event cards as events: no reading time, no article dates, no "read next" advice', () => {
    const cards = fact('article_cards', '3 articles', 'titles: Workshop on science, Music festival, Open day');
    expect(failed([cards], { label: 'resources', text: 'Upcoming Events\nWorkshop on science' })).toEqual([]);
    expect(failed([cards], { label: 'resources', text: 'Latest from the blog\nHow we grade' })).toEqual(expect.arrayContaining(['article-reading-time', 'article-dates']));
    const reading = (text: string) => unmetPrecondition('Estimated reading time on articles', page, { facts: [cards], text });
    expect(reading('Upcoming Events')).toBe('articles-not-events');
    expect(reading('From our blog')).toBeNull();
  });

  it('reads an event from its words, not from a product that schedules, sells speakers or answers tickets', () => {
    const event = (text: string) => pageContext([{ facts: [], text }]).event;
    expect(event('Tickets\nWorkshops\nSpeakers')).toBe(true);
    expect(event('Save the date! March 1–2\nLast year’s conference')).toBe(true);
    expect(event('See the full schedule')).toBe(true);
    expect(event('Configure Pool\nAuto-Schedule\nSet it and forget it')).toBe(false);
    expect(event('Schedule a demo')).toBe(false);
    expect(event('Resolve support tickets twice as fast')).toBe(false);
    expect(event('Vom Support-Ticket zur Verbesserung')).toBe(false);
    expect(event('Bluetooth speakers, 30% off')).toBe(false);
    // Client logos are advised on a product page that schedules demos (not hidden as a sponsor wall).
    const logos = (page: string) => unmetPrecondition('Client logos under the hero', pageContext([{ facts: [], text: page }]), { facts: [], text: 'Trusted by' });
    expect(logos('Schedule a demo')).toBeNull();
    expect(logos('Buy tickets\nSpeakers')).toBe('clients-not-sponsors');
  });

  it('finds struck-through prices that give no reason or end date', () => {
    expect(cutPrices('Linen shirt\n$89.00 $59.00\nAdd to cart')).toEqual(['$89.00 → $59.00']);
    expect(cutPrices('From $29 to $49')).toEqual([]);
    expect(cutPrices('$29 – $49')).toEqual([]);
    // The sale price may come first, the struck original after it.
    expect(cutPrices('Espresso beans $15.99 $20.99')).toEqual(['$20.99 → $15.99']);
    const grid = fact('pricing', '4 products with prices, add to cart');
    expect(failed([grid], { label: 'doors', text: 'Linen shirt\n$89.00 $59.00\nAdd to cart' })).toContain('discount-reason');
    expect(failed([grid], { label: 'doors', text: 'Summer sale ends Sunday\nLinen shirt\n$89.00 $59.00' })).not.toContain('discount-reason');
    // Prices lib/facts saw struck through on the page, with or without words that say why.
    expect(failed([fact('pricing', 'prices, discount shown, no reason given')], { label: 'doors', text: 'Linen shirt\n$59.00\nAdd to cart' })).toContain('discount-reason');
    expect(failed([fact('pricing', 'prices, discount shown')], { label: 'doors', text: 'Linen shirt\n$89.00 $59.00\nAdd to cart' })).not.toContain('discount-reason');
    // A card or two with a cut price is no pricing page: asked about the discount, never about plan tiers.
    const asked = factQueries({ label: 'doors', text: 'Serie IX\n599 € 435 €\nComprar', facts: [fact('pricing', 'prices, discount shown, no reason given'), fact('cta', '1 primary of 2')] });
    expect(asked).toContain(checkById('discount-reason').query);
    expect(asked.filter((q) => /plan|tier/.test(q))).toEqual([]);
  });

  it('reads a strip of integrations as what the product connects to, not as customer logos', () => {
    const clients = factQueries({ label: 'trust', text: 'Trusted by', facts: [fact('logo_wall', '6 logos')] });
    expect(clients).toContain('customer logo wall trusted by');
    const integrations = factQueries({ label: 'differentiation', text: 'Works with your CI', facts: [fact('logo_wall', '6 logos, integrations')] });
    expect(integrations.filter((q) => /logo|client/.test(q))).toEqual([]);
  });

  it('lets those gaps lead Top opportunities after hygiene, whatever their expected value', () => {
    const base = { label: 'hero' as const, rule: null, evidence: 10, principles: [] };
    const finding = (deficit: string, value: number): Finding => ({ ...base, id: `fact:0:${deficit}`, kind: 'fact', title: deficit, expectedValue: value, fact: fact('headline', '3 words'), deficit });
    const dead: Finding = { ...base, id: 'hygiene:dead_cta:0', kind: 'hygiene', title: 'dead', expectedValue: 1000, evidence: 0 };
    const top = topOpportunities([finding('form-length', 900), dead, finding('hero-no-cta', 20)]);
    expect(top.map((f) => f.id)).toEqual(['hygiene:dead_cta:0', 'fact:0:hero-no-cta', 'fact:0:form-length']);
  });

  it('keeps a fix that rests on one or two tests out of Top opportunities', () => {
    const base = { label: 'resources' as const, rule: null, principles: [] };
    const anecdote: Finding = { ...base, id: 'fact:3:article-reading-time', kind: 'fact', title: 'reading time', evidence: 1, expectedValue: 50, fact: fact('article_cards', '3 articles, dates'), deficit: 'article-reading-time' };
    const backed: Finding = { ...anecdote, id: 'fact:3:article-dates', evidence: 12, deficit: 'article-dates' };
    expect(topOpportunities([anecdote, backed]).map((f) => f.id)).toEqual(['fact:3:article-dates']);
  });

  it('turns a hero without a button into a Top opportunity that names its headline', () => {
    const input = landingInput();
    const hero = { ...input.sections[1]!, facts: [fact('headline', '6 words, medium, no numbers', '"Fresh bread baked every morning"')] };
    const audit = buildAudit({
      ...input,
      sections: [hero],
      answers: {
        patterns: [],
        tests: { [String(hero.index)]: [hit('Single prominent button in the hero', 'winner', 0.7, { actionable_rule: 'Offer one obvious next step at the top of the page.' })] },
      },
    });
    const top = audit.opportunities!;
    expect(top[0]).toMatchObject({ kind: 'fact', deficit: 'hero-no-cta' });
    expect(top[0]!.fact!.evidence).toBe('"Fresh bread baked every morning"');
  });
});

describe('header advice stays in the header', () => {
  it('does not tell the footer to put a phone number in the header', () => {
    const footer = { facts: [fact('navigation', '15 links, footer')], text: 'About\nPrivacy' };
    expect(unmetPrecondition('Phone number in the header', page, footer)).toBe('not-footer');
    expect(unmetPrecondition('Phone number in the header', page, { facts: [fact('navigation', '6 links, flat')], text: 'Home' })).toBeNull();
  });
});

describe('advice that only fits its own block or page', () => {
  it('keeps "static hero" advice for the hero, not a reviews slider', () => {
    const slider = { facts: [fact('carousel', '5 slides, autoplay')], text: '' };
    expect(unmetPrecondition('Static hero replacing an auto-rotating carousel', page, { ...slider, label: 'trust' })).toBe('hero-only');
    expect(unmetPrecondition('Static hero replacing an auto-rotating carousel', page, { ...slider, label: 'hero' })).toBeNull();
    expect(unmetPrecondition('Carousel that waits for the visitor instead of autoplay', page, { ...slider, label: 'trust' })).toBeNull();
    expect(unmetPrecondition('Autoplaying background video behind the headline', page, { facts: [fact('video', 'play button')], text: '', label: 'trust' })).toBe('hero-only');
  });

  it('shows listing-card advice only on a page with a product grid', () => {
    const cafe = pageContext([{ facts: [fact('testimonials', '3 quotes')], text: 'Lovely coffee' }]);
    expect(unmetPrecondition('Review count on product cards in listings', cafe, { facts: [], text: '' })).toBe('listing-on-page');
    const shop = pageContext([{ facts: [fact('cta', '4 alike, one per card', '4 × "Add to cart"')], text: 'Bowl $12 Add to cart Leash $18 Add to cart Collar $9 Add to cart Bed $49 Add to cart' }]);
    expect(shop.listing).toBe(true);
    expect(unmetPrecondition('Review count on product cards in listings', shop, { facts: [], text: '' })).toBeNull();
  });

  it('shows product-page advice only where something is for sale', () => {
    const free = pageContext([{ facts: [], text: 'Open-source CSS toolkit\nGet started' }]);
    expect(unmetPrecondition('Gallery of customer photos on the product page', free, { facts: [], text: '' })).toBe('product-on-page');
    expect(unmetPrecondition('Thumbnails under the product image slider', free, { facts: [], text: '' })).toBe('product-on-page');
    // A restaurant's priced menu sells no product with a product page.
    const menu = pageContext([{ facts: [], text: 'Pancakes $12\nBook a table' }]);
    expect(unmetPrecondition('Gallery of customer photos on the product page', menu, { facts: [], text: '' })).toBe('product-on-page');
    const shop = pageContext([{ facts: [fact('pricing', '4 products with prices, add to cart')], text: 'City scooter $899\nBuy now' }]);
    expect(unmetPrecondition('Gallery of customer photos on the product page', shop, { facts: [], text: '' })).toBeNull();
  });

  it('does not take a menu test for a fix of too many tiles or features', () => {
    const nav = hit('Simplified navigation with five top-level items', 'winner', 0.9, { website_section: 'global', element_tested: 'Main navigation', psychological_principle: 'Choice overload' });
    expect(rankForSection([nav], 'doors', [fact('category_tiles', '10 tiles, with images')], null).every((c) => c.test.fixes === undefined)).toBe(true);
    expect(rankForSection([nav], 'differentiation', [fact('feature_grid', '9 features, with icons')], null).every((c) => c.test.fixes === undefined)).toBe(true);
  });

  it('does not read a quote form as testimonials, nor a menu icon as feature icons', () => {
    const quotes = fact('testimonials', '1 quote, no names, no photos');
    const shown = rankForSection([
      hit('Starting the quote form with one simple question', 'winner', 0.9, { website_section: 'trust', element_tested: 'Quote form' }),
      hit('Named testimonials with full attribution', 'winner', 0.5, { website_section: 'trust', element_tested: 'Testimonial content' }),
    ], 'trust', [quotes], null).map((c) => c.test);
    expect(shown[0]!.title).toBe('Named testimonials with full attribution');
    expect(shown.find((t) => /quote form/.test(t.title))?.matched ?? []).toEqual([]);
    const text = sectionChecks([fact('feature_grid', '3 features, text only')], page, { label: 'differentiation' });
    const menuIcon = rankForSection([hit('"Menu" label next to the hamburger icon', 'winner', 0.9, { website_section: 'global', element_tested: 'Mobile menu' })], 'differentiation', [fact('feature_grid', '3 features, text only')], null);
    expect(text.find((c) => c.id === 'feature-icons')!.passed).toBe(false);
    expect(menuIcon.every((c) => c.test.fixes !== 'feature-icons')).toBe(true);
  });
});

describe('say nothing rather than fill a card with the label\'s other ideas', () => {
  const quiet = fact('cta', '1 button, not filled', 'buttons: View all');
  const fillers = [
    hit('Switching guide for customers of a rival', 'winner', 0.8, { website_section: 'differentiation', element_tested: 'Alternative comparison page' }),
    hit('Closing call-to-action band at the end of the page', 'winner', 0.7, { website_section: 'cta', element_tested: 'Closing call to action' }),
  ];

  it('gives a benefits block with a quiet button no cards when no test fixes the button', () => {
    expect(rankForSection(fillers, 'differentiation', [quiet], null)).toEqual([]);
    // In a call-to-action band the button is what the block is for, but a test that neither removes its gap nor answers
    // it is still the label's stock advice: no card there either (reviews, stops 47-48: 3 of 17 such cards relevant).
    expect(rankForSection(fillers, 'cta', [quiet], null)).toEqual([]);
    // A quiet "Read more" in a story or benefits block is not the page's main action: its paint is not checked there, only in a
    // hero or a call-to-action block (specialist review: "High-contrast colour for the buy button" on an about block's link).
    const colour = hit('High-contrast colour for the buy button', 'winner', 0.5, { website_section: 'cta', element_tested: 'Button colour' });
    expect(rankForSection([...fillers, colour], 'differentiation', [quiet], null)).toEqual([]);
    expect(rankForSection([...fillers, colour], 'hero', [quiet], null)[0]!.test).toMatchObject({ title: 'High-contrast colour for the buy button', fixes: 'cta-filled' });
  });

  it('tells the footer nothing about the menu, the hamburger icon or the header', () => {
    const footer = { facts: [fact('navigation', '15 links, footer')], text: 'Docs\nForum' };
    for (const title of ['"Menu" label next to the hamburger icon', 'Removing the main menu from campaign landing pages', 'Trimming the header menu to essential links', 'Hiding the site navigation on sign-up pages']) {
      // (the hamburger's own precondition, a menu button shown, fails first)
      // (the menu-removal test fits only a campaign's landing page, which this page is not)
      expect(unmetPrecondition(title, page, footer)).toBe(/hamburger/.test(title) ? 'menu-folded' : /campaign/.test(title) ? 'campaign-page' : 'not-footer');
    }
    const campaign = pageContext([], 'https://shop.example/lp/black-friday');
    expect(unmetPrecondition('Removing the main menu from campaign landing pages', campaign, footer)).toBe('not-footer');
    expect(unmetPrecondition('Footer newsletter form with a clear benefit', page, footer)).toBeNull();
  });

  it('does not count a static hero as a fix for a carousel that does not rotate', () => {
    const still = sectionChecks([fact('carousel', '5 slides')], page, { label: 'hero' });
    const shown = rankForSection([hit('Static hero replacing an auto-rotating carousel', 'winner', 0.9, { element_tested: 'Hero carousel' }), hit('Visible arrows and labelled dots on the slideshow', 'winner', 0.5, { element_tested: 'Carousel controls' })], 'hero', [fact('carousel', '5 slides')], null);
    expect(still.find((c) => c.id === 'carousel-controls')!.passed).toBe(false);
    expect(shown.find((c) => c.test.fixes === 'carousel-controls')!.test.title).toBe('Visible arrows and labelled dots on the slideshow');
    expect(shown.find((c) => /Static hero/.test(c.test.title))?.test.fixes).toBeUndefined();
  });
});

describe('advice a section already follows, or whose premise the page lacks (specialist review, stop 26)', () => {
  it('shows plan advice only where plans are offered, not beside priced products or on a page with no prices', () => {
    const plans = pageContext([{ facts: [fact('pricing', '3 plans, none highlighted')], text: '$9/mo $29/mo $99/mo' }]);
    const shop = pageContext([{ facts: [fact('pricing', 'products with prices, 2 star ratings')], text: 'Scooter N1 €499 Scooter N2 €699' }]);
    const noPrice = pageContext([{ facts: [fact('cta', '1 button, filled')], text: 'Contribute on GitHub' }]);
    for (const title of ['Reducing the options on the pricing page', 'Highlighted recommended plan against an unstyled plan grid', 'Annual billing selected by default']) {
      expect(unmetPrecondition(title, plans, { facts: [], text: '' })).toBeNull();
      expect(unmetPrecondition(title, shop, { facts: [], text: '' })).toBe('plans-on-page');
      expect(unmetPrecondition(title, noPrice, { facts: [], text: '' })).toBe('plans-on-page');
    }
    // The trailing qualifier names the page the test ran on, not what it changes; a rule's words are not its title.
    expect(unmetPrecondition('Specific button text instead of "Submit"', noPrice, { facts: [], text: '' }, 'Specific button text instead of "Submit" (pricing page)')).toBeNull();
    expect(unmetPrecondition('Value-led label … keep plans simple', noPrice, { facts: [], text: '' }, 'Value-led button label')).toBeNull();
  });

  it('asks for competing buttons before advising to remove or quieten some, including "one primary button instead of three"', () => {
    const none = { facts: [fact('headline', '5 words, short, no numbers')], text: 'Kanboard', label: 'hero' as const };
    const two = { facts: [fact('cta', '2 equal', 'buttons: Download, Documentation')], text: '', label: 'hero' as const };
    const title = 'Removing competing choices from the opening banner';
    expect(unmetPrecondition(title, page, none, title)).toBe('several-buttons');
    expect(unmetPrecondition(title, page, two, title)).toBeNull();
    // "…instead of three" premises the three: two blind reviews (stops 38, 39) rated it wrong on a hero with none.
    expect(unmetPrecondition('One primary button in the hero instead of three', page, none, 'One primary button in the hero instead of three')).toBe('several-buttons');
  });

  it('keeps "closing band at the end of the page" for the page\'s last block, not one with more page below it', () => {
    const title = 'Closing call-to-action band at the end of the page (landing page)';
    const features = { facts: [fact('feature_grid', '4 features, icons')], text: '', label: 'differentiation' as const };
    expect(unmetPrecondition(title, page, { ...features, closing: false }, title)).toBe('page-end');
    expect(unmetPrecondition(title, page, { ...features, closing: true }, title)).toBeNull();
    const band = hit(title, 'winner', 0.8, { website_section: 'cta' });
    // Features with no button after them: the band is what they lack, when nothing but the footer follows.
    const rank = (closing: boolean) => rankForSection([band], 'differentiation', [fact('feature_grid', '4 features, icons')], null, { page, text: '', closing }).map((c) => c.test.title);
    expect(rank(false)).toEqual([]);
    expect(rank(true)).toEqual([title]);
    // The page's closing call-to-action block already is that band.
    expect(unmetPrecondition(title, page, { facts: [], text: '', label: 'cta', closing: true }, title)).toBe('page-end');
  });

  it('advises on how a chat behaves only where a chat is offered', () => {
    const contact = { facts: [fact('form', '3 fields, for contact')], text: 'WhatsApp us', label: 'cta' as const };
    const title = 'Chat popup on arrival against a delayed invitation';
    expect(unmetPrecondition(title, pageContext([contact]), contact, title)).toBe('chat-on-page');
    const withChat = pageContext([contact, { facts: [fact('chat_widget', 'chat button')], text: '' }]);
    expect(unmetPrecondition(title, withChat, contact, title)).toBeNull();
  });

  it('does not call a slider\'s buttons, one per slide, competing', () => {
    expect(failed([fact('cta', '3 equal', 'buttons: Register, Apply, Read more'), fact('carousel', '4 slides, dots')], { label: 'hero' })).not.toContain('cta-one-primary');
    expect(failed([fact('cta', '3 equal', 'buttons: Register, Apply, Read more'), fact('carousel', '2 slides, dots')], { label: 'hero' })).toContain('cta-one-primary');
  });

  it('keeps header search advice for a site big enough to search', () => {
    const cafe = pageContext([{ facts: [fact('navigation', '5 links, flat')], text: 'Menu' }]);
    expect(unmetPrecondition('Prominent search box in the header', cafe, { facts: [], text: '' })).toBe('big-catalogue');
    const shop = pageContext([{ facts: [fact('navigation', '12 links, dropdowns')], text: 'Menu' }]);
    expect(unmetPrecondition('Prominent search box in the header', shop, { facts: [], text: '' })).toBeNull();
  });

  it('passes a header that stays in view and numbered steps, and drops advice to add them', () => {
    const header = [fact('sticky_header', 'fixed header', '<header> position: fixed, 89px tall'), fact('navigation', '6 links, flat')];
    const checks = sectionChecks(header, page, { label: 'global' });
    expect(checks.find((c) => c.id === 'header-sticky')).toMatchObject({ passed: true, title: 'The header stays in view while scrolling' });
    const sticky = hit('Fixed navigation bar on long pages (landing page)', 'winner', 0.8, { website_section: 'global' });
    const plain = hit('Plain menu labels instead of clever ones', 'winner', 0.7, { website_section: 'global' });
    expect(rankForSection([sticky, plain], 'global', header, null).map((c) => c.test.title)).not.toContain(sticky.title);
    // Pinning the header does not answer the menu's length either: beside a menu of six, it answers nothing and is not shown.
    expect(rankForSection([sticky, plain], 'global', [fact('navigation', '6 links, flat', 'menu: Product, Pricing, Blog')], null).map((c) => c.test.title)).not.toContain(sticky.title);

    const steps = [fact('numbered_steps', '3 steps', 'How it works')];
    expect(sectionChecks(steps, page, { label: 'product_demo' })).toEqual([expect.objectContaining({ id: 'steps-shown', passed: true })]);
    const threeStep = hit('Three-step "How it works" section', 'winner', 0.8, { website_section: 'product_demo' });
    expect(rankForSection([threeStep], 'product_demo', steps, null)).toEqual([]);
  });

  it('calls a 3-field form short and drops "3-field form against a 9-field form" there', () => {
    const short = [fact('form', '3 fields, 3 required, email', 'Name, Email, Message')];
    const test = hit('3-field form against a 9-field form', 'winner', 0.8, { website_section: 'cta' });
    expect(rankForSection([test], 'cta', short, null)).toEqual([]);
    expect(rankForSection([test], 'cta', [fact('form', '9 fields, 6 required, email, phone', 'Name, …')], null).map((c) => c.test.title)).toEqual([test.title]);
  });

  it('drops a test whose title adds what passed even when its rule touches a deficit', () => {
    // A carousel that does not rotate, without visible controls: "wait for the visitor" is what it does.
    const slides = [fact('carousel', '4 slides')];
    const waits = hit('Carousel that waits for the visitor instead of autoplay', 'winner', 0.8, { actionable_rule: 'Let people move the slides with visible controls.' });
    expect(rankForSection([waits], 'hero', slides, null)).toEqual([]);
    // A test whose title is the fix stays, though it also names what passed.
    const named = [fact('testimonials', '3 quotes, no names, with photos')];
    const both = hit('Testimonials with customer photos and names', 'winner', 0.8, { website_section: 'trust' });
    expect(rankForSection([both], 'trust', named, null).map((c) => c.test.title)).toEqual([both.title]);
  });
});

describe('one idea, one record, whatever the page\'s language', () => {
  it('shows an idea by its best-backed record, not by the wording closest to the page\'s words', () => {
    const same = { website_section: 'cta' as const, element_tested: 'Call to action microcopy', psychological_principle: 'Risk reduction' };
    const close = hit('Reassuring line beside the sign-up button', 'winner', 0.9, { ...same, uplift_percent: 8 });
    const backed = hit('Anxiety-reducing microcopy near the call to action', 'winner', 0.5, { ...same, uplift_percent: 14 });
    const facts = [fact('cta', '1 button, generic copy', 'buttons: Submit')];
    for (const hits of [[close, backed], [backed, close]]) {
      expect(rankForSection(hits, 'cta', facts, null).map((c) => c.test.title)).toEqual([backed.title]);
    }
  });
});

describe('a free, open-source project is not a shop', () => {
  const oss = pageContext([{ facts: [fact('testimonials', '5 quotes, with names, with photos')], text: 'fastlane is open source and free. Install it with one command.' }]);
  const saas = pageContext([{ facts: [fact('testimonials', '5 quotes, with names, with photos')], text: 'Start your free trial. Plans from $29/month' }]);

  it('asks no star rating of developers\' posts about it, and no e-mail field in its hero', () => {
    expect(oss.openSource).toBe(true);
    expect(failed([fact('testimonials', '5 quotes, with names, with photos')], { label: 'trust' }, oss)).not.toContain('testimonial-rating');
    expect(failed([fact('testimonials', '5 quotes, with names, with photos')], { label: 'trust' }, saas)).toContain('testimonial-rating');
    const title = 'Email field in the hero instead of a button to a sign-up page';
    expect(unmetPrecondition(title, oss, { facts: [], text: '', label: 'hero' }, title)).toBe('takes-sign-ups');
    expect(unmetPrecondition(title, saas, { facts: [], text: '', label: 'hero' }, title)).toBeNull();
  });

  it('is not what an open-source product with a price is', () => {
    expect(pageContext([{ facts: [], text: 'Open source core. Cloud plans from $19/month' }]).openSource).toBe(false);
  });
});

describe('a sign-up form is asked what it gives in return', () => {
  const box = fact('form', '1 field, 0 required, for newsletter', 'fields (email): Your email');

  it('fails an e-mail box that promises nothing, and passes one that says what comes and how often', () => {
    expect(failed([box], { label: 'global', text: 'Newsletter\nYour email\nJoin' })).toContain('form-reason');
    expect(failed([box], { label: 'cta', text: 'One practical tip every Tuesday. Your email. Subscribe' })).not.toContain('form-reason');
    expect(failed([box], { label: 'cta', text: 'Abonnez-vous et recevez nos conseils' })).not.toContain('form-reason');
    expect(failed([box], { label: 'cta', text: 'One research method a month, in your inbox' })).not.toContain('form-reason');
    // An account form asks a password: what it gives is the product, not a newsletter.
    expect(failed([fact('form', '2 fields, 2 required, password, for signup')], { label: 'cta', text: 'Create your account' })).not.toContain('form-reason');
    // A contact form is no subscription.
    expect(failed([fact('form', '2 fields, 0 required, for contact')], { label: 'cta', text: 'Write to us' })).not.toContain('form-reason');
  });

  it('ranks the test that says what subscribers get first for a footer box that promises nothing', () => {
    const says = hit('Showing what subscribers receive', 'winner', 0.4, { website_section: 'cta', variation_description: 'Email field with "One practical tip every Tuesday"' });
    const other = hit('Physical address in the footer', 'winner', 0.8, { website_section: 'global' });
    const footer = [fact('navigation', '16 links, footer'), box];
    const ranked = rankForSection([other, says], 'global', footer, null, { page, text: 'Newsletter\nYour email\nJoin' });
    expect(ranked[0]!.test.title).toBe(says.title);
    expect(ranked[0]!.test.fixes).toBe('form-reason');
  });
});

describe('form advice needs the form it talks about', () => {
  const on = (facts: SectionFact[], closing?: boolean) => ({ facts, text: '', label: 'cta' as const, closing });
  const ask = (title: string, facts: SectionFact[], closing?: boolean) => unmetPrecondition(title, page, on(facts, closing), title);

  it('tells a section with no form, or a one-field box, nothing about cutting fields or one question per screen', () => {
    expect(ask('Shorter sign-up form with fewer fields', [fact('cta', '1 button')])).toBe('form-to-cut');
    expect(ask('Shorter sign-up form with fewer fields', [fact('form', '3 fields, 3 required, for contact')])).toBe('form-to-cut');
    expect(ask('Wizard-style form with one question per screen', [fact('form', '1 field, 0 required, for newsletter')])).toBe('form-to-split');
    expect(ask('Multi-step form instead of one long form', [fact('form', '3 fields, 0 required, for contact')])).toBe('form-to-split');
    expect(ask('Shorter sign-up form with fewer fields', [fact('form', '7 fields, 3 required, for booking')])).toBeNull();
    expect(ask('Multi-step form instead of one long form', [fact('form', '9 fields, 3 required, for booking')])).toBeNull();
  });

  it('puts a line beside the sign-up form only where there is a form', () => {
    expect(ask('Benefit list stated beside the sign-up form', [fact('cta', '1 button, not filled')])).toBe('form-in-section');
    expect(ask('Benefit list stated beside the sign-up form', [fact('form', '1 field, 0 required, for signup')])).toBeNull();
  });

  it('puts a line beside the sign-up button only where the section signs people up', () => {
    const title = 'Reassuring line beside the sign-up button';
    expect(ask(title, [{ kind: 'cta', value: '1 button, not filled', evidence: 'buttons: Donate' }])).toBe('sign-up-here');
    expect(ask(title, [{ kind: 'cta', value: '1 button', evidence: 'buttons: Start free trial' }])).toBeNull();
    expect(ask(title, [fact('form', '1 field, 0 required, for newsletter')])).toBeNull();
  });

  it('asks a quote form of several fields, not a one-field box, to start with one simple question', () => {
    const title = 'Starting the quote form with one simple question';
    expect(ask(title, [fact('form', '1 field, 0 required, for newsletter')])).toBe('form-to-cut');
    expect(ask(title, [fact('form', '5 fields, 2 required, for contact')])).toBeNull();
  });

  it('puts a block "before the footer" only on the last block before it', () => {
    const title = 'Summary-plus-button block before the footer (home page)';
    expect(ask(title, [fact('cta', '1 button')], false)).toBe('before-footer');
    expect(unmetPrecondition(title, page, { facts: [fact('cta', '1 button')], text: '', label: 'differentiation', closing: true }, title)).toBeNull();
    // The closing call-to-action block is that summary and button already.
    expect(ask(title, [fact('cta', '1 button')], true)).toBe('before-footer');
  });
});

describe('a header that stays in view is not told to become one', () => {
  it('drops "persistent bar following the scroll" where the header already stays in view, and keeps it where it scrolls away', () => {
    const title = 'Persistent top bar following the scroll';
    const sticky = fact('sticky_header', 'fixed header');
    const on = (facts: SectionFact[]) => ({ facts, text: '', label: 'global' as const });
    expect(unmetPrecondition(title, page, on([sticky, fact('cta', '1 button')]), title)).toBe('bar-lacks-action');
    expect(unmetPrecondition(title, page, on([sticky, fact('navigation', '5 links, flat')]), title)).toBe('bar-lacks-action');
    expect(unmetPrecondition(title, page, on([fact('cta', '1 button')]), title)).toBeNull();
  });
});

describe('refinements a specialist calls generic where the gap is not there', () => {
  it('advises plain menu labels to a menu with a vague label, not to one whose labels already say where they lead', () => {
    const title = 'Plain menu labels instead of clever ones';
    const menu = (labels: string) => ({ facts: [fact('navigation', '5 links, flat', `menu: ${labels}`)], text: '', label: 'global' as const });
    expect(unmetPrecondition(title, page, menu('Pricing, Docs, Blog, Careers, Contact'), title)).toBe('menu-label-vague');
    expect(unmetPrecondition(title, page, menu('Pricing, Discover, Blog, Our world, Contact'), title)).toBeNull();
    expect(unmetPrecondition(title, page, menu('Produkte, Entdecken, Kontakt'), title)).toBeNull();
    // Too few labels quoted to judge: the advice stays.
    expect(unmetPrecondition(title, page, menu('Shop'), title)).toBeNull();
    const footer = { facts: [fact('navigation', '12 links, footer', 'menu: Privacy, Terms, Discover')], text: '', label: 'global' as const };
    expect(unmetPrecondition(title, page, footer, title)).toBe('menu-label-vague');
  });

  it('asks only a tall fixed header to hide while reading', () => {
    const title = 'Header that hides on scroll down and returns on scroll up';
    const on = (px: number) => ({ facts: [fact('sticky_header', 'fixed header', `<header> position: fixed, ${px}px tall`)], text: '', label: 'global' as const });
    expect(unmetPrecondition(title, page, on(72), title)).toBe('tall-fixed-header');
    expect(unmetPrecondition(title, page, on(144), title)).toBeNull();
    expect(unmetPrecondition(title, page, { facts: [fact('navigation', '5 links, flat')], text: '' }, title)).toBe('tall-fixed-header');
  });

  it('checks a button label where it is the block\'s main action, not "Learn more" under feature cards', () => {
    const learn = fact('cta', '1 button, generic copy', 'buttons: Learn more');
    expect(failed([learn], { label: 'hero' })).toContain('cta-specific-label');
    expect(failed([learn], { label: 'cta' })).toContain('cta-specific-label');
    expect(failed([learn], { label: 'differentiation' })).not.toContain('cta-specific-label');
    expect(failed([learn], { label: 'resources' })).not.toContain('cta-specific-label');
  });
});

describe('advice about what the page must already have', () => {
  const on = { facts: [], text: '', label: 'trust' as const };
  it('puts seals beside the payment form only on a page that takes payment in a form', () => {
    const title = 'Security seals beside the payment form';
    const shop = pageContext([{ facts: [fact('pricing', '4 products with prices, add to cart')], text: 'Comprar $349' }]);
    const checkout = pageContext([{ facts: [fact('form', '6 fields, 6 required, for order')], text: 'Pay $349' }]);
    expect(unmetPrecondition(title, shop, on, title)).toBe('payment-form');
    expect(unmetPrecondition(title, checkout, on, title)).toBeNull();
  });

  it('does not advise adding an FAQ to a page that has one, and keeps advice on how it reads', () => {
    const withFaq = pageContext([{ facts: [fact('faq', '5 questions, accordion')], text: '' }]);
    const add = 'Questions-and-answers block addressing purchase worries';
    expect(unmetPrecondition(add, withFaq, on, add)).toBe('no-faq-yet');
    expect(unmetPrecondition(add, page, on, add)).toBeNull();
    const refine = 'FAQ built from sales and support questions';
    expect(unmetPrecondition(refine, withFaq, on, refine)).toBeNull();
  });
});

describe('a card no test answers', () => {
  it('stays empty, however well the catalogue backs the label\'s other tests', () => {
    // Two equal buttons: a failed check of what a call-to-action block is for, which neither test removes.
    const facts = [fact('cta', '2 equal', 'buttons: Start trial, Book demo')];
    const close = hit('Benefit line under the button', 'winner', 0.62, { website_section: 'cta', uplift_percent: 3 });
    const backed = hit('Recap of the offer in three lines', 'winner', 0.58, { website_section: 'cta', uplift_percent: 20 });
    expect(rankForSection([close, backed], 'cta', facts, null)).toEqual([]);
    // The test that removes the gap is shown.
    const primary = hit('One primary button instead of two equal ones', 'winner', 0.4, { website_section: 'cta', element_tested: 'Call to action buttons' });
    expect(rankForSection([close, backed, primary], 'cta', facts, null).map((c) => c.test.title)).toEqual([primary.title]);
  });
});

describe('second blind review (stop 28): advice whose premise the page lacks', () => {
  const on = (facts: SectionFact[], label: 'global' | 'hero' | 'cta' | 'resources' = 'global') => ({ facts, text: '', label });
  const restaurant = pageContext([{ facts: [fact('form', '6 fields, 0 required, phone field, for booking', 'fields (text/tel/number/date/time/textarea): Name, Phone')], text: 'Pancakes $12\nBook a table' }]);
  const shop = pageContext([{ facts: [fact('pricing', '8 products with prices, add to cart')], text: '' }]);

  it('keeps basket, cart and checkout advice for a shop or a page that takes payment', () => {
    const basket = 'Search and basket outside the hamburger';
    expect(unmetPrecondition(basket, restaurant, on([]), basket)).toBe('shop-on-page');
    expect(unmetPrecondition(basket, shop, on([fact('navigation', 'menu button, links folded')]), basket)).toBeNull();
    // A bar that buys the product on screen belongs to one product's page, not to a shop's listing.
    const bar = 'Sticky add-to-basket bar on mobile product pages';
    expect(unmetPrecondition(bar, restaurant, on([]), bar)).not.toBeNull();
    expect(unmetPrecondition(bar, shop, on([]), bar)).toBe('one-product');
    const product = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Add to basket')], text: 'City scooter N1\n€499\nAdd to basket' }]);
    expect(unmetPrecondition(bar, product, on([]), bar)).toBeNull();
    const enclosed = 'Enclosed checkout without site navigation (landing page)';
    expect(unmetPrecondition(enclosed, shop, on([]), enclosed)).toBe('payment-form');
    expect(unmetPrecondition('Trust seal near the card number field', shop, on([]), 'Trust seal near the card number field')).toBe('payment-form');
  });

  it('labels no hamburger on a header that shows its links, and adds no illustration where one is drawn', () => {
    const title = '"Menu" label next to the hamburger icon (product page)';
    expect(unmetPrecondition(title, page, on([fact('navigation', '5 links, flat')]), title)).toBe('menu-folded');
    // A header of one or two links has no hamburger either, unless one is shown (stop 34's blind review).
    expect(unmetPrecondition(title, page, on([fact('navigation', '2 links, flat')]), title)).toBe('menu-folded');
    expect(unmetPrecondition(title, page, on([fact('navigation', 'menu button, links folded')]), title)).toBeNull();
    const drawn = 'Custom illustration against a stock photo in the hero (landing page)';
    expect(unmetPrecondition(drawn, page, on([fact('people_images', 'no people, illustrations')], 'hero'), drawn)).toBe('no-illustration-yet');
    expect(unmetPrecondition(drawn, page, on([fact('people_images', '2 people, stock photos')], 'hero'), drawn)).toBeNull();
  });

  it('reads a table booking as a booking: its phone is how it is confirmed, its date and party size are not friction', () => {
    const booking = fact('form', '6 fields, 0 required, phone field, for booking', 'fields (text/tel/number/date/time/textarea): Name, Phone, Persons');
    expect(failed([booking], { label: 'cta' })).not.toContain('form-phone');
    expect(failed([booking], { label: 'cta' })).not.toContain('form-length');
    // A contact form is long past six fields (stop 44: five were "already lean", rated generic twice).
    const contact = fact('form', '7 fields, 3 required, phone field, for contact', 'fields (text/email/tel/textarea): Name, Email, Phone');
    expect(failed([contact], { label: 'cta' })).toEqual(expect.arrayContaining(['form-phone', 'form-length']));
    // A form that requires nothing lets the phone be left out already.
    const optional = fact('form', '5 fields, 0 required, phone field, for contact', 'fields (text/email/tel/textarea): Name, Email, Phone');
    expect(failed([optional], { label: 'cta' })).not.toContain('form-phone');
  });

  it('reads an FAQ\'s toggles as no buttons and a folded FAQ of any length as folded', () => {
    expect(failed([fact('cta', '5 equal', 'buttons: Is it free?, Can I cancel?'), fact('faq', '5 questions, accordion')], { label: 'resources' })).not.toContain('cta-one-primary');
    expect(sectionChecks([fact('faq', '4 questions, accordion')], page, { label: 'resources' })).toContainEqual(expect.objectContaining({ id: 'faq-accordion', passed: true }));
  });
});

describe('an offer the page does not make', () => {
  const on = { facts: [], text: '', label: 'cta' as const };
  it('shows a welcome discount only where something is sold, and trial advice only where a trial is offered', () => {
    const nonprofit = pageContext([{ facts: [], text: 'Join our community\nSubscribe' }]);
    const shop = pageContext([{ facts: [], text: 'Scooter $899\nStart your free trial' }]);
    const discount = 'Newsletter form offering a welcome discount';
    expect(unmetPrecondition(discount, nonprofit, on, discount)).toBe('sells-something');
    expect(unmetPrecondition(discount, shop, on, discount)).toBeNull();
    const trial = 'First-person button text: "Start my free trial"';
    expect(unmetPrecondition(trial, nonprofit, on, trial)).toBe('offers-trial');
    expect(unmetPrecondition(trial, shop, on, trial)).toBeNull();
  });
});

describe('what the panel showed a restaurant (stop 28 screenshots)', () => {
  const on = { facts: [], text: '', label: 'global' as const };
  const restaurant = pageContext([{ facts: [fact('form', '1 field, 0 required, for newsletter')], text: 'Pancakes $12\nBook a table' }]);
  const saas = pageContext([{ facts: [fact('form', '3 fields, 3 required, password, for signup')], text: 'Create your account' }]);
  it('shows no product-page buy button and no stripped sign-up header to a page with neither', () => {
    const buy = 'Persistent buy button while scrolling the product page';
    expect(unmetPrecondition(buy, restaurant, on, buy)).toBe('product-on-page');
    const minimal = 'Minimal header on the sign-up page';
    expect(unmetPrecondition(minimal, restaurant, on, minimal)).toBe('sign-up-page');
    expect(unmetPrecondition(minimal, saas, on, minimal)).toBeNull();
  });
});
