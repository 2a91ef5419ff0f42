import type { HighlightMode } from '../messaging-content';
import { OVERLAY_ATTRIBUTE } from '../sections/dom';

const HOST_TAG = 'uplift-lens-overlay';

const STYLE = `
:host { all: initial; }
.box { position: absolute; box-sizing: border-box; pointer-events: none; border-radius: 4px; }
.box[data-mode="hover"] { outline: 2px dashed #7c3aed; outline-offset: 2px; }
.box[data-mode="select"] { outline: 3px solid #7c3aed; outline-offset: 2px; background: rgba(124, 58, 237, 0.12); }
.tag { position: absolute; top: 0; left: 0; font: 600 12px/1.6 system-ui, sans-serif; color: #fff; background: #5b21b6; padding: 1px 6px; border-radius: 3px; white-space: nowrap; }
`;

export interface Overlay {
  show(element: Element, mode: HighlightMode, label: string): void;
  clear(mode?: HighlightMode): void;
  /** Removes the overlay's host element and listeners: no trace left on the page. */
  destroy(): void;
}

/**
 * Highlight boxes drawn inside a shadow root on a zero-size host, so the page's CSS cannot reach them
 * and they cannot restyle the page. Created lazily on the first highlight.
 */
export function createOverlay(doc: Document, signal: AbortSignal): Overlay {
  let host: HTMLElement | null = null;
  let root: ShadowRoot | null = null;
  const shown = new Map<HighlightMode, { element: Element; box: HTMLElement }>();
  const win = doc.defaultView ?? window;

  const place = (element: Element, box: HTMLElement) => {
    const r = element.getBoundingClientRect();
    Object.assign(box.style, {
      left: `${r.left + win.scrollX}px`,
      top: `${r.top + win.scrollY}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    });
  };
  const reposition = () => shown.forEach(({ element, box }) => place(element, box));

  const ensureRoot = (): ShadowRoot => {
    if (root && host?.isConnected) return root;
    host = doc.createElement(HOST_TAG);
    // The classifier and its observer skip anything carrying this attribute.
    host.setAttribute(OVERLAY_ATTRIBUTE, 'overlay');
    host.style.cssText = 'all: initial; position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483647; pointer-events: none;';
    root = host.attachShadow({ mode: 'open' });
    const style = doc.createElement('style');
    style.textContent = STYLE;
    root.append(style);
    doc.documentElement.append(host);
    win.addEventListener('resize', reposition, { signal });
    return root;
  };

  const clear = (mode?: HighlightMode) => {
    for (const m of mode ? [mode] : (['hover', 'select'] as const)) {
      shown.get(m)?.box.remove();
      shown.delete(m);
    }
  };

  const destroy = () => {
    shown.clear();
    host?.remove();
    host = null;
    root = null;
    win.removeEventListener('resize', reposition);
  };
  signal.addEventListener('abort', destroy, { once: true });

  return {
    show(element, mode, label) {
      if (signal.aborted) return;
      const shadow = ensureRoot();
      clear(mode);
      const box = doc.createElement('div');
      box.className = 'box';
      box.dataset.mode = mode;
      if (mode === 'select') {
        const tag = doc.createElement('span');
        tag.className = 'tag';
        tag.textContent = label;
        box.append(tag);
      }
      place(element, box);
      shadow.append(box);
      shown.set(mode, { element, box });
      if (mode === 'select') element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
    clear,
    destroy,
  };
}
