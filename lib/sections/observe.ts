import { SectionTracker } from './classify';
import type { ClassifiedSection, ClassifyOptions } from './types';

export interface ObserveOptions extends ClassifyOptions {
  /** Aborting removes the observer and any pending timer. */
  signal: AbortSignal;
  /** Quiet time after the last mutation before re-classifying. Default 300 ms. */
  debounceMs?: number;
  /** Called at once when a mutation makes the last classification stale, before the quiet time runs. */
  onStale?: () => void;
}

const DEFAULT_DEBOUNCE_MS = 300;

/**
 * Re-classifies after DOM mutations, debounced. Only the blocks a mutation touched are read
 * again; the page is segmented anew only when its structure changed. Mutations inside elements
 * marked with `data-uplift-lens` (the extension's own overlay) are ignored.
 * Returns the classification it starts from (what `classifyPage` would return now), so a caller
 * that needs both the sections and the observer classifies the page once.
 */
export function observeSections(
  document: Document,
  onChange: (sections: ClassifiedSection[]) => void,
  options: ObserveOptions,
): ClassifiedSection[] {
  const { signal } = options;
  if (signal.aborted) return [];
  const view = document.defaultView;
  const Observer = view?.MutationObserver ?? globalThis.MutationObserver;
  const tracker = new SectionTracker(document, options);
  const baseline = tracker.classify();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    if (signal.aborted) return;
    onChange(tracker.classify());
  };
  const observer = new Observer((records) => {
    if (!tracker.invalidate(records)) return;
    options.onStale?.();
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, options.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'open', 'src', 'href'],
  });
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    { once: true },
  );
  return baseline;
}
