import { describe, expect, it } from 'vitest';
import { routesOnly } from '../../../lib/audit/button-labels';
import { pageContext, unmetPrecondition, type PageContext, type SectionContext } from '../../../lib/audit/context';
import { redundantFor, sectionChecks } from '../../../lib/audit/deficits';
import { auditFacts } from '../../../lib/audit/derived';
import { findMissing } from '../../../lib/audit/findings';
import { hygieneFindings } from '../../../lib/audit/hygiene';
import { factSalience } from '../../../lib/audit/fact-questions';
import { absentPremise, MIN_SALIENCE_PROMOTES } from '../../../lib/audit/rank';
import { isPlaceholder } from '../../../lib/facts/placeholder';
import type { SectionFact } from '../../../lib/facts/types';
import { pattern, section } from './fixture';

// Stop 46: what four reviewers rated redundant, generic or wrong on six corpus-b pages (kanboard, tusky, arish-agency,
// fossasia, shangrila-view-hotel, siteforge-saas), each as a general rule with a control that must still give the advice.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
/** A page of one block that says `body` under its title `text`. */
const pageOf = (text: string, body: string) => pageContext([{ facts: [], text, body }]);
/** The precondition a test titled `title` misses on this page and section, or null. */
const unmet = (title: string, page: PageContext, section: SectionContext) => unmetPrecondition(title, page, section, title);

describe('swapping a picture needs the picture', () => {
  const illustration = { title: 'Custom illustration against a stock photo in the hero', element_tested: 'Hero image' };
  const customer = { title: 'Photo of a real customer in the hero image', element_tested: 'Hero image' };

  it('a hero with no picture read (type alone, or a photo of a building) is not told to replace its stock photo', () => {
    const headline = [fact('headline', '2 words, short, no numbers')];
    expect(absentPremise(illustration, headline, 'hero', 'Experience Luxury\nBook Now')).toBe('people_images');
    expect(absentPremise(customer, headline, 'hero', 'Experience Luxury\nBook Now')).toBe('people_images');
  });

  it('a hero showing photos of people may be', () => {
    const people = [fact('headline', '2 words, short, no numbers'), fact('people_images', '2 photos of people')];
    expect(absentPremise(illustration, people, 'hero', 'Experience Luxury')).toBeNull();
    expect(absentPremise(customer, people, 'hero', 'Experience Luxury')).toBeNull();
  });
});

describe('a single drawing beside the name', () => {
  it('is the brand\'s mascot more often than a stand-in for people: not telling enough to bring face tests', () => {
    expect(factSalience(fact('people_images', 'no people, illustrations', '1 illustration or icon, no photo of a person'), 'hero')).toBeLessThan(MIN_SALIENCE_PROMOTES);
  });

  it('several drawings in place of people are', () => {
    expect(factSalience(fact('people_images', 'no people, illustrations', '3 illustrations or icons, no photo of a person'), 'hero')).toBeGreaterThanOrEqual(MIN_SALIENCE_PROMOTES);
  });
});

describe('the product shown beside the opening', () => {
  const title = 'Product screenshot in the hero instead of an abstract graphic';
  const hero = { label: 'hero', facts: [fact('people_images', 'no people, illustrations')], text: 'Tusky', rect: { y: 0, height: 700 } };
  const at = (y: number) => ({ ...pageContext([hero, { label: 'product_demo', facts: [], text: '', rect: { y, height: 600 } }]), software: true });

  it('is the screenshot "product screenshot in the hero" adds', () => {
    expect(at(40).productAtTop).toBe(true);
    expect(unmet(title, at(40), { ...hero, label: 'hero' })).toBe('product-not-at-top');
  });

  it('a product block further down leaves the hero without one', () => {
    expect(at(1500).productAtTop).toBe(false);
    expect(unmet(title, at(1500), { ...hero, label: 'hero' })).toBeNull();
  });
});

