import { gatherFacts } from '../facts/gather';
import { uniqueSelector } from './selector';
import type { ClassifiedSection, SectionSummary } from './types';

const round = (n: number) => Math.round(n * 10) / 10;

/** JSON-safe copies of the sections, each with a selector that re-finds its element. */
export function summarizeSections(sections: readonly ClassifiedSection[]): SectionSummary[] {
  const facts = gatherFacts(
    sections.map((s) => s.element),
    (i) => sections[i]!.label === 'global',
    (i) => sections[i]!.label === 'hero',
  );
  return sections.map((s, index) => ({
    index,
    label: s.label,
    confidence: s.confidence,
    evidence: [...s.evidence],
    text: s.text,
    rect: { x: round(s.rect.x), y: round(s.rect.y), width: round(s.rect.width), height: round(s.rect.height) },
    selector: uniqueSelector(s.element),
    facts: facts[index] ?? [],
  }));
}
