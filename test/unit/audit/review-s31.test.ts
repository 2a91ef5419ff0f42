import { describe, expect, it } from 'vitest';
import type { SectionFact } from '../../../lib/facts/types';
import { pageContext, unmetPrecondition, type PageContext, type SectionContext } from '../../../lib/audit/context';

// Specialist review of six corpus-b audits (stop 31): tests whose premise this page does not meet.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const unmet = (title: string, page: PageContext, section: SectionContext) => unmetPrecondition(title, page, section, title);
const at = (y: number, height: number) => ({ x: 0, y, width: 1280, height });

describe('a page of three screens or more is where a fixed or hiding bar earns its place', () => {
  const short = pageContext([{ facts: [], text: 'Docs', rect: at(0, 900) }, { facts: [], text: 'Features', rect: at(900, 745) }]);
  const long = pageContext([{ facts: [], text: 'Docs', rect: at(0, 900) }, { facts: [], text: 'Speakers', rect: at(900, 6800) }]);
  const header: SectionContext = { facts: [fact('navigation', '7 links, flat', 'menu: Home, Manual, Code, Download')], text: 'Home Manual Code Download' };

  it('measures the page by its lowest section', () => {
    expect(short.height).toBe(1645);
    expect(long.height).toBe(7700);
    expect(pageContext([{ facts: [], text: '' }]).height).toBe(0);
  });

  it('shows a fixed bar for long pages only on a long page whose header is not fixed already', () => {
    const title = 'Fixed navigation bar on long pages (landing page)';
    expect(unmet(title, short, header)).toBe('long-page');
    expect(unmet(title, long, header)).toBeNull();
    expect(unmet(title, long, { ...header, facts: [...header.facts, fact('sticky_header', 'fixed header')] })).toBe('not-fixed-yet');
  });
});

describe('tests about an offer, a payment or a single product need them on the page', () => {
  const form: SectionContext = { facts: [fact('form', '1 field, 0 required, for signup')], text: 'Get early access Enter your email Join' };

  it('dates only an offer that ends: a sign-up box alone has none', () => {
    const title = 'Closing date stated beside the sign-up form';
    expect(unmet(title, pageContext([{ facts: form.facts, text: form.text }]), form)).toBe('offer-to-end');
    expect(unmet(title, pageContext([{ facts: [fact('pricing', 'prices, discount shown')], text: '€180 €220' }]), form)).toBeNull();
  });

  it('puts a padlock at payment where a form takes it, or where this block shows security seals, not payment logos', () => {
    const title = 'Padlock icon and encryption note at payment';
    const shop = pageContext([{ facts: [], text: 'Scooter 180 €' }]);
    expect(unmet(title, shop, { facts: [fact('security_badges', 'payment logos')], text: 'PayPal' })).toBe('payment-form');
    expect(unmet(title, shop, { facts: [fact('security_badges', 'security badges')], text: 'SOC 2 ISO 27001' })).toBeNull();
  });

  it('pins a buy bar on one product’s page, not on a listing with a button on every card', () => {
    const title = 'Bottom-fixed purchase bar on small screens';
    const listing = pageContext([{ facts: [fact('pricing', 'prices, discount shown'), fact('cta', '4 alike, one per card', 'buttons: Comprar, Comprar, Comprar, Comprar')], text: 'N7 180 € Comprar GT 380 € Comprar' }]);
    const one = pageContext([{ facts: [fact('cta', '1 button, filled', 'buttons: Buy now')], text: 'The kettle €49 Buy now' }]);
    expect(unmet(title, one, { facts: [], text: '' })).toBeNull();
    expect(unmet(title, { ...listing, listing: true }, { facts: [], text: '' })).toBe('one-product');
    // A restaurant's priced menu with a table to book sells nothing to a cart (review of stop 32).
    const menu = pageContext([{ facts: [fact('cta', '2 equal', 'buttons: Book A Table, View Our Menu')], text: 'Greek Salad $25 Lasagne $40' }]);
    expect(unmet(title, menu, { facts: [], text: '' })).toBe('one-product');
  });

  it('advises pages against a named rival only to a software vendor', () => {
    const title = 'Dedicated "X alternative" comparison pages';
    expect(unmet(title, pageContext([{ facts: [], text: 'Apply now for the autumn term\nOur teachers' }]), { facts: [], text: '' })).toBe('rival-pages');
    expect(unmet(title, pageContext([{ facts: [], text: 'The invoicing platform for agencies\nStart free trial' }]), { facts: [], text: '', words: 'Unlike other tools, it invoices in one click.' })).toBeNull();
  });
});

