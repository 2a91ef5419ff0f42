import type { SectionFact } from '../facts/types';
import type { SectionLabel } from '../sections/labels';
import { EVENT_LISTING, FIGURE, QUOTED, ratingWithCount, localBusiness, titleTopic, vagueMenu } from './page-reading';
import { auditFacts, BUY, hasQuotes, isProductGrid, setApart, STARS } from './derived';
import { buttonLabels, storeButtons } from './button-labels';
import { PRICE } from '../sections/price';

/** Abbreviations and measures of a specification ("REST API", "256 GB", "TLS 1.3"). Case matters: "AI" is not "ai". */
const TECH_ABBREVIATION = /\b(?:APIs?|SDKs?|CLI|CSS3?|HTML5?|JSON|XML|YAML|SQL|SSL|TLS|HTTPS?|REST|GraphQL|OAuth|SSO|SAML|CDN|DNS|GPU|CPU|RAM|SSD|USB|HDMI|LTE|[45]G|4K|HDR|RGB|SVG|npm|JS)\b|\b\d+(?:\.\d+)?\s?(?:GB|MB|TB|KB|ms|GHz|MHz|mAh|kW|Mbps|Gbps|fps|px|dpi)\b/;
/** A specification's words: how it is built, not what it does for the reader. */
const TECH_WORDS = /\b(?:plugins?|modules?|components?|frameworks?|libraries|encryption|integrations?|latency|throughput|uptime|bandwidth|caching|runtime|compiler|webhooks?|protocols?|responsive|retina|open[- ]source|typescript|javascript|sass|flexbox|breakpoints?|utility classes|syntax|parser|dependencies|architecture|algorithms?|specifications?|specs)\b/i;
/** A profession's own names for what it offers: a clinic's "Cardiology", a dentist's "Endodontics", "Laparoscopy". */
const JARGON = /\b\p{L}{3,}(?:ology|ologie|ología|iatrics|iatry|odontics|otomy|ectomy|oscopy|plasty|therapy|graphy)\b/iu;
/** Whether a block's words name its features technically. */
export const technicalTerms = (words: string): boolean => TECH_ABBREVIATION.test(words) || TECH_WORDS.test(words) || JARGON.test(words);

/** A video fact of a clip, not a film: it loops, or it starts by itself without sound. */
const SILENT_CLIP = /\blooping\b|\bautoplay, muted\b/;
const showsSilentClip = (s: SectionContext): boolean => s.facts.some((f) => f.kind === 'video' && SILENT_CLIP.test(f.value));

/** A test of what a button says. */
export const BUTTON_WORDS = /\bcall[- ]to[- ]action (?:copy|text|label|wording)\b|\bbutton (?:copy|text|label|wording)\b|\bcta copy\b/i;

/** Menu entries that take the visitor's next step. */
const NEXT_STEP = /\b(?:tickets?|buy|shop|store|order|book(?:ing)?|reserv\w*|download|install|get (?:started|the app)|sign ?up|register|join|pricing|plans|prices|donate|contact|demo|trial|quote|apply|enrol+)\b/i;

/**
 * Tests that only fit some pages: each is shown only where its precondition holds on this page
 * (a price for "next to the price", a phone field that is not the form's purpose, a shop big enough
 * for search and category tests). Matched over the test's title, element, variation, principle and rule.
 */
interface Precondition {
  id: string;
  test: RegExp;
  /** Match the test's title only (its change as stated), not its rule and principle, which speak more widely. */
  titleOnly?: true;
  holds(page: PageContext, section: SectionContext): boolean;
}

export interface SectionContext {
  facts: readonly SectionFact[];
  text: string;
  /** All of the section's words (cards' copy too), when known; `text` holds its headings, sublines and buttons. */
  words?: string;
  /** The section's label, when known. */
  label?: SectionLabel;
  /** Only header or footer blocks follow it: the page's last say. Unknown when left out. */
  closing?: boolean;
  /** A price is shown in it or in a block beside it. Unknown when left out. */
  nearPrice?: boolean;
  /** Only header blocks come before it: it opens the page. Unknown when left out. */
  opening?: boolean;
}

/** What the whole page shows: the context a test's preconditions and a section's checks are read against. */
export interface PageContext {
  kinds: ReadonlySet<SectionFact['kind']>;
  /** A price or a plan is shown somewhere on the page. */
  hasPrice: boolean;
  /** Tiles, posts or priced products offered in one block, at most. */
  offers: number;
  /** Top-level links of the header menu, at most. */
  navLinks: number;
  /** The header menu opens a mega menu (a panel of grouped links; plain dropdowns are not one). */
  megaMenu: boolean;
  /** The page states a figure that backs a claim somewhere ("500+ patients", "98%", "4.9 ★"). */
  figures: boolean;
  /** The page asks for donations. */
  donation: boolean;
  /** A form on the page takes a gift (an amount to give), not only a button off to a payment site. */
  donationForm: boolean;
  /** The page sells an event (dates, tickets, speakers). */
  event: boolean;
  /** Somewhere on the page a rating is stated with the number of reviews it rests on ("4.8 from 1,203 reviews"). */
  ratingWithCount: boolean;
  /** A business visitors reach in person or by phone: a street address or opening hours are shown. */
  localBusiness: boolean;
  /** Some block is a grid of priced products (a shop's listing). */
  listing: boolean;
  /** A free, open-source project: it says so and shows no price. Its visitors install or contribute; they are not sold to. */
  openSource: boolean;
  /** Some block offers plans, or a price billed per period (not priced products or dishes). */
  plans: boolean;
  /** A form on the page takes an order or a payment (card details), not only a contact or a sign-up. */
  paymentForm: boolean;
  /** The page offers a free trial. */
  trial: boolean;
  /** Some button buys, orders or adds to a cart (a restaurant's priced menu has none). */
  buying: boolean;
  /** Look-alike cards each with a button that buys ("8 alike, one per card": "Add to cart"): several products, whatever the grid is called. */
  buyOnCards: boolean;
  /** A form on the page makes an account or signs the visitor up (not a newsletter box). */
  signUpForm: boolean;
  /** The page sells something used on a screen (an app, software, a service online): a demo or a tour can show it. */
  software: boolean;
  /** The product is got from an app store (its buttons are store badges), with no sign-up or trial on the page: nothing to try in the browser. */
  storeApp: boolean;
  /** What the page's title says is offered, its brand left out (`titleTopic`); empty when the title is not known. */
  titleTopic: string[];
  /** The page is a site's home page (its address is the site's root): its menu is how visitors reach the rest. */
  home: boolean;
  /** The address is a campaign's landing page (its path or an ad's tracking parameters say so). */
  campaign: boolean;
  /** A button stays in view while the visitor scrolls: a call to action in a sticky header or in a pinned bar. */
  persistentAction: boolean;
  /** Where the lowest section ends, in CSS pixels from the top of the page (0 when no section's box is known). */
  height: number;
  /** The page shows an offer that can end: a price cut, a discount, a sale, a countdown or stock running out. */
  promotion: boolean;
  /** The page speaks of press coverage or awards ("as seen in", "award-winning", a Press link). */
  pressSaid: boolean;
  /** The page shows reviews from an independent platform already (Google Reviews, Trustpilot, Yelp…). */
  platformReviews: boolean;
  /** An FAQ on the page answers billing or cancelling ("Can I cancel anytime?"). */
  billingAnswered: boolean;
  /** Health care: the page speaks of patients, a clinic, a dentist or a doctor. */
  health: boolean;
  /** The business answers to a regulator: money, insurance, health or law (a bank, a broker, a clinic, a law firm). */
  regulated: boolean;
  /** A block showing the product starts beside or within the opening (a phone's screenshot next to the hero's words). */
  productAtTop: boolean;
  /** The page speaks of teaching live: webinars, workshops, courses, office hours. */
  teachesLive: boolean;
  /** The page shows a rating somewhere: stars on its quotes or cards, a score ("4.9 ★", "4.8/5"), or a rating with its count. */
  ratingShown: boolean;
  /** The page says its product has ended: support ended, no longer maintained, discontinued, end of life. */
  discontinued: boolean;
  /** Prices recur (per month, per year, billed annually): a subscription's, not a ticket's, a dish's or a one-off purchase's. */
  recurring: boolean;
  /** The page promises money back (a refund, a money-back or satisfaction guarantee), in any of its blocks' words. */
  refundPromised: boolean;
  /** Names of the logos the site's own header or footer shows (its products, its partners), lower-cased. */
  footerBrands: ReadonlySet<string>;
}

/**
 * A product the page says has ended: its next step is to move on, which the notice says (review, stop 48: Brackets' "Adobe
 * will end support" banner, its download removed on purpose, told twice that its hero lacks a button: generic 4 of 4).
 */
const DISCONTINUED = /\b(?:end(?:ed|s)? support for|will end support|support (?:has )?ended|no longer (?:supported|maintained|developed|available)|(?:has been|is now|was) discontinued|end[- ]of[- ](?:life|support)|(?:is|has been) (?:deprecated|archived))\b/i;

/**
 * A header's tool, not a next step: search, log in, the menu or the colour scheme. A sticky bar holding only these
 * carries no call to action (blind review, stop 45: "A button follows the features" passed on a sticky "Search").
 */
const TOOL_BUTTON = /^(?:search\b.*|log ?in|sign ?in|login|account|my account|menu|close|cart|basket|bag|dark mode|light mode|theme)$/i;
/** A form fact ("7 fields, 6 required") that marks some fields required and leaves some optional. */
const hasOptionalField = (value: string): boolean => {
  const required = Number(/\b(\d+) required\b/.exec(value)?.[1] ?? 0);
  return required > 0 && required < Number(/^(\d+) fields?\b/.exec(value)?.[1] ?? 0);
};
const firstNumber = (value: string) => Number(/\d+/.exec(value)?.[0] ?? 0);

/** The entries of a menu a visitor scans: its top-level ones where the fact tells them apart from its links. */
export const menuEntries = (value: string) => Number(/(\d+) top-level\b/.exec(value)?.[1] ?? firstNumber(value));
const DONATION = /\bdonat(?:e|ion)|\bgive now\b|\bspende|\bdon(?:ner|ate)\b/i;
/**
 * Said in the copy, by a free licence the fine print names ("Licensed under the MIT License"), or by an ask to star,
 * fork or contribute to its code on GitHub ("★ On Github", "Source code available on GitHub").
 */
