/**
 * The eight website sections of ../shared/section-taxonomy.md, in the taxonomy's order: the allowed
 * values of `website_section`. A plain array, so the classifier can use it without pulling zod into
 * the content script; `labels.ts` builds the zod schema from it.
 */
export const LABELS = ['hero', 'cta', 'trust', 'product_demo', 'differentiation', 'global', 'doors', 'resources'] as const;

export type SectionLabel = (typeof LABELS)[number];
