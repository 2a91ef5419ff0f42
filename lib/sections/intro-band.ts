import type { BlockFeatures } from './features';

/**
 * A band that only titles what follows: a heading and a line or two, nothing to click, no picture, no
 * form ("Series GT — urban, efficient", "Our menu"). On its own it says nothing about its purpose; a
 * visitor reads it as the opening of the block below it.
 */
export function isIntroBand(f: BlockFeatures): boolean {
  return (
    f.headings.length >= 1 &&
    f.headings.length <= 2 &&
    f.textLength < 200 &&
    f.images === 0 &&
    f.videos === 0 &&
    f.canvases === 0 &&
    f.iframes === 0 &&
    f.buttons === 0 &&
    f.forms === 0 &&
    f.links === 0 &&
    f.tables === 0 &&
    f.codeBlocks === 0 &&
    f.h1 === 0 &&
    f.paragraphs <= 1 &&
    f.blockquotes + f.quoteMarks + f.cites + f.details + f.listItems + f.prices + f.stats + f.stars === 0 &&
    f.elementCount <= 8
  );
}
