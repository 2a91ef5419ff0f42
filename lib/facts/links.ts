/**
 * Links that lead nowhere: no target, an empty fragment, a script URL, a template's unfilled value
 * ("None", "null", "undefined") or placeholder address; and a form's button whose form sends to one.
 * A link that opens something on the page itself (a dropdown, a dialog, a script's click handler, a
 * submenu beside it) does lead somewhere.
 */
const NOWHERE = /^(?:#!?|javascript:.*|none|null|undefined)?$/i;

/** Attributes by which scripts open a dialog, a lightbox or a panel from a link. */
const OPENER = /^data-(?:[\w-]+-)?(?:modal|popup|lightbox|fancybox|featherlight|micromodal|dialog|drawer|offcanvas)(?:-[\w-]+)?$/i;
const OPENER_CLASS = /(?:^|\s)[\w-]*(?:modal|popup|lightbox|dialog)-(?:trigger|toggle|open|link|btn|button)(?:\s|$)|(?:^|\s)(?:open|show|trigger|js)-(?:modal|popup|lightbox|dialog)\b/i;

/** An address left as the template wrote it: "formspree.io/f/your-form-id", "YOUR_EMAIL", "example.com", "{{url}}". */
const PLACEHOLDER_URL = /\byour[-_]?(?:form[-_]?id|form|email|id|endpoint|url|link|username|domain|api[-_]?key)\b|\bYOUR_[A-Z_]+\b|\/\/(?:www\.)?example\.(?:com|org|net)(?![\w.-])|\{\{|%7B%7B/i;

/**
 * The template's placeholder address a link or a form's own button sends to (a booking or message that never
 * arrives), else null.
 */
export function placeholderTarget(el: Element): string | null {
  if (el.tagName === 'A') {
    const href = el.getAttribute('href');
    return href !== null && PLACEHOLDER_URL.test(href) ? href : null;
  }
  const type = (el.getAttribute('type') ?? '').toLowerCase();
  if (el.tagName === 'BUTTON' ? type !== '' && type !== 'submit' : type !== 'submit' && type !== 'image') return null;
  const action = el.closest('form')?.getAttribute('action');
  return action && PLACEHOLDER_URL.test(action) ? action : null;
}

/** An address of the site's start page ("/", "./", "index.html"): where a site's own name or logo leads. */
export const toStartPage = (href: string | null | undefined): boolean => /^(?:\/|\.\/|(?:\.?\/)?index\.html?)$/i.test((href ?? '').trim());

export function leadsNowhere(a: Element): boolean {
  return placeholderTarget(a) !== null || noTarget(a);
}

/** leadsNowhere without the placeholder address: a link with no target of its own. */
export function noTarget(a: Element): boolean {
  if (a.tagName !== 'A') return false;
  const href = a.getAttribute('href');
  if (href !== null && !NOWHERE.test(href.trim())) return false;
  if (a.hasAttribute('onclick') || a.hasAttribute('aria-haspopup') || a.hasAttribute('aria-expanded') || a.hasAttribute('aria-controls')) return false;
  if (a.hasAttribute('data-toggle') || a.hasAttribute('data-bs-toggle') || a.hasAttribute('data-target') || a.hasAttribute('data-bs-target')) return false;
  // A dialog's or a lightbox's opener by its script's own mark: data-modal="auth-modal", class "modal-trigger", data-fancybox
  // (review, stop 49: a "Log in" that opens its dialog counted as going nowhere).
  if (Array.from(a.attributes).some((at) => OPENER.test(at.name) || (at.name === 'class' && OPENER_CLASS.test(at.value)))) return false;
  // A menu item whose submenu sits beside it opens that submenu: the item holds the link, its submenu and
  // at most an icon (a hero's button beside the hero's slide list is no menu item).
  const item = a.parentElement;
  return !(item && item.children.length <= 3 && item.querySelector(':scope > ul, :scope > ol, :scope > div ul'));
}

/** Pages that keep no promise to act: an FAQ, an "about us", a blog, a sign-in, the fine print. */
const INFO_PAGE = /^(?:faqs?|about(?:[-_]?us)?|blog|news|log[-_]?in|sign[-_]?in|terms|privacy(?:[-_]policy)?)$/;
/**
 * What a button's words promise, and which of those pages cannot keep it: a download is not an FAQ, a sign-up is not the
 * fine print, a talk with someone is not a sign-in. A sign-up that lands on a page named "login" may be a shared form,
 * and a purchase on "contact" an order by enquiry: those are not read.
 */
const PROMISES: ReadonlyArray<{ says: RegExp; not: (page: string) => boolean }> = [
  { says: /\b(?:download|install|get the app)\b/i, not: (page) => INFO_PAGE.test(page) || /^contact(?:[-_]?us)?$/.test(page) },
  { says: /\b(?:buy|shop now|order now|purchase|add to (?:cart|bag|basket))\b/i, not: (page) => INFO_PAGE.test(page) },
  { says: /\b(?:sign ?up|register|start (?:a |your )?(?:free )?trial|try (?:it )?(?:for )?free|create (?:an |your )?account)\b/i, not: (page) => INFO_PAGE.test(page) && !/^(?:log[-_]?in|sign[-_]?in)$/.test(page) },
  { says: /\b(?:talk to|book a (?:demo|call)|schedule a (?:demo|call)|chat with)\b/i, not: (page) => INFO_PAGE.test(page) },
];

/**
 * The page a link's words promise that its address does not lead to, named by the address's last part ("faq" for
 * "Download Now" → FAQ.html, "login" for "Talk to Lola" → /login); null when it keeps its word or says nothing checkable
 * (review, stop 49: reviewers of four pages named such buttons, which had passed "labels say what happens").
 */
export function leadsElsewhere(label: string, href: string | null): string | null {
  const path = (href ?? '').trim().split(/[?#]/)[0]!;
  if (!path || /^(?:mailto|tel|javascript):/i.test(path)) return null;
  const page = (path.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '').split('/').pop() ?? '').replace(/\.\w+$/, '').toLowerCase();
  if (!page) return null;
  return PROMISES.some((p) => p.says.test(label) && p.not(page)) ? page : null;
}

/** A phone number as printed: 7 to 15 digits in groups, optionally with a country code or brackets. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}/g;

/** A phone a visitor sees in the block: a visible `tel:` link, else a number printed in its text. */
export function phoneShown(el: Element, text: string, visible: (e: Element) => boolean): { how: 'link' | 'number'; number: string } | null {
  for (const a of Array.from(el.querySelectorAll('a[href^="tel:" i]')).slice(0, 10)) {
    if (visible(a)) return { how: 'link', number: (a.textContent ?? '').trim() || a.getAttribute('href')!.slice(4) };
  }
  for (const m of text.match(PHONE) ?? []) {
    const digits = m.replace(/\D/g, '').length;
    // Years, prices and postcodes are shorter; a date range or an ID is not written in phone groups with a + or brackets.
    if (digits >= 7 && digits <= 15 && !/^\d{4}\s?[-–]\s?\d{4}$/.test(m.trim())) return { how: 'number', number: m.trim() };
  }
  return null;
}

/** A class that marks the current page: "active", "is-current", "current-menu-item"; not a state variant ("active:bg-pink-600"). */
const CURRENT_CLASS = /^(?:is-)?(?:active|current|selected)$|^current[-_](?:menu|page)[-_]item$/;

/** A menu link marked as the page the visitor is on (for screen readers, or by an active/current class): a menu item, however filled. */
export const marksCurrentPage = (a: Element): boolean =>
  a.hasAttribute('aria-current') || (a.getAttribute('class') ?? '').split(/\s+/).some((c) => CURRENT_CLASS.test(c));
