import type { FactKind, SectionFact } from '../facts/types';
import type { SectionLabel } from '../sections/labels';
import { CLAIM, competingButtons } from './derived';

/**
 * What a conversion specialist asks the catalogue about each fact, in the catalogue's own words
 * (element tested, variation, principle), and how to tell a test that answers it.
 * `salience` orders a section's facts: a design choice the catalogue often tested against (a
 * rotating hero, a long form, equal buttons) leads; a fact that is already good practice trails.
 */
export interface FactQuestion {
  /** `evidence` is what the fact quotes from the page (a headline's words). */
  queries(value: string, evidence?: string): string[];
  /** Case-insensitive test over a test's title, element, variation, principle and rule (per value where it matters). */
  answers: RegExp | ((value: string, evidence?: string) => RegExp);
  salience(value: string, evidence?: string): number;
}

const has = (value: string, re: RegExp) => re.test(value);
/** A button that asks for a gift, in the languages the glossaries read. */
const DONATE = /\b(?:donat\w*|give now|spenden?|faire un don|donner|donar|dona(?:re|r)?|doar|doe nu|doneer)\b/i;
const count = (value: string) => Number(/\d+/.exec(value)?.[0] ?? 0);
const isProducts = (v: string) => /\bproducts with prices\b/.test(v);
const isPlans = (v: string) => /\b\d+ plans?\b/.test(v);
/** A headline of three words or more that claims something measurable but shows no figure. */
export const claimsWithoutFigure = (value: string, evidence: string) => count(value) > 2 && /no numbers/.test(value) && CLAIM.test(evidence);