const OPEN_SOURCE = /\bopen[- ]source\b|\bquelloffen|\bcódigo abierto\b|\blibre et open\b|\blicensed under (?:the )?(?:MIT|Apache|BSD|GPL|LGPL|MPL|ISC)\b|\b(?:MIT|Apache|BSD|GPL|ISC) licen[sc]e\b|(?:★|\bstar\b|\bfork\b|\bsource code\b|\bcontribute\b|\bissues?\b)[^.]{0,30}\bon github\b/i;
/** A free trial offered, in the seven languages: what the page sells is software, and a button that says it signs the visitor up. */
const FREE_TRIAL = String.raw`free trial|kostenlos testen|jetzt testen|essai gratuit|essayer gratuitement|prueba (?:gratis|gratuita)|prova (?:gratis|gratuita)|(?:teste|experimente) grátis|gratis proberen|probeer gratis`;
const TRIAL = new RegExp(String.raw`\b(?:trial|${FREE_TRIAL})\b`, 'i');
const OFFERS_FREE_TRIAL = new RegExp(String.raw`\b(?:${FREE_TRIAL})\b`, 'i');
const PROMOTION = /\b\d{1,2}\s?% off\b|\bsave \d|\bsale\b|\bdiscount\b|\bpromo(?:tion)? code\b|\blimited[- ]time\b|\bonly until\b|\bends (?:on |this |today|tonight|soon|sunday|monday|friday)|\brabatt\b|\bsoldes\b|\boferta\b|\bdescuento\b/i;
/** An event's words; not a product's ("Auto-Schedule", "schedule a demo", "support tickets", "Bluetooth speakers"). */
const EVENT = /(?<!support[ -]|help ?desk[ -])\btickets?\b|(?<!bluetooth[ -]|smart[ -]|wireless[ -])\bspeakers?\b|\bconference\b|\bagenda\b|(?<!-)\bschedule\b(?! (?:a|an|your|my) )/i;
/** People whose credentials vouch for what they write or advise. */
const EXPERT = /\b(?:doctors?|dentists?|orthodontists?|surgeons?|physicians?|therapists?|nurses?|pharmacists?|veterinarians?|teachers?|professors?|lecturers?|instructors?|tutors?|researchers?|scientists?|engineers?|lawyers?|attorneys?|solicitors?|accountants?|advisors?|advisers?|consultants?|editors?|authors?|writers?|journalists?|experts?|specialists?|dr\.|phd|md)\b/i;

/**
 * Words of a product used on a screen: an app, software, a platform, code. Not "sign up", "log in",
 * "download" or "install": a school, an insurer and a heat-pump fitter say them too. A free trial offered
 * (OFFERS_FREE_TRIAL) says it as well.
 */
const SOFTWARE_WORDS = /\b(?:apps?|software|saas|platform|dashboard|api|sdk|plugins?|framework|open[- ]source|github|integrations?|app store|google play|macos|linux|android|ios|self-host\w*|web app|no-code|workflows?|plattform|plateforme|plataforma|piattaforma|logiciel|anwendung|aplicación|aplicativo|applicazione|applicatie|integrationen|intégrations|integraciones|integrazioni|integrações|integraties)\b/i;

/** Features a list holds before cutting it to the top three is advice about it. */
const LONG_FEATURE_LIST = 7;
/** Logos that are customers vouching for the offer: not an event's or a local business's, nor a wall that says sponsors or partners. */
export const customersVouch = (page: Pick<PageContext, 'event' | 'localBusiness'>, text: string): boolean => !page.event && !page.localBusiness && !/\bsponsor|\bpartner/i.test(text);

/** A list titled as the whole of it ("Full list of features", "All features", "Alle Funktionen"): the reference a reader checks, not a pitch to cut. */
export const FULL_LIST = /\b(?:full|complete|entire) (?:list of )?features?(?: list)?\b|\ball (?:the )?features\b|\bfeature (?:list|matrix|overview)\b|\balle funktionen\b|\btoutes les fonctionnalités\b|\btodas las funciones\b|\btutte le funzionalità\b/i;
/** A test that cuts a feature list ("three key benefits instead of nine features", "a shorter feature list"). */
export const CUTS_FEATURE_LIST = /\binstead of (?:nine|eight|ten|twelve|\d+|many|all the) features\b|\bshorter feature (?:list|section)\b|\bfewer features\b/i;

/** Questions an FAQ holds before grouping them by topic helps a visitor find theirs. */
const LONG_FAQ = 12;
/** An FAQ of this many questions or more is long enough that opening its top answers saves the visitor looking. */
const FOLDED_FAQ = 8;
/** A feature list of this many cards or more is long enough that its order decides what a reader sees first. */
const RANKED_LIST = 10;
/** A guarantee's stated terms: a period, a distance or a share, or contract terms, in the languages the glossaries read. */
const GUARANTEE_TERMS = /\b\d+[\s-]?(?:days?|d[ií]as|tage[n]?|jours|giorni|dias|dagen|weeks?|months?|meses|monate?|mois|mesi|maanden|years?|a[ñn]os|jahre?|ans|anni|jaar|km|miles?|%)\b|\bno (?:contract|questions asked)\b|\bcancel anytime\b|\bmonth[- ]to[- ]month\b/i;

/**
 * A page address at the root of its site ("/", "/index.html", "/en/"): the home page, not a campaign's landing page.
 * A saved copy opened from disk (file:) is its site's home when it is the folder's index.html.
 */
export const isHomeUrl = (url: string): boolean => {
  try {
    const { protocol, pathname } = new URL(url);
    return protocol === 'file:' ? /\/index\.html?$/i.test(pathname) : /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:index\.html?)?$/i.test(pathname);
  } catch {
    return false;
  }
};

/** An address made for a campaign: a landing page's path (/lp/, /landing/, /campaign/, /promo/, /offer/) or an ad's tracking parameters. */
export const isCampaignUrl = (url: string): boolean => {
  try {
    const { pathname, search } = new URL(url);
    return /\/(?:lp|landing(?:-?pages?)?|campaigns?|promos?|promotions?|offers?|ads?)(?:[/_-]|$)/i.test(pathname) || /[?&](?:utm_[a-z]+|gclid|fbclid|msclkid)=/i.test(search);
  } catch {
    return false;
  }
};

/** A section shows a price: a pricing fact, or a price in its words. */
export const showsPrice = (s: { facts: readonly SectionFact[]; text: string }): boolean => s.facts.some((f) => f.kind === 'pricing') || PRICE.test(s.text);

/** The names a logo wall's evidence lists ("logos: ayroui, uideck, …"), lower-cased. */
export const logoNames = (f: SectionFact): string[] =>
  /^logos: (.*)$/.exec(f.evidence)?.[1]?.split(', ').map((n) => n.trim().toLowerCase()).filter((n) => n && n !== '…') ?? [];

/**
 * A wall of the site's own family: most of its logos are also in the header's or footer's (a template maker's "Used by"
 * strip of its sister brands, listed again under "Our products"). No customers vouch there (review, stop 49: "move the
 * customer logos up" rated generic in 4 of 4 ratings).
 */
export function ownBrands(f: SectionFact, page: Pick<PageContext, 'footerBrands'>): boolean {
  const names = logoNames(f);
  return names.length >= 2 && names.filter((n) => page.footerBrands.has(n)).length * 2 >= names.length;
}

/** The page's context, from every section's facts and text. */
export function pageContext(sections: ReadonlyArray<{ facts: readonly SectionFact[]; text: string; body?: string; label?: string; rect?: { y: number; height: number } }>, url = '', title = ''): PageContext {
  const facts = sections.flatMap((s) => s.facts);
  const of = (...kinds: SectionFact['kind'][]) => facts.filter((f) => kinds.includes(f.kind)).map((f) => firstNumber(f.value));
  const text = sections.map((s) => s.text).join('\n');
  const words = sections.map((s) => s.body ?? s.text).join('\n');
  const hasPrice = sections.some(showsPrice);
  // What the audit derives of each block (a product grid among them), read once for every question below.
  const derived = sections.map(auditFacts);
  const grids = derived.filter(isProductGrid);
  const trial = TRIAL.test(text);
  const signUpForm = facts.some((f) => f.kind === 'form' && /\bfor signup\b/.test(f.value));
  const health = new Set((words.match(HEALTH) ?? []).map((w) => w.toLowerCase())).size >= 2;
  const rated = ratingWithCount(text);
  return {
    kinds: new Set(facts.map((f) => f.kind)),
    hasPrice,
    // What a visitor picks from: tiles, posts, priced products; a long list of features is no catalogue.
    offers: Math.max(0, ...of('category_tiles', 'article_cards'), ...grids.flatMap((g) => g.filter((f) => f.kind === 'pricing').map((f) => firstNumber(f.value)))),
    navLinks: Math.max(0, ...facts.filter((f) => f.kind === 'navigation' && !/footer/.test(f.value)).map((f) => menuEntries(f.value))),
    megaMenu: facts.some((f) => f.kind === 'navigation' && !/footer/.test(f.value) && /\bmega menu\b/.test(f.value)),
    donation: DONATION.test(text),
    figures: FIGURE.test(words),
    donationForm: facts.some((f) => f.kind === 'form' && /\bfor donation\b/.test(f.value)),
    event: EVENT.test(text),
    ratingWithCount: rated,
    // Said in the copy as often as in a heading ("fastlane is an open source platform…"): read from the blocks' words,
    // as are the opening hours and the street in a footer's fine print, and what the page sells (software: below).
    openSource: OPEN_SOURCE.test(words) && !hasPrice,
    localBusiness: localBusiness(words),
    listing: grids.length > 0,
    // lib/facts reads plans ("3 plans, …") or one price billed per period ("prices, none highlighted"); a struck-through price alone is "prices, discount shown".
    // A block the audit reads as a product grid (plans with a buy button each) offers products, not plans.
    plans: sections.some((s, i) => !isProductGrid(derived[i]!) && s.facts.some((f) => f.kind === 'pricing' && /^(?:\d+ plans|prices, (?:none )?highlighted)\b/.test(f.value))),
    paymentForm: facts.some((f) => f.kind === 'form' && /\bfor order\b|\bcard\b|\bpayment\b/.test(f.value)),
    trial,
    buying: facts.some((f) => f.kind === 'cta' && BUY.test(f.evidence)),
    buyOnCards: facts.some((f) => f.kind === 'cta' && /\balike\b/.test(f.value) && BUY.test(f.evidence)),
    signUpForm,
    software: SOFTWARE_WORDS.test(words) || OFFERS_FREE_TRIAL.test(words),
    storeApp: facts.some((f) => f.kind === 'cta' && storeButtons(f.evidence)) && !trial && !signUpForm,
    home: isHomeUrl(url),
    campaign: isCampaignUrl(url),
    persistentAction: sections.some((s) => s.facts.some((f) => f.kind === 'cta' && !buttonLabels(f.evidence).every((l) => TOOL_BUTTON.test(l))) && s.facts.some((f) => f.kind === 'sticky_header' || (f.kind === 'announcement_bar' && /\bpinned\b/.test(f.value)))),
    titleTopic: titleTopic(title),
    height: Math.max(0, ...sections.map((s) => (s.rect ? s.rect.y + s.rect.height : 0))),
    promotion: facts.some((f) => f.kind === 'countdown' || f.kind === 'scarcity' || (f.kind === 'pricing' && /discount/.test(f.value))) || PROMOTION.test(text),
    productAtTop: productAtTop(sections),
    regulated: health || MONEY_OR_LAW.test(words),
    pressSaid: PRESS_ON_PAGE.test(words),
    platformReviews: REVIEW_PLATFORMS.test(words),
    discontinued: DISCONTINUED.test(words),
    health,
    teachesLive: TEACHES_LIVE.test(words),
    ratingShown: rated || STARS.test(words) || facts.some((f) => (f.kind === 'testimonials' && /\bstars?\b|\brating/.test(f.value)) || (f.kind === 'pricing' && /\bstar ratings\b/.test(f.value))),
    recurring: RECURRING.test(words),
    refundPromised: REFUND.test(words),
    footerBrands: new Set(sections.filter((s) => s.label === 'global').flatMap((s) => s.facts.filter((f) => f.kind === 'logo_wall').flatMap(logoNames))),
    billingAnswered: sections.some((s) => s.facts.some((f) => f.kind === 'faq') && BILLING_ASKED.test(s.body ?? s.text)),
  };
}

