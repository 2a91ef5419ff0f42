import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';
import { byFactSalience, FACT_QUESTIONS } from './fact-questions';

const LABEL_WORDS: Record<SectionLabel, string> = {
  hero: 'hero headline',
  cta: 'call to action',
  trust: 'social proof trust',
  product_demo: 'product demo',
  differentiation: 'benefits differentiation',
  global: 'navigation',
  doors: 'category entry points',
  resources: 'resources content',
};

export const MAX_QUERY_LENGTH = 300;
/** Facts asked about per section, most telling first; the rest still rank the answers. */
export const FACTS_ASKED = 3;
/** Questions per section at most: the label question and the facts' questions. */
export const MAX_QUESTIONS = 6;

/** The label question: the section's kind plus its own short text (the only page text that leaves the browser). */
export function sectionQuery(section: Pick<SectionSummary, 'label' | 'text'>): string {
  const text = section.text.replace(/\s+/g, ' ').trim();
  const query = `${LABEL_WORDS[section.label]}: ${text}`;
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH).trimEnd() : query;
}

/** The questions built from a section's facts, in the catalogue's vocabulary: no page text. */
export function factQueries(section: Pick<SectionSummary, 'facts'>): string[] {
  const out: string[] = [];
  for (const fact of byFactSalience(section.facts ?? []).slice(0, FACTS_ASKED)) {
    for (const q of FACT_QUESTIONS[fact.kind].queries(fact.value)) if (!out.includes(q)) out.push(q);
  }
  return out;
}

/** Every question of a section: the facts' first (they decide the advice), then the label question. */
export function sectionQueries(section: Pick<SectionSummary, 'label' | 'text' | 'facts'>): string[] {
  return [...factQueries(section).slice(0, MAX_QUESTIONS - 1), sectionQuery(section)];
}

/** Ask for more than shown: only winners are shown, and the service may return losers too. */
export const searchSize = (maxResults: number): number => Math.min(50, maxResults * 3);

/** The semantic-search requests for a section: the same from the panel and the CLI. */
export function sectionSearches(section: Pick<SectionSummary, 'label' | 'text' | 'facts'>, settings: { maxResults: number; threshold: number }) {
  return sectionQueries(section).map((query) => ({ query, max_results: searchSize(settings.maxResults), threshold: settings.threshold }));
}

/** One list of hits from several questions: each test once, with its best similarity. */
export function mergeHits<T extends { id: string; similarity: number }>(lists: readonly (readonly T[])[]): T[] {
  const best = new Map<string, T>();
  for (const list of lists) for (const h of list) {
    const seen = best.get(h.id);
    if (!seen || seen.similarity < h.similarity) best.set(h.id, h);
  }
  return [...best.values()];
}
