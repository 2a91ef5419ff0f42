import type { Rect } from './types';
import { isNeverContent } from './dom';

/** Layout facts of one element, read once per classification. */
export interface Box {
  rect: Rect;
  visible: boolean;
  /** position: fixed or sticky. */
  fixed: boolean;
  /** position: fixed and covering most of the viewport: a preloader, modal backdrop or overlay. */
  overlay: boolean;
  /** Positioned behind the page (a negative z-index): background art, never content. */
  behind: boolean;
  /** display: contents: the box itself is not rendered, its children are. */
  contents: boolean;
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
    // Each read of a computed style property costs: read each once.
    const display = style?.display;
    let visible: boolean;
    // Opacity is not read: fade-in animations start at 0 and the page is classified before they end.
    if (isNeverContent(el) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') visible = false;
    else if (display === 'none' || (style && style.visibility === 'hidden')) visible = false;
    else if (!this.hasLayout) visible = true;
    else if (r.width <= 1 || r.height <= 1) {
      // A collapsed box whose content is floated or positioned still shows that content.
      const union = this.unionOfChildren(el);
      if (union) {
        rect.x = union.x;
        rect.y = union.y;
        rect.width = union.width;
        rect.height = union.height;
      }
      visible = union !== null;
    } else visible = r.right > 0 && r.bottom + this.scrollY > 0 && r.left < this.viewportWidth + this.scrollX;
    const position = style?.position ?? 'static';
    const fixed = position === 'fixed' || position === 'sticky';
    const overlay =
      position === 'fixed' && this.hasLayout && r.width >= this.viewportWidth * 0.9 && r.height >= this.viewportHeight * 0.9;
    // Read only for positioned boxes: a z-index is ignored on static ones, and each style read costs.
    const behind = (position === 'fixed' || position === 'absolute') && parseInt(style?.zIndex ?? '', 10) < 0;
    box = { rect, visible, fixed, overlay, behind, contents: display === 'contents' };
    this.cache.set(el, box);
    return box;
  }

  private unionOfChildren(el: Element): Rect | null {
    let x1 = Infinity;
    let y1 = Infinity;
    let x2 = -Infinity;
    let y2 = -Infinity;
    for (let kid = el.firstElementChild; kid; kid = kid.nextElementSibling) {
      const box = this.box(kid);
      if (!box.visible) continue;
      x1 = Math.min(x1, box.rect.x);
      y1 = Math.min(y1, box.rect.y);
      x2 = Math.max(x2, box.rect.x + box.rect.width);
      y2 = Math.max(y2, box.rect.y + box.rect.height);
    }
    return x1 < x2 && y1 < y2 ? { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } : null;
  }

  private readonly paints = new Map<Element, string>();

  /**
   * What a box paints behind its content: background colour or picture and top/bottom borders, as a
   * string to compare with a neighbour's ('' for a transparent, borderless box). Read only for the
   * children of boxes segmentation is deciding on.
   */
  paint(el: Element): string {
    let paint = this.paints.get(el);
    if (paint !== undefined) return paint;
    const style = this.hasLayout ? this.document.defaultView?.getComputedStyle(el) : undefined;
    paint = '';
    if (style) {
      const color = style.backgroundColor;
      const transparent = !color || color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
      const image = style.backgroundImage && style.backgroundImage !== 'none';
      const border = (w: string, s: string) => parseFloat(w) > 0 && s !== 'none' && s !== 'hidden';
      paint = [
        transparent ? '' : color,
        image ? 'picture' : '',
        border(style.borderTopWidth, style.borderTopStyle) ? 'top' : '',
        border(style.borderBottomWidth, style.borderBottomStyle) ? 'bottom' : '',
      ].join('|');
      if (paint === '|||') paint = '';
    }
    this.paints.set(el, paint);
    return paint;
  }

  /** pointer-events: none: the visitor cannot touch it. Read only for the few elements that need it. */
  inert(el: Element): boolean {
    return this.hasLayout && this.document.defaultView?.getComputedStyle(el).pointerEvents === 'none';
  }

  rect(el: Element): Rect {
    return this.box(el).rect;
  }

  /**
   * The rectangle of a picture, without the computed style box() also reads: a rendered image or
   * vector has its own size. Collapsed ones go through box(), which looks at their children.
   */
  pictureRect(el: Element): Rect {
    const known = this.cache.get(el);
    if (known) return known.rect;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || !this.hasLayout) return this.box(el).rect;
    return { x: r.left + this.scrollX, y: r.top + this.scrollY, width: r.width, height: r.height };
  }

  /** Element children that render something, in document order; `display: contents` wrappers are looked through. */
  renderedChildren(el: Element): Element[] {
    const out: Element[] = [];
    for (let kid = el.firstElementChild; kid; kid = kid.nextElementSibling) {
      if (isNeverContent(kid)) continue;
      const box = this.box(kid);
      if (box.visible) {
        if (box.contents) out.push(...this.renderedChildren(kid));
        else out.push(kid);
      }
    }
    return out;
  }
}
