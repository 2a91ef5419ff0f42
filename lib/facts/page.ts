import { DOCUMENT_POSITION_FOLLOWING } from '../sections/dom';
import { byName, textOf } from './read';
import { isVisible, rectOf, styleOf } from './visible';
import type { SectionFact } from './types';

/** A fact about the whole page and the element it sits in, so it can be given to the section holding it. */
export interface PageFact {
  fact: SectionFact;
  element: Element;
}

/** An ancestor of `el` (below the body) that clips or scrolls: a sticky box sticks inside it, not to the window. */
function clippedBy(el: Element, view: Window): Element | null {
  const body = el.ownerDocument.body;
  for (let e = el.parentElement; e && e !== body && e !== el.ownerDocument.documentElement; e = e.parentElement) {
    const s = styleOf(e, view);
    if (!/^(?:visible|clip)$/.test(s.overflowY) || !/^(?:visible|clip)$/.test(s.overflowX)) return e;
  }
  return null;
}

/** A transformed ancestor pins a `position: fixed` box to itself: it scrolls away with it. */
function transformedAncestor(el: Element, view: Window): boolean {
  const body = el.ownerDocument.body;
  for (let e = el.parentElement; e && e !== body; e = e.parentElement) if (styleOf(e, view).transform !== 'none') return true;
  return false;
}

/** How far below the window's top a pinned header may sit: under a strip pinned above it (blind review, stop 37: a menu fixed under a 28px bar was told to become fixed). */
const PINNED_BELOW = 100;

/**
 * Whether a visitor who scrolls sees `box` (an element positioned fixed or sticky) stay at the top of
 * the window: fixed at the top and not slid out of view; or sticky with a top offset, starting near the
 * top, inside a parent that runs on well below it and no clipping wrapper that would hold it instead.
 */
function staysAtTop(box: Element, pos: string, view: Window): boolean {
  const s = styleOf(box, view);
  const r = rectOf(box);
  // Pinned at the top or just below a bar pinned above it (an announcement strip): a header either way.
  if (pos === 'fixed') return r.top >= -2 && r.top <= PINNED_BELOW && !transformedAncestor(box, view);
  const offset = parseFloat(s.top);
  if (s.top === 'auto' || !(offset >= -2 && offset <= PINNED_BELOW)) return false;
  if (r.top + view.scrollY > view.innerHeight * 0.5) return false;
  const parent = box.parentElement;
  if (!parent) return false;
  const room = rectOf(parent).bottom - r.bottom;
  if (room < view.innerHeight * 0.5) return false;
  const clip = clippedBy(box, view);
  // A wrapper that scrolls the page itself (an app shell) carries the sticky header like the window does.
  return !clip || clip.scrollHeight > clip.clientHeight + view.innerHeight * 0.5;
}

/**
 * A header that stays on screen while the visitor scrolls: the header (or a top bar of links), or the
 * wrapper around it spanning the window, positioned fixed or sticky so that its box stays at the top.
 * Hidden headers, headers fixed only in another breakpoint and sticky boxes with nowhere to stick are not.
 */
export function gatherStickyHeader(doc: Document): PageFact[] {
  const view = doc.defaultView;
  const body = doc.body;
  if (!view || !body) return [];
  // Headers and banners anywhere; navs and the page's first wrappers near the top of the tree.
  const depth = (el: Element) => {
    let d = 0;
    for (let e = el.parentElement; e && e !== body; e = e.parentElement) if (++d > 3) break;
    return d;
  };
  const tops = Array.from(body.children).flatMap((c) => [c, ...Array.from(c.children)]).slice(0, 40);
  const candidates = [
    ...Array.from(doc.querySelectorAll('header, [role="banner"], nav')).filter((el) => el.tagName !== 'NAV' || el.getAttribute('role') === 'banner' || depth(el) <= 3).slice(0, 8),
    ...tops.filter((el) => el.getElementsByTagName('a').length >= 2 && /^(?:fixed|sticky)$/.test(styleOf(el, view).position)),
  ];
  for (const el of candidates) {
    if (!isVisible(el) && !Array.from(el.children).some(isVisible)) continue;
    for (let e: Element | null = el; e && e !== body; e = e.parentElement) {
      const pos = styleOf(e, view).position;
      if (pos !== 'fixed' && pos !== 'sticky') continue;
      // A wrapper of no height (its content positioned on its own) shows the header's box.
      const r = [e, el, ...Array.from(el.children)].map(rectOf).find((b) => b.height >= 20);
      if (!r) break;
      if (r.height >= 20 && r.height < Math.min(200, view.innerHeight * 0.3) && r.width > view.innerWidth * 0.6 && staysAtTop(e, pos, view)) {
        return [{ element: el, fact: { kind: 'sticky_header', value: `${pos} header`, evidence: `<${e.tagName.toLowerCase()}> position: ${pos}, ${Math.round(r.height)}px tall` } }];
      }
    }
  }
  return pinnedByClass(candidates, view);
}

