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

// Gatherers read the same headings, cards and links again and again: each element's text once per pass.
let textMemo = new Map<Element, string>();

export const textOf = (el: Element | null | undefined): string => {
  if (!el) return '';
  let text = textMemo.get(el);
  if (text === undefined) {
    text = normalizeSpace(el.textContent);
    textMemo.set(el, text);
  }
  return text;
};

/** "a, b, c, …" cut to a few items and characters: evidence stays short. */
export function listed(items: readonly string[], max = 4): string {
  const shown = items.filter(Boolean).slice(0, max).map((t) => (t.length > 40 ? `${t.slice(0, 39)}…` : t));
  return shown.join(', ') + (items.length > max ? ', …' : '');
}

/** listed() of the elements' texts, reading only as many texts as it shows (a footer has hundreds of links). */
export function listedTexts(els: readonly Element[], max = 4): string {
  const shown: string[] = [];
  for (let i = 0; i < els.length && shown.length < max; i++) {
    const text = textOf(els[i]);
    if (text) shown.push(text);
  }
  return listed(shown, max) + (els.length > max ? ', …' : '');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Class and id of an element and its first-level children as one lowercase string, for name hints. */
export function namesOf(el: Element): string {
  return `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`.toLowerCase();
}

/**
 * The page's elements with a class or id, in document order, with their names, and all the names
 * joined in one string. A block's named elements are one run of that list (descendants follow their
 * ancestor), and one test of the run's joined names tells whether any of them can match at all.
 */
interface NameIndex {
  els: Element[];
  /** The lowercased names joined by "\n"; starts[i] is where element i's names begin, starts[n] the end. */
  joined: string;
  starts: number[];
}

let nameIndexes = new WeakMap<Document, NameIndex>();
let runMemo = new Map<Element, [number, number]>();

/** Forget what was read so far: the page may have changed since (called once per gathering pass). */
export function beginGathering(): void {
  nameIndexes = new WeakMap();
  runMemo = new Map();
  textMemo = new Map();
}

const rawNamesOf = (el: Element): string => `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;

function nameIndexOf(body: HTMLElement): NameIndex {
  let index = nameIndexes.get(body.ownerDocument);
  if (index) return index;
  const found = body.querySelectorAll('[class], [id]');
  const els: Element[] = [body];
  const names: string[] = [rawNamesOf(body)];
  for (let i = 0; i < found.length; i++) {
    els.push(found[i]!);
    names.push(rawNamesOf(found[i]!));
  }
  const raw = names.join('\n');
  // One lowercasing of the whole string; per name only where that changes lengths (a few Unicode letters).
  let joined = raw.toLowerCase();
  const sameLengths = joined.length === raw.length;
  const lowered = sameLengths ? names : names.map((n) => n.toLowerCase());
  if (!sameLengths) joined = lowered.join('\n');
  const starts: number[] = [];
  let at = 0;
  for (const name of lowered) {
    starts.push(at);
    at += name.length + 1;
  }
  starts.push(at);
  index = { els, joined, starts };
  nameIndexes.set(body.ownerDocument, index);
  return index;
}

// Node.DOCUMENT_POSITION_PRECEDING, as a number: not every DOM has the global.
const PRECEDING = 2;

/** Where `root` and its named descendants sit in the index, [first, end): two binary searches, no walk. */
function runOf(root: Element, index: NameIndex): [number, number] {
  let run = runMemo.get(root);
  if (run) return run;
  const { els } = index;
  // First entry not before root in document order (root's ancestors count as before it).
  let lo = 0;
  let hi = els.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (root.compareDocumentPosition(els[mid]!) & PRECEDING) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  // The run ends at the first entry that root does not contain.
  hi = els.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (root.contains(els[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  run = [first, lo];
  runMemo.set(root, run);
  return run;
}

const nameAt = (index: NameIndex, i: number): string => index.joined.slice(index.starts[i], index.starts[i + 1]! - 1);

/**
 * Whether any class or id of `root` or its descendants, lowercased, matches `re`: one test of the
 * joined names. False means no `[class*="…"]` query for those words can find anything there.
 */
export function namesMention(root: Element, re: RegExp): boolean {
  const body = root.ownerDocument.body;
  if (!body || (root !== body && !body.contains(root))) return true;
  const index = nameIndexOf(body);
  const [first, end] = root === body ? [0, index.els.length] : runOf(root, index);
  return first < end && re.test(index.joined.slice(index.starts[first], index.starts[end]));
}

/** The elements of `root` (itself included) whose class or id matches `re`, at most `max`. */
export function byName(root: Element, re: RegExp, max = 50): Element[] {
  const body = root.ownerDocument.body;
  const out: Element[] = [];
  if (!body || (root !== body && !body.contains(root))) {
    const all = [root, ...Array.from(root.querySelectorAll('[class], [id]'))];
    for (const el of all) if (out.length < max && re.test(namesOf(el))) out.push(el);
    return out;
  }
  const index = nameIndexOf(body);
  const [first, end] = root === body ? [0, index.els.length] : runOf(root, index);
  if (first >= end || !re.test(index.joined.slice(index.starts[first], index.starts[end]))) return out;
  for (let i = first; i < end && out.length < max; i++) {
    const names = nameAt(index, i);
    if (names.length > 1 && re.test(names)) out.push(index.els[i]!);
  }
  return out;
}

export function isHidden(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0;
}
