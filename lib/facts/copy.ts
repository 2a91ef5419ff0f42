import { DEADLINE } from '../sections/keywords';
import { namesMention, plural, textOf, type Block } from './read';
import type { SectionFact } from './types';

/** The section's top heading: its length in words and whether it states a number. */
export function gatherHeadline(block: Block, isTopOfPage: boolean): SectionFact[] {
  const h = block.el.querySelector('h1') ?? (isTopOfPage ? block.el.querySelector('h2') : null);
  const text = textOf(h);
  if (!text) return [];
  const words = text.split(/\s+/).length;
  const number = /\d/.test(text);
  const length = words > 12 ? 'long' : words <= 4 ? 'short' : 'medium';
  return [{ kind: 'headline', value: `${plural(words, 'word')}, ${length}, ${number ? 'with numbers' : 'no numbers'}`, evidence: `"${text.slice(0, 90)}"` }];
}

/** Countdown timers and deadline text: urgency. */
export function gatherCountdown(block: Block): SectionFact[] {
  const named = namesMention(block.el, /countdown|timer/);
  const timer = block.el.querySelector(named ? '[class*="countdown"], [class*="timer"], [id*="countdown"], [data-countdown]' : '[data-countdown]');
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

const GUARANTEE = /\b(?:money[- ]back|refund|guarantee[ds]?|risk[- ]free|no questions asked|cancel any ?time|free returns?|geld[- ]zurück|garantie|rembours\w+|garantía|reembolso)\b/i;

/** Guarantee or refund text (money-back, risk-free). */
export function gatherGuarantee(block: Block): SectionFact[] {
  const m = GUARANTEE.exec(block.text);
  if (!m) return [];
  const days = /\b(\d{1,3})[- ]day\b/i.exec(block.text);
  return [{ kind: 'guarantee', value: days ? `${days[1]}-day guarantee` : 'guarantee text', evidence: `"${block.text.slice(Math.max(0, m.index - 30), m.index + 40).trim()}"` }];
}
