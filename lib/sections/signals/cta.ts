import { BUY_BUTTON, CTA_BUTTON } from '../keywords';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for blocks whose main job is to ask for the conversion. */

export const signupForm: Signal = (f) => {
  if (f.emailInputs === 0 || f.textInputs > 3 || f.textareas > 0) return null;
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: 'email sign-up form' };
};

export const contactForm: Signal = (f) => {
  // Fields a visitor fills in: text boxes and choices alike (a postcode and a property type ask for a quote).
  if (f.textareas === 0 && (f.forms === 0 || f.textInputs + f.selects < 2)) return null;
  // A form shown beside its own source code is a sample, not a request.
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: f.textareas > 0 ? 'contact form with message field' : `form with ${f.textInputs + f.selects} fields` };
};

/** Plans side by side, each with a price: a pricing table (shop grids have many more items). */
export const pricingPlans: Signal = (f) => {
  const g = f.repeated;
  if (g.withPrice < 2 || g.count > 5 || f.prices < 2 || g.withImage > g.count / 2) return null;
  return { label: 'cta', weight: 3.5, reason: `${g.withPrice} priced plans` };
};

export const conversionButtons: Signal = (f) => {
  const asks = [...f.buttonTexts, ...f.linkTexts].filter((t) => t.length <= 40 && CTA_BUTTON.test(t));
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
  if (f.buttons === 0 || f.textLength > 300 || ctx.rect.height > ctx.viewportHeight * 0.7) return null;
  return { label: 'cta', weight: 1, reason: 'short band with a button' };
};

export const ctaHeadingWords: Signal = headingWordsSignal('cta', 1.5);

export const ctaClassWords: Signal = classWordsSignal('cta', 1.5, 0.7);

export const ctaSignals: Record<string, Signal> = {
  signupForm,
  contactForm,
  pricingPlans,
  conversionButtons,
  singleOffer,
  deadlineOffer,
  shortBandWithButton,
  ctaHeadingWords,
  ctaClassWords,
};
