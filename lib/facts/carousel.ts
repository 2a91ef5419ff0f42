import { byName, plural, type Block } from './read';
import type { SectionFact } from './types';
import { rectOf } from './visible';

const NAME = /carousel|slider|swiper|slick|glide|splide|flickity|owl-|slideshow/;

/**
 * The carousel that is the section's own, not a picture pager inside each of several cards (a product's
 * photos with dots): pagers come in look-alike runs, one per card, each far narrower than the section.
 */
function sectionCarousel(block: Element, found: Element[]): Element | undefined {
  const roots = found.filter((r, i) => found.findIndex((o) => o === r) === i && !found.some((o) => o !== r && o.contains(r)));
  const width = rectOf(block).width;
  const narrow = (r: Element) => width > 0 && rectOf(r).width < width * 0.5;
  const lookAlike = (r: Element) => roots.some((o) => o !== r && o.tagName === r.tagName && o.getAttribute('class') === r.getAttribute('class'));
  // One card of a grid alone in its row: its pager is as narrow, inside the card (an <article>, a list item).
  const inCard = (r: Element) => r.parentElement?.closest('article, li') !== null && block.contains(r.parentElement!.closest('article, li'));
  const perCard = (r: Element) => (width > 0 ? narrow(r) && (lookAlike(r) || inCard(r)) : lookAlike(r));
  return roots.find((r) => !perCard(r));
}

/**
 * The slides a visitor tells apart: not a track or wrapper holding slides ("div.slide-track" matches "slide-"), and
 * not the copies a seamless loop repeats (the same picture and words twice: blind review, stop 37, "13 slides" for 6).
 */
function distinctSlides(found: Element[]): number {
  const slides = found.filter((el) => !found.some((o) => o !== el && el.contains(o)));
  // A picture shown twice is one slide, whatever its caption says the second time ("Luxury Room", then "Room").
  const seen = new Set(slides.map((el) => el.querySelector('img')?.getAttribute('src') || (el.textContent ?? '').trim()));
  return seen.size >= 2 && seen.size < slides.length && slides.length % seen.size === 0 ? seen.size : slides.length;
}

/**
 * Slides that all say the same words (a template's one slide copied to each): one message, however many slides turn.
 * Pictures alone say nothing to compare: a gallery's slides without words are not one message.
 */
function oneMessage(items: ArrayLike<Element>): boolean {
  const first = Array.from(items).slice(0, 24);
  const leaves = first.filter((el) => !first.some((o) => o !== el && el.contains(o))).slice(0, 12);
  const words = leaves.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  return words.length >= 2 && words[0]!.length >= 12 && words.every((w) => w === words[0]);
}

/** The slider or its track moves by itself: an endless CSS animation (a marquee of slides), not paused. */
function marquee(root: Element): boolean {
  const view = root.ownerDocument.defaultView;
  if (!view) return false;
  return [root, ...Array.from(root.children).slice(0, 3)].some((e) => {
    const s = view.getComputedStyle(e);
    return s.animationName !== 'none' && s.animationIterationCount === 'infinite' && s.animationPlayState !== 'paused';
  });
}

/** The first two slides shown one below the other, both in view: laid out as a page's blocks, not as one slider's frames. */
function stacked(items: ArrayLike<Element>): boolean {
  if (items.length < 2) return false;
  const a = rectOf(items[0]!);
  const b = rectOf(items[1]!);
  return a.height > 20 && b.height > 20 && b.top >= a.bottom - 1 && Math.abs(a.left - b.left) < 2;
}

/** How many of an element's children share its first child's tag and class (0 when under two). */
function alikeChildren(el: Element): number {
  const first = el.firstElementChild;
  if (!first) return 0;
  const n = Array.from(el.children).filter((c) => c.tagName === first.tagName && c.getAttribute('class') === first.getAttribute('class')).length;
  return n >= 2 ? n : 0;
}