describe('buttons that each lead to a part of the site', () => {
  const check = (evidence: string) => sectionChecks([fact('cta', '2 equal', evidence)], pageContext([]), { label: 'cta', text: 'Connect with us' }).find((c) => c.id === 'cta-one-primary');

  it('route by interest: no main action among them to put first', () => {
    expect(routesOnly('buttons: FOSSASIA Events, Blog')).toBe(true);
    expect(check('buttons: FOSSASIA Events, Blog')).toBeUndefined();
  });

  it('in the hero they are the page\'s next steps, and compete', () => {
    const hero = sectionChecks([fact('cta', '2 equal', 'buttons: Docs, GitHub')], pageContext([]), { label: 'hero', text: 'Spectre' }).find((c) => c.id === 'cta-one-primary');
    expect(hero?.passed).toBe(false);
  });

  it('an ask among them still competes', () => {
    expect(routesOnly('buttons: Sign up, Blog')).toBe(false);
    expect(routesOnly('buttons: Visit our Shop, Events')).toBe(false);
    expect(check('buttons: Sign up, Learn more')?.passed).toBe(false);
  });
});

describe('a button soon after the features', () => {
  const grid = [fact('feature_grid', '3 features, text only')];
  const quote = [fact('testimonials', '1 quote, no names, no photos')];
  const signUp = [fact('form', '1 field, 0 required, for signup')];
  const passed = (then: SectionFact[]) => sectionChecks(grid, pageContext([]), { label: 'differentiation', text: 'Features', next: quote, then }).find((c) => c.id === 'features-no-button')?.passed;

  it('one block further on, past a single quote, is where the convinced reader looks next', () => {
    expect(passed(signUp)).toBe(true);
  });

  it('none there or after it leaves the features without one', () => {
    expect(passed([])).toBe(false);
  });
});

describe('cards titled for the organisation', () => {
  const grid = fact('feature_grid', '3 features, with icons, long copy');

  it('tell its story: they are no feature list to shorten, end in outcomes or follow with a button', () => {
    expect(auditFacts({ facts: [grid], text: 'Our Background and Mission\nWhat We Do\nWhy We Do It\nWho We Are' }).some((f) => f.kind === 'feature_grid')).toBe(false);
  });

  it('features that merely sit under an about heading stay features', () => {
    expect(auditFacts({ facts: [grid], text: 'Who We Are\nFast sync\nOffline mode\nShared boards' }).some((f) => f.kind === 'feature_grid')).toBe(true);
  });
});

describe('preconditions of the page', () => {
  it('a fixed navigation bar pins the header: a menu listed down the page under the opening is none', () => {
    const title = 'Fixed navigation bar on long pages (landing page)';
    const nav = { facts: [fact('navigation', '22 links, 10 top-level, flat', 'menu: Features, Download latest release')], text: 'Features', label: 'global' as const };
    expect(unmet(title, pageContext([]), { ...nav, opening: false })).toBe('header-at-top');
    expect(unmet(title, pageContext([]), { ...nav, opening: true })).toBeNull();
  });

  it('an open-source project\'s feature list is its visitors\' spec sheet, not a pitch to shorten', () => {
    const title = 'Shorter feature section';
    const list = { facts: [fact('feature_grid', '10 features, pictured')], text: 'Features', label: 'differentiation' as const };
    const open = pageOf('Kanboard', 'Kanboard is a free and open source Kanban project management software.');
    expect(unmet(title, open, list)).toBe('long-feature-list');
    expect(unmet(title, pageOf('Kanboard', 'Project management for teams.'), list)).toBeNull();
  });

  it('letting a carousel wait for the visitor needs one known to rotate', () => {
    const title = 'Carousel that waits for the visitor instead of autoplay (home page)';
    const slider = (value: string) => ({ facts: [fact('carousel', value)], text: 'Summit', label: 'hero' as const });
    expect(unmet(title, pageContext([]), slider('4 slides, run by a script'))).toBe('carousel-rotates');
    expect(unmet(title, pageContext([]), slider('4 slides, autoplay, dots'))).toBeNull();
  });

  it('cutting a film to 90 seconds needs a film known to be long', () => {
    const title = '90-second explainer instead of a 6-minute demo';
    const player = (value: string) => ({ facts: [fact('video', value)], text: 'Organize events', label: 'product_demo' as const });
    expect(unmet(title, pageContext([]), player('embedded player'))).toBe('film-known-long');
    expect(unmet(title, pageContext([]), player('embedded player, length shown'))).toBeNull();
    // Adding a clip where none plays needs no length.
    const add = 'Explainer clip demonstrating the offer in action';
    expect(unmet(add, pageContext([]), { facts: [], text: 'How it works', label: 'product_demo' })).toBeNull();
  });
});

