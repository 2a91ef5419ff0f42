import { browser } from 'wxt/browser';
import { isBuiltinRequest, unavailableReply } from '@/lib/builtin/channel';
import { markOnce, timelineMarks } from '@/lib/builtin/timeline';
import { MEMORY_PATH } from '@/lib/builtin/paths';
// A type only: the page's script stays without zod.
import type { WireResponse } from '@/lib/builtin/transport';

markOnce('offscreen:script');

// The page that hosts the built-in catalogue: Chrome's offscreen document (the background worker
// cannot keep a database open: it is stopped when idle), or on Firefox a frame of the background
// page (whose script is one classic file, where the database's WebAssembly could not be split out).
// The catalogue itself runs in a worker (lib/builtin/catalogue-worker.ts): the database's start and
// its queries hold the thread they run on for up to a second, and this page's main thread is the
// one every extension page in the process runs on, the side panel's included. This script stays
// small, so the worker (and with it the database's files) starts as soon as the page does.
const worker = new Worker(new URL('../../lib/builtin/catalogue-worker.ts', import.meta.url), { type: 'module' });

const waiting = new Map<number, (reply: WireResponse) => void>();
let nextId = 0;
let started = false;
let failed: string | null = null;

const unavailable = (why: string) => unavailableReply(`The built-in catalogue could not be started: ${why}`);

worker.addEventListener('message', (event: MessageEvent<{ ready?: true; id?: number; reply?: WireResponse }>) => {
  if (event.data.ready) started = true;
  if (event.data.id === undefined || !event.data.reply) return;
  waiting.get(event.data.id)?.(event.data.reply);
  waiting.delete(event.data.id);
});
worker.addEventListener('error', (event) => {
  // Only a worker that never started is given up on (its script did not load or threw at once).
  if (started) return;
  failed = event.message || 'its script did not load';
  for (const answer of waiting.values()) answer(unavailable(failed));
  waiting.clear();
});

function serve(request: unknown): Promise<WireResponse> {
  if (failed) return Promise.resolve(unavailable(failed));
  const reply = new Promise<WireResponse>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    worker.postMessage({ id, request });
  });
  return (request as { path?: unknown }).path === MEMORY_PATH ? reply.then(withPageMarks) : reply;
}

/** `bench:extension`'s report from the worker, with this page's own marks added to the worker's. */
function withPageMarks(reply: WireResponse): WireResponse {
  try {
    const report = JSON.parse(reply.body) as { marks?: unknown[] };
    return { ...reply, body: JSON.stringify({ ...report, marks: [...timelineMarks('offscreen'), ...(report.marks ?? [])] }) };
  } catch {
    return reply;
  }
}

// Chrome: the background worker asks by message.
browser.runtime.onMessage.addListener((message: unknown) => (isBuiltinRequest(message) ? serve(message) : undefined));

// Firefox: the background page, same origin, calls the host directly.
(window as unknown as { upliftBuiltin: { serve: typeof serve } }).upliftBuiltin = { serve };
