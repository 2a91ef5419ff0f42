import { browser } from 'wxt/browser';
import { BUILTIN_DIR, BUILTIN_FILES, BuiltinManifestSchema, type BuiltinManifest } from '../builtin/manifest';
import { BUILTIN_CHANNEL, WARM_PATH, WireResponseSchema, type WireRequest, type WireResponse } from '../builtin/transport';
import { keptSettings } from './settings';
import { markOnce } from '../builtin/timeline';
import { describe, recordEvent } from '../builtin/diagnostics';

const assetUrl = (path: string) => browser.runtime.getURL(path as '/');

let manifest: Promise<BuiltinManifest> | null = null;

/** What the build packed: its version keys the cached answers, so an update never shows stale ones. */
export function builtinManifest(): Promise<BuiltinManifest> {
  manifest ??= fetch(assetUrl(`/${BUILTIN_DIR}/${BUILTIN_FILES.manifest}`))
    .then((r) => r.json())
    .then((json) => BuiltinManifestSchema.parse(json))
    .catch((error: unknown) => {
      manifest = null;
      throw new Error(`The built-in catalogue is missing from this build (${error instanceof Error ? error.message : String(error)}); rebuild the extension or choose another service in the options.`);
    });
  return manifest;
}

interface ChromeOffscreen {
  offscreen: {
    createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
    closeDocument(): Promise<void>;
    hasDocument?(): Promise<boolean>;
  };
  runtime: { getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]> };
}

const OFFSCREEN_PATH = '/offscreen.html';
let creating: Promise<void> | null = null;

async function ensureOffscreenDocument(chrome: ChromeOffscreen): Promise<void> {
  // hasDocument() is true while the document still loads, before its script listens: a creation
  // under way is waited for (and askPage retries a message nobody answered).
  if (creating) return creating;
  const exists = chrome.offscreen.hasDocument
    ? await chrome.offscreen.hasDocument()
    : ((await chrome.runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] })) ?? []).length > 0;
  if (exists) return;
  markOnce('bg:offscreen-create');
  if (!creating) {
    const started = performance.now();
    recordEvent('background', 'creating the offscreen document');
    creating = chrome.offscreen
      .createDocument({ url: OFFSCREEN_PATH, reasons: ['WORKERS'], justification: 'Runs the built-in catalogue (a WebAssembly database) off the background worker.' })
      .then(
        () => recordEvent('background', 'offscreen document created', { ms: Math.round(performance.now() - started) }),
        (error: unknown) => {
          // Another caller (or a background worker before a restart) made it meanwhile: that is fine.
          if (/single offscreen document/i.test(String(error))) return recordEvent('background', 'offscreen document already there', error);
          recordEvent('background', 'offscreen document not created', error);
          throw error;
        },
      )
      .finally(() => {
        creating = null;
      });
  }
  await creating;
  markOnce('bg:offscreen-created');
}

/** Closes the page that hosts the catalogue (and its worker): the next request starts them anew. */
async function closeOffscreenDocument(chrome: ChromeOffscreen): Promise<void> {
  await creating?.catch(() => {});
  await chrome.offscreen.closeDocument().catch((error: unknown) => recordEvent('background', 'closing the offscreen document failed', error));
}

interface HostWindow {
  upliftBuiltin?: { serve(request: WireRequest): Promise<WireResponse> };
}
let firefoxFrame: Promise<{ frame: HTMLIFrameElement; host: NonNullable<HostWindow['upliftBuiltin']> }> | null = null;

/** Firefox: the same page as Chrome's offscreen document, in a frame of this background page. */
function firefoxHost(): Promise<NonNullable<HostWindow['upliftBuiltin']>> {
  firefoxFrame ??= new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = assetUrl(OFFSCREEN_PATH);
    frame.addEventListener('load', () => {
      const host = (frame.contentWindow as unknown as HostWindow | null)?.upliftBuiltin;
      if (host) resolve({ frame, host });
      else {
        firefoxFrame = null;
        frame.remove();
        reject(new Error('The page of the built-in catalogue did not start'));
      }
    }, { once: true });
    document.body.append(frame);
  });
  return firefoxFrame.then((f) => f.host);
}

/** The page's own listener not there yet: other extension pages (the panel) then leave the message unanswered. */
const notListening = (error: unknown) => /Receiving end does not exist|message port closed/i.test(String(error));
/** How long a page just created is given to start listening. */
const LISTEN_WAIT_MS = 10_000;

