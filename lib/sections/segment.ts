import { isSectionLike, landmarkOf, normalizeSpace, SHOW_CDATA_SECTION, SHOW_TEXT, tagOf } from './dom';
import type { LayoutReader } from './layout';

const MAX_DEPTH = 14;
/** A block this many viewports tall is looked into for the bands it may hold, whatever its tag. */
export const TALL_BLOCK = 1.5;
/** A wrapper this many viewports tall holds several blocks even under a heading of its own. */
const VERY_TALL_BLOCK = 3;

/** Elements a single-child chain may descend into: boxes that wrap other blocks, not content. */
const WRAPPER_TAGS = new Set(['div', 'section', 'main', 'article', 'header', 'footer', 'nav', 'aside', 'form', 'center']);

export function isWrapperTag(el: Element): boolean {
  const tag = tagOf(el);
  return WRAPPER_TAGS.has(tag) || tag.includes('-');
}

/** True when the element holds an h1 or h2 and more than that heading (a band with its own title). */
export function ownsTitledContent(el: Element): boolean {
  if (/^H[1-6]$/.test(el.tagName.toUpperCase())) return false;
  const heading = el.querySelector('h1, h2');
  if (!heading) return false;
  return el.getElementsByTagName('*').length > heading.getElementsByTagName('*').length + 2;
}

/** A heading, or a box holding nothing but one heading. */
export function isBareHeading(el: Element): boolean {
  if (/^H[1-6]$/.test(el.tagName.toUpperCase())) return true;
  const heading = el.querySelector('h1, h2, h3, h4, h5, h6');
  return heading !== null && normalizeSpace(heading.textContent) === normalizeSpace(el.textContent) && el.querySelector('img, a, button, input') === null;
}

const NOT_SPACE = /\S/;

/**
 * Whether some text under the element is more than white space: `textContent.trim() !== ''`, without
 * building the whole text of a block to find its first word.
 */
function hasText(el: Element): boolean {
  const walker = el.ownerDocument.createTreeWalker(el, SHOW_TEXT | SHOW_CDATA_SECTION);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (NOT_SPACE.test((node as Text).data)) return true;
  return false;
}

/** Something a visitor can see besides decoration: text, media, a form control or a row of vector logos. */
export function hasContent(el: Element): boolean {
  if (hasText(el)) return true;
  // A web component that renders its content in an open shadow root.
  if (el.shadowRoot && hasContentIn(el.shadowRoot)) return true;
  if (/^(?:IMG|VIDEO|CANVAS|IFRAME)$/.test(el.tagName)) return true;
  if (el.querySelector('img, picture, video, canvas, iframe, input, object, embed') !== null) return true;
  // Vector graphics count when there are several (logos); a lone one is a divider or a wave.
  return el.querySelectorAll('svg').length >= 3;
}

function hasContentIn(root: ShadowRoot): boolean {
  return (root.textContent ?? '').trim().length > 0 || root.querySelector('img, picture, video, canvas, iframe, input') !== null;
}

/** A kid that mostly holds navigation: a nav element, or a short bar of links. */
export function isNavLike(el: Element, layout: LayoutReader): boolean {
  if (landmarkOf(el) === 'nav' || el.querySelector('nav, [role="navigation"]')) return true;
  const links = el.getElementsByTagName('a').length;
  if (links < 3) return false;
  const h = layout.rect(el).height;
  return (!layout.hasLayout || h < 160) && el.querySelector('h1') === null;
}

/** Kids that sit one below the other (content blocks are bands; columns side by side are one block). */
export function areStacked(kids: Element[], layout: LayoutReader): boolean {
  if (!layout.hasLayout) return true;
  const boxes = kids.map((k) => layout.box(k)).filter((b) => !b.fixed && b.rect.height > 0);
  for (let i = 1; i < boxes.length; i++) {
    const prev = boxes[i - 1]!.rect;
    const cur = boxes[i]!.rect;
    const overlap = Math.min(prev.y + prev.height, cur.y + cur.height) - Math.max(prev.y, cur.y);
    if (overlap > Math.min(prev.height, cur.height) * 0.5) return false;
  }
  return true;
}

