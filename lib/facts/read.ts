import { normalizeSpace, spacedText } from '../sections/dom';
import type { RepeatedGroup } from '../sections/features';
import type { BlockReading } from '../sections/types';

/** What gatherers share about one block, read once. */
export interface Block {
  el: Element;
  /** Spaced visible-ish text, single spaces. */
  text: string;
  lower: string;
  /** The classifier's largest group of look-alike siblings, when it read the block in this pass. */
  repeated?: RepeatedGroup;
}

/** The block as gatherers see it; `reading` is what the classifier read of it just before, when it did. */
export function readBlock(el: Element, reading?: BlockReading): Block {
  const text = reading?.text ?? normalizeSpace(spacedText(el));
  return { el, text, lower: text.toLowerCase(), repeated: reading?.repeated };
}

export const textOf = (el: Element | null | undefined): string => (el ? normalizeSpace(el.textContent) : '');

/** "a, b, c, …" cut to a few items and characters: evidence stays short. */
export function listed(items: readonly string[], max = 4): string {
  const shown = items.filter(Boolean).slice(0, max).map((t) => (t.length > 40 ? `${t.slice(0, 39)}…` : t));
  return shown.join(', ') + (items.length > max ? ', …' : '');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Class and id of an element and its first-level children as one lowercase string, for name hints. */
export function namesOf(el: Element): string {
  return `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`.toLowerCase();
}

// Several gatherers look for class names in the same block: list its named elements once per pass.
let namedMemo = new WeakMap<Element, Array<[Element, string]>>();
/** Forget the named elements read so far: the page may have changed since (called once per gathering pass). */
export function forgetNames(): void {
  namedMemo = new WeakMap();
}

function namedIn(root: Element): Array<[Element, string]> {
  let list = namedMemo.get(root);
  if (!list) {
    list = [[root, namesOf(root)]];
    const all = root.querySelectorAll('[class], [id]');
    for (let i = 0; i < all.length; i++) list.push([all[i]!, namesOf(all[i]!)]);
    namedMemo.set(root, list);
  }
  return list;
}

/** The elements of `root` (itself included) whose class or id matches `re`, at most `max`. */
export function byName(root: Element, re: RegExp, max = 50): Element[] {
  const out: Element[] = [];
  for (const [el, names] of namedIn(root)) {
    if (out.length >= max) break;
    if (names.length > 1 && re.test(names)) out.push(el);
  }
  return out;
}

export function isHidden(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0;
}
