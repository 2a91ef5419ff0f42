import type { DeficitId } from '../../audit/deficit-strings';
import type { HygieneIssue } from '../../audit/hygiene';
import type { FactKind } from '../../facts/types';
import type { SectionLabel } from '../../sections/labels';

/** A phrase with a number in it: the form for one and the form for any other count (`{n}`). */
export interface Plural {
  one: string;
  other: string;
}

/**
 * The words lib/audit and lib/facts show, in one language, keyed by their own ids. Any id may be
 * missing: English (lib/audit's own text) shows instead, and test/unit/i18n lists the gaps.
 */
export interface AuditStrings {
  /** Deficit checks (lib/audit/deficit-strings.ts): `{n}` is the fact's first number. */
  deficits: Partial<Record<DeficitId, { passed: string; failure: string; fix: string }>>;
  /** Findings of a missing block, by finding id (`missing_section:hero`, `no_cta_after_hero:cta`). */
  missing: Partial<Record<string, string>>;
  /** How a fact finding names its section ("Trust block"). */
  blocks: Partial<Record<SectionLabel, string>>;
  /** "{section} · {deficit} → {fix} {evidence}" and its evidence phrases. */
  factFinding?: { title: string; wonInRate: Plural; wonIn: Plural; median: string };
  /** Hygiene findings: the title's words (placeholders from the English title) and what to do. */
  hygiene: Partial<Record<HygieneIssue, { title: HygieneTitle; rule: string }>>;
  /** What a reader calls each kind of fact. */
  facts: Partial<Record<FactKind, string>>;
}

/**
 * A hygiene finding's title: `one`/`other` by its count, or `text`; repeated reviews have `names`,
 * `ratings` and `both`. Placeholders: `{n}`, `{quote}`, `{evidence}`, `{kind}`, `{list}`, `{px}`.
 */
export type HygieneTitle = Partial<Record<'one' | 'other' | 'text' | 'names' | 'ratings' | 'both', string>>;
