import type { SectionLabel } from './labels';

/**
 * The eight labels as a plain array. `labels.ts` builds a zod schema at load time; importing it at
 * run time would pull zod into the content script, so the classifier uses this list
 * (test/unit/sections checks it equals SECTION_LABELS).
 */
export const LABELS: readonly SectionLabel[] = [
  'hero',
  'cta',
  'trust',
  'product_demo',
  'differentiation',
  'global',
  'doors',
  'resources',
];
