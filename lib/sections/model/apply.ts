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

// Where each input and label sits in a model's rows, looked up once per model.
const positions = new WeakMap<SectionModel, { input: Map<string, number>; label: Map<SectionLabel, number> }>();
function positionsOf(model: SectionModel) {
  let known = positions.get(model);
  if (!known) {
    known = { input: new Map(model.inputs.map((name, j) => [name, j])), label: new Map(model.labels.map((l, k) => [l, k])) };
    positions.set(model, known);
  }
  return known;
}

/** Per-input contributions are what the evidence shows; the sum plus bias is the label's logit. */
export function logits(model: SectionModel, values: Readonly<Record<string, number>>): Scores {
  const scores = Object.fromEntries(LABELS.map((l) => [l, -Infinity])) as Scores;
  // Only the inputs that fired, in the model's input order (so each sum adds in the same order).
  const { input } = positionsOf(model);
  const fired: [number, number][] = [];
  for (const name in values) {
    const j = input.get(name);
    const x = values[name];
    if (j !== undefined && x) fired.push([j, x]);
  }
  fired.sort((a, b) => a[0] - b[0]);
  model.labels.forEach((label, k) => {
    let s = model.bias[k] ?? 0;
    const row = model.weights[k]!;
    for (const [j, x] of fired) s += (row[j] ?? 0) * x;
    scores[label] = s;
  });
  return scores;
}

/** The model's weight of one input towards one label (0 when the model does not know either). */
export function weightOf(model: SectionModel, label: SectionLabel, input: string): number {
  const at = positionsOf(model);
  const k = at.label.get(label);
  const j = at.input.get(input);
  return k === undefined || j === undefined ? 0 : (model.weights[k]![j] ?? 0);
}
