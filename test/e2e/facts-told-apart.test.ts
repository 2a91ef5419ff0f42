import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Issue 18, seventh round: pictures and bars told apart where size and position decide (happy-dom lays nothing out).

let browser: Browser;
let dir: string;

const copy = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
const page = (body: string, style = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>body{margin:0} section{padding:40px 20px;min-height:500px} ${style}</style></head><body>${body}</body></html>`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const PAGE = page(`
  <section id="shot"><h1>Reconcile your books in minutes</h1><p>${copy}</p><img src="app-mockup.png" alt="" width="300" height="520"></section>
  <section id="drawn"><h2>Why teams switch</h2><p>${copy}</p><img src="avatar-ana.svg" alt="Ana" width="240" height="240"></section>
  <section id="photo"><h2>Why teams stay</h2><p>${copy}</p><img src="avatar-ana.png" alt="Ana" width="240" height="240"></section>
  <section id="round"><h2>About the summit</h2><p>${copy}</p><div class="frame" style="width:240px;height:240px;border-radius:50%;overflow:hidden"><img src="speaker.jpg" alt="" width="240" height="240"></div></section>
  <section id="tiles"><h2>Shop by aisle</h2><p>${copy}</p>${['bread', 'fruit'].map((n) => `<a href="/c/${n}"><img src="${n}.jpg" alt="" width="160" height="160" style="border-radius:50%"></a>`).join('')}</section>
  <section id="timeline"><h2>Our story</h2>${['2011', '2015', '2020'].map((y) => `<div><h3>${y}</h3><p>${copy}</p><img src="hall.jpg" alt="" width="160" height="160" style="border-radius:50%"></div>`).join('')}</section>
  <section id="prose-logos"><h2>Setup</h2><p>If you omit this attribute, copy will be used by default.</p><div>${['acme', 'globex', 'initech', 'umbrella'].map((n) => `<img src="${n}.svg" alt="${n} logo" width="160" height="40">`).join('')}</div></section>
  <section id="titled-logos"><h2>Used by</h2><p>${copy}</p><div>${['acme', 'globex', 'initech', 'umbrella'].map((n) => `<img src="${n}.svg" alt="${n} logo" width="160" height="40">`).join('')}</div></section>
  <section id="square"><h2>About the venue</h2><p>${copy}</p><img src="hall.jpg" alt="" width="240" height="240"></section>
  <section><h2>More</h2><p>${copy}</p></section>`);

const sections = `<section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section><section><h2>Why</h2><p>${copy}</p></section><section><h2>How</h2><p>${copy}</p></section>`;
const BAR_STYLE = '.bar{position:fixed;bottom:2rem;left:50%;transform:translateX(-50%);display:flex;gap:12px;padding:8px 12px;background:#222;color:#fff}';
const PINNED = page(`${sections}<div class="bar" id="bar"><i class="icon-x bar__close"></i><p>Admissions for the August intake are open.</p><button>Apply now</button></div>`, BAR_STYLE);
const UNPINNED = page(`${sections}<div class="bar" id="bar"><i class="icon-x bar__close"></i><p>Admissions for the August intake are open.</p><button>Apply now</button></div>`, `${BAR_STYLE} .bar{position:static;transform:none}`);
const DRAWER = page(`${sections}<div class="bar" id="bar"><button class="close">×</button><a href="/a">About us</a><a href="/p">Pricing plans</a><a href="/b">Our blog</a></div>`, BAR_STYLE);

const HEAD = '<header id="head"><a href="/"><img src="hall.jpg" alt="Ledger" width="80" height="32"></a><nav><a href="/p">Pricing</a> <a href="/d">Docs</a> <a href="/b">Blog</a></nav></header>';
const STRIP = (line: string, paint = 'background:#ffc;', name = 'banner') => page(`<div class="${name}" id="strip" style="${paint}padding:6px;text-align:center">${line}</div>${HEAD}${sections}`);
const NEWS = 'Note that this is the website for version 5. <a href="/v6">Version 6</a> is the current version.';

const TILE_STYLE = '.tiles{display:flex;gap:16px}.tiles a{display:block;width:180px;padding:32px 16px;border:1px solid #ccc;border-radius:8px}';
const LINKS = page(`${sections}
  <section id="side-menu"><h2>Project</h2><p>${copy}</p><ul><li><a href="/">Home</a></li><li><a href="/manual">Manual</a></li><li><a href="/code">Code</a></li><li><a href="/v6">Version 6</a></li></ul></section>
  <section id="sentence"><h2>Get it</h2><div>Get the current version: <a href="/zip">5.65</a>.<br>You can see the <a href="/code">code</a>,<br>read the <a href="/releases">release notes</a>,<br>or study the <a href="/manual">user manual</a>.</div></section>
  <section id="boxed"><h2>Shop by room</h2><p>${copy}</p><div class="tiles"><a href="/c/kitchen">Kitchen</a><a href="/c/bath">Bathroom</a><a href="/c/garden">Garden</a><a href="/c/office">Office</a></div></section>`, TILE_STYLE);

const FILM_STYLE = '#film{position:relative;min-height:600px;color:#fff} #film img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1} .pill{display:inline-block;padding:12px 24px;border-radius:24px;background:#fff;color:#000}';
const FILM = page(`<section id="film"><img src="hall.jpg" alt=""><h1>Scoot shop</h1><a class="pill" href="#buy">See the models</a></section>
  <section id="plain"><h2>Why</h2><p>${copy}</p><a class="pill" href="#buy">See the models</a></section>${sections}`, FILM_STYLE);

const OUTLINE_STYLE = '.outline{display:inline-flex;padding:12px 20px;border:1px solid #e5e7eb;border-radius:8px;color:#111}';
const ICON = '<svg width="16" height="16"><style>.st0{fill:#0acf83}.st1{fill:#a259ff}</style><title>Figma.logoCreated using Figma</title><path class="st0" d="M0 0h8v8H0z"/></svg>';
const OUTLINED = page(`<section id="project"><h1>Building digital products</h1><p>${copy}</p><a class="outline" href="https://github.com/acme/landing">View on GitHub</a> <a class="outline" href="https://www.figma.com/community/file/1">${ICON} Get Figma file</a></section>
  <section id="follow"><h2>Follow us</h2><p>${copy}</p><a class="outline" href="https://github.com/acme">GitHub</a> <a class="outline" href="https://twitter.com/acme">Follow us on Twitter</a></section>${sections}`, OUTLINE_STYLE);

const SLIDES_STYLE = '#slides{position:relative;height:640px;padding:0} .hero-slider{list-style:none;margin:0;padding:0} .slider-item{position:absolute;inset:0;display:grid;place-content:center;opacity:0} .slider-item.active{opacity:1} .slider-item img{position:absolute;inset:0;width:100%;height:100%;z-index:-1} .grid{display:flex;gap:16px} .grid>div{flex:1}';
const SLIDES = page(`<section id="slides"><ul class="hero-slider">${['Fresh every day', 'Family recipes', 'Open late'].map((t, i) => `<li class="slider-item${i ? '' : ' active'}"><img src="hall.jpg" alt=""><h2>${t}</h2><p>${copy}</p><a href="/menu">View our menu</a></li>`).join('')}</ul><button class="slider-btn prev" aria-label="slide to previous">‹</button><button class="slider-btn next" aria-label="slide to next">›</button></section>
  <section id="grid"><h2>Why guests come back</h2><div class="grid">${['Fresh every day', 'Family recipes', 'Open late'].map((t) => `<div><h3>${t}</h3><p>${copy}</p></div>`).join('')}</div></section>${sections}`, SLIDES_STYLE);

// A hero slider whose script has not run: its slides stack, each a picture, a title and a line, like cards.
const STACKED = page(`<section id="stacked"><div class="hero-slider">${['Fresh every day', 'Family recipes', 'Open late'].map((t) => `<div class="hero-slider-item"><div class="row"><img src="hall.jpg" alt="" width="300" height="160"><h2>${t}</h2><p>${copy}</p></div></div>`).join('')}</div></section>
  <section id="grid"><h2>Why guests come back</h2><div class="grid">${['Fresh every day', 'Family recipes', 'Open late'].map((t) => `<div><h3>${t}</h3><p>${copy}</p></div>`).join('')}</div></section>${sections}`, '.grid{display:flex;gap:16px} .grid>div{flex:1}');

// A menu whose sub-list is shown under its entry, and the same menu whose sub-list opens on demand.
// A header's menu button as most sites ship it: shown on a phone, hidden on a laptop where the links are shown; or the other way round.
const BURGER = '<button class="navbar-toggler" aria-label="Toggle navigation"><span>☰</span></button>';
const FOLDING = (folded: boolean) => page(`<header id="menu">${BURGER}<nav><a href="/f">Features</a> <a href="/p">Pricing</a> <a href="/d">Docs</a> <a href="/b">Blog</a></nav></header>${sections}`, folded ? 'header nav{display:none}' : '.navbar-toggler{display:none}');
const SUBMENU = (hidden: boolean) => page(`<header id="menu"><nav><ul><li><a href="/f">Features</a></li><li><a href="/p">Plugins</a></li><li><a href="/docs">Documentation</a><ul${hidden ? ' style="display:none"' : ''}><li><a href="/docs/install">Installation</a></li><li><a href="/docs/docker">Docker usage</a></li></ul></li><li><a href="/forum">Forum</a></li></ul></nav></header>${sections}`);

// One button per block: a white pill on a dark veil over a coloured page, a framed pale one on cream, the browser's own grey one, a bare link-like one.
const PAINT_STYLE = 'body{background:linear-gradient(-145deg,#2374ab 40%,#ddd)} #veil{background:rgba(0,0,0,.3);color:#fff} #cream{background:#fff2d7} .pill{padding:12px 24px;border:0;border-radius:24px;background:#fff;color:#000} .framed{padding:12px 24px;border:2px solid #000;border-radius:24px;background:#fdfbfe;color:#000} .bare{padding:12px 24px;border:0;background:none;color:#fff}';
const PAINT = page(`<section id="veil"><h2>Admissions are open</h2><p>${copy}</p><button class="pill">Apply now</button></section>
  <section id="cream"><h2>Plant-based pet food</h2><p>${copy}</p><button class="framed">Buy now</button></section>
  <section id="native"><h2>Start today</h2><p>${copy}</p><button>Start now</button></section>
  <section id="bare"><h2>Read on</h2><p>${copy}</p><button class="bare">Start now</button></section>${sections}`, PAINT_STYLE);
// A table of three named columns: ticks across named rivals compare; headings over rows a script never filled compare nothing.
const TABLE = (rows: string) => `<table><thead><tr><th>Feature</th><th>Ledger</th><th>Acme vs others</th></tr></thead><tbody>${rows}</tbody></table>`;
const TABLES = page(`<section id="filled"><h2>Ledger versus Acme</h2>${TABLE('<tr><td>Bank feeds</td><td>✓</td><td>✗</td></tr><tr><td>Exports</td><td>✓</td><td>✓</td></tr>')}</section>
  <section id="unfilled"><h2>Ledger versus Acme</h2>${TABLE('')}</section>${sections}`);

// Two equal buttons side by side, and two rows apart: a link to book by chat above a booking form's own button.
const CHANNEL_STYLE = '.b{display:inline-block;box-sizing:border-box;width:200px;text-align:center;font:16px sans-serif;padding:12px 24px;background:#c33;color:#fff;border:0} form{display:grid;justify-items:start;gap:12px;margin-top:24px} form input{padding:10px}';
const CHANNELS = page(`${sections}
  <section id="pair"><h2>Book a table</h2><p>${copy}</p><a class="b" href="/menu">See the menu</a> <a class="b" href="/book">Book a table</a></section>
  <section id="apart"><h2>Book a table</h2><a class="b" href="https://m.me/grill">Book via Messenger</a><form action="/book"><input name="name" placeholder="Your name"><input name="email" type="email" placeholder="Your email"><input name="date" type="date"><input name="time" type="time"><input name="people" type="number"><button class="b">Book a table</button></form></section>`, CHANNEL_STYLE);

// Quotes on a slider's slides beyond the screen's edge (the slider brings them in), and one in a drawer off the canvas.
const SLIDER_STYLE = '.swiper{overflow:hidden;width:100%} .swiper-wrapper{display:flex} .swiper-slide{flex:0 0 1280px} .drawer{position:fixed;left:-420px;top:0;width:400px}';
const quoteCard = (name: string) => `<div class="testimonial-item"><p>“The food was great and the staff were kind to our whole family, we will be back soon.”</p><h3>${name}</h3><h4>Guest</h4></div>`;
const SLIDER_QUOTES = page(`${sections}
  <section id="slider"><h2>Testimonials</h2><div class="swiper"><div class="swiper-wrapper">${['Madine Labin', 'Eden Noreen', 'Katrina Ruiz', 'Joel Santos'].map((n) => `<div class="swiper-slide">${quoteCard(n)}</div>`).join('')}</div></div></section>
  <section id="drawn"><h2>What guests say</h2>${quoteCard('Ana Cruz')}<div class="drawer">${quoteCard('Hidden Person')}</div></section>`, SLIDER_STYLE);

beforeAll(async () => {
  browser = await launchHeadless();
  dir = mkdtempSync(join(tmpdir(), 'facts-pictures-'));
  writeFileSync(join(dir, 'app-mockup.png'), PNG);
  writeFileSync(join(dir, 'avatar-ana.png'), PNG);
  for (const name of ['speaker', 'bread', 'fruit', 'hall']) writeFileSync(join(dir, `${name}.jpg`), PNG);
  for (const name of ['acme', 'globex', 'initech', 'umbrella']) writeFileSync(join(dir, `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#ccc"/><text x="8" y="30">${name}</text></svg>`);
  writeFileSync(join(dir, 'avatar-ana.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="90" r="50" fill="none" stroke="#0a8"/></svg>');
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'pinned.html'), PINNED);
  writeFileSync(join(dir, 'unpinned.html'), UNPINNED);
  writeFileSync(join(dir, 'drawer.html'), DRAWER);
  writeFileSync(join(dir, 'strip.html'), STRIP(NEWS));
  writeFileSync(join(dir, 'unpainted-strip.html'), STRIP(NEWS, ''));
  writeFileSync(join(dir, 'contact-strip.html'), STRIP('Questions? Write to support@ledger.example or call us on +44 20 7946 0958, Monday to Friday'));
  writeFileSync(join(dir, 'contact-topbar.html'), STRIP('<span>12 Harbour Street, Leeds</span> <span>support@ledger.example</span> <span>Call now: 0113 496 0000</span>', 'background:#123;color:#fff;', 'topbar'));
  writeFileSync(join(dir, 'links.html'), LINKS);
  writeFileSync(join(dir, 'film.html'), FILM);
  writeFileSync(join(dir, 'outlined.html'), OUTLINED);
  writeFileSync(join(dir, 'slides.html'), SLIDES);
  writeFileSync(join(dir, 'stacked.html'), STACKED);
  writeFileSync(join(dir, 'sublist.html'), SUBMENU(false));
  writeFileSync(join(dir, 'burger-hidden.html'), FOLDING(false));
  writeFileSync(join(dir, 'burger-shown.html'), FOLDING(true));
  writeFileSync(join(dir, 'dropdown.html'), SUBMENU(true));
  writeFileSync(join(dir, 'paint.html'), PAINT);
  writeFileSync(join(dir, 'tables.html'), TABLES);
  writeFileSync(join(dir, 'channels.html'), CHANNELS);
  writeFileSync(join(dir, 'slider-quotes.html'), SLIDER_QUOTES);
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The value of the `kind` fact of the section holding each selector's element (null where there is none). */
async function factAt(selectors: string[], file = 'index.html', kind = 'people_images'): Promise<Array<string | null>> {
  return (await sectionFactsAt(browser, dir, selectors, file)).map((facts) => facts?.find((f) => f.kind === kind)?.value ?? null);
}

