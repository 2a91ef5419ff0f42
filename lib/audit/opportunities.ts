import type { SectionFact } from '../facts/types';
import type { Pattern } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { ShownTest } from './rank';
import { describeFact } from '../facts/describe';
import { fill, type FindingStringId } from './finding-strings';
import { checkById, deficitGap, type DeficitResult } from './deficits';
import type { DeficitId } from './deficit-strings';

/** A deficit of a fact on the page that winning tests removed, with what those tests say. */
export interface FactFinding {
  id: string;
  kind: 'fact';
  label: SectionLabel;
  /** The section (reading-order index) the fact is in. */
  section: number;
  fact: SectionFact;
  /** The deficit of the fact the finding is about. */
  deficit: DeficitId;
  /** When the same gap is in several blocks: their kinds, this finding's own first (it is said once, naming them all). */
  labels?: SectionLabel[];
  title: string;
  rule: string | null;
  /** Tests behind the idea (the pattern's test count, else the tests shown). */
  evidence: number;
  winRate: number | null;
  medianUplift: number | null;
  /** How far the fact is from passing its check, in (0, 1]. */
  gap: number;
  /** gap × uplift × win rate × tests: what the reader should weigh first. */
  expectedValue: number;
  principles: string[];
  testIds: string[];
}

const LABEL_NAMES = Object.fromEntries(
  (['hero', 'cta', 'trust', 'product_demo', 'differentiation', 'global', 'doors', 'resources'] as const).map((l) => [l, fill(`label.${l}`)]),
) as Record<SectionLabel, string>;

const pct = (n: number) => `${n >= 0 ? '+' : ''}${Math.round(n)}%`;

/** "Hero · carousel: 3 slides, autoplay" — the fact as a reader names it. */
export const factLine = (label: SectionLabel, fact: SectionFact) => `${LABEL_NAMES[label]} · ${describeFact(fact)}`;

/** A finding before it is said: its title is written once it is known which blocks share its gap. */
type Drafted = Omit<FactFinding, 'title'> & { key: string; titled: (blocks: string) => string };

/** A leading gap with no test behind its fix: the page's own evidence, like a hygiene finding. */
function seenOnly(section: { index: number; label: SectionLabel }, check: DeficitResult): Drafted {
  return {
    id: `fact:${section.index}:${check.id}`,
    kind: 'fact',
    label: section.label,
    section: section.index,
    fact: check.fact,
    deficit: check.id,
    key: `${check.id}|${check.title}`,
    titled: (blocks) => fill('fact.title.seen', { section: blocks, failure: check.title, fix: check.fix ?? '' }),
    rule: null,
    evidence: 0,
    winRate: null,
    medianUplift: null,
    gap: deficitGap(check),
    expectedValue: 0,
    principles: [],
    testIds: [],
  };
}

/** What a site's header or footer bar holds. */
const BAR_KINDS: ReadonlySet<SectionFact['kind']> = new Set(['navigation', 'cta', 'form', 'search_box', 'sticky_header', 'announcement_bar', 'security_badges', 'cookie_banner', 'chat_widget']);

/**
 * One finding per deficit of a section that a shown test removes, grounded in the catalogue:
 * "Trust block · No photos on 3 testimonials → a photo of each person quoted won in 68% of 19 tests, median +10%".
 * A fact without a deficit is no finding (the section shows it as passed). Sorted by the gap on this
 * page × the evidence behind the fix.
 */
export function factFindings(
  sections: ReadonlyArray<{ section: { index: number; label: SectionLabel; facts: SectionFact[] }; tests: ShownTest[] | null; checks: readonly DeficitResult[] }>,
  patterns: readonly Pattern[],
): FactFinding[] {
  const out: Drafted[] = [];
  for (const { section, tests, checks } of sections) {
    // A header or footer holds menus, buttons and forms: a slider or tiles read in a block called so are more likely a
    // misread block than the site's bar, and a finding named "Site header/footer · carousel" misleads (blind review,
    // stop 40). They stay on that block's "Lacks" line.
    for (const check of section.label === 'global' ? checks.filter((c) => BAR_KINDS.has(c.kind)) : checks) {
      if (check.passed) continue;
      const fixing = (tests ?? []).filter((t) => t.fixes === check.id);
      const best = fixing[0];
      if (!best) {
        // A gap a specialist names first (no button in the hero) is said from the page alone when no test of the catalogue removes it.
        if (checkById(check.id).leads) out.push(seenOnly(section, check));
        continue;
      }
      const pattern = patterns.find((p) => p.website_section === best.website_section && p.psychological_principle === best.psychological_principle);
      const tested = pattern?.test_count ?? fixing.length;
      const winRate = pattern ? pattern.win_rate : null;
      const uplift = pattern?.median_uplift_percent ?? best.uplift_percent;
      const gap = deficitGap(check);
      const expectedValue = gap * Math.max(0, uplift ?? 0) * (winRate ?? 0.5) * tested;
      const hasUplift = uplift !== null && uplift !== undefined;
      const id: FindingStringId = `fact.title.${winRate !== null ? 'rate' : 'count'}${!hasUplift ? '.no_uplift' : tested === 1 ? '.one' : ''}`;
      out.push({
        id: `fact:${section.index}:${check.id}`,
        kind: 'fact',
        label: section.label,
        section: section.index,
        fact: check.fact,
        deficit: check.id,
        key: `${check.id}|${check.title}`,
        titled: (blocks) => fill(id, { section: blocks, failure: check.title, fix: check.fix ?? '', rate: Math.round((winRate ?? 0) * 100), n: tested, uplift: hasUplift ? pct(uplift) : '' }),
        rule: best.actionable_rule,
        evidence: tested,
        winRate,
        medianUplift: uplift ?? null,
        gap,
        expectedValue,
        principles: [...new Set(fixing.map((t) => t.psychological_principle).filter((p): p is string => !!p))],
        testIds: fixing.map((t) => t.id),
      });
    }
  }
  // One finding per gap, strongest first. The same gap in another kind of block (a template's hero form repeated in its
  // closing band) joins it, and the finding names every block (blind review, stop 40: one gap said five times); the same
  // gap again in the same kind of block (two article rows without reading times) adds nothing. The blocks' own "Lacks"
  // lines still list it.
  const said: Array<{ first: Drafted; labels: SectionLabel[] }> = [];
  for (const f of out.sort((a, b) => b.expectedValue - a.expectedValue)) {
    const same = said.find((m) => m.first.key === f.key);
    if (same) {
      if (!same.labels.includes(f.label)) same.labels.push(f.label);
    } else if (!said.some((m) => m.first.deficit === f.deficit && m.labels.includes(f.label))) {
      said.push({ first: f, labels: [f.label] });
    }
  }
  return said.map(({ first: { key: _key, titled, ...finding }, labels }) => ({
    ...finding,
    ...(labels.length > 1 ? { labels } : {}),
    title: titled(labels.map((l) => LABEL_NAMES[l]).join(', ')),
  }));
}
