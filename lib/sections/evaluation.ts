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