describe('what the page asks for in words', () => {
  const patterns = [pattern('trust', 'Social proof', 10, 7), pattern('cta', 'Urgency', 6, 4)];
  const hero = { ...section(0, 'hero', 'Meet Arish'), facts: [] };
  const closing = (body: string) => ({ ...section(3, 'trust', 'Partners we believe in'), body, rect: { x: 0, y: 2400, width: 1200, height: 300 } });
  const ids = (body: string) => findMissing([hero, section(1, 'differentiation', 'Exposure'), section(2, 'differentiation', 'Presentation'), closing(body)], patterns).map((f) => f.id);

  it('an invitation to write with the address to write to is a call to action after the hero', () => {
    expect(ids('Let\'s discuss potential collaboration. Reach out directly to Alex at alex@ari.sh.')).not.toContain('no_cta_after_hero:cta');
  });

  it('an address alone, or an invitation with nowhere to write, is not', () => {
    expect(ids('Our reputation is tied to yours, so we pick our partners carefully.')).toContain('no_cta_after_hero:cta');
    expect(ids('Reach out to your community.')).toContain('no_cta_after_hero:cta');
  });

  it('a "Buy" on an open-source project\'s page is not told to show a price; a course\'s is', () => {
    const buy = fact('cta', '1 button, outlined', 'buttons: Buy PSLab');
    const page = [{ ...section(0, 'cta', 'PSLab'), facts: [buy] }];
    expect(hygieneFindings(page, undefined, { openSource: true }).map((f) => f.issue)).not.toContain('no_price');
    expect(hygieneFindings(page, undefined, { openSource: false }).map((f) => f.issue)).toContain('no_price');
  });
});

describe('stock advice a specialist sets aside (blind reviews, stops 40-46)', () => {
  const grid = (evidence: string, value = '3 features, with icons') => ({ facts: [fact('feature_grid', value, evidence)], text: 'Features', label: 'differentiation' as const });

  it('"so that…" endings fit one-line cards or filler, not cards of a sentence or two', () => {
    const title = '"So that…" copy under each feature';
    expect(unmet(title, pageContext([]), grid('3 look-alike cards with a title and 61 characters of copy each'))).toBeNull();
    expect(unmet(title, pageContext([]), grid('4 look-alike cards with a title and 114 characters of copy each'))).toBe('thin-feature-copy');
    expect(unmet(title, pageContext([]), grid('4 look-alike cards with a title and 124 characters of copy each', '4 features, placeholder text'))).toBeNull();
  });

  it('"X alternative" pages need a block that sets the product against others', () => {
    const title = 'Dedicated "X alternative" comparison pages';
    const software = { ...pageContext([]), software: true };
    expect(unmet(title, software, { ...grid('3 cards'), words: 'Fast sync. Offline mode. Shared boards.' })).toBe('rival-pages');
    expect(unmet(title, software, { ...grid('3 cards'), words: 'Unlike other tools, Acme syncs offline.' })).toBeNull();
  });

  it('ordering features by what buyers ask needs buyers: not an open-source project', () => {
    const title = 'Ranking features by what buyers ask about';
    const open = pageOf('Kanboard', 'Kanboard is free and open source software.');
    expect(unmet(title, open, grid('10 entries'))).toBe('has-buyers');
    expect(unmet(title, pageContext([]), grid('10 entries', '10 features, with icons'))).toBeNull();
  });

  it('callouts are drawn on still screenshots, not on a film', () => {
    const title = 'Screenshots with callouts on key features';
    const film = { facts: [fact('video', 'embedded player')], text: 'Events', label: 'product_demo' as const };
    const software = { ...pageContext([]), software: true };
    expect(unmet(title, software, film)).toBe('stills-not-film');
    expect(unmet(title, software, { facts: [], text: 'How it works', label: 'product_demo' })).toBeNull();
  });
});

