import { DOCUMENT_POSITION_FOLLOWING, SHOW_TEXT } from '../sections/dom';
import { listed, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { isVisible } from './visible';
import { PRICE } from '../sections/price';

const PER = /\/\s?(?:mo|month|yr|year|user|seat)|per (?:month|year|user)|\b(?:monthly|annually|pro monat|par mois|al mes)\b/i;
const PLAN_WORDS = /\b(?:plans?|pricing|tiers?|packages?|subscriptions?|memberships?|tarif\w*|preise|precios|abonnements?)\b/i;
const ANCHOR = /\b(?:most popular|recommended|best value|popular|best seller|beliebt|empfohlen|recommandé|más popular)\b/i;
const TOGGLE = /\b(?:monthly|month)\b[\s\S]{0,40}\b(?:annual|annually|yearly|year)\b|\b(?:annual|yearly)\b[\s\S]{0,40}\bmonthly\b|monatlich[\s\S]{0,30}jährlich|mensuel[\s\S]{0,30}annuel/i;

/**
 * Small elements (under 40 characters, at most 3 children) whose text holds a price, in document order.
 * Found from the text nodes with a digit upwards: reading every element's text would cost the square of the block.
 */
function pricedElements(root: Element): Element[] {
  const found = new Set<Element>();
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!/\d/.test(node.nodeValue ?? '')) continue;
    for (let e = node.parentElement; e && root.contains(e) && !found.has(e); e = e.parentElement) {
      const text = textOf(e);
      if (text.length >= 40) break;
      if (e.children.length <= 3 && PRICE.test(text)) found.add(e);
    }
  }
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Words that say why a price is lower: a sale, a saving, a percentage off. */
const REASON = /\b(?:sale|save|savings?|discount\w*|deal|offer|promo\w*|black friday|cyber monday|limited|clearance|reduced|launch price|early bird|rebajas?|oferta|descuento|ahorra|promoção|desconto|soldes|remise|angebot|rabatt|reduziert)\b|\d{1,2}\s?%/i;

/** Prices struck through (<s>, <del>, line-through): "discount shown", and whether any words say why. */
function discountOf(block: Block, priced: readonly Element[]): { value: string; evidence: string } | null {
  const view = block.el.ownerDocument.defaultView;
  const struck = priced.filter((e) => {
    if (e.closest('s, del, strike')) return true;
    const style = view?.getComputedStyle(e);
    return !!style && /line-through/.test(style.textDecorationLine || style.textDecoration) && isVisible(e);
  });
  if (!struck.length) return null;
  const reason = REASON.exec(block.text);
  return {
    value: `discount shown${reason ? '' : ', no reason given'}`,
    evidence: `struck through: ${listed(struck.map(textOf), 3)}${reason ? `; "${reason[0]}"` : ''}`,
  };
}

/**
 * One plan of three or more painted unlike the others, which all look the same (a coloured head, a
 * shadow, a lift): the plan the page puts forward, named or not.
 */
function paintedApart(plans: readonly Element[]): boolean {
  const view = plans[0]?.ownerDocument.defaultView;
  if (!view || plans.length < 3) return false;
  const look = (el: Element) => {
    const s = view.getComputedStyle(el);
    return `${s.backgroundColor} ${s.boxShadow} ${s.transform} ${s.borderTopColor}`;
  };
  const paint = plans.map((p) => [look(p), ...Array.from(p.children).slice(0, 4).map(look)].join('|'));
  const counts = new Map<string, number>();
  for (const k of paint) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts.size === 2 && [...counts.values()].includes(1) && [...counts.values()].includes(plans.length - 1);
}

/** The class prefixes of icon fonts: Bootstrap Icons, Font Awesome, Glyphicons, Material, Themify, Line Awesome, Remix, Ionicons. */
const ICON_FONT = /(?:^|\s)(?:bi|fa[srlbdt]?|glyphicon|material-icons|ti|la[srb]?|ri|ion|icon)(?:-|\s|$)/;

/** A star icon's class ("icon-star-filled", "fa-star", "rating"), not a word that only begins so ("get-started"). */
const STAR_CLASS = /(?:^|[-_\s])(?:stars?|rating)(?:$|[-_\s])/i;

/**
 * How many priced cards show star icons: a shop draws its product ratings as pictures, with no ★ among the words. Each
 * group of stars belongs to the nearest box around it that holds a price; a rating of the whole shop has one box.
 */