/** The class words that pin a header, in Bootstrap's and Tailwind's words and the common ones ("fixed-top", "fixed", "sticky"). */
const PINNING_CLASS = /^(?:fixed|sticky|fixed-top|sticky-top|navbar-fixed-top|navbar-fixed|is-fixed|is-sticky|header-fixed|fixed-header|sticky-header|header-sticky)$/;

/**
 * A header at the top of the page that its classes pin while it lies in the flow: its style sheet did not load (a
 * saved copy whose framework came from a CDN, a blocked stylesheet). The page as its author made it keeps the menu in
 * view (blind review, stop 41: "fixed navigation bar" advised beside a `<nav class="fixed w-full">`).
 */
function pinnedByClass(candidates: readonly Element[], view: Window): PageFact[] {
  for (const el of candidates) {
    const pin = Array.from(el.classList).find((t) => PINNING_CLASS.test(t));
    if (!pin || !/^(?:static|relative)$/.test(styleOf(el, view).position) || !isVisible(el)) continue;
    // Unstyled, a menu unfolds to any height: only its place at the top and its width tell.
    const r = rectOf(el);
    if (r.top + view.scrollY > 60 || r.height < 20 || r.width < view.innerWidth * 0.6 || el.getElementsByTagName('a').length < 2) continue;
    return [{ element: el, fact: { kind: 'sticky_header', value: `${pin.includes('sticky') ? 'sticky' : 'fixed'} header`, evidence: `<${el.tagName.toLowerCase()} class="${pin}"> (its style sheet did not apply)` } }];
  }
  return [];
}

const ANNOUNCE = /announcement|promo-?bar|top-?bar|topbar|notice-?bar|site-?banner|alert-?bar|ribbon|hello-?bar|usp-?bar/;

/** A thin bar across the top of the page with a message (shipping, sale, launch). */
export function gatherAnnouncementBar(doc: Document): PageFact[] {
  const body = doc.body;
  if (!body) return [];
  const named = byName(body, ANNOUNCE, 20).filter((e) => !/cookie|consent/.test(`${e.getAttribute('class')} ${e.id}`));
  const contactLines: Element[] = [];
  for (const el of named) {
    const r = rectOf(el);
    const text = textOf(el);
    // A top bar of an address, a phone and an e-mail is the header's contact line, and so is each part of it: it announces nothing.
    if (CONTACT_LINE.test(text)) contactLines.push(el);
    if (contactLines.some((c) => c.contains(el))) continue;
    if (r.height > 0 && r.height <= 80 && r.top + (doc.defaultView?.scrollY ?? 0) < 160 && text.length > 5 && text.length < 200) {
      return [barFact(el, text)];
    }
  }
  const bar = dismissibleBar(body) ?? topStrip(body);
  return bar ? [barFact(bar, textOf(bar))] : [];
}

/** The bar's fact: "pinned" when it stays on the screen while the page scrolls (it follows the visitor already). */
function barFact(bar: Element, text: string): PageFact {
  const view = bar.ownerDocument.defaultView;
  let pinned = false;
  for (let e: Element | null = bar, up = 0; view && e && e !== bar.ownerDocument.body && up < 3 && !pinned; e = e.parentElement, up++) {
    pinned = /^(?:fixed|sticky)$/.test(styleOf(e, view).position);
  }
  return { element: bar, fact: { kind: 'announcement_bar', value: pinned ? 'announcement bar, pinned' : 'announcement bar', evidence: `"${text.slice(0, 80)}"` } };
}

/** A line of contact details or links (a phone, an e-mail, a follow link) is a header's utility bar, not news. */
const CONTACT_LINE = /\+?\d[\d\s().-]{6,}\d|@[\w-]+\.[a-z]{2,}|\b(?:call us|e-?mail us|follow us)\b/i;

/**
 * The page's first visible box, above the header: a full-width strip of one or two lines, painted
 * apart from the page, saying something in a sentence ("Note that this is the website for version 5.
 * Version 6 is the current one."). Found by its place and paint, whatever it is named.
 */
function topStrip(body: HTMLElement): Element | null {
  const view = body.ownerDocument.defaultView;
  if (!view) return null;
  const first = Array.from(body.children).slice(0, 10).find((c) => !/^(?:SCRIPT|STYLE|NOSCRIPT|TEMPLATE|LINK|META)$/.test(c.tagName) && isVisible(c));
  if (!first || first.matches('header, nav, main, [role="banner"], [role="dialog"], dialog')) return null;
  const r = rectOf(first);
  // The box first: the first child is often the wrapper of the whole page, whose text is long to read.
  if (r.top + view.scrollY > 10 || r.height < 16 || r.height > 64 || r.width < view.innerWidth * 0.9) return null;
  const text = textOf(first);
  if (text.split(/\s+/).length < 6 || text.length > 200 || CONSENT_TEXT.test(text) || CONTACT_LINE.test(text)) return null;
  // Mostly words, not a row of links; and nothing but the strip: no logo or menu inside.
  const linked = Array.from(first.querySelectorAll('a')).reduce((n, a) => n + textOf(a).length, 0);
  if (linked > text.length / 2 || first.querySelector('img, svg, nav, ul, input')) return null;
  const paint = (e: Element) => styleOf(e, view).backgroundColor;
  const own = paint(first);
  return own !== 'rgba(0, 0, 0, 0)' && own !== 'transparent' && own !== paint(body) ? first : null;
}

