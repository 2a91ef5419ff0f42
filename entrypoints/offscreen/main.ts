import { browser } from 'wxt/browser';
import { isBuiltinRequest, unavailableReply } from '@/lib/builtin/channel';
import { markOnce, timelineMarks } from '@/lib/builtin/timeline';
import { DIAGNOSTICS_PATH, MEMORY_PATH } from '@/lib/builtin/paths';
import { describe, diagnosticEvents, recordEvent } from '@/lib/builtin/diagnostics';
// A type only: the page's script stays without zod.
import type { WireResponse } from '@/lib/builtin/transport';

markOnce('offscreen:script');
recordEvent('page', 'script');

// The page that hosts the built-in catalogue: Chrome's offscreen document (the background worker
// cannot keep a database open: it is stopped when idle), or on Firefox a frame of the background
// page (whose script is one classic file, where the database's WebAssembly could not be split out).
// The catalogue itself runs in a worker (builtin/catalogue-worker.ts): the database's start and
// its queries hold the thread they run on for up to a second, and this page's main thread is the
// one every extension page in the process runs on, the side panel's included. This script stays
// small, so the worker (and with it the database's files) starts as soon as the page does.
const worker = new Worker(new URL('../../builtin/catalogue-worker.ts', import.meta.url), { type: 'module' });

interface Waiting {
  answer(reply: WireResponse): void;
  since: number;
}
const waiting = new Map<number, Waiting>();
let nextId = 0;
let started = false;
/** Why the worker is given up on: it never started, or stopped answering; the background then makes a new page. */
let failed: string | null = null;
/** When the worker last sent anything (a dead worker sends nothing). */
let lastHeard = 0;

const unavailable = (why: string) => unavailableReply(`The built-in catalogue could not be started: ${why}`);

function giveUp(why: string): void {
  if (failed) return;
  failed = why;
  recordEvent('page', 'worker given up', why);
  for (const w of waiting.values()) w.answer(unavailable(why));
  waiting.clear();
  worker.terminate();
}

worker.addEventListener('message', (event: MessageEvent<{ ready?: true; id?: number; reply?: WireResponse }>) => {
  lastHeard = Date.now();
  if (event.data.ready) {
    started = true;
    recordEvent('page', 'worker started');
  }
  if (event.data.id === undefined || !event.data.reply) return;
  waiting.get(event.data.id)?.answer(event.data.reply);
  waiting.delete(event.data.id);
});
worker.addEventListener('error', (event) => {
  recordEvent('page', started ? 'worker error' : 'worker failed to start', event.message || 'its script did not load');
  // An error after the start is the worker's own uncaught exception (it goes on running); one before, its script did not run.
  if (!started) giveUp(event.message || 'its script did not load');
});
worker.addEventListener('messageerror', () => recordEvent('page', 'worker message could not be read'));

// A worker that has died (crashed, or killed out of memory) answers nothing: when a request has
// waited long, the worker is asked for its events; silence after that means it is gone. (Long:
// the database's start holds the worker's thread for a second here, and for 15 s and more at a
// load average of 50 on 2 cores, where a shorter wait gave up on live workers.)
const WAIT_BEFORE_PING_MS = 8_000;
const SILENCE_MS = 45_000;
let pingedAt = 0;
setInterval(() => {
  if (failed || waiting.size === 0) return;
  const oldest = Math.min(...[...waiting.values()].map((w) => w.since));
  const now = Date.now();
  if (now - oldest < WAIT_BEFORE_PING_MS) return;
  if (pingedAt <= lastHeard) {
    pingedAt = now;
    worker.postMessage({ id: -1, request: { path: DIAGNOSTICS_PATH } });
  } else if (now - pingedAt > SILENCE_MS) {
    giveUp(`its worker stopped answering (nothing for ${Math.round((now - lastHeard) / 1000)} s)`);
  }
}, 1_000);

function ask(request: unknown): Promise<WireResponse> {
  if (failed) return Promise.resolve(unavailable(failed));
  return new Promise<WireResponse>((resolve) => {
    const id = nextId++;
    waiting.set(id, { answer: resolve, since: Date.now() });
    worker.postMessage({ id, request });
  });
}

function serve(request: unknown): Promise<WireResponse> {
  const path = (request as { path?: unknown }).path;
  if (path === DIAGNOSTICS_PATH) return diagnostics();
  const reply = ask(request);
  return path === MEMORY_PATH ? reply.then(withPageMarks) : reply;
}

/** This page's events and the worker's (when it answers within 2 s), for the bench and the tests. */
async function diagnostics(): Promise<WireResponse> {
  const fromWorker = await Promise.race([
    ask({ path: DIAGNOSTICS_PATH }).then((r) => JSON.parse(r.body) as { hostLoaded?: boolean; events?: unknown[] }),
    new Promise<null>((r) => setTimeout(() => r(null), 2_000)),
  ]).catch((error: unknown) => ({ error: describe(error) }));
  const body = { failed, started, waiting: waiting.size, lastHeardMsAgo: lastHeard ? Date.now() - lastHeard : null, worker: fromWorker, events: diagnosticEvents() };
  return { status: 200, contentType: 'application/json', body: JSON.stringify(body) };
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
recordEvent('page', 'listening');

// Firefox: the background page, same origin, calls the host directly.
(window as unknown as { upliftBuiltin: { serve: typeof serve } }).upliftBuiltin = { serve };
