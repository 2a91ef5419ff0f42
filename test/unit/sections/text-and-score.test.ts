import { describe, expect, it } from 'vitest';
import { LABELS } from '../../../lib/sections/label-order';
import { SECTION_LABELS } from '../../../lib/sections/labels';
import { classifierBundle } from '../../../scripts/shared/classifier-bundle';
import { decide, type ScoredBlock } from '../../../lib/sections/score';
import { searchText } from '../../../lib/sections/text';
import type { Vote } from '../../../lib/sections/signals/types';
import { contextOf, documentOf, featuresOf } from './fixture';

describe('searchText', () => {
  it('gives headline, subheadline, then button and link texts, trimmed and deduplicated', () => {
    const document = documentOf(`<section><h1>  Ship   faster </h1><p>The subheadline.</p>
      <a href="/signup">Start free trial</a><button>Book a demo</button><a href="/signup">Start free trial</a></section>`);
    expect(searchText(document.querySelector('section')!)).toBe('Ship faster\nThe subheadline.\nStart free trial\nBook a demo');
  });

  it('respects the length bound', () => {
    const document = documentOf(`<section><h2>${'word '.repeat(100)}</h2></section>`);
    expect(searchText(document.querySelector('section')!, 50).length).toBeLessThanOrEqual(50);
  });
});

describe('decide', () => {
  const block = (html: string, votes: Vote[], y: number, index: number): ScoredBlock => ({
    features: featuresOf(html),
    ctx: contextOf({ rect: { x: 0, y, width: 1280, height: 300 }, index, count: 4 }),
    votes,
  });

  it('labels site chrome global, then exactly one hero: the first message block on the first screen', () => {
    const decisions = decide([
      block('<nav><a href="/">a</a></nav>', [{ label: 'global', weight: 4, reason: 'nav element' }], 0, 0),
      block('<div><h2>Promise</h2></div>', [{ label: 'cta', weight: 1, reason: 'button' }], 70, 1),
      block('<div><h2>Also at top</h2></div>', [{ label: 'hero', weight: 2.5, reason: 'h1 headline' }], 380, 2),
      block('<div><h2>Quotes</h2></div>', [{ label: 'trust', weight: 3, reason: '3 quotes' }], 2000, 3),
    ]);
    expect(decisions.map((d) => d.label)).toEqual(['global', 'hero', 'differentiation', 'trust']);
    expect(decisions[3]!.evidence).toEqual(['3 quotes']);
    for (const d of decisions) expect(d.confidence).toBeGreaterThan(0);
    for (const d of decisions) expect(d.confidence).toBeLessThanOrEqual(1);
  });

  it('keeps weak chrome votes from turning content global', () => {
    const decisions = decide([
      block('<div><h2>Hero</h2></div>', [], 0, 0),
      block('<div><h2>Menu-ish</h2></div>', [{ label: 'global', weight: 2, reason: 'class "menu"' }], 2000, 1),
    ]);
    expect(decisions[1]!.label).not.toBe('global');
  });
});

describe('label order', () => {
  it('is the taxonomy of labels.ts, and the classifier bundle carries no zod', async () => {
    expect([...LABELS].sort()).toEqual(['cta', 'differentiation', 'doors', 'global', 'hero', 'product_demo', 'resources', 'trust']);
    expect([...SECTION_LABELS]).toEqual([...LABELS]);
    const bundle = await classifierBundle();
    expect(bundle).toContain('product_demo');
    expect(bundle).not.toMatch(/ZodError|\$ZodType|zod/i);
  });
});
