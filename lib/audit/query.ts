import { SIGN_OFF } from '../sections/keywords';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';
import { byFactSalience, factSalience, FACT_QUESTIONS } from './fact-questions';
import { pageContext } from './context';
import { checkById, isWeakGap, sectionChecks } from './deficits';
import { auditFacts, isProductGrid } from './derived';

// Each kind of section in the catalogue's own words (what its element_tested and titles say).
const LABEL_WORDS: Record<SectionLabel, string> = {
  hero: 'hero headline banner image',
  cta: 'closing call to action sign-up form pricing plans',
  trust: 'testimonials reviews customer logos',
  product_demo: 'product demo video screenshots how it works',
  differentiation: 'feature grid benefits comparison with competitors why choose us',
  global: 'navigation menu header footer links',
  doors: 'category tiles entry points',
  resources: 'blog articles guides resources',
};
// A global block that signs off the site is a footer: its tests are the footer's, not the header menu's.
const LEGAL_LINKS = /\bimpressum\b|mentions légales|todos los derechos/i;
const signsOff = (text: string) => SIGN_OFF.test(text) || LEGAL_LINKS.test(text);
const FOOTER_WORDS = 'footer links newsletter form contact details address';
/** A grid of priced products is a shop's listing whatever its block was called (taxonomy: doors). */
const LISTING_WORDS = 'product listing cards price rating add to basket';
/** Page text sent with the label question: the section's first line (its heading), cut short. */
export const MAX_PAGE_TEXT = 100;

export const MAX_QUERY_LENGTH = 300;
/** Facts asked about per section, most telling first; the rest still rank the answers. */
export const FACTS_ASKED = 3;
/** Questions per section at most: the label question and the facts' questions. */
export const MAX_QUESTIONS = 6;
/** Facts below this (one ordinary button, a plain headline) rank the answers but are not asked about: every page has them. */
export const MIN_SALIENCE_ASKED = 5;
/** The label question casts a wider net: it is what keeps a section's advice on its own kind of section. */
export const LABEL_QUESTION_RESULTS = 30;
/** A fact's question asks for a few ideas, not one: an idea can fill the first ten places with its records alone. */
export const FACT_QUESTION_RESULTS = 15;

/** The label question: the section's kind plus its heading (the only page text that leaves the browser; none for a header or footer). */
export function sectionQuery(section: Pick<SectionSummary, 'label' | 'text'> & { facts?: SectionSummary['facts'] }): string {
  // A header's or footer's first line is a brand, a menu entry or an announcement: not what the
  // block is about, and it would pull the answers towards whatever that line says.
  const first = section.label === 'global' ? '' : (section.text.split('\n').find((l) => l.trim()) ?? '');
  const text = first.replace(/\s+/g, ' ').trim().slice(0, MAX_PAGE_TEXT).trim();
  const words = section.label === 'global' && signsOff(section.text) ? FOOTER_WORDS
    : section.label !== 'global' && isProductGrid(auditFacts({ facts: section.facts ?? [], text: section.text })) ? LISTING_WORDS
    : LABEL_WORDS[section.label];
  const query = text ? `${words}: ${text}` : words;
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH).trimEnd() : query;
}

/**
 * The questions built from a section's facts, in the catalogue's vocabulary: no page text. What the
 * section lacks is asked first (each failed check's question), then what its most telling facts raise.
 */
export function factQueries(section: Pick<SectionSummary, 'facts'> & Partial<Pick<SectionSummary, 'label' | 'text' | 'body'>>): string[] {
  const out: string[] = [];
  const add = (q: string) => { if (!out.includes(q)) out.push(q); };
  const label = section.label ?? null;
  const facts = auditFacts({ facts: section.facts ?? [], text: section.text ?? '', body: section.body });
  const telling = byFactSalience(facts, label).filter((f) => factSalience(f, label) >= MIN_SALIENCE_ASKED).slice(0, FACTS_ASKED);
  const failed = sectionChecks(telling, pageContext([{ facts, text: section.text ?? '' }]), { label, text: section.text ?? '', words: section.body ?? section.text ?? '' }).filter((c) => !c.passed && !isWeakGap(c));
  for (const c of failed) add(checkById(c.id).query);
  for (const fact of telling) for (const q of FACT_QUESTIONS[fact.kind].queries(fact.value, fact.evidence)) add(q);
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
  const label = sectionQuery(section);
  return sectionQueries(section).map((query) => ({
    query,
    max_results: Math.max(query === label ? LABEL_QUESTION_RESULTS : FACT_QUESTION_RESULTS, searchSize(settings.maxResults)),
    threshold: settings.threshold,
  }));
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
