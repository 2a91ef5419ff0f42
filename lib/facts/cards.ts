import { groupValue } from '../sections/features';

const ROW_TAGS = new Set(['DIV', 'SECTION', 'UL', 'OL']);
const rowSignature = (el: Element) => `${el.tagName} ${el.getAttribute('class') ?? ''}`;

/**
 * What a card is made of (its tag and its first children's tags), not its class: "col-md-6" and
 * "col-md-12" cards look alike, and so do cards where one has an extra line at the end.
 */
function cardSignature(el: Element): string {
  let s = el.tagName;
  // A column that only wraps the card is read through.
  const inner = el.childElementCount === 1 ? el.firstElementChild! : el;
  if (inner !== el) s += ` > ${inner.tagName}`;
  let n = 0;
  for (let c = inner.firstElementChild; c && n < 3; c = c.nextElementSibling, n++) s += ` ${c.tagName}`;
  return s;
}

/** A card holds at least a title and a line of copy; paragraphs and bare links are lines of text, not cards. */
function cardLike(el: Element): boolean {
  if (el.tagName === 'P' || el.tagName === 'A') return false;
  return el.childElementCount >= 2 || (el.childElementCount === 1 && el.firstElementChild!.childElementCount >= 2);
}

/**
 * The block's grid of cards as a visitor sees it, where the class-based reading finds none: siblings
 * that are made alike (modifier classes aside), and cards laid out in rows (two rows of two) taken as
 * one grid. The richest such run under `block`, or none.
 */
export function gridItems(block: Element): Element[] {
  let best: Element[] = [];
  let bestValue = 0;
  const offer = (items: Element[]) => {
    if (items.length < 3) return;
    const value = groupValue(items);
    if (value > bestValue) {
      best = items;
      bestValue = value;
    }
  };
  const consider = (parent: Element) => {
    if (parent.childElementCount < 2) return;
    const cards = new Map<string, Element[]>();
    const rows = new Map<string, Element[]>();
    const many = parent.childElementCount >= 3;
    for (let kid = parent.firstElementChild; kid; kid = kid.nextElementSibling) {
      if (many && cardLike(kid)) {
        const key = cardSignature(kid);
        const list = cards.get(key);
        if (list) list.push(kid);
        else cards.set(key, [kid]);
      }
      if (ROW_TAGS.has(kid.tagName) && kid.childElementCount > 0 && kid.childElementCount <= 6) {
        const key = rowSignature(kid);
        const list = rows.get(key);
        if (list) list.push(kid);
        else rows.set(key, [kid]);
      }
    }
    for (const group of cards.values()) offer(group);
    for (const group of rows.values()) {
      if (group.length < 2) continue;
      const first = group[0]!.firstElementChild!;
      if (!cardLike(first)) continue;
      const cell = cardSignature(first);
      const items: Element[] = [];
      // Every row holds cards of one make, the same in every row; only the last row may hold a single card.
      const ok = group.every((row, i) => {
        if (row.childElementCount < 2 && i < group.length - 1) return false;
        for (let c = row.firstElementChild; c; c = c.nextElementSibling) {
          if (cardSignature(c) !== cell) return false;
          items.push(c);
        }
        return true;
      });
      if (ok) offer(items);
    }
  };
  consider(block);
  const all = block.getElementsByTagName('*');
  for (let i = 0; i < all.length; i++) consider(all[i]!);
  return best;
}
