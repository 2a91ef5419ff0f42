import type { FactKind, SectionFact } from '../facts/types';
import type { Pattern, SemanticHit } from '../knowledge/schemas';
import type { SectionLabel } from '../sections/labels';
import { answersFact, factSalience, FACT_QUESTIONS } from './fact-questions';
import { BUTTON_WORDS, CUTS_FEATURE_LIST, deadButtons, liveButtons, pageContext, pageKindFit, unmetPrecondition, type PageContext } from './context';
import { checkById, deficitFixedBy, redundantFor, sectionChecks, unjudgedPasses, withoutWeak, type DeficitResult } from './deficits';
import type { DeficitId } from './deficit-strings';
import { isPlaceholderFact, isProductGrid } from './derived';
import { isPlaceholder } from '../facts/placeholder';
import { QUOTED } from './page-reading';

/** A winning test as shown for a section, with the facts of that section it answers and the deficit it removes, if any. */
export type ShownTest = SemanticHit & { matched: SectionFact[]; fixes?: DeficitId };

type Described = Pick<SemanticHit, 'title' | 'element_tested' | 'variation_description' | 'psychological_principle' | 'actionable_rule'>;

/** What a test is about, for matching facts: the fields a reader would check. */
export const testText = (t: Described): string =>
  [t.title, t.element_tested, t.variation_description, t.psychological_principle, t.actionable_rule].filter(Boolean).join(' ');

/** Kinds on nearly every block, named in many tests' words in passing ("logo bar near the first call to action"). */
const EVERYWHERE = new Set<FactKind>(['cta', 'headline']);
/**
 * Kinds whose words many tests use in their rule or principle ("address switching, not only the features"): the test must
 * change the thing itself. Reviews of stops 40–48: a feature list or a menu matched through a rule's words brought
 * "price comparison with named alternatives", "specific claims with their source" and "fixed navigation bar on long
 * pages" as a block's first card, generic in 16 of 20 ratings.
 */
const BY_CHANGE = new Set<FactKind>(['feature_grid', 'navigation']);
/**
 * A test that changes another element does not answer the fact, though it shares a word with it: a hero's headline built
 * on a benefit is not a feature list's question, and pinning the header ("fixed navigation bar") is not the menu's
 * length (a header that stays in view is its own fact, `sticky_header`).
 */
const OTHER_ELEMENT: Partial<Record<FactKind, RegExp>> = {
  feature_grid: /\bhero\b|\bslogan\b/i,
  navigation: /\b(?:fixed|sticky|persistent|pinned)\b/i,
};
/** "near the first call to action", "under the headline": where a change goes, not what it changes. */
const PLACE = /\b(?:near|next to|beside|by|under|below|above|around|at) (?:the |a |an |each |every )?(?:first |main |primary |hero )?[\w-]+(?: [\w-]+)?/gi;
/** What a test changes: its title and element, without the place it names. */
const changeOf = (t: Described & { element_tested?: string | null }) => `${t.title.replace(PLACE, ' ')} ${(t.element_tested ?? '').replace(PLACE, ' ')}`;
/** What a test is made on, places included: "icons beside each feature" changes the features. */
const madeOn = (t: Pick<SemanticHit, 'title' | 'element_tested'>) => `${t.title} ${t.element_tested ?? ''}`;

/**
 * The facts of a section that a test answers, most telling first. A kind found on nearly every block
 * must be what the test changes (its title or element), not a word of its rule or a place it names.
 */
export function matchedFacts(test: Described, facts: readonly SectionFact[]): SectionFact[] {
  const text = testText(test);
  const change = changeOf(test);
  const subject = madeOn(test);
  return facts
    .filter((f) => answersFact(f, EVERYWHERE.has(f.kind) ? change : BY_CHANGE.has(f.kind) ? subject : text) && !OTHER_ELEMENT[f.kind]?.test(subject))
    .sort((a, b) => FACT_QUESTIONS[b.kind].salience(b.value, b.evidence) - FACT_QUESTIONS[a.kind].salience(a.value, a.evidence));
}

/** Lower case, single spaces, without a trailing "(…)" qualifier such as the industry or the brand. */
export const sameTestKey = (text: string) => text.toLowerCase().replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+/g, ' ').trim();

