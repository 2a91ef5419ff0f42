import { Window } from 'happy-dom';
import { extractFeatures, type BlockFeatures } from '../../../lib/sections/features';
import { LayoutReader } from '../../../lib/sections/layout';
import type { BlockContext } from '../../../lib/sections/signals/types';

/** A happy-dom document for structure-only tests (no layout: every box is 0 × 0). */
export function documentOf(bodyHtml: string): Document {
  const window = new Window({ url: 'http://127.0.0.1/', width: 1280, height: 800 });
  const document = window.document as unknown as Document;
  document.body.innerHTML = bodyHtml;
  return document;
}

/** Features of the first element of `html`, read as a block. */
export function featuresOf(html: string): BlockFeatures {
  const document = documentOf(html);
  const block = document.body.firstElementChild;
  if (!block) throw new Error('fixture has no element');
  return extractFeatures(block, new LayoutReader(document));
}

/** A block context in the middle of a long page, overridable per test. */
export function contextOf(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    rect: { x: 0, y: 2000, width: 1280, height: 500 },
    index: 3,
    count: 8,
    fixed: false,
    viewportWidth: 1280,
    viewportHeight: 800,
    documentHeight: 6000,
    documentationPage: false,
    shopPage: false,
    h1Above: false,
    ...overrides,
  };
}
