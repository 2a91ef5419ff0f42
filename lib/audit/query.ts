import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';

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

/** The semantic-search query for a section: its kind plus its own short text. Only this leaves the browser. */
export function sectionQuery(section: Pick<SectionSummary, 'label' | 'text'>): string {
  const text = section.text.replace(/\s+/g, ' ').trim();
  const query = `${LABEL_WORDS[section.label]}: ${text}`;
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH).trimEnd() : query;
}

/** Ask for more than shown: only winners are shown, and the service may return losers too. */
export const searchSize = (maxResults: number): number => Math.min(50, maxResults * 3);

/** The semantic-search request for a section: the same from the panel and the CLI. */
export function sectionSearch(section: Pick<SectionSummary, 'label' | 'text'>, settings: { maxResults: number; threshold: number }) {
  return { query: sectionQuery(section), max_results: searchSize(settings.maxResults), threshold: settings.threshold };
}