/** One card per idea: records of the same idea share the element tested and the principle, or the title. */
export const ideaKey = (t: Pick<SemanticHit, 'title' | 'element_tested' | 'psychological_principle' | 'website_section'>): string =>
  t.element_tested && t.psychological_principle
    ? `${t.website_section}|${t.element_tested.toLowerCase()}|${t.psychological_principle.toLowerCase()}`
    : sameTestKey(t.title);

/** How strongly the catalogue backs a test's idea: its pattern's winners and win rate, and the test's own uplift. */
export function evidenceScore(t: SemanticHit, patterns: readonly Pattern[] | null): number {
  const p = patterns?.find((x) => x.website_section === t.website_section && x.psychological_principle === t.psychological_principle);
  const backing = p ? Math.min(1, p.winner_count / 10) * p.win_rate : 0;
  const uplift = Math.min(1, Math.max(0, t.uplift_percent ?? 0) / 40);
  return 0.5 * backing + 0.5 * uplift;
}

/** Facts below this salience rank no test up (they still show in `matched`). */
export const MIN_SALIENCE_PROMOTES = 5;
/** A fact this telling (a carousel, a form, steps, a chat widget) brings its tests even from another kind of section. */
export const MIN_SALIENCE_CROSSES = 7;
/** Tests from another kind of section per card, when the section's own kind has tests too. */
export const MAX_FROM_ELSEWHERE = 1;
/** Buttons, headlines and pictures are tested per kind of section: a hero's button test is not a closing band's. */
const STAYS_IN_SECTION = new Set<FactKind>(['cta', 'headline', 'people_images', 'navigation', 'feature_grid']);

/**
 * Tests that remove a deficit lead (5, 4); then tests of the same kind of section that answer a telling fact (3);
 * then tests that answer a fact defining enough to hold whatever the section is called (2: the label may be wrong,
 * the fact is observed). Anything else answers nothing in the block (0): the label's stock advice, not shown.
 */
function tier(sameLabel: boolean, salience: number, kind: FactKind | undefined, fixes: boolean): number {
  if (fixes) return sameLabel ? 5 : 4;
  if (sameLabel && salience > 0) return 3;
  if (salience >= MIN_SALIENCE_CROSSES && kind && !STAYS_IN_SECTION.has(kind)) return 2;
  return 0;
}
/** The lowest tier shown: below it a test answers nothing in its block. */
const SHOWN_TIER = 2;

/** A test that rewrites a block's words: its headings, claims, descriptions, reading aids. */
const COPY_TEST = /\bcopy\b|\bheadlines?\b|\bheadings?\b|\bwording\b|\bclaims?\b|\bnumbers in\b|\breading time\b|\bsubheadline\b|\bdescri(?:be|bing|ptions?)\b|"so that|\bbenefits? instead of\b|\boutcomes? instead of\b|\bmessage\b/i;

/**
 * Things a test changes that a block either shows or not: a test that removes no deficit of the block, whose change
 * (its title and element) is made on one of them while the block shows none, rests on a premise this block lacks
 * ("guides at the end of blog articles" on an FAQ). Things a test adds outright (a guarantee, a countdown,
 * logos, a video, steps) are left out: adding them is advice, not a premise.
 */
