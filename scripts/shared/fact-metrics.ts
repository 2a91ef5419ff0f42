import { z } from 'zod';
import { FACT_KINDS } from '../../lib/facts/types';
import type { FactAttribute, FactMeasure } from '../../lib/facts/measure';

/** A fact-label file (DESIGN.md "eval:facts"): per labelled section, the facts a specialist writes down. */
export const FactLabelFileSchema = z.object({
  page: z.string().min(1),
  split: z.enum(['tune', 'test']).optional(),
  sections: z
    .array(
      z.object({
        selector: z.string().min(1),
        facts: z.array(
          z.object({
            kind: z.enum(FACT_KINDS),
            count: z.number().int().nonnegative().optional(),
            attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
            note: z.string().optional(),
          }),
        ),
      }),
    )
    .min(1),
});
export type FactLabelFile = z.infer<typeof FactLabelFileSchema>;
export type TruthFact = FactLabelFile['sections'][number]['facts'][number];

/** One labelled section and what the audit reported for the section holding its element (null: none does). */
export interface FactCase {
  page: string;
  selector: string;
  split: 'tune' | 'test' | null;
  truth: TruthFact[];
  predicted: FactMeasure[] | null;
}

export interface KindScore {
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
}

export interface AttributeScore {
  correct: number;
  total: number;
  accuracy: number | null;
}

export interface FactMetrics {
  pages: number;
  sections: number;
  perKind: Record<string, KindScore>;
  attributes: Record<string, AttributeScore>;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** A stated "no people" is no picture of people: it does not claim the kind. */
const claims = (m: FactMeasure): boolean => !(m.kind === 'people_images' && m.count === 0);

const same = (a: FactAttribute | undefined, b: FactAttribute | undefined): boolean => a === b;

/**
 * Precision and recall per fact kind (facts of a kind in a section matched as multisets) and, for
 * each truth fact paired in order with a reported fact of its kind, accuracy per attribute: `kind.count`,
 * `kind.<attribute>` for the attributes the label gives, and `placeholder` (absent means false) on every pair.
 */
export function factMetrics(cases: readonly FactCase[]): FactMetrics {
  const perKind: Record<string, KindScore> = {};
  const attributes: Record<string, AttributeScore> = {};
  const kindScore = (k: string) => (perKind[k] ??= { support: 0, tp: 0, fp: 0, fn: 0, precision: null, recall: null });
  const mark = (key: string, ok: boolean) => {
    const a = (attributes[key] ??= { correct: 0, total: 0, accuracy: null });
    a.total++;
    if (ok) a.correct++;
  };
  for (const c of cases) {
    const predicted = (c.predicted ?? []).filter(claims);
    const kinds = new Set([...c.truth.map((f) => f.kind), ...predicted.map((f) => f.kind)]);
    for (const kind of kinds) {
      const t = c.truth.filter((f) => f.kind === kind);
      const p = predicted.filter((f) => f.kind === kind);
      const s = kindScore(kind);
      const tp = Math.min(t.length, p.length);
      s.support += t.length;
      s.tp += tp;
      s.fp += p.length - tp;
      s.fn += t.length - tp;
      for (let i = 0; i < tp; i++) {
        const truth = t[i]!;
        const pred = p[i]!;
        if (truth.count !== undefined) mark(`${kind}.count`, truth.count === pred.count);
        for (const [name, value] of Object.entries(truth.attributes ?? {})) if (name !== 'placeholder') mark(`${kind}.${name}`, same(value, pred.attributes[name]));
        mark('placeholder', (truth.attributes?.placeholder ?? false) === (pred.attributes.placeholder ?? false));
      }
    }
  }
  for (const s of Object.values(perKind)) {
    s.precision = ratio(s.tp, s.tp + s.fp);
    s.recall = ratio(s.tp, s.tp + s.fn);
  }
  for (const a of Object.values(attributes)) a.accuracy = ratio(a.correct, a.total);
  const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { pages: new Set(cases.map((c) => c.page)).size, sections: cases.length, perKind: sortKeys(perKind), attributes: sortKeys(attributes) };
}

const f3 = (n: number | null) => (n === null ? '  -  ' : n.toFixed(3));

/** The metrics as a table: one row per kind, then one per attribute. */
export function factTable(m: FactMetrics): string {
  const out = [`pages ${m.pages}  sections ${m.sections}`, '', `${'kind'.padEnd(18)} ${'support'.padStart(7)} ${'tp'.padStart(4)} ${'fp'.padStart(4)} ${'fn'.padStart(4)} ${'prec'.padStart(6)} ${'recall'.padStart(6)}`];
  for (const [k, s] of Object.entries(m.perKind)) out.push(`${k.padEnd(18)} ${String(s.support).padStart(7)} ${String(s.tp).padStart(4)} ${String(s.fp).padStart(4)} ${String(s.fn).padStart(4)} ${f3(s.precision).padStart(6)} ${f3(s.recall).padStart(6)}`);
  out.push('', `${'attribute'.padEnd(28)} ${'correct'.padStart(7)} ${'total'.padStart(6)} ${'acc'.padStart(6)}`);
  for (const [k, a] of Object.entries(m.attributes)) out.push(`${k.padEnd(28)} ${String(a.correct).padStart(7)} ${String(a.total).padStart(6)} ${f3(a.accuracy).padStart(6)}`);
  return out.join('\n');
}
