import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Stop 45's review of six open-source project pages: a documentation page's rendered samples read as the page's own
// buttons and quotes, buttons whose framework style sheet did not load called "not filled", parallel appeal cards told
// to demote one button, a menu's "Play" read as a video, a hero's plain next-step link missed. Real Chromium: the
// samples and cards are told apart by where they sit, the paint by the computed style.

const copy = 'A minimalist framework that gives you the minimal setup of styles for a fast and clean starting point.';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title><style>
  body{margin:0;font:16px sans-serif} header,section{padding:40px 20px;min-height:300px}
  .cards{display:flex;gap:16px} .card{flex:1;border:1px solid #ccc;padding:12px}
  .btn{display:inline-block;padding:10px 18px;background:#5755d9;color:#fff;border-radius:4px}
</style></head><body>
  <nav id="menu"><a href="/phones">Phones</a> <a href="/tablets">Tablets</a> <a href="/play">Play</a> <a href="/tv">TV</a></nav>
  <header id="hero"><h1>Kestrel</h1><p>${copy}</p><a class="button" href="/start">Getting Started</a></header>
  <section id="buttons"><h3>Buttons</h3><p>Buttons come in three basic styles.</p>
    <div class="example"><a class="btn" href="javascript: void(0)">Default Button</a> <a class="btn" href="#">Outlined Button</a></div>
    <pre><code><a class="btn" href="#">Default Button</a>
<a class="btn" href="#">Outlined Button</a></code></pre></section>
  <section id="tips"><h3>Tips</h3><div class="example"><a class="btn" href="javascript: void(0)">.button-black</a> <a class="btn" href="javascript: void(0)">Large .button</a></div>
    <pre><code>.button-black {
  background-color: black;
}</code></pre></section>
  <section id="quotes"><h3>Blockquotes</h3><div class="example"><blockquote><p><em>Yeah!! Kestrel is amazing.</em></p></blockquote></div>
    <pre><code>&lt;blockquote&gt;
  &lt;p&gt;&lt;em&gt;Yeah!! Kestrel is amazing.&lt;/em&gt;&lt;/p&gt;
&lt;/blockquote&gt;</code></pre></section>
  <section id="install"><h2>Get it</h2><div><a class="btn" href="/kestrel.css">Download Kestrel</a></div>
    <div><pre><code><a href="https://www.npmjs.org/package/kestrel">npm</a> install kestrel</code></pre></div></section>
  <section id="support"><h2>Support the project</h2><div class="cards">
    <div class="card"><div class="card-title">PayPal Donate</div><p>Kestrel is free to use; donations fund its development.</p><a class="btn" href="https://paypal.example/k">Donate</a></div>
    <div class="card"><div class="card-title">Sponsor via Patreon</div><p>Your company logo on the docs homepage.</p><a class="btn" href="https://patreon.example/k">Sponsor</a></div>
  </div></section>
  <section id="compete"><h2>Start now</h2><div><a class="btn" href="/docs">Docs</a> <a class="btn" href="/github">Source</a></div></section>
</body></html>`;

const OPENING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Android</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px;min-height:500px;text-align:center}
</style></head><body>
  <section id="opening"><h1>be together. not the same.</h1><p>welcome to the family... be yourself. do your thing.</p>
    <div class="line"><a href="/create">create your own character</a></div></section>
  <section id="more"><h2>More from us</h2><p>${copy}</p><p>${copy}</p></section>
</body></html>`;

const NARROW = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tether</title><style>
  body{margin:0;font:16px sans-serif} section{padding:40px 20px;min-height:500px;text-align:center}
  @media (min-width: 700px) { .mobile-copy { display: none } }
</style></head><body>
  <section id="opening"><h1>Tether</h1><div class="mobile-copy"><h2>Marrying elements for life</h2>
    <p><a class="button" href="https://github.com/shipshapecode/tether">★ On Github</a></p></div></section>
  <section id="more"><h2>What is it?</h2><p>${copy}</p><p>${copy}</p></section>
</body></html>`;

const EVENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Eventre</title><style>
  body{margin:0;font:16px sans-serif;background:#fff} section{padding:40px 20px;min-height:500px}
  h1,h2.big{font-size:56px;margin:0} p.sub{font-size:16px}
  .panel{padding:60px;background:#111 url(photo.svg) center/cover} .btn-white{display:inline-block;padding:15px 40px;background:#fff;color:#222;border:0}
</style></head><body>
  <section id="opening"><h1>Business</h1><h2 class="big">Conference 2017</h2><p class="sub">02-05 July, California</p><a class="btn-white" href="/tickets">get ticket now</a></section>
  <section id="register"><div class="panel"><h2>Register to Eventre</h2><form action="/register"><input type="email" name="email" placeholder="Email" required>
    <button type="submit" class="btn-white">Register Now</button></form></div></section>
</body></html>`;

const photo = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#333"/></svg>';

const { browser, dir } = useFixturePages('review-s45', { 'index.html': PAGE, 'opening.html': OPENING, 'narrow.html': NARROW, 'event.html': EVENT, 'photo.svg': photo });

describe('what the review of six open-source project pages found misread (stop 45)', () => {
  it('does not read a documentation page\'s rendered samples as its buttons or its customers\' words', async () => {
    const [buttons, tips, quotes] = await sectionFactsAt(browser(), dir(), ['#buttons', '#tips', '#quotes'], 'index.html');
    expect(buttons?.some((f) => f.kind === 'cta')).toBe(false);
    expect(tips?.some((f) => f.kind === 'cta')).toBe(false);
    expect(quotes?.some((f) => f.kind === 'testimonials')).toBe(false);
  });

  it('keeps a download button followed by an install command: a shell line is no sample of it', async () => {
    const [install] = await sectionFactsAt(browser(), dir(), ['#install'], 'index.html');
    expect(install?.find((f) => f.kind === 'cta')?.evidence).toMatch(/^buttons: Download Kestrel\b/);
  });

  it('does not call a button "not filled" when nothing painted it: its framework\'s style sheet did not load', async () => {
    const [hero] = await sectionFactsAt(browser(), dir(), ['#hero'], 'index.html');
    expect(hero?.find((f) => f.kind === 'cta')?.value).toBe('1 button, style unknown');
  });

  it('reads equal buttons each on a titled card as parallel ways, and equal buttons side by side as competing', async () => {
    const [support, compete] = await sectionFactsAt(browser(), dir(), ['#support', '#compete'], 'index.html');
    expect(support?.find((f) => f.kind === 'cta')?.value).toBe('2 equal, one per card');
    expect(compete?.find((f) => f.kind === 'cta')?.value).toBe('2 equal');
  });

  it('reads a menu\'s "Play" as a menu entry, not a video\'s play button', async () => {
    const [menu] = await sectionFactsAt(browser(), dir(), ['#menu'], 'index.html');
    expect(menu?.some((f) => f.kind === 'video')).toBe(false);
  });

  it('reads an opening\'s plain link on a line of its own as its next step, a text link', async () => {
    const [opening] = await sectionFactsAt(browser(), dir(), ['#opening'], 'opening.html');
    const cta = opening?.find((f) => f.kind === 'cta');
    expect(cta?.value).toBe('1 button, text link');
    expect(cta?.evidence).toBe('buttons: create your own character');
  });

  it('reads an opening\'s button shown on small screens only as a next step hidden at this width', async () => {
    const [opening] = await sectionFactsAt(browser(), dir(), ['#opening'], 'narrow.html');
    expect(opening?.find((f) => f.kind === 'cta')).toEqual({ kind: 'cta', value: '1 button, hidden at this width', evidence: 'buttons: ★ On Github' });
  });

  it('reads a headline split over two headings of one size as one headline', async () => {
    const [opening] = await sectionFactsAt(browser(), dir(), ['#opening'], 'event.html');
    expect(opening?.find((f) => f.kind === 'headline')?.evidence).toBe('"Business Conference 2017"');
  });

  it('sets a white button against the photo panel it sits on, not the white page around the block', async () => {
    const [register] = await sectionFactsAt(browser(), dir(), ['#register'], 'event.html');
    expect(register?.find((f) => f.kind === 'cta')?.value).toBe('1 button');
  });
});
