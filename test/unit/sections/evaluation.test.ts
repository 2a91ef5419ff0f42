import { describe, expect, it } from 'vitest';
import { computeMetrics, intersectionOverUnion, labelForElement } from '../../../lib/sections/evaluation';
import type { ClassifiedSection } from '../../../lib/sections/types';
import { documentOf } from './fixture';

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('scoring rule of DESIGN.md', () => {
  it('intersectionOverUnion', () => {
    expect(intersectionOverUnion(rect(0, 0, 10, 10), rect(0, 0, 10, 10))).toBe(1);
    expect(intersectionOverUnion(rect(0, 0, 10, 10), rect(20, 20, 5, 5))).toBe(0);
    expect(intersectionOverUnion(rect(0, 0, 10, 10), rect(0, 5, 10, 10))).toBeCloseTo(50 / 150);
  });

  it('a labelled element takes the label of the related section with the largest IoU, else none', () => {
    const document = documentOf('<div id="outer"><div id="labelled"><div id="inner-big"></div><div id="inner-small"></div></div></div><div id="other"></div>');
    const el = (id: string) => document.getElementById(id)!;
    const section = (id: string, label: ClassifiedSection['label'], r: ReturnType<typeof rect>): ClassifiedSection => ({
      label, element: el(id), confidence: 1, evidence: [], text: '', rect: r,
    });
    const labelledRect = rect(0, 0, 100, 100);
    const sections = [
      section('outer', 'global', rect(0, 0, 100, 400)),
      section('inner-big', 'trust', rect(0, 0, 100, 80)),
      section('inner-small', 'cta', rect(0, 80, 100, 20)),
      section('other', 'hero', rect(0, 0, 100, 100)),
    ];
    expect(labelForElement(el('labelled'), labelledRect, sections)).toBe('trust');
    expect(labelForElement(el('labelled'), labelledRect, sections.slice(2))).toBe('cta');
    expect(labelForElement(el('labelled'), labelledRect, sections.slice(3))).toBe('none');
  });

  it('per-label precision, recall, F1, support and macro-F1', () => {
    const m = computeMetrics([
      { truth: 'hero', predicted: 'hero' },
      { truth: 'hero', predicted: 'cta' },
      { truth: 'cta', predicted: 'cta' },
      { truth: 'global', predicted: 'none' },
    ]);
    expect(m.perLabel.hero).toEqual({ precision: 1, recall: 0.5, f1: 0.667, support: 2 });
    expect(m.perLabel.cta).toEqual({ precision: 0.5, recall: 1, f1: 0.667, support: 1 });
    expect(m.perLabel.global).toEqual({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(m.perLabel.trust.support).toBe(0);
    expect(m.confusion.global.none).toBe(1);
    expect(m.macroF1).toBeCloseTo((2 / 3 + 2 / 3 + 0) / 3, 3);
  });
});
