import { DEFICIT_STRINGS, fillStrings, type DeficitId } from '../audit/deficit-strings';
import type { DeficitResult } from '../audit/deficits';
import type { Finding } from '../audit/findings';
import { describeFact as describeFactEn, factName as factNameEn } from '../facts/describe';
import type { FactKind } from '../facts/types';
import { SECTION_LABELS, type SectionLabel } from '../sections/labels';
import type { HygieneTitle, Plural } from './audit/types';
import { numberFormat } from './format';
import type { Locale } from './locales';
import { fill, translator, type Translator } from './messages';
import { phraseTranslator } from './phrases';
import { localeTables } from './tables';

/**
 * lib/audit's and lib/facts' words in the reader's language, by their ids (deficit ids, finding ids,
 * hygiene issues, fact kinds); anything without a translation stays as lib/audit wrote it, in English.
 * Catalogue records (rules, principles, titles) are never translated.
 */
export interface AuditText {
  sectionName(label: string): string;
  factName(kind: string): string;
  describeFact(fact: { kind: string; value: string }): string;
  /** A classifier reason ("grid of 8 logos") in the reader's language. */
  reason(reason: string): string;
  check(check: Pick<DeficitResult, 'id' | 'passed' | 'title' | 'fix'> & { fact: { value: string } }): { title: string; fix: string | null };
  finding(f: Finding): { title: string; rule: string | null };
}

const one = (p: Plural, n: number, rules: Intl.PluralRules) => (rules.select(n) === 'one' ? p.one : p.other);

// How lib/audit writes the evidence of a fact finding (opportunities.ts) and its hygiene titles
// (hygiene.ts): read back here to put their numbers and quotes into the translated sentence.
const FACT_EVIDENCE = /^(.*) (won in (?:(\d+)% of )?(\d+) tests?(?:, median ([+-]?\d+)%)?)$/;
const HYGIENE_TITLE: Record<string, RegExp> = {
  placeholder: /^Placeholder text in (?<n>\d+) sections?: (?<quote>.*)$/s,
  dead_cta: /^(?<n>\d+) calls? to action go(?:es)? nowhere \((?<evidence>.*)\)$/s,
  misdirected_cta: /^(?<n>\d+) buttons? leads? somewhere other than (?:its|their) words say \((?<evidence>.*)\)$/s,
  repeated_reviews: /^Testimonials show (?<what>.+?) \((?<evidence>.*)\)$/s,
  broken_images: /^(?<n>\d+) broken images? in the (?<kind>.+?) \((?<evidence>.*)\)$/s,
  zero_counters: /^Counters stuck at 0: (?<list>.*)$/s,
  no_price: /^Asks visitors to buy with no price anywhere on the page \((?<evidence>.*)\)$/s,
  distant_seal: /^Trust seal (?<px>\d+)px away from the decision it should reassure \((?<evidence>.*)\)$/s,
  stale_date: /^Dated offer still shown as current: (?<quote>.*) \(the audit was made in (?<year>\d{4})\)$/s,
};

function hygieneVariant(issue: string, groups: Record<string, string>, title: HygieneTitle, rules: Intl.PluralRules): string | undefined {
  if (issue === 'repeated_reviews') {
    const names = /reviewer name/.test(groups.what ?? '');
    const ratings = /same rating/.test(groups.what ?? '');
    return names && ratings ? title.both : names ? title.names : ratings ? title.ratings : undefined;
  }
  if (groups.n !== undefined && title.one && title.other) return one({ one: title.one, other: title.other }, Number(groups.n), rules);
  return title.text;
}

const made = new Map<Locale, AuditText>();

