import type { Signal } from './types';
import { classWordsSignal } from './words';

/** Signals for the first primary message block. Which block becomes the hero is settled in ../score.ts. */

export const pageHeadline: Signal = (f, ctx) =>
  f.h1 > 0 && !ctx.h1Above ? { label: 'hero', weight: 2.5, reason: 'h1 headline' } : null;

export const firstScreen: Signal = (f, ctx) => {
  if (ctx.rect.y > ctx.viewportHeight * 0.6) return null;
  const tall = ctx.rect.height >= ctx.viewportHeight * 0.4;
  return { label: 'hero', weight: tall ? 2 : 1, reason: tall ? 'fills the first screen' : 'at top of page' };
};

export const heroClassWords: Signal = classWordsSignal('hero', 2, 1);

export const heroSignals: Record<string, Signal> = {pageHeadline, firstScreen, heroClassWords};
