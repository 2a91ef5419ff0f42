import { CTA_BUTTON } from '../keywords';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for blocks whose main job is to ask for the conversion. */

export const signupForm: Signal = (f) => {
  if (f.emailInputs === 0 || f.textInputs > 3 || f.textareas > 0) return null;
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: 'email sign-up form' };
};

export const contactForm: Signal = (f) => {
  if (f.textareas === 0 && (f.forms === 0 || f.textInputs < 2)) return null;
  // A form shown beside its own source code is a sample, not a request.
  return { label: 'cta', weight: f.codeBlocks > 0 ? 1 : 3, reason: f.textareas > 0 ? 'contact form with message field' : `form with ${f.textInputs} fields` };
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
  shortBandWithButton,
  ctaHeadingWords,
  ctaClassWords,
};
