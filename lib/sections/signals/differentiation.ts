import { AS_SEEN, TALK_WORD } from '../keywords';
import { travelTimeCount } from './resources';
import { titledIntegrations } from './trust';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for "why this over the alternatives": feature grids, benefit copy, comparisons. */

/** Cards with a title and a few lines each, not leading elsewhere: a feature or benefit grid. */
export const featureGrid: Signal = (f) => {
  const g = f.repeated;
  if (g.count < 3 || g.count > 12 || g.withHeading < 3 || g.meanText < 30 || g.meanText > 600) return null;
  // Cards leading elsewhere are doors; dated cards are posts or milestones.
  if (g.withPageLink >= g.count * 0.6 || g.withDate >= g.count * 0.6) return null;
  // Cards that each say how far a place is are the places a venue serves, not features.
  if (travelTimeCount(f) >= 2) return null;
  // Items folded away behind a summary are questions or terms to open, not features on show.
  if (f.details >= g.count * 0.6) return null;
  return { label: 'differentiation', weight: 2, reason: `grid of ${g.count} features` };
};

/** A heading with paragraphs of copy: the default shape of a benefit block. */
export const benefitCopy: Signal = (f) => {
  if (f.headings.length === 0 || f.paragraphs === 0 || f.textLength < 80) return null;
  // Copy that sits inside links is the teaser of other pages, not an argument made here.
  if (f.linkTextLength > f.textLength * 0.6) return null;
  return { label: 'differentiation', weight: 1, reason: 'headline with benefit copy' };
};

/**
 * A table without prices or code; counted three times over when its cells are ticks and crosses
 * across named columns: how a product stacks up against the alternatives.
 */
export const comparisonTable: Signal = (f) => {
  if (f.tables === 0 || f.codeBlocks > 0) return null;
  if (f.tickCells >= 4 && f.prices * 4 <= f.tickCells) {
    return { label: 'differentiation', weight: 3, reason: `comparison table of ${f.tickCells} ticks and crosses` };
  }
  // A table of headings with no rows under them (a leaderboard a script never filled) compares nothing.
  return f.prices === 0 && f.tableDataRows > 0 ? { label: 'differentiation', weight: 1, reason: 'comparison table' } : null;
};

/** Logos under a title about integrations: what the product works with, a reason to choose it (not who uses it). */
export const integrationLogos: Signal = (f) => {
  if (f.smallImages < 3 || !titledIntegrations(f) || AS_SEEN.test(f.fullText)) return null;
  return { label: 'differentiation', weight: 3, reason: `${f.smallImages} logos of tools it works with` };
};

/**
 * Pictured people, each with the talk or workshop they give: a conference's speaker line-up, a reason to
 * come (taxonomy: speakers are differentiation), not a team vouching for a firm. Dated items are the schedule.
 */
export const speakerLineup: Signal = (f) => {
  const g = f.repeated;
  if (g.count < 3 || g.withImage < g.count * 0.6 || g.withPrice > 0 || g.withDate >= g.count / 2) return null;
  TALK_WORD.lastIndex = 0;
  let talks = 0;
  while (TALK_WORD.exec(f.fullText) !== null) talks++;
  if (talks < 3 || talks < g.count * 0.6) return null;
  return { label: 'differentiation', weight: 3, reason: `${g.count} speakers with their talks` };
};

export const differentiationHeadingWords: Signal = headingWordsSignal('differentiation', 1.5);

export const differentiationClassWords: Signal = classWordsSignal('differentiation', 1.5, 0.7);

export const differentiationSignals: Record<string, Signal> = {
  featureGrid,
  benefitCopy,
  comparisonTable,
  integrationLogos,
  speakerLineup,
  differentiationHeadingWords,
  differentiationClassWords,
};
