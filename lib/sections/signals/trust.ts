import { HEADING_WORDS, tokensMatch, CLASS_WORDS } from '../keywords';
import type { Signal } from './types';

/** Signals for social proof and risk reducers. */

export const quotesWithNames: Signal = (f) => {
  const quotes = Math.max(f.blockquotes, f.quoteMarks);
  if (quotes === 0) return null;
  const named = f.cites > 0;
  return { label: 'trust', weight: named || quotes >= 2 ? 3 : 1.5, reason: `${quotes} quote${quotes > 1 ? 's' : ''}${named ? ' with names' : ''}` };
};

export const starRatings: Signal = (f) =>
  f.stars >= 3 ? { label: 'trust', weight: 2.5, reason: `${f.stars} rating stars` } : null;

/** Many small images and little text: a wall of customer, sponsor or press logos. */
export const logoWall: Signal = (f) => {
  if (f.smallImages < 4 || f.textLength > f.smallImages * 60 + 200) return null;
  return { label: 'trust', weight: 3, reason: `grid of ${f.smallImages} logos` };
};

export const adoptionNumbers: Signal = (f) => {
  const n = Math.max(f.stats, f.counters);
  if (n < 2 || f.textLength > 900) return null;
  return { label: 'trust', weight: 2.5, reason: `${n} adoption numbers` };
};

/** Cards of people: photo and a name each (team, teachers, speakers' credibility). */
export const peopleProfiles: Signal = (f) => {
  const g = f.repeated;
  if (g.withPersonName < 3 || g.withPersonName < g.count * 0.6) return null;
  return { label: 'trust', weight: 3, reason: `${g.withPersonName} people with names` };
};

/** Guarantees, free returns, secure payment, certifications in a short block. */
export const riskReducers: Signal = (f) => {
  if (f.riskReducers < 2 || f.textLength > 700) return null;
  return { label: 'trust', weight: 2.5, reason: `${f.riskReducers} guarantees or risk reducers` };
};

export const trustHeadingWords: Signal = (f) => {
  const h = f.headings.slice(0, 2).find((t) => HEADING_WORDS.trust.test(t));
  return h ? { label: 'trust', weight: 2, reason: `heading "${h.slice(0, 40)}"` } : null;
};

export const trustClassWords: Signal = (f) => {
  const own = tokensMatch(f.ownTokens, CLASS_WORDS.trust);
  if (own) return { label: 'trust', weight: 2, reason: `class "${own}"` };
  const inner = tokensMatch(f.innerTokens, CLASS_WORDS.trust);
  return inner ? { label: 'trust', weight: 1, reason: `inner class "${inner}"` } : null;
};

export const trustSignals: Signal[] = [quotesWithNames, starRatings, logoWall, adoptionNumbers, peopleProfiles, riskReducers, trustHeadingWords, trustClassWords];
