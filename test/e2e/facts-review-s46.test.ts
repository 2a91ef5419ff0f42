import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Stop 46's review of six corpus-b pages: a saved page's slider, whose script never ran, was told it had "no visible
// controls" and passed as one that "waits for the visitor"; a film whose length is said in words was read as of unknown
// length. Real Chromium: whether the slides stack is read from their boxes.

const slide = (n: number) => `<li class="hero-slide"><h2>Slide ${n}</h2><p>Open technologies for everyone, in every city.</p></li>`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slides</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px}
  ul{list-style:none;margin:0;padding:0} li{height:300px}
  #laid ul{display:flex;width:300%} #laid li{flex:0 0 33.33%} #laid{overflow:hidden}
</style></head><body>
  <section id="stacked"><div class="hero-slider"><ul class="slides">${slide(1)}${slide(2)}${slide(3)}</ul></div></section>
  <section id="laid"><div class="hero-slider"><ul class="slides">${slide(1)}${slide(2)}${slide(3)}</ul></div></section>
  <section id="film"><h2>See the month-end close</h2><p>Four minutes, narrated by our controller.</p>
    <video src="close.mp4" controls width="640" height="360"></video></section>
  <section id="film-de"><h2>So funktioniert es</h2><p>Eine Tour in zwei Minuten.</p><video src="tour.mp4" controls width="640" height="360"></video></section>
  <section id="trailer"><h2>Our events</h2><p>Meet the community.</p><video src="promo.mp4" controls width="640" height="360"></video></section>
</body></html>`;

const { browser, dir } = useFixturePages('review-s46', { 'index.html': PAGE });

describe('what the review of six corpus-b pages found misread (stop 46)', () => {
  it('reads slides stacked one under another as a slider its script has not laid out: timing and controls unknown', async () => {
    const [stacked] = await sectionFactsAt(browser(), dir(), ['#stacked'], 'index.html');
    expect(stacked?.find((f) => f.kind === 'carousel')?.value).toBe('3 slides, run by a script');
  });

  it('reads slides laid side by side in one frame as a slider that does not rotate', async () => {
    const [laid] = await sectionFactsAt(browser(), dir(), ['#laid'], 'index.html');
    expect(laid?.find((f) => f.kind === 'carousel')?.value).toBe('3 slides');
  });

  it('reads a film\'s length said in words, and not a length nobody states', async () => {
    const [film, filmDe, trailer] = await sectionFactsAt(browser(), dir(), ['#film', '#film-de', '#trailer'], 'index.html');
    expect(film?.find((f) => f.kind === 'video')?.value).toMatch(/\blength shown\b/);
    // In the page's own language too: the same page in German gets the same advice (test/e2e/i18n.test.ts).
    expect(filmDe?.find((f) => f.kind === 'video')?.value).toMatch(/\blength shown\b/);
    expect(trailer?.find((f) => f.kind === 'video')?.value).not.toMatch(/\blength shown\b/);
  });
});