const CLOSE_NAME = /close|dismiss/;

/**
 * Close controls: a class, id or label that says close or dismiss, the first `max` in page order. Names come
 * from the page's name index; one substring query of each attribute over the whole page costs more than all gatherers of a block.
 */
function closeControls(body: HTMLElement, max: number): Element[] {
  const named = byName(body, CLOSE_NAME, max + 1).filter((e) => e !== body).slice(0, max);
  const labelled = Array.from(body.querySelectorAll('[aria-label]')).filter((e) => CLOSE_NAME.test(e.getAttribute('aria-label')!.toLowerCase()));
  if (!labelled.length) return named;
  const all = [...new Set([...named, ...labelled])];
  return all.sort((a, b) => (a.compareDocumentPosition(b) & DOCUMENT_POSITION_FOLLOWING ? -1 : 1)).slice(0, max);
}

/**
 * A strip pinned to the screen (top or bottom) with a line of news and a close control ("Admissions are
 * open. Apply now ×"): an announcement wherever it is pinned. Found from the few close controls, so no
 * box of the page is styled for it; not a consent banner, a dialog or a drawer of links.
 */
function dismissibleBar(body: HTMLElement): Element | null {
  const view = body.ownerDocument.defaultView;
  if (!view) return null;
  for (const close of closeControls(body, 20)) {
    let el = close.parentElement;
    for (let up = 0; el && el !== body && up < 3; up++, el = el.parentElement) {
      const text = textOf(el);
      if (text.length > 200 || el.matches('nav, dialog, [role="dialog"], [aria-modal="true"]') || CONSENT_TEXT.test(text)) break;
      if (text.split(' ').length < 3) continue;
      const position = styleOf(el, view).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      const linked = Array.from(el.querySelectorAll('a')).reduce((n, a) => n + textOf(a).length, 0);
      const r = rectOf(el);
      if (r.height > 0 && r.height <= 100 && r.width >= 240 && linked < text.length / 2 && isVisible(el)) return el;
      break;
    }
  }
  return null;
}

const CONSENT = /cookie|consent|gdpr|cmp|onetrust|didomi|usercentrics|cookiebot|privacy-banner/;
const CONSENT_TEXT = /\b(?:cookies?|consent|datenschutz|rgpd|gdpr)\b/i;

/** A cookie or consent banner. */
export function gatherCookieBanner(doc: Document): PageFact[] {
  if (!doc.body) return [];
  for (const el of byName(doc.body, CONSENT, 20)) {
    const text = textOf(el);
    if (!CONSENT_TEXT.test(text) || text.length > 1500) continue;
    const r = rectOf(el);
    if (r.height === 0) continue;
    const buttons = Array.from(el.querySelectorAll('button, a[role="button"], [class*="btn"]')).map(textOf).filter(Boolean);
    // A strip along an edge of the window leaves the page in view; a box over the middle or a sheet over a third of it does not.
    const view = doc.defaultView;
    const slim = !!view && r.height <= view.innerHeight * 0.2 && (r.bottom >= view.innerHeight - 2 || r.top <= 2);
    return [{ element: el, fact: { kind: 'cookie_banner', value: `consent banner, ${buttons.length} choices${slim ? ', slim bar' : ''}`, evidence: buttons.length ? `buttons: ${buttons.slice(0, 3).join(', ')}` : `"${text.slice(0, 80)}"` } }];
  }
  return [];
}

const CHAT = /intercom|drift|crisp|zendesk|zopim|tawk|livechat|live-chat|chat-widget|chatwidget|hubspot-messages|olark|freshchat|tidio|chat-launcher|chat-bubble/;

/** A chat widget (launcher bubble or embedded chat). */
/** The element, or a box it sits in a few levels up, is fixed to the window (a launcher in a corner). */
function floats(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  for (let e: Element | null = el, up = 0; e && view && up < 4; e = e.parentElement, up++) if (styleOf(e, view).position === 'fixed') return true;
  return false;
}

export function gatherChatWidget(doc: Document): PageFact[] {
  if (!doc.body) return [];
  const frames = Array.from(doc.getElementsByTagName('iframe')).filter((f) => CHAT.test(`${f.getAttribute('src') ?? ''} ${f.id} ${f.getAttribute('title') ?? ''}`.toLowerCase()));
  // A button only named "chat" is a widget when it floats over the page: "Chat on WhatsApp" in a contact block is a link.
  const el = frames[0] ?? byName(doc.body, CHAT, 1)[0] ?? Array.from(doc.querySelectorAll('button[aria-label], a[aria-label]')).find((b) => /\b(?:chat|live chat|message us)\b/i.test(b.getAttribute('aria-label') ?? '') && floats(b));
  if (!el) return [];
  return [{ element: el, fact: { kind: 'chat_widget', value: 'chat widget', evidence: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.getAttribute('aria-label') ?? ''}`.trim() } }];
}
