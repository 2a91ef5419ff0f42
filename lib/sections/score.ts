import type { SectionLabel } from './labels';
import { LABELS as SECTION_LABELS } from './label-order';
import { logits, weightOf, type Scores, type SectionModel } from './model/apply';
import type { Rect } from './types';

export type { Scores } from './model/apply';

export interface Decision {
  label: SectionLabel;
  confidence: number;
  evidence: string[];
}

/** A vote of one named signal on one block. */
export interface NamedVote {
  signal: string;
  label: SectionLabel;
  reason: string;
  /** The signal's own grading of how strongly it fired (e.g. a quote with a name vs without). */
  strength: number;
}

/**
 * What the decision needs to know of one block: the signals that fired, and a few structural facts.
 * JSON-safe, so the eval can collect it in a browser once and re-decide it with models refitted per
 * cross-validation fold.
 */
export interface BlockEvidence {
  votes: NamedVote[];
  /** A nav element, or a footer closing the page: global whatever it holds (taxonomy, rule 12). */
  chrome: boolean;
  h1: boolean;
  /** Has a heading or an image, or is at least 150 px tall: something a hero could be. */
  message: boolean;
  /** Has a heading of its own (an announcement bar or a line of copy has none). */
  titled?: boolean;
  rect: Rect;
  viewportHeight: number;
  /** Only titles what follows (intro-band.ts): it takes the label of the block right below it. */
  intro?: boolean;
  /** One large picture, no words of its own (illustration.ts): it takes the label of the block right above it. */
  illustration?: boolean;
}

/**
 * The model's inputs for one block: each fired signal's own strength (how the signal grades what it
 * saw, e.g. a quote with a name vs without). The model learns how much each signal counts per label.
 */
export function inputValues(votes: readonly NamedVote[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const v of votes) values[v.signal] = v.strength;
  return values;
}

function best(scores: Scores, allowed: (l: SectionLabel) => boolean): SectionLabel {
  let label: SectionLabel = 'differentiation';
  let top = -Infinity;
  for (const l of SECTION_LABELS) {
    if (allowed(l) && scores[l] > top) {
      top = scores[l];
      label = l;
    }
  }
  return label;
}

/** Softmax share of the winner among the labels that were allowed to compete. */
function confidenceOf(scores: Scores, label: SectionLabel, allowed: (l: SectionLabel) => boolean): number {
  let sum = 0;
  const top = Math.max(...SECTION_LABELS.filter(allowed).map((l) => scores[l]));
  for (const l of SECTION_LABELS) if (allowed(l)) sum += Math.exp(scores[l] - top);
  return Math.round((Math.exp(scores[label] - top) / sum) * 100) / 100;
}

