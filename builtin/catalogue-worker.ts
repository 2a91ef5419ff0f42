import pgliteWasm from 'pglite-assets/pglite.wasm?url';
import pgliteFsBundle from 'pglite-assets/pglite.data?url';
import { fetchCatalogueFiles, type CatalogueFiles } from './catalogue-files';
import { BUILTIN_CHANNEL, unavailableReply } from '../lib/builtin/channel';
import { DIAGNOSTICS_PATH, WARM_PATH } from '../lib/builtin/paths';
import { markOnce } from '../lib/builtin/timeline';
import { describe, diagnosticEvents, recordEvent } from '../lib/builtin/diagnostics';

/**
 * The built-in catalogue's worker, started by the page that hosts it (entrypoints/offscreen/): the
 * database, the service's routes and the query embedder run here, off that page's main thread,
 * which every extension page in the process shares (the side panel's too). Requests come as
 * `{ id, request }` and are answered as `{ id, reply }`.
 *
 * This module is small: it starts every fetch the opening needs (the catalogue's files, PGlite's
 * WebAssembly compiled as it streams in, its file-system bundle) before the database code, loaded
 * next, has even been parsed.
 */
interface WorkerScope {
  location: { origin: string };
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<{ id: number; request: unknown }>) => void): void;
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: ErrorEvent & PromiseRejectionEvent) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

markOnce('worker:script');
recordEvent('worker', 'script');
scope.addEventListener('error', (event) => recordEvent('worker', 'uncaught error', event.error ?? event.message));
scope.addEventListener('unhandledrejection', (event) => recordEvent('worker', 'unhandled rejection', event.reason));
const assetUrl = (path: string) => new URL(path, scope.location.origin).href;
const fetchFiles = () => fetchCatalogueFiles(assetUrl, { wasm: pgliteWasm, fsBundle: pgliteFsBundle });
// The first opening's, started now; not kept once handed over (nor its files after the catalogue is released).
let first: CatalogueFiles | undefined = fetchFiles();
const loadFiles = () => {
  const files = first ?? fetchFiles();
  first = undefined;
  return files;
};
let hostLoaded = false;
// Marks for the bench's timeline: which of the two (database code, compiled WebAssembly) the opening waits for.
void first?.pglite?.then(() => markOnce('worker:wasm-compiled'), () => {});
const host = import('./worker-host').then(({ workerHost }) => {
  hostLoaded = true;
  markOnce('worker:database-code-loaded');
  recordEvent('worker', 'database code loaded');
  return workerHost(loadFiles);
});
host.catch((error: unknown) => recordEvent('worker', 'database code failed to load', error));

scope.addEventListener('message', (event) => {
  const { id, request } = event.data;
  if ((request as { path?: unknown } | null)?.path === DIAGNOSTICS_PATH) {
    scope.postMessage({ id, reply: { status: 200, contentType: 'application/json', body: JSON.stringify({ hostLoaded, events: diagnosticEvents() }) } });
    return;
  }
  // Every request is answered, also when the database code did not load (else the background waits for its timeout).
  void host
    .then((h) => h.serve(request))
    .catch((error: unknown) => unavailableReply(`The built-in catalogue's code did not load: ${describe(error)}`))
    .then((reply) => scope.postMessage({ id, reply }));
});
scope.postMessage({ ready: true });

// The page starts this worker only when the catalogue is wanted (the panel opened, or an audit
// asked): open it now rather than on the first message.
void host.then((h) => h.serve({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: WARM_PATH, body: null }));
