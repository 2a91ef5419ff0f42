import { classTokens, landmarkOf, normalizeSpace, spacedText, tagOf } from './dom';
import { DEADLINE, RISK_REDUCER, SIGN_OFF } from './keywords';
import type { LayoutReader } from './layout';
import { PRICES } from './price';

/** The largest group of look-alike siblings in a block (cards, tiles, logos, list entries). */
export interface RepeatedGroup {
  count: number;
  withLink: number;
  /** Items with a link to another page (not a "#" anchor), same target or not. */
  withPageLink: number;
  /** Items that are links as a whole: most of their text is link text. */
  wholeLinks: number;
  /** Items with a photo whose title reads like a person's name ("Ada Lovelace"). */
  withPersonName: number;
  /** Distinct link targets that lead to another page (not "#" anchors). */
  distinctPageLinks: number;
  withImage: number;
  withHeading: number;
  withPrice: number;
  withDate: number;
  /** Items that open with a step number ("1.", "Step 2", "02 —") or are entries of an ordered list. */
  numbered: number;
  /** Mean characters of text per item. */
  meanText: number;
}

/** Facts about one block's content, gathered in one walk. Layout-free except image sizes. */
export interface BlockFeatures {
  tag: string;
  landmark: ReturnType<typeof landmarkOf>;
  /** Class/id words of the block itself. */
  ownTokens: Set<string>;
  /** Class/id words of its descendants (a few levels down, capped). */
  innerTokens: Set<string>;
  headings: string[];
  /** The block's h1 headlines; an h1 that is the site name linking home inside a bar of links is not one (see `logoH1`). */
  h1: number;
  /** The block's only h1s are links in a block made of links: the site's name in a menu, not a headline. */
  logoH1: boolean;
  /** Smallest heading level present (1–6), 7 when none. */
  topHeadingLevel: number;
  textLength: number;
  paragraphs: number;
  links: number;
  linkTextLength: number;
  fragmentLinks: number;
  pageLinks: number;
  buttons: number;
  buttonTexts: string[];
  /** Texts of short links (up to 30 characters), which often act as buttons. */
  linkTexts: string[];
  forms: number;
  textInputs: number;
  emailInputs: number;
  textareas: number;
  selects: number;
  fileInputs: number;
  images: number;
  /** Images no taller than a logo (≤ 120 px) and no wider than 300 px. */
  smallImages: number;
  /** Images at least 300 × 200 px: screenshots, photos, mockups. */
  largeImages: number;
  icons: number;
  videos: number;
  /** Muted autoplay loops without controls: a screen playing inside a mockup, not a video to watch. */
  ambientVideos: number;
  canvases: number;
  iframes: number;
  /** Embedded maps and links to a map service: where to find the place (directions, not the product). */
  maps: number;
  /** Text boxes that open with content already in them (a live code editor), not empty fields to fill in. */
  filledTextareas: number;
  blockquotes: number;
  quoteMarks: number;
  cites: number;
  stars: number;
  stats: number;
  prices: number;
  dates: number;
  tables: number;
  /** Table rows holding a data cell (not a row of headings alone). */
  tableDataRows: number;
  /** Table cells holding only a tick or a cross (a glyph, a word-free icon): a feature-by-product matrix. */
  tickCells: number;
  codeBlocks: number;
  details: number;
  articles: number;
  times: number;
  listItems: number;
  navs: number;
  /** Pictures of the product's interface: device or window frames (phone, laptop, browser, terminal) and screenshots. */
  interfaceShots: number;
  /** Counter widgets: elements whose text is only a number ("1,200+", "98%"). */
  counters: number;
  /** Discounts and sales ("30% off", "sale"): shop promotions. */
  discounts: number;
  /** Mentions of guarantees, returns, secure payment, certifications. */
  riskReducers: number;
  /** A countdown timer (by its class) or deadline wording ("sale ends in"): an offer that ends. */
  deadline: boolean;
  /** Headings, buttons, terms and summaries that end in a question mark. */
  questions: number;
  copyright: boolean;
  elementCount: number;
  repeated: RepeatedGroup;
  /** The block's whole text, single-spaced (open shadow roots included): the fact gatherers read it too. */
  fullText: string;
}

