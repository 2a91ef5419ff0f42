import { z } from 'zod';

/** The eight website sections of ../shared/section-taxonomy.md, the allowed values of `website_section`. */
export const SECTION_LABELS = [
  'hero',
  'cta',
  'trust',
  'product_demo',
  'differentiation',
  'global',
  'doors',
  'resources',
] as const;

export const SectionLabelSchema = z.enum(SECTION_LABELS);
export type SectionLabel = z.infer<typeof SectionLabelSchema>;
