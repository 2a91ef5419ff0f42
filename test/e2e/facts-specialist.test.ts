import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { serveDirectory } from '../../scripts/shared/static-server';

// Issue 18, sixth round: readings where layout decides (a header that stays when scrolled, a bar of links,
// logos of the site's own family), in real Chromium with the classifier bundle.
declare const UpliftSections: UpliftSectionsGlobal;

let browser: Browser;
let dir: string;
const copy = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
const long = `<main>${Array.from({ length: 8 }, (_, i) => `<section style="min-height:700px"><h2>Part ${i + 1}</h2><p>${copy}</p></section>`).join('')}</main>`;
const menu = `<a href="/"><img src="logo.svg" alt="Ledger" width="100" height="30"></a><a href="/pricing">Pricing</a><a href="/docs">Docs</a><a href="/blog">Blog</a>`;
const page = (style: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>body{margin:0} ${style}</style></head><body>${body}</body></html>`;

const PAGES: Record<string, string> = {
  'sticky-top': page('header{position:sticky;top:0;background:#fff;height:60px}', `<header><nav>${menu}</nav></header>${long}`),
  'sticky-below-bar': page('nav{position:sticky;top:0;background:#fff;height:60px}', `<div class="notice" style="height:33px">Star us on GitHub</div><div id="app"><nav>${menu}</nav>${long}</div>`),
  'sticky-nowhere': page('header{position:sticky;top:0;height:60px}', `<div class="head-wrap"><header><nav>${menu}</nav></header></div>${long}`),
  'sticky-no-offset': page('header{position:sticky;height:60px}', `<header><nav>${menu}</nav></header>${long}`),
  'sticky-clipped': page('.page{overflow-x:hidden} header{position:sticky;top:0;height:60px}', `<div class="page"><header><nav>${menu}</nav></header>${long}</div>`),
  'fixed-top': page('.bar{position:fixed;top:0;left:0;right:0;height:56px;background:#fff}', `<div id="wrap"><div class="bar">${menu}</div>${long}</div>`),
  'fixed-under-fixed-bar': page('.notice{position:fixed;top:0;left:0;right:0;height:28px;background:#c00} nav{position:fixed;top:28px;left:0;right:0;height:60px;background:#fff}', `<div class="notice">Admissions are open</div><nav>${menu}</nav>${long}`),
  'consent-bar': page('.cookie-consent{position:fixed;left:0;right:0;bottom:0;height:64px;background:#222;color:#fff}', `<header><nav>${menu}</nav></header>${long}<div class="cookie-consent">We use cookies to measure visits. <button>Accept all</button><button>Essentials only</button></div>`),
  'consent-box': page('.cookie-consent{position:fixed;left:25%;right:25%;top:20%;height:360px;background:#222;color:#fff}', `<header><nav>${menu}</nav></header>${long}<div class="cookie-consent">We use cookies to measure visits. <button>Accept all</button><button>Essentials only</button></div>`),
  'fixed-slid-away': page('header{position:fixed;top:0;left:0;right:0;height:60px;transform:translateY(-100%)}', `<header><nav>${menu}</nav></header>${long}`),
  'fixed-mobile-only': page('header{height:60px} @media (max-width: 600px){header{position:fixed;top:0;left:0;right:0}}', `<header><nav>${menu}</nav></header>${long}`),
  // A framework's classes pin the menu while its style sheet (a CDN's) did not load; a menu so named further down is no header.
  'pinned-by-class': page('', `<nav class="navbar fixed w-full z-50">${menu}</nav>${long}`),
  'pinned-class-low': page('', `<section style="height:400px"><h1>Ledger</h1></section><nav class="fixed-top">${menu}</nav>${long}`),
  // Tailwind's and Bootstrap's buttons with their framework's style sheet missing: the classes say which one is filled.
  'buttons-by-class': page('', `<section id="hero"><h1>Reconcile your books in minutes</h1><p>${copy}</p><a href="/trial" class="bg-indigo-600 text-white px-6 py-3 rounded-lg">Start free trial</a> <a href="/demo" class="border px-6 py-3 rounded-lg">Watch the demo</a></section>${long}`),
  'buttons-unnamed': page('', `<section id="hero"><h1>Reconcile your books in minutes</h1><p>${copy}</p><a href="/trial" class="hero-link">Start free trial</a> <a href="/demo" class="hero-link">Watch the demo</a></section>${long}`),
  'fixed-hidden': page('header{position:fixed;top:0;left:0;right:0;height:60px;visibility:hidden}', `<header><nav>${menu}</nav></header>${long}`),
  'bar-without-nav': page(
    '#top{display:flex;gap:24px;align-items:center;height:50px;padding:0 20px} .icon{display:inline-block;width:18px;height:18px;overflow:hidden;text-indent:-9999px;background:#333}',
    `<div id="top"><a href="/"><img src="logo.svg" alt="Ledger" width="100" height="30"></a><div class="links"><a href="/contribute">Contribute</a><a href="/docs">API Docs</a><a href="/blog">Blog</a><a href="/extensions">Extensions</a><a href="/support">Support</a></div>
      <a class="icon" href="https://github.com/ledger">GitHub</a><a class="icon" href="https://twitter.com/ledger">Twitter</a></div>
      <section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section>${long}`,
  ),
  'overlay-menu': page(
    '.overlay{display:none}',
    `<nav id="bar"><a href="/projects">Projects</a><a href="/events">Events</a><a href="/shop">Shop</a><a href="/blog">Blog</a><div class="overlay"><a href="/about">About</a><a href="/jobs">Jobs</a><p>© Copyright 2009-2023 Ledger</p></div></nav>
      <section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section>${long}`,
  ),
  'menu-folded': page(
    'nav ul{list-style:none;margin:0;padding:0;display:flex;gap:20px} nav li{position:relative} .drop{position:absolute;top:100%;left:0;transform:scaleY(0);transform-origin:top} .panel{position:absolute;top:100%;left:0;max-height:0;overflow:hidden} .drop,.panel{display:block}',
    `<header id="head"><nav><ul>
      <li><a href="/products">Products</a><ul class="drop">${['Ledger', 'Payroll', 'Invoices', 'Receipts'].map((t) => `<li><a href="/p/${t}">${t}</a></li>`).join('')}</ul></li>
      <li><a href="/solutions">Solutions</a><div class="panel"><ul>${['Retail', 'Agencies', 'Clinics', 'Schools', 'Cafés'].map((t) => `<li><a href="/s/${t}">${t}</a></li>`).join('')}</ul></div></li>
      <li><a href="/pricing">Pricing</a></li><li><a href="/blog">Blog</a></li>
      <li><a href="/en/" hreflang="en">EN</a></li><li><a href="/de/" hreflang="de">DE</a></li><li><a href="/fr/" hreflang="fr">FR</a></li>
    </ul></nav></header>
      <section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section>${long}`,
  ),
  'menu-active-pill': page(
    'nav{display:flex;gap:16px;align-items:center} nav a{padding:8px 14px;color:#222;text-decoration:none} nav a.active{background:#f60;color:#fff;border-radius:20px} nav a.nav-cta{background:#222;color:#fff;border-radius:20px}',
    `<header id="head"><nav><a href="/" class="logo"><img src="logo.svg" alt="Ledger" width="100" height="30"></a><a href="/" class="active">Home</a><a href="/products">Products</a><a href="/about">About us</a><a href="/contact" class="nav-cta active:bg-pink-600">Contact</a></nav></header>
      <section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section>${long}`,
  ),
  marquee: page(
    '.slider{overflow:hidden;width:100%} .slide-track{display:flex;width:calc(300px * 8);animation:scroll 30s linear infinite} .slide{width:300px;height:200px} @keyframes scroll{from{transform:translateX(0)}to{transform:translateX(-1200px)}}',
    `<section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section><section id="gallery"><h2>Our rooms</h2><div class="slider"><div class="slide-track">${[...['room', 'pool', 'bar', 'lobby'], ...['room', 'pool', 'bar', 'lobby']].map((n) => `<div class="slide"><img src="${n}.jpg" alt="" width="300" height="160"><h3>${n}</h3></div>`).join('')}</div></div></section>${long}`,
  ),
  logos: page(
    'section{padding:40px 20px} .row a{display:inline-block;margin:10px}',
    `<section id="intro"><h1>Reconcile your books in minutes</h1><p>${copy}</p></section>
      <section id="family"><h2>Proudly developed at Ledger Lab</h2><div class="row">${['acme', 'globex', 'initech', 'umbrella'].map((n) => `<a href="https://${n}.example.org/"><img src="${n}.svg" alt="${n}" width="160" height="40"></a>`).join('')}</div></section>
      <section id="doors"><h2>Pick a product</h2><div class="row">${['acme', 'globex', 'initech', 'umbrella'].map((n) => `<div class="tile"><a href="/products/${n}"><img src="${n}.svg" alt="${n}" width="160" height="40"></a><p>The ${n} suite for small teams</p></div>`).join('')}</div></section>
      <section id="clients"><h2>Trusted by finance teams</h2><div class="row">${['acme', 'globex', 'initech', 'umbrella'].map((n) => `<img src="${n}.svg" alt="${n}" width="160" height="40">`).join('')}</div></section>
      ${long}`,
  ),
};

beforeAll(async () => {
  browser = await launchHeadless();
  dir = mkdtempSync(join(tmpdir(), 'facts-specialist-'));
  const wordmark = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#ccc"/><text x="8" y="30">${text}</text></svg>`;
  for (const name of ['logo', 'acme', 'globex', 'initech', 'umbrella']) writeFileSync(join(dir, `${name}.svg`), wordmark(name));
  for (const [name, html] of Object.entries(PAGES)) writeFileSync(join(dir, `${name}.html`), html);
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every fact of the page as "kind: value", and those of the sections holding each selector. */
async function factsOf(name: string, selectors: string[] = []): Promise<{ all: string[]; at: string[][] }> {
  const server = await serveDirectory(dir);
  try {
    const tab = await openWithClassifier(browser, `${server.url}/${name}.html`);
    try {
      return await tab.evaluate((sels) => {
        const classified = UpliftSections.classifyPage(document);
        const summaries = UpliftSections.summarizeSections(classified);
        const all = summaries.flatMap((s) => s.facts.map((f) => `${f.kind}: ${f.value}`));
        const at = sels.map((sel) => {
          const el = document.querySelector(sel)!;
          const r = el.getBoundingClientRect();
          const i = UpliftSections.sectionIndexForElement(el, { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }, classified);
          return i < 0 ? [] : summaries[i]!.facts.map((f) => `${f.kind}: ${f.value}`);
        });
        return { all, at };
      }, selectors);
    } finally {
      await tab.context().close();
    }
  } finally {
    await server.close();
  }
}

const sticky = async (name: string) => (await factsOf(name)).all.find((f) => f.startsWith('sticky_header:')) ?? null;

describe('facts a specialist agrees with', () => {
  it('a header is sticky only where a visitor who scrolls sees it stay at the top', async () => {
    expect(await sticky('sticky-top')).toBe('sticky_header: sticky header');
    expect(await sticky('sticky-below-bar')).toBe('sticky_header: sticky header');
    expect(await sticky('fixed-top')).toBe('sticky_header: fixed header');
    expect(await sticky('fixed-under-fixed-bar')).toBe('sticky_header: fixed header');
    // Sticky in a wrapper no taller than itself, without an offset, or inside a clipping wrapper: it scrolls away.
    expect(await sticky('sticky-nowhere')).toBeNull();
    expect(await sticky('sticky-no-offset')).toBeNull();
    expect(await sticky('sticky-clipped')).toBeNull();
    // Fixed but slid out of view, fixed only on phones, or hidden.
    expect(await sticky('fixed-slid-away')).toBeNull();
    expect(await sticky('fixed-mobile-only')).toBeNull();
    expect(await sticky('fixed-hidden')).toBeNull();
    // Pinned by its classes, its style sheet missing: the page as its author made it keeps the menu in view.
    expect(await sticky('pinned-by-class')).toBe('sticky_header: fixed header');
    expect(await sticky('pinned-class-low')).toBeNull();
  });

  it('buttons whose framework did not load are read by their classes: a filled one beside an outlined one is primary', async () => {
    const hero = async (name: string) => (await factsOf(name, ['#hero'])).at[0]!.filter((f) => f.startsWith('cta:'));
    expect(await hero('buttons-by-class')).toEqual(['cta: 1 primary of 2']);
    // The same links without a framework's classes are plain links: no buttons.
    expect(await hero('buttons-unnamed')).toEqual([]);
  });

  it('a consent banner along the bottom edge is a slim bar; a box over the page is not', async () => {
    const consent = async (name: string) => (await factsOf(name)).all.find((f) => f.startsWith('cookie_banner:')) ?? null;
    expect(await consent('consent-bar')).toBe('cookie_banner: consent banner, 2 choices, slim bar');
    expect(await consent('consent-box')).toBe('cookie_banner: consent banner, 2 choices');
  });

  it('a bar of links at the top is the menu even without <nav>, counting the words a visitor sees, not icons', async () => {
    const { at } = await factsOf('bar-without-nav', ['#top']);
    expect(at[0]).toContain('navigation: 5 links, flat');
    expect(at[0]!.some((f) => f.startsWith('category_tiles:'))).toBe(false);
    const overlay = await factsOf('overlay-menu', ['#bar']);
    expect(overlay.at[0]).toContain('navigation: 4 links, flat');
  });

  it('a menu counts what a visitor sees in the bar without hovering: no folded dropdowns, no language switch', async () => {
    const { at } = await factsOf('menu-folded', ['#head']);
    expect(at[0]!.find((f) => f.startsWith('navigation:'))).toBe('navigation: 4 links, dropdowns');
    // The page the visitor is on, marked by a filled pill, is a menu item; a button-styled "Contact" is the call to action.
    const pill = await factsOf('menu-active-pill', ['#head']);
    expect(pill.at[0]!.find((f) => f.startsWith('navigation:'))).toBe('navigation: 3 links, flat');
    expect(pill.at[0]!.find((f) => f.startsWith('cta:'))).toMatch(/^cta: 1 button/);
  });

  it('a marquee of slides moves by itself, and its looped copies are not more slides', async () => {
    const { at } = await factsOf('marquee', ['#gallery']);
    expect(at[0]!.find((f) => f.startsWith('carousel:'))).toBe('carousel: 4 slides, autoplay');
  });

  it("logos of the site's own family are doors, not proof", async () => {
    const { at } = await factsOf('logos', ['#family', '#doors', '#clients']);
    const wall = (facts: string[] | undefined) => facts!.find((f) => f.startsWith('logo_wall:')) ?? null;
    expect(wall(at[0])).toBeNull();
    expect(wall(at[1])).toBeNull();
    expect(wall(at[2])).toBe('logo_wall: 4 logos, "trusted by"');
  });
});
