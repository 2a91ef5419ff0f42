import { titledMenu } from './doors';
import type { Signal } from './types';
import { classWordsSignal, headingWordsSignal } from './words';

/** Signals for blocks that show the product itself working. */

export const productVideo: Signal = (f) => {
  if (f.videos === 0) return null;
  if (f.ambientVideos === f.videos) return { label: 'product_demo', weight: 1.5, reason: 'screen recording on a loop' };
  return { label: 'product_demo', weight: 3, reason: f.videos > 1 ? `${f.videos} videos` : 'video' };
};

export const interactiveCanvas: Signal = (f) =>
  f.canvases > 0 ? { label: 'product_demo', weight: 3, reason: 'canvas' } : null;

/** Upload something and see the product work on it. */
export const tryWithUpload: Signal = (f) =>
  f.fileInputs > 0 ? { label: 'product_demo', weight: 3, reason: 'file upload to try it' } : null;

/** An embedded page (not a video, not a map): often the product itself, running. */
export const embeddedFrame: Signal = (f) =>
  f.iframes > f.videos + f.maps ? { label: 'product_demo', weight: 1.5, reason: 'embedded frame' } : null;

/** A text box that opens already holding code or text to edit: a live editor to try, not a field to fill in. */
export const liveEditor: Signal = (f) =>
  f.filledTextareas > 0 ? { label: 'product_demo', weight: 3, reason: 'editor with content to try' } : null;

/** Several large images with little text between them: a gallery, portfolio or screenshots. */
export const imageGallery: Signal = (f) => {
  const g = f.repeated;
  if (g.count >= 4 && g.withImage >= g.count * 0.75 && g.meanText < 60 && f.smallImages < g.count / 2) {
    return { label: 'product_demo', weight: 2.5, reason: `gallery of ${g.count} images` };
  }
  if (f.largeImages >= 3 && f.textLength < f.largeImages * 120) {
    return { label: 'product_demo', weight: 2, reason: `${f.largeImages} large images` };
  }
  return null;
};

/** The product's interface pictured: app screenshots, phone or laptop mockups, terminal windows. */
export const interfaceScreens: Signal = (f) => {
  if (f.interfaceShots === 0) return null;
  const n = f.interfaceShots;
  return { label: 'product_demo', weight: n >= 2 ? 2.5 : 1.5, reason: n > 1 ? `${n} screens of the product` : 'a screen of the product' };
};

/** Priced items without pictures that lead nowhere: a menu or price list (shop grids picture and link their products). */
export const priceList: Signal = (f) => {
  const g = f.repeated;
  if (g.withPrice < 3 || g.withPrice < g.count * 0.6 || g.withPageLink > g.count * 0.3 || g.withImage > g.count / 2 || f.buttons >= g.count) return null;
  return { label: 'product_demo', weight: 2.5, reason: `list of ${g.withPrice} priced items` };
};

/** A block titled as a menu with prices: the dishes on offer shown, however they are built (a café's cards with cart buttons too). */
export const menuOfDishes: Signal = (f) =>
  f.prices >= 3 && titledMenu(f) ? { label: 'product_demo', weight: 3, reason: `menu with ${f.prices} prices` } : null;

/** Three or more numbered steps: how it works, shown as a sequence. */
export const numberedSteps: Signal = (f) => {
  const g = f.repeated;
  if (g.numbered < 3 || g.numbered < g.count * 0.75 || g.count > 7 || g.withPrice > 0) return null;
  return { label: 'product_demo', weight: 3, reason: `${g.numbered} numbered steps` };
};

export const codeExamples: Signal = (f, ctx) =>
  f.codeBlocks > 0 && !ctx.documentationPage ? { label: 'product_demo', weight: 1, reason: `${f.codeBlocks} code example${f.codeBlocks > 1 ? 's' : ''}` } : null;

export const demoHeadingWords: Signal = headingWordsSignal('product_demo', 2);

export const demoClassWords: Signal = classWordsSignal('product_demo', 2, 1);

export const productDemoSignals: Record<string, Signal> = {
  productVideo,
  interactiveCanvas,
  tryWithUpload,
  embeddedFrame,
  liveEditor,
  imageGallery,
  interfaceScreens,
  priceList,
  menuOfDishes,
  numberedSteps,
  codeExamples,
  demoHeadingWords,
  demoClassWords,
};
