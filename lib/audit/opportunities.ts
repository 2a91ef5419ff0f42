import { FACT_QUESTIONS } from './fact-questions';
import type { SectionFact } from '../facts/types';
import type { Pattern } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { ShownTest } from './rank';
import { describeFact } from '../facts/describe';

/** A fact on the page that the catalogue has tested against, with what those tests say. */
export interface FactFinding {
  id: string;
  kind: 'fact';
  label: SectionLabel;
  /** The section (reading-order index) the fact is in. */
  section: number;
  fact: SectionFact;
  title: string;
  rule: string | null;
  /** Tests behind the idea (the pattern's test count, else the tests shown). */
  evidence: number;
  winRate: number | null;
  medianUplift: number | null;
  /** uplift × win rate × tests: what the reader should weigh first. */
  expectedValue: number;
  principles: string[];
  testIds: string[];
}

const LABEL_NAMES: Record<SectionLabel, string> = {
  hero: 'Hero', cta: 'Call-to-action block', trust: 'Trust block', product_demo: 'Product demo', differentiation: 'Benefits block',
  global: 'Site header/footer', doors: 'Entry points', resources: 'Resources block',
};

const pct = (n: number) => `${n >= 0 ? '+' : ''}${Math.round(n)}%`;

/** "Hero · carousel: 3 slides, autoplay" — the fact as a reader names it. */
export const factLine = (label: SectionLabel, fact: SectionFact) => `${LABEL_NAMES[label]} · ${describeFact(fact)}`;

/**
 * One finding per telling fact of a section that a shown test answers, grounded in the catalogue:
 * "Hero · carousel: 3 slides, autoplay — 8 tests of Cognitive load, 60% won, median +10%".
 */
export function factFindings(
  sections: ReadonlyArray<{ section: { index: number; label: SectionLabel; facts: SectionFact[] }; tests: ShownTest[] | null }>,
  patterns: readonly Pattern[],
): FactFinding[] {
  const out: FactFinding[] = [];
  for (const { section, tests } of sections) {
    // One finding per test idea in a section: the most telling fact it answers speaks for it.
    const used = new Set<string>();
    const facts = [...section.facts].sort((a, b) => FACT_QUESTIONS[b.kind].salience(b.value) - FACT_QUESTIONS[a.kind].salience(a.value));
    for (const fact of facts) {
      if (FACT_QUESTIONS[fact.kind].salience(fact.value) < 6) continue;
      const answering = (tests ?? []).filter((t) => t.matched.some((m) => m.kind === fact.kind));
      const best = answering.find((t) => !used.has(t.id));
      if (!best) continue;
      used.add(best.id);
      const pattern = patterns.find((p) => p.website_section === best.website_section && p.psychological_principle === best.psychological_principle);
      const tested = pattern?.test_count ?? answering.length;
      const winRate = pattern ? pattern.win_rate : null;
      const uplift = pattern?.median_uplift_percent ?? best.uplift_percent;
      const expectedValue = Math.max(0, uplift ?? 0) * (winRate ?? 0.5) * tested;
      const said = [`${tested} test${tested === 1 ? '' : 's'} of ${best.psychological_principle ?? 'this idea'}`];
      if (winRate !== null) said.push(`${Math.round(winRate * 100)}% won`);
      if (uplift !== null && uplift !== undefined) said.push(`median ${pct(uplift)}`);
      out.push({
        id: `fact:${section.index}:${fact.kind}`,
        kind: 'fact',
        label: section.label,
        section: section.index,
        fact,
        title: `${factLine(section.label, fact)} — ${said.join(', ')}`,
        rule: best.actionable_rule,
        evidence: tested,
        winRate,
        medianUplift: uplift ?? null,
        expectedValue,
        principles: [...new Set(answering.map((t) => t.psychological_principle).filter((p): p is string => !!p))],
        testIds: answering.map((t) => t.id),
      });
    }
  }
  return out.sort((a, b) => b.expectedValue - a.expectedValue);
}
