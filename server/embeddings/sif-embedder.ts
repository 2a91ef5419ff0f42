import { contentWords } from './tokenize.ts';
import type { WordVectorTable } from './word-vectors-file.ts';

/**
 * Smooth-inverse-frequency sentence vectors (Arora et al., 2017): each word vector weighted by
 * a / (a + p(word)), p estimated from the word's frequency rank (Zipf), then the common
 * component (the direction every sentence shares) projected out.
 */
export class SifEmbedder {
  readonly dims: number;
  private readonly index = new Map<string, number>();
  private readonly weights: Float32Array;
  private commonComponent: Float64Array | null = null;

  constructor(
    private readonly table: WordVectorTable,
    private readonly a = 1e-4,
  ) {
    this.dims = table.dims;
    table.words.forEach((w, i) => this.index.set(w, i));
    const harmonic = Math.log(table.sourceVocabulary) + 0.5772;
    if (table.commonComponent) this.commonComponent = normalise(Float64Array.from(table.commonComponent));
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

  /** Sets the common component as the first principal direction of these texts' raw vectors. */
  fitCommonComponent(texts: string[]): void {
    const rows = texts.map((t) => this.rawVector(t)).filter((v): v is Float64Array => v !== null);
    let u: Float64Array = new Float64Array(this.dims).fill(1 / Math.sqrt(this.dims));
    for (let iteration = 0; iteration < 50; iteration++) {
      const next = new Float64Array(this.dims);
      for (const row of rows) {
        const dot = row.reduce((s, x, d) => s + x * u[d]!, 0);
        for (let d = 0; d < this.dims; d++) next[d]! += dot * row[d]!;
      }
      u = normalise(next);
    }
    this.commonComponent = u;
  }

  setCommonComponent(u: number[]): void {
    this.commonComponent = normalise(Float64Array.from(u));
  }

  getCommonComponent(): number[] | null {
    return this.commonComponent ? Array.from(this.commonComponent) : null;
  }

  /** Unit-length sentence vector; the zero vector when the text has no known word. */
  embed(text: string): number[] {
    const v = this.rawVector(text);
    if (!v) return new Array<number>(this.dims).fill(0);
    const u = this.commonComponent;
    if (u) {
      const dot = v.reduce((s, x, d) => s + x * u[d]!, 0);
      for (let d = 0; d < this.dims; d++) v[d]! -= dot * u[d]!;
    }
    return Array.from(normalise(v));
  }
}

function normalise(v: Float64Array): Float64Array {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
