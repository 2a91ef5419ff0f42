import { DIRECTIONS_BUTTON, LOCATION_TITLE, TRAVEL_TIME } from '../keywords';
import type { BlockFeatures } from '../features';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for educational and supporting content. */

export const datedArticles: Signal = (f) => {
  const dated = Math.max(f.repeated.withDate, f.times);
  if (dated < 2 && !(f.dates >= 2 && f.articles >= 2)) return null;
  return { label: 'resources', weight: 3, reason: `${Math.max(dated, f.dates)} dated entries` };
};

export const questionsAndAnswers: Signal = (f) => {
  if (f.details >= 2) return { label: 'resources', weight: 3, reason: `${f.details} expandable questions` };
  return f.questions >= 3 ? { label: 'resources', weight: 3, reason: `${f.questions} questions` } : null;
};

/** On a page that documents something, its titled blocks are documentation. */
export const onDocumentationPage: Signal = (f, ctx) =>
  ctx.documentationPage && f.headings.length > 0 ? { label: 'resources', weight: 2, reason: 'part of a documentation page' } : null;

export const documentation: Signal = (f) => {
  if (f.codeBlocks === 0 && f.tables === 0) return null;
  const n = f.codeBlocks + f.tables;
  return { label: 'resources', weight: n >= 2 ? 2 : 1, reason: `${n} code sample${n > 1 ? 's' : ''} or reference tables` };
};

/** A titled list of links mid-page: further reading, docs, tutorials. */
export const readingList: Signal = (f) => {
  if (f.headings.length === 0 || f.links < 4 || f.listItems < 4 || f.linkTextLength < f.textLength * 0.3) return null;
  return { label: 'resources', weight: 1.5, reason: `list of ${f.links} links` };
};

/** A map or a link to one: how to find the place (venue directions). A footer carries one too: not in the page's last block or beside a copyright. */
export const directions: Signal = (f, ctx) =>
  // The page's last block is directions too when it is a titled map and not a footer full of links.
  f.maps > 0 && !f.copyright && (ctx.index < ctx.count - 1 || (f.headings.length > 0 && f.links <= 3)) ? { label: 'resources', weight: 2.5, reason: f.maps > 1 ? `${f.maps} maps or directions links` : 'map or directions link' } : null;

/**
 * Places listed with how far they are ("10 minutes away", "just minutes from"), leading nowhere: the areas a
 * venue serves and how to reach it, location information like a map.
 */
export function travelTimeCount(f: BlockFeatures): number {
  if (f.repeated.withHeading < 3 || f.repeated.withPageLink > 0) return 0;
  TRAVEL_TIME.lastIndex = 0;
  let n = 0;
  while (TRAVEL_TIME.exec(f.fullText) !== null) n++;
  return n;
}

export const travelTimes: Signal = (f) => {
  const n = travelTimeCount(f);
  return n >= 2 ? { label: 'resources', weight: 4, reason: `${n} travel times from nearby places` } : null;
};

/**
 * A block titled by where the place is ("Location", "Venue", "Getting here") or with a button for directions:
 * how to find the venue, even when its map is drawn by a script that has not run (or is blocked).
 */
export const venueDirections: Signal = (f) => {
  if (f.copyright) return null;
  const title = f.headings.slice(0, 2).find((h) => h.length <= 40 && LOCATION_TITLE.test(h.trim()));
  const button = [...f.buttonTexts, ...f.linkTexts].find((t) => t.length <= 30 && DIRECTIONS_BUTTON.test(t));
  if (!title && !button) return null;
  return { label: 'resources', weight: 2.5, reason: title ? `titled "${title.slice(0, 30)}"` : `"${button}" button` };
};

export const articleElements: Signal = (f) =>
  f.articles >= 2 ? { label: 'resources', weight: 1, reason: `${f.articles} articles` } : null;

export const resourcesHeadingWords: Signal = headingWordsSignal('resources', 2);

export const resourcesClassWords: Signal = classWordsSignal('resources', 2, 1);

export const resourcesSignals: Record<string, Signal> = {
  datedArticles,
  questionsAndAnswers,
  documentation,
  onDocumentationPage,
  readingList,
  directions,
  travelTimes,
  venueDirections,
  articleElements,
  resourcesHeadingWords,
  resourcesClassWords,
};
