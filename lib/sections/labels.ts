import * as z from 'zod/mini';
import { LABELS } from './label-order';

/** The eight website sections, the allowed values of `website_section`. */
export const SECTION_LABELS = LABELS;

export const SectionLabelSchema = z.enum(SECTION_LABELS);
export type { SectionLabel } from './label-order';
