import { serveWire, STATUS_PATH, WARM_PATH, type WireRequest, type WireResponse } from '../lib/builtin/transport';
import type { CatalogueFiles } from './catalogue-files';
import { openCatalogue, primeCatalogue, type OpenCatalogue } from './open-catalogue';
import { markOnce, timelineMarks } from '../lib/builtin/timeline';
import { unavailableReply } from '../lib/builtin/channel';
import { MEMORY_PATH, PREPARE_PATH } from '../lib/builtin/paths';
import { prepareCatalogue } from './prepare';
import { recordEvent } from '../lib/builtin/diagnostics';

/**
 * Released after this long without a request; the next audit opens it again. An open panel pings
 * every minute (see lib/extension/panel-warmup.ts), so this is how long it stays after the panel closes.
 */
export const IDLE_RELEASE_MS = 3 * 60_000;

export interface BuiltinHost {
  serve(request: WireRequest): Promise<WireResponse>;
  /** True while the database is open (or opening). */
  readonly open: boolean;
  release(): Promise<void>;
}

/**
 * Opens the catalogue on the first request, keeps it while requests come, closes it when idle.
 * `loadFiles` starts the fetches an opening reads (fetchCatalogueFiles; the worker's first ones are
 * under way early).
 */
export function builtinHost(loadFiles: () => CatalogueFiles, idleMs = IDLE_RELEASE_MS): BuiltinHost {
  let opening: Promise<OpenCatalogue> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = 0;
  /** Requests served so far (a compile-ahead releases the catalogue only if none came while it ran). */
  let served = 0;
  const queue = jobQueue();

  const release = async () => {
    clearTimeout(timer);
    const current = opening;
    opening = null;
    if (current) await (await current.catch(() => null))?.close();
  };
  const armIdleTimer = () => {
    clearTimeout(timer);
    if (active === 0) timer = setTimeout(() => void release(), idleMs);
  };

  return {
    get open() {
      return opening !== null;
    },
    release,
    async serve(request) {
      if (request.path === STATUS_PATH) return json({ open: opening !== null });
      markOnce(request.path === WARM_PATH ? 'offscreen:first-warm' : 'offscreen:first-request');
      clearTimeout(timer);
      active++;
      served++;
      try {
        if (!opening) {
          recordEvent('worker', 'opening', { path: request.path });
          const started = openCatalogue(loadFiles());
          opening = started;
          started.then(
            // Warms the caches for the first query; ranked last, so it runs at once only when no query waits,
            // else after those waiting (which have warmed them by then).
            (catalogue) => {
              recordEvent('worker', 'opened', catalogue.startup);
              void queue.run(Rank.Prime, () => primeCatalogue(catalogue)).catch((error: unknown) => recordEvent('worker', 'priming search failed', error));
            },
            (error: unknown) => {
              recordEvent('worker', 'opening failed', error);
              if (opening === started) opening = null;
            },
          );
        }
        let catalogue: OpenCatalogue;
        try {
          catalogue = await opening;
        } catch (error) {
          return unavailableReply(`The built-in catalogue could not be opened: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (request.path === MEMORY_PATH) return memoryReport(catalogue);
        if (request.path === WARM_PATH) return json({ open: true, startup: catalogue.startup });
        if (request.path === PREPARE_PATH) {
          const before = served;
          const report = await prepareCatalogue((path, init) => queue.run(Rank.Prime, async () => catalogue.app.request(path, init)));
          recordEvent('worker', 'prepared', report);
          // Opened for this alone (no panel, no audit asked meanwhile): not kept for the idle time.
          const released = served === before && active === 1;
          if (released) await release();
          return json({ ...report, released });
        }
        const search = request.path.startsWith(SEARCH_PATH);
        return await queue.run(search ? Rank.Search : Rank.Other, async () => {
          if (search) markOnce('offscreen:first-search-start');
          const answer = await serveWire(catalogue.app, request);
          if (answer.status >= 500) recordEvent('worker', `HTTP ${answer.status} for ${request.path}`, answer.body);
          if (search) markOnce('offscreen:first-search-answered');
          return answer;
        });
      } finally {
        active--;
        armIdleTimer();
      }
    },
  };
}

const SEARCH_PATH = '/functions/v1/semantic-search';

/** Which waiting request the database runs first: an audit's sections wait for searches; its patterns and the demo check can come after. */
export const Rank = { Search: 0, Other: 1, Prime: 2 } as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/**
 * Runs the requests one at a time (the database runs one query at a time anyway), the waiting one
 * of lowest rank first, then the earliest: when the catalogue opens with an audit's requests
 * waiting, the first section's searches go before the patterns, and the priming search only runs
 * if nothing waits.
 */
export function jobQueue() {
  const waiting: { rank: Rank; start(): void }[] = [];
  let running = false;
  let scheduled = false;
  const next = () => {
    if (running || scheduled || waiting.length === 0) return;
    // After the microtasks already queued: every request resumed by the same event (the opening)
    // joins the queue before one is chosen. (A microtask, not a timer: timers nested this deep
    // wait 4 ms each.)
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (running || waiting.length === 0) return;
      let best = 0;
      for (let i = 1; i < waiting.length; i++) if (waiting[i]!.rank < waiting[best]!.rank) best = i;
      running = true;
      waiting.splice(best, 1)[0]!.start();
    });
  };
  return {
    run<T>(rank: Rank, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          rank,
          start: () =>
            void task()
              .then(resolve, reject)
              .finally(() => {
                running = false;
                next();
              }),
        });
        next();
      });
    },
  };
}

function json(body: unknown): WireResponse {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(body) };
}

function memoryReport(catalogue: OpenCatalogue): WireResponse {
  const wasm = (catalogue.pg as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? null;
  const js = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null;
  return json({ wasmHeapBytes: wasm, jsHeapBytes: js, startup: catalogue.startup, marks: timelineMarks('worker') });
}
