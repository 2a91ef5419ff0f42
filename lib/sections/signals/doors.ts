import { BUY_BUTTON, MENU_TITLE, ROUTE_BUTTON } from '../keywords';
import type { BlockFeatures } from '../features';
import { perItemActions } from './cta';
import { isProductGrid } from './trust';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for entry points that route visitors to deeper pages. */

/** Look-alike cards that each lead to a different page (and are not dated posts). */
export const cardsLinkingOut: Signal = (f) => {
  const g = f.repeated;
  if (g.count < 3 || g.withPageLink < 2 || g.withPageLink < g.count * 0.6 || g.withDate >= g.count / 2) return null;
  // Cards beside a map or a directions link are ways to reach the place (address, hours, call), not pages to go to.
  if (f.maps > 0) return null;
  // Cards, not a bare list of links: each has a title or a picture.
  if (Math.max(g.withHeading, g.withImage) < g.count * 0.6) return null;
  const whole = g.wholeLinks >= g.count * 0.6;
  return { label: 'doors', weight: whole ? 3.5 : 2.5, reason: `${g.count} ${whole ? 'cards that link' : 'cards linking'} to other pages` };
};

/** The block's title names a menu of food and drink: its priced, pictured dishes are what is served, not a shop grid. */
export function titledMenu(f: BlockFeatures): boolean {
  return f.headings.length > 0 && f.headings[0]!.length <= 60 && MENU_TITLE.test(f.headings[0]!);
}

/** Product tiles with prices, more than a pricing table would hold: a shop grid. */
export const productGrid: Signal = (f) => {
  const g = f.repeated;
  if (g.withPrice < 3 || g.withImage < 3 || titledMenu(f)) return null;
  return { label: 'doors', weight: 4, reason: `grid of ${g.count} products with prices` };
};

/** A short block whose buttons route to deeper pages ("Explore our themes", "Shop now"). */
/**
 * Pictured items with prices and the same buy button under each: products, even when the cards' markup
 * does not repeat cleanly enough to be counted as look-alike cards. A pricing table has plans, not pictures.
 */
export const pricedItems: Signal = (f) => {
  if (f.prices < 3 || f.images - f.smallImages < 2 && f.images < 3 || titledMenu(f)) return null;
  const repeatedButton = f.buttonTexts.some((t, i) => f.buttonTexts.indexOf(t) !== i);
  // Items that lead nowhere (no button to buy, no page of their own) are a menu or price list to read.
  if (!repeatedButton && (f.repeated.withImage < 3 || f.pageLinks < 2)) return null;
  return { label: 'doors', weight: 3, reason: `${f.prices} prices beside pictured items` };
};

const PLAN_PERIOD = /\/\s?(?:mo|month|yr|year)\b|per (?:month|year|user)|\bmonthly\b|\bannually\b/i;

/**
 * Several titled offerings, each closing with the same link label ("Learn more →", "Apply now",
 * "Book now") to a page of its own: a catalogue that routes by need (treatments, courses, causes).
 * Dated posts are articles; plans with a period are a pricing table.
 */
export const offeringLinks: Signal = (f) => {
  if (f.headings.length < 4 || f.pageLinks < 3 || f.dates >= 2 || f.articles >= 2) return null;
  // The same action under each item; a label that is an item's own title or a handle is a person's name.
  const titles = new Set(f.headings.map((h) => h.toLowerCase()));
  const counts = new Map<string, number>();
  for (const t of [...f.linkTexts, ...f.buttonTexts]) {
    const key = t.toLowerCase();
    if (titles.has(key) || key.startsWith('@')) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const same = Math.max(0, ...counts.values());
  if (same < 3 || same < (f.headings.length - 1) * 0.5) return null;
  if (f.prices >= 3 && PLAN_PERIOD.test(f.fullText)) return null;
  return { label: 'doors', weight: 2.5, reason: `${f.headings.length - 1} offerings, each with its own link` };
};

/** The block lists products: look-alike priced cards, or priced pictures with the same buy or view button under each. */
export function listsProducts(f: BlockFeatures): boolean {
  return isProductGrid(f) || (f.prices >= 2 && f.images >= 2 && perItemActions(f).size > 0);
}

/**
 * One or two priced, pictured products with a way to buy or open them, on a page whose other blocks list
 * products: one more part of the shop's listing (a series with a single model), not an offer on its own.
 */
export const productOnShopPage: Signal = (f, ctx) => {
  if (!ctx.shopPage || f.prices === 0 || f.prices > 2 || f.repeated.withPrice >= 3 || f.images === 0 || f.textLength > 500) return null;
  const buy = [...f.buttonTexts, ...f.linkTexts].some((t) => t.length <= 40 && BUY_BUTTON.test(t));
  if (!buy && f.pageLinks === 0) return null;
  return { label: 'doors', weight: 3, reason: 'a product of the shop’s listing' };
};

export const routingButtons: Signal = (f) => {
  const routes = [...f.buttonTexts, ...f.linkTexts].filter((t) => ROUTE_BUTTON.test(t));
  if (routes.length === 0 || f.textLength > 500 || f.pageLinks === 0) return null;
  return { label: 'doors', weight: 2, reason: `buttons that route: "${routes[0]}"` };
};

export const doorsHeadingWords: Signal = headingWordsSignal('doors', 1.5);

export const doorsClassWords: Signal = classWordsSignal('doors', 1.5, 0.7);

export const doorsSignals: Record<string, Signal> = {cardsLinkingOut, productGrid, pricedItems, productOnShopPage, offeringLinks, routingButtons, doorsHeadingWords, doorsClassWords};
