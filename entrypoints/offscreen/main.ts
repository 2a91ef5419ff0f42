import { browser } from 'wxt/browser';
import { builtinHost } from '@/lib/builtin/host';
import { WireRequestSchema } from '@/lib/builtin/transport';
import { markOnce } from '@/lib/builtin/timeline';

markOnce('offscreen:script');

// The page that hosts the built-in catalogue: Chrome's offscreen document (the background worker
// cannot keep a database open: it is stopped when idle), or on Firefox a frame of the background
// page (whose script is one classic file, where the database's WebAssembly could not be split out).
const host = builtinHost((path) => browser.runtime.getURL(path as '/'));

// Chrome: the background worker asks by message.
browser.runtime.onMessage.addListener((message: unknown) => {
  const parsed = WireRequestSchema.safeParse(message);
  if (!parsed.success) return undefined;
  return host.serve(parsed.data);
});

// Firefox: the background page, same origin, calls the host directly.
(window as unknown as { upliftBuiltin: typeof host }).upliftBuiltin = host;