function signature(el: Element): string {
  return `${el.tagName}.${el.getAttribute('class') ?? ''}`;
}

function similarHeights(kids: Element[], layout: LayoutReader): boolean {
  const heights = kids.map((k) => layout.rect(k).height).sort((a, b) => a - b);
  const median = heights[Math.floor((heights.length - 1) / 2)]!;
  return heights[heights.length - 1]! <= Math.max(median * 2.5, median + 200);
}

/** What a wrapper's rendered kids look like as a stack: how many are bands, titled, painted apart. */
export interface KidStats {
  sectionLike: number;
  /** Kids with their own h1/h2 and more than it. */
  titled: number;
  /** Kids as wide as the wrapper and most of the viewport, 80 px tall or more. */
  bands: number;
  /** Bands that span the viewport. */
  fullWidthBands: number;
  titledBands: number;
  /** Neighbouring bands that paint differently (background colour or picture, rules). */
  paintBreaks: number;
  /** Thin rules (an hr, a 1–4 px empty box across the wrapper) between rendered kids. */
  dividers: number;
  /** The lowest kid height. */
  minHeight: number;
  /** Whether the first kid owns titled content (a wrapper's intro), as counted in `titled`. */
  firstTitled: boolean;
  /** A kid is nothing but a heading: the wrapper is one titled section. */
  titledItself: boolean;
  /** Kids mostly share one tag and class: items (slides, cards, entries), not bands. */
  lookAlike: boolean;
  stacked: boolean;
}

export function kidStats(el: Element, kids: Element[], layout: LayoutReader): KidStats {
  const stats: KidStats = { sectionLike: 0, titled: 0, bands: 0, fullWidthBands: 0, titledBands: 0, paintBreaks: 0, dividers: 0, minHeight: Infinity, firstTitled: false, titledItself: false, lookAlike: false, stacked: true };
  const outer = layout.rect(el);
  const signatures = new Set<string>();
  let previousBand: Element | null = null;
  for (const kid of kids) {
    const r = layout.rect(kid);
    const band = layout.hasLayout && r.width >= outer.width * 0.9 && r.width >= layout.viewportWidth * 0.6 && r.height >= 80;
    const ownsTitle = ownsTitledContent(kid);
    if (isBareHeading(kid)) stats.titledItself = true;
    if (isSectionLike(kid)) stats.sectionLike++;
    if (ownsTitle) stats.titled++;
    if (ownsTitle && kid === kids[0]) stats.firstTitled = true;
    if (band) {
      stats.bands++;
      if (r.width >= layout.viewportWidth * 0.9) stats.fullWidthBands++;
      if (ownsTitle) stats.titledBands++;
      if (previousBand && layout.paint(kid) !== layout.paint(previousBand)) stats.paintBreaks++;
      previousBand = kid;
    }
    signatures.add(signature(kid));
  }
  for (const kid of kids) stats.minHeight = Math.min(stats.minHeight, layout.rect(kid).height);
  if (layout.hasLayout) {
    const rendered = new Set(kids);
    for (let node = kids[0]!.nextElementSibling; node && node !== kids[kids.length - 1]; node = node.nextElementSibling) {
      if (rendered.has(node)) continue;
      const r = layout.rect(node);
      if (r.width >= outer.width * 0.5 && r.height > 0 && r.height <= 4 && (node.localName === 'hr' || !hasContent(node))) stats.dividers++;
    }
  }
  // Items share a tag and class and have about one size; bands of a page vary in height.
  stats.lookAlike = signatures.size <= Math.max(1, kids.length / 3) && (!layout.hasLayout || similarHeights(kids, layout));
  stats.stacked = areStacked(kids, layout);
  return stats;
}

/**
 * Whether a block with several rendered kids is a wrapper of blocks rather than one block:
 * kids are sectioning elements, or (stacked, not look-alike items) each has its own titled content,
 * or, down a tall wrapper, wide bands carry their own titles or are painted apart.
 */