/** A product_demo block that starts before the hero ends: the screenshot the opening shows beside its words. */
function productAtTop(sections: ReadonlyArray<{ label?: string; rect?: { y: number; height: number } }>): boolean {
  const hero = sections.find((s) => s.label === 'hero')?.rect;
  return !!hero && sections.some((s) => s.label === 'product_demo' && s.rect !== undefined && s.rect.height > 0 && s.rect.y < hero.y + hero.height);
}

/** Tests whose change is adding a product video where the page had none. */
const ADDS_VIDEO = /\b(?:short product video|explainer clip|demo video with|video (?:instead of|replacing) (?:static|the|a)|adding (?:a |an )?(?:\w+ )?video)\b/i;
/** Tests whose change is filming the testimonials: redundant where the block already plays one. */
const ADDS_VIDEO_PROOF = /\b(?:video testimonials|filmed (?:client )?interviews|customer clip with captions)\b/i;

/** The page's footer: its links read as a footer, or it carries the copyright line. */
const isFooter = (s: SectionContext) => s.facts.some((f) => f.kind === 'navigation' && /footer/.test(f.value)) || /©|\bcopyright\b/i.test(s.text);

/** Buttons a section's cta fact counts: "1 primary of 3" holds 3, "4 equal" 4. */
export const buttonCount = (value: string) => Number(/of (\d+)/.exec(value)?.[1] ?? firstNumber(value));
/** Buttons that lead nowhere: "2 equal, 1 leads nowhere" holds 1. */
export const deadButtons = (value: string) => Number(/\b(\d+) leads? nowhere\b/.exec(value)?.[1] ?? 0);
/** Buttons that lead somewhere: "2 equal, 1 leads nowhere" holds 1 (the dead one is a finding, not a competitor). */
export const liveButtons = (value: string) => buttonCount(value) - deadButtons(value);
/** The test's title without its trailing "(…)" qualifier (the kind of page it ran on is not what it changes). */
const stated = (title: string) => title.replace(/\s*\([^)]*\)\s*$/, '');

/** A button that signs the visitor up (its label, as the cta fact quotes it). */
export const SIGN_UP = new RegExp(String.raw`\b(?:sign ?up|register|join|subscribe|start (?:free|now|trial)|create (?:an |your )?account|get started|anmelden|registrieren|inscri\w*|s'inscrire|regístrate|suscr\w*|${FREE_TRIAL})\b`, 'i');

