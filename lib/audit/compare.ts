import type { Pattern } from '../knowledge/schemas';
import { SECTION_LABELS, type SectionLabel } from '../sections/labels';
import type { Audit } from './build';
import { byStrength, isStrong } from './findings';

/** How many of the catalogue's strongest patterns a comparison lines the pages up against. */
export const COMPARE_TOP_PATTERNS = 10;

/**
 * One page against one strong pattern (a section kind and a principle):
 * - `matches`: the page has that kind of section and a winning test shown for it applies the principle;
 * - `section_only`: the page has that kind of section, but none of its winning tests applies the principle;
 * - `missing`: the page has no section of that kind.
 */
export type PatternStatus = 'matches' | 'section_only' | 'missing';

export interface ComparedPage {
  url: string;
  title: string;
  /** Sections of each kind on the page. */
  sectionCounts: Record<SectionLabel, number>;
}

export interface PatternRow {
  label: SectionLabel;
  principle: string;
  winnerCount: number;
  winRate: number;
  rule: string | null;
  /** One status per compared page, in page order. */
  status: PatternStatus[];
}

/** What the other pages do that this one does not. */
export interface PageGaps {
  page: number;
  /** Section kinds this page lacks, with the pages that have them. */
  sections: { label: SectionLabel; presentIn: number[] }[];
  /** Strong patterns this page does not match, with the pages that do. */
  patterns: { label: SectionLabel; principle: string; matchedBy: number[] }[];
}

export interface Comparison {
  pages: ComparedPage[];
  patterns: PatternRow[];
  gaps: PageGaps[];
}

const indexesWhere = <T>(items: readonly T[], test: (item: T, i: number) => boolean): number[] =>
  items.flatMap((item, i) => (test(item, i) ? [i] : []));

function statusOf(audit: Audit, pattern: Pattern): PatternStatus {
  const sections = audit.sections.filter((s) => s.section.label === pattern.website_section);
  if (!sections.length) return 'missing';
  const applied = sections.some((s) => s.tests?.some((t) => t.psychological_principle === pattern.psychological_principle));
  return applied ? 'matches' : 'section_only';
}

/** Pure: lines several audits up side by side against the catalogue's strongest winning patterns. */
export function compareAudits(audits: readonly Audit[], topPatterns = COMPARE_TOP_PATTERNS): Comparison {
  const pages = audits.map((a): ComparedPage => {
    const sectionCounts = Object.fromEntries(SECTION_LABELS.map((l) => [l, 0])) as Record<SectionLabel, number>;
    for (const s of a.sections) sectionCounts[s.section.label]++;
    return { url: a.input.page.url, title: a.input.page.title, sectionCounts };
  });

  // Every page was audited against the same service: the first answered pattern list is the catalogue's.
  const catalogue = audits.find((a) => a.input.answers.patterns)?.input.answers.patterns ?? [];
  const strongest = catalogue.filter(isStrong).sort(byStrength).slice(0, topPatterns);
  const patterns = strongest.map(
    (p): PatternRow => ({
      label: p.website_section,
      principle: p.psychological_principle,
      winnerCount: p.winner_count,
      winRate: p.win_rate,
      rule: p.top_rules[0] ?? null,
      status: audits.map((a) => statusOf(a, p)),
    }),
  );

  const gaps = pages.map(
    (page, i): PageGaps => ({
      page: i,
      sections: SECTION_LABELS.filter((l) => page.sectionCounts[l] === 0)
        .map((label) => ({ label, presentIn: indexesWhere(pages, (p, j) => j !== i && p.sectionCounts[label] > 0) }))
        .filter((g) => g.presentIn.length > 0),
      patterns: patterns
        .filter((row) => row.status[i] !== 'matches')
        .map((row) => ({ label: row.label, principle: row.principle, matchedBy: indexesWhere(row.status, (s, j) => j !== i && s === 'matches') }))
        .filter((g) => g.matchedBy.length > 0),
    }),
  );
  return { pages, patterns, gaps };
}
