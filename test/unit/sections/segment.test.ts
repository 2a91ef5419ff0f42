import { describe, expect, it } from 'vitest';
import { LayoutReader } from '../../../lib/sections/layout';
import { embeddedParts, hasContent, holdsSeveralBlocks, isLogoStrip, isWrapperTag, ownsTitledContent, segmentPage } from '../../../lib/sections/segment';
import { documentOf } from './fixture';

// Structure only: happy-dom has no layout, so every box counts as visible and stacked.
// What depends on rendered sizes is covered in test/e2e/classifier*.test.ts in Chromium.
function blocksOf(html: string): string[] {
  const document = documentOf(html);
  return segmentPage(document, new LayoutReader(document)).map((el) => el.getAttribute('data-b') ?? el.tagName.toLowerCase());
}

describe('segmentPage', () => {
  it('takes landmarks and sections as the blocks, in reading order', () => {
    const html = `<header data-b="header"><a href="/">Logo</a></header>
      <main><section data-b="s1"><h2>One</h2><p>a</p></section><section data-b="s2"><h2>Two</h2><p>b</p></section></main>
      <footer data-b="footer">© 2026</footer>`;
    expect(blocksOf(html)).toEqual(['header', 's1', 's2', 'footer']);
  });

  it('descends through wrappers holding one child and reports the outermost wrapper', () => {
    const html = `<div id="app"><div class="page">
      <div data-b="band1" class="intro"><div class="container"><h2>One</h2><p>copy</p><p>more</p></div></div>
      <div data-b="band2" class="details"><div class="container"><h2>Two</h2><p>copy</p><p>more</p></div></div>
    </div></div>`;
    expect(blocksOf(html)).toEqual(['band1', 'band2']);
  });

  it('keeps look-alike cards together as one block', () => {
    const cards = Array.from({ length: 4 }, (_, i) => `<div class="card"><h2>Card ${i}</h2><p>text</p><a href="/c${i}">more</a></div>`).join('');
    expect(blocksOf(`<div data-b="grid">${cards}</div><footer data-b="f">x</footer>`)).toEqual(['grid', 'f']);
  });

  it('leaves out hidden elements, scripts, empty decoration and the extension overlay', () => {
    const html = `<section data-b="s"><h2>Visible</h2></section>
      <div hidden><h2>Hidden</h2></div>
      <div style="display:none"><h2>Hidden too</h2></div>
      <script>var x = 1;</script>
      <div class="divider"></div>
      <div data-uplift-lens="overlay"><h2>Our highlight</h2></div>
      <footer data-b="f">© 2026</footer>`;
    expect(blocksOf(html)).toEqual(['s', 'f']);
  });

  it('splits a header that wraps the navigation and the hero', () => {
    const html = `<header><nav data-b="nav"><a href="/a">A</a><a href="/b">B</a><a href="/c">C</a></nav>
      <div data-b="hero"><h1>Big promise</h1><p>Sub</p><a href="/go">Go</a></div></header>
      <section data-b="s"><h2>Next</h2></section>`;
    expect(blocksOf(html)).toEqual(['nav', 'hero', 's']);
  });
});

describe('segmentation checks', () => {
  it('isWrapperTag: boxes that can wrap blocks, not content', () => {
    const document = documentOf('<div></div><section></section><my-app></my-app><p></p><a></a><img>');
    expect(Array.from(document.body.children).map(isWrapperTag)).toEqual([true, true, true, false, false, false]);
  });

  it('ownsTitledContent: a heading with content, not a bare heading', () => {
    const document = documentOf('<div><h2>T</h2><p>a</p><p>b</p><p>c</p></div><div><h2>Only a title</h2></div><h2>Heading itself</h2>');
    expect(Array.from(document.body.children).map(ownsTitledContent)).toEqual([true, false, false]);
  });

  it('hasContent: text, media, controls or a row of vector logos count; empty boxes and lone vectors do not', () => {
    const document = documentOf(`<div>text</div><div><img src="a.png"></div><div><input></div><div> <span></span> </div>
      <div><svg></svg><svg></svg><svg></svg></div><div><svg></svg></div>`);
    expect(Array.from(document.body.children).map(hasContent)).toEqual([true, true, true, false, true, false]);
  });

  it('holdsSeveralBlocks: sectioning kids or titled bands, not look-alike items', () => {
    const document = documentOf(`
      <div id="a"><section>1</section><section>2</section></div>
      <div id="b"><div class="x"><h2>A</h2><p>1</p><p>2</p><p>3</p></div><div class="y"><h2>B</h2><p>1</p><p>2</p><p>3</p></div></div>
      <div id="c"><div class="i"><h2>A</h2><p>1</p><p>2</p><p>3</p></div><div class="i"><h2>B</h2><p>1</p><p>2</p><p>3</p></div><div class="i"><h2>C</h2><p>1</p><p>2</p><p>3</p></div></div>
      <div id="d"><h2>Title</h2><p>Intro</p></div>`);
    const layout = new LayoutReader(document);
    const check = (id: string) => {
      const el = document.getElementById(id)!;
      return holdsSeveralBlocks(el, Array.from(el.children), layout);
    };
    expect(['a', 'b', 'c', 'd'].map(check)).toEqual([true, true, false, false]);
  });
});

describe('parts embedded in the hero wrapper', () => {
  const partsOf = (html: string) => {
    const document = documentOf(html);
    const el = document.body.firstElementChild!;
    const parts = embeddedParts(el, Array.from(el.children), new LayoutReader(document));
    return { before: parts.before.map((e) => e.getAttribute('data-b')), after: parts.after.map((e) => e.getAttribute('data-b')) };
  };
  const logos = Array.from({ length: 5 }, (_, i) => `<img src="l${i}.svg" alt="Brand ${i}">`).join('');

  it('finds the navigation opening the wrapper and a logo strip closing it', () => {
    const html = `<div><div data-b="nav"><a href="/">Home</a><a href="/a">A</a><a href="/b">B</a></div>
      <h1>Big promise</h1><p>Subheadline</p><a href="/go">Go</a><div data-b="logos">${logos}</div></div>`;
    expect(partsOf(html)).toEqual({ before: ['nav'], after: ['logos'] });
  });

  it('finds nothing in a wrapper without the page h1, and a strip with copy is no logo strip', () => {
    expect(partsOf(`<div><nav data-b="nav"><a href="/">Home</a></nav><h2>Not the h1</h2><p>x</p><div>${logos}</div></div>`)).toEqual({ before: [], after: [] });
    const document = documentOf(`<div id="a"><img src="1.png"><img src="2.png"><img src="3.png"><img src="4.png"><p>${'Long copy. '.repeat(30)}</p></div>`);
    expect(isLogoStrip(document.getElementById('a')!)).toBe(false);
  });
});
