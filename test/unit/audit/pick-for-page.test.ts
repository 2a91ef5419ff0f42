import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../lib/audit/context';
import { pickForPage, rankForSection } from '../../../lib/audit/rank';
import { hit } from './fixture';

describe('pickForPage', () => {
  // A grid of four pictured features: a telling fact that passes its checks, so every feature test answers it.
  const grid = [{ kind: 'feature_grid' as const, value: '4 features, pictured', evidence: '4 look-alike cards' }];
  const general = hit('Stating what no competitor offers', 'winner', 0.9, { website_section: 'differentiation', element_tested: 'Feature grid claim' });
  const second = hit('Benefit statistics beside each feature', 'winner', 0.6, { website_section: 'differentiation' });
  const third = hit('Feature cards with one-line summaries', 'winner', 0.5, { website_section: 'differentiation' });

  it('shows a later section its own new ideas first, and an idea shown earlier only after them when it answers its facts', () => {
    const first = rankForSection([general, second], 'differentiation', grid, null);
    const later = rankForSection([general, third], 'differentiation', grid, null);
    const [a, b] = pickForPage([first, later], 3);
    expect(a!.map((t) => t.title)).toEqual([general.title, second.title]);
    expect(b!.map((t) => t.title)).toEqual([third.title, general.title]);
  });

  it('does not repeat an idea that answers no fact of the later section', () => {
    const plain = hit('Stating what no competitor offers', 'winner', 0.9, { website_section: 'differentiation', element_tested: 'Claim' });
    const first = rankForSection([plain, second], 'differentiation', grid, null);
    const later = rankForSection([plain, third], 'differentiation', grid, null);
    expect(pickForPage([first, later], 3)[1]!.map((t) => t.title)).toEqual([third.title]);
  });

  it('repeats the best match when it answers a telling fact of the later section', () => {
    const grid = { kind: 'comparison_table' as const, value: '3 columns, names 2 alternatives', evidence: 'table' };
    const table = hit('Head-to-head table naming the alternatives', 'winner', 0.8, { website_section: 'differentiation', element_tested: 'Comparison table' });
    const first = rankForSection([table], 'differentiation', [grid], null);
    const later = rankForSection([table, third], 'differentiation', [grid], null);
    const [, b] = pickForPage([first, later], 3);
    expect(b![0]!.title).toBe(table.title);
  });

  it('shows a filler (it answers nothing in its block) on none of the look-alike blocks it would fill', () => {
    const clip = [{ kind: 'video' as const, value: 'video, looping', evidence: 'video: swipe.mp4' }];
    const callouts = hit('Hotspot walkthrough of the main screen', 'winner', 0.8, { website_section: 'product_demo', element_tested: 'Walkthrough' });
    const demo = hit('Narrated video walkthrough of the dashboard', 'winner', 0.5, { website_section: 'product_demo', element_tested: 'Product video' });
    const page = pageContext([{ facts: clip, text: 'Invoicing software for small teams. Start free trial. Sign up in a minute.' }]);
    const tabs = [0, 1, 2].map(() => rankForSection([callouts, demo], 'product_demo', clip, null, { page, text: 'Swipe back' }));
    expect(tabs[0]!.map((c) => c.test.title)).toEqual([demo.title]);
    expect(pickForPage(tabs, 3).map((shown) => shown!.map((t) => t.title))).toEqual([[demo.title], [demo.title], [demo.title]]);
  });

  it('still gives a section its best test when every candidate was shown before', () => {
    const first = rankForSection([general], 'differentiation', grid, null);
    const later = rankForSection([general], 'differentiation', grid, null);
    expect(pickForPage([first, later], 3)[1]!.map((t) => t.title)).toEqual([general.title]);
  });
});
