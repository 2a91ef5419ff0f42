import type { Pattern } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import type { FactKind, SectionFact } from '../facts/types';
import type { SectionSummary } from '../sections/types';
import { hygieneFindings } from './hygiene';
import { fill } from './finding-strings';
import { PRICE } from '../sections/price';
import { pageContext, type PageContext } from './context';
import { showsPhoneNumber } from './page-reading';

/** A pattern is "strong" when enough tests back it and most of them won. */
export const STRONG_MIN_TESTS = 3;
export const STRONG_MIN_WIN_RATE = 0.5;

export interface Finding {
  id: string;
  kind: 'missing_section' | 'no_cta_after_hero' | 'fact' | 'hygiene';
  label: SectionLabel;
  title: string;
  /** What to do, from the strongest pattern's top rule. */
  rule: string | null;
  /** Winning tests behind the finding. */
  evidence: number;
  principles: string[];
  /** uplift × win rate × tests behind it: findings and top opportunities are sorted by it. */
  expectedValue: number;
  /** For a fact finding: the section and the fact on the page that triggered it. */
  section?: number;
  fact?: SectionFact;
  /** For a fact finding: the deficit check it failed. */
  deficit?: string;
  /** For a fact finding said once of several blocks with the same gap: their kinds, the one `section` points to first. */
  labels?: SectionLabel[];
  /** For a fact finding: how often the tests behind its fix won, when a pattern says. */
  winRate?: number | null;
  testIds?: string[];
}

// Only the blocks every page that asks for a conversion needs; a demo, entry points or resources
// depend on the page type, and their absence is not a finding on its own.
const MISSING_TITLES: Partial<Record<Exclude<SectionLabel, 'global'>, string>> = {
  hero: fill('missing.hero'),
  cta: fill('missing.cta'),
  trust: fill('missing.trust'),
};

/** What a pattern is worth acting on: median uplift × win rate × tests. */
export const patternValue = (p: Pattern): number => Math.max(0, p.median_uplift_percent ?? p.avg_uplift_percent ?? 0) * p.win_rate * p.test_count;

export const isStrong = (p: Pattern): boolean => p.test_count >= STRONG_MIN_TESTS && p.win_rate >= STRONG_MIN_WIN_RATE;

/** Strongest first: most winning tests, then highest win rate. */
export const byStrength = (a: Pattern, b: Pattern): number => b.winner_count - a.winner_count || b.win_rate - a.win_rate;

/** The facts that show a kind of block is on the page, whatever its sections were called. */
const SHOWN_BY: Partial<Record<SectionLabel, readonly FactKind[]>> = {
  trust: ['testimonials', 'logo_wall', 'security_badges', 'guarantee', 'team'],
  cta: ['form', 'pricing'],
  hero: ['headline'],
};

/**
 * Proof stated in words, in a block the classifier read as something else: a sponsor line, an award, a
 * certification, "trusted by", a showcase of who uses it ("Who's using Milligram", "Built with Hydra": blind review,
 * stop 45). It is no testimonial wall, but the page is not without proof (blind review, stop 33).
 */