export const FACT_QUESTIONS: Record<FactKind, FactQuestion> = {
  carousel: {
    queries: (v) => ['static hero image instead of rotating carousel slides', ...(has(v, /autoplay/) ? ['carousel autoplay slider rotation'] : ['carousel slider with arrows and dots'])],
    answers: /carousel|slider|slideshow|rotat\w* (?:banner|slides|hero)|slides/i,
    salience: () => 10,
  },
  form: {
    queries: (v) => [
      count(v) >= 5 ? `shorter form with fewer fields instead of ${count(v)} fields` : has(v, /for newsletter/) ? 'newsletter subscribe form' : 'single field sign-up form',
      ...(has(v, /phone/) ? ['removing the phone number field from the form'] : []),
      ...(has(v, /multi-step/) ? ['multi-step form split into steps'] : count(v) >= 8 ? ['multi-step form instead of one long form'] : []),
    ],
    answers: /\bforms?\b|fields?\b|sign-?up box|opt-?in/i,
    // One or two fields leave no friction to remove: such a form is asked about, but is no opportunity.
    salience: (v) => (count(v) >= 5 || has(v, /phone|multi-step/) ? 9 : count(v) >= 3 ? 6 : 5),
  },
  comparison_table: {
    queries: () => ['comparison table against competitors', 'us versus them alternatives comparison'],
    answers: /compar|versus|\bvs\.?\b|competitor|alternative/i,
    salience: () => 9,
  },
  pricing: {
    // A grid of priced products (lib/audit/derived) is a shop's listing: it is asked what listing cards lack.
    // Prices that are neither plans nor a listing (a card or two, a menu, a struck-through price) are no
    // pricing page: plan-tier questions would advise on plans the page does not have.
    queries: (v) => isProducts(v) ? [
      ...(has(v, /review counts/) ? [] : ['review count on product cards in listings']),
      ...(has(v, /add to cart/) ? [] : ['add to basket button on category grid cards']),
      ...(has(v, /badges/) ? [] : ['bestseller badges on listing cards']),
      'product listing cards',
    ].slice(0, 2) : isPlans(v) ? [
      has(v, /none highlighted/) ? 'highlighting a recommended most popular plan' : 'most popular plan badge anchoring pricing tiers',
      ...(has(v, /toggle/) ? ['annual monthly billing toggle on pricing page'] : ['pricing plans decoy tier']),
    ] : [],
    answers: (v) => isProducts(v) ? /product cards?|listing|quick[- ]add|add to (?:basket|cart)|bestseller|review count|recommended products/i
      : isPlans(v) ? /pric|plans?\b|tiers?\b|billing|annual|monthly|decoy|most popular/i
      : /price (?:display|shown)|struck|was price|discount|sale price|offer ends|end date/i,
    salience: (v) => (isProducts(v) ? 7 : isPlans(v) ? 9 : has(v, /discount shown/) ? 6 : 3),
  },
  video: {
    queries: (v) => ['product video explainer', ...(has(v, /autoplay/) ? ['autoplay video muted'] : ['video instead of static screenshots'])],
    answers: /video|film|clip|player|explainer/i,
    salience: () => 8,
  },
  testimonials: {
    queries: (v) => has(v, /empty reviews block/) ? ['independent review platform score instead of own testimonials', 'review highlights pulled up to the top of the page'] : [
      has(v, /no photos/) ? 'testimonials with customer photos' : 'customer testimonials with photos and names',
      ...(has(v, /star/) ? ['star rating shown with the number of reviews'] : ['testimonials with star ratings']),
    ],
    // A customer's quote, not a price quote ("the quote form").
    answers: /testimonial|\breviews\b|customer review|\bquotes?\b(?!\s(?:form|request|calculator|builder))|rating|stars?\b/i,
    salience: () => 8,
  },
  logo_wall: {
    // A strip of integrations ("works with GitHub, GitLab…") is what the product connects to, not who
    // uses it: it raises no customer-logo question and answers no customer-logo test.
    queries: (v) => has(v, /integrations/) ? [] : [has(v, /as seen|featured/) ? 'as seen in press logos' : 'customer logo wall trusted by', 'client logos social proof'],
    answers: (v) => has(v, /integrations/) ? /\bintegrations?\b|works with|connects? (?:to|with)/i : /logo|as seen|press mention|featured in|trusted by/i,
    salience: (v) => (has(v, /integrations/) ? 2 : 8),
  },
  numbered_steps: {
    queries: () => ['how it works numbered steps', 'three step process explanation'],
    answers: /\bsteps?\b|how it works|process/i,
    salience: () => 8,
  },
  faq: {
    queries: () => ['faq section answering objections', 'frequently asked questions accordion'],
    answers: /\bfaq|frequently asked|common questions|questions? (?:and|&) answers|q&a|accordion/i,
    salience: () => 8,
  },
  countdown: {
    queries: () => ['countdown timer deadline urgency', 'offer ends deadline message'],
    answers: /countdown|timer|deadline|urgen|ends (?:in|tonight|today)|limited[- ]time|clock/i,
    salience: () => 9,
  },
  scarcity: {
    queries: () => ['low stock scarcity message only a few left', 'limited availability notice'],
    answers: /scarcity|stock|only \d+ left|few left|limited (?:availability|stock|quantity)|remaining/i,
    salience: () => 9,
  },
  guarantee: {
    queries: () => ['money-back guarantee refund', 'risk-free guarantee badge'],
    answers: /guarantee|refund|money[- ]back|risk[- ]free|warranty/i,
    salience: () => 8,
  },
  security_badges: {
    queries: (v) => has(v, /certification/) ? ['quality certification labels near the product'] : [has(v, /payment/) ? 'payment method logos at checkout' : 'security badges ssl trust seals', 'padlock encryption security badge'],
    answers: /secur|ssl|badge|seal|padlock|encrypt|certif|payment (?:logo|icon|method)/i,
    salience: () => 8,
  },
  team: {
    queries: () => ['team photos with names and roles', 'real team members about us'],
    answers: /\bteam\b|staff|founder|employees?|bios?\b/i,
    salience: () => 8,
  },
  persona_cards: {
    queries: () => ['persona entry points I am a segment routing', 'audience self-selection cards by role'],
    answers: /persona|segment|self[- ]select|i am a|i'm a|by role|audience|who you are|visitor type/i,
    salience: () => 8,
  },
  category_tiles: {
    queries: (v) => [has(v, /text only/) ? 'category tiles with images instead of text links' : 'category tiles with images', 'category navigation tiles on the homepage'],
    // "The product category" a headline names is what is sold, not tiles to enter by (review, stop 49: a headline test
    // shown for a grid of framework tiles, wrong in 2 of 2 ratings).
    answers: /\bcategor(?:y|ies) (?:tiles?|pages?|links?|navigation|cards?|grid|banners?|images?)\b|\b(?:by|per|each) categor(?:y|ies)\b|\bcategories\b|\btiles?\b/i,
    salience: () => 7,
  },
  article_cards: {
    queries: () => ['blog article cards with dates and reading time', 'related articles content recommendations'],
    answers: /article|blog|posts?\b|reading time|content/i,
    salience: () => 7,
  },
  announcement_bar: {
    queries: () => ['announcement bar at the top of the page', 'top promo banner bar'],
    answers: /announcement|top bar|promo(?:tional)? bar|notification bar|banner bar|hello bar/i,
    salience: () => 8,
  },
  cookie_banner: {
    queries: () => ['cookie consent banner', 'consent banner design accept button'],
    answers: /cookie|consent/i,
    salience: () => 9,
  },
  chat_widget: {
    queries: () => ['live chat widget', 'chat bubble support'],
    answers: /\bchat/i,
    salience: () => 9,
  },
  sticky_header: {
    queries: () => ['sticky header navigation following the scroll', 'persistent fixed header bar'],
    answers: /sticky|fixed (?:header|nav|bar)|persistent (?:header|nav|top bar)|following the scroll/i,
    salience: () => 7,
  },
  search_box: {
    queries: () => ['prominent search box', 'site search bar visibility'],
    answers: /search/i,
    salience: () => 7,
  },
  feature_grid: {
    // A specialist asks of a feature grid: does it sell outcomes, is it too long, can it be scanned?
    queries: (v) => [
      'benefits instead of features in the feature grid',
      count(v) >= 7 ? 'fewer features in a shorter feature list' : has(v, /text only/) ? 'feature icons next to each benefit' : 'benefit statistics with specific numbers',
    ],
    answers: /feature|benefit/i,
    salience: (v) => (count(v) >= 7 ? 6 : 5),
  },
  navigation: {
    // A footer's links are not the header menu: its tests are about the footer's own job.
    queries: (v) =>
      has(v, /footer/)
        ? ['footer with fewer link columns and a newsletter form', 'contact details and address in the footer']
        : [count(v) > 7 || has(v, /mega|dropdown/) ? 'simplified navigation with fewer menu items' : 'plain menu labels instead of clever ones', ...(has(v, /mega|dropdown/) ? ['mega menu dropdown navigation'] : [])],
    // A short, flat menu is not told to trim itself: what it can still gain is in its wording.
    answers: (v) => (has(v, /footer/) ? /footer/i : count(v) > 7 || has(v, /mega|dropdown/) ? /navigation|menu|\bnav\b/i : /menu (?:labels?|items? named)|label/i),
    salience: (v) => (has(v, /footer/) ? 6 : count(v) > 7 || has(v, /mega|dropdown/) ? 7 : 5),
  },
  cta: {
    // A button that asks for a gift makes the block a donation ask: how the amount is asked for is its question.
    queries: (v, e = '') => [
      competingButtons(v) ? 'one primary call to action instead of several equal buttons' : has(v, /primary/) ? 'primary call to action button colour contrast' : 'call to action button copy',
      ...(has(v, /generic/) ? ['specific call to action text instead of generic'] : []),
      ...(DONATE.test(e) ? ['preset donation amounts with a suggested default'] : []),
    ],
    answers: (_v, e = '') => (DONATE.test(e) ? /call to action|\bcta\b|buttons?\b|choices|hick|donat\w*|\bgifts?\b/i : /call to action|\bcta\b|buttons?\b|choices|hick/i),
    salience: (v, e = '') => (competingButtons(v) ? 8 : has(v, /generic/) || DONATE.test(e) ? 6 : 3),
  },
  headline: {
    // What a specialist reads in a headline: a brand name of one or two words does not say what is sold;
    // a long one is not read; numbers are asked for only where it claims something measurable without one.
    queries: (v, e = '') => [
      has(v, /short/) ? 'headline that names what the product is' : has(v, /long/) ? 'short headline instead of a long sentence' : 'benefit headline value proposition',
      ...(claimsWithoutFigure(v, e) ? ['specific numbers in the headline'] : []),
    ],
    answers: /headline|heading|title|value proposition/i,
    salience: (v, e = '') => (has(v, /long/) || count(v) <= 2 ? 6 : has(v, /short/) || claimsWithoutFigure(v, e) ? 5 : 4),
  },
  people_images: {
    queries: (v) => [has(v, /no people/) ? 'real photo of a person instead of illustration' : 'photo of real people faces', 'human face image'],
    // Pictures of people, not any test that mentions people ("people decide", "reviews people read").
    answers: /photo|\bfaces?\b|portrait|illustration|human|stock (?:image|model)/i,
    // A single drawing beside the name is the brand's mascot or app icon more often than a stand-in for people: not
    // telling enough to bring "real faces instead of drawn characters" (review, stop 46: Tusky's elephant, rated wrong twice).
    salience: (v, e = '') => (!has(v, /no people/) ? 5 : /^1 illustration\b/.test(e) ? 4 : 6),
  },
};

/** Pictures of people are a question where a visitor decides whom to trust (first screen, proof), not on a feature screenshot. */
export const PEOPLE_LABELS: ReadonlySet<SectionLabel> = new Set(['hero', 'trust']);

/** How telling a fact is in its section: pictures of people outside the hero and proof are ordinary. */
export function factSalience(fact: Pick<SectionFact, 'kind' | 'value' | 'evidence'>, label?: SectionLabel | null): number {
  const s = FACT_QUESTIONS[fact.kind].salience(fact.value, fact.evidence);
  return fact.kind === 'people_images' && label && !PEOPLE_LABELS.has(label) ? Math.min(s, 3) : s;
}

/** The facts of a section, most telling first. */
export function byFactSalience(facts: readonly SectionFact[], label?: SectionLabel | null): SectionFact[] {
  return [...facts].sort((a, b) => factSalience(b, label) - factSalience(a, label));
}

/** Whether a test (its joined text) answers a fact of the page. */
export function answersFact(fact: Pick<SectionFact, 'kind' | 'value'> & { evidence?: string }, text: string): boolean {
  const a = FACT_QUESTIONS[fact.kind].answers;
  return (typeof a === 'function' ? a(fact.value, fact.evidence) : a).test(text);
}
