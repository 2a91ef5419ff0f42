/** Small DOM helpers shared by segmentation and features. Read-only: nothing here writes to the page. */

/** Elements the extension's own overlay marks with this attribute are ignored by classify and observe. */
export const OVERLAY_ATTRIBUTE = 'data-uplift-lens';

// By localName (lowercase for HTML and SVG alike), which costs less to read than an uppercased tagName.
const NEVER_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta', 'br', 'hr', 'wbr', 'title', 'head', 'base']);

export function isNeverContent(el: Element): boolean {
  return NEVER_CONTENT.has(el.localName) || el.hasAttribute(OVERLAY_ATTRIBUTE);
}

export function tagOf(el: Element): string {
  return el.tagName.toLowerCase();
}

const tokenMemo = new Map<string, string[]>();
const TOKEN_MEMO_LIMIT = 4000;

/** Splits class and id into lowercase words: "section-testimonials__item heroBanner" → section testimonials item hero banner. */
export function classTokens(el: Element): string[] {
  const cls = el.getAttribute('class');
  const id = el.getAttribute('id');
  // Most elements have no id: their class string, as the attribute gives it, is the key (no joined string to build and hash).
  if (!id) return cls ? tokensOf(cls) : [];
  return tokensOf(cls ? `${cls} ${id}` : id);
}

/** The words of a class or id string. Pages repeat the same class strings many times: each is split once. */
function tokensOf(raw: string): string[] {
  let tokens = tokenMemo.get(raw);
  if (!tokens) {
    tokens = raw
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((t) => t.length > 1);
    if (tokenMemo.size >= TOKEN_MEMO_LIMIT) tokenMemo.clear();
    tokenMemo.set(raw, tokens);
  }
  return tokens;
}

// NodeFilter and Node constants as numbers: not every DOM (happy-dom in tests) has the globals.
export const SHOW_TEXT = 4;
export const SHOW_CDATA_SECTION = 8;
export const DOCUMENT_POSITION_PRECEDING = 2;
export const DOCUMENT_POSITION_FOLLOWING = 4;

/**
 * The visible-ish text of an element with a space between text nodes ("10,000+ teams" and "98%"
 * in sibling elements stay two phrases, unlike `textContent`), without script or style bodies.
 */
export function spacedText(el: Element, firstTexts?: { test: RegExp; found: Set<Element> }): string {
  const walker = el.ownerDocument.createTreeWalker(el, SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const tag = parent?.localName;
    if (tag !== undefined && NEVER_CONTENT.has(tag)) continue;
    // A closed list shows its chosen entry only: the other options are read when it is opened, not on the page.
    if (tag === 'option' && !(parent as HTMLOptionElement).selected && parent!.previousElementSibling !== null) continue;
    const data = (node as Text).data;
    parts.push(data);
    // Elements whose first child is a text matching `test`, noted while the text is at hand.
    if (firstTexts && parent && firstTexts.test.test(data) && node.previousSibling === null) firstTexts.found.add(parent);
  }
  return parts.join(' ');
}

// Runs of whitespace, and single whitespace characters other than a plain space: what \s+ → ' '
// changes, without rewriting every single space between words.
const SPACE_TO_COLLAPSE = /\s{2,}|(?! )\s/g;

export function normalizeSpace(text: string | null | undefined): string {
  return (text ?? '').replace(SPACE_TO_COLLAPSE, ' ').trim();
}

const SECTION_LIKE = new Set(['section', 'header', 'footer', 'nav', 'aside', 'main']);
const LANDMARK_ROLES = new Set(['banner', 'contentinfo', 'navigation', 'main', 'region', 'complementary', 'search']);

/** Sectioning elements and landmark roles: the page's own statement of where its blocks are. */
export function isSectionLike(el: Element): boolean {
  if (SECTION_LIKE.has(tagOf(el))) return true;
  const role = el.getAttribute('role');
  return role !== null && LANDMARK_ROLES.has(role);
}

export function landmarkOf(el: Element): 'nav' | 'header' | 'footer' | 'aside' | 'main' | 'section' | null {
  const role = el.getAttribute('role');
  if (role === 'navigation') return 'nav';
  if (role === 'banner') return 'header';
  if (role === 'contentinfo') return 'footer';
  if (role === 'complementary') return 'aside';
  if (role === 'main') return 'main';
  const tag = tagOf(el);
  if (tag === 'nav' || tag === 'header' || tag === 'footer' || tag === 'aside' || tag === 'main' || tag === 'section') return tag;
  return null;
}
