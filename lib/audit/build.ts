import { isDemoRecord } from '../knowledge/demo';
import type { Pattern, SemanticHit } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';
import { byStrength, findMissing, type Finding } from './findings';
import { factFindings } from './opportunities';
import type { AuditInput } from './input';
import type { SectionFact } from '../facts/types';
import { answersFact } from './fact-questions';
import { sectionQueries } from './query';
import { pickForPage, rankForSection, type ShownTest } from './rank';
import { pageContext, showsPrice, unmetPrecondition, type PageContext, type SectionContext } from './context';
import { checkById, sectionChecks, withoutWeak, type DeficitResult } from './deficits';
import type { DeficitId } from './deficit-strings';
import { auditFacts, isProductGrid } from './derived';

export interface AuditSection {
  section: SectionSummary;
  /** The semantic-search questions sent for this section (facts' first, then the label's). */
  queries: string[];
  /** Patterns for this section's label, strongest first; null until patterns are answered. */
  patterns: Pattern[] | null;
  /** The winning tests shown, best first, each with the facts it answers; null until answered. */
  tests: ShownTest[] | null;
  /** The deficit checks of its facts: failed first, then passed. */
  checks: DeficitResult[];
  /** No fact of this section calls for a test: its label's patterns are shown as general advice, and no test cards. */
  general: boolean;
}

export interface Audit {
  input: AuditInput;
  sections: AuditSection[];
  /** Facts the catalogue tested against and missing blocks, by expected value; null until the patterns are answered. */
  findings: Finding[] | null;
  /** The first findings (at most TOP_OPPORTUNITIES): what leads the panel and every report. */
  opportunities: Finding[] | null;
  /** True when the service is known to serve the synthetic demo catalogue, or any answer comes from it. */
  demo: boolean;
  /** Every section has its tests and the patterns are in. */
  complete: boolean;
}

export const PATTERNS_PER_SECTION = 3;
export const TOP_OPPORTUNITIES = 5;
/** A fact finding leads only when the tests behind its fix won at least this often. */
export const MIN_WIN_RATE_TOP = 0.5;
/** …and when at least this many tests stand behind it: one test is an anecdote, not an opportunity. */
export const MIN_TESTS_TOP = 3;

/** A gap a specialist names first (no button in the hero, no phone in a local business's header): it leads whatever the catalogue holds. */
const leads = (f: Finding) => f.kind === 'fact' && f.deficit !== undefined && checkById(f.deficit as DeficitId).leads === true;

/** A fact finding at least three tests stand behind (one test is an anecdote), or one that leads: a finding at all. */
const enoughTests = (f: Finding): boolean => leads(f) || f.evidence >= MIN_TESTS_TOP;

/** …and, to lead the page, a fix that won at least half the time (one that lost more often than it won is no opportunity, however large the gap). */
const wellBacked = (f: Finding): boolean => enoughTests(f) && (f.winRate === undefined || f.winRate === null || f.winRate >= MIN_WIN_RATE_TOP);

/**
 * The first findings that name what is on this page, one per deficit: hygiene a specialist sees first
 * (a dead main button, filler text, invented-looking reviews) leads, quoting the page; then deficits of
 * its facts. The same fix on several sections ("no dates on 2 articles" in two blocks) leads once, where
 * its gap is largest, and leaves room for others. A missing block is a finding, not an opportunity.
 */
export function topOpportunities(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  // Hygiene first, then the gaps a specialist names first (no button in the hero, no phone in a local
  // business's header, a cut price with no reason), then the other deficits by gap × evidence.
  const ordered = [
    ...findings.filter((f) => f.kind === 'hygiene'),
    ...findings.filter(leads),
    ...findings.filter((f) => f.kind !== 'hygiene' && !leads(f)),
  ];
  for (const f of ordered) {
    if (!f.fact && f.kind !== 'hygiene') continue;
    if (f.kind === 'fact' && !wellBacked(f)) continue;
    // A newsletter box in the site's header or footer is not where the page converts: its copy is a
    // finding, not one of the page's five opportunities (blind reviews rated it low-value on a clinic's
    // and a charity's page, whose goals are bookings and donations).
    if (f.kind === 'fact' && f.deficit === 'form-reason' && f.label === 'global') continue;
    const key = f.deficit ?? f.id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
    if (out.length === TOP_OPPORTUNITIES) break;
  }
  return out;
}

