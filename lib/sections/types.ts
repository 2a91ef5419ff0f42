import type { SectionFact } from '../facts/types';
import type { RepeatedGroup } from './features';
import type { SectionLabel } from './labels';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One classified block of the page, in reading order. */
export interface ClassifiedSection {
  label: SectionLabel;
  /** The outermost element that holds the whole block. */
  element: Element;
  /** In [0, 1]. */
  confidence: number;
  /** A few short, human-readable reasons, e.g. "h1 at top", "grid of 8 logos". */
  evidence: string[];
  /** Headline, subheadline, button and link texts, trimmed: what a search should use. */
  text: string;
  /** Rendered rectangle in document coordinates (scroll offsets added). */
  rect: Rect;
  /** What the classifier read of the block and the fact gatherers need too, so they do not read it again. */
  reading?: BlockReading;
}

export interface BlockReading {
  /** The block's whole text, single-spaced. */
  text: string;
  repeated: RepeatedGroup;
}

export interface ClassifyOptions {
  /** Upper bound on the characters of `text` per section. */
  maxTextLength?: number;
}

/**
 * What leaves the content script for one section: JSON-safe, no element.
 * `selector` re-finds the element on the page (for highlight and scroll).
 */
export interface SectionSummary {
  /** Position in reading order, 0-based. */
  index: number;
  label: SectionLabel;
  confidence: number;
  evidence: string[];
  text: string;
  rect: Rect;
  selector: string;
  /** Observable design facts (lib/facts): what the advice is chosen by. */
  facts: SectionFact[];
  /**
   * The block's visible words, cut to BODY_MAX characters: what page-wide readings take from the copy
   * ("an open-source project" said in a paragraph, not a heading). Never sent to the service; older saved audits lack it.
   */
  body?: string;
}