describe('template Latin from other generators', () => {
  it('is filler: "Quisque mollis mi ac aliquet accumsan…"', () => {
    expect(isPlaceholder('Keep your files in sync. Quisque mollis mi ac aliquet accumsan. Sed sed dapibus libero.')).toBe(true);
  });

  it('Romance-language copy sharing a Latin word is not', () => {
    expect(isPlaceholder('Entrada libero per tutti, urna elettorale in piazza, prenota ora.')).toBe(false);
  });
});

describe('a menu of eight or nine entries', () => {
  const check = (value: string) => sectionChecks([fact('navigation', value)], pageContext([]), { label: 'global', mainMenu: true }).find((c) => c.id === 'nav-length');

  it('is neither short nor one to trim: the check does not apply', () => {
    expect(check('9 links, dropdowns')).toBeUndefined();
  });

  it('seven entries are short, ten are a menu to trim', () => {
    expect(check('7 links, flat')?.passed).toBe(true);
    expect(check('10 links, flat')?.passed).toBe(false);
  });
});

describe('the trade the page is in', () => {
  const quotes = { facts: [fact('testimonials', '3 quotes, with names, no photos', '"Painless." — Rahul M., Sneha K.')], text: 'Patient stories', label: 'trust' as const };
  const clinic = pageOf('Aesthetica', 'Dental clinic in Pune. Our patients trust Dr. Garg.');
  const shop = pageOf('Maker3D', 'Print shop. Our customers love the vases. The surgery of design.');

  it('a clinic\'s patients are quoted without faces on purpose: no photo of each is asked', () => {
    expect(clinic.health).toBe(true);
    expect(sectionChecks(quotes.facts, clinic, quotes).some((c) => c.id === 'testimonial-photos')).toBe(false);
    expect(unmet('Adding headshots to customer quotes', clinic, quotes)).toBe('not-patients');
  });

  it('a shop\'s customers are, and one health word alone makes no clinic', () => {
    expect(shop.health).toBe(false);
    expect(sectionChecks(quotes.facts, shop, quotes).find((c) => c.id === 'testimonial-photos')?.passed).toBe(false);
  });

  it('a regulator\'s registration reassures in a regulated trade, not in a scooter shop', () => {
    const title = 'Regulator registration shown in the header';
    const badges = { facts: [fact('security_badges', 'payment logos', 'badges: paypal')], text: 'Footer', label: 'global' as const };
    expect(unmet(title, pageOf('Scoot', 'Patinetes eléctricos. Envío gratis.'), badges)).toBe('regulated-trade');
    expect(unmet(title, pageOf('Go Wallet', 'Send money home: remittances at low fees.'), badges)).toBeNull();
  });

  it('a restaurant\'s "get in touch" form is no quote form; an agency\'s is', () => {
    const title = 'Starting the quote form with one simple question';
    const contact = { facts: [fact('form', '4 fields, 4 required, for contact')], text: 'Contact', label: 'cta' as const };
    const restaurant = pageOf('Grill', 'Open daily 10am to 11pm. 12 Main Street, Springfield.');
    expect(restaurant.localBusiness).toBe(true);
    expect(unmet(title, restaurant, contact)).toBe('quote-form');
    expect(unmet(title, pageOf('Agency', 'We design brands.'), contact)).toBeNull();
  });

  it('billing questions are not advised beside the plans when the page\'s FAQ answers them', () => {
    const title = 'Plan-change questions answered on pricing';
    const faq = (body: string) => pageContext([{ facts: [fact('faq', '6 questions, accordion')], text: 'FAQ', body }, { facts: [fact('pricing', '3 plans, highlighted "most popular"')], text: 'Pricing $99/mo' }]);
    const plans = { facts: [fact('pricing', '3 plans')], text: 'Pricing', label: 'cta' as const };
    expect(unmet(title, faq('Can I cancel anytime? Yes, no contracts.'), plans)).toBe('billing-unanswered');
    expect(unmet(title, faq('Does it sound like a real person? Yes.'), plans)).toBeNull();
  });

  it('a named person\'s portrait is no stock photo to swap for an illustration', () => {
    const portrait = [fact('people_images', '1 photo of people', 'images: Dr. Prachi Garg BDS — Lead Dentist')];
    const checks = sectionChecks(portrait, pageContext([]), { label: 'hero', text: 'Best Dentist in Pune' });
    expect(Boolean(redundantFor('Custom illustration against a stock photo in the hero', checks))).toBe(true);
    expect(Boolean(redundantFor('Headline that names what the product is', checks))).toBe(false);
  });
});

