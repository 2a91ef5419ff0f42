/**
 * The page-section classifier: a rendered Document in, the page's sections out.
 * DOM only: no Node, no extension APIs, so the content script and Playwright pages can both load it.
 */
export { classifyPage, SectionTracker } from './classify';
export { observeSections, type ObserveOptions } from './observe';
export { summarizeSections } from './summarize';
export { uniqueSelector } from './selector';
export { OVERLAY_ATTRIBUTE } from './dom';
export type { SectionLabel } from './labels';
export type { ClassifiedSection, ClassifyOptions, Rect, SectionSummary } from './types';