const PREMISES: Partial<Record<FactKind, RegExp>> = {
  carousel: /carousel|slider|slideshow|\bslides\b/i,
  // A counter of the steps left is a multi-step form's ("step counter during registration" beside three steps of a process).
  form: /\bforms?\b|\bfields?\b|\bstep counter\b|\bprogress bar\b/i,
  comparison_table: /comparison (?:table|chart|grid)|\bin the comparison\b/i,
  testimonials: /\btestimonials?\b|\bquotes?\b(?!\s(?:form|request|calculator|builder))|\breviews\b/i,
  faq: /\bfaq\b|frequently asked/i,
  team: /\bteam\b|\bstaff\b|\bfounders?\b/i,
  category_tiles: /\bcategor(?:y|ies)\b|\btiles?\b/i,
  persona_cards: /\bpersonas?\b|\bsegment (?:cards|entry)|\bby role\b/i,
  article_cards: /\barticles?\b|\bblog\b|\bposts?\b/i,
  announcement_bar: /announcement|promo(?:tional)? bar|notification bar|hello bar/i,
  cookie_banner: /cookie|consent/i,
  chat_widget: /\bchat/i,
  // Swapping the photos of people for something else needs photos of people (blind review, stop 41: "illustrated
  // characters replacing photos of people" for a hero showing a screenshot). Adding a face is advice, not a premise.
  // Swapping an abstract graphic for a screenshot needs the pictures read, illustrations among them (blind review,
  // stop 41: "product screenshot instead of an abstract graphic" beside a hero that shows the product's board).
  // Swapping a stock photo needs a photo: "custom illustration against a stock photo" beside a hotel's own building or a
  // hero of type alone (review, stop 46: wrong twice, generic twice); so does changing who the hero image shows.
  people_images: /\b(?:replacing|instead of|versus|vs\.?|against|over) (?:the |an? )?(?:real |stock )?(?:photos? of (?:real )?people|people photos|portraits|stock (?:photos?|imagery|images?|pictures?))\b|\binstead of (?:an? |the )?(?:abstract|generic|decorative) (?:graphics?|illustrations?|art(?:work)?|images?|pictures?)\b|\b(?:in|of) the hero image\b|\bstock models?\b/i,
  // A line set beside the button needs a button (blind review, stop 41: "short proof line beside the first call to
  // action" for a hero with none); a form's submit button is one. A button's own words are judged on links too.
  cta: /\b(?:beside|next to|near|under|below|above|around) the (?:first |main |primary |sign[- ]?up |order |buy )?(?:call[- ]to[- ]action|button|cta)\b/i,
  // Cutting a list needs a long list: not an About story or a single offer (blind review, stop 40).
  feature_grid: CUTS_FEATURE_LIST,
};

/** What quotes the facts did not read leave in a block: slides, or words in quotation marks. */
const TRACES: Partial<Record<FactKind, (facts: readonly SectionFact[], text: string) => boolean>> = {
  testimonials: (facts, text) => facts.some((f) => f.kind === 'carousel') || QUOTED.test(text),
  // A team shows people: their pictures, or words about them; a band of figures or features holds none (blind review,
  // stop 40: "photos of the real team" beside "600M+ users").
  team: (facts, text) => facts.some((f) => f.kind === 'people_images' || f.kind === 'testimonials') || /\b(?:team|staff|founders?|people behind|meet (?:the|our))\b/i.test(text),
  // A list long enough to shorten shows a heading per feature: more lines than a story with its button.
  feature_grid: (_facts, text) => text.split('\n').length >= 6,
};

/**
 * The thing a test is made on, when the section does not show it, else null. A block whose facts say
 * nothing of what its label is for (a trust block read only as a slider) may still hold that label's things,
 * unless its words (`text`, when known) show no trace of them: a band of figures holds no quotes (blind review, stop 36).
 */
export function absentPremise(test: Pick<SemanticHit, 'title' | 'element_tested'>, facts: readonly SectionFact[], label?: SectionLabel, text?: string): FactKind | null {
  const change = madeOn(test);
  const shown = new Set(facts.map((f) => f.kind));
  if (shown.has('form')) shown.add('cta');
  const unexplained = label !== undefined && !facts.some((f) => KIND_HOME[f.kind]?.includes(label));
  const traced = (kind: FactKind) => text === undefined || (TRACES[kind]?.(facts, text) ?? true);
  for (const [kind, re] of Object.entries(PREMISES) as [FactKind, RegExp][]) {
    if (shown.has(kind) || (unexplained && KIND_HOME[kind]?.includes(label!) && traced(kind))) continue;
    if (re.test(change)) return kind;
  }
  return null;
}

/** The kinds of section a fact is what the block is for (a button in a call-to-action band, quotes in a trust block). */
const KIND_HOME: Partial<Record<FactKind, readonly SectionLabel[]>> = {
  cta: ['cta', 'hero'], form: ['cta', 'hero'], pricing: ['cta'], headline: ['hero'], navigation: ['global'],
  testimonials: ['trust'], logo_wall: ['trust'], team: ['trust'], security_badges: ['trust'], guarantee: ['trust'], people_images: ['hero', 'trust'],
  feature_grid: ['differentiation'], category_tiles: ['doors'], article_cards: ['resources'], faq: ['resources'],
  carousel: ['hero', 'product_demo'], video: ['product_demo'],
};

interface Candidate {
  test: ShownTest;
  key: string;
  score: number[];
}

/**
 * A fact whose polish waits for its repair: a template's filler (fake quotes, lorem-ipsum cards), or buttons that all lead
 * nowhere. The hygiene findings say what to do first; tests that refine them are premature and do not promote (reviews,
 * stop 49: video and review-platform tests beside lorem-ipsum testimonials, microcopy under dead store badges, generic in
 * 5 of 5 ratings).
 */