describe('advice that asks for what the page has no sign of, or has already', () => {
  it('press mentions need press or prizes the page speaks of', () => {
    const title = 'Press mentions and awards under the headline';
    const bio = { facts: [fact('people_images', '1 photo of people')], text: 'Dr. Garg', label: 'trust' as const };
    expect(unmet(title, pageOf('Clinic', 'BDS, DCI registered dentist.'), bio)).toBe('press-to-show');
    expect(unmet(title, pageOf('Clinic', 'Winner of the 2024 Pune Dental Award.'), bio)).toBeNull();
  });

  it('an author photo or bio is for an article\'s own page: not for listing cards, signed or not, nor for a roster', () => {
    const cards = (words: string) => ({ facts: [fact('article_cards', '3 articles, dates')], text: 'Patient guides', words, label: 'resources' as const });
    const roster = { facts: [fact('team', '4 people, names and roles, with photos')], text: 'Our teachers', label: 'trust' as const };
    const body = { facts: [], text: 'How a root canal works', words: 'How a root canal works. Step one…', label: 'resources' as const };
    const blog = pageContext([cards('')]);
    for (const title of ['Author photo on article cards', 'Author bio with photo and credentials on articles']) {
      expect(unmet(title, blog, cards('By Dr. Prachi Garg · Updated May 2026 Cost of Root Canal'))).toBe('article-page');
      expect(unmet(title, blog, cards('Updated May 2026 Cost of Root Canal'))).toBe('article-page');
      expect(unmet(title, blog, roster)).toBe('article-page');
      expect(unmet(title, blog, body)).toBeNull();
    }
  });
});

describe('a review platform\'s score', () => {
  it('is not advised where the page shows the platform\'s reviews already', () => {
    const title = 'Independent review platform score instead of own testimonials';
    const quotes = { facts: [fact('testimonials', '3 quotes, with names, no photos')], text: 'Patient stories', label: 'trust' as const };
    const shown = pageOf('Google Reviews', 'Our Google Reviews 4.9 from patients in Punawale. Open daily 9am to 9pm.');
    expect(shown.platformReviews).toBe(true);
    expect(unmet(title, shown, quotes)).toBe('platform-not-shown');
    const own = pageOf('Stories', 'Patients in Punawale love us. Open daily 9am to 9pm.');
    expect(unmet(title, own, quotes)).toBeNull();
  });
});

describe('the same readings on pages in other languages', () => {
  it('cards titled for the organisation in German or Spanish', () => {
    const grid = fact('feature_grid', '3 features, with icons');
    expect(auditFacts({ facts: [grid], text: 'Über uns\nWer wir sind\nWas wir tun' }).some((f) => f.kind === 'feature_grid')).toBe(false);
    expect(auditFacts({ facts: [grid], text: 'Quiénes somos\nQué hacemos\nNuestra misión' }).some((f) => f.kind === 'feature_grid')).toBe(false);
  });

  it('an FAQ asking about cancelling in German answers the billing question', () => {
    const page = pageContext([{ facts: [fact('faq', '5 questions, accordion')], text: 'FAQ', body: 'Kann ich jederzeit kündigen? Ja, monatlich.' }]);
    expect(page.billingAnswered).toBe(true);
    expect(pageContext([{ facts: [fact('faq', '5 questions, accordion')], text: 'FAQ', body: 'Wie schnell ist der Versand? Zwei Tage.' }]).billingAnswered).toBe(false);
  });
});

describe('a play button alone in its block', () => {
  it('is the block\'s point: not told to become a text link; beside a main action it may be', () => {
    const title = 'Demoting "Watch the video" to a text link';
    const play = fact('video', 'play button', 'play button');
    expect(unmet(title, pageContext([]), { facts: [play], text: 'Watch the promo', label: 'product_demo' })).toBe('watch-beside-ask');
    expect(unmet(title, pageContext([]), { facts: [play, fact('cta', '1 button', 'buttons: Start free trial')], text: 'Ship faster', label: 'hero' })).toBeNull();
  });
});

