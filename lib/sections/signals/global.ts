import { tokensMatch, CLASS_WORDS } from '../keywords';
import type { Signal } from './types';

/** Signals for site-wide chrome: top navigation, header bars, footers, announcement bars. */

export const navElement: Signal = (f) =>
  f.landmark === 'nav' ? { label: 'global', weight: 4, reason: 'nav element' } : null;

/** A footer element closing the page (footers of cards or articles further up do not count). */
export const FOOTER_REASON = 'footer closing the page';

export const footerElement: Signal = (f, ctx) => {
  if (f.landmark !== 'footer') return null;
  const closing = ctx.index >= ctx.count - 3 || ctx.rect.y + ctx.rect.height >= ctx.documentHeight - ctx.viewportHeight * 1.5;
  return closing ? { label: 'global', weight: 4, reason: FOOTER_REASON } : null;
};

/** A header (or "header"-classed block) without the page's h1 that stays short is the site header. */
export const headerBar: Signal = (f, ctx) => {
  const isHeader = f.landmark === 'header' || f.ownTokens.has('header');
  if (!isHeader || ctx.rect.y > ctx.viewportHeight * 0.5) return null;
  const short = ctx.rect.height <= ctx.viewportHeight * 0.4;
  // An h1 in a short header beside the navigation is the logo, not the page's headline.
  if (f.h1 > 0 && !(short && f.navs > 0)) return null;
  if (!short && f.linkTextLength < f.textLength * 0.5) return null;
  return { label: 'global', weight: 3, reason: short ? 'short header bar' : 'header of links' };
};

/** A thin strip at the very top with a link or two: announcement, login or contact bar. */
export const topStrip: Signal = (f, ctx) => {
  if (ctx.rect.y > 60 || ctx.rect.height > 70 || f.textLength > 200 || f.h1 > 0) return null;
  return { label: 'global', weight: 3, reason: 'thin bar at the top' };
};

/** Navigation at the top of the page, whatever wraps it. */
export const navigationAtTop: Signal = (f, ctx) => {
  if (f.navs === 0 || f.h1 > 0 || ctx.rect.y > ctx.viewportHeight * 0.5 || f.largeImages > 0) return null;
  return { label: 'global', weight: 3, reason: 'navigation at the top' };
};

/** Many links and little else: a menu, wherever it sits (side drawers, mega menus). */
export const menuOfLinks: Signal = (f) => {
  if (f.links < 8 || f.linkTextLength < f.textLength * 0.6 || f.paragraphs > 1 || f.largeImages > 0 || f.headings.length > 1) return null;
  return { label: 'global', weight: 2.5, reason: `menu of ${f.links} links` };
};

/** A short band at the very top made mostly of links: navigation or a contact/login top bar. */
export const linkBarAtTop: Signal = (f, ctx) => {
  if (ctx.rect.y > 160 || ctx.rect.height > 220 || f.h1 > 0 || f.links < 2) return null;
  if (f.linkTextLength < f.textLength * 0.4 && f.navs === 0) return null;
  return { label: 'global', weight: 2.5, reason: `bar of ${f.links} links at top` };
};

export const fixedBarAtTop: Signal = (f, ctx) => {
  if (!ctx.fixed || ctx.rect.y > 120 || ctx.rect.height > 240 || f.h1 > 0) return null;
  return { label: 'global', weight: 2.5, reason: 'fixed bar at top' };
};

/** A bar fixed at the bottom of the viewport: cookie consent or announcement. */
export const fixedBarAtBottom: Signal = (f, ctx) => {
  if (!ctx.fixed || ctx.rect.height > ctx.viewportHeight * 0.4) return null;
  return ctx.rect.y + ctx.rect.height >= ctx.viewportHeight - 4 && ctx.rect.y > ctx.viewportHeight * 0.5
    ? { label: 'global', weight: 3, reason: 'bar fixed at the bottom' }
    : null;
};

/** A floating launcher (chat bubble, back-to-top, help button): site chrome, not a section of its own. */
export const FLOATING_REASON = 'small floating widget';

export const floatingWidget: Signal = (f, ctx) => {
  if (!ctx.fixed || f.h1 > 0 || f.headings.length > 0 || f.textLength > 80) return null;
  const small = ctx.rect.width <= Math.max(160, ctx.viewportWidth * 0.2) && ctx.rect.height <= Math.max(160, ctx.viewportHeight * 0.2);
  return small && ctx.rect.width > 0 ? { label: 'global', weight: 3, reason: FLOATING_REASON } : null;
};

export const copyrightAtEnd: Signal = (f, ctx) => {
  if (!f.copyright) return null;
  const nearEnd = ctx.index >= ctx.count - 2 || ctx.rect.y + ctx.rect.height >= ctx.documentHeight - ctx.viewportHeight;
  if (!nearEnd) return null;
  // The copyright line in the page's last block signs off the site: that block is the footer, whatever else it shows.
  return { label: 'global', weight: 3, reason: ctx.index === ctx.count - 1 ? FOOTER_REASON : 'copyright at page end' };
};

/** The last block holding columns of links is a footer even without the tag. */
export const linkColumnsAtEnd: Signal = (f, ctx) => {
  if (ctx.index !== ctx.count - 1 || f.links < 3 || f.linkTextLength < f.textLength * 0.35 || f.topHeadingLevel <= 2) return null;
  return { label: 'global', weight: 3, reason: `${f.links} links closing the page` };
};

export const globalClassWords: Signal = (f, ctx) => {
  // A block taller than the screen between other blocks is content, whatever it is called (a restaurant's "menu").
  if (ctx.rect.height > ctx.viewportHeight && ctx.index > 0 && ctx.index < ctx.count - 1) return null;
  const word = tokensMatch(f.ownTokens, CLASS_WORDS.global);
  return word ? { label: 'global', weight: 2, reason: `class "${word}"` } : null;
};

export const globalSignals: Record<string, Signal> = {
  navElement,
  footerElement,
  headerBar,
  topStrip,
  navigationAtTop,
  menuOfLinks,
  linkBarAtTop,
  fixedBarAtTop,
  fixedBarAtBottom,
  floatingWidget,
  copyrightAtEnd,
  linkColumnsAtEnd,
  globalClassWords,
};
