/**
 * User Timing marks for `bench:extension`'s cold-start timeline. Each is set once per page (the
 * first time only), so a long-lived page (the background, the offscreen document) does not pile
 * up entries; the bench reads them from each page with their absolute time (`timeOrigin + startTime`).
 */
export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

export interface TimelineMark {
  name: string;
  /** Milliseconds since the epoch (comparable across the extension's pages). */
  at: number;
}

/** The marks of this page, with absolute times. */
export function timelineMarks(): TimelineMark[] {
  if (typeof performance === 'undefined') return [];
  return performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: performance.timeOrigin + m.startTime }));
}
