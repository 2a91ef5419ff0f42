import { describe, expect, it } from 'vitest';
import { pageContext, unmetPrecondition } from '../../../lib/audit/context';
import { rankForSection } from '../../../lib/audit/rank';
import type { SectionFact } from '../../../lib/facts/types';
import { hit } from './fixture';

// Stop 43: advice whose premise the section's facts show absent (reading the audits of framework7, brackets and
// fastlane as a specialist would), each as a general rule with a control that must still show the test.
const fact = (kind: SectionFact['kind'], value: string, evidence = 'seen'): SectionFact => ({ kind, value, evidence });
const page = pageContext([]);
const titlesFor = (hits: ReturnType<typeof hit>[], label: Parameters<typeof rankForSection>[1], facts: SectionFact[]) =>
  rankForSection(hits, label, facts, null, { page, text: 'Section' }).map((c) => c.test.title);

describe('a video that does not play with sound on its own', () => {
  const muted = hit('Muted autoplay with captions against click-to-play', 'winner', 0.8, { website_section: 'product_demo', element_tested: 'Product video', actionable_rule: 'Show how long a video is on its play button.' });
  const explainer = hit('90-second explainer instead of a 6-minute demo', 'winner', 0.7, { website_section: 'product_demo', element_tested: 'Demo video', actionable_rule: 'Chapter long videos so people can skip to what matters to them.' });

  it('is not told to go click-to-play or muted: it already is; a film that starts with sound is', () => {
    expect(titlesFor([muted], 'product_demo', [fact('video', 'video, looping')])).toEqual([]);
    expect(titlesFor([muted], 'product_demo', [fact('video', 'video')])).toEqual([]);
    expect(titlesFor([muted], 'product_demo', [fact('video', 'video, autoplay')])).toEqual([muted.title]);
  });

  it('looping with no controls is no film to cut to an explainer or into chapters; a film is', () => {
    const clip = { facts: [fact('video', 'video, looping')], text: 'Swipe back', label: 'product_demo' as const };
    const film = { facts: [fact('video', 'embedded player')], text: 'Watch the tour', label: 'product_demo' as const };
    expect(unmetPrecondition(explainer.title, page, clip, explainer.title)).toBe('long-video');
    expect(unmetPrecondition(explainer.title, page, film, explainer.title)).toBeNull();
  });
});

describe('what a block already does, said in other words', () => {
  it('a button that names its offer is value-led copy already; a generic one is told', () => {
    const valueLed = hit('Value-led call to action copy in the hero', 'winner', 0.8, { website_section: 'hero', element_tested: 'CTA button copy', actionable_rule: 'Name what the click gets.' });
    expect(titlesFor([valueLed], 'hero', [fact('cta', '1 button', 'buttons: Start free trial')])).toEqual([]);
    expect(titlesFor([valueLed], 'hero', [fact('cta', '1 button, generic copy', 'buttons: Learn more')])).toEqual([valueLed.title]);
  });

  it('tiles with pictures are "tiles with photos instead of text links"; text-only tiles are told', () => {
    const photos = hit('Category tiles with photos instead of text links', 'winner', 0.8, { website_section: 'doors', element_tested: 'Category navigation' });
    expect(titlesFor([photos], 'doors', [fact('category_tiles', '6 tiles, with images')])).toEqual([]);
    expect(titlesFor([photos], 'doors', [fact('category_tiles', '6 tiles, text only')])).toEqual([photos.title]);
  });

  it('a header that stays in view is the persistent top bar; the test stays for a carousel that rotates on its own', () => {
    const bar = hit('Persistent top bar following the scroll', 'winner', 0.8, { website_section: 'global', element_tested: 'Header' });
    expect(titlesFor([bar], 'global', [fact('navigation', '5 links, flat'), fact('sticky_header', 'fixed header')])).toEqual([]);
    const replace = hit('Static hero replacing an auto-rotating carousel', 'winner', 0.8, { website_section: 'hero', element_tested: 'Hero carousel' });
    expect(titlesFor([replace], 'hero', [fact('carousel', '4 slides, arrows')])).toEqual([]);
    expect(titlesFor([replace], 'hero', [fact('carousel', '4 slides, autoplay, arrows')])).toEqual([replace.title]);
  });
});
