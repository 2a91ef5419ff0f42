import { DEADLINE } from '../sections/keywords';
import { namesMention, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';
import { firstVisibleH1, isVisible, styleOf } from './visible';

/** The largest short line of the block (its type at least 28px): a headline set in a div or span rather than a heading. */
function largestLine(root: Element): Element | null {
  const view = root.ownerDocument.defaultView;
  if (!view) return null;
  let best: Element | null = null;
  let bestSize = 27.5;
  const els = root.querySelectorAll('div, span, p, strong, a, h3, h4');
  for (let i = 0; i < els.length && i < 150; i++) {
    const el = els[i]!;
    const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && /\p{L}/u.test(n.nodeValue ?? ''));
    if (!own) continue;
    const words = textOf(el).split(/\s+/).length;
    if (words > 15) continue;
    const size = parseFloat(styleOf(el, view).fontSize) || 0;
    if (size > bestSize && isVisible(el)) {
      best = el;
      bestSize = size;
    }
  }
  return best;
}

/**
 * A headline as a visitor reads it: a short heading whose next heading goes on in type as large (`<h1>Business</h1>
 * <h2>Conference 2017</h2>`, one line on screen) is one headline with it (blind review, stop 45: "Business" read as a
 * one-word headline that names nothing). A smaller line under it is its subline, read apart.
 */
function headlineText(h: Element | null): string {
  const text = textOf(h);
  const next = h?.nextElementSibling;
  if (!h || !next || !/^H[1-6]$/.test(next.tagName) || text.split(/\s+/).length > 3 || !isVisible(next)) return text;
  const rest = textOf(next);
  const view = h.ownerDocument.defaultView;
  if (!rest || rest.split(/\s+/).length > 5 || !view) return text;
  const size = (el: Element) => parseFloat(styleOf(el, view).fontSize) || 0;
  return size(next) >= size(h) * 0.75 ? `${text} ${rest}` : text;
}

/**
 * The page's headline, in the section that opens the page (its first visible h1, else h2, else its
 * largest short line) or in the section holding the page's first visible h1. Other sections' h1s are
 * section titles (some templates set every title in an h1), not the headline.
 */
export function gatherHeadline(block: Block, isTopOfPage: boolean): SectionFact[] {
  const doc = block.el.ownerDocument;
  const visibleH1 = (root: Element) => Array.from(root.querySelectorAll('h1')).slice(0, 12).find(isVisible) ?? null;
  let h: Element | null = null;
  if (isTopOfPage) h = visibleH1(block.el) ?? Array.from(block.el.querySelectorAll('h2')).slice(0, 6).find(isVisible) ?? largestLine(block.el);
  else {
    const first = firstVisibleH1(doc);
    if (first && block.el.contains(first)) h = first;
  }
  const text = headlineText(h);
  if (!text) return [];
  const words = text.split(/\s+/).length;
  // A figure stands on its own ("41%", "3x", "24/7"): the digit of a name ("Framework7", "Web3") or of a
  // technical term ("3D printing", "5G", "4K") claims nothing.
  const number = /(?<!\p{L})\d/u.test(text.replace(/\b(?:[234]D|[2-6]G|[48]K|1080p|720p)\b/gi, ''));
  const length = words > 12 ? 'long' : words <= 4 ? 'short' : 'medium';
  return [{ kind: 'headline', value: `${plural(words, 'word')}, ${length}, ${number ? 'with numbers' : 'no numbers'}`, evidence: `"${text.slice(0, 90)}"` }];
}

/** Countdown timers and deadline text: urgency. */
export function gatherCountdown(block: Block): SectionFact[] {
  const named = namesMention(block.el, /countdown|timer/);
  const box = block.el.querySelector(named ? '[class*="countdown"], [class*="timer"], [id*="countdown"], [data-countdown]' : '[data-countdown]');
  // A timer a script never filled shows no time: nothing counts down before the visitor's eyes.
  const timer = box && /\d/.test(textOf(box)) ? box : null;
  const m = DEADLINE.exec(block.text);
  if (!timer && !m) return [];
  return [{ kind: 'countdown', value: timer ? 'countdown timer' : 'deadline text', evidence: m ? `"${m[0]}"` : `timer element .${(timer!.getAttribute('class') ?? '').split(/\s+/)[0]}` }];
}

const SCARCITY = /\b(?:only \d+ (?:left|remaining|in stock|seats?|spots?|places?)|\d+ (?:left|remaining) in stock|low (?:in )?stock|selling fast|almost (?:gone|sold out)|limited (?:stock|availability|spots|seats|edition)|few (?:left|remaining)|nur noch \d+|plus que \d+|quedan \d+|\d+ people (?:are )?(?:viewing|looking))\b/i;

/** Stock or scarcity text ("only 3 left"). */
export function gatherScarcity(block: Block): SectionFact[] {
  const m = SCARCITY.exec(block.text);
  return m ? [{ kind: 'scarcity', value: 'scarcity text', evidence: `"${m[0]}"` }] : [];
}

/** A link to a policy page ("Refund policy", "Rückgaberecht"): a page of terms, not a promise made here. */
const POLICY_LINK = /\bpolic(?:y|ies)\b|\bterms\b|\bconditions\b|\brichtlinie|\bpolitique\b|\bpolítica\b|\bagb\b/i;
// "Cancel any time" in the project's seven languages: the same promise must read the same on a translated page.
const GUARANTEE = /\b(?:money[- ]back|refund|guarantees?|risk[- ]free|no questions asked|cancel any ?time|free returns?|geld[- ]zurück|garantie|rembours\w+|garantía|reembolso|jederzeit kündbar|jederzeit kündigen|résiliable à tout moment|sans engagement|cancela cuando quieras|cancelable en cualquier momento|disdici quando vuoi|disdetta in qualsiasi momento|cancele quando quiser|altijd opzegbaar|maandelijks opzegbaar)(?![\p{L}])/iu;

/** Guarantee or refund text (money-back, risk-free). */
export function gatherGuarantee(block: Block): SectionFact[] {
  if (!GUARANTEE.test(block.text)) return [];
  // A promise is said in the copy: a footer's "Refund policy" link promises nothing.
  let said = block.text;
  for (const a of Array.from(block.el.querySelectorAll('a')).slice(0, 200)) {
    const label = textOf(a);
    if (POLICY_LINK.test(label)) said = said.replace(label, ' ');
  }
  const m = GUARANTEE.exec(said);
  if (!m) return [];
  // The promise's own term ("30-day money-back guarantee"), near its words: a "14-day free trial" elsewhere is an offer, not a guarantee.
  const near = said.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
  const days = /\b(\d{1,3})[- ]day\b(?!\s*(?:free\s+)?trial)/i.exec(near);
  return [{ kind: 'guarantee', value: days ? `${days[1]}-day guarantee` : 'guarantee text', evidence: `"${said.slice(Math.max(0, m.index - 30), m.index + 40).trim()}"` }];
}
