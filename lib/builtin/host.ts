import { serveWire, STATUS_PATH, WARM_PATH, type WireRequest, type WireResponse } from './transport';
import type { CatalogueFiles } from './catalogue-files';
import { openCatalogue, type OpenCatalogue } from './open-catalogue';
import { markOnce, timelineMarks } from './timeline';
import { MEMORY_PATH } from './paths';

export { MEMORY_PATH };

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
 * `firstFiles`: fetches already started for the first opening (later ones fetch again).
 */
export function builtinHost(assetUrl: (path: string) => string, idleMs = IDLE_RELEASE_MS, firstFiles?: CatalogueFiles): BuiltinHost {
  let files = firstFiles;
  let opening: Promise<OpenCatalogue> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = 0;

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
      try {
        if (!opening) {
          const started = openCatalogue(assetUrl, files);
          files = undefined;
          opening = started;
          started.catch(() => {
            if (opening === started) opening = null;
          });
        }
        let catalogue: OpenCatalogue;
        try {
          catalogue = await opening;
        } catch (error) {
          const message = `The built-in catalogue could not be opened: ${error instanceof Error ? error.message : String(error)}`;
          return { status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'BUILTIN_UNAVAILABLE', message, details: null, hint: 'Reload the extension, or choose another service in the options.' }) };
        }
        if (request.path === MEMORY_PATH) return memoryReport(catalogue);
        if (request.path === WARM_PATH) return json({ open: true, startup: catalogue.startup });
        const search = request.path.startsWith('/functions/v1/semantic-search');
        if (search) markOnce('offscreen:first-search-start');
        const answer = await serveWire(catalogue.app, request);
        if (search) markOnce('offscreen:first-search-answered');
        return answer;
      } finally {
        active--;
        armIdleTimer();
      }
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
