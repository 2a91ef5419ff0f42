import { fillerAt } from '../facts/placeholder';
import type { SectionFact } from '../facts/types';
import type { SectionLabel } from '../sections/labels';
import type { SectionSummary } from '../sections/types';
import { counted, fill } from './finding-strings';
import { deadButtons, showsPrice, type PageContext } from './context';
import { PRICE } from '../sections/price';
import { QUANTITY_FIELDS } from './derived';
import { labelsLeading } from './button-labels';

/**
 * Hygiene: what a specialist flags in seconds without any catalogue (placeholder text, calls to
 * action that go nowhere, repeated reviewer names, counters stuck at 0, an offer with no price,
 * broken pictures, a trust seal far from the decision). Pure: judged from the sections' facts,
 * text and positions, which `lib/facts` gathered.
 */
export type HygieneIssue = 'placeholder' | 'dead_cta' | 'misdirected_cta' | 'repeated_reviews' | 'zero_counters' | 'no_price' | 'broken_images' | 'distant_seal' | 'stale_date';

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
  dead_cta: 1000, misdirected_cta: 960, placeholder: 950, no_price: 900, broken_images: 850, zero_counters: 800, stale_date: 780, repeated_reviews: 750, distant_seal: 500,
};

/** A rate of exchange stated as a price: "1 BTC = 2200 KP", "1 ETH = 825 KP". */
const EXCHANGE_RATE = /\b1\s?(?:BTC|ETH|USDT?|EUR|GBP)\s?=\s?[\d][\d,.\s]*\s?[A-Z]{2,6}\b/;

