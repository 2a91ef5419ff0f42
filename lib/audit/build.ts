import { isDemoRecord } from '../knowledge/demo';
import type { Pattern, SemanticHit } from '../knowledge/schemas';
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
  /** True when any answer comes from the synthetic demo catalogue. */
  demo: boolean;
  /** Every section has its tests and the patterns are in. */
  complete: boolean;
}

export const PATTERNS_PER_SECTION = 3;

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
        tests: hits
          ? hits
              .filter((h) => h.result === 'winner')
              .sort((a, b) => b.similarity - a.similarity)
              .slice(0, input.settings.maxResults)
          : null,
      };
    });
  const allHits = Object.values(input.answers.tests).flat();
  return {
    input,
    sections,
    findings: patterns ? findMissing(input.sections, patterns) : null,
    demo: allHits.some(isDemoRecord),
    complete: patterns !== null && sections.every((s) => s.tests !== null),
  };
}
