import { classTokens, isSectionLike, landmarkOf, normalizeSpace, tagOf } from './dom';
import type { LayoutReader } from './layout';

const MAX_DEPTH = 14;

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

/** Something a visitor can see besides decoration: text, media, a form control or a row of vector logos. */
export function hasContent(el: Element): boolean {
  if ((el.textContent ?? '').trim().length > 0) return true;
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

const STRUCTURE_WORDS = new Set(['section', 'band', 'segment']);

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

/**
 * Whether a block with several rendered kids is a wrapper of blocks rather than one block:
 * kids are sectioning elements, or (stacked, not look-alike items) each has its own titled content
 * or names itself a section.
 */
export function holdsSeveralBlocks(el: Element, kids: Element[], layout: LayoutReader): boolean {
  if (kids.length < 2) return false;
  let sectionLike = 0;
  let titled = 0;
  let named = 0;
  let bands = 0;
  let titledItself = false;
  const outer = layout.rect(el);
  const signatures = new Set<string>();
  for (const kid of kids) {
    const r = layout.rect(kid);
    if (layout.hasLayout && r.width >= outer.width * 0.9 && r.width >= layout.viewportWidth * 0.9 && r.height >= 80) bands++;
    if (isBareHeading(kid)) titledItself = true;
    if (isSectionLike(kid)) sectionLike++;
    if (ownsTitledContent(kid)) titled++;
    if (isWrapperTag(kid) && classTokens(kid).some((t) => STRUCTURE_WORDS.has(t))) named++;
    signatures.add(signature(kid));
  }
  if (sectionLike >= 2) return true;
  if (!areStacked(kids, layout)) return false;
  // A wrapper with its own title among its kids is one titled section, however it is laid out.
  if (titledItself) return false;
  if (named >= 2) return true;
  // Look-alike siblings (slides, cards, list entries) are items of one block.
  const lookAlike = signatures.size <= Math.max(1, kids.length / 3);
  if (titled >= 2 && !lookAlike) return true;
  // Full-width bands one below the other down a long page: how div soup shows its sections.
  if (bands >= 3 && !lookAlike && outer.height >= layout.viewportHeight * 1.2) return true;
  // One landmark among plain kids: a page wrapper holding header + content + footer.
  return sectionLike >= 1 && kids.length >= 3 && layout.rect(el).height > layout.viewportHeight;
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
    if (layout.box(el).overlay) return;
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