const premature = (f: SectionFact): boolean => isPlaceholderFact(f) || (f.kind === 'cta' && deadButtons(f.value) > 0 && liveButtons(f.value) <= 0);

/**
 * The winning tests of a section, best first (see `tier`): the same kind of section answering its
 * most telling fact first, then evidence and similarity. One per idea. Tests from another kind of
 * section are kept only when they answer one of its facts, unless nothing else is left.
 */
export function rankForSection(
  hits: readonly SemanticHit[],
  label: SectionLabel,
  facts: readonly SectionFact[],
  patterns: readonly Pattern[] | null,
  context: { page: PageContext; text: string; words?: string; next?: readonly SectionFact[]; closing?: boolean; opening?: boolean; nearPrice?: boolean; checks?: readonly DeficitResult[]; weak?: readonly DeficitResult[] } = { page: pageContext([{ facts, text: '' }]), text: '' },
): Candidate[] {
  // The section's checks, when the caller has them already (buildAudit shows them too).
  const { checks, weak } = context.checks
    ? { checks: context.checks, weak: context.weak ?? [] }
    : withoutWeak(sectionChecks(facts, context.page, { label, text: context.text, words: context.words ?? context.text, next: context.next ?? [] }));
  const salienceOf = (f: SectionFact) => factSalience(f, label);
  const words = context.words ?? context.text;
  const filler = isPlaceholder(words);
  // What the section shows, judged here or not: advice to add any of it is not shown.
  const shows = [...checks, ...unjudgedPasses(facts, context.page, { label, text: context.text, words, next: context.next ?? [] })];
  const all = hits
    .filter((h) => h.result === 'winner')
    .flatMap((h): Candidate[] => {
      const text = testText(h);
      const fixes = deficitFixedBy(text, checks);
      // A test that fixes a weak gap (deficits.ts, `weak`) is the advice that gap would give: not shown either.
      if (!fixes && deficitFixedBy(text, weak)) return [];
      // Advice to add what the section already shows, or a test whose precondition this page lacks, is not shown.
      // A test whose title itself adds what passed is redundant even when its rule's words also touch a deficit.
      if (!fixes && redundantFor(text, shows)) return [];
      if (fixes && !checkById(fixes.id).fix.test(h.title) && redundantFor(h.title, checks)) return [];
      if (unmetPrecondition(text, context.page, { facts, text: context.text, words, label, closing: context.closing, opening: context.opening, nearPrice: context.nearPrice }, h.title)) return [];
      // Words of template filler are to be written first (a hygiene finding says so): polishing them is premature; what
      // the block's structure lacks is still told (blind review, stop 40: "numbers in headlines" for lorem-ipsum tiles).
      if (!fixes && filler && COPY_TEST.test(h.title)) return [];
      // The words on a button need a button: not for a hero whose check says it has none (blind review, stop 39), nor a
      // block where no button was read (stop 47: a shop's hero whose next step is the grid below it).
      if (!fixes && BUTTON_WORDS.test(h.title) && (checks.some((c) => c.id === 'hero-no-cta' && !c.passed) || !facts.some((f) => f.kind === 'cta'))) return [];
      const matched = matchedFacts(h, facts);
      // Only telling facts promote a test: one ordinary button on every section must not pull the same button test everywhere.
      const top = fixes ? fixes.fact : matched.find((f) => salienceOf(f) >= MIN_SALIENCE_PROMOTES && !premature(f));
      const salience = top ? salienceOf(top) : 0;
      const shown: ShownTest = { ...h, matched: fixes && !matched.includes(fixes.fact) ? [fixes.fact, ...matched] : matched };
      if (fixes) shown.fixes = fixes.id;
      const t = tier(h.website_section === label, salience, top?.kind, fixes !== null);
      // A filler (it answers nothing in the block) is the label's stock advice: not shown. Its first cards were relevant in
      // 3 of 17 ratings (reviews, stops 47-48) against 57 of 68 for tests that remove a deficit; it had been kept because
      // the probes count some fillers (−2 test-half hits without them). A test that answers a fact but changes a thing the
      // block does not show (a comparison table's test beside a feature list) advises on what is not there.
      if (!fixes && (t < SHOWN_TIER || absentPremise(h, facts, label, context.text))) return [];
      // A test made on this kind of page (a charity's, a shop's) goes before one made elsewhere.
      const fit = pageKindFit(text, context.page);
      return [{ test: shown, key: ideaKey(h), score: [t, salience, h.similarity + 0.3 * evidenceScore(h, patterns) + 0.25 * fit] }];
    })
    .sort((a, b) => {
      for (let i = 0; i < a.score.length; i++) if (a.score[i] !== b.score[i]) return b.score[i]! - a.score[i]!;
      return a.test.id.localeCompare(b.test.id);
    });
  // Say nothing rather than something generic: a section with no deficit and no telling fact shows its
  // label's patterns as general and no cards. One with a telling fact shows the tests that remove its
  // deficits or answer its facts first, then its own kind of section's; another kind only through a fact.
  // A failed check tells when some test removes it, or when it is about what the section is for (a closing
  // band's button): "the only button is not filled" in a benefits block is no reason to fill its card with
  // the benefits block's other ideas.
  const telling = all.some((c) => c.test.fixes !== undefined)
    || checks.some((c) => !c.passed && KIND_HOME[c.kind]?.includes(label))
    || facts.some((f) => salienceOf(f) >= MIN_SALIENCE_PROMOTES);
  // A grid of priced products is judged as a listing: only tests that remove what its cards lack
  // (a rating, a review count, a quick add, badges, a reason for a cut price), never its neighbours' ideas.
  const candidates = !telling ? [] : isProductGrid(facts) ? all.filter((c) => c.test.fixes !== undefined) : all;
  // An idea keeps its place (its best-matching record's), and is shown by its best-backed record: wordings of one
  // idea differ in how close they are to this page's words, so the same page in another language would otherwise
  // show another record of the same idea.
  const shownBy = new Map<string, Candidate>();
  for (const c of candidates) {
    const best = shownBy.get(c.key);
    if (!best || representsBetter(c, best, patterns)) shownBy.set(c.key, c);
  }
  const seen = new Set<string>();
  let fromElsewhere = 0;
  const ownKindToo = candidates.some((c) => c.test.website_section === label);
  return candidates.flatMap((first) => {
    if (seen.has(first.key)) return [];
    const c = shownBy.get(first.key)!;
    const title = sameTestKey(c.test.title);
    if (seen.has(title)) return [];
    // One test from another kind of section answers the fact; the rest of the card stays on this kind.
    if (ownKindToo && c.test.website_section !== label && fromElsewhere++ >= MAX_FROM_ELSEWHERE) return [];
    seen.add(c.key);
    seen.add(title);
    return [c];
  });
}

