import { DOCUMENT_POSITION_FOLLOWING } from '../sections/dom';
import { largestRepeatedItems, looksLikeName } from '../sections/features';
import { gridItems } from './cards';
import { AS_SEEN } from '../sections/keywords';
import { PRICE } from '../sections/price';
import { byName, fileOf, listed, plural, textOf, type Block } from './read';
import { toStartPage } from './links';
import type { SectionFact } from './types';
import { isPlaceholder } from './placeholder';
import { SLIDE } from './carousel';
import { isVisible, rectOf } from './visible';
import { inDemo } from './code-samples';

const LOGO = /logo|brand|client|partner|customer|press|featured/i;
const STORE = /\b(?:get it on|download on|available on|download (?:it )?from|disponible (?:en|sur)|jetzt bei)\b|\b(?:app ?store|google play|play store)\b/i;
const STORE_LINK = /\/\/(?:play\.google\.com|apps\.apple\.com|itunes\.apple\.com|f-droid\.org|www\.microsoft\.com\/store|apps\.microsoft\.com)\//i;
const INTEGRATIONS = /\b(?:integrat\w*|works? (?:with|alongside)|connects? (?:with|to)|compatible with|plugs? into|plug-?ins?|extensions?|supported (?:platforms|services)|zusammen mit|intègre|integra(?:ciones|ções))\b/i;
const SPONSORS = /\b(?:sponsor(?:s|ed by|ing)?|(?:community|media|event|conference) partners?|partners? (?:&|and) friends|supported by|thanks to our|our (?:supporters|funders|donors)|funded by|sponsoren|unterstützt von|patrocinadores|patrocinado por|parrainé|mécènes|sostenitori|sponsori)\b/i;
const SOCIAL_NETWORK = /\b(?:facebook|twitter|instagram|linkedin|youtube|tiktok|pinterest|whatsapp|telegram|github|dribbble|behance|mastodon|threads)\b|\/\/(?:www\.)?x\.com\//i;

/** A title saying the pictures are the site's own work ("Our projects", "Proudly developed at …", "Also from our lab"). */
const OWN_WORK = /\b(?:our (?:own )?(?:projects|products|apps|tools|brands|family|sites|portfolio|ventures)|(?:developed|created|incubated|maintained|made) (?:at|by)\b|also from|more from (?:us|our)|from (?:our|the same) (?:lab|team|studio|makers|family)|unsere (?:projekte|produkte|marken)|nos (?:projets|produits|marques)|nuestros (?:proyectos|productos)|nossos (?:projetos|produtos)|i nostri (?:progetti|prodotti)|onze (?:projecten|producten))/i;