/** Tests that keep the header in view at the top of the page. */
const PINS_THE_HEADER = /\bfixed navigation bar\b|\bsticky (?:header|navigation|nav|menu)\b|\bnavigation fixed at the top\b/i;
/** Tests that show a review platform's score. */
const PLATFORM_SCORE = /\breview platform\b|\brating platform\b/i;
/** Copy that sets the product against others: "vs. Mailchimp", "an alternative to", "unlike other tools". */
const NAMES_RIVALS = /\bvs\.?\s|\bversus\b|\balternatives? to\b|\bcompared (?:to|with)\b|\bunlike (?:other|most|traditional)\b|\bcompetitors?\b|\bswitch(?:ing)? from\b|\bother (?:tools|apps|platforms|solutions|providers)\b/i;
/** Top-level menu entries a visitor takes in at a glance, and the count from which the menu is one to trim (deficits.ts, nav-length). */
export const SHORT_MENU = 7;
export const LONG_MENU = 10;
/** A promise of money back, in the page's language. "Cancel anytime" and "no contract" end a plan; they return nothing. */
const REFUND = /\bmoney[- ]back\b|\brefund|\bsatisfaction guarantee|\bgeld[- ]zur[üu]ck|\bremboursé|\bremboursement|\breembols|\brimbors|\bgeld[- ]terug|\bdevoluci[oó]n del dinero|\bdinheiro de volta|\bdevolução do dinheiro/i;
/** A price per period, or billing by one, in the page's language ("$29/mo", "€9 per month", "29 €/Monat", "billed annually"). */
const RECURRING = /\d\s?(?:[€$£¥]|eur|usd|gbp|chf)?\s?(?:\/|per |a |par |pro |al |por |il |all')\s?(?:mo|mth|month|yr|year|user|seat|monat|jahr|mois|an|mes|año|mese|anno|maand|jaar)\b|\bbilled (?:annually|yearly|monthly)\b|\b(?:monthly|yearly|annual) (?:plan|billing|subscription)\b|\bmonatlich\b|\bmensuel\b|\bmensual\b|\bmensile\b|\bmaandelijks\b/i;
/** A question about paying or leaving: cancelling, billing, refunds, pausing or changing a plan. */
const BILLING_ASKED = /\bcancel|\bbilling\b|\brefunds?\b|\bpause\b|\bchange (?:my |your )?plan\b|\bkündig|\bannul|\brésili|\bremboursement|\bcancela|\breembolso|\bdisdi|\brimborso|\bopzeg/i;
/** Health care as a page names it: two of these words (a vet's "surgery" alone is no clinic's page). */
const HEALTH = /\b(?:patients?|clinics?|dental|dentists?|doctors?|physicians?|hospitals?|medical|therap(?:y|ies|ists?)|surgery|surgeons?|pacientes?|patienten|clínica|clinique|klinik|zahnarzt|arztpraxis|dentista|médicos?|médecins?)\b/gi;
/** Trades besides health care that answer to a regulator, as a page names them: money, insurance, pharmacy, law. */
const MONEY_OR_LAW = /\b(?:bank(?:ing)?|loans?|mortgages?|invest(?:ing|ments?|ors?)|insurance|insurers?|brokers?|brokerage|trading|crypto(?:currency)?|remittances?|money transfers?|lending|pensions?|fintech|pharmac(?:y|ies)|law firm|attorneys?|lawyers?|solicitors?)\b/i;
/** Independent review platforms, as a page names them beside their score or widget. */
const REVIEW_PLATFORMS = /\bgoogle reviews?\b|\btrustpilot\b|\byelp\b|\btripadvisor\b|\bcapterra\b|\bg2 crowd\b|\bfeefo\b|\btrusted shops\b|\breviews\.io\b|\bproduct hunt\b/i;
/** Press or prizes a page can point to: coverage, "as seen in", an award. */
const PRESS_ON_PAGE = /\bpress\b|\bfeatured (?:in|on|by)\b|\bas seen (?:in|on)\b|\bin the (?:news|media)\b|\bawards?\b|\baward-winning\b|\bprizes?\b/i;
/** Characters of copy per feature card that make a thin line ("Designed to look perfect on every device"). */
const THIN_COPY = 80;
/** A fixed header this tall (px, as lib/facts measures it) takes a noticeable share of a laptop's screen. */
const TALL_HEADER_PX = 100;
/** A page this long (three screens of a 1280×800 laptop) is one where a fixed bar or a hiding header earns its place. */
const LONG_PAGE_PX = 2400;
/** A line beside a form or button that already answers the worry about signing up. */
const REASSURES = /\bno spam\b|\bspam\b|\bunsubscribe\b|\bcancel any ?time\b|\bno credit card\b|\bwe (?:never|won't|will never) share\b|\bprivacy policy\b|\bkein spam\b|\bpas de spam\b|\bfree forever\b|\bno (?:commitment|obligation|contract)s?\b|\brisk[- ]free\b/i;
const headerHeight = (evidence: string) => Number(/(\d+)px tall/.exec(evidence)?.[1] ?? 0);

/** A test that shows how many people use the offer. */
const HEADCOUNT_TEST = /\b(?:total |overall )?(?:user|customer|client|member|subscriber|download) (?:count|numbers?|total)\b|\bnumber of (?:users|customers|clients|members|subscribers)\b|\bhow many (?:people|users|customers)\b/i;
/** The count said already: "600M+ users", "over 10,000 teams", "2 million downloads". */
const HEADCOUNT = /(?<![\d.,])[1-9][\d.,]*\s?(?:[kmb]\+?|\+|\s(?:million|billion|thousand)\+?)?\s+(?:happy |satisfied |active |trusted |loyal )?(?:users|customers|clients|members|subscribers|teams|companies|businesses|people|downloads|installs)\b/i;

/** A block that says its logos are press: coverage, features, awards. */
const PRESS_SAID = /\bpress\b|\bfeatured (?:in|on)\b|\bas seen (?:in|on)\b|\bin the (?:news|media)\b|\bmedia\b|\bawards?\b/i;

/** A form whose purpose is a call (a consultation by phone, a callback) needs its phone field. */
const CALL_PURPOSE = /\b(?:call ?back|call me|phone (?:consultation|call)|we(?:'ll| will) call|by phone|rückruf|rappel)\b/i;

/**
 * What people rate with stars and review counts: a priced offer, a shop, an app, software, a local business, or a page
 * that states its rating already. Not a free, open-source project (its quotes are developers' posts), nor a charity's,
 * a school's or an agency's quotes (blind reviews, stops 37-41: "add a star rating" there was rated stock advice).
 */
export function ratedOffer(page: PageContext): boolean {
  return !page.openSource && (page.hasPrice || page.listing || page.buying || page.storeApp || page.localBusiness || page.software || page.ratingWithCount);
}

/** Words of a business that teaches live: webinars, workshops, courses, office hours, in the seven languages. */
const TEACHES_LIVE = /\b(?:webinars?|live (?:sessions?|demos?|classes)|workshops?|masterclass(?:es)?|office hours|trainings?|courses?|academy|schulung(?:en)?|kurse?|formations?|cours|cursos?|talleres?|corsi|corso|formazione|formação|cursussen)\b/i;

/** Posts in a listing a reader scans for a topic; fewer are the latest few, read at a glance. */
const POSTS_TO_SCAN = 6;

/** A range that follows the seasons. */
const SEASONAL = /\b(?:seasonal|season's|in season|summer|winter|spring|autumn|fall collection|christmas|xmas|holiday (?:gifts?|season|collection)|halloween|easter|valentine'?s?|black friday|back to school|sommer|weihnacht\w*|été|hiver|noël|verano|invierno|navidad|estate|natale)\b/i;

/** A promise about the price itself: lowest, matched, or the difference refunded. */
const PRICE_PROMISE = /\b(?:lowest|best) price(?:s)? (?:guarantee|guaranteed|promise)|\bprice[- ]match|\bprice (?:guarantee|promise)|\brefund the difference\b|\bfind it cheaper\b|\btiefstpreis|\bprix (?:le plus bas|garanti)|\bmejor precio garantizado/i;

/** A figure in a block's copy: a number of two digits or more, or one with a unit ("14kb", "3x", "99%"). */
const COPY_FIGURE = /(?<![\w.])\d{2,}|\b\d+(?:[.,]\d+)?\s?(?:%|kb|mb|gb|ms|x|k|m|h|min|sec|seconds?|minutes?|hours?|days?)\b/i;
/** Numbers that claim nothing: a clock time ("8:00 - 17:00"), a phone number ("1-800-700-6200"), opening round the clock ("24 hours", "24/7"). */
const NOT_A_CLAIM = /\b\d{1,2}[:.]\d{2}\b|\+\d[\d ().-]{6,}\d|\b\d{1,4}(?:-\d{2,5}){2,}\b|\b24\s?(?:hours?|h|\/\s?7)\b/gi;
const withoutNonClaims = (words: string) => words.replace(NOT_A_CLAIM, ' ');
/** The copy holds a figure that claims something: opening hours and a phone number are no claim to source (blind review, stop 47). */
const claimsFigure = (words: string): boolean => COPY_FIGURE.test(withoutNonClaims(words));
/**
 * A figure that claims a result someone could doubt: a share ("98% satisfied"), a multiple ("3x faster"), a count of
 * users or customers, or a number beside a comparison ("40 hours saved"). A product's own specifications ("0.1 mm
 * layers", "30+ colours", "ships in 48 h") are measured by the buyer, not sourced (review, stop 48: "specific claims with
 * their source" beside a 3D printer's specs, generic twice).
 */
const RESULT_CLAIM = /\b(?:saves?|saving|cuts?)\s(?:up to\s)?\d|\d\s?%|\b\d+(?:[.,]\d+)?\s?(?:x|times)\b|\d[\d,.]*\s?(?:k|m|million|thousand)?\+?\s(?:happy |satisfied |active )?(?:customers|users|clients|companies|teams|businesses|downloads|installs|members|students|patients)\b|\d[\d,.]*\s?\+?\s?\w*\s(?:faster|more|less|fewer|higher|lower|saved|cheaper|better)\b/i;
const claimsResult = (words: string): boolean => RESULT_CLAIM.test(withoutNonClaims(words));

export const PRECONDITIONS: readonly Precondition[] = [
  // A renewal rate is a subscription's proof: people who pay again. Beside a wall of sponsors' or partners' logos, a
  // clinic's or a conference's, it had come to fill the card (blind reviews, stop 47: generic in 6 of 6 ratings).
  { id: 'renews', titleOnly: true, test: /\brenewal rate\b|\bcustomers renew\b/i, holds: (page) => page.plans || page.trial },
  // Topic tags help a reader scan a listing for their topic: not three teasers of the latest posts (generic in 6 of 6).
  { id: 'posts-to-scan', titleOnly: true, test: /\btopic tags?\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'article_cards' && firstNumber(f.value) >= POSTS_TO_SCAN) },
  // A time on each step is the visitor's effort: steps shown beside a code sample are what the program runs (blind
  // reviews, stops 41-47: "numbered steps with time per step" beside fastlane's lane generic or wrong in 8 of 8 ratings).
  // …and steps a visitor takes to start: a page that signs people up or offers a trial. Elsewhere three steps tell how the
  // service works (a lab's randomisation, a compliance engine), not what it asks of the reader (reviews, stops 41-48:
  // generic or wrong in 11 of 11 ratings, none relevant).
  { id: 'visitor-steps', titleOnly: true, test: /\btime per step\b|\btime (?:on|for) each step\b/i, holds: (page, s) => (page.trial || page.signUpForm) && !s.facts.some((f) => f.kind === 'numbered_steps' && /\bbeside code\b/.test(f.value)) },
  // Promising the lowest price, or to match a rival's, is a policy the business decides: advice where the page says it
  // already (to show it by the price), not where a refund or returns promise stands (blind review, stop 47: generic twice).
  { id: 'price-promise-said', titleOnly: true, test: /\b(?:lowest|best)[- ]price guarantee\b|\bprice[- ]match(?:ing)?\b|\bprice promise\b/i, holds: (_page, s) => PRICE_PROMISE.test(s.words ?? s.text) },
  { id: 'price-on-page', test: /\b(?:near|next to|beside|by|under) the price\b|price anchor|price display|per day|price match|free[- ]shipping|basket|checkout|add-to-cart|add to (?:cart|basket)/i, holds: (page) => page.hasPrice },
  // A badge or a line "near the price" goes in a block beside a price: not in the legal notes or an FAQ at the end.
  { id: 'price-nearby', titleOnly: true, test: /\b(?:near|next to|beside|by|under) the price\b/i, holds: (_page, s) => s.nearPrice !== false },
  // A refund shown near the price or signed by a founder needs a refund promised: "cancel anytime, no contract" is none, and
  // telling the page to show one invents a policy its FAQ may rule out (review, stop 49: generic or wrong in 4 of 4 ratings).
  { id: 'refund-promised', titleOnly: true, test: /\bmoney[- ]back\b|\brefund\b|\bperson who stands behind the promise\b/i, holds: (page) => page.refundPromised },
  // Highlights pulled from a reviews section need one to pull from: rated reviews or several quotes, not one testimonial
  // (review, stop 49: beside an agency's single quote, generic in 2 of 2 ratings).
  { id: 'reviews-to-highlight', titleOnly: true, test: /\breview highlights\b/i, holds: (page, s) => page.ratingShown || s.facts.some((f) => f.kind === 'testimonials' && firstNumber(f.value) >= 3) },
  // Quotes moved beside the purchase are already there when the block quoting them stands beside a price (review, stop 49:
  // Landwind's one quote right above its plans, redundant in 2 of 2 ratings).
  { id: 'quotes-by-price', titleOnly: true, test: /\b(?:testimonials|reviews|quotes)\b.*\b(?:beside|next to|near|by) the (?:purchase|price|pricing|plans|buy)/i, holds: (page, s) => page.hasPrice && !(s.nearPrice === true && s.facts.some((f) => f.kind === 'testimonials')) },
  {
    id: 'phone-field',
    test: /phone (?:number )?field|removing the phone|phone number optional/i,
    holds: (_page, s) => s.facts.some((f) => f.kind === 'form' && /phone/.test(f.value) && !/\bfor booking\b/.test(f.value)) && !CALL_PURPOSE.test(s.text),
  },
  // Listing-card advice (ratings on product cards, add to basket from the grid) needs a listing on the page.
  { id: 'listing-on-page', test: /product cards|listing cards|cards in listings|category grid cards|from the product grid|straight from the listing/i, holds: (page) => page.listing },
  // "…on the product page" needs something for sale on this page.
  { id: 'product-on-page', test: /\b(?:on|scrolling|of) the product page\b|\bproduct image (?:slider|carousel|gallery)\b/i, holds: (page) => page.listing || page.paymentForm },
  // A search field shown in full instead of its icon, too (blind review, stop 37: advised to a one-page shop of 11 coffees).
  { id: 'big-catalogue', test: /autocomplete|search suggestions|zero-result|breadcrumbs|category pages|bestseller|quick add|product finder|search (?:box|bar|field) in the header|prominent search|\bquery field\b|\blookup icon\b|\bfull search field\b|\bsearch (?:field|input|box) (?:instead of|not just|rather than) (?:an? |the )?(?:hidden |small )?(?:search |magnifier )?icon\b/i, holds: (page) => page.offers >= 12 || page.navLinks >= 10 },
  // A mega menu is a big site's: advice on one fits a page that has one already, or enough to put in it
  // (a menu of plain dropdowns is no mega menu: blind review, stop 33).
  { id: 'mega-menu', test: /mega menu/i, holds: (page) => page.megaMenu || page.offers >= 12 || page.navLinks >= 10 },
  // Plan advice (a recommended plan, fewer options on the pricing page, annual billing, help on pricing) needs plans to choose between.
  { id: 'plans-on-page', titleOnly: true, test: /\bplans?\b|\btiers?\b|pricing (?:page|table|grid)|\bon pricing\b|\bbilling\b|\bannual\b|\byearly\b/i, holds: (page) => page.plans },
  // Billing by the year and the price cut into days are a subscription's; conference tickets and a restaurant's dishes are
  // bought once (review, stop 49: "annual billing by default" and "price per day" beside tickets and dishes, generic).
  { id: 'recurring-price', titleOnly: true, test: /\bannual billing\b|\byearly plan\b|\bmonthly\/annual\b|\bper day instead of per year\b|\bannual fee\b|\bmonthly equivalent of a yearly\b|\bbilling and cancel|\bcancellation answer\b/i, holds: (page) => page.recurring },
  // Set against the cost of the problem it solves, a price is a tool's or a service's: not a ticket's, a gift's or a dish's
  // (review, stop 49: beside a conference's tickets, generic in 2 of 2 ratings).
  { id: 'price-solves-problem', titleOnly: true, test: /\bcost of (?:the problem|doing nothing|inaction)\b/i, holds: (page) => (page.software || page.recurring) && !page.event && !page.donation },
  // "At the end of the page" is where a closing band goes: not a block with more of the page below it.
  // A call-to-action block that closes the page already is that band.
  { id: 'page-end', titleOnly: true, test: /\bend of the page\b|\bclosing (?:call[- ]to[- ]action|band|cta)\b/i, holds: (_page, s) => s.closing !== false && !(s.closing && s.label === 'cta') },
  // A block "before the footer" is the page's last one: a summary and a button there refines a closing band that exists.
  { id: 'before-footer', titleOnly: true, test: /\bbefore the footer\b/i, holds: (_page, s) => s.closing !== false && !(s.closing && s.label === 'cta') },
  // A header or a bar that already stays in view is the bar these tests build.
  { id: 'bar-lacks-action', titleOnly: true, test: /\bpersistent (?:top )?bar\b|\bsticky (?:header|bar) with an? (?:always-visible )?(?:button|call to action)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'sticky_header' || (f.kind === 'announcement_bar' && /\bpinned\b/.test(f.value))) },
  // Hiding a fixed header while reading gives the screen back: worth it for a tall bar, nothing for a slim one.
  { id: 'tall-fixed-header', titleOnly: true, test: /\bhides? on scroll|\bslides? away\b|\breturns on scroll up\b|\bshrinking header\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'sticky_header' && headerHeight(f.evidence) >= TALL_HEADER_PX) },
  // Seals, a summary or a privacy line beside the card form need a form that takes the payment on this page, or security
  // seals in this block to move there (payment-method logos in a footer are neither).
  {
    id: 'payment-form',
    titleOnly: true,
    test: /\bpayment (?:form|step)\b|\bat (?:the )?payment\b|\bpadlock\b|\bencryption note\b|\bcard (?:details|form|fields?|number)\b|\bcheckout\b/i,
    holds: (page, s) => page.paymentForm || s.facts.some((f) => f.kind === 'security_badges' && /^security\b/.test(f.value)),
  },
  // A buy bar pinned to the screen follows one product's page: a listing, or any look-alike cards that each buy (a café's
  // priced menu with "Add to cart" under each: seen in the panel, stop 44), has a button on every card.
  { id: 'one-product', titleOnly: true, test: /\bpurchase bar\b|\bbuy (?:button )?bar\b|\b(?:persistent|sticky|floating) (?:buy|purchase) button\b|\bbuy button while scrolling\b|\bsticky add[- ]to[- ](?:cart|basket)\b|\badd[- ]to[- ](?:cart|basket) bar\b/i, holds: (page) => page.paymentForm || (page.hasPrice && page.buying && !page.listing && !page.buyOnCards && !page.plans) },
  // A fixed or hiding bar earns its place on a page several screens long; on a short one the menu is never far.
  { id: 'long-page', titleOnly: true, test: /\blong pages?\b|\bhides? on scroll|\breturns on scroll up\b|\bback[- ]to[- ]top\b/i, holds: (page) => page.height === 0 || page.height >= LONG_PAGE_PX },
  // Cutting a film to an explainer or into chapters needs a film: a few seconds of interface looping with no controls is
  // none, nor is a clip that starts by itself without sound (review, stop 44: a phone mock-up's silent loop).
  { id: 'long-video', titleOnly: true, test: /\bexplainer\b|\b\d+-minute\b|\bchapters?\b/i, holds: (_page, s) => !showsSilentClip(s) },
  // Nor is a film whose length the page does not show: an embedded player may hold a one-minute trailer (review, stop 46:
  // an events promo told to become "a 90-second explainer instead of a 6-minute demo", rated generic by both reviewers).
  // …and a film that sells: a tutorial among the docs (a block read as resources) is as long as its lesson (review, stop 48:
  // a seven-minute "Start a New Project" screencast told to become a 90-second explainer, generic or wrong 4 of 4).
  { id: 'film-known-long', titleOnly: true, test: /\bexplainer instead of\b|\b\d+-minute demo\b|\bchapter(?:s|ed)\b/i, holds: (_page, s) => s.label !== 'resources' && s.facts.some((f) => f.kind === 'video' && /\blength shown\b/.test(f.value)) },
  // Letting a carousel wait for the visitor fixes one that rotates: slides whose script has not run may not (review, stop 46).
  // One fixed message instead of the slides is advice to a slider whatever its timing.
  // Slides that all say the same thing split no message: one fixed message changes nothing a visitor reads (review, stop 49:
  // a school's three identical hero slides, wrong in 4 of 4 ratings).
  { id: 'slides-differ', titleOnly: true, test: /\bstatic hero\b|\bsingle hero message\b|\bone fixed message\b|\bagainst a (?:\w+-slide )?(?:slider|carousel)\b|\breplacing an? auto-?rotating\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'carousel' && /\bone message\b/.test(f.value)) },
  { id: 'carousel-rotates', titleOnly: true, test: /\binstead of autoplay\b|\bwaits for the visitor\b|\breplacing an? auto-?rotating\b|\bstopping the slideshow\b|\bpausing the slider\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'carousel') || s.facts.some((f) => f.kind === 'carousel' && /\bautoplay\b/.test(f.value)) },
  // A header that is fixed already is what "fixed navigation" builds.
  { id: 'not-fixed-yet', titleOnly: true, test: /\bfixed (?:navigation|nav|header|menu)\b|\bsticky (?:navigation|nav|menu)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'sticky_header') },
  // An end date needs an offer that ends: a sign-up box or a plain price has none to date.
  { id: 'offer-to-end', titleOnly: true, test: /\bclosing date\b|\bend date\b|\boffer ends\b|\bdeadline\b|\bcountdown\b|\blimited[- ]time\b/i, holds: (page) => page.promotion || page.event || page.donation },
  // A reassuring line beside the button is there already when the block says "no spam" or "cancel anytime".
  // So is anxiety-reducing microcopy ("free forever" beside the download buttons: review, stop 44).
  { id: 'no-reassurance-yet', titleOnly: true, test: /\breassuring line\b|\bprivacy (?:line|note|reassurance)\b|\bno[- ]spam (?:line|note|promise)\b|\banxiety-reducing\b/i, holds: (_page, s) => !REASSURES.test(s.words ?? s.text) },
  // A looping clip in the first screen is what a section that already loops one shows (review, stop 44: rated redundant).
  { id: 'no-loop-yet', titleOnly: true, test: /\blooping video\b|\bbackground video\b/i, holds: (_page, s) => !showsSilentClip(s) },
  // Sponsors' and partners' logos are thanked, not press that wrote about the page: press-strip advice fits a wall of
  // coverage, not a sponsor wall (blind review, stop 34, twice).
  // A wall of logos that does not say it is press is the customers' (blind review, stop 40: "media coverage" advice beside
  // Airbnb's and Google's logos); press advice is for a wall that says so, or for a block with no logos to mistake.
  { id: 'press-not-sponsors', titleOnly: true, test: /\bmedia coverage\b|\bpress (?:mentions|logos|coverage|strip)\b|\bas seen (?:in|on)\b/i, holds: (_page, s) => PRESS_SAID.test(s.text) || (!/\bsponsor|\bpartners\b/i.test(s.text) && !s.facts.some((f) => f.kind === 'logo_wall')) },
  // Sponsors of an event, or its partners, are thanked on their wall: client-logo advice is a seller's to
  // businesses. A restaurant's, a hotel's or a clinic's customers are people, with no logo to show.
  // A site's footer carries its partners', payment or membership marks: a wall of customers' logos is shown where the
  // page makes its case, not there (review, stop 44: "trusted by" and "logos below the hero" for a footer's partners).
  { id: 'logos-not-in-footer', titleOnly: true, test: /\b(?:client|customer|brand)s?\b.*\blogos?\b|\blogos? (?:of|bar|wall|strip|row)\b|\bgreyscale logos\b|\bbrand marks\b|\btrusted by\b/i, holds: (_page, s) => s.label !== 'global' },
  // Nor partners' (a vendor's sister products).
  { id: 'clients-not-sponsors', titleOnly: true, test: /\blogos?(?: bar| wall| strip| row)? of (?:well-known |recognisable |recognizable )?(?:clients|customers)\b|\b(?:client|customer) logos\b|"trusted by" strip|\bbrand marks\b/i, holds: (page, s) => customersVouch(page, s.text) },
  // A basket or a cart is a shop's: a restaurant's menu or a plan's price has none.
  { id: 'shop-on-page', titleOnly: true, test: /\bbasket\b|\bcart\b/i, holds: (page) => page.listing || page.paymentForm || (page.buying && page.hasPrice && !page.plans) },
  // A hamburger is what a header shows when its links are folded away: advice on one needs one shown at this width
  // (most headers show their links on a laptop and the button only on a phone: blind review, stop 34, twice).
  { id: 'menu-folded', titleOnly: true, test: /\bhamburger\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'navigation' && /\bmenu button\b/.test(f.value)) },
  // Plain labels are what a menu of "Pricing, Docs, Blog" already has: the advice fits a menu with a vague label ("Discover", "Our world").
  { id: 'menu-label-vague', titleOnly: true, test: /\bplain menu labels\b|\bmenu labels instead of clever\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'navigation' && !/footer/.test(f.value) && vagueMenu(f.evidence, menuEntries(f.value))) },
  // An illustration already in the block is what "custom illustration instead of a stock photo" builds.
  { id: 'no-illustration-yet', titleOnly: true, test: /\bcustom illustration\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'people_images' && /illustration/.test(f.value)) },
  // Folding answers of a few lines hides what a visitor reads at a glance (blind review, stop 33).
  { id: 'long-answers', titleOnly: true, test: /\baccordion\b|\bcollapsed answers\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'faq' && /\bshort answers\b/.test(f.value)) },
  // Opening the top answers by default needs answers folded away: an FAQ that shows them all has nothing to open (blind review, stop 36).
  // …and one that opens none yet: an accordion showing its first answer already does it (blind reviews, stop 40, twice).
  // …and one long enough that a visitor would not open the few questions it has (reviews, stops 46-48: beside folded
  // FAQs of four to six short questions, generic or wrong in 12 of 12 ratings; stop 46 had taken this back because two
  // test-half probes count the card).
  { id: 'answers-folded', titleOnly: true, test: /\b(?:open|expanded) by default\b|\b(?:top|first|most[- ]asked) (?:\w+ )?answers? (?:open|expanded)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'faq') || s.facts.some((f) => f.kind === 'faq' && /\baccordion\b/.test(f.value) && !/\b\d+ open\b/.test(f.value) && firstNumber(f.value) >= FOLDED_FAQ) },
  // Spelling out a guarantee's terms needs a vague one: a promise that states its days, distance or contract terms
  // ("200 km por producto", "30 días", "month to month, no contract") is specific already (review, stop 48: redundant in
  // 6 of 6 ratings).
  { id: 'vague-guarantee', titleOnly: true, test: /\bspecific guarantee terms\b|\binstead of "?satisfaction guaranteed"?/i, holds: (_page, s) => !GUARANTEE_TERMS.test(s.words ?? s.text) },
  // Cutting a feature list to its top three needs a long list: four cards are already short (open-source pages, whose
  // lists are never told to shorten, got "three key benefits instead of nine features" beside four cards).
  // Ending each feature's line in "so that…" fits thin copy (a line of a few words per card) or filler to be written: cards
  // of a sentence or two already say what they do, and the reviewers' gap there was figures, not phrasing (blind reviews,
  // stops 40-46: 18 of 31 ratings generic and 5 redundant, the relevant ones beside one-line cards or filler).
  { id: 'thin-feature-copy', titleOnly: true, test: /"so that/i, holds: (_page, s) => s.facts.every((f) => f.kind !== 'feature_grid' || /placeholder text/.test(f.value) || Number(/(\d+) characters/.exec(f.evidence)?.[1] ?? 0) <= THIN_COPY) },
  // Nor an open-source project's list, its visitors' spec sheet (deficits.ts, feature-count; review, stop 46: Kanboard's ten).
  // Callouts and crops are drawn on still screenshots: a block showing the product as a film has none to mark up (blind
  // reviews, stops 43-46: "screenshots with callouts" beside demo clips and an events video, generic all 14 times).
  { id: 'stills-not-film', titleOnly: true, test: /\bscreenshots? with callouts\b|\bannotated screenshots?\b|\bcropped, zoomed screenshot\b|\binstead of a static screenshot\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'video') },
  // Ordering features by what buyers ask about needs buyers: an open-source project's visitors install it (review, stop 46:
  // "free software with no buyers", generic all five times it was rated).
  // …and a list long enough that its order decides what is read: beside seven cards or fewer the advice had no ground on
  // the page (reviews, stops 46-48: generic in 6 of 6 ratings).
  { id: 'has-buyers', titleOnly: true, test: /\bwhat buyers\b|\bbuyers ask\b|\bprospects ask\b/i, holds: (page, s) => !page.openSource && !s.facts.some((f) => f.kind === 'feature_grid' && firstNumber(f.value) < RANKED_LIST) },
  { id: 'long-feature-list', titleOnly: true, test: CUTS_FEATURE_LIST, holds: (page, s) => !page.openSource && !FULL_LIST.test(s.text) && (!s.facts.some((f) => f.kind === 'feature_grid') || s.facts.some((f) => f.kind === 'feature_grid' && firstNumber(f.value) >= LONG_FEATURE_LIST)) },
  // Grouping questions by topic is for a long FAQ: eight short questions are read at a glance (blind review, stop 42).
  { id: 'long-faq', titleOnly: true, test: /\bgrouped by topic\b|\bgroup (?:long )?faqs?\b|\bfaq (?:categories|topics|sections)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'faq') || s.facts.some((f) => f.kind === 'faq' && firstNumber(f.value) >= LONG_FAQ) },
  // Adding an FAQ is advice to a page without one; refinements of an FAQ (an accordion, questions from sales) still apply.
  { id: 'no-faq-yet', titleOnly: true, test: /^(?:FAQ answering|questions-and-answers block)\b/i, holds: (page) => !page.kinds.has('faq') },
  // A welcome discount or a trial is an offer the page must make: a nonprofit's newsletter or a contact form has neither.
  { id: 'sells-something', titleOnly: true, test: /\bwelcome discount\b|\bfirst order\b/i, holds: (page) => page.hasPrice },
  { id: 'offers-trial', titleOnly: true, test: /\btrial\b/i, holds: (page) => page.trial },
  // A header stripped for a sign-up page fits a page whose purpose is the sign-up or the purchase, not a home page with a menu to use.
  { id: 'sign-up-page', titleOnly: true, test: /\b(?:on )?the sign-up page\b/i, holds: (page) => !page.home && (page.signUpForm || page.paymentForm) },
  // Steps "near the sign-up" need a sign-up to stand by: a build tool's pipeline steps on a page with none are no onboarding (blind review, stop 39).
  { id: 'sign-up-nearby', titleOnly: true, test: /\b(?:near|next to|beside|by|under|above|before) the sign-?up\b(?! (?:page|form|button|box|field))/i, holds: (page) => page.signUpForm || page.trial },
  // …nor of a clinic's patients, quoted without their faces on purpose (deficits.ts, testimonial-photos).
  { id: 'not-patients', titleOnly: true, test: /\bheadshots?\b|\bcustomer photos\b|\bphoto of each\b/i, holds: (page) => !page.health },
  // A regulator's registration reassures where a regulator oversees the trade: a shop's payment logos are no such thing
  // (review, stop 46: "regulator registration in the header" for a scooter shop's PayPal logo).
  { id: 'regulated-trade', titleOnly: true, test: /\bregulator\b|\bregulated\b/i, holds: (page) => page.regulated },
  // A quote form starts a request for a price: an agency's contact form is one, a restaurant's or a hotel's "get in touch"
  // is none (review, stop 46: rated generic beside a restaurant's four-field contact form).
  { id: 'quote-form', titleOnly: true, test: /\bquote form\b/i, holds: (page, s) => !(page.localBusiness && s.facts.some((f) => f.kind === 'form' && /\bfor contact\b/.test(f.value))) },
  // Billing questions answered beside the plans are answered already where the page's FAQ asks them (review, stop 46:
  // "plan-change questions on pricing" for an FAQ with "Can I cancel anytime?" right above the plans).
  { id: 'billing-unanswered', titleOnly: true, test: /\bplan-change questions\b|\bbilling (?:and cancel\w*|questions)\b|\bcancellation answer\b|\bcancel any ?time\?"? answered\b/i, holds: (page) => !page.billingAnswered },
  // Attributing quotes (names, photos, roles) needs quotes in the block: a rating stated alone has nobody to name.
  { id: 'quotes-here', titleOnly: true, test: /\bnamed testimonials\b|\bfull attribution\b|\bphotos? and names\b|\bheadshots?\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'testimonials' && hasQuotes(f.value)) },
  // Names on quotes that are signed already is advice the block follows.
  { id: 'quotes-unnamed', titleOnly: true, test: /\bnamed testimonials\b|\bfull attribution\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'testimonials' && /\bno names\b/.test(f.value)) },
  // Taking the menu away fits a campaign's landing page (its address says so, or the page exists to sign up or pay); on a
  // home page or any other page of a site the menu is how visitors reach the rest (a hotel's Booking link; blind review, stop 37: wrong on five home pages).
  { id: 'campaign-page', titleOnly: true, test: /\bremoving the (?:main )?menu\b|\bcampaign landing pages?\b|\bwithout (?:the )?(?:main )?navigation\b/i, holds: (page) => !page.home && (page.campaign || page.signUpForm || page.paymentForm) },
  // Press mentions and awards to show need press or prizes the page speaks of: advising them to a page with none asks
  // for coverage to be made up (blind reviews, stops 40-46: generic or wrong in all 8 ratings, a local clinic's among them).
  { id: 'press-to-show', titleOnly: true, test: /\bpress mentions\b|\bmedia coverage\b|\bas seen (?:in|on)\b|\bpress (?:logos|strip)\b/i, holds: (page) => page.pressSaid },
  // Who wrote an article is a question for the article's own page: on a home page's listing cards, or a roster of teachers or
  // speakers, an author's photo or bio adds little (blind reviews, stops 40-47: "author photo on article cards" and "author bio
  // with photo and credentials" generic, redundant or wrong in all 26 ratings, signed cards and unsigned ones alike).
  { id: 'article-page', titleOnly: true, test: /\bauthor (?:photos?|bios?|box|byline)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'article_cards' || f.kind === 'team') },
  // A hands-on demo, a playground or a product tour shows something used on a screen: a hotel or a dentist has none to try.
  // Pages that compare a product with a named rival ("X alternative") are a software vendor's tactic, not a school's or a shop's.
  // …and one that sets itself against rivals: "X alternative" pages for a block that names none are stock advice (blind
  // reviews, stops 40-46: generic all eight times it was rated).
  { id: 'rival-pages', titleOnly: true, test: /\balternative\b.*\bpages?\b|\b(?:comparison|competitor|versus|vs\.?) pages?\b|\brivals?\b|\bswitching (?:guide|from)\b/i, holds: (page, s) => page.software && !page.openSource && (page.kinds.has('comparison_table') || NAMES_RIVALS.test(s.words ?? s.text)) },
  // A screenshot is of something used on a screen: a hotel's or a café's photo strip has none to crop (blind review, stop 33).
  // After the blind review of stop 39: each of these was shown where its premise was missing.
  // …and for a page of help, not a home page's promo film or steps (reviews, stops 48-49: generic or wrong in 4 of 4 ratings).
  { id: 'help-centre', titleOnly: true, test: /\bhelp cent(?:re|er)\b|\bknowledge base\b|\bsupport (?:centre|center|docs)\b/i, holds: (page) => page.software && !page.home },
  // Tiles that carry their names under the pictures are the labelled tiles these tests build (review, stop 49: redundant in 2 of 2).
  { id: 'tiles-unlabelled', titleOnly: true, test: /\bimage-only tiles\b|\blabell?ed (?:image )?tiles\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'category_tiles' && /^tiles: \S/.test(f.evidence)) },
  // Customers' logos moved or added need customers: not the site's own family of brands shown again in its footer.
  { id: 'customer-logos', titleOnly: true, test: /\blogos? (?:bar |strip |row |wall )?of (?:well-known |recognisable |recognizable )?(?:customers|clients|brands|companies)\b|\b(?:customer|client) logos\b|"trusted by"|\bfamous brand marks\b/i, holds: (page, s) => !s.facts.some((f) => f.kind === 'logo_wall' && ownBrands(f, page)) },
  { id: 'price-was-cut', titleOnly: true, test: /\bcrossed[- ]out\b|\bstruck[- ]through\b|\boriginal price\b|\bwas[- ]price\b/i, holds: (page) => page.promotion },
  { id: 'phone-to-call', titleOnly: true, test: /\b(?:click|tap)[- ]to[- ]call\b|\bcall button\b/i, holds: (page, s) => page.localBusiness || s.facts.some((f) => f.kind === 'navigation' && /\bphone (?:link|number)\b/.test(f.value)) },
  { id: 'donation-form', titleOnly: true, test: /\bdonation form\b|\bdefault gift\b|\bmonthly giving as the default\b/i, holds: (page) => page.donationForm },
  // A header kept in view is worth it for the next step it carries: a button, or a menu entry that buys, books,
  // downloads or signs up (blind review, stop 39: "generic" on a menu of docs links; relevant on one holding "Tickets").
  // A bar fixed at the top is the page's header: a menu listed down the page under the opening is no bar to pin (review,
  // stop 46: "fixed navigation bar" for Kanboard's list of 22 links below its screenshot).
  { id: 'header-at-top', titleOnly: true, test: PINS_THE_HEADER, holds: (_page, s) => s.label !== 'global' || s.opening !== false },
  { id: 'header-carries-action', titleOnly: true, test: PINS_THE_HEADER, holds: (_page, s) => s.facts.some((f) => (f.kind === 'cta' && !/\balike\b/.test(f.value)) || (f.kind === 'navigation' && NEXT_STEP.test(f.evidence))) },
  // Showing the product in the opening is done when a block showing it stands beside the hero's words (review, stop 46:
  // "product screenshot in the hero" beside Tusky's phone screenshot, labelled a block of its own).
  { id: 'product-not-at-top', titleOnly: true, test: /\bproduct screenshot\b|\bscreenshot of the product\b/i, holds: (page, s) => s.label !== 'hero' || !page.productAtTop },
  // Software and apps show themselves in the first screen: a stranger's face is no fix for their picture (the people-photos check).
  { id: 'face-for-hero', titleOnly: true, test: /\breal (?:people|person|customer)\b|\bhuman face\b|\bstock (?:imagery|photos?)\b/i, holds: (page, s) => !(s.label === 'hero' && page.software) },
  // Matching the ad needs ad traffic to match: the address says the visitor came from a campaign (blind reviews, stops 36-42:
  // "nothing suggests paid traffic", rated generic all seven times it was shown to a home page).
  { id: 'ad-campaign', titleOnly: true, test: /\bcampaign-specific\b|\b(?:matching|match(?:es)?) the ad\b|\bad that brought\b|\bmessage match\b/i, holds: (page) => page.campaign && !page.openSource },
  // Technical names to translate into benefits belong to a product's features, not to a charity's causes or a clinic's services.
  // And the features must be named technically: "Sturdy Themes", "Made with Love" have nothing to translate (review, stop
  // 44, and blind reviews, stop 43: rated generic five times beside plain-spoken feature titles). The names are the block's
  // headings (`text`), not its copy: "All dependencies are kept current" under "Up to Date" leaves the name plain (review,
  // stop 49: generic in 5 of 5 ratings).
  { id: 'technical-features', titleOnly: true, test: /\btechnical (?:feature )?names\b/i, holds: (page, s) => (page.software || page.listing) && technicalTerms(s.text) },
  { id: 'software-product', titleOnly: true, test: /\binteractive demo\b|\bhands-on\b|\bplayground\b|\bsandbox\b|\bproduct tour\b|\bbook a demo\b|\bscreenshots?\b/i, holds: (page) => page.software },
  // Trying the product before signing up is a web product's: an app got from a store is tried by installing it (blind review, stop 36).
  { id: 'tried-in-browser', titleOnly: true, test: /\binteractive demo\b|\bhands-on\b|\bplayground\b|\bsandbox\b|\bproduct tour\b|\bbook a demo\b/i, holds: (page) => !page.storeApp },
  // Replacing the testimonials needs testimonials in the block, read as quotes, as a slider's slides or as quoted words: a band
  // of figures has none to replace (blind review, stop 36).
  { id: 'testimonials-to-replace', titleOnly: true, test: /\b(?:instead of|replacing) (?:the |your |own |our )*(?:testimonials|quotes|reviews)\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'testimonials' || f.kind === 'carousel') || QUOTED.test(s.text) },
  // Making the consent banner smaller fits one that covers the page: a slim bar along an edge already leaves it in view
  // (blind review, stop 37: "a banner that does not cover the main button" beside a slim bottom bar).
  { id: 'banner-covers', titleOnly: true, test: /\bslim consent (?:banner|bar) instead of\b|\b(?:cookie|consent) banner that does not cover\b|\bcorner consent box instead of\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'cookie_banner' && /\bslim bar\b/.test(f.value)) },
  // Weighing praise against criticism needs real reviews: quotes of template filler, or one name signing them all, are to be
  // written first (a hygiene finding says so; blind review, stop 37: "show critical reviews" under three lorem-ipsum John Does).
  { id: 'real-reviews', titleOnly: true, test: /\b(?:critical|negative|mixed|bad) reviews\b|\balongside (?:the )?positive\b|\b\d\.\d rating (?:against|versus|vs\.?|instead of) (?:a )?perfect\b|\bless than perfect\b|\brespond\w* to (?:reviews|criticism)\b/i, holds: (page, s) => !s.facts.some((f) => f.kind === 'testimonials' && /\b(?:placeholder text|repeated names)\b/.test(f.value))
    // …and a body of reviews to mix criticism into: ratings, or three quotes or more; one quote is one voice (stop 47: generic twice).
    && (page.ratingShown || s.facts.some((f) => f.kind === 'testimonials' && firstNumber(f.value) >= 3)) },
  // An author's bio and credentials vouch for what experts wrote: a page of articles has them, and a team of
  // doctors or teachers may; a restaurant's chef and waiters vouch for no content (blind review, stop 33).
  { id: 'content-by-experts', titleOnly: true, test: /\bauthor (?:bios?|photos?|box|byline)\b|\bcredentials\b|\breviewed-by\b/i, holds: (page, s) => page.kinds.has('article_cards') || EXPERT.test(s.text) },
  // A product shown in a person's hands is a thing you hold: an app or a code editor is shown on its screen.
  { id: 'held-product', test: /\bin (?:a |the )?(?:person's|someone's|customer's) hands\b|\bproduct in (?:use|hand)\b/i, holds: (page) => !page.software },
  // Moving the season's category first needs a range that changes with the seasons: a shop that names one (summer,
  // Christmas, back to school), not a grocer's or a bookshop's standing departments (blind reviews, stops 46-47: generic in 4 of 4).
  { id: 'seasonal-range', titleOnly: true, test: /\bseasonal category\b/i, holds: (_page, s) => SEASONAL.test(s.words ?? s.text) },
  // Departments, gift finders, occasions, the season's or the most chosen category first are a shop's ways in: a list of
  // links to documentation or extensions has none, nor a brand's device tiles, set in an order of their own (blind
  // review, stop 45).
  // Plans to subscribe to are no shop either: a SaaS page's persona cards are not departments.
  { id: 'shop-ways-in', titleOnly: true, test: /\bdepartments?\b|\bgift finder\b|\boccasion-based\b|\bseasonal category\b|\bcategory tiles by popularity\b/i, holds: (page) => page.listing || page.paymentForm || (page.hasPrice && !page.plans) },
  // Advice on how a chat behaves (a popup, an invitation, a bot) needs a chat on the page.
  { id: 'chat-on-page', titleOnly: true, test: /\bchat (?:popup|invitation|icon|message)\b|\bchatbot\b|\bproactive chat\b|\bhuman chat\b/i, holds: (page) => page.kinds.has('chat_widget') },
  // An e-mail field in the first screen captures leads: a free, open-source project asks visitors to install or contribute instead.
  // Star ratings and review counts rate a purchase: a free, open-source project's quotes are developers' posts.
  { id: 'rated-purchase', titleOnly: true, test: /\bstar ratings?\b|\breview counts?\b|\bnumber of reviews\b/i, holds: ratedOffer },
  // A review count, or a 4.7 against a perfect 5.0, is told beside a rating the page shows: with none, "show how many reviews
  // it is based on" asks for a rating to be made up (blind reviews, stop 47: generic in 10 of 10 ratings beside quotes
  // with no stars; relevant in 8 of 8 beside a bare "4.9 ★" or five starred quotes, stop 46).
  // Stars on quotes of template filler (lorem ipsum, one name thrice) rate nothing: the reviews are to be written first
  // (reviews, stops 46-48: generic in 11 of 11 ratings beside such quotes; relevant beside a real restaurant's starred quotes).
  { id: 'rating-to-count', titleOnly: true, test: /\bstar rating (?:shown )?with (?:the )?(?:number of reviews|review count)\b|\b\d\.\d rating (?:against|versus|vs\.?|instead of) (?:a )?perfect\b/i, holds: (page, s) => page.ratingShown && !s.facts.some((f) => f.kind === 'testimonials' && /\b(?:placeholder text|repeated names)\b/.test(f.value)) },
  // An email field that starts a sign-up needs a sign-up to start: a trial, an account, software to try; not a table
  // booking or an appointment form (blind review, stop 40).
  { id: 'takes-sign-ups', titleOnly: true, test: /\bemail field in the hero\b|\binline sign-up\b/i, holds: (page) => !page.openSource && (page.signUpForm || page.trial || page.software) },
  // Asking for the email first starts a sign-up: a booking, an appointment, a message or a gift needs its own fields
  // (blind review, stop 40: "ask for the email first" for a table-booking form with no email field).
  { id: 'starts-a-sign-up', titleOnly: true, test: /\bone-field start form\b|\bemail (?:field )?first\b|\bemail field in the hero\b|\binline sign-up\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'form' && /\bfor (?:booking|contact|donation|order)\b/.test(f.value)) },
  // Comparing prices with named alternatives is for a product bought instead of another (software, plans), not a
  // restaurant's story, a school's notices or a charity's programme (blind review, stop 40, three times).
  { id: 'priced-alternatives', titleOnly: true, test: /\bprice comparison with (?:named )?alternatives\b|\bcompar\w+ (?:the )?(?:total )?costs? with (?:the )?alternatives\b/i, holds: (page) => page.hasPrice && (page.software || page.plans) && !page.openSource },
  // A live webinar teaches something used on a screen: an event met in person or a café's blog has none to give. And it is
  // advice where the business teaches live already (webinars, workshops, courses, office hours): elsewhere it is a new
  // programme to start, not a change to this block (a software maker's strip of three posts).
  { id: 'online-offer', titleOnly: true, test: /\bwebinars?\b/i, holds: (page) => page.software && !page.localBusiness && page.teachesLive },
  // A strip of customers' logos is advice where the page shows none: beside a wall of logos elsewhere it repeats it
  // (blind review, stop 40: a "trusted by" strip beside thirteen sponsors' logos; a client-logo test on a team block).
  // A block with logos of its own is judged by its checks (logos at the opening pass).
  { id: 'no-logo-wall-yet', titleOnly: true, test: /\blogos of (?:well-known |recognisable |big |major )?(?:clients|customers|brands|companies)\b|"trusted by" strip|\blogo (?:bar|strip|wall|row)\b|\bbrand marks\b/i, holds: (page, s) => s.facts.some((f) => f.kind === 'logo_wall') || !page.kinds.has('logo_wall') },
  // Cutting the tiles to six "instead of eighteen" needs more than six to cut (blind review, stop 45: told to five).
  { id: 'tiles-to-cut', titleOnly: true, test: /\btiles instead of (?:eighteen|twelve|fifteen|twenty|\d{2})\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'category_tiles' && firstNumber(f.value) > 6) },
  // An icon beside each feature is advice for a grid of features: steps or a list with icons of their own are no grid to
  // decorate (blind review, stop 45: told to three numbered steps that had icons).
  { id: 'icons-need-features', titleOnly: true, test: /\bicons? (?:beside|next to|for|per) each (?:feature|benefit)\b|\bfeature icons\b|\bicons? in the (?:feature )?grid\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'feature_grid') },
  // Labelling the optional fields "instead of the required ones" needs a form that marks its required fields, and has an
  // optional one to label (blind review, stop 45: told to a form whose six fields were all required).
  { id: 'marks-required', titleOnly: true, test: /\boptional fields instead of required\b|\bmarking optional fields\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'form' && hasOptionalField(f.value)) },
  // Removing or quietening buttons needs buttons that compete: two or more in the section ("one primary button" alone also fits a hero with none).
  // Store badges (F-Droid and Google Play) get one app from two places: no choice between actions.
  { id: 'several-buttons', titleOnly: true, test: /competing (?:choices|buttons|calls)|equal buttons|primary (?:plus|and) (?:a )?(?:quiet|secondary)|secondary (?:action|button)|\bone (?:primary |main |single )?(?:button|call to action|cta)\b.{0,30}\binstead of (?:two|three|four|five|several|many|\d)/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'cta' && liveButtons(f.value) >= 2 && !setApart(f.value) && !storeButtons(f.evidence)) },
  // A button's words are judged where buttons have words of their own: a store badge's are the store's (review, stop 44:
  // "specific button text" beside two badges).
  { id: 'worded-buttons', titleOnly: true, test: BUTTON_WORDS, holds: (_page, s) => !s.facts.some((f) => f.kind === 'cta' && storeButtons(f.evidence)) },
  // Keeping search in reach needs a search on the page: a charity's header has none to keep.
  { id: 'search-on-page', test: /\bkeep search\b|\bsearch (?:reachable|in reach|always visible)\b|\bexample (?:queries|searches)\b/i, holds: (page) => page.kinds.has('search_box') },
  // Cutting fields, or asking one question per screen, needs a form of several fields in the section; a sign-up form's
  // neighbourhood (a line beside its button) needs the form.
  { id: 'form-to-cut', titleOnly: true, test: /fewer fields|shorter (?:\w+ )?form|\b\d+-field form|\bquote form\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'form' && firstNumber(f.value) >= 4) },
  // A contact or demo form of six fields fits one screen: steps add clicks (specialist review); a longer one may be split.
  { id: 'form-to-split', titleOnly: true, test: /one question per screen|multi-step form|wizard-style/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'form' && firstNumber(f.value) >= 8) },
  { id: 'sign-up-here', titleOnly: true, test: /\bsign-?up button\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'form' || (f.kind === 'cta' && SIGN_UP.test(f.evidence))) },
  // A line beside the sign-up form goes where a visitor joins or subscribes: a contact, booking or order form is not it.
  { id: 'sign-up-form', titleOnly: true, test: /\b(?:beside|next to|under|below|above|near) the (?:sign-up|subscribe|newsletter) (?:form|button)\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'form' && /\bfor (?:contact|booking|order|donation)\b/.test(f.value)) },
  { id: 'form-in-section', titleOnly: true, test: /\b(?:beside|next to|under|below|above) the (?:sign-up |subscribe |e-?mail )?(?:form|field)\b/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'form') },
  { id: 'donation', test: /donat|matching-gift|appeal\b/i, holds: (page) => page.donation },
  // Reading advice is for articles: a row of event cards (dated talks and workshops, an events history) is not read,
  // has no guide to put in each and no author to sign it (blind review, stop 39).
  // Advice made at the end of a blog post (a sign-up on its topic, a gift for reading on) or on a blog's listing (a
  // reading time) fits an article or a blog's own page, not a home page's teasers of a few posts (blind reviews, stop
  // 40: "a blog-page test stuck onto a home page"; reading times rated stock advice on four home pages; stop 49: a link "in
  // the article" instead of a banner, beside a home page's news cards, generic in 2 of 2 ratings).
  { id: 'reading-an-article', test: /\breading time\b|\bminutes? read\b|\(blog (?:page|post)\)|\(article page\)|\bthe article'?s topic\b|\bat the end of (?:each |every |the |a )?(?:blog )?(?:articles?|posts?)\b|\bin (?:each|every|the) (?:blog )?(?:post|article)\b|\binside (?:the |each )?(?:blog )?(?:post|article)\b|\bafter each article\b|\bwhat the reader just (?:read|enjoyed)\b/i, holds: (page) => !page.home },
  // An author's byline and credentials go on articles, or on the people who serve the visitor (a team, teachers): not on
  // an event's speakers or a home page's other cards (blind review, stop 40).
  { id: 'author-of-articles', titleOnly: true, test: /\bauthor (?:bio|photo|byline|box)\b/i, holds: (page, s) => !page.home || s.facts.some((f) => f.kind === 'article_cards' || (f.kind === 'team' && !page.event)) },
  { id: 'articles-not-events', test: /reading time|\bread next\b|related (?:articles|posts)|end of (?:blog )?(?:articles|posts)|article dates|\bin each article\b|\barticle cards\b|\bauthor (?:photo|bio|byline)\b/i, holds: (_page, s) => !EVENT_LISTING.test(s.text) },
  { id: 'event', test: /registration deadline|speaker profiles|event hero|launch in the first screen/i, holds: (page) => page.event },
  // Header and menu advice belongs to the header: a footer is told nothing about "the phone number in the
  // header", the hamburger icon or the top-level menu.
  { id: 'not-footer', test: /\bheader\b|\bmain menu\b|hamburger|mega menu|top-level|menu labels?\b|navigation bar|top bar|\bsticky\b|\bsite navigation\b|navigation on landing pages/i, holds: (_page, s) => !isFooter(s) },
  // Cutting the menu to about five entries needs a menu read with more than five (a header of "Sign in" beside its button has none to cut).
  { id: 'menu-to-cut', titleOnly: true, test: /\bfive top-level items\b|\bsimplified navigation\b|\btrimming the header menu\b/i, holds: (page) => page.navLinks >= LONG_MENU && !page.openSource },
  // Replacing the opening carousel with one static message is advice for the hero, not for a reviews slider.
  { id: 'hero-only', test: /\bstatic hero\b|single hero message|hero (?:carousel|slider)|opening (?:area|banner)|behind the headline|background video/i, holds: (_page, s) => s.label === undefined || s.label === 'hero' },
  // A count of users is advice only where the section does not give one (blind review, stop 40: "600M+ users").
  { id: 'count-not-said', titleOnly: true, test: HEADCOUNT_TEST, holds: (_page, s) => !HEADCOUNT.test(s.words ?? s.text) },
  // A change made "in the hero" is for the hero: not a contact form's button further down (blind review, stop 40).
  { id: 'in-the-hero', titleOnly: true, test: /\bin the hero\b/i, holds: (_page, s) => s.label === undefined || s.label === 'hero' },
  // Advice to add a video where one is already embedded is advice to do what the page does.
  { id: 'no-video-yet', test: ADDS_VIDEO, holds: (page) => !page.kinds.has('video') },
  { id: 'no-video-proof-yet', test: ADDS_VIDEO_PROOF, holds: (_page, s) => !s.facts.some((f) => f.kind === 'video') },
  // A video whose length is written beside it already says what the click costs.
  { id: 'length-unsaid', test: /\bhow long (?:a|the|each) (?:video|clip) is\b|\bvideo (?:length|duration) on\b/i, holds: (_page, s) => !s.facts.some((f) => f.kind === 'video' && /\blength shown\b/.test(f.value)) },
  { id: 'video-exists', test: /caption\w* (?:the )?(?:testimonial )?clips|\bcaptioned clips?\b|\bcustomer clips?\b|video (?:length|autoplay)|autoplaying background video|cinemagraph/i, holds: (page) => page.kinds.has('video') },
  // Filming customers is for an offer people buy: a free, open-source project's users are quoted by name and role
  // (review, stop 48: "customer clip with captions" beside Tachyons' signed quotes, generic 4 of 4).
  { id: 'customers-filmed', titleOnly: true, test: /\bcustomer clips?\b|\bvideo testimonials?\b|\bclients? telling\b|\bfilmed (?:client|customer)s?\b|\b(?:client|customer) interviews?\b/i, holds: (page) => !page.openSource },
  // Demoting a "Watch the video" button needs one: a clip that plays in place has no button to demote.
  { id: 'watch-button', titleOnly: true, test: /"watch the video"|\bwatch[- ]the[- ]video (?:button|link)\b/i, holds: (_page, s) => s.facts.some((f) => (f.kind === 'cta' && /\b(?:watch|video|play)\b/i.test(f.evidence)) || (f.kind === 'video' && /\bplay button\b/.test(f.value))) },
  // Demoting it is for a play button beside the main action it competes with: alone in a block of its own (a promo video's
  // section), the play button is that block's point (review, stop 46: rated wrong by both reviewers of small-apps).
  { id: 'watch-beside-ask', titleOnly: true, test: /\bdemoting "?watch the video"?/i, holds: (_page, s) => s.facts.some((f) => f.kind === 'cta' || f.kind === 'form') },
  // A live demo offered "before sign-up" needs an account to offer it before (blind review, stop 43: framework7's feature
  // clips were told so four times, on a page with no sign-up).
  { id: 'account-to-precede', titleOnly: true, test: /\bbefore sign-?up\b/i, holds: (page) => page.signUpForm || page.trial },
  // A review platform's score is for an offer people rate there: a shop, a local business, a product for sale; not a
  // community conference's one tweet (blind review, stop 43).
  { id: 'rated-on-a-platform', titleOnly: true, test: PLATFORM_SCORE, holds: ratedOffer },
  // …and one the page does not show already: a Google Reviews block below the quotes is that score (review, stop 46).
  { id: 'platform-not-shown', titleOnly: true, test: PLATFORM_SCORE, holds: (page) => !page.platformReviews },
  // A number to move into the feature headlines needs a number in the features' copy: features that state none were told
  // it as stock advice; tachyons' buried "under 14kb" and "480 colour combinations" made it the review's best test (stop 43).
  { id: 'figures-to-promote', titleOnly: true, test: /\bnumbers in (?:the )?feature|\bquantified (?:benefit|feature)|\bfigures? in (?:the )?feature/i, holds: (_page, s) => claimsFigure(s.words ?? s.text) },
  // Saying where the numbers come from needs numbers: a test whose rule is that, beside copy with none, is stock advice.
  { id: 'figures-to-source', test: /\bwhere (?:your|the) numbers come from\b|\bclaims? with (?:their|its|a) source\b/i, holds: (_page, s) => claimsResult(s.words ?? s.text) },
];

