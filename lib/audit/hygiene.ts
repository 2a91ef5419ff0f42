import { PLACEHOLDER as FILLER } from '../facts/placeholder';
import type { SectionFact } from '../facts/types';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';

/**
 * Hygiene: what a specialist flags in seconds without any catalogue (placeholder text, calls to
 * action that go nowhere, repeated reviewer names, counters stuck at 0, an offer with no price,
 * broken pictures, a trust seal far from the decision). Pure: judged from the sections' facts,
 * text and positions, which `lib/facts` gathered.
 */
export type HygieneIssue = 'placeholder' | 'dead_cta' | 'repeated_reviews' | 'zero_counters' | 'no_price' | 'broken_images' | 'distant_seal';

export interface HygieneFinding {
  id: string;
  kind: 'hygiene';
  issue: HygieneIssue;
  label: SectionLabel;
  section: number;
  /** What is wrong, with the evidence a reader can check on the page. */
  title: string;
  /** What to do. */
  rule: string;
  fact?: SectionFact;
  evidence: number;
  principles: string[];
  expectedValue: number;
}

/**
 * Hygiene findings lead the findings: a broken page costs more than any tested idea gains. Each
 * issue keeps its own weight so the worst come first (well above a catalogue finding's
 * uplift × win rate × tests, which stays under a few hundred).
 */
const WEIGHT: Record<HygieneIssue, number> = {
  dead_cta: 1000, placeholder: 950, no_price: 900, broken_images: 850, zero_counters: 800, repeated_reviews: 750, distant_seal: 500,
};

/** Lorem ipsum and the stock filler of templates, in any section's text. */
const PLACEHOLDER = FILLER;
/** A counter showing zero: "0", "0+", "0k", "0%" followed by what it counts. */
const ZERO_COUNTER = /(?:^|[\s(])0(?:[+k%]|\s?[+k%])?\s+\p{Lu}?\p{Ll}{2,}/gu;
const NONZERO_COUNTER = /(?:^|[\s(])[1-9][\d,.]*(?:[+k%]|\s?[+kKmM%])?\s+\p{Lu}?\p{Ll}{2,}/gu;
const PRICE = /(?:[$€£¥₹]\s?\d|\d(?:[.,]\d{1,2})?\s?(?:[$€£]|usd|eur|kr)(?![a-z]))/i;
const BUYING = /\b(?:buy|order now|enrol+|add to (?:cart|bag|basket)|purchase|shop now|checkout|check out)\b/i;

const quote = (text: string, at: number) => `"${text.slice(Math.max(0, at - 20), at + 50).trim()}"`;

function finding(issue: HygieneIssue, s: SectionSummary, title: string, rule: string, fact?: SectionFact): HygieneFinding {
  return { id: `hygiene:${issue}:${s.index}`, kind: 'hygiene', issue, label: s.label, section: s.index, title, rule, ...(fact ? { fact } : {}), evidence: 0, principles: [], expectedValue: WEIGHT[issue] };
}

/** One finding per issue per page (its first section), so one template's filler does not crowd out the rest. */
export function hygieneFindings(sections: readonly SectionSummary[]): HygieneFinding[] {
  const ordered = [...sections].sort((a, b) => a.index - b.index);
  const out: HygieneFinding[] = [];
  const once = (f: HygieneFinding | null) => {
    if (f && !out.some((o) => o.issue === f.issue)) out.push(f);
  };

  const filler = ordered.filter((s) => PLACEHOLDER.test(s.text));
  if (filler.length) {
    const s = filler[0]!;
    const m = PLACEHOLDER.exec(s.text)!;
    once(finding('placeholder', s, `Placeholder text in ${filler.length} section${filler.length === 1 ? '' : 's'}: ${quote(s.text, m.index)}`, 'Replace template filler with real copy before testing anything else: visitors read it as an unfinished page.'));
  }

  for (const s of ordered) {
    for (const fact of s.facts) {
      if (fact.kind === 'cta') {
        const m = /\b(\d+) leads? nowhere\b/.exec(fact.value);
        if (m && s.label !== 'global') once(finding('dead_cta', s, `${m[1]} call${m[1] === '1' ? '' : 's'} to action go${m[1] === '1' ? 'es' : ''} nowhere (${fact.evidence})`, 'Point every button at the page or form it promises; a button that does nothing loses the visitor at the moment they decided to act.', fact));
      }
      if (fact.kind === 'testimonials' && /\b(?:repeated names|identical ratings)\b/.test(fact.value)) {
        const what = [/\brepeated names\b/.test(fact.value) && 'the same reviewer name more than once', /\bidentical ratings\b/.test(fact.value) && 'the same rating on every review'].filter(Boolean).join(' and ');
        once(finding('repeated_reviews', s, `Testimonials show ${what} (${fact.evidence})`, 'Show distinct, attributable reviews: repeated names or uniform ratings read as invented.', fact));
      }
      const broken = /\b(\d+) broken images?\b/.exec(fact.value);
      if (broken) once(finding('broken_images', s, `${broken[1]} broken image${broken[1] === '1' ? '' : 's'} in the ${fact.kind.replace(/_/g, ' ')} (${fact.evidence})`, 'Fix or remove the missing pictures: an empty frame where a face or logo should be undoes the proof.', fact));
    }
    const zeros = s.text.match(ZERO_COUNTER) ?? [];
    const others = s.text.match(NONZERO_COUNTER) ?? [];
    if (zeros.length >= 3 && zeros.length > others.length) {
      once(finding('zero_counters', s, `Counters stuck at 0: ${zeros.slice(0, 3).map((z) => `"${z.trim()}"`).join(', ')}`, 'Put the real figures in the HTML: counters that wait for a script show 0 to anyone whose script is late or blocked.'));
    }
  }

  const priced = ordered.some((s) => PRICE.test(s.text) || s.facts.some((f) => f.kind === 'pricing'));
  if (!priced) {
    const asking = ordered.find((s) => s.label !== 'global' && s.facts.some((f) => f.kind === 'cta' && BUYING.test(f.evidence)));
    if (asking) {
      const cta = asking.facts.find((f) => f.kind === 'cta' && BUYING.test(f.evidence))!;
      once(finding('no_price', asking, `Asks visitors to buy with no price anywhere on the page (${cta.evidence})`, 'State the price (or a from-price) next to the call to buy: an offer without one sends visitors away to find out.', cta));
    }
  }

  const seal = ordered.find((s) => s.facts.some((f) => f.kind === 'security_badges'));
  if (seal) {
    const decisions = ordered.filter((s) => s !== seal && s.facts.some((f) => f.kind === 'pricing' || (f.kind === 'form' && /\bfor (?:signup|order|donation|booking)\b/.test(f.value))));
    const gap = (s: SectionSummary) => Math.max(0, s.rect.y - (seal.rect.y + seal.rect.height), seal.rect.y - (s.rect.y + s.rect.height));
    const nearest = decisions.sort((a, b) => gap(a) - gap(b))[0];
    if (nearest && gap(nearest) > 1200) {
      const badge = seal.facts.find((f) => f.kind === 'security_badges')!;
      once(finding('distant_seal', seal, `Trust seal ${Math.round(gap(nearest))}px away from the decision it should reassure (${badge.evidence})`, 'Move the security or payment badges next to the form or price where the visitor commits.', badge));
    }
  }
  return out.sort((a, b) => b.expectedValue - a.expectedValue);
}
