import { normalizeSpace, spacedText } from '../sections/dom';

/** What gatherers share about one block, read once. */
export interface Block {
  el: Element;
  /** Spaced visible-ish text, single spaces. */
  text: string;
  lower: string;
}

export function readBlock(el: Element): Block {
  const text = normalizeSpace(spacedText(el));
  return { el, text, lower: text.toLowerCase() };
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

/** The elements of `root` (itself included) whose class or id matches `re`, at most `max`. */
export function byName(root: Element, re: RegExp, max = 50): Element[] {
  const out: Element[] = [];
  if (re.test(namesOf(root))) out.push(root);
  const all = root.querySelectorAll('[class], [id]');
  for (let i = 0; i < all.length && out.length < max; i++) if (re.test(namesOf(all[i]!))) out.push(all[i]!);
  return out;
}

export function isHidden(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0;
}