export function holdsSeveralBlocks(el: Element, kids: Element[], layout: LayoutReader): boolean {
  if (kids.length < 2) return false;
  const k = kidStats(el, kids, layout);
  if (k.sectionLike >= 2) return true;
  if (!k.stacked) return false;
  const height = layout.rect(el).height;
  const tall = layout.hasLayout && height >= layout.viewportHeight * TALL_BLOCK;
  // A wrapper with its own title among its kids is one titled section, however it is laid out;
  // unless it runs for several screens and holds more titled blocks under that title.
  if (k.titledItself && !(layout.hasLayout && height >= layout.viewportHeight * VERY_TALL_BLOCK && k.titled >= 2 && !k.lookAlike)) return false;
  // Look-alike siblings (slides, cards, list entries) are items of one block.
  if (k.titled >= 2 && !k.lookAlike) return true;
  // Full-width bands one below the other down a long page: how div soup shows its sections.
  if (k.fullWidthBands >= 3 && !k.lookAlike && height >= layout.viewportHeight * 1.2) return true;
  // Wide bands that each carry their own title down a tall wrapper are sections even when they share
  // one style (a page builder's repeated section box): cards would sit side by side.
  if (tall && k.titledBands >= 2 && k.titledBands >= kids.length * 0.5) return true;
  // Wide bands painted apart from their neighbours down a tall wrapper.
  if (tall && k.paintBreaks >= 1 && k.titled >= 1 && !k.lookAlike) return true;
  // Tall bands with rules drawn between them, even when they share one style.
  if (tall && k.dividers >= 1 && k.bands >= 2 && k.bands === kids.length && k.minHeight >= 150) return true;
  // A tall wrapper where a later kid opens with its own title: a new band starts there (a titled
  // first kid is the wrapper's own intro above its content).
  if (tall && k.titled >= 1 && !k.firstTitled && !k.lookAlike) return true;
  // One landmark among plain kids: a page wrapper holding header + content + footer.
  return k.sectionLike >= 1 && kids.length >= 3 && height > layout.viewportHeight;
}

/** A header (banner) that wraps both the navigation and the hero: split so the nav stays global. */
export function wrapsNavAndHero(kids: Element[], layout: LayoutReader): boolean {
  if (kids.length < 2) return false;
  const navIndex = kids.findIndex((k) => isNavLike(k, layout));
  if (navIndex < 0) return false;
  // A logo and a tagline beside the nav are the site header, not a hero: the hero part must be big.
  const minHeroHeight = layout.hasLayout ? layout.viewportHeight * 0.3 : 0;
  return kids.some(
    (k, i) =>
      i !== navIndex &&
      layout.rect(k).height >= minHeroHeight &&
      (k.querySelector('h1, h2') !== null || /^H[12]$/.test(k.tagName)),
  );
}

/** A row of logos: several pictures and little text (client or press marks). */
export function isLogoStrip(el: Element): boolean {
  const pictures = el.querySelectorAll('img, svg, picture').length;
  if (pictures < 4 || el.querySelector('h1') !== null) return false;
  return normalizeSpace(el.textContent).length <= 40 + pictures * 20;
}

/**
 * Parts of a top block that belong to other sections but share its wrapper with loose hero content
 * (so the wrapper cannot be split into clean bands): the navigation (global) and a logo strip
 * (trust). They are reported as sections of their own, nested in the block, which stays the hero.
 */
export function embeddedParts(el: Element, kids: Element[], layout: LayoutReader): { before: Element[]; after: Element[] } {
  // before: the navigation opening the wrapper; after: a logo strip closing it.
  const none = { before: [], after: [] };
  if (kids.length < 3 || el.querySelector('h1') === null) return none;
  const navIndex = kids.findIndex((k) => k.querySelector('h1') === null && isNavLike(k, layout));
  const last = kids[kids.length - 1]!;
  const before = navIndex >= 0 && navIndex <= 1 ? [kids[navIndex]!] : [];
  const after = last.querySelector('h1') === null && isLogoStrip(last) ? [last] : [];
  return { before, after };
}

/** Follows wrappers that hold a single rendered wrapper child; returns the first level with several kids. */
function singleChildChain(el: Element, layout: LayoutReader): { node: Element; kids: Element[] } {
  let node = el;
  let kids = layout.renderedChildren(node);
  for (let i = 0; i < MAX_DEPTH && kids.length === 1 && isWrapperTag(kids[0]!); i++) {
    node = kids[0]!;
    kids = layout.renderedChildren(node);
  }
  return { node, kids };
}