// A currency sign before or after the amount. Listed, not \p{Sc}: a case-insensitive unicode regex is
// about four times slower, and every block's text and every card is scanned.
// Adoption figures ("10,000+", "98%"); a percentage off is a discount, not a figure of adoption.
const STAT = /\b\d+(?:[.,]\d+)*\s?(?:\+|%(?!\s*(?:off|discount|rabatt|de descuento))|k\b|m\b|million|billion|thousand)|\b\d{1,3}(?:[,.]\d{3})+\b/gi;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const DATE = new RegExp(
  `\\b(?:${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|${MONTH}\\.?,?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}|(?:19|20)\\d{2}\\s?[-–]\\s?(?:19|20)\\d{2}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4})\\b`,
  'gi',
);
/** Two or three capitalised words: how names of people look in Latin scripts. */
export const PERSON_NAME = /^(?:[Dd]r\.? |M(?:r|s|rs)\.? )?\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}\.)?(?: \p{Lu}[\p{Ll}'’-]+){1,2}$/u;
/** Title-case words that name things, not people ("Login Page", "Home Equity Loans", "Project Name"). */
const THING_WORDS = new Set(
  'page pages product products service services plan plans project projects name loan loans home login profile landing feature features item items design app apps tool tools kit guide course courses category store shop team support pricing contact about blog news event events gallery studio solution solutions package office center centre'.split(' '),
);

export function looksLikeName(text: string): boolean {
  return PERSON_NAME.test(text) && !text.toLowerCase().split(/\s+/).some((w) => THING_WORDS.has(w));
}

/** A counter widget: the element's whole text is a number, maybe with a unit sign. */
export const COUNTER = /^[+~]?\d[\d.,\s]*(?:\+|%|k|m|k\+|m\+)?$/i;
const DISCOUNT = /\d+\s*%\s*(?:off|rabatt|de descuento)|\b(?:sale|save \d+|discount)\b/gi;
const STAR = /[★☆⭐]/g;
/** A cell that says yes or no by a mark alone. */
const TICK = /^[✓✔✅☑✗✘✕✖×❌—–-]$/u;
const QUESTION_HOLDERS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'button', 'summary', 'dt', 'strong', 'a', 'label']);
const ICON_CLASS = /(?:^|[\s_-])(?:fa|bi|icon|icofont|glyphicon|ti|lni|ion|mdi)(?:[\s_-]|$)/i;
const QUOTE_OPEN = /^\s*[“«„"'‘]/;
/** Class words of frames that hold a picture of an interface. */
const DEVICE_WORDS = new Set('mockup mockups iphone smartphone laptop macbook screenshot screenshots terminal term shell'.split(' '));
/** Cheap first test for DEVICE_WORDS: each word shows in the raw class and id ("term" also covers "terminal"). */
const DEVICE_HINT = /mockup|iphone|smartphone|laptop|macbook|screenshot|term|shell/i;
// What a class attribute says, as bits, worked out once per distinct class string (pages repeat them).
const ICON = 1;
const STAR_IN = 2;
const QUOTE_IN = 4;
const STAR_WORD = 8;
const DEVICE = 16;
const COUNTDOWN_CLASS = 32;
const hintMemo = new Map<string, number>();
function classHints(cls: string): number {
  let hints = hintMemo.get(cls);
  if (hints === undefined) {
    hints =
      (ICON_CLASS.test(cls) ? ICON : 0) |
      (/star/i.test(cls) ? STAR_IN : 0) |
      (/quote/i.test(cls) ? QUOTE_IN : 0) |
      (/\b(?:star|rating)\b/i.test(cls) ? STAR_WORD : 0) |
      (DEVICE_HINT.test(cls) ? DEVICE : 0) |
      (/countdown/i.test(cls) ? COUNTDOWN_CLASS : 0);
    if (hintMemo.size >= 4000) hintMemo.clear();
    hintMemo.set(cls, hints);
  }
  return hints;
}
/** Addresses of map services (an embedded map, a "get directions" link). */
const MAP_SERVICE = /(?:\bmaps?\.(?:google|apple|app\.goo)|google\.[a-z.]+\/maps|goo\.gl\/maps|openstreetmap\.org|bing\.com\/maps|\/maps\/embed|[?&]output=embed)/i;
/** Titles of embedded maps, in a few languages. */
const MAP_TITLE = /\b(?:map|mapa|carte|karte|mappa)\b/i;
/** Image names and alt texts of interface pictures. */
const SCREENSHOT = /screen[\s_-]?shot|mockup|dashboard/i;

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
}

