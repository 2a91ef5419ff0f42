import { AS_SEEN, INTEGRATIONS, RISK_REDUCER } from '../keywords';
import type { BlockFeatures } from '../features';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for social proof and risk reducers. */

export const quotesWithNames: Signal = (f) => {
  const quotes = Math.max(f.blockquotes, f.quoteMarks);
  if (quotes === 0) return null;
  const named = f.cites > 0;
  // A quotation shown beside its own source code is a sample of styling, not a testimonial.
  if (f.codeBlocks > 0) return { label: 'trust', weight: 1, reason: `${quotes} quoted sample${quotes > 1 ? 's' : ''}` };
  return { label: 'trust', weight: named || quotes >= 2 ? 3 : 1.5, reason: `${quotes} quote${quotes > 1 ? 's' : ''}${named ? ' with names' : ''}` };
};

/** Ratings of the brand by its customers; stars on a grid of priced products rate the products, and the grid routes. */
export const starRatings: Signal = (f) => {
  if (f.stars < 3 || isProductGrid(f)) return null;
  return { label: 'trust', weight: 2.5, reason: `${f.stars} rating stars` };
};

/** Look-alike cards most of which carry a price: products on sale, whatever else they show (names, stars). */
export function isProductGrid(f: BlockFeatures): boolean {
  const g = f.repeated;
  return g.count >= 3 && g.withPrice >= 3 && g.withPrice >= g.count * 0.5;
}

/** Many small images and little text: a wall of customer, sponsor or press logos. */
export const logoWall: Signal = (f) => {
  if (f.smallImages < 4 || f.textLength > f.smallImages * 60 + 200) return null;
  // Small pictures beside prices are products.
  if (f.prices >= 3) return null;
  // Small pictures that each carry a caption are tiles (categories, products), not logos.
  const g = f.repeated;
  if (g.count >= 3 && g.withImage >= g.count * 0.6 && g.meanText >= 8) return null;
  // Logos under a title about integrations are tools the product works with (integrationLogos), not clients.
  if (titledIntegrations(f)) return null;
  return { label: 'trust', weight: 3, reason: `grid of ${f.smallImages} logos` };
};

export const adoptionNumbers: Signal = (f) => {
  // Day numbers of dated entries are not adoption figures either.
  const n = Math.max(f.stats, f.counters) - f.dates;
  // Numbers in a price list are prices, sizes and ratings, not adoption.
  if (n < 2 || f.textLength > 900 || f.prices >= 2 || f.discounts > 0) return null;
  return { label: 'trust', weight: 2.5, reason: `${n} adoption numbers` };
};

/** Cards of people: photo and a name each (team, teachers, speakers' credibility). */
export const peopleProfiles: Signal = (f) => {
  const g = f.repeated;
  // Title-case product names on priced cards read like names of people.
  if (g.withPersonName < 3 || g.withPersonName < g.count * 0.6 || isProductGrid(f)) return null;
  return { label: 'trust', weight: 3, reason: `${g.withPersonName} people with names` };
};

/** A person's title (Dr., Prof.) heading a block with their picture: a profile of who will serve you. */
const HONORIFIC = /^(?:dr|prof|mr|mrs|ms|dra|herr|frau)\.?\s+\p{Lu}/iu;

export const namedProfile: Signal = (f) => {
  if (f.images === 0 || f.repeated.withPersonName >= 3) return null;
  const name = f.headings.slice(0, 4).find((h) => h.length <= 50 && HONORIFIC.test(h));
  return name ? { label: 'trust', weight: 2.5, reason: `profile of "${name.slice(0, 40)}"` } : null;
};

/** Guarantees, free returns, secure payment, certifications in a short block. */
export const riskReducers: Signal = (f) => {
  if (f.riskReducers < 2 || f.textLength > 700) return null;
  return { label: 'trust', weight: 2.5, reason: `${f.riskReducers} guarantees or risk reducers` };
};

/** Dated milestones that lead nowhere: a company history timeline (posts and events link to their pages). */
export const historyTimeline: Signal = (f) => {
  const g = f.repeated;
  if (g.withDate < 3 || g.withDate < g.count * 0.6 || g.withPageLink > 0 || f.articles > 0) return null;
  return { label: 'trust', weight: 4.5, reason: `timeline of ${g.withDate} dates` };
};

/** The block's first two headings say it is about integrations ("Works with", "Continuous integration support"). */
export function titledIntegrations(f: BlockFeatures): boolean {
  return f.headings.slice(0, 2).some((h) => INTEGRATIONS.test(h));
}

const RISK_TITLE = new RegExp(RISK_REDUCER.source, 'i');

/**
 * A row of short points two or more of which are titled by a guarantee, a return policy or secure
 * payment: the shop's promises that lower the risk of buying, not features of the product.
 */
export const guaranteePoints: Signal = (f) => {
  if (f.headings.length < 3 || f.textLength > 900 || f.prices > 0) return null;
  const n = f.headings.filter((h) => h.length <= 60 && RISK_TITLE.test(h)).length;
  return n >= 2 ? { label: 'trust', weight: 3, reason: `${n} points that promise a guarantee or returns` } : null;
};

/** A short line naming where the brand was seen or who trusts it, above a row of pictures (press logos). */
export const pressMentions: Signal = (f) => {
  if (f.images < 3 || f.textLength > 300 || !AS_SEEN.test(f.fullText)) return null;
  return { label: 'trust', weight: 3, reason: 'press or client logos ("as seen in")' };
};

const MADE_WITH = /\b(?:(?:made|built|created|powered) (?:with|using|on)(?! (?:♥|❤|love))|who(?:['’]s| is) using|used by|in the wild)\b/i;

/**
 * Pictured cards under a title saying they were made with the product ("Apps made with X", "Who's using X"):
 * work of its users shown as proof, even when each card links to the app or site.
 */
export const madeWithShowcase: Signal = (f) => {
  const g = f.repeated;
  if (g.count < 3 || g.withImage < g.count * 0.6 || g.withPrice > 0) return null;
  const title = f.headings[0];
  if (!title || title.length > 80 || !MADE_WITH.test(title)) return null;
  return { label: 'trust', weight: 3.5, reason: `${g.count} works made with it` };
};

export const trustHeadingWords: Signal = headingWordsSignal('trust', 2);

export const trustClassWords: Signal = classWordsSignal('trust', 2, 1);

export const trustSignals: Record<string, Signal> = {quotesWithNames, starRatings, logoWall, pressMentions, adoptionNumbers, peopleProfiles, namedProfile, riskReducers, guaranteePoints, historyTimeline, madeWithShowcase, trustHeadingWords, trustClassWords};
