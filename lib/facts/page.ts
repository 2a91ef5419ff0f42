import { byName, textOf } from './read';
import type { SectionFact } from './types';

/** A fact about the whole page and the element it sits in, so it can be given to the section holding it. */
export interface PageFact {
  fact: SectionFact;
  element: Element;
}

/** A header that stays on screen while scrolling (position fixed or sticky at the top). */
export function gatherStickyHeader(doc: Document): PageFact[] {
  const view = doc.defaultView;
  if (!view) return [];
  // Headers and banners anywhere, navs at the top of the body or one wrapper down. (Child selectors
  // in the query cost every element of the page a walk up; the parent test here costs the navs only.)
  const body = doc.body;
  const atTop = (el: Element) => el.parentElement === body || (el.parentElement?.tagName === 'DIV' && el.parentElement.parentElement === body);
  const candidates = Array.from(doc.querySelectorAll('header, [role="banner"], nav'))
    .filter((el) => el.tagName !== 'NAV' || el.getAttribute('role') === 'banner' || atTop(el))
    .slice(0, 6);
  for (const el of candidates) {
    for (let e: Element | null = el; e && e !== body; e = e.parentElement) {
      const pos = view.getComputedStyle(e).position;
      if (pos === 'fixed' || pos === 'sticky') {
        const r = e.getBoundingClientRect();
        if (r.top <= 10 && r.height < 200 && r.width > view.innerWidth * 0.6) return [{ element: el, fact: { kind: 'sticky_header', value: `${pos} header`, evidence: `<${e.tagName.toLowerCase()}> position: ${pos}, ${Math.round(r.height)}px tall` } }];
      }
    }
  }
  return [];
}

const ANNOUNCE = /announcement|promo-?bar|top-?bar|topbar|notice-?bar|site-?banner|alert-?bar|ribbon|hello-?bar|usp-?bar/;

/** A thin bar across the top of the page with a message (shipping, sale, launch). */
export function gatherAnnouncementBar(doc: Document): PageFact[] {
  const body = doc.body;
  if (!body) return [];
  const named = byName(body, ANNOUNCE, 20).filter((e) => !/cookie|consent/.test(`${e.getAttribute('class')} ${e.id}`));
  for (const el of named) {
    const r = el.getBoundingClientRect();
    const text = textOf(el);
    if (r.height > 0 && r.height <= 80 && r.top + (doc.defaultView?.scrollY ?? 0) < 160 && text.length > 5 && text.length < 200) {
      return [{ element: el, fact: { kind: 'announcement_bar', value: 'announcement bar', evidence: `"${text.slice(0, 80)}"` } }];
    }
  }
  return [];
}

const CONSENT = /cookie|consent|gdpr|cmp|onetrust|didomi|usercentrics|cookiebot|privacy-banner/;
const CONSENT_TEXT = /\b(?:cookies?|consent|datenschutz|rgpd|gdpr)\b/i;

/** A cookie or consent banner. */
export function gatherCookieBanner(doc: Document): PageFact[] {
  if (!doc.body) return [];
  for (const el of byName(doc.body, CONSENT, 20)) {
    const text = textOf(el);
    if (!CONSENT_TEXT.test(text) || text.length > 1500) continue;
    const r = el.getBoundingClientRect();
    if (r.height === 0) continue;
    const buttons = Array.from(el.querySelectorAll('button, a[role="button"], [class*="btn"]')).map(textOf).filter(Boolean);
    return [{ element: el, fact: { kind: 'cookie_banner', value: `consent banner, ${buttons.length} choices`, evidence: buttons.length ? `buttons: ${buttons.slice(0, 3).join(', ')}` : `"${text.slice(0, 80)}"` } }];
  }
  return [];
}

const CHAT = /intercom|drift|crisp|zendesk|zopim|tawk|livechat|live-chat|chat-widget|chatwidget|hubspot-messages|olark|freshchat|tidio|chat-launcher|chat-bubble/;

/** A chat widget (launcher bubble or embedded chat). */
export function gatherChatWidget(doc: Document): PageFact[] {
  if (!doc.body) return [];
  const frames = Array.from(doc.getElementsByTagName('iframe')).filter((f) => CHAT.test(`${f.getAttribute('src') ?? ''} ${f.id} ${f.getAttribute('title') ?? ''}`.toLowerCase()));
  const el = frames[0] ?? byName(doc.body, CHAT, 1)[0] ?? Array.from(doc.querySelectorAll('button[aria-label], a[aria-label]')).find((b) => /\b(?:chat|live chat|message us)\b/i.test(b.getAttribute('aria-label') ?? ''));
  if (!el) return [];
  return [{ element: el, fact: { kind: 'chat_widget', value: 'chat widget', evidence: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.getAttribute('aria-label') ?? ''}`.trim() } }];
}