/** A counter showing zero: "0", "0+", "0k", "0%" followed by what it counts. */
const ZERO_COUNTER = /(?:^|[\s(])0(?:[+k%]|\s?[+k%])?\s+\p{Lu}?\p{Ll}{2,}/gu;
const NONZERO_COUNTER = /(?:^|[\s(])[1-9][\d,.]*(?:[+k%]|\s?[+kKmM%])?\s+\p{Lu}?\p{Ll}{2,}/gu;
// "Checkout" is the till; "Check out PSLab.io" only means "have a look".
const BUYING = /\b(?:buy|order now|enrol+|add to (?:cart|bag|basket)|purchase|shop now|checkout|check out now)\b/i;

/** A sentence of the page (its words cut at sentence ends and line breaks; a dot between digits, as in "v1.5.2" or "14.02.2018", ends none). */
const SENTENCES = /(?:[^.!?\n]|\.(?=\d))+[.!?]?/g;
/**
 * A year the sentence dates what it offers by: an intake, an edition, a season, a cohort, a course or an event, a token
 * sale ("the 2023 August intake", "Admissions 2023", "Our Course … Apply now 02-14-2018", "Presale starts on Apr 8 2021").
 */
const DATED = /\b(?:admissions?|intake|enrol+ment|registrations?|applications?|tickets?|season|edition|cohort|batch|semester|term|conference|summit|festival|courses?|classes|workshops?|webinars?|events?|pre-?sale|token sales?|crowdsale|inscriptions?|inscripciones|iscrizioni|inscrições|anmeldung|einschreibung|aanmelding)\b|\b(?:19|20)\d{2}\s+(?:[A-Z][a-z]+\s+)?(?:intake|edition|season|cohort|batch)\b/i;
/** …and says it is current: open, ongoing, now, upcoming, apply, register, book, join. */
const CURRENT = /\b(?:ongoing|open(?:s|ed)?|now|upcoming|coming|next|apply|register|book|join|enrol+|starts?|begins?|offen|jetzt|ouvert(?:es)?|abiert[oa]s?|apert[oe]|abert[oa]s|geopend)\b/i;
/**
 * The version a project offers, with its release date ("v1.5.2 released on December 17, 2016", "Latest release: 3.1,
 * May 2019"): two years on, the visitor takes the project for abandoned (review, stop 48: Framework7's first screen).
 */
const RELEASE = /\bv?\d+\.\d+(?:\.\d+)?\s+(?:was\s+)?released\b|\b(?:latest|current) (?:version|release)\b/i;
const RELEASE_AGE = 2;
/** A year that dates the business itself, not an offer: "since 1998", "founded in 2012", "© 2021". */
const HISTORY = /\b(?:since|founded|established|est\.?|seit|depuis|desde|dal|sinds|copyright)\s*(?:in\s+)?$|©\s*$/i;

/**
 * A sentence that offers something as current under a year already past (`year` is the audit's), quoted; else null.
 * `heading` is the block's title, which may say what its dated cards offer.
 */
export function staleSentence(text: string, year: number, heading = ''): string | null {
  // A block titled for what it offers ("Our Course", "Upcoming Events") dates each of its cards ("Apply now 02-14-2018").
  const titled = DATED.test(heading);
  for (const sentence of text.match(SENTENCES) ?? []) {
    const release = RELEASE.exec(sentence);
    if (!release && (!(titled || DATED.test(sentence)) || !CURRENT.test(sentence))) continue;
    for (const m of sentence.matchAll(/\b((?:19|20)\d{2})\b/g)) {
      const y = Number(m[1]);
      if (release && y > year - RELEASE_AGE) continue;
      // A range ("2023–2026", "2023/24") reaches on; a year long past is history, not an offer left up.
      if (y >= year || y < year - 10 || /^\s*[-–/]\s*\d/.test(sentence.slice(m.index! + 4)) || HISTORY.test(sentence.slice(0, m.index))) continue;
      const said = sentence.trim();
      // A run of card titles with no full stop is one long "sentence": quote the words around the year, where it is seen.
      // A release is quoted from its version on ("v1.5.2 released on December 17, 2016"), not from the links after it.
      return said.length <= 100 ? `"${said}"` : quote(sentence, release ? release.index : m.index!);
    }
  }
  return null;
}

/** A link back to the top of the page: "#" is where it goes. */
const TO_THE_TOP = /^(?:(?:back )?to (?:the )?top|top|scroll (?:to )?top|nach oben|haut de page|retour en haut|volver arriba|torna su|voltar ao topo|naar boven)$/i;

/** How many of a block's buttons lead nowhere; in the header or footer, a link back to the top is not one of them. */
function deadCount(s: SectionSummary, fact: SectionFact): number {
  const n = deadButtons(fact.value);
  if (!n || s.label !== 'global') return n;
  const nowhere = labelsLeading(fact.evidence, 'nowhere') ?? [];
  return Math.max(0, n - nowhere.filter((l) => TO_THE_TOP.test(l.trim())).length);
}

/** A block where things are bought: quantity fields, or prices (a band of stats has none). */
const buysHere = (s: SectionSummary) => s.facts.some((f) => (f.kind === 'form' && QUANTITY_FIELDS.test(f.evidence)) || f.kind === 'pricing');

/** A few words around `at`, cut at word boundaries. */
const quote = (text: string, at: number) => {
  const from = at <= 20 ? 0 : text.indexOf(' ', at - 20) + 1 || at;
  const end = text.lastIndexOf(' ', at + 50);
  return `"${text.slice(Math.min(from, at), end > at + 20 ? end : at + 50).trim()}"`;
};

function finding(issue: HygieneIssue, s: SectionSummary, title: string, rule: string, fact?: SectionFact): HygieneFinding {
  return { id: `hygiene:${issue}:${s.index}`, kind: 'hygiene', issue, label: s.label, section: s.index, title, rule, ...(fact ? { fact } : {}), evidence: 0, principles: [], expectedValue: WEIGHT[issue] };
}

/** One finding per issue per page (its first section), so one template's filler does not crowd out the rest. */
export function hygieneFindings(sections: readonly SectionSummary[], year?: number, page?: Pick<PageContext, 'openSource'>): HygieneFinding[] {
  const ordered = [...sections].sort((a, b) => a.index - b.index);
  const out: HygieneFinding[] = [];
  const once = (f: HygieneFinding | null) => {
    if (f && !out.some((o) => o.issue === f.issue)) out.push(f);
  };

  // Read in all of a block's words: filler hides in card copy and excerpts as often as under a heading.
  const words = (s: SectionSummary) => s.body ?? s.text;
  const filler = ordered.map((s) => ({ s, at: fillerAt(words(s)) })).filter((f) => f.at >= 0);
  if (filler.length) {
    // Quoted from the first block of the page's own content: a header's dropdown ("Submenu 01") is filler few visitors
    // open, while the hero's lorem ipsum is what they read (review, stop 49: "quotes the least visible example").
    const { s, at } = filler.find((f) => f.s.label !== 'global') ?? filler[0]!;
    // Quoted from where the filler starts: the words before it end mid-sentence ("up Manage, Deploy. Lorem ipsum…" read
    // as garbled: review, stop 44).
    once(finding('placeholder', s, fill(counted('hygiene.placeholder.title', filler.length), { n: filler.length, quote: quote(words(s).slice(at), 0) }), fill('hygiene.placeholder.rule')));
  }

  // Every button of the page that leads nowhere, counted together (the first block's alone undercounts a template's dead links),
  // the header's and the footer's too: a "Sign Up" in the menu bar or a footer's "Subscribe" that goes nowhere is as dead
  // (blind reviews, stop 47: the count left out what the footer's own "Lacks" line flagged, noticed in 4 of 8 reviews).
  const dead = ordered
    .flatMap((s) => s.facts.filter((f) => f.kind === 'cta').map((fact) => ({ s, fact, n: deadCount(s, fact) })))
    .filter((d) => d.n > 0);
  if (dead.length) {
    const n = dead.reduce((sum, d) => sum + d.n, 0);
    // Look-alike cards name their one label ('4 × "Learn more"; 4 leading nowhere'), other buttons list theirs.
    const labels = dead.flatMap((d) => labelsLeading(d.fact.evidence, 'nowhere') ?? (/^\d+ × "(.*)"/.exec(d.fact.evidence)?.slice(1) ?? []));
    const named = [...new Set(labels)];
    const evidence = `leading nowhere: ${named.slice(0, 4).join(', ')}${named.length > 4 || n > named.length ? ', …' : ''}`;
    once(finding('dead_cta', dead[0]!.s, fill(counted('hygiene.dead_cta.title', n), { n, evidence }), fill('hygiene.dead_cta.rule'), dead[0]!.fact));
  }

  // Buttons whose words promise what their page does not give ("Download Now" → an FAQ), all of the page's together.
  const astray = ordered.flatMap((s) => s.facts.filter((f) => f.kind === 'cta').flatMap((fact) => (labelsLeading(fact.evidence, 'elsewhere') ?? []).map((label) => ({ s, fact, label }))));
  if (astray.length) {
    const n = astray.length;
    const named = [...new Set(astray.map((a) => a.label))];
    const evidence = `${named.slice(0, 3).join(', ')}${named.length > 3 ? ', …' : ''}`;
    once(finding('misdirected_cta', astray[0]!.s, fill(counted('hygiene.misdirected_cta.title', n), { n, evidence }), fill('hygiene.misdirected_cta.rule'), astray[0]!.fact));
  }

  for (const s of ordered) {
    for (const fact of s.facts) {
      // A handful of chosen quotes all at five stars is normal; many, all alike, or one name again and again, looks made up.
      const names = fact.kind === 'testimonials' && /\brepeated names\b/.test(fact.value);
      const ratings = fact.kind === 'testimonials' && /\bidentical ratings\b/.test(fact.value) && (names || Number(/\d+/.exec(fact.value)?.[0] ?? 0) >= 6);
      if (names || ratings) {
        const id = names && ratings ? 'hygiene.repeated_reviews.both.title' : names ? 'hygiene.repeated_reviews.names.title' : 'hygiene.repeated_reviews.ratings.title';
        once(finding('repeated_reviews', s, fill(id, { evidence: fact.evidence }), fill('hygiene.repeated_reviews.rule'), fact));
      }
      const broken = /\b(\d+) broken images?\b/.exec(fact.value);
      if (broken) once(finding('broken_images', s, fill(counted('hygiene.broken_images.title', Number(broken[1])), { n: broken[1]!, kind: fact.kind.replace(/_/g, ' '), evidence: fact.evidence }), fill('hygiene.broken_images.rule'), fact));
    }
    const zeros = words(s).match(ZERO_COUNTER) ?? [];
    const others = words(s).match(NONZERO_COUNTER) ?? [];
    // "0 in the cart" beside each product's quantity field is a count that is right at 0 (blind review, stop 36).
    if (zeros.length >= 3 && zeros.length > others.length && !buysHere(s)) {
      once(finding('zero_counters', s, fill('hygiene.zero_counters.title', { quotes: zeros.slice(0, 3).map((z) => `"${z.trim()}"`).join(', ') }), fill('hygiene.zero_counters.rule')));
    }
  }

  // An offer left up under a past year ("Admissions for the 2023 intake are ongoing" in 2026): the site reads as abandoned.
  // Where offers are made (not the footer's history); the audit's own date decides, so the same input gives the same audit.
  if (year !== undefined) {
    for (const s of ordered) {
      if (s.label === 'global' && !s.facts.some((f) => f.kind === 'announcement_bar')) continue;
      const stale = staleSentence(words(s), year, s.text.split('\n')[0] ?? '');
      if (stale) {
        once(finding('stale_date', s, fill('hygiene.stale_date.title', { quote: stale, year: String(year) }), fill('hygiene.stale_date.rule')));
        break;
      }
    }
  }

  // "No price anywhere on the page" reads all of each block's words: a price or a token's exchange rate ("1 BTC = 2200 KP")
  // in a card's copy or a tab's panel is one (blind review, stop 45).
  const priced = ordered.some((s) => showsPrice(s) || (s.body !== undefined && (PRICE.test(s.body) || EXCHANGE_RATE.test(s.body))));
  // An open-source project's visitors are not sold to: a "Buy" beside its downloads sells a side product (a board, a
  // shirt) priced at the shop it leads to (review, stop 46: FOSSASIA's "Buy PSLab" led Top opportunities, rated generic).
  if (!priced && !page?.openSource) {
    const asking = ordered.find((s) => s.label !== 'global' && s.facts.some((f) => f.kind === 'cta' && BUYING.test(f.evidence)));
    if (asking) {
      const cta = asking.facts.find((f) => f.kind === 'cta' && BUYING.test(f.evidence))!;
      once(finding('no_price', asking, fill('hygiene.no_price.title', { evidence: cta.evidence }), fill('hygiene.no_price.rule'), cta));
    }
  }

  // Quality labels vouch for the product wherever it is shown: only security and payment seals belong beside the decision.
  const seal = ordered.find((s) => s.facts.some((f) => f.kind === 'security_badges' && !/\bcertification labels\b/.test(f.value)));
  if (seal) {
    const decisions = ordered.filter((s) => s !== seal && s.facts.some((f) => f.kind === 'pricing' || (f.kind === 'form' && /\bfor (?:signup|order|donation|booking)\b/.test(f.value))));
    const gap = (s: SectionSummary) => Math.max(0, s.rect.y - (seal.rect.y + seal.rect.height), seal.rect.y - (s.rect.y + s.rect.height));
    const nearest = decisions.sort((a, b) => gap(a) - gap(b))[0];
    if (nearest && gap(nearest) > 1200) {
      const badge = seal.facts.find((f) => f.kind === 'security_badges' && !/\bcertification labels\b/.test(f.value))!;
      once(finding('distant_seal', seal, fill('hygiene.distant_seal.title', { px: Math.round(gap(nearest)), evidence: badge.evidence }), fill('hygiene.distant_seal.rule'), badge));
    }
  }
  return out.sort((a, b) => b.expectedValue - a.expectedValue);
}
