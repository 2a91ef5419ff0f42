import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Stop 44's review of six template pages: store badges under a hero's headline (alt="...") read as "no call to action",
// a product blurb boxed in a <blockquote> read as an unsigned quote, background shapes and the site's own logo counted as
// customers, a lightbox portfolio read as category tiles. Real Chromium: badges and logos are told apart by their boxes.

const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#111"/></svg>`;
const copy = 'Launch your mobile app landing page faster with a theme that is ready on day one.';
const ROOMS = ['Kitchen', 'Bedroom', 'Garden', 'Office', 'Bathroom', 'Hallway'];
const tiles = (href: (i: number) => string) => ROOMS.map((room, i) => `<div class="tile"><a href="${href(i + 1)}"><img src="p${i + 1}.svg" width="300" height="200" alt=""><div>${room}</div></a></div>`).join('');
const logo = (file: string, alt: string, href = '') => (href ? `<a href="${href}"><img src="${file}" width="160" height="40" alt="${alt}"></a>` : `<img src="${file}" width="160" height="40" alt="${alt}">`);

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Showcase</title><style>
  body{margin:0;font:16px sans-serif} header,section{padding:40px 20px;min-height:400px} .tile{display:inline-block;margin:8px}
  img{vertical-align:middle;margin:4px}
</style></head><body>
  <header id="hero" class="masthead"><h1>Showcase your app beautifully.</h1><p>${copy}</p>
    <a href="#!"><img class="app-badge" src="google-play-badge.svg" width="160" height="48" alt="..."></a>
    <a href="#!"><img class="app-badge" src="app-store-badge.svg" width="160" height="48" alt="..."></a></header>
  <section id="card"><h2>Components</h2><div class="card"><img alt="..." src="https://images.example.com/photo-1498050108023?w=700" class="w-full">
    <blockquote><h4>Great for your awesome project</h4><p>Putting together a page has never been easier than matching together pre-made components, from landing pages to login areas.</p></blockquote></div></section>
  <section id="quote"><h2>What teams say</h2>
    <blockquote><h4>Moved in a day</h4><p>I moved our whole team over in a single afternoon and nobody asked for help.</p><cite>Ana Silva, CTO at Northwind</cite></blockquote>
    <blockquote><h4>Finally calm</h4><p>I stopped losing invoices the week we switched, and my accountant noticed.</p><cite>Ben Okafor, founder of Brightside</cite></blockquote></section>
  <section id="used"><h2>Trusted and used by</h2><p>${copy}</p>
    ${logo('shape-1.svg', 'shape')}${logo('logo.svg', 'logo', '/')}${logo('acme.svg', 'Acme')}${logo('globex.svg', 'Globex')}${logo('initech.svg', 'Initech')}${logo('umbrella.svg', 'Umbrella')}</section>
  <section id="frameworks"><h2>Available in your framework</h2>${['Svelte', 'React', 'Angular', 'Vue', 'Next', 'Nuxt'].map((n) => `<a href="https://docs.example.org/${n}"><div class="tile"><img class="framework-logo" src="${n.toLowerCase()}.svg" width="64" height="64" alt="..."><p>${n}</p></div></a>`).join('')}</section>
  <section id="sponsors"><h2>Powered by</h2>${['Acme', 'Globex', 'Initech', 'Umbrella'].map((n) => `<a href="https://${n.toLowerCase()}.example"><img src="${n.toLowerCase()}.svg" width="160" height="40" alt="${n}"><span>Food sponsor</span></a>`).join('')}</section>
  <section id="portfolio"><h2>Our work</h2>${tiles((i) => `img/full/p${i}.jpg`)}</section>
  <section id="shop"><h2>Shop by room</h2>${tiles((i) => `/rooms/${i}`)}</section>
</body></html>`;

const files: Record<string, string> = { 'index.html': PAGE, 'google-play-badge.svg': svg(160, 48), 'app-store-badge.svg': svg(160, 48), 'laptop.svg': svg(400, 250) };
for (const f of ['shape-1', 'logo', 'acme', 'globex', 'initech', 'umbrella']) files[`${f}.svg`] = svg(160, 40);
for (const f of ['svelte', 'react', 'angular', 'vue', 'next', 'nuxt']) files[`${f}.svg`] = svg(64, 64);
for (let i = 1; i <= 6; i++) files[`p${i}.svg`] = svg(300, 200);

const { browser, dir } = useFixturePages('review-s44', files);
const blocks = ['#hero', '#card', '#quote', '#used', '#frameworks', '#sponsors', '#portfolio', '#shop'];

describe('what the review of six template pages found misread (stop 44)', () => {
  it('reads store badges whose alt says nothing as the hero\'s buttons, named by their files', async () => {
    const [hero] = await sectionFactsAt(browser(), dir(), ['#hero'], 'index.html');
    const cta = hero?.find((f) => f.kind === 'cta');
    expect(cta?.evidence).toMatch(/^buttons: google play badge, app store badge\b/);
  });

  it('a blockquote boxing a titled blurb is no quote; titled quotes said by someone are', async () => {
    const [card, quote] = await sectionFactsAt(browser(), dir(), ['#card', '#quote'], 'index.html');
    expect(card?.some((f) => f.kind === 'testimonials')).toBe(false);
    expect(quote?.find((f) => f.kind === 'testimonials')?.value).toMatch(/^2 quotes, with names/);
  });

  it('counts the customers of a logo wall, not background shapes or the site\'s own mark', async () => {
    const [used] = await sectionFactsAt(browser(), dir(), ['#used'], 'index.html');
    const wall = used?.find((f) => f.kind === 'logo_wall');
    expect(wall?.value).toMatch(/^4 logos\b/);
    expect(wall?.evidence).toBe('logos: Acme, Globex, Initech, Umbrella');
  });

  it('unnamed marks captioned inside their own links are tiles, wherever they lead; named logos over their sponsors\' roles are a wall', async () => {
    const [frameworks, sponsors] = await sectionFactsAt(browser(), dir(), ['#frameworks', '#sponsors'], 'index.html');
    expect(frameworks?.some((f) => f.kind === 'logo_wall')).toBe(false);
    expect(sponsors?.find((f) => f.kind === 'logo_wall')?.evidence).toBe('logos: Acme, Globex, Initech, Umbrella');
  });

  it('tiles that open their own pictures are a portfolio; tiles that lead to pages are ways in', async () => {
    const [portfolio, shop] = await sectionFactsAt(browser(), dir(), ['#portfolio', '#shop'], 'index.html');
    expect(portfolio?.some((f) => f.kind === 'category_tiles')).toBe(false);
    expect(shop?.find((f) => f.kind === 'category_tiles')?.value).toMatch(/^6 tiles, with images/);
  });

  it('reads every block of the page', async () => {
    expect((await sectionFactsAt(browser(), dir(), blocks, 'index.html')).every((facts) => facts !== null)).toBe(true);
  });
});
