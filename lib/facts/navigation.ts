import { classTokens } from '../sections/dom';
import { SIGN_OFF } from '../sections/keywords';
import { listed, listedTexts, namesOf, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { leadsNowhere, marksCurrentPage, phoneShown, toStartPage } from './links';
import { menuCopies } from './menu-copies';
import { rgba } from './cta';
import { atPageTop, isVisible, styleOf } from './visible';

/** A button that opens a folded menu, by its words ("Menu", a lone ☰), its label or title, or a class or id that names it. */
const MENU_WORDS = /^(?:menu|open (?:the )?menu|toggle (?:the )?(?:navigation|menu)|[☰≡])$/i;
const MENU_LABEL = /\b(?:menu|hamburger|(?:open|toggle|show) (?:the )?(?:navigation|nav|menu))\b/i;
const MENU_TOKEN = /^(?:hamburger|burger|menu[-_]?(?:toggle|toggler|button|btn|icon|trigger|open)|nav(?:bar)?[-_]?(?:toggle|toggler|trigger|btn|button)|mobile[-_]?(?:menu|nav)(?:[-_]?(?:toggle|button|btn|trigger))?)$/i;
const MENU_BUTTON_SELECTOR = 'button, [role="button"], label[for], a[href="#"], a[aria-controls], a[aria-expanded]';

/** Whether the block shows a menu button at this width (most headers hide theirs on a laptop, where the links are shown). */
function showsMenuButton(el: Element): boolean {
  return Array.from(el.querySelectorAll(MENU_BUTTON_SELECTOR)).slice(0, 40).some((b) => {
    const named = MENU_WORDS.test(textOf(b).trim()) || MENU_LABEL.test(`${b.getAttribute('aria-label') ?? ''} ${b.getAttribute('title') ?? ''}`) || [b.id, ...classTokens(b)].some((t) => MENU_TOKEN.test(t));
    return named && isVisible(b);
  });
}

/**
 * A link a visitor can read as a menu item: shown, with words of its own (icons and logos are not items),
 * and the words not pushed out of sight to leave an icon (a far negative indent, a zero font size).
 */
/**
 * A link with no address that opens the list beside it ("Causes +" over its sub-pages): a menu entry the visitor
 * sees and points at, as frameworks build dropdowns (Bulma's navbar-link), not a dead link.
 */
const opensDropdown = (a: Element): boolean => {
  const box = a.nextElementSibling;
  return box !== null && box.querySelector('a[href]') !== null;
};

const readable = (a: Element): boolean => /[\p{L}\p{N}]/u.test(textOf(a)) && isVisible(a) && wordsShown(a);

function wordsShown(a: Element): boolean {
  const view = a.ownerDocument.defaultView;
  if (!view) return true;
  const s = styleOf(a, view);
  return !(parseFloat(s.textIndent) < -500 || parseFloat(s.fontSize) === 0) && childWordsShown(a);
}

/**
 * Words held by the link's children are seen only where a child holding them is: an icon link whose label
 * ("Share") is shown on phones only is an icon on a laptop. A link with its words as its own text is read once.
 */
function childWordsShown(a: Element): boolean {
  if (a.firstElementChild === null) return true;
  for (let n = a.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      if (/[\p{L}\p{N}]/u.test((n as Text).data)) return true;
    } else if (n.nodeType === 1 && /[\p{L}\p{N}]/u.test(n.textContent ?? '') && isVisible(n as Element)) return true;
  }
  return false;
}

/**
 * Links inside running text (a credit line, a sentence) are not a menu: the paragraph says more than its
 * links, or the link goes on a sentence ("Made by <a>Ana</a>", "Brought to you by <a>Acme</a>"), where a
 * menu's links follow a separator ("© 2024 · <a>Privacy</a>") or nothing.
 */
function inProse(a: Element): boolean {
  // A credit line is prose in a <p> or a bare <div> alike ("Copyright © 2021 Notus JS by <a>Creative Tim</a>").
  const before = a.previousSibling;
  if (before?.nodeType === 3 && /\p{Ll}\s*$/u.test(before.nodeValue ?? '')) return true;
  const p = a.closest('p');
  if (!p) return false;
  const linked = Array.from(p.querySelectorAll('a')).reduce((n, l) => n + textOf(l).length, 0);
  return textOf(p).length > linked * 2 + 20;
}