describe('advice the block already follows, or that thanks the wrong people', () => {
  it('adds no reassuring line where the block says "no spam" already', () => {
    const title = 'Reassuring line beside the sign-up button';
    const page = pageContext([]);
    const facts = [fact('form', '1 field, 1 required, for newsletter')];
    expect(unmet(title, page, { facts, text: 'Subscribe Updates max. once a month – no spam (we don’t like spam)' })).toBe('no-reassurance-yet');
    expect(unmet(title, page, { facts, text: 'Subscribe to our newsletter' })).toBeNull();
  });

  it('does not build a summary-and-button block before the footer in the closing band that is one', () => {
    const title = 'Summary-plus-button block before the footer (home page)';
    const section = { facts: [fact('cta', '1 button, filled')], text: 'Start building today Get Started' };
    expect(unmet(title, pageContext([]), { ...section, label: 'cta', closing: true })).toBe('before-footer');
    expect(unmet(title, pageContext([]), { ...section, label: 'differentiation', closing: true })).toBeNull();
  });

  it('shows client-logo advice to a seller, not to an event’s sponsor wall', () => {
    const title = 'Logos of well-known clients below the hero';
    const logos = { facts: [fact('logo_wall', '21 logos')], text: 'Our sponsors Dynatrace Karriere' };
    expect(unmet(title, pageContext([{ facts: [], text: 'Tickets Speakers Schedule' }]), logos)).toBe('clients-not-sponsors');
    expect(unmet(title, pageContext([{ facts: [], text: 'Plans and pricing' }]), { ...logos, text: 'Trusted by Dynatrace Karriere' })).toBeNull();
  });

  it('keeps the sign-up page’s bare header off a home page', () => {
    const title = 'Minimal header on the sign-up page';
    const signUp = [fact('form', '1 field, 0 required, for signup')];
    expect(unmet(title, pageContext([{ facts: signUp, text: '' }], 'https://siteforge.example/'), { facts: [], text: '' })).toBe('sign-up-page');
    expect(unmet(title, pageContext([{ facts: signUp, text: '' }], 'https://siteforge.example/join'), { facts: [], text: '' })).toBeNull();
  });
});

describe('a pass is not claimed against the page’s own evidence', async () => {
  const { sectionChecks } = await import('../../../lib/audit/deficits');
  it('does not pass "button labels say what happens" for a button that leads nowhere', () => {
    const ids = (value: string, evidence: string) => sectionChecks([fact('cta', value, evidence)], pageContext([]), { label: 'cta' }).filter((c) => c.passed).map((c) => c.id);
    expect(ids('1 button, 1 leads nowhere', 'buttons: Coming Soon; leading nowhere: Coming Soon')).not.toContain('cta-specific-label');
    expect(ids('1 button', 'buttons: Donate now')).toContain('cta-specific-label');
  });
});

describe('the block after the features is the next one with something in it', async () => {
  const { buildAudit } = await import('../../../lib/audit/build');
  const { landingInput, section } = await import('./fixture');
  const failedIds = (input: ReturnType<typeof landingInput>) => buildAudit(input).sections[1]!.checks.filter((c) => !c.passed).map((c) => c.id);
  const features = { ...section(1, 'differentiation', 'Why us'), facts: [fact('feature_grid', '4 features, with icons')] };
  const title = section(2, 'doors', 'Series N');
  const cards = { ...section(3, 'doors', 'N7 180 € Comprar'), facts: [fact('cta', '4 alike, one per card', '4 × "Comprar"')] };

  it('does not say "no button after the features" when a title band stands between them and the cards that have buttons', () => {
    const input = landingInput();
    input.sections = [section(0, 'global', 'Menu'), features, title, cards];
    expect(failedIds(input)).not.toContain('features-no-button');
    input.sections = [section(0, 'global', 'Menu'), features, title, section(3, 'global', 'Footer')];
    expect(failedIds(input)).toContain('features-no-button');
  });
});

