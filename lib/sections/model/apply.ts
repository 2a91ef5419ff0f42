import type { SectionLabel } from '../labels';
import { LABELS } from '../label-order';

/**
 * A multinomial logistic regression over the named signals: one weight per (label, signal) and a
 * bias per label, fitted on labelled pages by `npm run fit:sections` (./fit.ts). A signal's input is
 * its value on the block (see `inputValue` in ../score.ts); 0 when it does not fire.
 */
export interface SectionModel {
  labels: readonly SectionLabel[];
  /** Input names: the signal names of ../signals, in the order of each row of `weights`. */
  inputs: readonly string[];
  /** weights[label index][input index]. */
  weights: readonly (readonly number[])[];
  bias: readonly number[];
}

export type Scores = Record<SectionLabel, number>;

/** Per-input contributions are what the evidence shows; the sum plus bias is the label's logit. */
export function logits(model: SectionModel, values: Readonly<Record<string, number>>): Scores {
  const scores = Object.fromEntries(LABELS.map((l) => [l, -Infinity])) as Scores;
  model.labels.forEach((label, k) => {
    let s = model.bias[k] ?? 0;
    const row = model.weights[k]!;
    model.inputs.forEach((name, j) => {
      const x = values[name];
      if (x) s += (row[j] ?? 0) * x;
    });
    scores[label] = s;
  });
  return scores;
}

/** The model's weight of one input towards one label (0 when the model does not know either). */
export function weightOf(model: SectionModel, label: SectionLabel, input: string): number {
  const k = model.labels.indexOf(label);
  const j = model.inputs.indexOf(input);
  return k < 0 || j < 0 ? 0 : (model.weights[k]![j] ?? 0);
}