function allFindings(sections: AuditSection[], patterns: Pattern[], summaries: SectionSummary[], page: PageContext, year?: number): Finding[] {
  // A deficit whose fix rests on one or two tests stays on its section's "Lacks" line: as a finding it reads as generic
  // advice (blind review, stop 37: "reading time on articles, won in 1 test" on a clinic's page). One that lost more often
  // than it won is still said, with its rate: the gap is real, the catalogue's doubt is part of the finding.
  const facts: Finding[] = factFindings(sections, patterns).map(({ medianUplift: _m, gap: _g, ...f }): Finding => f).filter(enoughTests);
  // A finding that asks to repeat the main call to action after the features already says what "no call-to-action
  // block after the hero" would (blind review, stop 42: the same advice four times in five items).
  const repeatsAction = facts.some((f) => f.kind === 'fact' && f.deficit === 'features-no-button');
  const missing = findMissing(summaries, patterns, year, page).filter((f) => !(repeatsAction && f.kind === 'no_cta_after_hero'));
  return [...facts, ...missing].sort((a, b) => b.expectedValue - a.expectedValue || b.evidence - a.evidence);
}

/** The winning tests to show for one section on its own (no page-wide de-duplication). */
export function relevantWinners(hits: readonly SemanticHit[], label: SectionLabel, max: number, facts: readonly SectionFact[] = [], patterns: readonly Pattern[] | null = null): ShownTest[] {
  return rankForSection(hits, label, facts, patterns).slice(0, max).map((c) => c.test);
}

/**
 * Patterns of a section's label, those about one of its facts first, then the strongest. Given the page and the section,
 * a pattern keeps only the rules whose premise they hold, and a pattern with none left is not shown: "show a full search
 * field" is no general advice for a five-link menu, nor "put the cancellation answer next to the price" for a restaurant
 * (reviews, stop 49: stock pattern lines named by reviewers of every round).
 */
export function patternsForSection(patterns: readonly Pattern[], label: SectionLabel, facts: readonly SectionFact[], where?: { page: PageContext; section: SectionContext }): Pattern[] {
  const about = (p: Pattern) => Number(facts.some((f) => answersFact(f, `${p.psychological_principle} ${p.top_rules.join(' ')}`)));
  const fitting = (p: Pattern): Pattern | null => {
    if (!where) return p;
    const rules = p.top_rules.filter((r) => unmetPrecondition(`${p.psychological_principle} ${r}`, where.page, where.section, r) === null);
    return rules.length ? { ...p, top_rules: rules } : null;
  };
  return patterns
    .filter((p) => p.website_section === label)
    .flatMap((p) => fitting(p) ?? [])
    .sort((a, b) => about(b) - about(a) || byStrength(a, b))
    .slice(0, PATTERNS_PER_SECTION);
}

/** How far down a page its header bar may start (under an announcement strip or two). */
const HEADER_ZONE = 240;
const isMenu = (f: SectionFact) => f.kind === 'navigation' && !/\bfooter\b/.test(f.value);

/** How far down a page a block still starts "right after the opening": a screen and a half of a 1280×800 laptop. */
const EARLY_PX = 1200;

/**
 * Which sections are at the opening: the hero, the first two blocks below it (past header bars), or one starting in the
 * first screen and a half. Logos one block further down are met in the next scroll: moving them up is no test a specialist
 * would run (blind review, stop 45: "logos below the hero" told to a page whose logos came second after it).
 */
function atOpening(ordered: readonly SectionSummary[]): boolean[] {
  const hero = ordered.findIndex((s) => s.label === 'hero');
  const below = hero >= 0 ? ordered.map((s, j) => (j > hero && s.label !== 'global' ? j : -1)).filter((j) => j >= 0).slice(0, 2) : [];
  return ordered.map((s, i) => s.label === 'hero' || below.includes(i) || s.rect.y < EARLY_PX);
}

/** Whether section i holds the page's main menu: the first menu in reading order, one at the top of the page, or one pinned in view. */
function mainMenuAt(ordered: readonly SectionSummary[], facts: readonly (readonly SectionFact[])[], i: number): boolean {
  if (!facts[i]!.some(isMenu)) return false;
  return facts.findIndex((f) => f.some(isMenu)) === i || ordered[i]!.rect.y < HEADER_ZONE || facts[i]!.some((f) => f.kind === 'sticky_header');
}