const PROOF_WORDS = /\b(?:sponsored by|our sponsors|featured (?:on|in)|as seen (?:on|in)|award-winning|awarded|certified|accredited|trusted by|backed by|who[’']?s using|who uses|used by|built with|in the wild|featured projects)\b/i;

/** A page this tall or shorter is read in about a screen and a half (the audit's viewport is 800 px tall). */
const SHORT_PAGE_PX = 1200;

/** A section that asks for the action: a form, prices, or a button that is not one of a row of card links. */
// Priced products to click through to are a shop's next step (blind review, stop 40: a store home page told to add a
// call-to-action block after its hero, above its product grid).
const asksForAction = (s: SectionSummary) =>
  s.facts.some((f) => f.kind === 'form' || f.kind === 'pricing' || (f.kind === 'cta' && !/alike/.test(f.value))) || (s.label === 'doors' && PRICE.test(s.body ?? s.text));

/** Where to get a project: a download, the current version, an install command. */
const INSTALL_ASK = /\bdownload\b|\bget the (?:current|latest) (?:version|release)\b|\bnpm (?:install|i)\b|\byarn add\b|\bpip install\b|\bgem install\b|\bbrew install\b|\bcomposer require\b/i;

/** A block inviting the reader to write or call, with the address to do it: "Reach out to Alex at alex@ari.sh". */
const CONTACT_INVITE = /\b(?:reach out|get in touch|contact (?:us|me)|e-?mail (?:us|me)|write to (?:us|me)|call (?:us|me)|let[’']?s (?:talk|discuss|chat|work together)|drop (?:us|me) a line|say hi|kontaktieren sie uns|schreiben sie uns|contactez-nous|écrivez-nous|contáctanos|escríbenos|contattaci|scrivici|fale conosco|entre em contato)\b/i;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+\.\w{2,}/;

/** Words asking the reader to write or call, with the address or the number to do it. */
const invitesToWrite = (words: string): boolean => CONTACT_INVITE.test(words) && (EMAIL_ADDRESS.test(words) || showsPhoneNumber(words));

/** What a missing block's rule is about: the strongest pattern's first rule may be about something else (a default plan). */
const RULE_TOPIC: Partial<Record<SectionLabel, RegExp>> = {
  cta: /\brepeat the main action\b|\bfinal button\b|\bnext step\b/i,
  trust: /\bproof\b|\btestimonials?\b|\bpeer\b/i,
};
/** Rules that speak of buying: no advice for a page that sells nothing (an open-source project, a charity). */
const SALES = /\b(?:buy\w*|purchase|checkout|prices?|basket|cart|pay|payment)\b/i;

/** The rule a missing-block finding gives: of the strong patterns' rules, strongest first, one on its topic that fits the page. */
function ruleFor(label: SectionLabel, strong: readonly Pattern[], selling: boolean): string | null {
  const rules = strong.flatMap((p) => p.top_rules);
  const fits = (r: string) => selling || !SALES.test(r);
  const topic = RULE_TOPIC[label];
  return rules.find((r) => fits(r) && (!topic || topic.test(r))) ?? rules.find(fits) ?? rules[0] ?? null;
}

/**
 * Sections the catalogue has strong winning patterns for but the page lacks, most evidence first. A
 * block is missing only when no section is given its kind (at any confidence) and no fact of its kind
 * (quotes, logos, badges, forms, prices…) is found anywhere on the page.
 */
export function findMissing(sections: SectionSummary[], patterns: Pattern[], year?: number, page: Pick<PageContext, 'openSource' | 'discontinued'> = pageContext(sections)): Finding[] {
  const facts = new Set(sections.flatMap((s) => s.facts.map((f) => f.kind)));
  // A block the classifier gave this label, however unsure, is no evidence of absence: the finding would
  // rest on a misread (a counters strip read as trust at 29% is still the page's trust block).
  const present = new Set(sections.map((s) => s.label));
  for (const [label, kinds] of Object.entries(SHOWN_BY) as [SectionLabel, FactKind[]][]) if (kinds.some((k) => facts.has(k))) present.add(label);
  if (sections.some((s) => PROOF_WORDS.test(s.body ?? s.text))) present.add('trust');
  const strongBy = new Map<SectionLabel, Pattern[]>();
  for (const p of patterns.filter(isStrong).sort(byStrength)) {
    strongBy.set(p.website_section, [...(strongBy.get(p.website_section) ?? []), p]);
  }
  const selling = sections.some((s) => s.facts.some((f) => f.kind === 'pricing'));
  const finding = (kind: Finding['kind'], label: SectionLabel, title: string): Finding | null => {
    const strong = strongBy.get(label);
    if (!strong?.length) return null;
    return {
      id: `${kind}:${label}`,
      kind,
      label,
      title,
      rule: ruleFor(label, strong, selling),
      evidence: strong.reduce((n, p) => n + p.winner_count, 0),
      principles: strong.map((p) => p.psychological_principle),
      expectedValue: patternValue(strong[0]!),
    };
  };

  const findings: Finding[] = [];
  const asksForConversion = sections.some((s) => s.label === 'hero' || s.label === 'cta');
  for (const [label, title] of Object.entries(MISSING_TITLES) as [Exclude<SectionLabel, 'global'>, string][]) {
    if (present.has(label)) continue;
    // A free, open-source project's visitors install or contribute: testimonials and ratings are a seller's proof
    // (blind review, stop 40: "no trust block" rated stock advice on a developers' community page).
    if (label === 'trust' && (!asksForConversion || page.openSource)) continue;
    if (label === 'cta' && present.has('hero')) continue; // reported below, more precisely
    const f = finding('missing_section', label, title);
    if (f) findings.push(f);
  }
  const hero = sections.find((s) => s.label === 'hero');
  // A page that ends within about a screen and a half keeps the hero's button in view: no block after it is needed.
  const bottom = Math.max(0, ...sections.map((s) => s.rect.y + s.rect.height));
  const short = bottom > 0 && bottom <= SHORT_PAGE_PX;
  // An open-source project's next step is to get it: a block saying where to download or how to install it is that ask,
  // button or not (blind review, stop 43: CodeMirror's "Get the current version: 5.65" was told it had none).
  // A paragraph inviting the reader to write, with the address in it, is an ask too, a link in prose (review, stop 46:
  // "reach out to Alex at alex@ari.sh" closing a studio's page, which was told it had no call to action after the hero).
  const invites = (s: SectionSummary) => s.label !== 'global' && invitesToWrite(s.body ?? s.text);
  const asks = (s: SectionSummary) => s.label === 'cta' || asksForAction(s) || invites(s) || (page.openSource && INSTALL_ASK.test(s.body ?? s.text));
  if (hero && !short && !page.discontinued && !sections.some((s) => s.index > hero.index && asks(s))) {
    const f = finding('no_cta_after_hero', 'cta', fill('missing.cta_after_hero'));
    if (f) findings.push(f);
  }
  // What needs no catalogue (placeholder text, dead buttons, …) is judged from the facts alone.
  findings.push(...hygieneFindings(sections, year, page));
  return findings.sort((a, b) => b.expectedValue - a.expectedValue || b.evidence - a.evidence);
}
