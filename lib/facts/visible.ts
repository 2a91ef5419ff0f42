/**
 * What a visitor sees on load: gatherers count only elements that are rendered, not transparent,
 * not pushed off the canvas, and not inside a closed dialog or a hidden subtree. Styles are read
 * once per element and pass (ancestors are shared by many elements, so their answers are memoized).
 */
let shown = new Map<Element, boolean>();
// Gatherers ask about the same buttons, pictures and links again and again: each answer once per pass.
let visible = new Map<Element, boolean>();
let rects = new Map<Element, DOMRect>();
let styles = new Map<Element, CSSStyleDeclaration>();
let firstH1 = new Map<Document, Element | null>();
let laidOut = new Map<Document, boolean>();

function hasLayout(doc: Document): boolean {
  let known = laidOut.get(doc);
  if (known === undefined) {
    const r = doc.documentElement.getBoundingClientRect();
    known = r.width > 0 || r.height > 0;
    laidOut.set(doc, known);
  }
  return known;
}

/** Forget what was read: called at the start of each gathering pass. */
export function beginVisibility(): void {
  shown = new Map();
  visible = new Map();
  rects = new Map();
  styles = new Map();
  firstH1 = new Map();
  laidOut = new Map();
}

/**
 * The element's rendered box (viewport coordinates), read once per pass: a picture's or a button's box is
 * asked for by several gatherers, and each read of an inline vector's box costs. Read-only, like the page.
 */
export function rectOf(el: Element): DOMRect {
  let r = rects.get(el);
  if (!r) {
    r = el.getBoundingClientRect();
    rects.set(el, r);
  }
  return r;
}

/**
 * The element's computed style, one declaration per element and pass: gatherers read the same buttons, links and their
 * ancestors. The declaration is live, so each property read still costs: read the cheap-to-decide ones first.
 */
export function styleOf(el: Element, view: Window): CSSStyleDeclaration {
  let s = styles.get(el);
  if (!s) {
    s = view.getComputedStyle(el);
    styles.set(el, s);
  }
  return s;
}

/** The page's first visible h1 (once per pass). */
export function firstVisibleH1(doc: Document): Element | null {
  if (!firstH1.has(doc)) firstH1.set(doc, Array.from(doc.getElementsByTagName('h1')).slice(0, 12).find(isVisible) ?? null);
  return firstH1.get(doc)!;
}

/**
 * An entrance animation under way (a fade or slide-in that has not started or finished): the visitor
 * sees the element a moment after load, so its passing transparency does not hide it. Endless
 * animations (pulses, blinking) say nothing about the state they settle in.
 */
function arriving(el: Element): boolean {
  if (typeof el.getAnimations !== 'function') return false;
  return el.getAnimations().some((a) => {
    const effect = a.effect as KeyframeEffect | null;
    if (!effect || a.playState === 'finished' || !Number.isFinite(Number(effect.getComputedTiming().endTime))) return false;
    // A fade-out (a preloader leaving) ends transparent: that one is on its way out.
    const frames = typeof effect.getKeyframes === 'function' ? effect.getKeyframes() : [];
    const end = frames[frames.length - 1]?.opacity;
    return end === undefined || end === null || parseFloat(String(end)) >= 0.05;
  });
}

/**
 * Content that fades in as the visitor scrolls to it: transparent below the first screen, with a
 * transition of its opacity waiting for a script to start it. The visitor who scrolls there sees it;
 * a menu or dialog on the first screen that is transparent stays unseen until opened.
 */
function revealedOnScroll(el: Element, s: CSSStyleDeclaration): boolean {
  // A scroll-reveal library's mark (AOS, sal.js, WOW.js…) says so whatever the transition reads before the library sets it.
  const marked = el.matches(REVEAL_MARKS);
  if (!marked && (!/\b(?:opacity|all)\b/.test(s.transitionProperty) || !s.transitionDuration.split(',').some((d) => parseFloat(d) > 0))) return false;
  const view = el.ownerDocument.defaultView;
  if (!view || !hasLayout(el.ownerDocument)) return false;
  if (rectOf(el).top + view.scrollY >= view.innerHeight * 0.9) return true;
  // On the first screen, a block in the flow of the page (a hero's copy waiting for its entrance script) is content
  // the visitor sees once the script runs; a menu, dropdown or dialog lies over the page, positioned, until opened.
  return (s.position === 'static' || s.position === 'relative') && el.closest(OPENED_ON_DEMAND) === null;
}

/** Attributes and classes scroll-reveal libraries put on what they fade in. */
const REVEAL_MARKS = '[data-aos], [data-sal], [data-scroll-reveal], [data-animate], [data-animation], .wow, .reveal-on-scroll';

