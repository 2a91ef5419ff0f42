const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4;
const FILTER_ACCEPT = 1;
const FILTER_REJECT = 2;

/** Elements whose text no visitor reads: style sheets and scripts inlined in the page, an icon's SVG title. */
const UNREAD = new Set(['style', 'script', 'noscript', 'template', 'title', 'desc']);
/** What makes `textContent` differ from the words on screen (one query, so the plain case stays native). */
const NOT_PLAIN = 'br, style, script, noscript, template, svg title, svg desc';

const skipUnread = { acceptNode: (node: Node) => (node.nodeType === 1 && UNREAD.has((node as Element).localName) ? FILTER_REJECT : FILTER_ACCEPT) };

/**
 * An element's text as a visitor reads it: `textContent`, except that a line break (`<br>`) parts the
 * words on either side, as it does on screen ("Best Dentist in<br>Punawale" is four words, not three),
 * and the text of inline style sheets, scripts and icon titles is left out ("Get Figma file", not
 * ".st0{fill:#0acf83}… Figma.logo Get Figma file").
 */
export function lineText(el: Element): string {
  // A leaf holds no line break, style sheet or script: its text is its text content (most texts asked for are leaves).
  if (el.firstElementChild === null || !el.querySelector(NOT_PLAIN)) return el.textContent ?? '';
  const walker = el.ownerDocument.createTreeWalker(el, SHOW_ELEMENT_AND_TEXT, skipUnread);
  let out = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) out += (node as Text).data;
    else if ((node as Element).localName === 'br') out += ' ';
  }
  return out;
}
