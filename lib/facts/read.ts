import { DOCUMENT_POSITION_PRECEDING, normalizeSpace, spacedText } from '../sections/dom';
import type { RepeatedGroup } from '../sections/features';
import type { BlockReading } from '../sections/types';
import { lineText } from '../sections/line-text';
import { beginVisibility } from './visible';

/** What gatherers share about one block, read once. */
export interface Block {
  el: Element;
  /** Spaced visible-ish text, single spaces. */
  text: string;
  lower: string;
  /** The classifier's largest group of look-alike siblings, when it read the block in this pass. */
  repeated?: RepeatedGroup;
  /** Site chrome (the classifier's `global`): a header bar, a side menu, a footer. */
  chrome?: boolean;
}

/** The block as gatherers see it; `reading` is what the classifier read of it just before, when it did. */
export function readBlock(el: Element, reading?: BlockReading, chrome = false): Block {
  const text = reading?.text ?? normalizeSpace(spacedText(el));
  return { el, text, lower: text.toLowerCase(), repeated: reading?.repeated, chrome };
}

// Gatherers read the same headings, cards and links again and again: each element's text once per pass.
let textMemo = new Map<Element, string>();
// Whether an element's own text runs as a sentence, once per parent per pass (links share their parent).
let sentenceMemo = new Map<Element, boolean>();

/**
 * A link inside a sentence: its parent's own words run around it ("read the <a>release notes</a>, or study…"),
 * three words or more. Such a link is a word of the copy: not a tile, a button or a card's way on.
 */
export function inSentence(a: Element): boolean {
  const parent = a.parentElement;
  if (!parent) return false;
  let known = sentenceMemo.get(parent);
  if (known === undefined) {
    let words = 0;
    for (let node = parent.firstChild; node && words < 3; node = node.nextSibling) {
      if (node.nodeType === 3) words += (node.textContent ?? '').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
    }
    known = words >= 3;
    sentenceMemo.set(parent, known);
  }
  return known;
}

/** The file a picture shows, without its folder, query or fragment ("shape-1.svg"); '' without a source. */
export const fileOf = (img: Element): string => (img.getAttribute('src') ?? '').split(/[?#]/)[0]!.split('/').pop() ?? '';

export const textOf = (el: Element | null | undefined): string => {
  if (!el) return '';
  let text = textMemo.get(el);
  if (text === undefined) {
    text = normalizeSpace(lineText(el));
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

/** Class and id of an element as one lowercase string, for name hints. */
export function namesOf(el: Element): string {
  return rawNamesOf(el).toLowerCase();
}

const rawNamesOf = (el: Element): string => `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;

/**
 * The page's elements with a class or id, in document order, and all their names, lowercased, joined
 * in one string. A block's named elements are one run of that list (descendants follow their
 * ancestor), and one test of the run's joined names tells whether any of them can match at all.
 */
interface NameIndex {
  els: Element[];
  /** Where each of `els` is in it. */
  positions: Map<Element, number>;
  /** The lowercased names joined by "\n"; starts[i] is where element i's names begin, starts[n] the end. */
  joined: string;
  starts: number[];
}

let nameIndexes = new WeakMap<Document, NameIndex>();
let runMemo = new Map<Element, NamedRun>();

/** Forget what was read so far: the page may have changed since (called once per gathering pass). */
export function beginGathering(): void {
  nameIndexes = new WeakMap();
  runMemo = new Map();
  textMemo = new Map();
  sentenceMemo = new Map();
  beginVisibility();
}

function nameIndexOf(body: HTMLElement): NameIndex {
  let index = nameIndexes.get(body.ownerDocument);
  if (index) return index;
  const found = body.querySelectorAll('[class], [id]');
  const els: Element[] = [body];
  const positions = new Map<Element, number>([[body, 0]]);
  const names: string[] = [rawNamesOf(body)];
  for (let i = 0; i < found.length; i++) {
    els.push(found[i]!);
    positions.set(found[i]!, i + 1);
    names.push(rawNamesOf(found[i]!));
  }
  const raw = names.join('\n');
  // One lowercasing of the whole string; per name only where that changes lengths (a few Unicode letters).
  let joined = raw.toLowerCase();
  const lowered = joined.length === raw.length ? names : names.map((n) => n.toLowerCase());
  if (lowered !== names) joined = lowered.join('\n');
  const starts: number[] = [];
  let at = 0;
  for (const name of lowered) {
    starts.push(at);
    at += name.length + 1;
  }
  starts.push(at);
  index = { els, positions, joined, starts };
  nameIndexes.set(body.ownerDocument, index);
  return index;
}

/** `root` and its named descendants in the page's index: entries [first, end) and their joined names. */
interface NamedRun {
  index: NameIndex;
  first: number;
  end: number;
  joined: string;
}

/**
 * Two binary searches over entries in document order: the first not before `root`, then the first it does not contain.
 * A named root is the first of its own run: looked up, not searched for (each comparison of document positions costs).
 */
function runBounds(root: Element, { els, positions }: NameIndex): [number, number] {
  const known = positions.get(root);
  let lo = known ?? 0;
  let hi = known ?? els.length;
  // Root's ancestors count as before it.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (root.compareDocumentPosition(els[mid]!) & DOCUMENT_POSITION_PRECEDING) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
  hi = els.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (root.contains(els[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}

/**
 * The run of `root` (two binary searches over the index, no walk), or null when `root` is outside
 * the page's body and so not indexed.
 */
function namedRun(root: Element): NamedRun | null {
  let run = runMemo.get(root);
  if (run) return run;
  const body = root.ownerDocument.body;
  if (!body || (root !== body && !body.contains(root))) return null;
  const index = nameIndexOf(body);
  const [first, end] = root === body ? [0, index.els.length] : runBounds(root, index);
  run = { index, first, end, joined: index.joined.slice(index.starts[first], index.starts[end]) };
  runMemo.set(root, run);
  return run;
}

/**
 * Whether any class or id of `root` or its descendants, lowercased, matches `re`: one test of the
 * joined names. False means no `[class*="…"]` query for those words can find anything there.
 */
export function namesMention(root: Element, re: RegExp): boolean {
  const run = namedRun(root);
  return !run || re.test(run.joined);
}

/** The elements of `root` (itself included) whose class or id matches `re`, at most `max`. */
export function byName(root: Element, re: RegExp, max = 50): Element[] {
  const out: Element[] = [];
  const run = namedRun(root);
  if (!run) {
    for (const el of [root, ...Array.from(root.querySelectorAll('[class], [id]'))]) if (out.length < max && re.test(namesOf(el))) out.push(el);
    return out;
  }
  if (!re.test(run.joined)) return out;
  const { index } = run;
  for (let i = run.first; i < run.end && out.length < max; i++) {
    const names = index.joined.slice(index.starts[i], index.starts[i + 1]! - 1);
    if (names.length > 1 && re.test(names)) out.push(index.els[i]!);
  }
  return out;
}

export function isHidden(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0;
}
