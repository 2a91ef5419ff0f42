import type { BlockFeatures } from './features';
import type { SectionLabel } from './labels';
import { LABELS as SECTION_LABELS } from './label-order';
import { FOOTER_REASON } from './signals/global';
import type { BlockContext, Vote } from './signals/types';

export type Scores = Record<SectionLabel, number>;

/** Mid-page content blocks most often argue benefits; this tips ties with no other evidence. */
const PRIOR: Partial<Scores> = { differentiation: 0.5 };

export interface Decision {
  label: SectionLabel;
  confidence: number;
  evidence: string[];
}

export interface ScoredBlock {
  features: BlockFeatures;
  ctx: BlockContext;
  votes: Vote[];
}

export function tally(votes: readonly Vote[]): Scores {
  const scores = Object.fromEntries(SECTION_LABELS.map((l) => [l, PRIOR[l] ?? 0])) as Scores;
  for (const v of votes) scores[v.label] += v.weight;
  return scores;
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
  for (const l of SECTION_LABELS) if (allowed(l)) sum += Math.exp(scores[l]);
  return Math.round((Math.exp(scores[label]) / sum) * 100) / 100;
}

function evidenceFor(votes: readonly Vote[], label: SectionLabel): string[] {
  return votes
    .filter((v) => v.label === label)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((v) => v.reason);
}

const GLOBAL_THRESHOLD = 3;

function looksLikeMessage(b: ScoredBlock): boolean {
  return b.features.headings.length > 0 || b.features.images > 0 || b.ctx.rect.height >= 150;
}

/**
 * Turns each block's votes into one label. Site chrome first (global), then exactly one hero:
 * the first message block within the first screen; every other block takes its strongest content label.
 */
export function decide(blocks: readonly ScoredBlock[]): Decision[] {
  const scores = blocks.map((b) => tally(b.votes));
  const isGlobal = blocks.map((b, i) => {
    const s = scores[i]!;
    const strongestOther = Math.max(...SECTION_LABELS.filter((l) => l !== 'global' && l !== 'hero').map((l) => s[l]));
    // Nav and footer are always global, whatever links or forms they hold (taxonomy, rule 12).
    if (b.features.landmark === 'nav' || b.votes.some((v) => v.reason === FOOTER_REASON)) return true;
    return s.global >= GLOBAL_THRESHOLD && s.global >= strongestOther && !(b.features.h1 > 0 && b.ctx.rect.height > 300);
  });
  // The hero opens the page: within the first screen, or right below the leading site chrome.
  let chromeBottom = 0;
  for (let i = 0; i < blocks.length && isGlobal[i]; i++) {
    const r = blocks[i]!.ctx.rect;
    chromeBottom = Math.max(chromeBottom, r.y + r.height);
  }
  const heroIndex = blocks.findIndex(
    (b, i) =>
      !isGlobal[i] &&
      looksLikeMessage(b) &&
      b.ctx.rect.y < Math.max(b.ctx.viewportHeight, chromeBottom + b.ctx.viewportHeight * 0.5),
  );
  return blocks.map((b, i) => {
    const s = scores[i]!;
    if (isGlobal[i]) {
      const all = () => true;
      return { label: 'global', confidence: confidenceOf(s, 'global', all), evidence: evidenceFor(b.votes, 'global') };
    }
    if (i === heroIndex) {
      const allowed = (l: SectionLabel) => l !== 'global';
      const evidence = evidenceFor(b.votes, 'hero');
      return { label: 'hero', confidence: confidenceOf(s, 'hero', allowed), evidence: evidence.length ? evidence : ['first block of the page'] };
    }
    const allowed = (l: SectionLabel) => l !== 'hero' && (l !== 'global' || s.global >= GLOBAL_THRESHOLD);
    const label = best(s, allowed);
    const evidence = evidenceFor(b.votes, label);
    return { label, confidence: confidenceOf(s, label, allowed), evidence: evidence.length ? evidence : ['content block without stronger signals'] };
  });
}
