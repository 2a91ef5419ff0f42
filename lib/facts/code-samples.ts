/**
 * A listing of markup or style rules: tags written out (or set as elements, as some saved pages hold them; a link alone
 * is a listing's own, "npm" in `npm install`), or CSS rules with a property.
 */
const MARKUP_OR_STYLE = /<[a-z][\w-]*[\s>/]|^\s*[.#]?[a-z][\w-]*(?:[.:#\s,>+~][\w.:#\s,>+~-]*)?\{\s*[a-z-]+\s*:/im;
const listsMarkup = (pre: Element): boolean =>
  pre.querySelector('button, input, form, blockquote, div, p, img, ul, table') !== null || MARKUP_OR_STYLE.test((pre.textContent ?? '').slice(0, 2000));
/** The listing writes out the element's own words (a sample "Default Button" set in it as a link, as a saved page can hold it). */
function spells(listing: Element, el: Element): boolean {
  const words = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return words.length >= 3 && (listing.textContent ?? '').replace(/\s+/g, ' ').includes(words);
}

/** The code listing right after a box: a `<pre>`, or a highlighter's wrapper whose first child is one. */
function listingAfter(box: Element): Element | null {
  const next = box.nextElementSibling;
  if (!next) return null;
  if (next.localName === 'pre') return next;
  return next.firstElementChild?.localName === 'pre' ? next.firstElementChild : null;
}

/**
 * A documentation page's rendered example, read as a sample, not as the page's call to action, form or customer's
 * words: inside a code listing (a saved page can hold the listing's tags as elements), or in a box followed by the
 * markup or style rules that make it (a "Default Button", a sample quote, a sample form), or by a listing that spells
 * out its words (blind review, stop 45: milligram's samples became "14 calls to action go nowhere" and "testimonials
 * without names"). An install command after a hero (`npm install …`) is neither markup nor style: its buttons stay.
 * The one test of buttons, quotes and forms alike.
 */
export function inDemo(el: Element): boolean {
  if (el.ownerDocument.getElementsByTagName('pre').length === 0) return false;
  let e: Element | null = el;
  for (let up = 0; e && up < 6; up++, e = e.parentElement) {
    if (e.localName === 'pre' || e.localName === 'code') return true;
    if (e.localName === 'body') return false;
    const listing = listingAfter(e);
    if (listing && (listsMarkup(listing) || spells(listing, el))) return true;
  }
  return false;
}