/** The reasons of the votes that pushed most towards `label` under the model, strongest first. */
function evidenceFor(model: SectionModel, votes: readonly NamedVote[], label: SectionLabel): string[] {
  return votes
    .map((v) => ({ v, w: weightOf(model, label, v.signal) * v.strength }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w)
    .slice(0, 4)
    .map((x) => x.v.reason);
}

/** How far (in logits) an h1-less opening block may fall behind its best content label and still be the hero. */
const NOT_HERO_MARGIN = 2;

const notHero = (l: SectionLabel) => l !== 'hero';
const content = (l: SectionLabel) => l !== 'hero' && l !== 'global';

/**
 * Turns each block's fired signals into one label with the fitted model. Site chrome first (global),
 * then exactly one hero: the first message block within the first screen; every other block takes
 * its strongest content label.
 */
export function decide(blocks: readonly BlockEvidence[], model: SectionModel): Decision[] {
  const scores = blocks.map((b) => logits(model, inputValues(b.votes)));
  const isGlobal = blocks.map((b, i) => {
    if (b.chrome) return true;
    // The page's h1 is a headline, whatever chrome surrounds it, unless it is the logo of a header bar.
    if (b.h1 && (b.rect.height > 300 || !b.votes.some((v) => v.signal === 'headerBar'))) return false;
    return best(scores[i]!, notHero) === 'global';
  });
  // The hero opens the page: within the first screen, or right below the leading site chrome.
  let chromeBottom = 0;
  for (let i = 0; i < blocks.length && isGlobal[i]; i++) {
    const r = blocks[i]!.rect;
    chromeBottom = Math.max(chromeBottom, r.y + r.height);
  }
  const firstScreen = (b: BlockEvidence) => b.rect.y < Math.max(b.viewportHeight, chromeBottom + b.viewportHeight * 0.5);
  let opening = blocks.findIndex((b, i) => !isGlobal[i] && b.message && firstScreen(b));
  // An untitled opening block (an announcement bar, a phone picture beside the headline) before the page's h1 on the first screen: the h1's block is the hero.
  const first = blocks[opening];
  if (first && !first.h1 && first.titled === false) {
    const headline = blocks.findIndex((b, i) => i > opening && !isGlobal[i] && b.h1 && firstScreen(b));
    const h = blocks[headline];
    const slim = first.rect.height < first.viewportHeight * 0.3;
    // A picture column beside the headline's column: the headline's block is the hero.
    const beside = h !== undefined && h.rect.y < first.rect.y + first.rect.height / 2 && h.rect.x >= first.rect.x + first.rect.width * 0.5;
    // A picture layer that starts off the page's left edge is decoration behind the page, not a block to read.
    const backdrop = first.rect.x < 0;
    if (h && (slim || beside || backdrop)) {
      // A slim band above the headline with no title of its own is an announcement bar: site chrome.
      if (slim && !beside) isGlobal[opening] = true;
      opening = headline;
    }
  }
  // Without the page's h1, the opening block is the hero only if it reads more like one than like
  // any content section: a shop opening on its category tiles has no hero (and no later block is one).
  const readsAsHero = (b: BlockEvidence, s: Scores) => b.h1 || s.hero >= s[best(s, content)] - NOT_HERO_MARGIN;
  const heroIndex = opening >= 0 && readsAsHero(blocks[opening]!, scores[opening]!) ? opening : -1;
  const decisions = blocks.map((b, i): Decision => {
    const s = scores[i]!;
    if (isGlobal[i]) {
      const evidence = evidenceFor(model, b.votes, 'global');
      return { label: 'global', confidence: confidenceOf(s, 'global', notHero), evidence: evidence.length ? evidence : ['site chrome'] };
    }
    if (i === heroIndex) {
      const allowed = (l: SectionLabel) => l !== 'global';
      const evidence = evidenceFor(model, b.votes, 'hero');
      return { label: 'hero', confidence: confidenceOf(s, 'hero', allowed), evidence: evidence.length ? evidence : ['first block of the page'] };
    }
    const label = best(s, content);
    const evidence = evidenceFor(model, b.votes, label);
    return { label, confidence: confidenceOf(s, label, content), evidence: evidence.length ? evidence : ['content block without stronger signals'] };
  });
  // Bottom up, so a run of title bands all take the label of the block they open.
  for (let i = blocks.length - 2; i >= 0; i--) {
    const next = decisions[i + 1]!;
    // A title that names its purpose ("Google Reviews" over a widget that fills in later) keeps it.
    if (blocks[i]!.votes.some((v) => v.signal.endsWith('HeadingWords'))) continue;
    if (!blocks[i]!.intro || isGlobal[i] || i === heroIndex || isGlobal[i + 1] || next.label === 'hero') continue;
    if (blocks[i + 1]!.rect.y - (blocks[i]!.rect.y + blocks[i]!.rect.height) > blocks[i]!.viewportHeight * 0.25) continue;
    decisions[i] = { label: next.label, confidence: next.confidence, evidence: ['titles the block below it'] };
  }
  // Top down: a lone picture band takes the label of the block it illustrates.
  for (let i = 1; i < blocks.length; i++) {
    const prev = decisions[i - 1]!;
    if (!blocks[i]!.illustration || isGlobal[i] || i === heroIndex || isGlobal[i - 1] || i - 1 === heroIndex) continue;
    if (blocks[i]!.rect.y - (blocks[i - 1]!.rect.y + blocks[i - 1]!.rect.height) > blocks[i]!.viewportHeight * 0.25) continue;
    decisions[i] = { label: prev.label, confidence: prev.confidence, evidence: ['pictures the block above it'] };
  }
  return decisions;
}