/**
 * The preconditions a test's words call for, whatever the page: read once per test, not once per
 * section and per audit (forty expressions over each test's text were a third of an audit's time,
 * and the panel builds the audit again as answers come in).
 */
const calledFor = new Map<string, readonly Precondition[]>();
const CALLED_FOR_MAX = 5000;

const calledForKey = (text: string, title: string) => `${title}\u0000${text}`;

function remember(key: string, found: readonly Precondition[]): readonly Precondition[] {
  if (calledFor.size >= CALLED_FOR_MAX) calledFor.clear();
  calledFor.set(key, found);
  return found;
}

function preconditionsOf(text: string, title: string): readonly Precondition[] {
  const key = calledForKey(text, title);
  const known = calledFor.get(key);
  if (known) return known;
  const change = stated(title);
  return remember(key, PRECONDITIONS.filter((p) => p.test.test(p.titleOnly ? change : text)));
}

/** The ids of the preconditions a test's words call for (`text`: its fields read together, as for unmetPrecondition). */
export const calledForIds = (text: string, title: string): string[] => preconditionsOf(text, title).map((p) => p.id);

const PRECONDITION_BY_ID = new Map(PRECONDITIONS.map((p) => [p.id, p]));

/**
 * Takes what another part of the extension read of a test's words (the background sends it with the tests it
 * knows): a panel just opened has no expression compiled yet, and its first audit would run forty of them over
 * every test. Ids this build does not know are left out.
 */
