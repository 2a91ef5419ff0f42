import { isSectionLike, landmarkOf, tagOf } from './dom';
import type { LayoutReader } from './layout';

const MAX_DEPTH = 14;

/** True when the element holds an h1 or h2 and more than that heading (a band with its own title). */
export function ownsTitledContent(el: Element): boolean {
  const heading = /^H[12]$/.test(el.tagName.toUpperCase()) ? null : el.querySelector('h1, h2');
  if (!heading) return false;
  return el.getElementsByTagName('*').length > heading.getElementsByTagName('*').length + 2;
}

/** A kid that mostly holds navigation: a nav element, or a short bar of links. */
export function isNavLike(el: Element, layout: LayoutReader): boolean {
  if (landmarkOf(el) === 'nav' || el.querySelector('nav, [role="navigation"]')) return true;
  const links = el.getElementsByTagName('a').length;
  if (links < 3) return false;
  const h = layout.rect(el).height;
  return (!layout.hasLayout || h < 160) && el.querySelector('h1') === null;
}

/**
 * Whether a block with several rendered kids is a wrapper of blocks rather than one block:
 * kids are sectioning elements, or each has its own titled content, or each is a full-width band.
 */
export function holdsSeveralBlocks(el: Element, kids: Element[], layout: LayoutReader): boolean {
  if (kids.length < 2) return false;
  let sectionLike = 0;
  let titled = 0;
  let bands = 0;
  for (const kid of kids) {
    if (isSectionLike(kid)) sectionLike++;
    if (ownsTitledContent(kid)) titled++;
    const r = layout.rect(kid);
    if (layout.hasLayout && r.width >= layout.viewportWidth * 0.95 && r.height >= 120) bands++;
  }
  if (sectionLike >= 2 || titled >= 2 || bands >= 2) return true;
  // One landmark among plain kids (a page wrapper holding header + content + footer).
  return sectionLike >= 1 && tagOf(el) !== 'section' && kids.length >= 3 && layout.rect(el).height > layout.viewportHeight;
}

/** A header (banner) that wraps both the navigation and the hero: split so the nav stays global. */
export function wrapsNavAndHero(kids: Element[], layout: LayoutReader): boolean {
  if (kids.length < 2) return false;
  const navIndex = kids.findIndex((k) => isNavLike(k, layout));
  if (navIndex < 0) return false;
  return kids.some((k, i) => i !== navIndex && (k.querySelector('h1, h2') !== null || /^H[12]$/.test(k.tagName)));
}

/** Follows wrappers that hold a single rendered child; returns the first level with several kids. */
function singleChildChain(el: Element, layout: LayoutReader): { node: Element; kids: Element[] } {
  let node = el;
  let kids = layout.renderedChildren(node);
  for (let i = 0; i < MAX_DEPTH && kids.length === 1; i++) {
    node = kids[0]!;
    kids = layout.renderedChildren(node);
  }
  return { node, kids };
}

/**
 * The page's top-level blocks in reading (document) order: landmarks and sections, full-width bands,
 * descending through wrappers that hold a single child or that wrap several blocks.
 */
export function segmentPage(document: Document, layout: LayoutReader): Element[] {
  const blocks: Element[] = [];
  const body = document.body;
  if (!body) return blocks;

  const visit = (el: Element, depth: number): void => {
    const landmark = landmarkOf(el);
    const isSection = landmark !== null && landmark !== 'main';
    if (isSection && depth > 0) {
      if (landmark === 'header') {
        const { kids } = singleChildChain(el, layout);
        if (wrapsNavAndHero(kids, layout)) {
          for (const kid of kids) visit(kid, depth + 1);
          return;
        }
      }
      blocks.push(el);
      return;
    }
    const kids = layout.renderedChildren(el);
    if (kids.length === 0) {
      if (depth > 0) blocks.push(el);
      return;
    }
    if (depth >= MAX_DEPTH) {
      blocks.push(el);
      return;
    }
    if (kids.length === 1) {
      visit(kids[0]!, depth + 1);
      return;
    }
    if (
      depth === 0 ||
      holdsSeveralBlocks(el, kids, layout) ||
      (layout.rect(el).y < layout.viewportHeight * 0.5 && wrapsNavAndHero(kids, layout))
    ) {
      for (const kid of kids) visit(kid, depth + 1);
      return;
    }
    blocks.push(el);
  };
  visit(body, 0);
  return blocks;
}
