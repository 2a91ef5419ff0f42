import { BUY_BUTTON, CTA_BUTTON } from '../keywords';
import type { BlockFeatures } from '../features';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for blocks whose main job is to ask for the conversion. */

export const signupForm: Signal = (f) => {
  if (f.emailInputs === 0 || f.textInputs > 3 || f.textareas > 0) return null;
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: 'email sign-up form' };
};

export const contactForm: Signal = (f) => {
  // Fields a visitor fills in: text boxes and choices alike (a postcode and a property type ask for a quote).
  const empty = f.textareas - f.filledTextareas;
  if (empty === 0 && (f.forms === 0 || f.textInputs + f.selects < 2)) return null;
  // A form shown beside its own source code is a sample, not a request.
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: empty > 0 ? 'contact form with message field' : `form with ${f.textInputs + f.selects} fields` };
};

/** Plans side by side, each with a price: a pricing table (shop grids have many more items). */
export const pricingPlans: Signal = (f) => {
  const g = f.repeated;
  if (g.withPrice < 2 || g.count > 5 || f.prices < 2 || g.withImage > g.count / 2) return null;
  return { label: 'cta', weight: 3.5, reason: `${g.withPrice} priced plans` };
};

/**
 * The same button under each of several priced, pictured items ("Buy" under every product): each item's
 * own action in a product listing, not the block asking for one conversion.
 */
export function perItemActions(f: BlockFeatures): Set<string> {
  const repeated = new Set<string>();
  if (f.prices < 2 || f.images < 2) return repeated;
  const seen = new Set<string>();
  for (const t of [...f.buttonTexts, ...f.linkTexts]) {
    const key = t.toLowerCase();
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}

/** A price followed by a billing period ("$99 /mo", "€8 per user per month"). */
const PERIOD_PRICE = /(?:[$€£¥₹]\s?\d[\d.,]*|\d[\d.,]*\s?(?:[€£]|usd|eur))\s*(?:\/\s?|per\s|a\s)(?:mo|month|yr|year|user|seat|mes|mois|monat)\b/gi;

/**
 * Two or more prices billed per period: plans to subscribe to, however the plan cards are built (the
 * look-alike run pricingPlans reads may be the feature bullets inside one plan).
 */
export const billedPlans: Signal = (f) => {
  PERIOD_PRICE.lastIndex = 0;
  let n = 0;
  while (PERIOD_PRICE.exec(f.fullText) !== null) n++;
  if (n < 2 || f.repeated.withPrice >= 6) return null;
  return { label: 'cta', weight: 3, reason: `${n} prices billed per period` };
};

export const conversionButtons: Signal = (f) => {
  const perItem = perItemActions(f);
  const asks = [...f.buttonTexts, ...f.linkTexts].filter((t) => t.length <= 40 && CTA_BUTTON.test(t) && !perItem.has(t.toLowerCase()));
  if (asks.length === 0) return null;
  const short = f.textLength < 400;
  return { label: 'cta', weight: short ? 2.5 : 0.8, reason: `${short ? 'short block asking' : 'button'} "${asks[0]}"` };
};

/** One priced thing and a button to buy it (a grid of products routes; one offer asks). */
export const singleOffer: Signal = (f) => {
  if (f.prices < 1 || f.prices > 2 || f.repeated.withPrice >= 2 || f.textLength > 500) return null;
  const buy = [...f.buttonTexts, ...f.linkTexts].find((t) => t.length <= 40 && BUY_BUTTON.test(t));
  return buy ? { label: 'cta', weight: 2.5, reason: `one priced offer, "${buy}"` } : null;
};

/** An offer that ends (countdown, "sale ends in…") with a way to take it: urgency asks for the conversion. */
export const deadlineOffer: Signal = (f) => {
  if (!f.deadline || f.textLength > 500 || f.buttons + f.links === 0 || f.repeated.withPrice >= 3) return null;
  return { label: 'cta', weight: 2.5, reason: 'time-limited offer with a button' };
};

/** A short band: a line or two and a button. */
export const shortBandWithButton: Signal = (f, ctx) => {
  if (f.buttons === 0 || perItemActions(f).size > 0 || f.textLength > 300 || ctx.rect.height > ctx.viewportHeight * 0.7) return null;
  return { label: 'cta', weight: 1, reason: 'short band with a button' };
};

export const ctaHeadingWords: Signal = headingWordsSignal('cta', 1.5);

export const ctaClassWords: Signal = classWordsSignal('cta', 1.5, 0.7);

export const ctaSignals: Record<string, Signal> = {
  signupForm,
  contactForm,
  pricingPlans,
  billedPlans,
  conversionButtons,
  singleOffer,
  deadlineOffer,
  shortBandWithButton,
  ctaHeadingWords,
  ctaClassWords,
};
