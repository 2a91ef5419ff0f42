import type { gatherFacts } from '../facts/gather';
import { uniqueSelector } from './selector';
import type { ClassifiedSection, SectionSummary } from './types';

/** Reads the design facts of the sections' elements (lib/facts): passed in, so a caller may load it later. */
export type FactGatherer = typeof gatherFacts;

const round = (n: number) => Math.round(n * 10) / 10;
/** Characters of a block's words a summary carries (see SectionSummary.body). */
export const BODY_MAX = 2000;

/**
 * JSON-safe copies of the sections, each with a selector that re-finds its element, and the facts
 * `gather` reads (none without it: the content script loads the fact gatherers only for audits).
 */
export function summarizeSections(sections: readonly ClassifiedSection[], gather?: FactGatherer): SectionSummary[] {
  const facts = gather ? gather(sections) : [];
  return sections.map((s, index) => ({
    index,
    label: s.label,
    confidence: s.confidence,
    evidence: [...s.evidence],
    text: s.text,
    rect: { x: round(s.rect.x), y: round(s.rect.y), width: round(s.rect.width), height: round(s.rect.height) },
    selector: uniqueSelector(s.element),
    facts: facts[index] ?? [],
    ...(s.reading && { body: s.reading.text.slice(0, BODY_MAX) }),
  }));
}
