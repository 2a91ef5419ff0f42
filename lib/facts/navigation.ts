import { SIGN_OFF } from '../sections/keywords';
import { listed, listedTexts, namesOf, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { isVisible } from './visible';

/** A link a visitor can read as a menu item: shown, with words of its own (icons and logos are not items). */
const readable = (a: Element): boolean => /[\p{L}\p{N}]/u.test(textOf(a)) && isVisible(a);

/** Links inside running text (a credit line, a sentence) are not a menu: the paragraph says more than its links. */
function inProse(a: Element): boolean {
  const p = a.closest('p');
  if (!p) return false;
  const linked = Array.from(p.querySelectorAll('a')).reduce((n, l) => n + textOf(l).length, 0);
  return textOf(p).length > linked * 2 + 20;
}

/**
 * The site's name or logo at the head of a menu is not one of its items: a first link that is a picture,
 * or set in a clearly larger type than the links after it.
 */
function dropBrand(links: Element[]): Element[] {
  const [first, ...rest] = links;
  if (!first || rest.length < 2) return links;
  const view = first.ownerDocument.defaultView;
  if (!view) return links;
  const size = (e: Element) => parseFloat(view.getComputedStyle(e).fontSize) || 0;
  const sizes = rest.map(size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  return size(first) >= median * 1.25 || first.querySelector('img, svg') !== null ? rest : links;
}

/** A site footer: the element, its landmark role, a block named for it, or one signing off the site. */
const isFooter = (block: Block): boolean =>
  block.el.matches('footer, [role="contentinfo"]') || block.el.closest('footer') !== null || /\bfooter\b/.test(namesOf(block.el)) || SIGN_OFF.test(block.text);

/** A navigation: how many links, and whether menus open below (dropdowns, mega menu). */
export function gatherNavigation(block: Block): SectionFact[] {
  // A footer lists many links by design, in or out of a <nav>; what matters there is not menu depth.
  if (isFooter(block)) {
    const links = Array.from(block.el.querySelectorAll('a[href]')).slice(0, 200).filter((a) => !inProse(a) && readable(a));
    if (links.length < 2) return [];
    return [{ kind: 'navigation', value: `${plural(links.length, 'link')}, footer`, evidence: `footer links: ${listedTexts(links, 6)}` }];
  }
  const navs = block.el.matches('nav, [role="navigation"]') ? [block.el] : Array.from(block.el.querySelectorAll('nav, [role="navigation"]'));
  if (!navs.length) return [];
  let links = 0;
  const top: string[] = [];
  let nested = 0;
  for (const nav of navs) {
    // Closed dropdowns and the hidden copy of a mobile menu are not what a visitor counts.
    const all = dropBrand(Array.from(nav.querySelectorAll('a[href]')).slice(0, 200).filter((a) => !inProse(a) && readable(a)));
    links += all.length;
    for (let i = 0; i < all.length && top.length < 8; i++) if (!all[i]!.closest('li li')) top.push(textOf(all[i]));
    nested += nav.querySelectorAll('li ul, li ol, [aria-haspopup], details, [class*="dropdown"], [class*="mega"], [class*="submenu"]').length;
  }
  if (links < 2) return [];
  const mega = links >= 40 || block.el.querySelector('[class*="mega"]') !== null;
  const depth = mega ? 'mega menu' : nested ? 'dropdowns' : 'flat';
  return [{ kind: 'navigation', value: `${plural(links, 'link')}, ${depth}`, evidence: `menu: ${listed(top, 6)}` }];
}
