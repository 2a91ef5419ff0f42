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
    const film = { facts: [fact('video', 'embedded player, length shown')], text: 'Watch the 6-minute tour', label: 'product_demo' as const };
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

describe('what the blind review of six open-source and conference pages found (stop 43)', () => {
  it("an open-source project's block saying where to download or how to install it is the ask after the hero; a block of prose is not", async () => {
    const { findMissing } = await import('../../../lib/audit/findings');
    const { pattern, section } = await import('./fixture');
    const patterns = [pattern('cta', 'Serial position effect', 10, 8)];
    const hero = section(0, 'hero', 'CodeMirror is a versatile open-source text editor');
    const below = (text: string) => ({ ...section(1, 'resources', text), rect: { x: 0, y: 600, width: 1200, height: 1600 } });
    const ids = (text: string) => findMissing([hero, below(text)], patterns, undefined, pageContext([{ facts: [], text: `${hero.text}\n${text}` }])).map((f) => f.id);
    expect(ids('Get the current version: 5.65. You can see the code or read the release notes.')).not.toContain('no_cta_after_hero:cta');
    expect(ids('npm install codemirror')).not.toContain('no_cta_after_hero:cta');
    expect(ids('The editor is used by many projects and has a community forum.')).toContain('no_cta_after_hero:cta');
  });

  it('a live demo "before sign-up" needs a sign-up or a trial on the page; demoting "Watch the video" needs such a button', () => {
    const demo = 'Hands-on interactive demo before sign-up';
    const none = pageContext([{ facts: [], text: 'Framework7: build iOS and Android apps. Get started.' }]);
    const trial = pageContext([{ facts: [fact('cta', '1 button', 'buttons: Start free trial')], text: 'Start free trial' }]);
    expect(unmetPrecondition(demo, none, { facts: [], text: '' }, demo)).toBe('account-to-precede');
    expect(unmetPrecondition(demo, trial, { facts: [], text: '' }, demo)).not.toBe('account-to-precede');
    const demote = 'Demoting "Watch the video" to a text link';
    const clip = { facts: [fact('video', 'video, looping')], text: 'Swipe back' };
    const button = { facts: [fact('video', 'video'), fact('cta', '2 equal', 'buttons: Start free trial, Watch the video')], text: 'See it' };
    expect(unmetPrecondition(demote, page, clip, demote)).toBe('watch-button');
    expect(unmetPrecondition(demote, page, button, demote)).toBeNull();
  });

  it('numbers moved into feature headlines need numbers in the features\' copy', () => {
    const numbers = 'Numbers in feature headlines';
    const features = [fact('feature_grid', '7 features, text only, long copy')];
    expect(unmetPrecondition(numbers, page, { facts: features, text: 'Features', words: 'Lightweight. Fewer than 14kb gzipped. 480 accessible colour combinations.' }, numbers)).toBeNull();
    expect(unmetPrecondition(numbers, page, { facts: features, text: 'Features', words: 'Inline editors. Open a quick view of the CSS for the element under the cursor.' }, numbers)).toBe('figures-to-promote');
    const sourced = 'Specific claims with their source';
    expect(unmetPrecondition(sourced, page, { facts: features, text: 'Features', words: 'Inline editors. Open a quick view of the CSS.' }, sourced)).toBe('figures-to-source');
    expect(unmetPrecondition(sourced, page, { facts: features, text: 'Features', words: 'Saves 30 minutes a day.' }, sourced)).toBeNull();
  });

  it('the size of a logo wall is a weak gap: the count cannot tell household names from unknowns', async () => {
    const { sectionChecks, withoutWeak } = await import('../../../lib/audit/deficits');
    const { checks, weak } = withoutWeak(sectionChecks([fact('logo_wall', '18 logos')], page, { label: 'trust' }));
    expect(weak.map((c) => c.id)).toEqual(['logo-wall-size']);
    expect(checks.map((c) => c.id)).not.toContain('logo-wall-size');
  });
});

describe('a slider of template filler', () => {
  it('is not told how to turn its slides before its quotes are written; a slider of real quotes is', async () => {
    const { sectionChecks } = await import('../../../lib/audit/deficits');
    const slider = fact('carousel', '5 slides, autoplay, dots, arrows');
    const failed = (quotes: string) => sectionChecks([slider, fact('testimonials', quotes)], page, { label: 'trust' }).filter((c) => !c.passed).map((c) => c.id);
    expect(failed('5 quotes, with names, no photos, repeated names, placeholder text')).not.toContain('carousel-autoplay');
    expect(failed('5 quotes, with names, no photos')).toContain('carousel-autoplay');
  });
});

describe('a filler (a test that answers nothing in the block)', () => {
  it('fills a card only when the catalogue grades its evidence A or B', () => {
    const strong = hit('Stating the outcome in every feature title', 'winner', 0.7, { website_section: 'differentiation', quality_grade: 'B' });
    const weak = hit('Stating what no competitor offers', 'winner', 0.8, { website_section: 'differentiation', quality_grade: 'C' });
    const grid = [fact('feature_grid', '9 features, text only')];
    expect(titlesFor([weak, strong], 'differentiation', grid)).toEqual([strong.title]);
  });
});


