import { SIGN_OFF } from '../sections/keywords';
import { listed, listedTexts, namesOf, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';

/** A site footer: the element, its landmark role, a block named for it, or one signing off the site. */
const isFooter = (block: Block): boolean =>
  block.el.matches('footer, [role="contentinfo"]') || block.el.closest('footer') !== null || /\bfooter\b/.test(namesOf(block.el)) || SIGN_OFF.test(block.text);

/** A navigation: how many links, and whether menus open below (dropdowns, mega menu). */
export function gatherNavigation(block: Block): SectionFact[] {
  // A footer lists many links by design, in or out of a <nav>; what matters there is not menu depth.
  if (isFooter(block)) {
    const links = Array.from(block.el.querySelectorAll('a[href]'));
    if (links.length < 2) return [];
    return [{ kind: 'navigation', value: `${plural(links.length, 'link')}, footer`, evidence: `footer links: ${listedTexts(links, 6)}` }];
  }
  const navs = block.el.matches('nav, [role="navigation"]') ? [block.el] : Array.from(block.el.querySelectorAll('nav, [role="navigation"]'));
  if (!navs.length) return [];
  let links = 0;
  const top: string[] = [];
  let nested = 0;
  for (const nav of navs) {
    const all = nav.querySelectorAll('a[href]');
    links += all.length;
    for (let i = 0; i < all.length && top.length < 8; i++) if (!all[i]!.closest('li li')) top.push(textOf(all[i]));
    nested += nav.querySelectorAll('li ul, li ol, [aria-haspopup], details, [class*="dropdown"], [class*="mega"], [class*="submenu"]').length;
  }
  if (links < 3) return [];
  const mega = links >= 40 || block.el.querySelector('[class*="mega"]') !== null;
  const depth = mega ? 'mega menu' : nested ? 'dropdowns' : 'flat';
  return [{ kind: 'navigation', value: `${plural(links, 'link')}, ${depth}`, evidence: `menu: ${listed(top, 6)}` }];
}
