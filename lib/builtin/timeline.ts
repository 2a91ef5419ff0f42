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

/** The marks of this page, with absolute times, after its navigation's start and end of parsing as `<prefix>:navigation-start` and `<prefix>:dom-interactive`. */
export function timelineMarks(prefix = 'page'): TimelineMark[] {
  if (typeof performance === 'undefined') return [];
  const at = (ms: number) => performance.timeOrigin + ms;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return [
    { name: `${prefix}:navigation-start`, at: at(0) },
    ...(navigation ? [{ name: `${prefix}:dom-interactive`, at: at(navigation.domInteractive) }] : []),
    ...performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: at(m.startTime) })),
  ];
}
