import type { Rect } from './types';
import { isNeverContent } from './dom';

/** Layout facts of one element, read once per classification. */
export interface Box {
  rect: Rect;
  visible: boolean;
  fixed: boolean;
}

/**
 * Reads rendered rectangles and computed styles, caching them for one classification pass.
 * It only reads, so the browser lays out the page at most once per pass (no read/write interleaving).
 */
export class LayoutReader {
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  readonly documentHeight: number;
  /** false in DOM emulations without layout (happy-dom): then every element counts as visible. */
  readonly hasLayout: boolean;
  private readonly scrollX: number;
  private readonly scrollY: number;
  private readonly cache = new Map<Element, Box>();

  constructor(readonly document: Document) {
    const win = document.defaultView;
    const root = document.documentElement;
    this.scrollX = win?.scrollX ?? 0;
    this.scrollY = win?.scrollY ?? 0;
    this.viewportWidth = win?.innerWidth || root.clientWidth || 1280;
    this.viewportHeight = win?.innerHeight || root.clientHeight || 800;
    const rootRect = root.getBoundingClientRect();
    this.hasLayout = rootRect.height > 0 || rootRect.width > 0;
    this.documentHeight = Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0, rootRect.height, 1);
  }

  box(el: Element): Box {
    let box = this.cache.get(el);
    if (box) return box;
    const r = el.getBoundingClientRect();
    const rect = { x: r.left + this.scrollX, y: r.top + this.scrollY, width: r.width, height: r.height };
    const style = this.document.defaultView?.getComputedStyle(el);
    let visible: boolean;
    if (isNeverContent(el) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') visible = false;
    else if (style && (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0')) visible = false;
    else if (!this.hasLayout) visible = true;
    else visible = r.width > 1 && r.height > 1 && r.right > 0 && r.bottom + this.scrollY > 0 && r.left < this.viewportWidth + this.scrollX;
    const fixed = style ? style.position === 'fixed' || style.position === 'sticky' : false;
    box = { rect, visible, fixed };
    this.cache.set(el, box);
    return box;
  }

  rect(el: Element): Rect {
    return this.box(el).rect;
  }

  /** Element children that render something, in document order; `display: contents` wrappers are looked through. */
  renderedChildren(el: Element): Element[] {
    const out: Element[] = [];
    for (const kid of Array.from(el.children)) {
      if (isNeverContent(kid)) continue;
      const box = this.box(kid);
      if (box.visible) out.push(kid);
      else if (this.hasLayout && box.rect.width === 0 && box.rect.height === 0) {
        const style = this.document.defaultView?.getComputedStyle(kid);
        if (style?.display === 'contents') out.push(...this.renderedChildren(kid));
      }
    }
    return out;
  }
}