/** A link to a page of this site (relative, or the page's own host). */
function linksHere(a: Element | null): boolean {
  const href = a?.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  if (!/^[a-z][\w+.-]*:|^\/\//i.test(href)) return true;
  try {
    return new URL(href, a!.ownerDocument.baseURI).host === a!.ownerDocument.location?.host;
  } catch {
    return false;
  }
}

/**
 * Logos of the site's own family are doors, not proof: the block's title says they are its own work,
 * the pictures are the site's own name (its logo on every slide), or each logo is a tile: it links to a page of this
 * site with a caption beside it, or it names nothing and its link captions it.
 */
function ownFamily(block: Block, imgs: readonly Element[]): boolean {
  const title = Array.from(block.el.querySelectorAll('h1, h2, h3, h4')).slice(0, 3).map(textOf).join(' ');
  if (OWN_WORK.test(title)) return true;
  const site = (block.el.ownerDocument.title ?? '').toLowerCase();
  const own = imgs.filter((i) => {
    const alt = (i.getAttribute('alt') ?? '').trim().toLowerCase();
    return alt.length >= 3 && site.includes(alt);
  });
  if (own.length >= imgs.length * 0.6) return true;
  const tiles = imgs.filter((i) => {
    const a = i.closest('a');
    // A picture that names nothing, captioned inside its own link ("Svelte" under an unnamed mark), is a tile wherever it
    // leads (review, stop 44: notus's framework tiles read as "10 logos"); a named logo over its role ("Fredmansky" over
    // "Style partner") stays a sponsor's.
    if (a && !/[\p{L}\p{N}]/u.test(i.getAttribute('alt') ?? '') && textOf(a).trim() !== '') return true;
    if (!linksHere(a)) return false;
    const alt = textOf(i.parentElement).length;
    return textOf(a).length - alt >= 3 || textOf(a!.parentElement).length - textOf(a).length >= 3;
  });
  return tiles.length >= imgs.length * 0.6;
}

/**
 * "As seen in", "Trusted by", said as a title over the logos (a heading, or a short line that is no
 * sentence), not inside running text ("…will be used by default.").
 */
function saysSeenIn(block: Block): string | null {
  if (!AS_SEEN.test(block.lower)) return null;
  for (const el of Array.from(block.el.querySelectorAll('h1, h2, h3, h4, h5, h6, p, span, strong, b, small, li, div')).slice(0, 400)) {
    const t = textOf(el);
    if (t.length > 80 || (!/^H\d$/.test(el.tagName) && /[.!?]$/.test(t))) continue;
    const m = AS_SEEN.exec(t);
    if (m) return m[0];
  }
  return null;
}

/** A quote's words without the quote marks it is printed in: the evidence adds its own. */
const unquoted = (text: string) => text.replace(/^["“”„«»‘’']+\s*|\s*["“”„«»‘’']+$/gu, '');

/** Someone speaking of themselves: a quote's voice. */
const FIRST_PERSON = /\b(?:I|I'm|I've|my|me)\b/;

/** File or alt words of background art, not of a mark: "shape-1.svg", "dots.png", "hero-bg.jpg". */
const DECOR = /(?:^|[\s_.-])(?:shapes?|pattern|dots?|bg|background|decor\w*|ornament|waves?|blob|divider|separator)(?:[\s_.-]|\d|$)/i;

/** The picture sits on a small card (its box within three steps up) whose words name a price. */
function inPricedCard(img: Element, root: Element): boolean {
  for (let e = img.parentElement, up = 0; e && e !== root && up < 3; e = e.parentElement, up++) {
    const text = textOf(e);
    if (text.length < 300 && PRICE.test(text)) return true;
  }
  return false;
}

/** A wall of logos (clients, press): how many, and whether it says "as seen in" or "trusted by". */
export function gatherLogoWall(block: Block): SectionFact[] {
  let wordmarks = 0;
  let named = 0;
  const pictures = block.el.querySelectorAll('img, svg');
  // Fewer than three pictures make no wall, whatever they show: none is read.
  if (pictures.length < 3) return [];
  // Cards are asked for a price only in a block that names one.
  const priced = PRICE.test(block.text);
  const imgs = Array.from(pictures).slice(0, 80).filter((img) => {
    if (img.closest('nav, header, footer') && !block.el.matches('footer')) return false;
    if (img.tagName.toLowerCase() === 'svg' && img.parentElement?.closest('svg')) return false;
    const hint = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('src') ?? ''} ${img.getAttribute('class') ?? ''} ${img.parentElement?.getAttribute('class') ?? ''}`;
    // Social-network icons link to profiles: they are ways to follow, not customers. A network's wide
    // wordmark that links nowhere of theirs is a customer's logo like any other.
    const r = rectOf(img);
    const href = img.closest('a')?.getAttribute('href') ?? '';
    if (SOCIAL_NETWORK.test(href) || (SOCIAL_NETWORK.test(hint) && r.width < r.height * 1.5)) return false;
    if (!(r.height > 0 && r.height <= 120)) return false;
    // An app-store badge ("Get it on …") is a way to download, not a customer.
    if (STORE.test(hint) || STORE_LINK.test(href)) return false;
    // A square raster picture (a face, a slider thumbnail) is a photo, not a wordmark.
    if (img.tagName === 'IMG' && !LOGO.test(hint) && /\.(?:jpe?g|webp)(?:$|\?)/i.test(img.getAttribute('src') ?? '') && r.width < r.height * 1.3) return false;
    if (!isVisible(img)) return false;
    // A picture on a card that names a price is the product's photo, however wide (a template's grey placeholders read as
    // "8 logos": blind review, stop 47).
    if (priced && inPricedCard(img, block.el)) return false;
    // Background art ("shape-1.svg", "dots.png") and the site's own mark ("logo", a link to its start page) are no customers.
    const alt = (img.getAttribute('alt') ?? '').trim();
    if (DECOR.test(`${alt} ${fileOf(img)}`) || /^(?:(?:site |our )?logo|brand)$/i.test(alt) || toStartPage(href)) return false;
    if (LOGO.test(hint)) {
      if (LOGO.test(`${alt} ${img.getAttribute('src') ?? ''} ${img.getAttribute('class') ?? ''}`)) named++;
      return true;
    }
    // Unnamed: a wide, short picture is a wordmark (many logo walls are inline SVG with no alt);
    // card and wallet marks are payment badges, not customers.
    const wordmark = r.height >= 12 && r.width >= r.height * 1.8 && r.width <= 320 && !BADGE.test(hint);
    if (wordmark) wordmarks++;
    return wordmark;
  });
  const said = saysSeenIn(block);
  const framed = byName(block.el, /logos|clients|partners|customers|press|brands/, 1).length > 0;
  const n = imgs.length;
  // Three pictures each named a logo or a client's by their own file or class ("img/clients/bitit.svg", "hero-logo") are a
  // strip of logos too: a hero's row under its buttons (review, stop 49: the hero's partner strip went unread, and a wall
  // further down was told to move up to where it already stood).
  if (n < 4 && !(n >= 3 && (framed || said || named === n))) return [];
  if (!said && ownFamily(block, imgs)) return [];
  // Wordmarks alone make a wall only where they are most of what the block shows.
  if (wordmarks === n && block.text.split(' ').length > n * 12 && !framed && !said) return [];
  const phrase = said ?? undefined;
  const names = [...new Set(imgs.map((i) => i.getAttribute('alt') ?? '').filter(Boolean))];
  // Tools the product works with are what it can do, not who buys it: said in the block's title or in a short block.
  const titles = Array.from(block.el.querySelectorAll('h1, h2, h3, h4')).slice(0, 4).map(textOf).join(' ');
  const integrations = !phrase && (INTEGRATIONS.test(titles) || (block.text.length < 400 && INTEGRATIONS.test(block.text)));
  // An event's or a project's sponsors paid or gave to be shown: they are thanked, not customers vouching for it.
  const sponsors = !phrase && !integrations && (SPONSORS.test(titles) || (block.text.length < 400 && SPONSORS.test(block.text)));
  const tail = integrations ? ', integrations' : sponsors ? ', sponsors' : '';
  return [{ kind: 'logo_wall', value: `${plural(n, 'logo')}${phrase ? `, "${phrase.toLowerCase()}"` : ''}${tail}`, evidence: names.length ? `logos: ${listed(names)}` : `${n} small logo images` }];
}

const STARS = /[★⭐]|\b[1-5](?:[.,]\d)?\s?(?:\/\s?5|out of 5|stars?|sterne|étoiles|estrellas)\b/i;

/** The name part of an attribution line: "— Jane Roe, Head of Growth" gives "Jane Roe". */
const attribution = (text: string): string =>
  text
    .replace(/^[\s\-–—―~]+/, '')
    // A nickname in quotes between the names (Chris "codepo8" Heilmann) is no part of the name.
    .replace(/\s+["“'‘][^"”'’]{1,24}["”'’]\s+/u, ' ')
    .split(/[,–—|]/)[0]!
    .trim();
/** "Margaret E.": a first name and an initial, as reviews are often signed. */
const NAME_AND_INITIAL = /^\p{Lu}[\p{Ll}'’-]+ \p{Lu}\.?$/u;
/** "@jane_roe": a quote taken from a social post is signed by its author's handle. */
const HANDLE = /^@[\p{L}\p{N}_.]{2,30}$/u;
const isName = (text: string): boolean => {
  const a = attribution(text);
  return a.length < 40 && (looksLikeName(a) || NAME_AND_INITIAL.test(a) || HANDLE.test(a.replace(/[.:]$/, '')));
};
const QUOTE_MARK = /^\s*[“«„"‘]/;
const CLOSING = /[”»“"’]/g;

/**
 * A quoted voice: the words open with a quote mark that closes at their end, or never closes. A title
 * in quotes at the head of a sentence ("The Heat" is a contest…) is a name, not a voice.
 */
export function quotedVoice(text: string): boolean {
  const t = text.trim();
  if (!QUOTE_MARK.test(t)) return false;
  CLOSING.lastIndex = 1;
  const close = CLOSING.exec(t);
  return !close || close.index >= t.length * 0.8;
}

type Picture = 'real' | 'initials' | 'broken' | 'screen' | 'none';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** A picture on another host, in a page opened from a file or from this machine (a saved copy, a local server). */
function elsewhereOnLocalCopy(img: HTMLImageElement): boolean {
  const at = img.ownerDocument.location;
  if (!at || !(at.protocol === 'file:' || LOOPBACK.test(at.hostname))) return false;
  try {
    return new URL(img.currentSrc || img.getAttribute('src') || '', at.href).host !== at.host;
  } catch {
    return false;
  }
}

/**
 * What stands beside a quote: a photo of a person (a loaded raster picture, roughly square, not an
 * icon or quote-mark graphic), initials in a circle, a broken picture, or nothing.
 */
function pictureOf(card: Element): Picture {
  let broken = false;
  let screen = false;
  for (const img of Array.from(card.querySelectorAll('img')).slice(0, 4)) {
    const alt = img.getAttribute('alt') ?? '';
    const hint = `${alt} ${img.getAttribute('src') ?? ''} ${img.getAttribute('class') ?? ''}`;
    // A picture described by a person's name is that person's photo, whatever its class says ("quote-img").
    if ((!isName(alt) && /quote|icon|logo|star|rating|\.svg(?:$|\?)/i.test(hint)) || !isVisible(img)) continue;
    const el = img as HTMLImageElement;
    if (el.complete && el.naturalWidth === 0) {
      // A copy served from this machine may not reach the pictures it links on other hosts: that says nothing of the
      // live page, where it is the person's photo a broken one would have been read as (blind review, stop 40). Its box
      // cannot tell: a picture that failed shows its alt text instead.
      if (elsewhereOnLocalCopy(el)) return 'real';
      broken = true;
      continue;
    }
    // A phone screen or a banner cropped into a round frame is no portrait, whatever its alt says (blind review, stop 39).
    const shape = el.naturalWidth && el.naturalHeight ? el.naturalWidth / el.naturalHeight : 1;
    const r = rectOf(img);
    if (shape < 0.55 || shape > 1.9) {
      // …but a picture in the person's place all the same: the slot is there, a face is not (review, stop 49: "without
      // photos" beside app screenshots in round avatars was read as a false premise).
      if (r.width >= 24 && r.height >= 24) screen = true;
      continue;
    }
    if (r.width >= 24 && r.height >= 24 && r.width / r.height > 0.6 && r.width / r.height < 1.6) return 'real';
  }
  if (broken) return 'broken';
  const view = card.ownerDocument.defaultView;
  for (const el of Array.from(card.querySelectorAll('div, span')).slice(0, 40)) {
    if (el.children.length || !/^\p{Lu}{1,3}$/u.test(textOf(el))) continue;
    const r = rectOf(el);
    if (r.width < 20 || Math.abs(r.width - r.height) > r.width * 0.2) continue;
    const style = view?.getComputedStyle(el);
    if (style && (parseFloat(style.borderRadius) >= r.width * 0.3 || /%/.test(style.borderRadius))) return 'initials';
  }
  return screen ? 'screen' : 'none';
}

/** A card's rating: "4.5/5", "5 stars", the number of filled stars, or an aria-label; null without one. */
function ratingOf(card: Element): string | null {
  const labelled = card.querySelector('[aria-label*="star" i], [aria-label*="rating" i], [title*="star" i]');
  const text = `${labelled?.getAttribute('aria-label') ?? labelled?.getAttribute('title') ?? ''} ${textOf(card)}`;
  const m = /\b([1-5](?:[.,]\d)?)\s?(?:\/\s?5|out of 5|stars?)/i.exec(text);
  if (m) return m[1]!.replace(',', '.');
  const stars = (textOf(card).match(/[★⭐]/g) ?? []).length;
  return stars ? String(stars) : null;
}

const INLINE = new Set(['A', 'B', 'STRONG', 'EM', 'I', 'SPAN', 'BR', 'SMALL', 'MARK', 'Q', 'CITE', 'ABBR', 'SUP', 'SUB']);

/**
 * Quotes set as plain text in look-alike cards (no blockquote, no quote marks): each card that signs
 * a name and carries a run of copy is one quote, its copy the card's longest block of running text.
 */
function quotesInCards(el: Element, named: boolean): Element[] {
  let items = largestRepeatedItems(el, el.getElementsByTagName('*'));
  if (items.length < 2) items = gridItems(el);
  const out: Element[] = [];
  for (const card of items.slice(0, 24)) {
    const leaves = Array.from(card.querySelectorAll('h3, h4, h5, h6, strong, b, cite, span, p, div, li, small')).slice(0, 40);
    const name = leaves.find((e) => e.childElementCount === 0 && isName(textOf(e)));
    if (!name) continue;
    let body: Element | null = null;
    let longest = 0;
    for (const e of leaves) {
      if (Array.from(e.children).some((c) => !INLINE.has(c.tagName))) continue;
      const n = textOf(e).length;
      if (n > longest) {
        body = e;
        longest = n;
      }
    }
    // A person signs after the words, or shows a face beside them; a title above a paragraph is a feature card.
    const signed = !!body && (body.compareDocumentPosition(name) & DOCUMENT_POSITION_FOLLOWING) !== 0 && !body.contains(name);
    const next = name.nextElementSibling;
    const role = !!next && next !== body && !next.contains(body) && textOf(next).length > 0 && textOf(next).length < 40;
    if (!named && !signed && !role && !/^(?:real|initials)$/.test(pictureOf(card))) continue;
    if (body && longest >= 40 && isVisible(body)) out.push(body);
  }
  return out.length >= 2 ? out : [];
}

/**
 * Testimonials: how many quotes, whether they carry names, photos (real, initials) and star ratings;
 * and what betrays invented ones (the same name twice, the same rating on every card, filler text,
 * broken photos). Only quotes a visitor sees count, and those a slider brings into view: an unstarted slider shows all its slides.
 */
export function gatherTestimonials(block: Block): SectionFact[] {
  const named = byName(block.el, /testimonial|review|quote|kundenstimme|temoignage|témoignage/, 20);
  // A block that is one quote (a blockquote read as a section of its own) holds that quote, signature and all.
  let quotes = block.el.matches('blockquote, q') ? [block.el] : Array.from(block.el.querySelectorAll('blockquote, q')).filter((q) => !q.parentElement?.closest('blockquote, q'));
  if (!quotes.length && (named.length || /[“«„"]/.test(block.text))) {
    const region = named.filter((e) => !e.querySelector('form, input'));
    quotes = Array.from(block.el.querySelectorAll('p')).filter((p) => {
      const t = textOf(p);
      return t.length > 30 && (quotedVoice(t) || (region.some((r) => r.contains(p)) && !introUnderTitle(p)));
    });
  }
  // A carousel's clones repeat its slides, signer and all: the same card is one quote. One review pasted
  // on cards signed by different people is several (and a template's copy: `copied` below).
  const said = new Set<string>();
  // A slider's slides are quotes the visitor reaches by sliding, shown yet or not (blind review, stop 42: five quotes in a
  // slider read as "1 quote").
  quotes = quotes.filter((q) => isVisible(q) || q.closest(SLIDE) !== null).filter((q) => {
    const key = `${textOf(q).slice(0, 80)}|${signedBeside(q)}`.toLowerCase();
    if (said.has(key)) return false;
    said.add(key);
    return true;
  }).slice(0, 24);
  if (quotes.length < 2 && (named.length || /[“«„"]/.test(block.text))) {
    const inCards = quotesInCards(block.el, named.length > 0);
    if (inCards.length > quotes.length) quotes = inCards;
  }
  // Words inside a blockquote used as a card's box are the card's copy, however they were found.
  quotes = quotes.filter((q) => { const box = q.closest('blockquote'); return !box || !titledCard(box); });
  // Documentation's rendered sample quote is no customer's words.
  quotes = quotes.filter((q) => !inDemo(q));
  if (!quotes.length) {
    const overall = overallRating(block);
    return overall ? [{ kind: 'testimonials', value: overall.value, evidence: `"${overall.said}"` }] : [];
  }
  // Each quote's card: its highest ancestor below the block that holds no other quote.
  const cards = quotes.map((q) => {
    let card: Element = q;
    while (card !== block.el && card.parentElement && card.parentElement !== block.el && quotes.every((o) => o === q || !card.parentElement!.contains(o))) card = card.parentElement;
    return card;
  });
  const names: string[] = [];
  let signed = 0;
  let broken = 0;
  const pictures = cards.map((card, i) => {
    // The person may sign in a caption, a bold line, a heading, or an item of a meta list beside the face.
    const name = Array.from(card.querySelectorAll('cite, figcaption, footer, strong, b, span, p, div, li, small, h3, h4, h5, h6'))
      .filter((e) => !e.contains(quotes[i]!) && (!quotes[i]!.contains(e) || e.matches('cite, footer, cite *, footer *')))
      .map(textOf)
      .find(isName);
    const dashed = name ? undefined : signatureAfter(card);
    if (name || dashed) signed++;
    if (name) names.push(attribution(name).toLowerCase());
    else if (dashed && isName(dashed) && !ROLE_ONLY.test(attribution(dashed))) names.push(attribution(dashed).toLowerCase());
    const picture = pictureOf(card);
    if (picture === 'broken') broken++;
    return picture;
  });
  // A quote needs a person: words with neither a name nor a face (a contest's blurb in quotes) are nobody's voice.
  if (!named.length && !signed && !pictures.some((p) => p === 'real' || p === 'initials')) return [];
  const ratings = cards.map(ratingOf).filter((r): r is string => r !== null);
  const starred = cards.filter((c) => ratingOf(c) !== null || c.querySelector(STAR_ICON) !== null).length;
  const overall = overallRating(block, starred === 0);
  // Stars on each review rate that review; the page's rating is an average with (or without) its count.
  const perQuote = starred > 0 && starred >= cards.length / 2;
  const stars = !perQuote && !overall && (STARS.test(block.text) || block.el.querySelector(STAR_ICON) !== null);
  // A portrait that does not load is still the person's photo on the live page: the broken image is the finding.
  const photos = pictures.includes('real') ? 'with photos' : pictures.includes('initials') ? 'initials avatars' : pictures.includes('broken') ? 'photos that fail to load' : pictures.includes('screen') ? 'pictures that are no portraits' : 'no photos';
  const parts = [plural(cards.length, 'quote'), names.length ? 'with names' : 'no names', photos];
  if (perQuote) parts.push('stars on each quote');
  if (overall) parts.push(overall.value);
  if (stars) parts.push('star rating');
  if (new Set(names).size < names.length) parts.push('repeated names');
  if (ratings.length >= 3 && ratings.length === cards.length && new Set(ratings).size === 1) parts.push('identical ratings');
  if (broken) parts.push(plural(broken, 'broken image'));
  if (quotes.some((q) => isPlaceholder(textOf(q))) || copied(quotes)) parts.push('placeholder text');
  return [{ kind: 'testimonials', value: parts.join(', '), evidence: `"${unquoted(textOf(quotes[0])).slice(0, 70)}"${names.length ? ` — ${listed(names.map((n) => (n.startsWith('@') ? n : n.replace(/\b\p{L}/gu, (c) => c.toUpperCase()))))}` : ''}` }];
}

/** A signer described, not named ("Small Business Owner", "Happy customer"). */
const ROLE_ONLY = /\b(?:owner|customer|client|user|buyer|shopper|patient|guest|parent|student|member|manager|founder|director|business|team)s?\b/i;

/**
 * A signature on the line after a quote that stands alone ("— Small Business Owner", "– Jane Roe, CEO"):
 * a short line that opens with a dash, or a cite. A role without a name still signs the quote.
 */
function signatureAfter(card: Element): string | undefined {
  const next = card.nextElementSibling;
  if (!next || !isVisible(next)) return undefined;
  const t = textOf(next);
  return t.length > 1 && t.length <= 80 && (/^[\-–—―~]\s*\p{L}/u.test(t) || next.localName === 'cite') ? t : undefined;
}

/** The block's own intro: a paragraph right under its title (an h1 or h2), not a customer's words. */
function introUnderTitle(p: Element): boolean {
  const before = p.previousElementSibling;
  return !!before && /^H[12]$/.test(before.tagName);
}

/**
 * A blockquote used as a card's box: a heading over copy, with no quotation marks, no signature inside and nobody
 * speaking as "I" ("Great for your awesome project" over a product blurb: review, stop 44, read as an unsigned quote).
 */
function titledCard(q: Element): boolean {
  if (q.localName !== 'blockquote' || !q.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6')) return false;
  const words = textOf(q);
  return !q.querySelector('cite, footer, figcaption') && !/[“”«»„"]/.test(words) && !FIRST_PERSON.test(words);
}

/** What a quote's card says besides the quote (its signer, a role), a few levels up at most: '' if nothing. */
function signedBeside(q: Element): string {
  const words = textOf(q);
  let card: Element | null = q.parentElement;
  for (let up = 0; card && up < 3; up++, card = card.parentElement) {
    const all = textOf(card);
    if (all.length > words.length) return all.replace(words, '').trim().slice(0, 60);
  }
  return '';
}

/** One review pasted on several cards, told apart by a number at most ("1 - Great tool", "2 - Great tool"): template copies. */
function copied(quotes: readonly Element[]): boolean {
  const seen = new Set<string>();
  for (const q of quotes) {
    const key = textOf(q).toLowerCase().replace(/[\d\s\p{P}]+/gu, ' ').trim();
    if (key.length >= 20 && seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

const STAR_ICON = '[class*="star"], [class*="rating"], [aria-label*="star" i]';
/** "4.9★ Google rating · 1,200 reviews", "Rated 4.8/5 from 312 reviews": a rating the page gives itself, with its count. */
const RATING_WITH_COUNT = /\b([1-5][.,]\d)\s?(?:[★⭐]+|\/\s?5|out of 5|stars?)?[^.\d]{0,40}?(\d[\d,.]*\s?[kK]?\+?)\s?(?:reviews?|ratings?|bewertungen|avis|reseñas|avaliações|opiniones)\b/i;
const RATING_ALONE = /\b([1-5][.,]\d)\s?(?:[★⭐]+|\/\s?5|out of 5|stars?)(?=\s|$|[^\p{L}])/iu;

/** The block's own overall rating ("star rating 4.9, 1,200 reviews"), or null. */
function overallRating(block: Block, alone = true): { value: string; said: string } | null {
  // Most blocks hold no "4.9" at all: one cheap test before the two scans.
  if (!/\b[1-5][.,]\d\b/.test(block.text)) return null;
  const m = (block.text.match(new RegExp(RATING_WITH_COUNT.source, 'gi')) ?? []).length === 1 ? RATING_WITH_COUNT.exec(block.text) : null;
  if (m) return { value: `star rating ${m[1]!.replace(',', '.')}, ${m[2]!.trim()} reviews`, said: m[0].slice(0, 80) };
  // Several ratings in one block rate several things (reviews, products): none of them is the page's.
  const all = block.text.match(new RegExp(RATING_ALONE.source, 'giu')) ?? [];
  const one = alone && all.length === 1 ? RATING_ALONE.exec(block.text) : null;
  return one ? { value: `star rating ${one[1]!.replace(',', '.')}`, said: one[0] } : null;
}

const BADGE = /\b(?:ssl|secure|security|encrypt\w*|256-bit|pci|norton|mcafee|trustwave|verisign|padlock|visa|mastercard|paypal|amex|american express|apple pay|google pay|klarna|stripe|gdpr|iso ?27001|soc ?2|hipaa(?![- ]?(?:aware|ready|friendly)))\b|🔒/i;

/** A label certifying the product, named in its picture's alt or file: "vegan label", "organic seal", "ISO 9001 certified". */
const CERTIFICATION = /\b(?:(?:vegan|vegetarian|organic|bio|cruelty free|fair ?trade|halal|kosher|gluten free|eco|veterinary|vet approved|non gmo|b corp|iso \d{4,5}|ce|fsc|rainforest alliance)\s+(?:label|seal|badge|certified|certificate|logo|approved)|certified\s+(?:organic|vegan|b corp|carbon neutral)|award[- ]winning|quality seal)\b/i;

const SEAL_WORDS = /\b(?:ssl[- ]secured|secure (?:checkout|payment)|256-bit|encrypted (?:payment|checkout)|pci[- ]dss|soc ?2|iso ?27001|gdpr[- ]compliant|hipaa(?![- ]?(?:aware|ready|friendly)))\b|🔒/i;

/**
 * A seal set in words stands on its own line ("🔒 SSL secured", "HIPAA compliant"); the same words inside
 * a feature's sentence are a claim of the copy, not a badge a visitor sees, and a question ("Is Lola HIPAA-compliant?",
 * an FAQ's) asks about one (review, stop 49: a padlock test shown beside an FAQ, wrong in 2 of 2 ratings).
 */
function sealLine(el: Element): string | null {
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const m = SEAL_WORDS.exec(n.nodeValue ?? '');
    if (!m || !n.parentElement) continue;
    const line = textOf(n.parentElement);
    if (line.length <= 50 && !/\?\s*$/.test(line)) return m[0];
  }
  return null;
}

/** Security or payment badges: SSL, padlock, card and wallet logos, compliance seals. */
export function gatherSecurityBadges(block: Block): SectionFact[] {
  const hits: string[] = [];
  const labels: string[] = [];
  for (const img of Array.from(block.el.querySelectorAll('img, svg[aria-label], [role="img"]')).slice(0, 60)) {
    const hint = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('aria-label') ?? ''} ${fileOf(img)}`;
    const m = BADGE.exec(hint);
    if (m) hits.push(m[0]);
    else {
      const c = CERTIFICATION.exec(hint.replace(/[_-]+/g, ' '));
      if (c && isVisible(img)) labels.push(c[0]);
    }
  }
  // Quality labels (vegan, organic, vet-approved) vouch for the product as seals do for the payment.
  if (!hits.length && labels.length) return [{ kind: 'security_badges', value: 'certification labels', evidence: `labels: ${listed([...new Set(labels.map((l) => l.toLowerCase()))], 5)}` }];
  const inText = SEAL_WORDS.test(block.text) ? sealLine(block.el) : null;
  if (inText) hits.push(inText);
  if (!hits.length) return [];
  const unique = [...new Set(hits.map((h) => h.toLowerCase()))];
  const payment = unique.some((h) => /visa|mastercard|paypal|amex|american|apple|google|klarna|stripe/.test(h));
  const security = unique.some((h) => !/visa|mastercard|paypal|amex|american|apple|google|klarna|stripe/.test(h));
  const value = payment && security ? 'security and payment badges' : payment ? 'payment logos' : 'security badges';
  return [{ kind: 'security_badges', value, evidence: `badges: ${listed(unique, 5)}` }];
}