/** One request to the page, as it is now (Chrome: by message, retried while the page is not listening yet). */
async function askPage(request: WireRequest): Promise<WireResponse> {
  if (import.meta.env.FIREFOX) return WireResponseSchema.parse(await (await firefoxHost()).serve(request));
  const chrome = (globalThis as unknown as { chrome: ChromeOffscreen }).chrome;
  const since = performance.now();
  for (let attempt = 0; ; attempt++) {
    // Again on each try: the page may have been closed meanwhile (a reopening).
    await restarting;
    await ensureOffscreenDocument(chrome);
    let reply: unknown;
    try {
      reply = await browser.runtime.sendMessage(request);
    } catch (error) {
      if (!notListening(error) || performance.now() - since > LISTEN_WAIT_MS) throw error;
    }
    // No answer at all: Chrome resolves undefined when only other pages' listeners (the panel's) ran.
    if (reply !== undefined) {
      if (attempt > 0) recordEvent('background', 'the page answered after retries', { attempt, ms: Math.round(performance.now() - since) });
      return WireResponseSchema.parse(reply);
    }
    if (performance.now() - since > LISTEN_WAIT_MS) throw new Error(`the catalogue's page did not answer within ${LISTEN_WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, Math.min(50 * (attempt + 1), 250)));
  }
}

/** The page or its worker could not start or open the catalogue (an answer from a working catalogue is never this). */
const isUnavailable = (reply: WireResponse) => reply.status === 503 && reply.body.includes('"BUILTIN_UNAVAILABLE"');

/** Every start of the page counts; a request that failed on start `n` restarts it only if no one has yet. */
let generation = 0;
let restarting: Promise<void> | null = null;

async function restart(failedGeneration: number, why: string): Promise<void> {
  if (failedGeneration !== generation) return restarting ?? undefined;
  generation++;
  recordEvent('background', 'reopening the built-in catalogue', why);
  restarting = (async () => {
    if (import.meta.env.FIREFOX) {
      const current = firefoxFrame;
      firefoxFrame = null;
      (await current?.catch(() => null))?.frame.remove();
    } else {
      await closeOffscreenDocument((globalThis as unknown as { chrome: ChromeOffscreen }).chrome);
    }
  })().finally(() => {
    restarting = null;
  });
  return restarting;
}

/** One attempt; a failure of the catalogue's start is thrown, with what the page said. */
async function attempt(request: WireRequest): Promise<WireResponse> {
  await restarting;
  const reply = await askPage(request);
  if (isUnavailable(reply)) throw new BuiltinUnavailableError(messageOf(reply));
  return reply;
}

/** The built-in catalogue failed to start or open (twice: the automatic reopening too). */
export class BuiltinUnavailableError extends Error {
  override name = 'BuiltinUnavailableError';
}

function messageOf(reply: WireResponse): string {
  try {
    return (JSON.parse(reply.body) as { message?: string }).message ?? reply.body;
  } catch {
    return reply.body.slice(0, 300);
  }
}

/**
 * Sends one request to the page hosting the built-in catalogue (created on first use): Chrome's
 * offscreen document, or on Firefox a frame of this background page. When the page, its worker or
 * the database fails to start (or the worker died), the page is closed and started again, once;
 * the second failure is thrown.
 */
export async function sendToBuiltin(request: WireRequest): Promise<WireResponse> {
  const tried = generation;
  try {
    return await attempt(request);
  } catch (error) {
    recordEvent('background', `request failed: ${request.path}`, error);
    await restart(tried, describe(error));
    try {
      return await attempt(request);
    } catch (again) {
      recordEvent('background', `request failed again: ${request.path}`, again);
      throw again instanceof BuiltinUnavailableError ? again : new BuiltinUnavailableError(again instanceof Error ? again.message : String(again));
    }
  }
}

/**
 * Opens the built-in catalogue ahead of the first query (the panel asks when it opens, then every
 * minute while open, which also keeps it from being released). Nothing when another service is chosen.
 */
export async function warmBuiltin(): Promise<boolean> {
  markOnce('bg:warm');
  if ((await keptSettings()).service !== 'builtin') return false;
  const reply = await sendToBuiltin({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: WARM_PATH, body: null });
  if (reply.status !== 200) throw new Error(`The built-in catalogue could not be opened (HTTP ${reply.status}): ${reply.body.slice(0, 300)}`);
  return true;
}