/** Pure: the same input always gives the same audit. */
export function buildAudit(input: AuditInput): Audit {
  const patterns = input.answers.patterns;
  const ordered = [...input.sections].sort((a, b) => a.index - b.index);
  const page = pageContext(ordered, input.page.url, input.page.title);
  const facts = ordered.map((s) => auditFacts(s));
  // A grid of priced products is an entry point to them (taxonomy: doors), whatever its block was called.
  const labelOf = (i: number) => (ordered[i]!.label !== 'global' && isProductGrid(facts[i]!) ? 'doors' : ordered[i]!.label);
  // The blocks after, in reading order, that have facts (a band holding only a title, "Series N", introduces what follows it):
  // the next one, and the one after that unless it is the footer (its newsletter box is no answer to the features).
  const withFacts = facts.flatMap((f, i) => (f.length > 0 ? [i] : []));
  const after = (i: number) => withFacts.filter((j) => j > i);
  const next = facts.map((_, i) => facts[after(i)[0] ?? -1] ?? []);
  const then = facts.map((_, i) => {
    const j = after(i)[1];
    return j !== undefined && ordered[j]!.label !== 'global' ? facts[j]! : [];
  });
  const priced = ordered.map((s, i) => showsPrice({ facts: facts[i]!, text: s.text }));
  // A wall further down, where the opening shows logos already, is not judged on where it stands: moving it up is advice to
  // do what the page does (review, stop 49: a partner strip under the hero's buttons, and the same logos told to move up).
  const opening = atOpening(ordered);
  const logosAtOpening = ordered.some((_, i) => opening[i] && facts[i]!.some((f) => f.kind === 'logo_wall'));
  const early = opening.map((e, i) => (!e && logosAtOpening && facts[i]!.some((f) => f.kind === 'logo_wall') ? null : e));
  const allChecks = ordered.map((s, i) => sectionChecks(facts[i]!, page, { label: labelOf(i), text: s.text, next: next[i]!, then: then[i]!, after: ordered[i + 1]?.body ?? ordered[i + 1]?.text ?? '', words: s.body ?? s.text, mainMenu: mainMenuAt(ordered, facts, i), early: early[i] ?? null, askAhead: ordered.slice(i + 1, i + 3).some((s) => s.label === 'cta') }));
  // A gap whose fix changes little is not said (deficits.ts, `weak`), and the tests that fix it are not shown.
  const split = allChecks.map(withoutWeak);
  const checks = split.map((c) => c.checks);
  const on = (i: number) => ({
    page,
    text: ordered[i]!.text,
    words: ordered[i]!.body ?? ordered[i]!.text,
    next: next[i]!,
    closing: ordered.slice(i + 1).every((s) => s.label === 'global'),
    opening: ordered.slice(0, i).every((s) => s.label === 'global'),
    nearPrice: priced[i - 1] === true || priced[i]! || priced[i + 1] === true,
    checks: checks[i]!,
    weak: split[i]!.weak,
  });
  const sectionContext = (i: number): SectionContext => {
    const { text, words, closing, opening, nearPrice } = on(i);
    return { facts: facts[i]!, label: labelOf(i), text, words, closing, opening, nearPrice };
  };
  const ranked = ordered.map((section, i) => {
    const hits = input.answers.tests[String(section.index)];
    return hits ? rankForSection(hits, labelOf(i), facts[i]!, patterns, on(i)) : null;
  });
  const shown = pickForPage(ranked, input.settings.maxResults);
  const sections = ordered.map(
    (section, i): AuditSection => ({
      section,
      queries: sectionQueries(section),
      patterns: patterns ? patternsForSection(patterns, labelOf(i), facts[i]!, { page, section: sectionContext(i) }) : null,
      tests: shown[i] ?? null,
      checks: checks[i]!,
      general: shown[i]?.length === 0,
    }),
  );
  const allHits = Object.values(input.answers.tests).flat();
  // The audit's own date dates the page's offers: the same input gives the same audit, whenever it is rebuilt.
  const year = new Date(input.createdAt).getUTCFullYear();
  const findings = patterns ? allFindings(sections, patterns, input.sections, page, Number.isFinite(year) ? year : undefined) : null;
  return {
    input,
    sections,
    findings,
    // Each top opportunity names a fact or quotes the page: a missing block stays a finding, not an opportunity.
    opportunities: findings ? topOpportunities(findings) : null,
    demo: input.service.demo === true || allHits.some(isDemoRecord),
    complete: patterns !== null && sections.every((s) => s.tests !== null),
  };
}
