import { looksLikeName } from '../sections/features';
import { AS_SEEN } from '../sections/keywords';
import { byName, listed, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';

const LOGO = /logo|brand|client|partner|customer|press|featured/i;

/** A wall of logos (clients, press): how many, and whether it says "as seen in" or "trusted by". */
export function gatherLogoWall(block: Block): SectionFact[] {
  let wordmarks = 0;
  const imgs = Array.from(block.el.querySelectorAll('img, svg')).filter((img) => {
    if (img.closest('nav, header, footer') && !block.el.matches('footer')) return false;
    if (img.tagName.toLowerCase() === 'svg' && img.parentElement?.closest('svg')) return false;
    const hint = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('src') ?? ''} ${img.getAttribute('class') ?? ''} ${img.parentElement?.getAttribute('class') ?? ''}`;
    const r = img.getBoundingClientRect();
    if (!(r.height > 0 && r.height <= 120)) return false;
    if (LOGO.test(hint)) return true;
    // Unnamed: a wide, short picture is a wordmark (many logo walls are inline SVG with no alt);
    // card and wallet marks are payment badges, not customers.
    const wordmark = r.height >= 12 && r.width >= r.height * 1.8 && r.width <= 320 && !BADGE.test(hint);
    if (wordmark) wordmarks++;
    return wordmark;
  });
  const framed = byName(block.el, /logos|clients|partners|customers|press|brands/, 1).length > 0;
  const n = imgs.length;
  if (n < 4 && !(n >= 3 && (framed || AS_SEEN.test(block.lower)))) return [];
  // Wordmarks alone make a wall only where they are most of what the block shows.
  if (wordmarks === n && block.text.split(' ').length > n * 12 && !framed && !AS_SEEN.test(block.lower)) return [];
  const phrase = AS_SEEN.exec(block.text)?.[0];
  const names = imgs.map((i) => i.getAttribute('alt') ?? '').filter(Boolean);
  return [{ kind: 'logo_wall', value: `${plural(n, 'logo')}${phrase ? `, "${phrase.toLowerCase()}"` : ''}`, evidence: names.length ? `logos: ${listed(names)}` : `${n} small logo images` }];
}

const STARS = /[★⭐]|\b[1-5](?:[.,]\d)?\s?(?:\/\s?5|out of 5|stars?|sterne|étoiles|estrellas)\b/i;

/** The name part of an attribution line: "— Jane Roe, Head of Growth" gives "Jane Roe". */
const attribution = (text: string): string => text.replace(/^[\s\-–—―~]+/, '').split(/[,–—|]/)[0]!.trim();

/** Testimonials: how many quotes, and whether they carry names, photos and star ratings. */
export function gatherTestimonials(block: Block): SectionFact[] {
  const named = byName(block.el, /testimonial|review|quote|kundenstimme|temoignage|témoignage/, 20);
  const quotes = new Set<Element>([...Array.from(block.el.querySelectorAll('blockquote, q')), ...named.filter((e) => e.querySelector('blockquote, q, p') && !e.querySelector('form, input'))]);
  let cards = Array.from(quotes).filter((q) => !Array.from(quotes).some((o) => o !== q && q.contains(o)));
  if (!cards.length && /[“«„"]/.test(block.text)) {
    // Quoted paragraphs: “…” opening a paragraph.
    cards = Array.from(block.el.querySelectorAll('p')).filter((p) => /^\s*[“«„"]/.test(p.textContent ?? '') && (p.textContent ?? '').length > 30);
  }
  if (!cards.length) return [];
  // The card is the quote's container when the quote itself is just the text.
  const holders = cards.map((c) => (c.tagName === 'BLOCKQUOTE' || c.tagName === 'Q' || c.tagName === 'P') && c.parentElement && c.parentElement !== block.el ? c.parentElement : c);
  let names = 0;
  let photos = 0;
  for (const h of holders) {
    const small = Array.from(h.querySelectorAll('cite, figcaption, strong, b, span, p, div, h3, h4, h5')).map(textOf).find((t) => looksLikeName(attribution(t)));
    if (small) names++;
    if (h.querySelector('img, picture, [class*="avatar"], [class*="photo"]')) photos++;
  }
  const stars = STARS.test(block.text) || block.el.querySelector('[class*="star"], [class*="rating"], [aria-label*="star" i]') !== null;
  const parts = [plural(cards.length, 'quote'), names ? 'with names' : 'no names', photos ? 'with photos' : 'no photos'];
  if (stars) parts.push('star rating');
  return [{ kind: 'testimonials', value: parts.join(', '), evidence: `"${textOf(cards[0]).slice(0, 70)}"` }];
}

const BADGE = /\b(?:ssl|secure|security|encrypt\w*|256-bit|pci|norton|mcafee|trustwave|verisign|padlock|visa|mastercard|paypal|amex|american express|apple pay|google pay|klarna|stripe|gdpr|iso ?27001|soc ?2|hipaa)\b|🔒/i;

/** Security or payment badges: SSL, padlock, card and wallet logos, compliance seals. */
export function gatherSecurityBadges(block: Block): SectionFact[] {
  const hits: string[] = [];
  for (const img of Array.from(block.el.querySelectorAll('img, svg[aria-label], [role="img"]')).slice(0, 60)) {
    const hint = `${img.getAttribute('alt') ?? ''} ${img.getAttribute('aria-label') ?? ''} ${(img.getAttribute('src') ?? '').split('/').pop()}`;
    const m = BADGE.exec(hint);
    if (m) hits.push(m[0]);
  }
  const inText = /\b(?:ssl[- ]secured|secure (?:checkout|payment)|256-bit|encrypted (?:payment|checkout)|pci[- ]dss|soc ?2|iso ?27001|gdpr[- ]compliant|hipaa)\b|🔒/i.exec(block.text);
  if (inText) hits.push(inText[0]);
  if (!hits.length) return [];
  const unique = [...new Set(hits.map((h) => h.toLowerCase()))];
  const payment = unique.some((h) => /visa|mastercard|paypal|amex|american|apple|google|klarna|stripe/.test(h));
  const security = unique.some((h) => !/visa|mastercard|paypal|amex|american|apple|google|klarna|stripe/.test(h));
  const value = payment && security ? 'security and payment badges' : payment ? 'payment logos' : 'security badges';
  return [{ kind: 'security_badges', value, evidence: `badges: ${listed(unique, 5)}` }];
}
