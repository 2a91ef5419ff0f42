/**
 * What the background, the catalogue's page and its worker saw, kept in each of them (the last
 * 500 events), so that a start that fails explains itself: `bench:extension` and the e2e tests
 * read them (the background's from its global, the page's and the worker's through DIAGNOSTICS_PATH).
 */
export interface DiagnosticEvent {
  /** Milliseconds since the epoch (comparable across the extension's pages). */
  at: number;
  where: 'background' | 'page' | 'worker';
  what: string;
  detail?: string;
}

const MAX_EVENTS = 500;
const KEY = '__upliftBuiltinEvents';

function log(): DiagnosticEvent[] {
  const scope = globalThis as unknown as Record<string, DiagnosticEvent[] | undefined>;
  return (scope[KEY] ??= []);
}

export function recordEvent(where: DiagnosticEvent['where'], what: string, detail?: unknown): void {
  const events = log();
  const at = typeof performance !== 'undefined' ? performance.timeOrigin + performance.now() : Date.now();
  events.push({ at, where, what, ...(detail === undefined ? {} : { detail: describe(detail) }) });
  if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
}

export function diagnosticEvents(): DiagnosticEvent[] {
  return [...log()];
}

/** An error (with its stack's first lines) or any value, as one short string. */
export function describe(value: unknown): string {
  if (value instanceof Error) {
    const stack = value.stack?.split('\n').slice(1, 4).map((l) => l.trim()).join(' | ');
    return `${value.name}: ${value.message}${stack ? ` [${stack}]` : ''}`.slice(0, 600);
  }
  if (typeof value === 'string') return value.slice(0, 600);
  try {
    return JSON.stringify(value).slice(0, 600);
  } catch {
    return String(value).slice(0, 600);
  }
}
