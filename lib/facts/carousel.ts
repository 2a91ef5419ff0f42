import { byName, plural, type Block } from './read';
import type { SectionFact } from './types';

const NAME = /carousel|slider|swiper|slick|glide|splide|flickity|owl-|slideshow/;

/** A carousel or slider: how many slides, dots or arrows, and whether it plays by itself. */
export function gatherCarousel(block: Block): SectionFact[] {
  const roots = [
    ...Array.from(block.el.querySelectorAll('[aria-roledescription="carousel"], [aria-roledescription="Karussell"]')),
    ...byName(block.el, NAME, 6),
  ];
  if (block.el.getAttribute('aria-roledescription') === 'carousel') roots.unshift(block.el);
  const root = roots[0];
  if (!root) return [];
  let slides = root.querySelectorAll('[aria-roledescription="slide"], .slide, .swiper-slide, .slick-slide:not(.slick-cloned), .splide__slide, .carousel-item, [class*="slide-"], [data-slide]').length;
  if (slides < 2) {
    const list = root.querySelector('ul, ol') ?? root.firstElementChild;
    slides = list ? list.children.length : 0;
  }
  if (slides < 2) return [];
  const dots = root.querySelector('[role="tablist"], [class*="dots"], [class*="pagination"], [class*="indicator"], button[aria-label*="slide" i]') !== null;
  const arrows = root.querySelector('[class*="arrow"], [class*="prev"], [class*="next"], button[aria-label*="next" i], button[aria-label*="previous" i]') !== null;
  const autoplay = [root, ...Array.from(root.querySelectorAll('[data-autoplay], [data-interval], [data-ride], [data-bs-ride]'))].some(
    (e) => e.hasAttribute('data-autoplay') || e.hasAttribute('data-interval') || e.hasAttribute('data-ride') || e.hasAttribute('data-bs-ride') || /autoplay/.test(e.getAttribute('class') ?? ''),
  );
  const parts = [plural(slides, 'slide')];
  if (autoplay) parts.push('autoplay');
  if (dots) parts.push('dots');
  if (arrows) parts.push('arrows');
  return [{ kind: 'carousel', value: parts.join(', '), evidence: `${root.tagName.toLowerCase()}.${(root.getAttribute('class') ?? '').split(/\s+/)[0] || root.getAttribute('aria-roledescription')} with ${plural(slides, 'slide')}` }];
}
