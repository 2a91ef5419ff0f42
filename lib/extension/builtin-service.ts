import { browser } from 'wxt/browser';
import { BUILTIN_DIR, BUILTIN_FILES, BuiltinManifestSchema, type BuiltinManifest } from '../builtin/manifest';
import { BUILTIN_CHANNEL, WARM_PATH, WireResponseSchema, type WireRequest, type WireResponse } from '../builtin/transport';
import { loadSettings } from './settings';
import { markOnce } from '../builtin/timeline';

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
    hasDocument?(): Promise<boolean>;
  };
  runtime: { getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]> };
}

const OFFSCREEN_PATH = '/offscreen.html';
let creating: Promise<void> | null = null;

async function ensureOffscreenDocument(chrome: ChromeOffscreen): Promise<void> {
  const exists = chrome.offscreen.hasDocument
    ? await chrome.offscreen.hasDocument()
    : ((await chrome.runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] })) ?? []).length > 0;
  if (exists) return;
  markOnce('bg:offscreen-create');
  creating ??= chrome.offscreen
    .createDocument({ url: OFFSCREEN_PATH, reasons: ['WORKERS'], justification: 'Runs the built-in catalogue (a WebAssembly database) off the background worker.' })
    .finally(() => {
      creating = null;
    });
  await creating;
  markOnce('bg:offscreen-created');
}

interface HostWindow {
  upliftBuiltin?: { serve(request: WireRequest): Promise<WireResponse> };
}
let firefoxFrame: Promise<NonNullable<HostWindow['upliftBuiltin']>> | null = null;

/** Firefox: the same page as Chrome's offscreen document, in a frame of this background page. */
function firefoxHost(): Promise<NonNullable<HostWindow['upliftBuiltin']>> {
  firefoxFrame ??= new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = assetUrl(OFFSCREEN_PATH);
    frame.addEventListener('load', () => {
      const host = (frame.contentWindow as unknown as HostWindow | null)?.upliftBuiltin;
      if (host) resolve(host);
      else {
        firefoxFrame = null;
        frame.remove();
        reject(new Error('The page of the built-in catalogue did not start; reload the extension'));
      }
    }, { once: true });
    document.body.append(frame);
  });
  return firefoxFrame;
}

/**
 * Sends one request to the page hosting the built-in catalogue (created on first use): Chrome's
 * offscreen document, or on Firefox a frame of this background page.
 */
export async function sendToBuiltin(request: WireRequest): Promise<WireResponse> {
  if (import.meta.env.FIREFOX) return WireResponseSchema.parse(await (await firefoxHost()).serve(request));
  const chrome = (globalThis as unknown as { chrome: ChromeOffscreen }).chrome;
  await ensureOffscreenDocument(chrome);
  let reply: unknown;
  for (let attempt = 0; ; attempt++) {
    try {
      reply = await browser.runtime.sendMessage(request);
      break;
    } catch (error) {
      // A document just created may not listen yet.
      if (attempt >= 5 || !/Receiving end does not exist/i.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
    }
  }
  return WireResponseSchema.parse(reply);
}

/**
 * Opens the built-in catalogue ahead of the first query (the panel asks when it opens, then every
 * minute while open, which also keeps it from being released). Nothing when another service is chosen.
 */
export async function warmBuiltin(): Promise<boolean> {
  markOnce('bg:warm');
  if ((await loadSettings()).service !== 'builtin') return false;
  const reply = await sendToBuiltin({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: WARM_PATH, body: null });
  if (reply.status !== 200) throw new Error(`The built-in catalogue could not be opened (HTTP ${reply.status}): ${reply.body.slice(0, 300)}`);
  return true;
}
