import type { AbTest } from '../../lib/knowledge/schemas';
import type { SectionLabel } from '../../lib/sections/labels';
import type { AuditSection } from '../../lib/audit/build';
import type { Finding } from '../../lib/audit/findings';
import { redundantFor, type DeficitResult } from '../../lib/audit/deficits';

/** One probe of `npm run eval:advice`: a section of a page, its true label, and what a relevant test says. */
export interface Probe {
  page: string;
  selector: string;
  label: SectionLabel;
  feature: string;
  relevant: string;
  split?: 'tune' | 'test';
}

export interface ProbeResult {
  /** The pages DIR the probe's page was found in. */
  dir?: string;
  page: string;
  selector: string;
  feature: string;
  label: SectionLabel;
  split: string | null;
  /** The audited section compared, or null when none holds or sits inside the probe's element. */
  predicted: SectionLabel | null;
  facts: string[];
  shown: Array<{ id: string; title: string; website_section: SectionLabel; relevant: boolean }>;
}

type Shown = Pick<AbTest, 'title' | 'element_tested' | 'variation_description' | 'psychological_principle' | 'actionable_rule'>;

/** The text a probe's regex is matched against (DESIGN.md: the fields joined by spaces). */
export const relevanceText = (t: Shown) =>
  [t.title, t.element_tested, t.variation_description, t.psychological_principle, t.actionable_rule].filter(Boolean).join(' ');

export interface AdviceMetrics {
  probes: number;
  labelAccuracy: number;
  hitAt3: number;
  precisionAt3: number;
  sameSection: number;
  distinctRatio: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 1000);

export function adviceMetrics(results: readonly ProbeResult[]): AdviceMetrics {
  const top3 = results.map((r) => r.shown.slice(0, 3));
  const shown = results.flatMap((r) => r.shown);
  return {
    probes: results.length,
    labelAccuracy: ratio(results.filter((r) => r.predicted === r.label).length, results.length),
    hitAt3: ratio(top3.filter((s) => s.some((t) => t.relevant)).length, results.length),
    precisionAt3: ratio(top3.flat().filter((t) => t.relevant).length, results.length * 3),
    sameSection: ratio(results.reduce((n, r) => n + r.shown.filter((t) => t.website_section === r.label).length, 0), shown.length),
    distinctRatio: ratio(new Set(shown.map((t) => t.id)).size, shown.length),
  };
}

export interface CorpusMetrics {
  pages: number;
  sections: number;
  sameSection: number;
  sectionsWithoutTests: number;
  topTestShare: number;
  topTest: string | null;
  /** Cards and findings that advise adding what their section's facts already show. */
  redundantAdvice: number;
}

/** A card or finding as the reader sees it: its text and the deficit it says it removes. */
export interface Advice {
  text: string;
  fixes?: string;
}

/**
 * Of these cards and findings, those that advise what a passed check of their section already states
 * (adding what the section shows), or claim to fix a check it passes. Only a card that names a check
 * the section fails (its own `fixes`) is excused; matching some failed check's words is not enough.
 */
export function redundantAdvice(checks: readonly DeficitResult[], advice: readonly Advice[]): Advice[] {
  return advice.filter((a) => {
    const fixesFailed = a.fixes !== undefined && checks.some((c) => c.id === a.fixes && !c.passed);
    const passedOwn = a.fixes !== undefined && checks.some((c) => c.id === a.fixes && c.passed);
    return passedOwn || (!fixesFailed && redundantFor(a.text, checks) !== null);
  });
}


export interface CorpusSection {
  page: string;
  label: SectionLabel;
  facts: string[];
  shown: Array<{ id: string; title: string; website_section: SectionLabel }>;
  /** Titles of this section's cards and findings that advise adding what its facts already show. */
  redundant: string[];
}

/** One audited section as `--corpus` counts it: its shown tests and the redundant advice among them and its findings. */
export function corpusSection(page: string, s: AuditSection, findings: readonly Finding[] = []): CorpusSection {
  const own = findings.filter((f) => f.section === s.section.index);
  const advice: Advice[] = [
    ...(s.tests ?? []).map((t) => ({ text: relevanceText(t), ...(t.fixes ? { fixes: t.fixes } : {}) })),
    ...own.map((f) => ({ text: `${f.title} ${f.rule ?? ''}`, ...(f.deficit ? { fixes: f.deficit } : {}) })),
  ];
  return {
    page,
    label: s.section.label,
    facts: s.section.facts.map((f) => `${f.kind}: ${f.value}`),
    shown: (s.tests ?? []).map((t) => ({ id: t.id, title: t.title, website_section: t.website_section })),
    redundant: redundantAdvice(s.checks, advice).map((a) => a.text.slice(0, 80)),
  };
}

/** Over every audited section of a corpus: tests from the same kind of section, empty sections, the most repeated test. */
export function corpusMetrics(pages: ReadonlyArray<ReadonlyArray<{ label: SectionLabel; shown: ReadonlyArray<{ id: string; title: string; website_section: SectionLabel }>; redundant?: readonly string[] }>>): CorpusMetrics {
  const sections = pages.flat();
  const shown = sections.flatMap((s) => s.shown.map((t) => ({ ...t, label: s.label })));
  const perTest = new Map<string, { n: number; title: string }>();
  for (const s of sections) for (const id of new Set(s.shown.map((t) => t.id))) {
    const title = s.shown.find((t) => t.id === id)!.title;
    perTest.set(id, { n: (perTest.get(id)?.n ?? 0) + 1, title });
  }
  const top = [...perTest.values()].sort((a, b) => b.n - a.n)[0];
  return {
    pages: pages.length,
    sections: sections.length,
    sameSection: ratio(shown.filter((t) => t.website_section === t.label).length, shown.length),
    sectionsWithoutTests: sections.filter((s) => s.shown.length === 0).length,
    topTestShare: ratio(top?.n ?? 0, sections.length),
    topTest: top?.title ?? null,
    redundantAdvice: sections.reduce((n, s) => n + (s.redundant?.length ?? 0), 0),
  };
}