describe('pictures a visitor tells apart', () => {
  it('a phone mockup is the product on show, not an illustration; a drawn face is an illustration, not a photo', async () => {
    const [shot, drawn, photo] = await factAt(['#shot', '#drawn', '#photo']);
    expect(shot).toBeNull();
    expect(drawn).toBe('no people, illustrations');
    expect(photo).toBe('1 photo of people');
  });

  it('a strip pinned to the screen with a line of news and a close control is an announcement bar; unpinned, or a drawer of links, it is not', async () => {
    expect(await factAt(['#bar'], 'pinned.html', 'announcement_bar')).toEqual(['announcement bar, pinned']);
    expect(await factAt(['#bar'], 'unpinned.html', 'announcement_bar')).toEqual([null]);
    expect(await factAt(['#bar'], 'drawer.html', 'announcement_bar')).toEqual([null]);
  });

  it("the page's first strip, painted apart above the header and saying something in a sentence, is an announcement bar; unpainted, or a line of contact details, it is not", async () => {
    expect(await factAt(['#strip'], 'strip.html', 'announcement_bar')).toEqual(['announcement bar']);
    expect(await factAt(['#strip'], 'unpainted-strip.html', 'announcement_bar')).toEqual([null]);
    expect(await factAt(['#strip'], 'contact-strip.html', 'announcement_bar')).toEqual([null]);
    // Named a top bar, an address, an e-mail and a phone are still the header's contact line, whole or in part.
    expect(await factAt(['#strip'], 'contact-topbar.html', 'announcement_bar')).toEqual([null]);
  });

  it('a large photo cut to a circle, one or two in a block, is a portrait; round pictures that link on, a series of them, or square ones are not', async () => {
    expect(await factAt(['#round', '#tiles', '#square', '#timeline'])).toEqual(['1 photo of people', null, null, null]);
  });

  it('category tiles are boxes a visitor sees as tiles: not a side menu of one-line links, not links inside a sentence', async () => {
    expect(await factAt(['#side-menu', '#sentence', '#boxed'], 'links.html', 'category_tiles')).toEqual([null, null, '4 tiles, text only']);
  });

  it('a white pill over a photo that fills the hero is a filled button; the same pill on a white band is no button at all', async () => {
    expect(await factAt(['#film', '#plain'], 'film.html', 'cta')).toEqual(['1 button', null]);
  });

  it('an open-source project\'s repository link and a button with an inline SVG icon are its calls to action; profile links are not', async () => {
    const [project, follow] = await sectionFactsAt(browser, dir, ['#project', '#follow'], 'outlined.html');
    const cta = project?.find((f) => f.kind === 'cta');
    expect(cta?.value).toBe('2 equal');
    // The button's words, not its icon's style sheet and title.
    expect(cta?.evidence).toBe('buttons: View on GitHub, Get Figma file');
    expect(follow?.find((f) => f.kind === 'cta')).toBeUndefined();
  });

  it('a slider that is a list counts its items as slides and sees the arrows beside it', async () => {
    expect(await factAt(['#slides', '#grid'], 'slides.html', 'carousel')).toEqual(['3 slides, arrows', null]);
  });

  it('a sub-list shown under its menu entry is part of a flat menu (its links are no top-level entries); one that opens on demand is a dropdown', async () => {
    expect(await factAt(['#menu'], 'sublist.html', 'navigation')).toEqual(['6 links, 4 top-level, flat']);
    expect(await factAt(['#menu'], 'dropdown.html', 'navigation')).toEqual(['4 links, dropdowns']);
  });

  it("a slider's stacked slides are its slides, not as many features; the same cards in a grid are features", async () => {
    expect(await factAt(['#stacked', '#grid'], 'stacked.html', 'carousel')).toEqual(['3 slides, run by a script', null]);
    expect(await factAt(['#stacked', '#grid'], 'stacked.html', 'feature_grid')).toEqual([null, '3 features, text only']);
  });

  it('"used by" says who uses the product only as a title over the logos, not inside a sentence', async () => {
    expect(await factAt(['#prose-logos', '#titled-logos'], 'index.html', 'logo_wall')).toEqual(['4 logos', '4 logos, "used by"']);
  });

  it("a menu button is read where it is shown: beside links folded away, not when only a phone would see it", async () => {
    expect(await factAt(['#menu'], 'burger-hidden.html', 'navigation')).toEqual(['4 links, flat']);
    expect(await factAt(['#menu'], 'burger-shown.html', 'navigation')).toEqual(['menu button, links folded']);
  });

  it('a button is read against what it sits on: a white pill on a dark veil is filled, a framed one is outlined, an unframed unfilled one reads as a link', async () => {
    expect(await factAt(['#veil', '#cream', '#native', '#bare'], 'paint.html', 'cta')).toEqual(['1 button', '1 button, outlined', '1 button', '1 button, not filled']);
  });

  it('a table compares only with rows under its headings', async () => {
    expect(await factAt(['#filled', '#unfilled'], 'tables.html', 'comparison_table')).toEqual(['3 columns, names alternatives', null]);
  });

  it('equal buttons side by side compete; rows apart (a chat link above a form and its own button) they are two ways to one end', async () => {
    expect(await factAt(['#pair', '#apart'], 'channels.html', 'cta')).toEqual(['2 equal', '2 equal, rows apart']);
  });

  it("a slider's quotes beyond the screen's edge count (it brings them in); one in a drawer off the canvas does not", async () => {
    const [slider, drawn] = await factAt(['#slider', '#drawn'], 'slider-quotes.html', 'testimonials');
    expect(slider).toMatch(/^4 quotes, with names/);
    expect(drawn).toMatch(/^1 quote, with names/);
  });
});
