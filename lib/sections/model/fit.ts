import type { SectionLabel } from '../labels';
import { LABELS } from '../label-order';
import type { SectionModel } from './apply';

/** One training block: its input values (absent inputs are 0) and its true label. */
export interface Example {
  values: Readonly<Record<string, number>>;
  label: SectionLabel;
}

export interface FitOptions {
  /** The model's inputs, in order (all signal names). */
  inputs: readonly string[];
  /**
   * The label each input argues for by design (a signal's own label). The L2 penalty pulls weights
   * towards `prior` on that label and 0 elsewhere, so a signal that never fires in training keeps
   * pointing where its name says, and no weight grows on a handful of blocks.
   */
  inputLabels?: ReadonlyMap<string, SectionLabel>;
  prior?: number;
  /** L2 strength per example-averaged loss. */
  lambda?: number;
  /** L2 strength on the per-label biases, towards 0 (no label favoured without evidence). */
  biasLambda?: number;
  /** Weight each class by n / (classes × its count), so rare labels count as much as common ones. */
  balanced?: boolean;
  iterations?: number;
  learningRate?: number;
}

/** Two decimals: the model ships in the content script, and finer weights change no decision. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Fits a multinomial logistic regression with L2 by full-batch gradient descent with momentum.
 * Deterministic: the same examples give the same model.
 */
export function fitModel(examples: readonly Example[], options: FitOptions): SectionModel {
  const labels = LABELS;
  const { inputs, inputLabels, prior = 1, lambda = 0.05, biasLambda = lambda, balanced = true, iterations = 1500, learningRate = 0.5 } = options;
  const K = labels.length;
  const D = inputs.length;
  const index = new Map(inputs.map((name, j) => [name, j]));
  const X = examples.map((e) =>
    Object.entries(e.values).flatMap(([name, x]) => {
      const j = index.get(name);
      return j === undefined || !x ? [] : [[j, x] as const];
    }),
  );
  const Y = examples.map((e) => labels.indexOf(e.label));
  const counts = labels.map((_, k) => Y.filter((y) => y === k).length);
  const present = counts.filter((c) => c > 0).length;
  const sampleWeight = Y.map((y) => (balanced ? examples.length / (present * counts[y]!) : 1));
  const totalWeight = sampleWeight.reduce((a, b) => a + b, 0) || 1;
  const W0 = labels.map((label) => inputs.map((name) => (inputLabels?.get(name) === label ? prior : 0)));
  const W = W0.map((row) => [...row]);
  const b = new Array<number>(K).fill(0);
  const vW = labels.map(() => new Array<number>(D).fill(0));
  const vb = new Array<number>(K).fill(0);
  const momentum = 0.9;
  const gW = labels.map(() => new Array<number>(D).fill(0));
  const gb = new Array<number>(K).fill(0);
  const p = new Array<number>(K).fill(0);
  for (let it = 0; it < iterations; it++) {
    for (let k = 0; k < K; k++) {
      gW[k]!.fill(0);
      gb[k] = 0;
    }
    for (let i = 0; i < X.length; i++) {
      const xi = X[i]!;
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        let s = b[k]!;
        const row = W[k]!;
        for (const [j, x] of xi) s += row[j]! * x;
        p[k] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let k = 0; k < K; k++) sum += p[k] = Math.exp(p[k]! - max);
      const w = sampleWeight[i]! / totalWeight;
      for (let k = 0; k < K; k++) {
        const err = w * (p[k]! / sum - (Y[i] === k ? 1 : 0));
        gb[k]! += err;
        const g = gW[k]!;
        for (const [j, x] of xi) g[j]! += err * x;
      }
    }
    for (let k = 0; k < K; k++) {
      const row = W[k]!;
      const g = gW[k]!;
      const v = vW[k]!;
      const r0 = W0[k]!;
      for (let j = 0; j < D; j++) {
        v[j] = momentum * v[j]! - learningRate * (g[j]! + lambda * (row[j]! - r0[j]!));
        row[j]! += v[j]!;
      }
      vb[k] = momentum * vb[k]! - learningRate * (gb[k]! + biasLambda * b[k]!);
      b[k]! += vb[k]!;
    }
  }
  return { labels: [...labels], inputs: [...inputs], weights: W.map((row) => row.map(round)), bias: b.map(round) };
}