describe('"near the price" goes in a block beside a price', () => {
  it('is not shown in a block with no price in it or beside it (legal notes at the end of a shop)', () => {
    const title = 'Money-back guarantee badge near the price (checkout page)';
    const shop = pageContext([{ facts: [], text: 'N7 180 € Comprar. Devolución del dinero en 30 días.' }]);
    const guarantee = { facts: [fact('guarantee', 'guarantee text')], text: 'Información legal. Garantía: 200 km por producto.' };
    expect(unmet(title, shop, { ...guarantee, nearPrice: false })).toBe('price-nearby');
    expect(unmet(title, shop, { ...guarantee, nearPrice: true })).toBeNull();
  });
});

describe('buttons that compete lead somewhere; search advice needs a search', async () => {
  const { sectionChecks } = await import('../../../lib/audit/deficits');
  it('does not call a live button and a dead one "equal buttons that compete"', () => {
    const title = 'Primary plus quiet secondary action instead of equal buttons';
    const dead = fact('cta', '2 equal, 1 leads nowhere', 'buttons: Donate Now, Coming Soon; leading nowhere: Coming Soon');
    const live = fact('cta', '2 equal', 'buttons: Donate Now, Volunteer');
    expect(unmet(title, pageContext([]), { facts: [dead], text: '' })).toBe('several-buttons');
    expect(unmet(title, pageContext([]), { facts: [live], text: '' })).toBeNull();
    const failed = (f: SectionFact) => sectionChecks([f], pageContext([]), { label: 'cta' }).filter((c) => !c.passed).map((c) => c.id);
    expect(failed(dead)).not.toContain('cta-one-primary');
    expect(failed(live)).toContain('cta-one-primary');
  });

  it('shows "keep search reachable" only on a page with a search box', () => {
    const rule = 'Header that hides on scroll down and returns on scroll up. Keep search reachable on long listings.';
    const header = { facts: [fact('sticky_header', 'fixed header', '<header> position: fixed, 140px tall')], text: 'Donate' };
    expect(unmetPrecondition(rule, pageContext([{ facts: header.facts, text: '' }]), header, 'Header that hides on scroll down')).toBe('search-on-page');
    expect(unmetPrecondition(rule, pageContext([{ facts: [...header.facts, fact('search_box', 'search box')], text: '' }]), header, 'Header that hides on scroll down')).toBeNull();
  });
});

describe('an open-source project is read from its copy, not only its headings', () => {
  it('reads "open source" said in a paragraph (the block’s words), and asks no star ratings of its quotes', () => {
    const hero = { facts: [], text: 'App automation done right\nLearn more', body: 'App automation done right. fastlane is an open source platform aimed at simplifying Android and iOS deployment.' };
    const page = pageContext([hero]);
    expect(page.openSource).toBe(true);
    expect(pageContext([{ ...hero, body: undefined }]).openSource).toBe(false);
    const quotes: SectionContext = { facts: [fact('testimonials', '5 quotes, with names, no photos')], text: '' };
    expect(unmet('Star rating shown with the number of reviews', page, quotes)).toBe('rated-purchase');
    // A priced offer is rated where the page shows a rating to count (stop 47).
    expect(unmet('Star rating shown with the number of reviews', pageContext([{ facts: [], text: 'Plans from $9', body: 'Plans from $9. Rated 4.8/5 by our users.' }]), quotes)).toBeNull();
  });
});

describe('a looping clip is not asked to start muted', async () => {
  const { sectionChecks } = await import('../../../lib/audit/deficits');
  it('fails "video starts with sound" only for an autoplaying film, not a silent loop', () => {
    const failed = (value: string) => sectionChecks([fact('video', value)], pageContext([]), { label: 'product_demo' }).filter((c) => !c.passed).map((c) => c.id);
    expect(failed('video, autoplay')).toContain('video-sound');
    expect(failed('video, autoplay, looping')).not.toContain('video-sound');
  });
});
