const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4;

/**
 * An element's text as a visitor reads it: `textContent`, except that a line break (`<br>`) parts the
 * words on either side, as it does on screen ("Best Dentist in<br>Punawale" is four words, not three).
 */
export function lineText(el: Element): string {
  if (!el.querySelector('br')) return el.textContent ?? '';
  const walker = el.ownerDocument.createTreeWalker(el, SHOW_ELEMENT_AND_TEXT);
  let out = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) out += (node as Text).data;
    else if ((node as Element).localName === 'br') out += ' ';
  }
  return out;
}