/** Where a transparent box is waiting to be opened, not to arrive. */
const OPENED_ON_DEMAND = 'nav, header, dialog, [role="dialog"], [role="menu"], [role="listbox"], [aria-modal], [aria-expanded], [class*="dropdown"], [class*="modal"], [class*="popup"], [class*="menu"]';

/**
 * A box folded shut: scaled to nothing (a dropdown waiting for hover, `transform: scale(0)`), or clipping
 * its content to no height or width (`max-height: 0; overflow: hidden`). What is inside is not seen.
 */
function collapsed(el: Element, s: CSSStyleDeclaration): boolean {
  const laid = hasLayout(el.ownerDocument);
  // With layout, a box scaled to nothing gives its contents no box either, and the element asked about
  // was found boxless before its ancestors were read: the transform (the costliest property to read) is read only without layout.
  if (!laid && s.transform.startsWith('matrix(')) {
    const m = s.transform.slice(7, -1).split(',').map(Number);
    if (Math.abs(m[0] ?? 1) < 0.01 || Math.abs(m[3] ?? 1) < 0.01) return true;
  }
  // A box without element children has nothing to clip: its overflow is not worth reading. Nor is the overflow of a box
  // whose size is known already (the element asked about) and is no sliver.
  if (!laid || el.firstElementChild === null) return false;
  const known = rects.get(el);
  if (known && known.height >= 2 && known.width >= 2) return false;
  if (s.overflowX === 'visible' && s.overflowY === 'visible') return false;
  const r = known ?? rectOf(el);
  return r.height < 2 || r.width < 2;
}

const SHOWN_OPTIONS = { opacityProperty: true, visibilityProperty: true };

/** Whether the element itself and its ancestors let it show (display, visibility, opacity, closed dialog, hidden). */
function chainShows(el: Element): boolean {
  const memo = shown.get(el);
  if (memo !== undefined) return memo;
  let ok = !(el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || (el.localName === 'dialog' && !el.hasAttribute('open')));
  // The ancestors first (their answers are shared by siblings): inside a hidden menu no element's own styles are read.
  const parent = el.parentElement;
  if (ok && parent && parent !== el.ownerDocument.body) ok = chainShows(parent);
  const view = el.ownerDocument.defaultView;
  if (ok && view) {
    // Each read of a computed style property costs (the transform most): each is read at most once. One native call
    // answers display, visibility and opacity at once where the browser has it; only a box it finds unseen is read
    // property by property (an entrance or scroll-reveal fade may still bring it in).
    const s = styleOf(el, view);
    if (hasLayout(el.ownerDocument) && typeof el.checkVisibility === 'function' && el.checkVisibility(SHOWN_OPTIONS)) ok = !collapsed(el, s);
    else {
      const visibility = s.visibility;
      if (s.display === 'none' || visibility === 'hidden' || visibility === 'collapse') ok = false;
      else if (parseFloat(s.opacity) < 0.05 && !arriving(el) && !revealedOnScroll(el, s)) ok = false;
      else if (collapsed(el, s)) ok = false;
    }
  }
  shown.set(el, ok);
  return ok;
}

/**
 * A visitor can see the element on load: it has a box, lies at least partly within the page's width
 * (off-canvas drawers sit beyond it), and nothing up its tree hides it.
 */
export function isVisible(el: Element): boolean {
  let known = visible.get(el);
  if (known === undefined) {
    known = readVisible(el);
    visible.set(el, known);
  }
  return known;
}

function readVisible(el: Element): boolean {
  // A document without layout (a DOM built for tests or a detached parse) has no boxes to judge by: styles only.
  if (!hasLayout(el.ownerDocument)) return chainShows(el);
  const view = el.ownerDocument.defaultView;
  const r = rectOf(el);
  if (r.width < 1 || r.height < 1) {
    // An inline wrapper with no box of its own (display: contents) still shows its children.
    if (!(r.width === 0 && r.height === 0 && el.firstElementChild && view && styleOf(el, view).display === 'contents')) return false;
  }
  const width = view ? view.innerWidth : 0;
  if (width && (r.right <= 0 || r.left >= width)) return false;
  if (view && r.bottom + view.scrollY <= 0) return false;
  return chainShows(el);
}

/** The visible ones of `els`. */
export const visibleOnly = <T extends Element>(els: Iterable<T>): T[] => Array.from(els).filter(isVisible);

/** The element starts on the page's first screen (its upper half): a header bar or a menu beside the opening. */
export function atPageTop(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  if (!view || !hasLayout(el.ownerDocument)) return false;
  const r = rectOf(el);
  return (r.width > 0 || r.height > 0) && r.top + view.scrollY < view.innerHeight * 0.5;
}