function isButton(el: Element, tag: string, role: string | null): boolean {
  if (tag === 'button') return true;
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    return type === 'submit' || type === 'button';
  }
  if (role === 'button') return true;
  if (tag === 'a') {
    const cls = (el.getAttribute('class') ?? '').toLowerCase();
    return /\b(?:btn|button|cta)/.test(cls);
  }
  return false;
}

/** A link to another page: not an anchor, script, mail or phone link, nor a picture or file to view. */
function isPageLink(href: string): boolean {
  return (
    href.length > 0 &&
    !href.startsWith('#') &&
    !/^(?:javascript|mailto|tel):/i.test(href) &&
    !/\.(?:jpe?g|png|gif|webp|avif|svg|mp4|webm|pdf)(?:[?#].*)?$/i.test(href)
  );
}

/** Whether one of the item's short leaf texts (a title, a caption, a byline) reads like a person's name. */
function namesSomeone(item: Element): boolean {
  const leaves = item.querySelectorAll('h2, h3, h4, h5, h6, strong, b, cite, span, p, div, figcaption');
  let checked = 0;
  for (let i = 0; i < leaves.length && checked < 8; i++) {
    const leaf = leaves[i]!;
    if (leaf.childElementCount > 0) continue;
    const text = normalizeSpace(leaf.textContent);
    if (!text || text.length > 40) continue;
    checked++;
    if (looksLikeName(text.replace(/^[—–-]\s*/, '').replace(/,.*$/, ''))) return true;
  }
  return false;
}

function emptyGroup(): RepeatedGroup {
  return { count: 0, withLink: 0, withPageLink: 0, wholeLinks: 0, withPersonName: 0, distinctPageLinks: 0, withImage: 0, withHeading: 0, withPrice: 0, withDate: 0, numbered: 0, meanText: 0 };
}

/**
 * How much a group of look-alike siblings says about a block: more items count, and so do richer
 * items, so that three pricing plans outweigh the five bullet points inside one of them.
 */
export function groupValue(items: readonly Element[]): number {
  let size = 0;
  for (const item of items) size += item.getElementsByTagName('*').length;
  return items.length * Math.log2(2 + size / items.length);
}

/** Describes the most telling run of look-alike element siblings under `block`. */
interface ItemFacts {
  link: Element | null;
  linkText: number;
  photo: boolean;
  /** A photo or a background image (icons in SVG do not count). */
  pictured: boolean;
  titled: boolean;
  timed: boolean;
}

/** One walk over an item's descendants instead of a handful of querySelector calls. */
function itemFacts(item: Element): ItemFacts {
  const facts: ItemFacts = { link: null, linkText: 0, photo: false, pictured: false, titled: false, timed: false };
  const note = (el: Element) => {
    const tag = el.tagName.toUpperCase();
    switch (tag) {
      case 'A':
        if (!facts.link && el.hasAttribute('href')) facts.link = el;
        facts.linkText += (el.textContent ?? '').length;
        break;
      case 'IMG': case 'PICTURE': facts.photo = true; facts.pictured = true; break;
      case 'H1': case 'H2': case 'H3': case 'H4': case 'H5': case 'H6': case 'STRONG': case 'B': facts.titled = true; break;
      case 'TIME': facts.timed = true; break;
    }
    if (!facts.pictured && (el.getAttribute('style') ?? '').includes('background')) facts.pictured = true;
  };
  note(item);
  const all = item.getElementsByTagName('*');
  for (let i = 0; i < all.length; i++) note(all[i]!);
  return facts;
}

/** An item opening with its step number: "1. Tell us", "Step 2", "Schritt 3", "02 — Ship". */
const STEP_START = /^(?:(?:step|schritt|étape|etape|paso|passo|stap|krok)\s?\d{1,2}\b|0?\d{1,2}(?:[.):]|\s?[—–-])\s)/i;

/** Describes the largest run of look-alike element siblings under `block`. */
export function largestRepeatedGroup(block: Element, all: ArrayLike<Element>): RepeatedGroup {
  return describeGroup(largestRepeatedItems(block, all));
}

/** The largest run of look-alike element siblings under `block` (`all`: its descendants), richer runs first. */
export function largestRepeatedItems(block: Element, all: ArrayLike<Element>): Element[] {
  let best: Element[] = [];
  let bestValue = 0;
  const consider = (parent: Element) => {
    const n = parent.childElementCount;
    if (n < 3) return;
    // Look-alike siblings share tag and class; list items and table rows are one list whatever their
    // modifiers. Grouped by tag, then class, without building a key string per child.
    const byTag = new Map<string, Map<string, Element[]>>();
    const lists: Element[][] = [];
    for (let kid = parent.firstElementChild; kid; kid = kid.nextElementSibling) {
      const tag = kid.tagName;
      const cls = tag === 'LI' || tag === 'TR' ? '' : (kid.getAttribute('class') ?? '');
      let byClass = byTag.get(tag);
      if (!byClass) byTag.set(tag, (byClass = new Map()));
      const list = byClass.get(cls);
      if (list) list.push(kid);
      else {
        const fresh = [kid];
        byClass.set(cls, fresh);
        lists.push(fresh);
      }
    }
    for (const list of lists) {
      if (list.length < 3) continue;
      const value = groupValue(list);
      if (value > bestValue) {
        best = list;
        bestValue = value;
      }
    }
  };
  consider(block);
  for (let i = 0; i < all.length; i++) consider(all[i]!);
  return best;
}

/** The number an item opens with as an element of its own (a step badge), NaN when it opens otherwise. */
function badgeNumber(item: Element): number {
  const first = item.firstElementChild;
  if (!first || first.firstElementChild) return NaN;
  const t = (first.textContent ?? '').trim();
  return /^0?\d{1,2}$/.test(t) ? Number(t) : NaN;
}

/** What a group of look-alike items holds: links, pictures, titles, prices, dates, names, steps, text. */
export function describeGroup(best: readonly Element[]): RepeatedGroup {
  if (best.length === 0) return emptyGroup();
  const group = emptyGroup();
  group.count = best.length;
  const hrefs = new Set<string>();
  let text = 0;
  // Step numbers drawn as badges (a circle holding "1", then the title): counted when they run 1, 2, 3… in order.
  const badges: number[] = [];
  for (const item of best) {
    const facts = itemFacts(item);
    const href = facts.link?.getAttribute('href') ?? '';
    if (facts.link) group.withLink++;
    if (facts.pictured) group.withImage++;
    if (facts.titled) group.withHeading++;
    const t = normalizeSpace(spacedText(item));
    text += t.length;
    if (count(PRICES, t) > 0) group.withPrice++;
    else if (t.length < 600 && facts.photo && namesSomeone(item)) group.withPersonName++;
    if (isPageLink(href)) {
      hrefs.add(href);
      group.withPageLink++;
      if (t.length > 0 && facts.linkText >= t.length * 0.6) group.wholeLinks++;
    }
    if (facts.timed || count(DATE, t) > 0) group.withDate++;
    if (STEP_START.test(t) || (item.tagName === 'LI' && item.parentElement?.tagName === 'OL')) group.numbered++;
    else badges.push(badgeNumber(item));
  }
  if (group.numbered === 0 && badges.length >= 3 && badges.every((n, i) => n === badges[0]! + i && n <= 20)) group.numbered = badges.length;
  group.distinctPageLinks = hrefs.size;
  group.meanText = text / best.length;
  return group;
}

const TOKEN_DEPTH = 3;
const INNER_ELEMENT_CAP = 60;

/** Class words a few levels down (breadth first), from at most INNER_ELEMENT_CAP elements. */
function collectInnerTokens(block: Element): Set<string> {
  const tokens = new Set<string>();
  let level: Element[] = [];
  for (let kid = block.firstElementChild; kid; kid = kid.nextElementSibling) level.push(kid);
  let seen = 0;
  for (let depth = 0; depth < TOKEN_DEPTH && level.length > 0; depth++) {
    const next: Element[] = [];
    for (const el of level) {
      if (++seen > INNER_ELEMENT_CAP) return tokens;
      for (const t of classTokens(el)) tokens.add(t);
      for (let kid = el.firstElementChild; kid; kid = kid.nextElementSibling) next.push(kid);
    }
    level = next;
  }
  return tokens;
}

/**
 * The block's elements as an array (walked several times: an array is cheaper to index than a live
 * collection), plus those of the open shadow roots of the block and its descendants (web components).
 */
function withShadowContent(block: Element): { all: Element[]; shadow: boolean } {
  const light = block.getElementsByTagName('*');
  const n = light.length;
  const all: Element[] = new Array(n);
  for (let i = 0; i < n; i++) all[i] = light[i]!;
  let shadow = false;
  const addShadow = (host: Element) => {
    const root = host.shadowRoot;
    if (!root) return;
    shadow = true;
    const inner = root.querySelectorAll('*');
    for (let i = 0; i < inner.length; i++) {
      all.push(inner[i]!);
      addShadow(inner[i]!);
    }
  };
  addShadow(block);
  for (let i = 0; i < n; i++) if (all[i]!.shadowRoot) addShadow(all[i]!);
  return { all, shadow };
}

/** Where the text of a block with shadow content lives: the block itself and every shadow root's top elements. */
function shadowHosts(block: Element, all: ArrayLike<Element>): Element[] {
  const out: Element[] = [block];
  for (let i = 0; i < all.length; i++) {
    const root = all[i]!.shadowRoot;
    if (root) out.push(...Array.from(root.children));
  }
  if (block.shadowRoot) out.push(...Array.from(block.shadowRoot.children));
  return out;
}

/** Walks the block once and counts what the signals look at. */
export function extractFeatures(block: Element, layout: LayoutReader): BlockFeatures {
  const { all, shadow } = withShadowContent(block);
  const f: BlockFeatures = {
    tag: tagOf(block),
    landmark: landmarkOf(block),
    ownTokens: new Set(classTokens(block)),
    innerTokens: collectInnerTokens(block),
    headings: [],
    h1: 0,
    logoH1: false,
    topHeadingLevel: 7,
    textLength: 0,
    paragraphs: 0,
    links: 0,
    linkTextLength: 0,
    fragmentLinks: 0,
    pageLinks: 0,
    buttons: 0,
    buttonTexts: [],
    linkTexts: [],
    forms: 0,
    textInputs: 0,
    emailInputs: 0,
    textareas: 0,
    selects: 0,
    fileInputs: 0,
    images: 0,
    smallImages: 0,
    largeImages: 0,
    icons: 0,
    videos: 0,
    ambientVideos: 0,
    canvases: 0,
    iframes: 0,
    maps: 0,
    filledTextareas: 0,
    blockquotes: 0,
    quoteMarks: 0,
    cites: 0,
    stars: 0,
    stats: 0,
    prices: 0,
    dates: 0,
    tables: 0,
    tableDataRows: 0,
    tickCells: 0,
    codeBlocks: 0,
    details: 0,
    articles: 0,
    times: 0,
    listItems: 0,
    navs: 0,
    interfaceShots: 0,
    counters: 0,
    riskReducers: 0,
    deadline: false,
    discounts: 0,
    questions: 0,
    copyright: false,
    elementCount: all.length,
    repeated: emptyGroup(),
    fullText: '',
  };
  // The text first: reading it notes the elements that open with a quote mark, for the walk below.
  const quoteStarts = { test: QUOTE_OPEN, found: new Set<Element>() };
  const text = shadow ? shadowHosts(block, all).map((host) => spacedText(host, quoteStarts)).join(' ') : spacedText(block, quoteStarts);
  // Ids are few: the ones naming a device frame are found once, unless shadow content (which a
  // query does not reach) is part of the walk.
  const deviceIds = shadow ? null : new Set(Array.from(block.querySelectorAll('[id]')).filter((e) => DEVICE_HINT.test(e.id)));
  // One pass over the block's elements; `localName` is lowercase for HTML and SVG alike.
  // The element's text is read at most once, and only when a check needs it.
  let linkedH1s = 0;
  let textFor: Element | null = null;
  let ownText = '';
  let el: Element = block;
  const textOf = () => {
    if (textFor !== el) {
      textFor = el;
      ownText = el.textContent ?? '';
    }
    return ownText;
  };
  const visit = (current: Element, tag: string) => {
    el = current;
    switch (tag) {
      case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6': {
        const level = tag.charCodeAt(1) - 48;
        if (level === 1) {
          f.h1++;
          if (el.closest('a') !== null || el.querySelector('a') !== null) linkedH1s++;
        }
        if (level < f.topHeadingLevel) f.topHeadingLevel = level;
        if (f.headings.length < 12) {
          const text = normalizeSpace(textOf());
          if (text) f.headings.push(text);
        }
        break;
      }
      case 'p': f.paragraphs++; break;
      case 'a': {
        f.links++;
        const href = el.getAttribute('href') ?? '';
        if (href.startsWith('#')) f.fragmentLinks++;
        else if (isPageLink(href)) f.pageLinks++;
        if (MAP_SERVICE.test(href)) f.maps++;
        const linkText = normalizeSpace(textOf());
        f.linkTextLength += linkText.length;
        if (linkText && linkText.length <= 30 && f.linkTexts.length < 12) f.linkTexts.push(linkText);
        break;
      }
      case 'form': f.forms++; break;
      case 'input': {
        const type = (el.getAttribute('type') ?? 'text').toLowerCase();
        if (type === 'file') f.fileInputs++;
        if (type === 'email') { f.emailInputs++; f.textInputs++; }
        else if (type === 'text' || type === 'tel' || type === 'search' || type === 'number' || type === 'url') f.textInputs++;
        break;
      }
      case 'textarea':
        f.textareas++;
        if (textOf().trim().length >= 40) f.filledTextareas++;
        break;
      case 'select': f.selects++; break;
      case 'img': case 'picture': {
        if (tag === 'picture' && el.querySelector('img')) break;
        f.images++;
        if (f.interfaceShots < 20 && SCREENSHOT.test(`${el.getAttribute('alt') ?? ''} ${(el.getAttribute('src') ?? '').split('/').pop()}`)) f.interfaceShots++;
        // A broken image shows its alt text at some size that says nothing about what it was.
        const img = el as HTMLImageElement;
        if (tag === 'img' && layout.hasLayout && img.complete && img.naturalWidth === 0) break;
        const r = layout.pictureRect(el);
        if (r.height > 0 && r.height <= 120 && r.width <= 300) f.smallImages++;
        else if (r.width >= 300 && r.height >= 200) f.largeImages++;
        break;
      }
      case 'svg': {
        f.icons++;
        // A wide, short vector is a wordmark: the logo walls of many pages are inline SVG.
        const r = layout.pictureRect(el);
        if (r.height >= 16 && r.height <= 120 && r.width >= r.height * 1.8 && r.width <= 300) f.smallImages++;
        break;
      }
      case 'i': f.icons++; break;
      case 'video': {
        f.videos++;
        if (el.hasAttribute('autoplay') && el.hasAttribute('muted') && !el.hasAttribute('controls')) f.ambientVideos++;
        break;
      }
      case 'canvas':
        // A canvas no pointer can reach (pointer-events: none) is moving decoration, not a product to try.
        if (!layout.inert(el)) f.canvases++;
        break;
      case 'iframe': {
        f.iframes++;
        const src = el.getAttribute('src') ?? '';
        if (/youtube|vimeo|wistia|loom|video/i.test(src)) f.videos++;
        else if (MAP_SERVICE.test(src) || MAP_TITLE.test(`${el.getAttribute('title') ?? ''} ${el.getAttribute('aria-label') ?? ''}`)) f.maps++;
        break;
      }
      case 'blockquote': case 'q':
        f.blockquotes++;
        if (f.quoteMarks < 20 && QUOTE_OPEN.test(textOf())) f.quoteMarks++;
        break;
      case 'cite': case 'figcaption': f.cites++; break;
      case 'table': f.tables++; break;
      case 'tr': if (el.querySelector('td')) f.tableDataRows++; break;
      case 'td': {
        if (f.tickCells >= 60) break;
        const t = normalizeSpace(textOf());
        if (TICK.test(t) || (t === '' && el.querySelector('svg, img, i') !== null)) f.tickCells++;
        break;
      }
      case 'pre': f.codeBlocks++; break;
      case 'details': f.details++; break;
      case 'article': f.articles++; break;
      case 'time': f.times++; break;
      case 'li': f.listItems++; break;
      case 'nav': f.navs++; break;
    }
    const role = el.getAttribute('role');
    if (role === 'navigation' && tag !== 'nav') f.navs++;
    if (isButton(el, tag, role)) {
      f.buttons++;
      if (f.buttonTexts.length < 8) {
        const text = normalizeSpace(textOf()) || (el.getAttribute('value') ?? '');
        if (text) f.buttonTexts.push(text);
      }
    }
    const cls = el.getAttribute('class');
    const hints = cls ? classHints(cls) : 0;
    const deviceNamed = (hints & DEVICE) !== 0 || (deviceIds ? deviceIds.has(el) : DEVICE_HINT.test(el.id));
    if (deviceNamed && f.interfaceShots < 20 && el !== block && classTokens(el).some((t) => DEVICE_WORDS.has(t)) && el.querySelector('img, picture, video, canvas, code, pre, svg') !== null) {
      // One frame counts once: skip frames nested in a frame already counted.
      const parentTokens = el.parentElement && el.parentElement !== block ? classTokens(el.parentElement) : [];
      if (!parentTokens.some((t) => DEVICE_WORDS.has(t))) f.interfaceShots++;
    }
    if (hints) {
      if (tag !== 'a' && tag !== 'div' && hints & ICON) {
        if (tag !== 'svg' && tag !== 'i') f.icons++;
        if (hints & STAR_IN) f.stars++;
        if (hints & QUOTE_IN) f.quoteMarks++;
      } else if (hints & STAR_WORD) f.stars++;
      if (hints & COUNTDOWN_CLASS) f.deadline = true;
    }
    // A quotation in any element: its first text starts with a quote mark.
    const first = el.firstChild;
    if (tag !== 'blockquote' && tag !== 'q' && f.quoteMarks < 20 && quoteStarts.found.has(el)) {
      if (textOf().length > 30) f.quoteMarks++;
    }
    if (el.childElementCount === 0 && first) {
      // A leaf of one text node is that node's text: no textContent string to build.
      const own = (first.nodeType === 3 && first === el.lastChild ? (first as Text).data : textOf()).trim();
      if (own.length > 1 && own.length < 14 && !own.startsWith('0') && COUNTER.test(own)) f.counters++;
    }
    if (QUESTION_HOLDERS.has(tag) && /[?？]\s*$/.test(textOf())) f.questions++;
  };
  // The block itself counts as landmark and button, not as content: a layout table is no data table.
  if (f.tag !== 'table' && f.tag !== 'pre') visit(block, f.tag);
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    visit(el, el.localName);
  }
  f.fullText = normalizeSpace(text);
  f.textLength = f.fullText.length;
  // The site's name as a linked h1 in a bar or column of links (a logo): the page's headline is elsewhere.
  if (f.h1 > 0 && linkedH1s === f.h1 && f.links >= 4 && f.linkTextLength >= f.textLength * 0.6 && f.paragraphs === 0) {
    f.logoH1 = true;
    f.h1 = 0;
  }
  // Counted in the single-spaced text: shorter to scan than the raw one, whose indentation can double it.
  f.copyright = SIGN_OFF.test(f.fullText);
  f.stars += count(STAR, f.fullText);
  f.stats = count(STAT, f.fullText);
  f.prices = count(PRICES, f.fullText);
  f.dates = count(DATE, f.fullText);
  f.riskReducers = count(RISK_REDUCER, f.fullText);
  f.discounts = count(DISCOUNT, f.fullText);
  f.deadline ||= DEADLINE.test(f.fullText);
  f.repeated = largestRepeatedGroup(block, all);
  return f;
}
