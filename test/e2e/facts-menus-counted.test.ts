import { describe, expect, it } from 'vitest';
import { useFixturePages } from '../helpers/fixture-pages';
import { sectionFactsAt } from '../../scripts/shared/section-facts';

// Issue 18, round 7: a menu's count is the pages a visitor can go to from it, read in real Chromium (the widths and
// shown words need layout).


const copy = 'Every invoice is matched to its payment within a minute, whatever the bank it came from.';
const page = (body: string, style = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger</title><style>body{margin:0;font:16px sans-serif} section{padding:40px 20px;min-height:500px} footer{padding:40px 20px;background:#222;color:#eee} footer a{color:#eee} .donate{display:inline-block;padding:10px 20px;background:#fc0;color:#000} .wide{display:inline} .phone-only{display:none} .icon::before{content:"◆"} ${style}</style></head><body>${body}</body></html>`;
const SECTIONS = `<section><h1>Reconcile your books in minutes</h1><p>${copy}</p></section><section><h2>Why teams switch</h2><p>${copy}</p></section><section><h2>How it works</h2><p>${copy}</p></section>`;
const MENU = ['Pricing', 'Docs', 'Blog', 'Careers'].map((t) => `<li><a href="/${t.toLowerCase()}">${t}</a></li>`).join('');

// The footer as template sites ship it: the site's name first (its class says logo; its style sheet left it the size of
// the links), the menu, contact details as links, a button, and a credit line in a bare <div>.
const FOOTER = (extras: boolean) =>
  page(`${SECTIONS}<footer id="foot">
    ${extras ? '<a class="footer-logo" href="/">Ledger</a>' : ''}
    <ul>${MENU}</ul>
    ${extras ? `<p><a href="mailto:hello@ledger.example">hello@ledger.example</a> · <a href="tel:+441134960000">0113 496 0000</a> · <a href="https://www.openstreetmap.org/node/1">12 Harbour Street, Leeds</a></p>
    <a class="donate" href="/donate">Donate now</a>
    <div>© 2026 Ledger. Designed by <a href="https://studio.example">Studio</a>, licensed under a <a href="/licence">Creative Commons Attribution licence</a>.</div>` : ''}
  </footer>`);

// A header whose brand links to the start page outside the menu's list, a list item that goes to the start page under
// another name, and icon links whose words are shown on phones only.
const HEADER = page(`<header id="head"><a href="./index.html">Ledger Cloud</a><nav><ul>
    <li><a href="/" aria-current="page">Speakers</a></li>${MENU}
    ${['Share', 'Tweet'].map((t) => `<li><a href="https://share.example/${t}"><i class="icon"></i><span class="phone-only">${t}</span></a></li>`).join('')}
    <li><a href="/contact"><i class="icon"></i><span class="wide">Contact</span></a></li>
  </ul></nav></header>${SECTIONS}`);

const { browser, dir } = useFixturePages('menus', { 'footer.html': FOOTER(true), 'footer-plain.html': FOOTER(false), 'header.html': HEADER });

const navigationAt = async (selector: string, file: string) =>
  (await sectionFactsAt(browser(), dir(), [selector], file))[0]?.find((f) => f.kind === 'navigation') ?? null;

describe('what a menu counts', () => {
  it("a footer counts its pages: not the site's name, contact details, a button or the links of a credit line", async () => {
    const plain = await navigationAt('#foot', 'footer-plain.html');
    const full = await navigationAt('#foot', 'footer.html');
    expect(plain?.value).toBe('4 links, footer');
    expect(full?.value).toBe('4 links, footer');
    expect(full?.evidence).toBe('footer links: Pricing, Docs, Blog, Careers');
  });

  it("a header's brand going to the start page is no item, a list item going there is; words shown only on phones leave an icon", async () => {
    const nav = await navigationAt('#head', 'header.html');
    expect(nav?.value).toBe('6 links, flat');
    expect(nav?.evidence).toBe('menu: Speakers, Pricing, Docs, Blog, Careers, Contact');
  });
});