/** A slide of a slider, by the marks its libraries give it (a clone for looping is no slide of its own). */
export const SLIDE = '[aria-roledescription="slide"], .slide, .swiper-slide, .slick-slide:not(.slick-cloned), .splide__slide, .carousel-item, [class*="slide-"], [data-slide]';

/** A carousel or slider: how many slides, dots or arrows, and whether it plays by itself. */
export function gatherCarousel(block: Block): SectionFact[] {
  const roots = [
    ...Array.from(block.el.querySelectorAll('[aria-roledescription="carousel"], [aria-roledescription="Karussell"]')),
    ...byName(block.el, NAME, 6),
  ];
  if (block.el.getAttribute('aria-roledescription') === 'carousel') roots.unshift(block.el);
  const root = sectionCarousel(block.el, roots);
  if (!root) return [];
  const marked = Array.from(root.querySelectorAll(SLIDE));
  let slides = distinctSlides(marked);
  let items: ArrayLike<Element> = marked;
  // A slider that is itself a list ("ul.hero-slider") holds its slides as its items; its controls sit beside it.
  const isList = root.matches('ul, ol');
  if (slides < 2) {
    const list = isList ? root : (root.querySelector('ul, ol') ?? root.firstElementChild);
    slides = list ? list.children.length : 0;
    items = list ? list.children : [];
  }
  // Slides as the look-alike children of the slider or of its named track ("div.hero-slider-item" three times;
  // "div.carousel-track" holding the cards): before its script runs, they stack.
  // Their timing is then the script's, unread here: whether it rotates by itself is not known. So are its controls,
  // which the script draws: slides shown one under another are a slider whose script has not laid them out (review,
  // stop 46: a saved page's FlexSlider told it had "no visible controls").
  const scripted = slides < 2 || stacked(items);
  if (slides < 2) {
    // The slider or its track whose children look most alike: those children are the slides.
    slides = 0;
    for (const r of roots) {
      const alike = root.contains(r) ? alikeChildren(r) : 0;
      if (alike > slides) [slides, items] = [alike, r.children];
    }
  }
  if (slides < 2) return [];
  const frame = isList && root.parentElement && block.el.contains(root.parentElement) ? root.parentElement : root;
  // A slider's script draws the controls its settings ask for (data-dots="true", data-arrows="true").
  const asks = (name: string) => /^(?:true|1|)$/i.test(root.getAttribute(`data-${name}`) ?? 'false');
  const dots = asks('dots') || frame.querySelector('[role="tablist"], [class*="dots"], [class*="pagination"], [class*="indicator"], button[aria-label*="slide" i]:not([aria-label*="next" i]):not([aria-label*="prev" i])') !== null;
  const arrows = asks('arrows') || frame.querySelector('[class*="arrow"], [class*="prev"], [class*="next"], button[aria-label*="next" i], button[aria-label*="previous" i]') !== null;
  const autoplay = [root, ...Array.from(root.querySelectorAll('[data-autoplay], [data-interval], [data-ride], [data-bs-ride]'))].some(
    (e) => (e.hasAttribute('data-autoplay') && !/^false$/i.test(e.getAttribute('data-autoplay')!)) || e.hasAttribute('data-interval') || e.hasAttribute('data-ride') || e.hasAttribute('data-bs-ride') || /autoplay/.test(e.getAttribute('class') ?? ''),
  ) || marquee(root);
  const parts = [plural(slides, 'slide')];
  if (oneMessage(items)) parts.push('one message');
  if (autoplay) parts.push('autoplay');
  else if (scripted) parts.push('run by a script');
  if (dots) parts.push('dots');
  if (arrows) parts.push('arrows');
  return [{ kind: 'carousel', value: parts.join(', '), evidence: `${root.tagName.toLowerCase()}.${(root.getAttribute('class') ?? '').split(/\s+/)[0] || root.getAttribute('aria-roledescription')} with ${plural(slides, 'slide')}` }];
}
