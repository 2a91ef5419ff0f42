import { describe, expect, it } from 'vitest';
import * as global from '../../../lib/sections/signals/global';
import * as hero from '../../../lib/sections/signals/hero';
import { contextOf, featuresOf } from './fixture';
import type { SignalCase } from './signal-cases';

const TOP = { rect: { x: 0, y: 0, width: 1280, height: 70 }, index: 0 };
const END = { rect: { x: 0, y: 5600, width: 1280, height: 300 }, index: 7, count: 8 };

const cases: SignalCase[] = [
  { name: 'nav element', signal: global.navElement, html: '<nav><a href="/">Home</a></nav>', expected: 'global' },
  { name: 'div is no nav element', signal: global.navElement, html: '<div><a href="/">Home</a></div>', expected: null },
  { name: 'footer closing the page', signal: global.footerElement, html: '<footer>© 2026</footer>', ctx: END, expected: 'global' },
  { name: 'footer of a card mid-page', signal: global.footerElement, html: '<footer>Read more</footer>', ctx: { index: 2, count: 9 }, expected: null },
  { name: 'short header at top', signal: global.headerBar, html: '<header><a href="/">Logo</a><a href="/a">A</a></header>', ctx: TOP, expected: 'global' },
  { name: 'logo h1 beside the nav', signal: global.headerBar, html: '<header><h1>Brand</h1><nav><a href="/a">A</a></nav></header>', ctx: TOP, expected: 'global' },
  { name: 'header holding the page headline', signal: global.headerBar, html: '<header><h1>Ship faster</h1><p>Copy</p></header>', ctx: TOP, expected: null },
  { name: 'thin strip at top', signal: global.topStrip, html: '<div>Free shipping over €50</div>', ctx: { rect: { x: 0, y: 0, width: 1280, height: 36 } }, expected: 'global' },
  { name: 'tall block is no strip', signal: global.topStrip, html: '<div>Free shipping over €50</div>', ctx: { rect: { x: 0, y: 0, width: 1280, height: 400 } }, expected: null },
  { name: 'navigation inside a wrapper at the top', signal: global.navigationAtTop, html: '<div class="x"><img src="logo.png"><nav><a href="/a">A</a></nav></div>', ctx: { rect: { x: 0, y: 8, width: 1280, height: 250 } }, expected: 'global' },
  { name: 'navigation far down the page', signal: global.navigationAtTop, html: '<div><nav><a href="/a">A</a></nav></div>', expected: null },
  { name: 'menu of links', signal: global.menuOfLinks, html: `<div>${'<a href="/x">Item</a>'.repeat(9)}</div>`, expected: 'global' },
  { name: 'links inside prose are no menu', signal: global.menuOfLinks, html: `<div><p>${'Long sentence of copy here. '.repeat(20)}</p>${'<a href="/x">a</a>'.repeat(9)}</div>`, expected: null },
  { name: 'link bar at top', signal: global.linkBarAtTop, html: '<div><a href="/a">Pricing</a><a href="/b">Docs</a><a href="/c">Blog</a></div>', ctx: TOP, expected: 'global' },
  { name: 'link bar far down', signal: global.linkBarAtTop, html: '<div><a href="/a">Pricing</a><a href="/b">Docs</a></div>', expected: null },
  { name: 'fixed bar at top', signal: global.fixedBarAtTop, html: '<div><a href="/">Brand</a></div>', ctx: { ...TOP, fixed: true }, expected: 'global' },
  { name: 'static bar at top', signal: global.fixedBarAtTop, html: '<div><a href="/">Brand</a></div>', ctx: TOP, expected: null },
  { name: 'consent bar fixed at the bottom', signal: global.fixedBarAtBottom, html: '<div>We use cookies <button>OK</button></div>', ctx: { fixed: true, rect: { x: 0, y: 720, width: 1280, height: 80 } }, expected: 'global' },
  { name: 'chat bubble fixed in a corner', signal: global.floatingWidget, html: '<button aria-label="Open live chat">💬</button>', ctx: { fixed: true, rect: { x: 1204, y: 3400, width: 56, height: 56 } }, expected: 'global' },
  { name: 'fixed panel with a heading is no widget', signal: global.floatingWidget, html: '<div><h2>Subscribe</h2><input></div>', ctx: { fixed: true, rect: { x: 900, y: 400, width: 150, height: 150 } }, expected: null },
  { name: 'static small button is no widget', signal: global.floatingWidget, html: '<button>Go</button>', ctx: { rect: { x: 10, y: 400, width: 56, height: 56 } }, expected: null },
  { name: 'copyright at the end', signal: global.copyrightAtEnd, html: '<div>© 2026 Acme Inc.</div>', ctx: END, expected: 'global' },
  { name: 'copyright mid-page', signal: global.copyrightAtEnd, html: '<div>© 2026 Acme Inc.</div>', ctx: { index: 1, count: 9, rect: { x: 0, y: 800, width: 1280, height: 300 } }, expected: null },
  { name: 'link columns closing the page', signal: global.linkColumnsAtEnd, html: '<div><a href="/a">About</a><a href="/b">Jobs</a><a href="/c">Press</a></div>', ctx: END, expected: 'global' },
  { name: 'footer class word', signal: global.globalClassWords, html: '<div class="site-footer">x</div>', expected: 'global' },
  { name: 'a tall block mid-page named "menu" is content (a restaurant menu)', signal: global.globalClassWords, html: '<section id="menu"><h2>Menu</h2><p>Dish 12 €</p></section>', ctx: { rect: { x: 0, y: 800, width: 1280, height: 1900 } }, expected: null },
  { name: 'the site name as a linked h1 in a bar of links is no headline', signal: global.linkBarAtTop, html: '<div><h1><a href="/">Brand</a></h1><a href="/docs">Docs</a><a href="/blog">Blog</a><a href="/help">Help</a></div>', ctx: TOP, expected: 'global' },
  { name: 'page h1', signal: hero.pageHeadline, html: '<div><h1>Ship faster</h1></div>', expected: 'hero' },
  { name: 'an h1 below a band that had one is not the page headline', signal: hero.pageHeadline, html: '<div><h1>Projects</h1></div>', ctx: { h1Above: true }, expected: null },
  { name: 'no h1', signal: hero.pageHeadline, html: '<div><h2>Features</h2></div>', expected: null },
  { name: 'fills the first screen', signal: hero.firstScreen, html: '<div>x</div>', ctx: { rect: { x: 0, y: 70, width: 1280, height: 600 } }, expected: 'hero' },
  { name: 'below the first screen', signal: hero.firstScreen, html: '<div>x</div>', expected: null },
  { name: 'hero class word', signal: hero.heroClassWords, html: '<section class="hero-banner">x</section>', expected: 'hero' },
];

describe('site chrome and hero signals', () => {
  for (const c of cases) {
    it(`${c.expected ? 'votes ' + c.expected : 'stays silent'}: ${c.name}`, () => {
      const vote = c.signal(featuresOf(c.html), contextOf(c.ctx));
      expect(vote?.label ?? null).toBe(c.expected);
      if (vote) expect(vote.reason.length).toBeGreaterThan(0);
    });
  }
});
