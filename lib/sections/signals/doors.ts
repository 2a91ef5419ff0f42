import { ROUTE_BUTTON } from '../keywords';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for entry points that route visitors to deeper pages. */

/** Look-alike cards that each lead to a different page (and are not dated posts). */
export const cardsLinkingOut: Signal = (f) => {
  const g = f.repeated;
  if (g.count < 3 || g.withPageLink < 3 || g.withPageLink < g.count * 0.6 || g.withDate >= g.count / 2) return null;
  // Cards, not a bare list of links: each has a title or a picture.
  if (Math.max(g.withHeading, g.withImage) < g.count * 0.6) return null;
  const whole = g.wholeLinks >= g.count * 0.6;
  return { label: 'doors', weight: whole ? 3.5 : 2.5, reason: `${g.count} ${whole ? 'cards that link' : 'cards linking'} to other pages` };
};

/** Product tiles with prices, more than a pricing table would hold: a shop grid. */
export const productGrid: Signal = (f) => {
  const g = f.repeated;
  if (g.withPrice < 3 || g.withImage < 3) return null;
  return { label: 'doors', weight: 4, reason: `grid of ${g.count} products with prices` };
};

/** A short block whose buttons route to deeper pages ("Explore our themes", "Shop now"). */
/**
 * Pictured items with prices and the same buy button under each: products, even when the cards' markup
 * does not repeat cleanly enough to be counted as look-alike cards. A pricing table has plans, not pictures.
 */
export const pricedItems: Signal = (f) => {
  if (f.prices < 3 || f.images - f.smallImages < 2 && f.images < 3) return null;
  const repeatedButton = f.buttonTexts.some((t, i) => f.buttonTexts.indexOf(t) !== i);
  if (!repeatedButton && f.repeated.withImage < 3) return null;
  return { label: 'doors', weight: 3, reason: `${f.prices} prices beside pictured items` };
};

export const routingButtons: Signal = (f) => {
  const routes = [...f.buttonTexts, ...f.linkTexts].filter((t) => ROUTE_BUTTON.test(t));
  if (routes.length === 0 || f.textLength > 500 || f.pageLinks === 0) return null;
  return { label: 'doors', weight: 2, reason: `buttons that route: "${routes[0]}"` };
};

export const doorsHeadingWords: Signal = headingWordsSignal('doors', 1.5);

export const doorsClassWords: Signal = classWordsSignal('doors', 1.5, 0.7);

export const doorsSignals: Record<string, Signal> = {cardsLinkingOut, productGrid, pricedItems, routingButtons, doorsHeadingWords, doorsClassWords};