/** Of two records of one idea, the one to show: what it answers on this page first, then the catalogue's backing, then the id. */
function representsBetter(a: Candidate, b: Candidate, patterns: readonly Pattern[] | null): boolean {
  if (a.score[0] !== b.score[0]) return a.score[0]! > b.score[0]!;
  if (a.score[1] !== b.score[1]) return a.score[1]! > b.score[1]!;
  const ea = evidenceScore(a.test, patterns);
  const eb = evidenceScore(b.test, patterns);
  return ea !== eb ? ea > eb : a.test.id < b.test.id;
}

/**
 * The tests shown for every section of a page, in reading order. A test (or idea) already shown for an
 * earlier section is not shown again unless it is this section's best match and removes one of its
 * deficits or answers a defining fact (a general best match gives way to the next idea); a section whose every candidate was shown
 * elsewhere still gets its best one.
 */
export function pickForPage(ranked: ReadonlyArray<Candidate[] | null>, max: number): (ShownTest[] | null)[] {
  const shown = new Set<string>();
  return ranked.map((candidates) => {
    if (!candidates) return null;
    const fresh = (c: Candidate) => !shown.has(c.key);
    const answersThis = (c: Candidate) => c.score[0]! >= 3;
    // Within a tier, ideas not yet shown come first; an idea shown earlier comes back only where it answers a fact of this section.
    const order = [...candidates].sort((a, b) => b.score[0]! - a.score[0]! || Number(fresh(b)) - Number(fresh(a)));
    let picked = order.filter((c, i) => fresh(c) || answersThis(c) || (i === 0 && (c.score[0]! >= 4 || c.score[1]! >= MIN_SALIENCE_CROSSES))).slice(0, max);
    if (picked.length === 0) picked = candidates.slice(0, 1);
    for (const c of picked) shown.add(c.key);
    return picked.map((c) => c.test);
  });
}
