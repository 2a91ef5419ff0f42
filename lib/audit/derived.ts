import type { SectionFact } from '../facts/types';
import { PRICES } from '../sections/price';

/**
 * Facts the audit reads from what `lib/facts` already gathered (a section's facts and its visible
 * text), for blocks no single gatherer names: a grid of priced products (a shop's listing, not plans
 * to choose between) and a reviews block with no review in it. They are checked and asked about like
 * any other fact; the section's own facts are left as gathered.
 */
/** A fact whose own words are a template's filler (lib/facts adds ", placeholder text" to its value). */
export const isPlaceholderFact = (f: SectionFact): boolean => /\bplaceholder text\b/.test(f.value);
/** A buying button's words, in the languages the glossaries read. */
export const BUY = /\b(?:add to (?:cart|bag|basket)|buy(?: now)?|order now|shop now|in den warenkorb|kaufen|ajouter au panier|acheter|comprar|añadir al carrito|acquista|aggiungi al carrello|kopen|in winkelwagen)\b/i;
/** The same bare "Add" (or "+ Add", "Add +") on every card, as the cta fact counts it: `10 × "Add"`. */
const BARE_ADD = /\d+ × "(?:\+\s?)?add(?:\s?\+)?"/i;
/** Number fields for how many to buy, in any language the field's name is in: a shop's order box. */
export const QUANTITY_FIELDS = /\(number\):\s*(?:quantity|qty|amount|menge|anzahl|quantité|cantidad|quantità|quantidade|aantal)\b/i;
export const STARS = /[★☆⭐]|\b[1-5](?:[.,]\d)?\s?(?:\/\s?5|out of 5|stars?)\b/i;
/** Quotes to attribute: a rating stated alone ("4.9 ★ Google rating") has no photos or names to add. */
export const hasQuotes = (value: string): boolean => /\b\d+ quotes?\b/.test(value);
/** A count of reviews beside a rating: "(128)", "128 reviews", "4.8 · 312 ratings". */
export const REVIEW_COUNT = /\(\s?\d[\d,.]*\s?\)|\b\d[\d,.]*\s?(?:reviews?|ratings?|bewertungen|avis|reseñas)\b/i;
// A grid headed "Daily best sells" or "Popular" marks every card it holds.
const BADGE = /\b(?:sale|new|best ?sell(?:ers?|ing|s)|popular|hot|limited|-\s?\d{1,2}\s?%|\d{1,2}\s?% off)\b/i;
/** A badge standing as a word of its own on a product card: "Sale", "SALE", "Bestseller", "-20%", "20% off". */
const CARD_BADGE = /(?:^|\s)(?:Sale|SALE|Bestseller|BESTSELLER|Best Seller|-\s?\d{1,2}\s?%|\d{1,2}\s?% [Oo]ff)(?=\s|$)/;
/** Reviews asked for but none shown: "No reviews yet", "Be the first to review", "0 reviews". */
const NO_REVIEWS = /\bno reviews? yet\b|\bbe the first to (?:review|write a review|rate)\b|(?:^|\s)0 (?:reviews?|ratings?)\b|\bnoch keine bewertungen\b|\baucun avis\b/i;

/**
 * Equal buttons set apart, not weighed against each other: rows apart ("2 equal, rows apart", facts/cta.ts), two ways
 * to one end; or each on a card of its own ("2 equal, one per card"), parallel ways for different readers.
 */
export const setApart = (ctaValue: string): boolean => /\b(?:rows apart|equal, one per card)\b/.test(ctaValue);
/** Equal buttons a visitor weighs against each other: seen together. */
export const competingButtons = (ctaValue: string): boolean => /\bequal\b/.test(ctaValue) && !setApart(ctaValue);

