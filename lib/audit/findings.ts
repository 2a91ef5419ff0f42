import type { Pattern } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';

/** A pattern is "strong" when enough tests back it and most of them won. */
export const STRONG_MIN_TESTS = 3;
export const STRONG_MIN_WIN_RATE = 0.5;

export interface Finding {
  id: string;
  kind: 'missing_section' | 'no_cta_after_hero';
  label: SectionLabel;
  title: string;
  /** What to do, from the strongest pattern's top rule. */
  rule: string | null;
  /** Winning tests behind the finding. */
  evidence: number;
  principles: string[];
}

const MISSING_TITLES: Record<Exclude<SectionLabel, 'global'>, string> = {
  hero: 'No hero: the page opens without a clear primary message',
  cta: 'No call-to-action block',
  trust: 'No trust block (testimonials, customer logos, ratings, guarantees)',
  product_demo: 'No product demo (screenshots, video, how it works)',
  differentiation: 'No differentiation block (why choose this over the alternatives)',
  doors: 'No entry points routing visitors by need or segment',
  resources: 'No resources (guides, FAQ, articles)',
};

export const isStrong = (p: Pattern): boolean => p.test_count >= STRONG_MIN_TESTS && p.win_rate >= STRONG_MIN_WIN_RATE;

/** Strongest first: most winning tests, then highest win rate. */
export const byStrength = (a: Pattern, b: Pattern): number => b.winner_count - a.winner_count || b.win_rate - a.win_rate;

/** Sections the catalogue has strong winning patterns for but the page lacks, most evidence first. */
export function findMissing(sections: SectionSummary[], patterns: Pattern[]): Finding[] {
  const present = new Set(sections.map((s) => s.label));
  const strongBy = new Map<SectionLabel, Pattern[]>();
  for (const p of patterns.filter(isStrong).sort(byStrength)) {
    strongBy.set(p.website_section, [...(strongBy.get(p.website_section) ?? []), p]);
  }
  const finding = (kind: Finding['kind'], label: SectionLabel, title: string): Finding | null => {
    const strong = strongBy.get(label);
    if (!strong?.length) return null;
    return {
      id: `${kind}:${label}`,
      kind,
      label,
      title,
      rule: strong.find((p) => p.top_rules.length)?.top_rules[0] ?? null,
      evidence: strong.reduce((n, p) => n + p.winner_count, 0),
      principles: strong.map((p) => p.psychological_principle),
    };
  };

  const findings: Finding[] = [];
  for (const [label, title] of Object.entries(MISSING_TITLES) as [Exclude<SectionLabel, 'global'>, string][]) {
    if (present.has(label)) continue;
    if (label === 'cta' && present.has('hero')) continue; // reported below, more precisely
    const f = finding('missing_section', label, title);
    if (f) findings.push(f);
  }
  const hero = sections.find((s) => s.label === 'hero');
  if (hero && !sections.some((s) => s.label === 'cta' && s.index > hero.index)) {
    const f = finding('no_cta_after_hero', 'cta', 'No call-to-action block after the hero');
    if (f) findings.push(f);
  }
  return findings.sort((a, b) => b.evidence - a.evidence);
}
