import { contentWords } from './tokenize.ts';
import type { WordVectorTable } from './word-vectors-file.ts';

/**
 * Smooth-inverse-frequency sentence vectors (Arora et al., 2017): each word vector weighted by
 * a / (a + p(word)), p estimated from the word's frequency rank (Zipf), then the common
 * components (the directions every sentence shares) projected out.
 */
export class SifEmbedder {
  readonly dims: number;
  private readonly index = new Map<string, number>();
  private readonly weights: Float32Array;
  private components: Float64Array[];

  constructor(
    private readonly table: WordVectorTable,
    readonly a = 1e-3,
  ) {
    this.dims = table.dims;
    table.words.forEach((w, i) => this.index.set(w, i));
    const harmonic = Math.log(table.sourceVocabulary) + 0.5772;
    this.components = (table.commonComponents ?? []).map((u) => normalise(Float64Array.from(u)));
    this.weights = new Float32Array(table.words.length);
    for (let i = 0; i < table.words.length; i++) {
      const p = 1 / ((table.ranks[i]! + 1) * harmonic);
      this.weights[i] = a / (a + p);
    }
  }

  private lookup(word: string): number | undefined {
    const direct = this.index.get(word);
    if (direct !== undefined) return direct;
    for (const suffix of ["'s", 's', 'es', 'ing', 'ed']) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
        const hit = this.index.get(word.slice(0, -suffix.length));
        if (hit !== undefined) return hit;
      }
    }
    return undefined;
  }

  /** The weighted average before common-component removal; null when no word is known. */
  rawVector(text: string): Float64Array | null {
    const out = new Float64Array(this.dims);
    let known = 0;
    for (const word of contentWords(text)) {
      const i = this.lookup(word);
      if (i === undefined) continue;
      const weight = this.weights[i]! * this.table.scales[i]!;
      const base = i * this.dims;
      for (let d = 0; d < this.dims; d++) out[d]! += weight * this.table.values[base + d]!;
      known++;
    }
    if (known === 0) return null;
    for (let d = 0; d < this.dims; d++) out[d]! /= known;
    return out;
  }

  /** Sets the common components: the first `k` principal directions of these texts' raw vectors. */
  fitCommonComponents(texts: string[], k: number): void {
    let rows = texts.map((t) => this.rawVector(t)).filter((v): v is Float64Array => v !== null);
    const components: Float64Array[] = [];
    for (let c = 0; c < k; c++) {
      let u: Float64Array = new Float64Array(this.dims).fill(1 / Math.sqrt(this.dims));
      for (let iteration = 0; iteration < 50; iteration++) {
        const next = new Float64Array(this.dims);
        for (const row of rows) {
          const dot = dotProduct(row, u);
          for (let d = 0; d < this.dims; d++) next[d]! += dot * row[d]!;
        }
        u = normalise(next);
      }
      components.push(u);
      rows = rows.map((row) => removeComponent(row, u));
    }
    this.components = components;
  }

  getCommonComponents(): number[][] {
    return this.components.map((u) => Array.from(u));
  }

  /** Unit-length sentence vector; the zero vector when the text has no known word. */
  embed(text: string): number[] {
    let v = this.rawVector(text);
    if (!v) return new Array<number>(this.dims).fill(0);
    for (const u of this.components) v = removeComponent(v, u);
    return Array.from(normalise(v));
  }
}

function dotProduct(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function removeComponent(v: Float64Array, u: Float64Array): Float64Array {
  const dot = dotProduct(v, u);
  return v.map((x, d) => x - dot * u[d]!);
}

function normalise(v: Float64Array): Float64Array {
  const norm = Math.sqrt(dotProduct(v, v)) || 1;
  return v.map((x) => x / norm);
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