function ratedCards(block: Block, priced: readonly Element[]): number {
  const cards = new Set<Element>();
  const seen = new Set<Element>();
  for (const icon of Array.from(block.el.querySelectorAll('[class*="star" i], [class*="rating" i]')).slice(0, 200)) {
    const group = icon.parentElement;
    if (!group || seen.has(group) || !STAR_CLASS.test(icon.getAttribute('class') ?? '')) continue;
    // An icon font's star ("bi-star-fill", "fa-star") is drawn by a font the page loads from elsewhere: where it did not
    // load, the empty box is still the star the author put on the card (blind review, stop 47: four rated cards read as unrated).
    const fontIcon = icon.childElementCount === 0 && !(icon.textContent ?? '').trim() && ICON_FONT.test(icon.getAttribute('class') ?? '');
    if (!fontIcon && !isVisible(icon)) continue;
    seen.add(group);
    let card: Element | null = group;
    while (card && card !== block.el && !priced.some((p) => card!.contains(p))) card = card.parentElement;
    if (card && card !== block.el && (!fontIcon || isVisible(card))) cards.add(card);
  }
  return cards.size;
}

/** Pricing plans: how many, whether one is highlighted ("most popular"), and a billing-period toggle. */
export function gatherPricing(block: Block): SectionFact[] {
  if (!PRICE.test(block.text) && !/\bfree\b/i.test(block.text)) return [];
  // Plan cards: siblings of one parent that each hold a price.
  let plans: Element[] = [];
  const priced = pricedElements(block.el).slice(0, 30);
  const byParent = new Map<Element, Set<Element>>();
  for (const p of priced) {
    for (let card: Element | null = p; card && card !== block.el; card = card.parentElement) {
      const parent = card.parentElement;
      if (!parent) break;
      const siblings = Array.from(parent.children).filter((c) => PRICE.test(textOf(c)));
      if (siblings.length >= 2 && siblings.length <= 6 && siblings.every((c) => c.tagName === card!.tagName)) {
        byParent.set(parent, new Set(siblings));
        break;
      }
    }
  }
  for (const set of byParent.values()) if (set.size > plans.length) plans = [...set];
  // Priced dishes, products or tickets are a price list, not plans to choose between: plans are
  // billed per period, called plans, or each carry their own button, and seldom a photo.
  const pictured = plans.filter((p) => p.querySelector('img, picture, svg image')).length;
  // A plan is not bought by the dozen: priced rows with a quantity stepper are sizes of a product.
  const quantities = plans.some((p) => p.querySelector('input[type="number"]'));
  const asPlans = (PER.test(block.text) || PLAN_WORDS.test(block.text) || plans.every((p) => p.querySelector('a[href], button'))) && pictured < plans.length / 2 && !quantities;
  const discount = discountOf(block, priced);
  if ((plans.length >= 2 && !asPlans) || (plans.length < 2 && !(PER.test(block.text) && PRICE.test(block.text)))) {
    // Not plans, but a price struck through is an offer a visitor weighs, and stars drawn on the priced cards rate the
    // products: that much is said.
    const rated = priced.length >= 2 && ratedCards(block, priced) >= 2;
    if (!discount && !rated) return [];
    const value = ['prices', ...(discount ? [discount.value] : []), ...(rated ? ['star ratings'] : [])].join(', ');
    return [{ kind: 'pricing', value, evidence: discount?.evidence ?? `prices: ${listed(priced.slice(0, 6).map(textOf))}` }];
  }
  const anchor = ANCHOR.exec(block.text)?.[0];
  const highlighted = anchor !== undefined || plans.some((p) => /featured|popular|recommended|highlight|primary/i.test(p.getAttribute('class') ?? '')) || paintedApart(plans);
  const toggle = TOGGLE.test(block.text) || block.el.querySelector('[role="switch"], [role="tablist"] [role="tab"]') !== null && /annual|year|jähr|annuel/i.test(block.text);
  const parts = [plans.length >= 2 ? plural(plans.length, 'plan') : 'prices'];
  parts.push(highlighted ? `highlighted${anchor ? ` "${anchor.toLowerCase()}"` : ''}` : 'none highlighted');
  if (toggle) parts.push('billing toggle');
  if (discount) parts.push(discount.value);
  const names = plans.map((p) => textOf(p.querySelector('h2, h3, h4, strong')));
  return [{ kind: 'pricing', value: parts.join(', '), evidence: names.some(Boolean) ? `plans: ${listed(names)}` : `prices: ${listed(priced.slice(0, 6).map(textOf))}` }];
}