export function auditText(locale: Locale): AuditText {
  const hit = made.get(locale);
  if (hit) return hit;
  const tr: Translator = translator(locale);
  const strings = localeTables(locale)?.audit;
  const rules = new Intl.PluralRules(locale);
  const nf = numberFormat(locale);

  const sectionName = (label: string) => (isLabel(label) ? tr.t(`label_${label}`) : label);
  const factName = (kind: string) => strings?.facts[kind as FactKind] ?? factNameEn(kind);
  const phrases = phraseTranslator(locale);
  const describeFact = (fact: { kind: string; value: string }) => {
    const en = describeFactEn(fact);
    if (!strings) return en;
    const value = phrases.value(fact.value.trim());
    // The English line drops the kind when the value already names it; keep that choice.
    return en === fact.value.trim() ? value : tr.t('factLine', { name: factName(fact.kind), value });
  };

  const check: AuditText['check'] = (c) => {
    const s = strings?.deficits[c.id as DeficitId];
    if (!s || !(c.id in DEFICIT_STRINGS)) return { title: c.title, fix: c.fix };
    const filled = fillStrings(s, c.fact.value);
    return { title: c.passed ? filled.passed : filled.failure, fix: c.passed ? null : filled.fix };
  };

  // The block a finding is about, or every block with the same gap when it is said once for them all.
  const blocksOf = (f: { label: string; labels?: readonly string[] }) => (f.labels ?? [f.label]).map((l) => strings?.blocks[l as SectionLabel] ?? sectionName(l)).join(', ');
  const finding: AuditText['finding'] = (f) => {
    const same = { title: f.title, rule: f.rule };
    if (!strings) return same;
    if (f.kind === 'missing_section' || f.kind === 'no_cta_after_hero') return { title: strings.missing[f.id] ?? f.title, rule: f.rule };
    if (f.kind === 'fact') {
      const m = FACT_EVIDENCE.exec(f.title);
      const words = f.deficit && f.fact ? strings.deficits[f.deficit as DeficitId] : undefined;
      const ff = strings.factFinding;
      // Seen on the page with no test behind it: the block, the gap and its fix, in this language.
      if (f.evidence === 0 && words && f.fact) {
        const filled = fillStrings(words, f.fact.value);
        return { title: `${blocksOf(f)} · ${filled.failure} → ${filled.fix}`, rule: f.rule };
      }
      if (!m || !words || !ff || !f.fact) return same;
      const filled = fillStrings(words, f.fact.value);
      const n = Number(m[4]);
      const said = [
        m[3] !== undefined ? fill(one(ff.wonInRate, n, rules), { rate: nf.share(Number(m[3]) / 100), n: nf.number(n) }) : fill(one(ff.wonIn, n, rules), { n: nf.number(n) }),
        ...(m[5] !== undefined ? [fill(ff.median, { uplift: nf.signedPercent(Number(m[5])) })] : []),
      ].join(', ');
      return { title: fill(ff.title, { section: blocksOf(f), deficit: filled.failure, fix: filled.fix, evidence: said }), rule: f.rule };
    }
    if (f.kind === 'hygiene') {
      const issue = f.id.split(':')[1] ?? '';
      const words = strings.hygiene[issue as keyof typeof strings.hygiene];
      const m = HYGIENE_TITLE[issue]?.exec(f.title);
      const template = words && m?.groups ? hygieneVariant(issue, m.groups, words.title, rules) : undefined;
      const g = m?.groups ?? {};
      const title = template
        ? fill(template, {
            ...g,
            ...(g.n !== undefined ? { n: nf.number(Number(g.n)) } : {}),
            ...(g.px !== undefined ? { px: `${nf.number(Number(g.px))} px` } : {}),
            ...(g.kind !== undefined ? { kind: factName(g.kind.replace(/ /g, '_')) } : {}),
          })
        : f.title;
      return { title, rule: words?.rule ?? f.rule };
    }
    return same;
  };

  const text: AuditText = { sectionName, factName, describeFact, reason: phrases.reason, check, finding };
  made.set(locale, text);
  return text;
}

const isLabel = (s: string): s is SectionLabel => (SECTION_LABELS as readonly string[]).includes(s);
