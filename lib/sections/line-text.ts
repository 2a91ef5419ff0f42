const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4;

/** Elements whose text no visitor reads: style sheets and scripts inlined in the page, an icon's SVG title. */
const UNREAD = new Set(['style', 'script', 'noscript', 'template', 'title', 'desc']);
/** What makes `textContent` differ from the words on screen (one query, so the plain case stays native). */
const NOT_PLAIN = 'br, style, script, noscript, template, svg title, svg desc';

/**
 * An element's text as a visitor reads it: `textContent`, except that a line break (`<br>`) parts the
 * words on either side, as it does on screen ("Best Dentist in<br>Punawale" is four words, not three),
 * and the text of inline style sheets, scripts and icon titles is left out ("Get Figma file", not
 * ".st0{fill:#0acf83}… Figma.logo Get Figma file").
 */
export function lineText(el: Element): string {
  // A leaf holds no line break, style sheet or script: its text is its text content (most texts asked for are leaves).
  if (el.firstElementChild === null || !el.querySelector(NOT_PLAIN)) return el.textContent ?? '';
  // No filter callback: the walk stays native, and an unread element's subtree is stepped over here.
  const walker = el.ownerDocument.createTreeWalker(el, SHOW_ELEMENT_AND_TEXT);
  let out = '';
  let node = walker.nextNode();
  while (node) {
    if (node.nodeType === 3) out += (node as Text).data;
    else if (UNREAD.has((node as Element).localName)) {
      node = afterSubtree(walker);
      continue;
    } else if ((node as Element).localName === 'br') out += ' ';
    node = walker.nextNode();
  }
  return out;
}

/** The node after the walker's current one and all it holds, or null at the end of the walk's root. */
function afterSubtree(walker: TreeWalker): Node | null {
  for (;;) {
    const next = walker.nextSibling();
    if (next) return next;
    if (!walker.parentNode()) return null;
  }
}
