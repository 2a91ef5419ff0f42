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
export const routingButtons: Signal = (f) => {
  const routes = [...f.buttonTexts, ...f.linkTexts].filter((t) => ROUTE_BUTTON.test(t));
  if (routes.length === 0 || f.textLength > 500 || f.pageLinks === 0) return null;
  return { label: 'doors', weight: 2, reason: `buttons that route: "${routes[0]}"` };
};

export const doorsHeadingWords: Signal = headingWordsSignal('doors', 1.5);

export const doorsClassWords: Signal = classWordsSignal('doors', 1.5, 0.7);

export const doorsSignals: Record<string, Signal> = {cardsLinkingOut, productGrid, routingButtons, doorsHeadingWords, doorsClassWords};
