import { describe, expect, it } from 'vitest';
import { LABELS } from '../../../lib/sections/label-order';
import { SECTION_LABELS, type SectionLabel } from '../../../lib/sections/labels';
import { classifierBundle } from '../../../scripts/shared/classifier-bundle';
import { decide, type BlockEvidence, type NamedVote } from '../../../lib/sections/score';
import type { SectionModel } from '../../../lib/sections/model/apply';
import { searchText } from '../../../lib/sections/text';
import { isIntroBand } from '../../../lib/sections/intro-band';
import { isIllustration } from '../../../lib/sections/illustration';
import { documentOf, featuresOf } from './fixture';

/** A model in which each named input votes, with weight 1, for its label. */
const votingModel = (votes: Record<string, SectionLabel>, bias: Partial<Record<SectionLabel, number>> = {}): SectionModel => ({
  labels: [...LABELS],
  inputs: Object.keys(votes),
  weights: LABELS.map((l) => Object.values(votes).map((v) => (v === l ? 1 : 0))),
  bias: LABELS.map((l) => bias[l] ?? 0),
});
/** A full-width block at `y` carrying `votes`. */
const bandAt = (y: number, height: number, votes: NamedVote[] = [], flags: Partial<BlockEvidence> = {}): BlockEvidence => ({
  votes, chrome: false, h1: false, message: true, rect: { x: 0, y, width: 1280, height }, viewportHeight: 800, ...flags,
});

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
  // A hand-written model, so the test states what the decision rules do with any fitted weights.
  const model: SectionModel = {
    labels: [...LABELS],
    inputs: ['navElement', 'quotesWithNames', 'globalClassWords', 'conversionButtons'],
    weights: LABELS.map((l) => [l === 'global' ? 1 : 0, l === 'trust' ? 1 : 0, l === 'global' ? 0.5 : 0, l === 'cta' ? 1 : 0]),
    bias: LABELS.map((l) => (l === 'differentiation' ? 0.5 : 0)),
  };
  const block = (votes: NamedVote[], y: number, extra: Partial<BlockEvidence> = {}): BlockEvidence => ({
    votes,
    chrome: false,
    h1: false,
    message: true,
    rect: { x: 0, y, width: 1280, height: 300 },
    viewportHeight: 800,
    ...extra,
  });
  const vote = (signal: string, label: NamedVote['label'], strength: number, reason = signal): NamedVote => ({ signal, label, reason, strength });

  it('gives no hero when the opening block has no h1 and reads far more like a content section', () => {
    const decisions = decide(
      [
        block([vote('navElement', 'global', 4, 'nav element')], 0, { chrome: true }),
        block([vote('quotesWithNames', 'trust', 5, '5 quotes')], 70),
        block([vote('conversionButtons', 'cta', 1)], 380),
      ],
      model,
    );
    expect(decisions.map((d) => d.label)).toEqual(['global', 'trust', 'cta']);
    // With the page's h1 the same block is the hero.
    const withH1 = decide([block([vote('quotesWithNames', 'trust', 5, '5 quotes')], 70, { h1: true })], model);
    expect(withH1[0]!.label).toBe('hero');
  });

  it('labels site chrome global, then exactly one hero: the first message block on the first screen', () => {
    const decisions = decide(
      [
        block([vote('navElement', 'global', 4, 'nav element')], 0, { chrome: true }),
        block([vote('conversionButtons', 'cta', 1)], 70),
        block([], 380),
        block([vote('quotesWithNames', 'trust', 3, '3 quotes')], 2000),
      ],
      model,
    );
    expect(decisions.map((d) => d.label)).toEqual(['global', 'hero', 'differentiation', 'trust']);
    expect(decisions[3]!.evidence).toEqual(['3 quotes']);
    for (const d of decisions) expect(d.confidence).toBeGreaterThan(0);
    for (const d of decisions) expect(d.confidence).toBeLessThanOrEqual(1);
  });

  it('makes the h1 block the hero below a slim untitled announcement (which is chrome) or beside a picture column', () => {
    const announcement = decide(
      [
        block([], 0, { titled: false, rect: { x: 0, y: 0, width: 1280, height: 120 } }),
        block([vote('conversionButtons', 'cta', 1)], 120, { h1: true, titled: true }),
        block([vote('quotesWithNames', 'trust', 3)], 900, { titled: true }),
      ],
      model,
    );
    expect(announcement.map((d) => d.label)).toEqual(['global', 'hero', 'trust']);
    const picture = decide(
      [
        block([], 100, { titled: false, rect: { x: 0, y: 100, width: 500, height: 800 } }),
        block([], 80, { h1: true, titled: true, rect: { x: 560, y: 80, width: 640, height: 820 } }),
      ],
      model,
    );
    expect(picture.map((d) => d.label)).toEqual(['differentiation', 'hero']);
    // A titled opening block keeps the hero even when an h1 comes later.
    const titled = decide([block([], 0, { titled: true }), block([], 320, { h1: true, titled: true })], model);
    expect(titled[0]!.label).toBe('hero');
  });

  it('keeps weak chrome votes from turning content global', () => {
    const decisions = decide([block([], 0), block([vote('globalClassWords', 'global', 0.6, 'class "menu"')], 2000)], model);
    expect(decisions[1]!.label).not.toBe('global');
  });

  it('shows as evidence only the signals the model counts towards the chosen label', () => {
    const decisions = decide(
      [block([], 0), block([vote('quotesWithNames', 'trust', 3, '3 quotes'), vote('conversionButtons', 'cta', 1, 'button "Buy"')], 2000)],
      model,
    );
    expect(decisions[1]).toMatchObject({ label: 'trust', evidence: ['3 quotes'] });
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

describe('title bands', () => {
  it('a heading and a line with nothing else is a title band; quotes, links or pictures make it content', () => {
    expect(isIntroBand(featuresOf('<section><h2>Series GT</h2><p>Urban, efficient, a suspension of another level.</p></section>'))).toBe(true);
    expect(isIntroBand(featuresOf('<section><h2>Reviews</h2><blockquote>“Great.”</blockquote></section>'))).toBe(false);
    expect(isIntroBand(featuresOf('<section><h2>Series GT</h2><a href="/gt">See the range</a></section>'))).toBe(false);
    expect(isIntroBand(featuresOf('<section><h2>Series GT</h2><img src="gt.jpg"></section>'))).toBe(false);
    expect(isIntroBand(featuresOf('<section><h1>Welcome</h1></section>'))).toBe(false);
  });

  it('takes the label of the block right below it, not across a gap or into the hero', () => {
    const model = votingModel({ productGrid: 'doors' }, { differentiation: 0.5 });
    const band = (y: number, height: number, votes: NamedVote[] = [], intro = false) => bandAt(y, height, votes, { intro });
    const grid: NamedVote = { signal: 'productGrid', label: 'doors', reason: 'grid of 6 products with prices', strength: 4 };
    const hero: BlockEvidence = { ...band(0, 600), h1: true };
    const labels = (blocks: BlockEvidence[]) => decide(blocks, model).map((d) => d.label);
    // hero, then a title band over a product grid, then a plain block.
    expect(labels([hero, band(2000, 170, [], true), band(2170, 800, [grid]), band(2970, 300)])).toEqual(['hero', 'doors', 'doors', 'differentiation']);
    expect(decide([hero, band(2000, 170, [], true), band(2170, 800, [grid])], model)[1]!.evidence).toEqual(['titles the block below it']);
    // The same band far above the grid keeps its own reading.
    expect(labels([hero, band(2000, 170, [], true), band(2900, 800, [grid])])).toEqual(['hero', 'differentiation', 'doors']);
  });

  it('keeps a title band that names its own purpose ("Reviews" over a widget that fills in later)', () => {
    const model = votingModel({ productGrid: 'doors', trustHeadingWords: 'trust' });
    const named: NamedVote = { signal: 'trustHeadingWords', label: 'trust', reason: 'heading "Reviews"', strength: 2 };
    const grid: NamedVote = { signal: 'productGrid', label: 'doors', reason: 'grid of 6 products with prices', strength: 4 };
    const at = (y: number, height: number, votes: NamedVote[], intro = false) => bandAt(y, height, votes, { intro });
    const hero: BlockEvidence = { ...at(0, 600, []), h1: true };
    expect(decide([hero, at(2000, 170, [named], true), at(2170, 800, [grid])], model).map((d) => d.label)).toEqual(['hero', 'trust', 'doors']);
  });
});

describe('lineText', () => {
  it('parts the words on either side of a line break, as the screen does', async () => {
    const { lineText } = await import('../../../lib/sections/line-text');
    const document = documentOf('<h1>Best Dentist in<br>Punawale, Pune</h1><h2>Plain <b>bold</b> title</h2>');
    expect(lineText(document.querySelector('h1')!)).toBe('Best Dentist in Punawale, Pune');
    expect(lineText(document.querySelector('h2')!)).toBe('Plain bold title');
    expect(searchText(document.body)).toContain('Best Dentist in Punawale, Pune');
  });

  it('leaves out what no visitor reads: a script inlined in the words (an icon\'s SVG style and title: facts-told-apart e2e)', async () => {
    const { lineText } = await import('../../../lib/sections/line-text');
    const document = documentOf('<p id="p">Free <script>var x = 1;</script>for teams</p><p id="q">Free<br>for <noscript>Enable JS</noscript>teams</p>');
    expect(lineText(document.querySelector('#p')!)).toBe('Free for teams');
    expect(lineText(document.querySelector('#q')!)).toBe('Free for teams');
  });

  it('goes on after an unread element that ends a nested run, and stops at the element\'s own end', async () => {
    const { lineText } = await import('../../../lib/sections/line-text');
    const document = documentOf('<div id="d"><span>Ship <em>fast<style>.x{}</style></em></span><br>and safe</div><p>Not this</p>');
    expect(lineText(document.querySelector('#d')!)).toBe('Ship fast and safe');
    const last = documentOf('<div id="d"><span>Ship <em>fast<script>1</script></em></span></div><p>Not this</p>');
    expect(lineText(last.querySelector('#d')!)).toBe('Ship fast');
  });
});

describe('picture bands', () => {
  const photo = '<img src="venue.jpg" width="900" height="400" alt="The venue">';
  it('one large picture with no words of its own illustrates; a caption, a link or a gallery does not', () => {
    expect(isIllustration({ ...featuresOf(`<article>${photo}</article>`), largeImages: 1 })).toBe(true);
    expect(isIllustration({ ...featuresOf(`<article><h2>The venue</h2>${photo}</article>`), largeImages: 1 })).toBe(false);
    expect(isIllustration({ ...featuresOf(`<article><a href="/venue">${photo}</a></article>`), largeImages: 1 })).toBe(false);
    expect(isIllustration({ ...featuresOf(`<article>${photo}${photo}${photo}</article>`), largeImages: 3 })).toBe(false);
  });

  it('takes the label of the block right above it, not across a gap or from the hero', () => {
    const model = votingModel({ directions: 'resources', imageGallery: 'product_demo' });
    const map: NamedVote = { signal: 'directions', label: 'resources', reason: 'map or directions link', strength: 2.5 };
    const pictured: NamedVote = { signal: 'imageGallery', label: 'product_demo', reason: '1 large image', strength: 2 };
    const at = (y: number, height: number, votes: NamedVote[], illustration = false) => bandAt(y, height, votes, { illustration });
    const hero: BlockEvidence = { ...at(0, 600, []), h1: true };
    const labels = (blocks: BlockEvidence[]) => decide(blocks, model).map((d) => d.label);
    expect(labels([hero, at(2000, 400, [map]), at(2400, 400, [pictured], true)])).toEqual(['hero', 'resources', 'resources']);
    expect(decide([hero, at(2000, 400, [map]), at(2400, 400, [pictured], true)], model)[2]!.evidence).toEqual(['pictures the block above it']);
    // Far below the block, or right under the hero, the picture keeps its own reading.
    expect(labels([hero, at(2000, 400, [map]), at(3000, 400, [pictured], true)])).toEqual(['hero', 'resources', 'product_demo']);
    expect(labels([hero, at(600, 400, [pictured], true)])).toEqual(['hero', 'product_demo']);
  });
});