/**
 * The page's top-level blocks in reading (document) order: landmarks and sections, full-width bands,
 * descending through wrappers that hold a single child or that wrap several blocks. Overlays that
 * cover the viewport (preloaders, backdrops) and decorative boxes without content are left out.
 */
export function segmentPage(document: Document, layout: LayoutReader): Element[] {
  const blocks: Element[] = [];
  const body = document.body;
  if (!body) return blocks;

  // Empty boxes are decoration; a rendered footer, header or nav is chrome even before a script fills it.
  const push = (el: Element) => {
    const landmark = landmarkOf(el);
    if (hasContent(el) || landmark === 'footer' || landmark === 'header' || landmark === 'nav') blocks.push(el);
  };

  const splits = (el: Element, kids: Element[], depth: number): boolean => {
    if (depth === 0 || holdsSeveralBlocks(el, kids, layout)) return true;
    if (layout.rect(el).y < layout.viewportHeight * 0.5 && wrapsNavAndHero(kids, layout)) return true;
    // A kid that is itself a wrapper of blocks makes this a wrapper too.
    return kids.some((kid) => {
      if (isSectionLike(kid) || !isWrapperTag(kid)) return false;
      const chain = singleChildChain(kid, layout);
      return holdsSeveralBlocks(chain.node, chain.kids, layout);
    });
  };

  // `outer` is the outermost wrapper of a single-child chain: the block is reported as that element.
  const visit = (el: Element, depth: number, outer: Element): void => {
    const box = layout.box(el);
    if (box.overlay || box.behind) return;
    const landmark = landmarkOf(el);
    if (landmark !== null && landmark !== 'main' && depth > 0) {
      if (landmark === 'header') {
        const { kids } = singleChildChain(el, layout);
        if (wrapsNavAndHero(kids, layout)) {
          for (const kid of kids) visit(kid, depth + 1, kid);
          return;
        }
        const parts = embeddedParts(el, kids, layout);
        if (parts.before.length + parts.after.length > 0 && layout.rect(el).height >= layout.viewportHeight * 0.3) {
          push(outer);
          for (const part of [...parts.before, ...parts.after]) push(part);
          return;
        }
      }
      // A sectioning element can still wrap the page's bands: looked into when it is tall.
      if ((landmark === 'section' || landmark === 'aside') && layout.rect(el).height >= layout.viewportHeight * TALL_BLOCK) {
        const chain = singleChildChain(el, layout);
        // The page's own section is trusted unless its parts are painted apart as bands, or it runs for
        // several screens and every part is a wide band of its own title, each built differently (not
        // look-alike rows of one feature list).
        const k = kidStats(chain.node, chain.kids, layout);
        const bandsOfTheirOwn =
          k.titledBands >= 3 && k.titledBands === chain.kids.length && !k.lookAlike && layout.rect(el).height >= layout.viewportHeight * VERY_TALL_BLOCK;
        if (holdsSeveralBlocks(chain.node, chain.kids, layout) && (k.paintBreaks >= 1 || bandsOfTheirOwn)) {
          for (const kid of chain.kids) visit(kid, depth + 1, kid);
          return;
        }
      }
      push(outer);
      return;
    }
    const kids = layout.renderedChildren(el);
    if (depth >= MAX_DEPTH || (kids.length === 0 && depth > 0)) {
      push(outer);
      return;
    }
    if (kids.length === 1) {
      if (depth === 0) visit(kids[0]!, depth + 1, kids[0]!);
      else if (isWrapperTag(kids[0]!)) visit(kids[0]!, depth + 1, outer);
      else push(outer);
      return;
    }
    if (splits(el, kids, depth)) {
      for (const kid of kids) visit(kid, depth + 1, kid);
      return;
    }
    if (blocks.length <= 3 && layout.rect(el).y < layout.viewportHeight * 0.5) {
      const parts = embeddedParts(el, kids, layout);
      // Document order: the wrapper opens before the parts it holds.
      push(outer);
      for (const part of [...parts.before, ...parts.after]) push(part);
      return;
    }
    push(outer);
  };
  visit(body, 0, body);
  return blocks;
}