/** Where to write, call or find the place: contact details, not pages of the site. */
const CONTACT_HREF = /^\s*(?:mailto|tel|sms|geo):|\/\/(?:[\w-]+\.)*(?:openstreetmap\.org|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps|maps\.apple\.com|bing\.com\/maps)\b|\/\/(?:www\.)?google\.[a-z.]+\/maps\b/i;
/** The words of a menu item that goes to the start page ("Home"), not the site's name. */
const HOME_WORDS = /^(?:home|start|startseite|accueil|inicio|início|home ?page)$/i;
const BRAND_TOKEN = /^(?:[\w-]*[-_])?(?:brand|logo)$/i;

/**
 * The site's name or logo at the head of a menu is not one of its items: a first link that is a picture,
 * set in a clearly larger type than the links after it, named the brand or logo by its class (a style
 * sheet that did not load leaves it the size of the links), or leading to the start page from outside the menu's
 * list under a name other than "Home" (an item of the list that goes there, "Speakers" on a conference's start
 * page, is an item).
 */
function dropBrand(links: Element[]): Element[] {
  const [first, ...rest] = links;
  if (!first || rest.length < 2) return links;
  const view = first.ownerDocument.defaultView;
  if (!view) return links;
  const size = (e: Element) => parseFloat(styleOf(e, view).fontSize) || 0;
  const sizes = rest.map(size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const brand = size(first) >= median * 1.25 || first.querySelector('img, svg') !== null || classTokens(first).some((t) => BRAND_TOKEN.test(t)) || (toStartPage(first.getAttribute('href')) && !HOME_WORDS.test(textOf(first)) && first.closest('li') === null);
  return brand ? rest : links;
}

const LANGUAGE = /^(?:en|de|fr|es|it|pt|nl|pl|ru|ja|zh|ko|ar|tr|sv|da|no|fi|cs|el|hu|ro|uk|id|vi|th|hi|he|english|deutsch|français|francais|español|espanol|italiano|português|portugues|nederlands|polski|русский|日本語|中文|简体中文|繁體中文|한국어|العربية|türkçe|svenska|dansk|norsk|suomi|čeština|ελληνικά|magyar|română|українська|bahasa indonesia|tiếng việt|עברית)$/i;

/** A list of languages the site is offered in (two or more) is a switch, not places in the menu. */
function withoutLanguages(links: Element[]): Element[] {
  const lang = (a: Element) => a.hasAttribute('hreflang') || LANGUAGE.test(textOf(a));
  return links.filter(lang).length >= 2 ? links.filter((a) => !lang(a)) : links;
}

/** A link dressed as a button ("Log in", "Sign up" beside the menu) is a call to action, not a menu item. */
function buttonStyled(a: Element): boolean {
  if (classTokens(a).some((t) => t === 'btn' || t === 'button' || t === 'cta')) return true;
  // The page the visitor is on is often marked by a filled pill: still a menu item (marked for screen readers, or by a
  // class: blind review, stop 37, "Início" as the active pill left a menu of four read as 2 links).
  if (marksCurrentPage(a)) return false;
  const view = a.ownerDocument.defaultView;
  if (!view) return false;
  const s = styleOf(a, view);
  // Padding first: most links of a footer have none, and each style read costs.
  if (!(parseFloat(s.paddingLeft) >= 8 && parseFloat(s.paddingTop) >= 4)) return false;
  const bg = rgba(s.backgroundColor);
  return (bg !== null && bg[3] > 0.5) || (parseFloat(s.borderTopWidth) >= 1 && s.borderTopStyle !== 'none' && parseFloat(s.borderBottomWidth) >= 1 && parseFloat(s.borderLeftWidth) >= 1);
}

/**
 * A site footer: the element, its landmark role, a block named for it, or one signing off the site. A
 * block at the top of the page is the header, whatever its hidden overlay menu signs off with.
 */
const isFooter = (block: Block): boolean =>
  block.el.matches('footer, [role="contentinfo"]') || block.el.closest('footer') !== null || /\bfooter\b/.test(namesOf(block.el)) || (SIGN_OFF.test(block.text) && !atPageTop(block.el));

/** The outermost list item of `nav` holding the link, or the link itself outside any list. */
function topEntry(a: Element, nav: Element): Element {
  let entry: Element = a;
  for (let li = a.closest('li'); li && nav.contains(li); li = li.parentElement?.closest('li') ?? null) entry = li;
  return entry;
}

/** A navigation: how many links (and top-level entries, when fewer), and whether menus open below (dropdowns, mega menu). */
export function gatherNavigation(block: Block): SectionFact[] {
  // A footer lists many links by design, in or out of a <nav>; what matters there is not menu depth.
  if (isFooter(block)) {
    // The site's name or logo heading the footer is no more an item there than in the header.
    // An address to write to, a number to call or a map is contact detail, not a page of the site; a link dressed as a
    // button ("Donate now") is a call to action, as in the header.
    const links = dropBrand(Array.from(block.el.querySelectorAll('a[href]')).slice(0, 200).filter((a) => !CONTACT_HREF.test(a.getAttribute('href')!) && !inProse(a) && !buttonStyled(a) && readable(a)));
    if (links.length < 2) return [];
    return [{ kind: 'navigation', value: `${plural(links.length, 'link')}, footer`, evidence: `footer links: ${listedTexts(links, 6)}` }];
  }
  const all = block.el.matches('nav, [role="navigation"]') ? [block.el, ...Array.from(block.el.querySelectorAll('nav, [role="navigation"]'))] : Array.from(block.el.querySelectorAll('nav, [role="navigation"]'));
  // A menu marked inside a wider one (the header as a nav holding the menu's nav) is the menu: the logo
  // and the icons beside it are not items.
  const inner = all.filter((n) => !all.some((o) => o !== n && n.contains(o)));
  const navs: Element[] = inner.length < all.length && inner.some((n) => Array.from(n.querySelectorAll('a[href]')).filter(readable).length >= 2) ? inner : all.filter((n) => !all.some((o) => o !== n && o.contains(n)));
  // A header bar or side menu of the site's chrome, at the top of the page, is its menu even without a
  // <nav> around the links.
  if (!navs.length && block.chrome && atPageTop(block.el)) navs.push(block.el);
  if (!navs.length) return [];
  let links = 0;
  // The menu's entries as a visitor scans them: a top-level list item once, with the links it holds
  // beside its first (a documentation link's languages) or under it (a shown sub-list).
  const entries = new Set<Element>();
  const top: string[] = [];
  let nested = 0;
  const dead: Element[] = [];
  const copies = menuCopies(block.el);
  for (const nav of navs) {
    // Closed dropdowns and the hidden copy of a mobile menu are not what a visitor counts.
    const items = withoutLanguages(dropBrand(Array.from(nav.querySelectorAll('a')).filter((a) => a.hasAttribute('href') || opensDropdown(a)).slice(0, 200).filter((a) => !copies.has(a) && !inProse(a) && !buttonStyled(a) && readable(a))));
    // Without a <nav>, a few links in the chrome (a notice's two links) are no menu.
    if (nav === block.el && !block.el.matches('nav, [role="navigation"]') && items.length < 3) continue;
    links += items.length;
    for (const a of items) if (dead.length < 20 && leadsNowhere(a) && !opensDropdown(a)) dead.push(a);
    for (const a of items) {
      const entry = topEntry(a, nav);
      if (entries.has(entry)) continue;
      entries.add(entry);
      if (top.length < 8) top.push(textOf(a));
    }
    // A sub-list shown under its entry is part of the menu; one that opens on demand is a dropdown.
    const folded = Array.from(nav.querySelectorAll('li ul, li ol')).filter((l) => !isVisible(l)).length;
    nested += folded + nav.querySelectorAll('[aria-haspopup], details, [class*="dropdown"], [class*="mega"], [class*="submenu"]').length;
  }
  // A header whose links are folded behind a menu button still has a menu: the button is what a visitor sees.
  // Beside a menu of shown links, a visible button is the phone's, left shown by a style sheet that did not load.
  const button = links < 3 && showsMenuButton(block.el);
  if (links < 2 && !button) return [];
  const mega = links >= 40 || block.el.querySelector('[class*="mega"]') !== null;
  const depth = mega ? 'mega menu' : nested ? 'dropdowns' : 'flat';
  const parts = links < 2 ? ['menu button', 'links folded'] : [plural(links, 'link'), ...(entries.size < links ? [`${entries.size} top-level`] : []), depth, ...(button ? ['menu button'] : [])];
  const evidence = [top.length ? `menu: ${listed(top, 6)}` : 'menu: behind its button'];
  if (dead.length) {
    parts.push(`${dead.length} lead${dead.length === 1 ? 's' : ''} nowhere`);
    evidence.push(`leading nowhere: ${listedTexts(dead, 3)}`);
  }
  // The header is where a visitor of a clinic or a restaurant looks for the number to call.
  const phone = phoneShown(block.el, block.text, isVisible);
  if (phone) {
    parts.push(phone.how === 'link' ? 'phone link' : 'phone number');
    evidence.push(`phone: ${phone.number.slice(0, 30)}`);
  }
  return [{ kind: 'navigation', value: parts.join(', '), evidence: evidence.join('; ') }];
}