export function rememberCalledFor(text: string, title: string, ids: readonly string[]): void {
  const key = calledForKey(text, title);
  if (!calledFor.has(key)) remember(key, ids.flatMap((id) => PRECONDITION_BY_ID.get(id) ?? []));
}

/** The precondition a test fails on this page, or null when it fits. `text`: the test's fields read together; `title`: its title. */
export function unmetPrecondition(text: string, page: PageContext, section: SectionContext, title = text): string | null {
  for (const p of preconditionsOf(text, title)) if (!p.holds(page, section)) return p.id;
  return null;
}

/**
 * Tests run on the same kind of page as this one: a charity's ("what each gift pays for"), an event's, a shop's, a
 * software company's, a local business's, an app's. Of two tests that answer the same fact, the one made where this
 * page's visitors are transfers better (blind review, stop 41: "anxiety-reducing microcopy" led a donation block
 * over "showing what each gift pays for").
 */
const PAGE_KINDS: ReadonlyArray<{ test: RegExp; holds: (page: PageContext) => boolean }> = [
  { test: /\bdonat|\bgifts?\b|\bdonors?\b|\bappeal\b|\bcharit|\bfundrais/i, holds: (page) => page.donation },
  { test: /\bevents?\b|\btickets?\b|\bspeakers?\b|\battendees?\b|\bconference\b/i, holds: (page) => page.event },
  { test: /\bcart\b|\bbasket\b|\bcheckout\b|\bproduct (?:pages?|cards?|listings?|grid)\b|\bshoppers?\b/i, holds: (page) => page.listing || page.buying },
  { test: /\bsaas\b|\bfree trial\b|\bsoftware\b|\bdashboard\b/i, holds: (page) => page.software && !page.openSource },
  { test: /\bappointments?\b|\bbookings?\b|\breservations?\b|\bclinic|\brestaurant|\bhotel|\bpatients?\b|\bguests?\b/i, holds: (page) => page.localBusiness },
  { test: /\bapp store\b|\bapp downloads?\b|\binstalls?\b/i, holds: (page) => page.storeApp },
];

/** 1 when the test's words name this kind of page, else 0. `text`: the test's fields read together. */
export function pageKindFit(text: string, page: PageContext): number {
  return PAGE_KINDS.some((k) => k.holds(page) && k.test.test(text)) ? 1 : 0;
}
