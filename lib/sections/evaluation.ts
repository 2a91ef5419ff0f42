import type { SectionLabel } from './labels';
import { LABELS } from './label-order';
import type { ClassifiedSection, Rect } from './types';

/** Scoring of DESIGN.md "Contracts": used by the eval and the e2e tests, not by the content script. */

export type Predicted = SectionLabel | 'none';

export function intersectionOverUnion(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = w > 0 && h > 0 ? w * h : 0;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * The section a labelled element receives: the predicted section whose element is the same element,
 * contains it, or is contained in it, with the largest IoU of rendered rectangles; else -1.
 */
export function sectionIndexForElement(labelled: Element, labelledRect: Rect, sections: ReadonlyArray<{ element: Element; rect: Rect }>): number {
  let best = -1;
  let bestIou = -1;
  sections.forEach((s, i) => {
    if (s.element !== labelled && !s.element.contains(labelled) && !labelled.contains(s.element)) return;
    const iou = intersectionOverUnion(labelledRect, s.rect);
    if (iou > bestIou) {
      bestIou = iou;
      best = i;
    }
  });
  return best;
}

/** The label of the section of `sectionIndexForElement`; none when there is no such section. */
export function labelForElement(labelled: Element, labelledRect: Rect, sections: readonly ClassifiedSection[]): Predicted {
  const i = sectionIndexForElement(labelled, labelledRect, sections);
  return i < 0 ? 'none' : sections[i]!.label;
}

export interface LabelMetrics {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Metrics {
  macroF1: number;
  perLabel: Record<SectionLabel, LabelMetrics>;
  /** confusion[truth][predicted] = count. */
  confusion: Record<SectionLabel, Record<Predicted, number>>;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Per-label precision, recall, F1 and support over (truth, predicted) pairs; macro-F1 over labels with support. */
export function computeMetrics(pairs: ReadonlyArray<{ truth: SectionLabel; predicted: Predicted }>): Metrics {
  const columns: Predicted[] = [...LABELS, 'none'];
  const confusion = Object.fromEntries(
    LABELS.map((t) => [t, Object.fromEntries(columns.map((p) => [p, 0])) as Record<Predicted, number>]),
  ) as Record<SectionLabel, Record<Predicted, number>>;
  for (const { truth, predicted } of pairs) confusion[truth][predicted]++;
  const perLabel = {} as Record<SectionLabel, LabelMetrics>;
  let f1Sum = 0;
  let counted = 0;
  for (const label of LABELS) {
    const tp = confusion[label][label];
    const support = columns.reduce((n, p) => n + confusion[label][p], 0);
    const predictedAs = LABELS.reduce((n, t) => n + confusion[t][label], 0);
    const precision = predictedAs > 0 ? tp / predictedAs : 0;
    const recall = support > 0 ? tp / support : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    perLabel[label] = { precision: round3(precision), recall: round3(recall), f1: round3(f1), support };
    if (support > 0) {
      f1Sum += f1;
      counted++;
    }
  }
  return { macroF1: round3(counted > 0 ? f1Sum / counted : 0), perLabel, confusion };
}

/** How a predicted section's element stands to a labelled element in the DOM. */
export type Relation = 'same' | 'contains' | 'inside' | 'apart';

/** What segmentation scoring needs of one page, read in the browser (plain data: no elements). */
export interface SegmentationInput {
  labelled: Rect[];
  sections: Rect[];
  /** relation[i][j]: section j's element to labelled element i. */
  relation: Relation[][];
  /** parent[j]: the index of the innermost other section whose element contains section j's, else -1. */
  parent: number[];
}

export interface PageSegmentation {
  labelledBlocks: number;
  matched: number;
  merged: number;
  split: number;
  /** The most labelled blocks one predicted section holds. */
  maxHeld: number;
}

export interface Segmentation {
  labelledBlocks: number;
  blockRecall: number;
  merged: number;
  split: number;
  perPage: Record<string, PageSegmentation & { blockRecall: number }>;
}

/** Reads a page's `SegmentationInput` in the browser: labelled elements with their boxes, against the sections. */
export function segmentationInputFor(
  labelled: ReadonlyArray<{ element: Element; rect: Rect }>,
  sections: ReadonlyArray<{ element: Element; rect: Rect }>,
): SegmentationInput {
  const relate = (s: Element, l: Element): Relation => (s === l ? 'same' : s.contains(l) ? 'contains' : l.contains(s) ? 'inside' : 'apart');
  const parent = sections.map((s, j) => {
    let p = -1;
    sections.forEach((o, k) => {
      if (k !== j && o.element !== s.element && o.element.contains(s.element) && (p < 0 || sections[p]!.element.contains(o.element))) p = k;
    });
    return p;
  });
  return {
    labelled: labelled.map((l) => l.rect),
    sections: sections.map((s) => s.rect),
    relation: labelled.map((l) => sections.map((s) => relate(s.element, l.element))),
    parent,
  };
}

/**
 * DESIGN.md segmentation figures of one page. A labelled block is matched when some predicted
 * section's box has IoU >= 0.8 with it; it is held by the innermost section that is it or contains it;
 * a section holding >= 2 blocks is merged; a block with >= 2 outermost sections inside it is split.
 */
export function scorePageSegmentation(input: SegmentationInput): PageSegmentation {
  const { labelled, sections, relation, parent } = input;
  const held = new Array<number>(sections.length).fill(0);
  let matched = 0;
  let split = 0;
  labelled.forEach((rect, i) => {
    if (sections.some((s) => intersectionOverUnion(rect, s) >= 0.8)) matched++;
    const rel = relation[i]!;
    let holder = -1;
    rel.forEach((r, j) => {
      if (r !== 'same' && r !== 'contains') return;
      // Innermost: a holder nested in the current one wins.
      if (holder < 0 || isAncestor(parent, holder, j)) holder = j;
    });
    if (holder >= 0) held[holder]!++;
    // Sections strictly inside the block whose parent is not also inside it: the pieces it was cut into.
    const pieces = rel.filter((r, j) => r === 'inside' && (parent[j]! < 0 || rel[parent[j]!] !== 'inside')).length;
    if (pieces >= 2) split++;
  });
  return {
    labelledBlocks: labelled.length,
    matched,
    merged: held.filter((n) => n >= 2).length,
    split,
    maxHeld: held.reduce((m, n) => Math.max(m, n), 0),
  };
}

function isAncestor(parent: readonly number[], ancestor: number, j: number): boolean {
  for (let p = parent[j]!; p >= 0; p = parent[p]!) if (p === ancestor) return true;
  return false;
}

/** Totals over pages: block recall is matched blocks over all labelled blocks. */
export function summarizeSegmentation(pages: ReadonlyArray<{ page: string; segmentation: PageSegmentation }>): Segmentation {
  const perPage: Segmentation['perPage'] = {};
  let blocks = 0;
  let matched = 0;
  let merged = 0;
  let split = 0;
  for (const { page, segmentation: s } of pages) {
    perPage[page] = { ...s, blockRecall: round3(s.labelledBlocks > 0 ? s.matched / s.labelledBlocks : 0) };
    blocks += s.labelledBlocks;
    matched += s.matched;
    merged += s.merged;
    split += s.split;
  }
  return { labelledBlocks: blocks, blockRecall: round3(blocks > 0 ? matched / blocks : 0), merged, split, perPage };
}
