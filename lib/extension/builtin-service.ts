import { browser } from 'wxt/browser';
import { BUILTIN_DIR, BUILTIN_FILES, BuiltinManifestSchema, type BuiltinManifest } from '../builtin/manifest';
import { WireResponseSchema, type WireRequest, type WireResponse } from '../builtin/transport';

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
  creating ??= chrome.offscreen
    .createDocument({ url: OFFSCREEN_PATH, reasons: ['WORKERS'], justification: 'Runs the built-in catalogue (a WebAssembly database) off the background worker.' })
    .finally(() => {
      creating = null;
    });
  await creating;
}

let firefoxHost: Promise<(request: WireRequest) => Promise<WireResponse>> | null = null;

/**
 * Sends one request to the page hosting the built-in catalogue: Chrome's offscreen document, or
 * on Firefox this background page itself (loaded on first use).
 */
export async function sendToBuiltin(request: WireRequest): Promise<WireResponse> {
  if (import.meta.env.FIREFOX) {
    firefoxHost ??= import('../builtin/host').then(({ builtinHost }) => {
      const host = builtinHost(assetUrl);
      return (r: WireRequest) => host.serve(r);
    });
    return (await firefoxHost)(request);
  }
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
