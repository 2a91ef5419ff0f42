import { describe, expect, it } from 'vitest';
import { gridItems } from '../../../lib/facts/cards';
import { gatherCta, readButtons } from '../../../lib/facts/cta';
import { gatherNavigation } from '../../../lib/facts/navigation';
import { gatherTestimonials } from '../../../lib/facts/proof';
import { beginGathering, readBlock } from '../../../lib/facts/read';
import { gatherFeatureGrid } from '../../../lib/facts/structure';
import { documentOf } from '../sections/fixture';

// Structure of what a visitor reads (happy-dom, no layout); layout-dependent readings are in test/e2e/facts-visible.spec.ts.
const block = (html: string) => {
  beginGathering();
  return readBlock(documentOf(`<section id="b">${html}</section>`).getElementById('b')!);
};
const values = (facts: { value: string }[]) => facts.map((f) => f.value);
const copy = 'Every invoice is matched to its payment within a minute, whatever the bank.';

describe('reading cards as a visitor sees them', () => {
  it('a grid laid out in rows of two is one grid of four cards', () => {
    const card = (t: string) => `<div class="col"><div class="box"><h3>${t}</h3><p>${copy}</p></div></div>`;
    const html = `<div class="wrap"><div class="row">${card('Fast') + card('Exact')}</div><div class="row">${card('Safe') + card('Open')}</div></div>`;
    expect(values(gatherFeatureGrid(block(html)))).toEqual(['4 features, text only']);
    // A single row of two is no grid.
    expect(gatherFeatureGrid(block(`<div class="row">${card('Fast') + card('Exact')}</div>`))).toEqual([]);
  });

  it('cards made alike are one grid whatever their modifier classes', () => {
    const card = (cls: string, t: string, extra = '') => `<div class="${cls}"><i class="icon"></i><h3>${t}</h3><p>${copy}</p>${extra}</div>`;
    const b = block(`<div class="row">${card('col-4 col-md-6', 'Fast')}${card('col-4 col-md-6', 'Exact')}${card('col-4 col-md-12', 'Safe', '<p></p>')}</div>`);
    expect(gridItems(b.el)).toHaveLength(3);
    // Each card has an icon-font glyph: not text only.
    expect(values(gatherFeatureGrid(b))).toEqual(['3 features, with icons']);
  });

  it('"Label: value" lines are details, not a grid of cards', () => {
    const html = `<h2>Contact us</h2><p><strong>Phone:</strong> +1 555 0100 200</p><p><strong>Email:</strong> desk@example.org</p><p><strong>Address:</strong> 1 Main Street, Springfield</p>`;
    expect(gatherFeatureGrid(block(html))).toEqual([]);
  });

  it('quotes set as plain text in cards are counted one per card', () => {
    const card = (name: string) => `<div class="col"><div class="card"><div class="head"><h4>${name}</h4><p>Designer</p></div><div class="content">Paying suppliers used to take us a whole afternoon, now it takes ten minutes.</div></div></div>`;
    const facts = gatherTestimonials(block(`<div class="testimonials"><h2>What they say</h2><p>Our customers tell it better than we could, in their own words.</p><div class="row">${['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].map(card).join('')}</div></div>`));
    expect(values(facts)[0]).toMatch(/^3 quotes, with names/);
  });
});

describe('reading menus as a visitor sees them', () => {
  it('the menu nav inside a header nav is the menu: the logo beside it is no item', () => {
    const html = `<nav id="top"><div><nav><ul><li><a href="/shop">Shop</a></li><li><a href="/about">About</a></li></ul></nav></div><div><a href="/">NORDICS</a></div></nav>`;
    expect(values(gatherNavigation(block(html)))).toEqual(['2 links, flat']);
  });

  it('links dressed as buttons are calls to action, not menu items', () => {
    const html = `<nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li><li><a href="/faq">FAQ</a></li></ul><a class="btn btn-outline" href="/login">Log In</a><a class="btn" href="/signup">Sign Up</a></nav>`;
    expect(values(gatherNavigation(block(html)))).toEqual(['3 links, flat']);
  });

  it('a menu button with a tint of its own is a call to action', () => {
    const b = block(`<nav style="background: rgb(250, 250, 250)"><a href="/a">A</a><a class="btn" href="/login" style="background: rgb(224, 242, 229); padding: 10px 20px">Log In</a><a class="btn" href="/signup" style="background: rgb(81, 181, 109); padding: 10px 20px">Sign Up</a></nav>`);
    expect(values(gatherCta(b, readButtons(b)))).toEqual(['1 primary of 2']);
  });
});
