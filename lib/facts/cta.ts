import { classTokens } from '../sections/dom';
import { fileOf, listed, namesOf, textOf, type Block } from './read';
import { menuCopies } from './menu-copies';
import { inDemo } from './code-samples';
import { leadsElsewhere, marksCurrentPage, noTarget, placeholderTarget, toStartPage } from './links';
import { isVisible, rectOf, styleOf } from './visible';
import type { SectionFact } from './types';

/** Labels that say nothing about what follows the click (UX writing's usual list). */
// "Send message" under a contact form says what happens (three blind reviewers, stop 40); "Send" alone does not.
export const GENERIC_COPY = /^(?:submit|send|learn more|read more|find out more|tell me more|know more|know about us|see more|view more|discover more|more info|click here|more|go|continue|details|weiter|mehr|mehr erfahren|mehr lesen|weiterlesen|absenden|envoyer|en savoir plus|voir plus|lire la suite|enviar|ver más|ver mas|saber más|leer más|más información|ver mais|saiba mais|leia mais|mais informações|scopri di più|leggi di più|invia|lees meer|meer info|meer informatie|bekijk meer|verstuur|verzenden)[.!]?$/i;
/** A label that says nothing of what the click does; an arrow after the words ("Learn more →") decorates it. */
export const isGenericLabel = (label: string): boolean => GENERIC_COPY.test(label.replace(/[\s→›»>↗⟶➜➔]+$/u, ''));
/** Slider, dialog and menu controls: whole labels, so "Google Play" or "Play Store" stay calls to action. */
const NOT_A_CTA = /^(?:prev|previous|next|close|menu|toggle(?: navigation)?|play|pause|dot|[‹›«»<>×✕]|.*\bslide\b.*)$/i;
/** An icon-font ligature shown as text ("more_vert", "expand_more"): an icon, not a label. */
const LIGATURE = /^[a-z]+(?:_[a-z]+)+$/;
const SOCIAL_NAME = /^(?:twitter|x|facebook|linkedin|instagram|youtube|tiktok|pinterest|github|dribbble|behance|threads|mastodon|whatsapp|telegram)$/i;
/** A repository is an open-source project's product ("View on GitHub"), not its owner's profile. */
const REPOSITORY = /\/\/(?:www\.)?(?:github|gitlab)\.com\/[^/?#\s]+\/[^/?#\s]+/i;
/** Profile links of social networks: icons beside a name, not calls to action. */
const SOCIAL = /(?:^|\.|\/\/)(?:twitter|x|facebook|linkedin|instagram|youtube|tiktok|pinterest|github|dribbble|behance|threads|mastodon)\.(?:com|social|net)\b|\b(?:twitter|facebook|linkedin|instagram|youtube|tiktok|pinterest|github|dribbble) (?:profile|page|account)\b/i;

/**
 * A link to a social profile, by its words or its address: an icon beside a name, not a call to action. "GitHub" on a
 * button to the project's own repository is an open-source project's call to action.
 */
const socialLink = (text: string, href: string): boolean => SOCIAL.test(text) || ((SOCIAL_NAME.test(text) || SOCIAL.test(href)) && !REPOSITORY.test(href));

/** A picture named as the site's logo or brand mark. */
const LOGO_NAMED = /logo|brand/i;
/** What a picture button asks for: a store's badge, a payment or donation, a download, an order. */
const ASKS = /app[\s_-]?store|google[\s_-]?play|play\.google|apps\.apple|itunes|get[\s_-]it[\s_-]on|available[\s_-]on|download|pay[\s_-]?pal|apple[\s_-]?pay|google[\s_-]?pay|buy|checkout|donat|order|subscribe|book|kaufen|acheter|comprar|acquista|bestel/i;

/** A media control ("Play booking call", "▶ Listen"): it plays a sample on the page, it asks for nothing (a game's "Play now" does). */
const MEDIA_CONTROL = /^(?:[▶►⏵]\s*)?(?:play|pause|listen|hear|abspielen|anhören|écouter|escuchar|reproducir|ascolta|riproduci|afspelen|luister|ouvir|reproduzir)\b(?!\s+(?:now|free|for free|online|today)\b)/i;

/** A position in a pager: "1 of 3", "Slide 2 de 5", "3 / 6"; or a slider's step: "Previous screenshot", "Next slide". */
const PAGER = /\b\d+\s?(?:of|de|von|sur|di|\/)\s?\d+\b|^(?:previous|prev|next|vorherige[sr]?|nächste[sr]?|précédent|suivant|anterior|siguiente|precedente|successivo|vorige|volgende)\b(?:\s+(?:slide|image|photo|picture|screenshot|item|testimonial|review|page)s?)?$/i;
const tiny = (el: Element): boolean => {
  const r = rectOf(el);
  return r.width > 0 && r.width * r.height < 24 * 24;
};

/** A control that folds and unfolds a panel (an FAQ's question): marked for screen readers or by Bootstrap's collapse attributes. */
export const FOLD_TOGGLE = '[aria-expanded], [data-bs-toggle="collapse"], [data-toggle="collapse"]';
/** Accordion toggles, summaries and tab lists: the links and buttons inside them are no calls to action. */
const NOT_CTA_HOLDER = `summary, [role="tablist"], ${FOLD_TOGGLE}`;
/** Menus: only a filled button in them is a call to action ("Sign up" beside the links), never a menu link. */
const MENU = 'nav, [role="navigation"]';
const NO_COPIES: ReadonlySet<Element> = new Set();

type Rgba = [number, number, number, number];
const TRANSPARENT: Rgba = [0, 0, 0, 0];
/** A CSS colour as red, green, blue and alpha; null when it is none (a gradient without a colour, a keyword). */
export function rgba(css: string): Rgba | null {
  // Most boxes have no fill: their colour is not parsed.
  if (css === 'rgba(0, 0, 0, 0)') return TRANSPARENT;
  const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/.exec(css);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
}
const distance = (a: Rgba, b: Rgba) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** A box with no paint of its own (no fill, gradient, picture or frame), or only the browser's own grey bevelled button. */
function unpainted(style: CSSStyleDeclaration): boolean {
  if (style.backgroundImage !== 'none') return false;
  if (style.borderTopStyle === 'outset' || style.borderTopStyle === 'inset') return true;
  const bg = rgba(style.backgroundColor);
  return !(bg && bg[3] > 0.05) && !(parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none');
}

/** A colour utility strong enough to be a button's fill: Tailwind's 300–950 shades, black, a theme colour, a gradient. */
const FILL_CLASS = /^(?:bg-(?:(?:red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|grey|zinc|neutral|stone|primary|secondary|accent|brand)-(?:[3-9]00|950)|black|primary|secondary|accent|brand|gradient-to-[a-z]+)|btn-(?:primary|secondary|success|danger|warning|info|dark|accent|brand|cta)|is-(?:primary|success|danger|info|link|dark|warning))$/;
const OUTLINE_CLASS = /^(?:btn-outline(?:-[a-z]+)?|is-outlined|border(?:-[248])?)$/;
const PADDING_CLASS = /^(?:p|px|py)-(?:[2-9]|1[0-6])(?:\.5)?$/;

interface ClassIntent {
  filled: boolean;
  outlined: boolean;
  button: boolean;
}
const intentMemo = new Map<string, ClassIntent | null>();
const INTENT_MEMO_LIMIT = 2000;

/**
 * What a link's or button's classes make of it in Bootstrap's, Bulma's and Tailwind's words, when the style sheet
 * that would paint it did not load (a saved copy whose framework came from a CDN): a filled button ("bg-indigo-600
 * px-6 py-3", "btn btn-primary"), an outlined one ("btn-outline-light", "border px-4 py-2"). Variants (hover:, md:) are not read.
 * The page as its author made it is what a visitor sees (blind review, stop 41: Tailwind's filled and outlined
 * buttons read as "equal weight" and "not filled").
 */
function classIntent(el: Element): ClassIntent | null {
  if (el.classList.length < 2) return null;
  // Links and buttons repeat a few class strings: each is read once.
  const cls = el.getAttribute('class') ?? '';
  let intent = intentMemo.get(cls);
  if (intent === undefined) {
    const tokens = Array.from(el.classList).filter((t) => !t.includes(':'));
    const filled = tokens.some((t) => FILL_CLASS.test(t));
    const outlined = !filled && tokens.some((t) => OUTLINE_CLASS.test(t));
    const padded = tokens.some((t) => PADDING_CLASS.test(t) || t === 'btn' || t === 'button');
    intent = filled || outlined ? { filled, outlined, button: padded } : null;
    if (intentMemo.size >= INTENT_MEMO_LIMIT) intentMemo.clear();
    intentMemo.set(cls, intent);
  }
  return intent;
}

/** The background a button sits on: the nearest opaque background up the tree from `from` (a gradient's first stop),
 * under the tints of the translucent layers on the way, else white; null when a box on the way is painted with a picture
 * (a block covered by a picture or a film is found by `coveredByPicture`). A dark veil over a coloured page is what a white button stands out from
 * (blind review, stop 36: "not filled" on a white pill); a photo behind a form's panel inside the block is what its white
 * button sits on (blind review, stop 45: "Register Now" read as not filled). */
function backdrop(from: Element, view: Window): Rgba | null {
  const tints: Rgba[] = [];
  for (let e: Element | null = from; e; e = e.parentElement) {
    const style = styleOf(e, view);
    const c = rgba(style.backgroundColor);
    if (c && c[3] > 0.5) return under(tints, c);
    const image = style.backgroundImage;
    if (/url\(/.test(image)) return null;
    const stop = /gradient\(/.test(image) ? rgba(image) : null;
    if (stop && stop[3] > 0.5) return under(tints, stop);
    if (c && c[3] > 0.05) tints.push(c);
  }
  return under(tints, [255, 255, 255, 1]);
}

/** `base` seen through `tints` (innermost first). */
function under(tints: readonly Rgba[], base: Rgba): Rgba {
  let [r, g, b] = base;
  for (let i = tints.length - 1; i >= 0; i--) {
    const [tr, tg, tb, a] = tints[i]!;
    r = r * (1 - a) + tr * a;
    g = g * (1 - a) + tg * a;
    b = b * (1 - a) + tb * a;
  }
  return [r, g, b, 1];
}

/** A video or picture spans most of the block (a hero's background film or photo): what its buttons sit on is a picture. */
function coveredByPicture(el: Element): boolean {
  const box = rectOf(el);
  if (box.width * box.height <= 0) return false;
  return Array.from(el.querySelectorAll('video, img, picture')).slice(0, 6).some((m) => {
    const r = rectOf(m);
    return r.width * r.height >= 0.6 * box.width * box.height;
  });
}

/** How far apart a fill's strongest and weakest channels are for it to read as a colour, not a grey (slate-700 is 34, pink-500 164). */
const CHROMA = 80;

/** How far a fill stands out from what it sits on; on a picture any opaque fill stands out as a button. */
const PAINT_ON_PICTURE = 120;

/** A border a visitor sees: wide enough, drawn, and not transparent; not the browser's own bevel round an unstyled button. */
function hasBorder(style: CSSStyleDeclaration): boolean {
  if (!(parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' && style.borderTopStyle !== 'outset' && style.borderTopStyle !== 'inset')) return false;
  const c = rgba(style.borderTopColor);
  return !c || c[3] > 0.3;
}

/** An outline button: a visible frame in its label's colour, set apart from its own fill. */
function isOutline(style: CSSStyleDeclaration, bg: Rgba): boolean {
  if (!hasBorder(style)) return false;
  const frame = rgba(style.borderTopColor);
  const label = rgba(style.color);
  return !!frame && !!label && distance(frame, label) < 60 && distance(frame, bg) > 60;
}

/** "Book A Table Book A Table" (a label doubled for a hover animation) is "Book A Table". */
export function undoubled(text: string): string {
  const half = (text.length - 1) / 2;
  return Number.isInteger(half) && text[half] === ' ' && text.slice(0, half) === text.slice(half + 1) ? text.slice(0, half) : text;
}

interface Button {
  /** The element read (not sent anywhere: facts carry words only); absent where buttons are given, not read. */
  el?: Element;
  text: string;
  area: number;
  filled: boolean;
  /** How far its fill stands out from what it sits on (0 for outline, text and unfilled buttons). */
  paint?: number;
  /** A link with no target: the click goes nowhere. */
  nowhere?: boolean;
  /** …because it sends to a template's placeholder address (shown with the label, so the reader sees why). */
  placeholder?: boolean;
  /** The page it leads to, when that is not what its words promise ("faq" for a "Download Now"). */
  elsewhere?: string | null;
  /** A visible border: an outline button, framed as a button even without a fill. */
  framed?: boolean;
  /** A plain link read as the opening's next step (`lineLink`): a link by design, not a button left unfilled. */
  textLink?: boolean;
  /** Its paint is not known: a link named a button with no paint at all, or the browser's own grey button (the page's style sheet did not load). */
  paintUnknown?: boolean;
  /** Its fill is a colour (pink, blue, orange), not a grey, slate, black or white. */
  chromatic?: boolean;
  /** Its box's top and bottom edges (viewport coordinates, 0 without layout). */
  top?: number;
  bottom?: number;
}

/**
 * Two buttons a visitor sees together: in one row, or stacked close (the gap under one is no taller than the
 * taller button). Without layout every box is at 0: together.
 */
function together(a: Button, b: Button): boolean {
  const [at, ab, bt, bb] = [a.top ?? 0, a.bottom ?? 0, b.top ?? 0, b.bottom ?? 0];
  const gap = Math.max(at, bt) - Math.min(ab, bb);
  return gap <= Math.max(ab - at, bb - bt);
}

/**
 * A link whose parent line says much more than the link: a word of running text, not a button. Longer than read.ts's
 * `inSentence` (three words around the link): a short line round framed links ("Capture screenshots on [iOS] and
 * [Android]") is a row of buttons.
 */
function inLongSentence(a: Element, text: string): boolean {
  const p = a.parentElement;
  if (!p || !/^(?:P|SPAN|LI|TD|DD|SMALL|EM|STRONG)$/.test(p.tagName)) return false;
  return textOf(p).length > text.length * 3 + 40;
}

/**
 * What a picture button says: its alt text, or when that holds no word (a template's alt="..."), its file's name
 * ("google-play-badge.svg" is "google play badge"): store badges under a hero had been skipped as wordless.
 */
function pictureName(img: Element): string {
  const alt = img.getAttribute('alt') ?? '';
  if (/[\p{L}\p{N}]/u.test(alt)) return alt;
  const words = fileOf(img).replace(/\.\w+$/, '').replace(/[-_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return /\p{L}{2}/u.test(words) ? words : 'image button';
}

/** Buttons and button-like links of a block, with their size and whether they are filled with a colour. */
export function readButtons(block: Block, max = 24): Button[] {
  const view = block.el.ownerDocument.defaultView;
  if (!view) return [];
  if (block.el.closest(NOT_CTA_HOLDER)) return [];
  const inMenu = block.el.closest(MENU) !== null;
  const candidates = block.el.querySelectorAll('a, button, input[type="submit"], input[type="button"], input[type="image"], [role="button"]');
  if (!candidates.length) return [];
  // Found once per block, not looked up from every button.
  const holders = Array.from(block.el.querySelectorAll(NOT_CTA_HOLDER));
  // Menus up the tree are `inMenu`; the ones inside the block are found once, not walked up to from every button.
  const menus = inMenu ? [] : Array.from(block.el.querySelectorAll(MENU));
  // What a button sits on is read from its parent up, once per parent, and only for a button with a fill to set against it.
  const bases = new Map<Element, Rgba | null>();
  let covered: boolean | undefined;
  const standsOut = (fill: Rgba, button: Element): number => {
    const parent = button.parentElement ?? block.el;
    let base = bases.get(parent);
    if (base === undefined) {
      covered ??= coveredByPicture(block.el);
      base = covered ? null : backdrop(block.el.contains(parent) ? parent : block.el, view);
      bases.set(parent, base);
    }
    return base ? distance(fill, base) : PAINT_ON_PICTURE;
  };
  const out: Button[] = [];
  // A menu's copy is read only where a menu is (the scan walks every link of the block).
  const copies = inMenu || menus.length ? menuCopies(block.el) : NO_COPIES;
  for (let i = 0; i < candidates.length && i < 80 && out.length < max; i++) {
    const el = candidates[i]!;
    if (holders.length && holders.some((h) => h.contains(el))) continue;
    if (copies.has(el)) continue;
    if (el.getAttribute('role') === 'tab') continue;
    // The picture a picture button shows: an <input type="image"> is its own, a wordless link shows its <img>.
    const picture = el.getAttribute('type') === 'image' ? el : el.tagName === 'A' && !textOf(el) ? el.querySelector('img') : null;
    const image = picture !== null;
    const text = undoubled(textOf(el)) || el.getAttribute('value') || el.getAttribute('aria-label') || (picture ? pictureName(picture) : '');
    const href = el.getAttribute('href') ?? '';
    if (!text || text.length > 40 || NOT_A_CTA.test(text) || MEDIA_CONTROL.test(text) || LIGATURE.test(text) || socialLink(text, href) || !/[\p{L}\p{N}]/u.test(text)) continue;
    // A documentation page's sample is read after the words: most links fail on those, and the walk up the tree costs.
    if (inDemo(el)) continue;
    // A pager's dot says where it leads only to a screen reader ("Go to 2 of 5"): a control, not a call to action.
    if (!textOf(el) && !image && (PAGER.test(text) || tiny(el))) continue;
    // A plain link inside a sentence ("see the <a>release notes</a>") is a word of the copy, filled or not: its styles are not read.
    if (el.tagName === 'A' && el.getAttribute('role') !== 'button' && inLongSentence(el, text) && !classTokens(el).some((t) => t === 'btn' || t === 'button' || t === 'cta')) continue;
    const menuLink = inMenu || menus.some((m) => m.contains(el));
    // The menu's pill for the page the visitor is on is where they are, not a call to action.
    if (menuLink && marksCurrentPage(el)) continue;
    const tag = el.tagName.toLowerCase();
    const style = styleOf(el, view);
    // What its classes paint when its framework's style sheet did not load (the box has no fill, frame or padding of its
    // own). The class words are read first: most links name no fill, and their styles are not read for it.
    const classes = classIntent(el);
    const intent = classes && unpainted(style) ? classes : null;
    const named = tag !== 'a' || el.getAttribute('role') === 'button' || classTokens(el).some((t) => t === 'btn' || t === 'button' || t === 'cta') || intent?.button === true;
    // A store badge or payment button is a picture that is the call to action. Not the logo: a picture linking to the
    // site's own start, or, in a header, one in its menu or named a logo (a header that opens the page as its hero holds
    // store badges under the headline). Read only for picture links: the walk up the tree costs.
    const src = picture?.getAttribute('src') ?? '';
    const home = () => toStartPage(href) || /^(?:#[\w-]*top)?$/i.test(href.trim())
      || (el.closest('header, [role="banner"]') !== null && (el.closest('nav, [role="navigation"]') !== null || LOGO_NAMED.test(`${namesOf(el)} ${src} ${picture?.getAttribute('alt') ?? ''}`)));
    // Its picture or target says what the click does (a store, a payment, a download); a bare logo of the same shape does not.
    const badge = picture !== null && !home() && ASKS.test(`${text} ${src} ${href}`) && (() => {
      const r = rectOf(picture);
      return r.width >= 80 && r.height >= 28 && r.width <= 300 && r.height <= 100 && r.width >= r.height * 1.8;
    })();
    // A picture link with no words of its own (a project's logo, a product tile) is a way in, not a
    // call to action: only a badge-shaped one (a store or payment button) asks for the click.
    if (image && tag === 'a' && !badge) continue;
    // A plain link is a button when padded and filled or bordered, or filled solid even without padding (a framework's
    // padding classes that did not load leave a blue box round white words: tachyons' download buttons). Most links are
    // neither; each style read costs, so padding is read first, then the fill.
    const bg = rgba(style.backgroundColor);
    const padded = parseFloat(style.paddingTop) >= 4 && parseFloat(style.paddingLeft) >= 8;
    // Unpadded, the fill is a button's only where its words show: a logo or an icon pushes its words out of sight.
    if (!named && !badge && !padded && !(bg && bg[3] > 0.5 && parseFloat(style.textIndent) > -500 && parseFloat(style.fontSize) > 0)) continue;
    // An outline button (a frame in the colour of its label) is the quiet one of a pair, whatever its fill.
    // A gradient fill has no background colour: its first stop is its paint.
    const gradient = !(bg && bg[3] > 0.5) && /gradient\(/.test(style.backgroundImage) ? rgba(style.backgroundImage) ?? [0, 0, 0, 1] as Rgba : null;
    const fill = gradient ?? bg;
    const paint = !!fill && fill[3] > 0.5 && !isOutline(style, fill) ? standsOut(fill, el) : 0;
    // A picture that is the button (a payment or store button, an <input type="image">) is painted by its picture.
    const filled = paint > 60 || image || intent?.filled === true;
    // A menu's link named no button is a call to action only when filled: its frame is not read.
    if (menuLink && !named && !filled) continue;
    const border = hasBorder(style) || intent?.outlined === true;
    if (!named && !badge && !filled && !border) continue;
    // In a menu, a link named a button that has a box of its own (a tint, a border) is one too: "Log in" beside "Sign up".
    const boxed = named && ((!!bg && bg[3] > 0.5 && standsOut(bg, el) > 20) || border);
    if (menuLink && !filled && !boxed) continue;
    if (!isVisible(el)) continue;
    const r = rectOf(el);
    const placeholder = placeholderTarget(el) !== null;
    const nowhere = placeholder || noTarget(el);
    const elsewhere = !nowhere && tag === 'a' ? leadsElsewhere(text, href) : null;
    // No author paints a button the browser's grey bevel, or names a link a button and gives it no padding, fill, frame
    // or shadow: its style sheet did not load (a saved copy whose framework came from elsewhere), and "not filled" would
    // be a guess (blind review, stop 45: milligram's purple buttons read as links).
    const paintUnknown = !filled && !border && (/^(?:outset|inset)$/.test(style.borderTopStyle)
      || (tag === 'a' && !padded && style.boxShadow === 'none' && unpainted(style) && classTokens(el).some((t) => t === 'btn' || t === 'button')));
    const chromatic = paint > 60 && !!fill && Math.max(fill[0], fill[1], fill[2]) - Math.min(fill[0], fill[1], fill[2]) >= CHROMA;
    out.push({ el, text, area: r.width * r.height, filled, paint, chromatic, nowhere, placeholder, elsewhere, framed: border, paintUnknown, top: r.top, bottom: r.bottom });
  }
  return out;
}

/** A card's own title: a heading, or a box named a title (a framework's `card-title`). */
const CARD_TITLE = 'h2, h3, h4, h5, h6, [class*="title"], [class*="heading"]';

/** Each button on a card of its own: boxes side by side under one parent, each with its own title. */
function onOwnCards(buttons: readonly Button[]): boolean {
  const els = buttons.map((b) => b.el);
  if (buttons.length > 6 || !els.every((e): e is Element => e !== undefined)) return false;
  let common: Element | null = els[0]!.parentElement;
  while (common && !els.every((e) => common!.contains(e))) common = common.parentElement;
  if (!common) return false;
  const cards = els.map((e) => {
    let card = e;
    while (card.parentElement && card.parentElement !== common) card = card.parentElement;
    return card;
  });
  return new Set(cards).size === buttons.length && cards.every((c, i) => c !== els[i] && c.querySelector(CARD_TITLE) !== null);
}

/**
 * A hero's next step set as a plain link on a line of its own ("create your android character" under the headline):
 * no button, but a way on a visitor sees, so the hero is not told it has no next step. Said to be a text link: a side
 * action set as a link on purpose is not told to be filled (blind review, stop 45: "a playful side link, not the page's
 * main step"). Not a menu's or a list's links, not words in a sentence.
 */
export function lineLink(block: Block): Button[] {
  const links = block.el.querySelectorAll('a[href]');
  for (let i = 0; i < links.length && i < 12; i++) {
    const a = links[i]!;
    const text = textOf(a);
    const words = text.split(' ').filter((w) => /\p{L}/u.test(w)).length;
    if (words < 2 || words > 8 || NOT_A_CTA.test(text) || socialLink(text, a.getAttribute('href') ?? '')) continue;
    if (a.closest('nav, ul, ol, menu, [role="navigation"], [role="menu"], footer') || textOf(a.parentElement!) !== text || toStartPage(a.getAttribute('href')) || inDemo(a)) continue;
    // A site bar inside the block (its logo's words) is no part of the hero; a hero built as a <header> is.
    const bar = a.closest('header');
    if (bar && bar !== block.el && block.el.contains(bar)) continue;
    if (!isVisible(a)) continue;
    const r = rectOf(a);
    const placeholder = placeholderTarget(a) !== null;
    return [{ el: a, text, area: r.width * r.height, filled: false, paint: 0, nowhere: placeholder || noTarget(a), placeholder, framed: false, textLink: true, top: r.top, bottom: r.bottom }];
  }
  return [];
}

/** GitHub's button widgets, embedded as frames ("ghbtns.com/github-btn.html?…&type=fork"): what each asks for. */
const GITHUB_WIDGET = /(?:ghbtns\.com\/github-btn\.html|buttons\.github\.io)\S*?[?&]type=(watch|star|fork|follow|sponsor)\b/i;

/**
 * An open-source project's opening whose only buttons are GitHub's embedded widgets ("Watch", "Fork"): the frames' words
 * are GitHub's, drawn inside them, but a visitor sees buttons that ask for the click (blind review, stop 47: clipboard.js
 * was told its hero has no call to action beside its Watch and Fork buttons).
 */
export function widgetButtons(block: Block): Button[] {
  const out: Button[] = [];
  for (const frame of Array.from(block.el.querySelectorAll('iframe')).slice(0, 6)) {
    const type = GITHUB_WIDGET.exec(frame.getAttribute('src') ?? '')?.[1];
    if (!type || !isVisible(frame)) continue;
    const r = rectOf(frame);
    out.push({ el: frame, text: `${type[0]!.toUpperCase()}${type.slice(1).toLowerCase()} on GitHub`, area: r.width * r.height, filled: false, paint: 0, paintUnknown: true, top: r.top, bottom: r.bottom });
  }
  return out;
}

/**
 * A hero's button that does not show at this width: a copy for small screens, whose wide-screen twin a script builds
 * (a saved page lacks it). The author meant a next step there, and "no call to action in the hero" would be a misread
 * (blind review, stop 45). Not a menu's, a dialog's, a form's or one hidden on purpose.
 */
export function hiddenAsk(block: Block): SectionFact[] {
  const els = block.el.querySelectorAll('a.button, a.btn, button, [role="button"]');
  for (let i = 0; i < els.length && i < 12; i++) {
    const el = els[i]!;
    const text = textOf(el);
    if (!text || text.length > 40 || !/\p{L}/u.test(text) || NOT_A_CTA.test(text) || isVisible(el)) continue;
    if (el.closest('nav, [role="navigation"], [role="menu"], dialog, [role="dialog"], [hidden], [aria-hidden="true"], template, noscript, form')) continue;
    if (socialLink(text, el.getAttribute('href') ?? '')) continue;
    return [{ kind: 'cta', value: '1 button, hidden at this width', evidence: `buttons: ${text}` }];
  }
  return [];
}

/** Calls to action: how many, and whether one of them is visually primary (filled or clearly larger). */
export function gatherCta(block: Block, buttons: Button[]): SectionFact[] {
  if (!buttons.length) return [];
  const texts = buttons.map((b) => b.text);
  const generic = texts.some(isGenericLabel);
  const dead = buttons.filter((b) => b.nowhere);
  const deadLabel = (b: Button) => (b.placeholder ? `${b.text} (placeholder address)` : b.text);
  const astray = buttons.filter((b) => b.elsewhere);
  // Where a button leads instead of what it says is told in the evidence only: the value keeps the words the checks read.
  const evidence = `buttons: ${listed(texts)}${dead.length ? `; leading nowhere: ${listed(dead.map(deadLabel), 3)}` : ''}${astray.length ? `; leading elsewhere: ${listed(astray.map((b) => `${b.text} → ${b.elsewhere}`), 3)}` : ''}`;
  const tail = (generic ? ', generic copy' : '') + (dead.length ? `, ${dead.length} lead${dead.length === 1 ? 's' : ''} nowhere` : '');
  // A framed button reads as a button: only one with neither fill nor frame reads as a link.
  if (buttons.length === 1) return [{ kind: 'cta', value: `1 button${buttons[0]!.filled ? '' : buttons[0]!.framed ? ', outlined' : buttons[0]!.textLink ? ', text link' : buttons[0]!.paintUnknown ? ', style unknown' : ', not filled'}${tail}`, evidence }];
  // The same label on most buttons ("Learn more" under each card, social icons) is one link per card,
  // not a choice between calls to action.
  const counts = new Map<string, { text: string; times: number }>();
  for (const text of texts) {
    const seen = counts.get(text.toLowerCase());
    if (seen) seen.times++;
    else counts.set(text.toLowerCase(), { text, times: 1 });
  }
  const [alike, second] = [...counts.values()].sort((a, b) => b.times - a.times) as [{ text: string; times: number }, { text: string; times: number } | undefined];
  // Two buttons on every card ("View", "Buy" under each product) are the cards' own, as one is.
  const pairs = second !== undefined && second.times >= 2 && second.times === alike.times && alike.times + second.times >= buttons.length * (2 / 3);
  const filled = buttons.filter((b) => b.filled);
  // One filled among a few alike (under the plan put forward) leads the others.
  const leads = filled.length === 1 && buttons.length <= 6;
  // Two buttons of one label ("Add to cart" under two products) are the cards' own too.
  const twins = buttons.length === 2 && alike.times === 2;
  if ((twins || (buttons.length >= 3 && (alike.times >= buttons.length * (2 / 3) || pairs))) && !leads) {
    return [{ kind: 'cta', value: `${buttons.length} alike, one per card${tail}`, evidence: `${alike.times} × "${alike.text}"${dead.length ? `; ${dead.length} leading nowhere` : ''}` }];
  }
  const sorted = [...buttons].sort((a, b) => b.area - a.area);
  // One fill that outshines the rest (a solid button beside a pale tint) leads as much as the only fill does.
  const byPaint = buttons.map((b) => b.paint ?? 0).sort((a, b) => b - a);
  const outshines = byPaint[0]! > 150 && byPaint[0]! >= 2.5 * byPaint[1]!;
  // The one fill in a colour beside fills in greys (a pink "Get started" beside a slate "Star on GitHub") is the page's action
  // colour: it leads (review, stop 49: two reviewers of three read such a pair as a primary and a secondary).
  const coloured = filled.length >= 2 && buttons.length <= 3 && filled.filter((b) => b.chromatic).length === 1 && filled.every((b) => b.chromatic !== undefined);
  const primary = filled.length === 1 || outshines || coloured || sorted[0]!.area >= 1.4 * sorted[1]!.area;
  // Equal buttons compete where they are seen together; rows apart (a link to book by chat above a booking form's own
  // button) they are two ways to one end (blind review, stop 42: "two booking channels, not two side-by-side buttons").
  const apart = !primary && !buttons.some((a, i) => buttons.some((b, j) => j > i && together(a, b)));
  // Equal buttons each on a card of its own (Follow / Donate / Sponsor) are parallel ways for different readers, not a
  // choice to cut down to one (blind review, stop 45).
  const carded = !primary && !apart && onOwnCards(buttons);
  const value = primary ? `1 primary of ${buttons.length}` : `${buttons.length} equal${apart ? ', rows apart' : carded ? ', one per card' : ''}`;
  void block;
  return [{ kind: 'cta', value: value + tail, evidence }];
}
