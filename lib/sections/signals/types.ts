import type { BlockFeatures } from '../features';
import type { SectionLabel } from '../labels';
import type { Rect } from '../types';

/** Where a block sits on the rendered page. */
export interface BlockContext {
  rect: Rect;
  /** Position among the page's blocks, 0-based, and how many there are. */
  index: number;
  count: number;
  fixed: boolean;
  viewportWidth: number;
  viewportHeight: number;
  documentHeight: number;
  /** Page-level: several blocks show code, so the page documents something. */
  documentationPage: boolean;
  /** Page-level: two or more blocks list priced products, so the page is a shop's. */
  shopPage: boolean;
  /** An earlier block holds an h1: this block's h1 is not the page's headline (pages that give every band an h1). */
  h1Above: boolean;
}

/**
 * One piece of evidence towards this label, for this reason. `weight` is the signal's own grading
 * of what it saw (its strength); the fitted model (../model) decides how much that counts per label.
 */
export interface Vote {
  label: SectionLabel;
  weight: number;
  reason: string;
}

/** A small named check over one block's facts, in the manner of axe-core checks. */
export type Signal = (f: BlockFeatures, ctx: BlockContext) => Vote | null;
