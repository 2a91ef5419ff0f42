import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LABELS } from '../../../lib/sections/label-order';
import { logits, weightOf, type SectionModel } from '../../../lib/sections/model/apply';
import { crossValidateByAuthor, type LabelledPage } from '../../../lib/sections/model/cross-validate';
import { fitModel, type Example } from '../../../lib/sections/model/fit';
import type { BlockEvidence } from '../../../lib/sections/score';
import { NAMED_SIGNALS } from '../../../lib/sections/signals';

const argmax = (scores: Record<string, number>) => Object.entries(scores).sort((a, b) => b[1] - a[1])[0]![0];

describe('fitModel', () => {
  // Separable toy problem: "logos" means trust, "form" means cta, "cards" means doors.
  const examples: Example[] = [
    ...Array.from({ length: 6 }, () => ({ values: { logos: 1 }, label: 'trust' as const })),
    ...Array.from({ length: 6 }, () => ({ values: { form: 1 }, label: 'cta' as const })),
    ...Array.from({ length: 6 }, () => ({ values: { cards: 1, form: 0 }, label: 'doors' as const })),
  ];
  const inputs = ['logos', 'form', 'cards'];

  it('learns a separable problem without any prior', () => {
    const model = fitModel(examples, { inputs, lambda: 0.001, prior: 0, iterations: 800 });
    expect(argmax(logits(model, { logos: 1 }))).toBe('trust');
    expect(argmax(logits(model, { form: 1 }))).toBe('cta');
    expect(argmax(logits(model, { cards: 1 }))).toBe('doors');
    expect(weightOf(model, 'trust', 'logos')).toBeGreaterThan(weightOf(model, 'cta', 'logos'));
  });

  it('keeps an input it never saw at its prior, pointing at its own label', () => {
    const model = fitModel(examples, { inputs: [...inputs, 'video'], inputLabels: new Map([['video', 'product_demo']]), prior: 1, lambda: 0.1 });
    expect(weightOf(model, 'product_demo', 'video')).toBeCloseTo(1, 5);
    expect(weightOf(model, 'trust', 'video')).toBeCloseTo(0, 5);
  });

  it('shrinks weights as regularisation grows, and is deterministic', () => {
    const loose = fitModel(examples, { inputs, lambda: 0.001, prior: 0 });
    const strict = fitModel(examples, { inputs, lambda: 1, prior: 0 });
    expect(Math.abs(weightOf(strict, 'trust', 'logos'))).toBeLessThan(Math.abs(weightOf(loose, 'trust', 'logos')));
    expect(fitModel(examples, { inputs, lambda: 1, prior: 0 })).toEqual(strict);
  });
});

describe('crossValidateByAuthor', () => {
  const block = (signal: string, y: number): BlockEvidence => ({
    votes: [{ signal, label: 'trust', reason: signal, strength: 1 }],
    chrome: false,
    h1: false,
    message: true,
    rect: { x: 0, y, width: 1000, height: 300 },
    viewportHeight: 800,
  });
  // Each author's page: a hero, then a block only that author marks with an odd signal.
  const page = (author: string, signal: string, label: 'trust' | 'doors'): LabelledPage => ({
    page: `${author}-page`,
    author,
    blocks: [block('pageHeadline', 0), block(signal, 3000)],
    labelled: [
      { selector: 'header', truth: 'hero', section: 0 },
      { selector: 'section', truth: label, section: 1 },
    ],
  });

  it('never scores an author with what was learnt from that author', () => {
    // Only author "a" shows that readingList means doors; held out, it cannot be learnt from anyone else.
    const pages = [page('a', 'readingList', 'doors'), page('b', 'logoWall', 'trust'), page('c', 'logoWall', 'trust')];
    const results = crossValidateByAuthor(pages, { lambda: 0.001, prior: 0 });
    const heldOutA = results.filter((r) => r.author === 'a' && r.truth === 'doors');
    expect(heldOutA).toHaveLength(1);
    expect(heldOutA[0]!.predicted).not.toBe('doors');
    expect(results.filter((r) => r.truth === 'hero').every((r) => r.predicted === 'hero')).toBe(true);
  });
});

describe('the committed model', () => {
  const ModelSchema = z.object({
    labels: z.array(z.enum(LABELS)).length(LABELS.length),
    inputs: z.array(z.string().min(1)),
    weights: z.array(z.array(z.number().finite())),
    bias: z.array(z.number().finite()),
  });
  const raw = JSON.parse(readFileSync(new URL('../../../lib/sections/model/weights.json', import.meta.url), 'utf8')) as unknown;

  it('is well formed, small, and knows every named signal', () => {
    const model = ModelSchema.parse(raw) as SectionModel;
    expect(model.weights).toHaveLength(model.labels.length);
    for (const row of model.weights) expect(row).toHaveLength(model.inputs.length);
    expect(model.bias).toHaveLength(model.labels.length);
    expect([...model.inputs].sort()).toEqual(NAMED_SIGNALS.map((s) => s.name).sort());
    expect(JSON.stringify(model).length).toBeLessThan(8_000);
  });

  it('counts each signal most towards the label it is named for', () => {
    const model = raw as SectionModel;
    const wrong = NAMED_SIGNALS.filter((s) => argmax(Object.fromEntries(model.labels.map((l) => [l, weightOf(model, l, s.name)]))) !== s.label);
    expect(wrong.map((s) => s.name)).toEqual([]);
  });
});
