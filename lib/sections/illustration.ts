import type { BlockFeatures } from './features';

/**
 * A band holding one large picture and no words of its own: no heading, no caption to speak of, nothing
 * to click. It says nothing by itself; a visitor reads it as the picture of the block right above it (the
 * venue's photo under "Location"). Several pictures are a gallery, which shows something on its own.
 */
export function isIllustration(f: BlockFeatures): boolean {
  return (
    f.largeImages === 1 &&
    f.images === 1 &&
    f.headings.length === 0 &&
    f.textLength < 20 &&
    f.links + f.buttons + f.forms === 0 &&
    f.videos + f.canvases + f.iframes === 0
  );
}
