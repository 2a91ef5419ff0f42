import { describe, expect, it } from 'vitest';
import { computeMetrics, intersectionOverUnion, labelForElement, scorePageSegmentation, summarizeSegmentation } from '../../../lib/sections/evaluation';
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

describe('segmentation figures of DESIGN.md', () => {
  const band = (i: number) => rect(0, i * 100, 1000, 100);

  it('counts a block matched only by a section whose box has IoU >= 0.8 with it', () => {
    const seg = scorePageSegmentation({
      labelled: [band(0), band(1)],
      sections: [rect(0, 0, 1000, 95), rect(0, 100, 1000, 150)],
      relation: [
        ['same', 'apart'],
        ['apart', 'same'],
      ],
      parent: [-1, -1],
    });
    expect(seg).toEqual({ labelledBlocks: 2, matched: 1, merged: 0, split: 0, maxHeld: 1 });
  });

  it('a section holding two or more blocks is merged; blocks held by a nested section count there', () => {
    // Section 0 wraps blocks 0-2; section 1 (inside section 0) is block 2 itself.
    const seg = scorePageSegmentation({
      labelled: [band(0), band(1), band(2)],
      sections: [rect(0, 0, 1000, 300), band(2)],
      relation: [
        ['contains', 'apart'],
        ['contains', 'apart'],
        ['contains', 'same'],
      ],
      parent: [-1, 0],
    });
    expect(seg.merged).toBe(1);
    expect(seg.maxHeld).toBe(2);
    expect(seg.matched).toBe(1);
  });

  it('a block cut into two or more outermost sections is split', () => {
    // Sections 0 and 1 inside block 0; section 2 nested in section 1 is not a third piece.
    const seg = scorePageSegmentation({
      labelled: [rect(0, 0, 1000, 200)],
      sections: [band(0), band(1), rect(0, 100, 500, 50)],
      relation: [['inside', 'inside', 'inside']],
      parent: [-1, -1, 1],
    });
    expect(seg.split).toBe(1);
    expect(seg.merged).toBe(0);
    const one = scorePageSegmentation({ labelled: [rect(0, 0, 1000, 200)], sections: [band(0)], relation: [['inside']], parent: [-1] });
    expect(one.split).toBe(0);
  });

  it('totals give block recall over all labelled blocks', () => {
    const total = summarizeSegmentation([
      { page: 'a', segmentation: { labelledBlocks: 4, matched: 4, merged: 0, split: 0, maxHeld: 1 } },
      { page: 'b', segmentation: { labelledBlocks: 6, matched: 3, merged: 1, split: 2, maxHeld: 3 } },
    ]);
    expect(total.labelledBlocks).toBe(10);
    expect(total.blockRecall).toBe(0.7);
    expect(total.merged).toBe(1);
    expect(total.split).toBe(2);
    expect(total.perPage.b!.blockRecall).toBe(0.5);
  });
});