/** A headline that claims something measurable (faster, more, save, best…): it owes the reader a figure. */
export const CLAIM = /\b(?:faster|quicker|easier|better|cheaper|more|less|fewer|save[sd]?|saving|grow|boost|increase[sd]?|reduce[sd]?|cut|double|triple|best|leading|most|top|#1|number one|instant(?:ly)?|in minutes|in seconds|higher|lower|smarter|thousands|millions)\b/i;

const PER_PERIOD = /\/\s?(?:mo|month|yr|year|user|seat)\b|\bper (?:month|year|user|seat)\b|\bmonthly\b|\bannual(?:ly)?\b|\bbilled\b/i;
const PLAN_WORDS = /\b(?:plans?|tiers?|starter|basic|pro|premium|enterprise|business|free trial)\b/i;
/** "buttons: Add, Add, Add": the same label on every card. */
const sameLabels = (evidence: string) => {
  const labels = evidence.replace(/^buttons:\s*/, '').split(/,\s*/).map((l) => l.trim().toLowerCase()).filter((l) => l && l !== '…');
  return labels.length >= 2 && new Set(labels).size === 1;
};

/** Distinct prices shown in a text, at most 50 read. */
export function pricesIn(text: string): string[] {
  return [...new Set((text.match(PRICES) ?? []).slice(0, 50).map((p) => p.replace(/\s+/g, '')))];
}

/** The struck-through prices a pricing fact quotes ("struck through: $20.99, $1,299, …; \"Summer sale\""), as listed. */
export const struckPrices = (evidence: string): string[] =>
  /struck through: ([^;]*)/.exec(evidence)?.[1]?.split(', ').map((p) => p.trim()).filter((p) => p && p !== '…') ?? [];

/**
 * How many cards a grid holds, as a visitor counts them: two buttons on every card ("View", "Buy") are one card, and a
 * price struck through beside the price asked is one product, not two (blind review, stop 39: "4 cards" where there were 2).
 */
function cardsOf(count: number, byPrices: boolean, cardButtons: readonly SectionFact[], facts: readonly SectionFact[]): number {
  const perCard = Math.max(0, ...cardButtons.map((f) => Number(/^(\d+) × "/.exec(f.evidence)?.[1] ?? 0)));
  const cut = struckPrices(facts.find((f) => f.kind === 'pricing' && /\bdiscount shown\b/.test(f.value))?.evidence ?? '').length;
  const byButtons = perCard > 0 && cardButtons.some((f) => Number(/\d+/.exec(f.value)?.[0] ?? 0) === 2 * perCard) ? perCard : 0;
  return byButtons || (byPrices ? Math.max(1, count - cut) : count);
}

/** Products with prices in one block: three or more prices and a way to buy them (a button per card or buying words). */
export function productGrid(section: { facts: readonly SectionFact[]; text: string; body?: string }): SectionFact | null {
  const plans = section.facts.some((f) => f.kind === 'pricing' && /\bplans?\b/.test(f.value));
  // Plans are billed per period or named as plans; priced cards that are neither, each with the same button, are products.
  if (plans && (PER_PERIOD.test(section.text) || PLAN_WORDS.test(section.text))) return null;
  // …and pictured: ticket tiers or packages without a picture each stay plans.
  if (plans && !section.facts.some((f) => f.kind === 'people_images')) return null;
  const prices = pricesIn(section.text);
  const all = section.text.match(PRICES) ?? [];
  // One button per card: the same label under every card.
  const cardButtons = section.facts.filter((f) => f.kind === 'cta' && (/alike, one per card/.test(f.value) || sameLabels(f.evidence)));
  const pricing = section.facts.find((f) => f.kind === 'pricing');
  // A bare "Add" under every priced card puts it in the cart (a grocer's grid): the word alone, beside a price, buys.
  const buy = BUY.test(section.text) || section.facts.some((f) => (f.kind === 'cta' && (BUY.test(f.evidence) || BARE_ADD.test(f.evidence))) || (f.kind === 'form' && QUANTITY_FIELDS.test(f.evidence)));
  // The block's text holds its headings and actions, not every card's price: the same buying button on each card
  // (or quantity fields), in a block whose prices the pricing fact saw, counts the cards.
  const buyingCards = buy && pricing ? Math.max(0, ...cardButtons.map((f) => Number(/\d+/.exec(f.value)?.[0] ?? 0))) : 0;
  const count = Math.max(all.length, buyingCards >= (plans ? 2 : 3) ? buyingCards : 0);
  if (count < (plans ? 2 : 3)) return null;
  if (cardButtons.length === 0 && !buy) return null;
  const parts = [`${cardsOf(count, count > buyingCards, cardButtons, section.facts)} products with prices`];
  // Ratings and their counts are the cards' own words ("4.5 (149)"), in the block's body rather than its headings.
  const words = section.body ?? section.text;
  const stars = STARS.test(words) || section.facts.some((f) => (f.kind === 'testimonials' && /star rating/.test(f.value)) || (f.kind === 'pricing' && /\bstar ratings\b/.test(f.value)));
  if (stars) parts.push('star ratings');
  if (stars && REVIEW_COUNT.test(words)) parts.push('review counts');
  if (buy) parts.push('add to cart');
  // A card's own badge ("Sale", "-20%") is a word of its body; only the unmistakable ones are read there ("new" is any sentence's).
  if (BADGE.test(section.text) || CARD_BADGE.test(words)) parts.push('badges');
  // Cut prices the pricing fact saw stay the grid's, with whether a reason is given.
  const cut = section.facts.find((f) => f.kind === 'pricing' && /\bdiscount shown\b/.test(f.value));
  if (cut) parts.push(/\bno reason given\b/.test(cut.value) ? 'discount shown, no reason given' : 'discount shown');
  const seen = prices.length ? `prices: ${prices.slice(0, 4).join(', ')}${prices.length > 4 ? ', …' : ''}` : pricing!.evidence;
  return { kind: 'pricing', value: parts.join(', '), evidence: seen };
}

/** A reviews block that says it has no reviews. */
export function emptyReviews(section: { facts: readonly SectionFact[]; text: string }): SectionFact | null {
  if (section.facts.some((f) => f.kind === 'testimonials')) return null;
  const m = NO_REVIEWS.exec(section.text);
  return m ? { kind: 'testimonials', value: '0 quotes, empty reviews block', evidence: `"${m[0].trim()}"` } : null;
}

/** A card title about the organisation itself, not about what it offers ("Who We Are", "Our Mission"). */
const ABOUT_TITLE = /^(?:what we do|why we do (?:it|this|what we do)|who we are|how we (?:work|started|began)|what we believe|about us|our (?:mission|vision|values|story|history|purpose|background|goals?|aims?|approach|philosophy)|über uns|wer wir sind|was wir tun|unsere (?:mission|vision|werte|geschichte)|qui sommes-nous|notre (?:mission|histoire|vision)|quiénes somos|qué hacemos|nuestra (?:misión|historia|visión)|chi siamo|cosa facciamo|la nostra (?:missione|storia)|quem somos|o que fazemos|nossa (?:missão|história))\s*[.:!?]?$/i;

/**
 * Cards titled for the organisation ("What We Do", "Why We Do It", "Who We Are") tell its story: features to sell are not
 * what they hold, so feature-list advice (outcome copy, a button after them, numbers in their titles) does not fit
 * (review, stop 46: a nonprofit's mission cards, rated generic six times).
 */
export const aboutCards = (text: string): boolean => text.split('\n').filter((l) => ABOUT_TITLE.test(l.trim())).length >= 2;

/** The section's facts and those the audit derives from them, as the checks, questions and ranking read them. */
export function auditFacts(section: { facts: readonly SectionFact[]; text: string; body?: string }): SectionFact[] {
  const grid = productGrid(section);
  // Priced products read as plans by the gatherer are the grid's: no plan to highlight among them.
  const priced = grid ? section.facts.filter((f) => f.kind !== 'pricing') : section.facts;
  const own = aboutCards(section.text) ? priced.filter((f) => f.kind !== 'feature_grid') : priced;
  const derived = [grid, emptyReviews(section)].filter((f): f is SectionFact => f !== null);
  return [...own, ...derived];
}

/** A product grid is an entry point to the products (taxonomy: doors), whatever its block was called. */
export const isProductGrid = (facts: readonly SectionFact[]): boolean => facts.some((f) => f.kind === 'pricing' && /\bproducts with prices\b/.test(f.value));
