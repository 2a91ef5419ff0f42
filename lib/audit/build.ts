import { isDemoRecord } from '../knowledge/demo';
import type { Pattern, SemanticHit } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';
import { byStrength, findMissing, type Finding } from './findings';
import type { AuditInput } from './input';
import { sectionQuery } from './query';

export interface AuditSection {
  section: SectionSummary;
  /** The semantic-search query sent for this section. */
  query: string;
  /** Patterns for this section's label, strongest first; null until patterns are answered. */
  patterns: Pattern[] | null;
  /** Most relevant winning tests, most similar first; null until answered. */
  tests: SemanticHit[] | null;
}

export interface Audit {
  input: AuditInput;
  sections: AuditSection[];
  /** Null until the patterns are answered. */
  findings: Finding[] | null;
  /** True when the service is known to serve the synthetic demo catalogue, or any answer comes from it. */
  demo: boolean;
  /** Every section has its tests and the patterns are in. */
  complete: boolean;
}

export const PATTERNS_PER_SECTION = 3;

/** Lower case, single spaces, without a trailing "(…)" qualifier such as the industry or the brand. */
const sameTestKey = (text: string) => text.toLowerCase().replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+/g, ' ').trim();

/**
 * The winning tests to show for a section: tests run on the same kind of section first, then the
 * most similar; one per test, since a catalogue often holds the same test in several records
 * (the same title but for a trailing qualifier).
 */
export function relevantWinners(hits: readonly SemanticHit[], label: SectionLabel, max: number): SemanticHit[] {
  const seen = new Set<string>();
  return hits
    .filter((h) => h.result === 'winner')
    .sort((a, b) => Number(b.website_section === label) - Number(a.website_section === label) || b.similarity - a.similarity)
    .filter((h) => {
      const key = sameTestKey(h.title);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
}

/** Pure: the same input always gives the same audit. */
export function buildAudit(input: AuditInput): Audit {
  const patterns = input.answers.patterns;
  const sections = [...input.sections]
    .sort((a, b) => a.index - b.index)
    .map((section): AuditSection => {
      const hits = input.answers.tests[String(section.index)];
      return {
        section,
        query: sectionQuery(section),
        patterns: patterns ? patterns.filter((p) => p.website_section === section.label).sort(byStrength).slice(0, PATTERNS_PER_SECTION) : null,
        tests: hits ? relevantWinners(hits, section.label, input.settings.maxResults) : null,
      };
    });
  const allHits = Object.values(input.answers.tests).flat();
  return {
    input,
    sections,
    findings: patterns ? findMissing(input.sections, patterns) : null,
    demo: input.service.demo === true || allHits.some(isDemoRecord),
    complete: patterns !== null && sections.every((s) => s.tests !== null),
  };
}
