import { browser } from 'wxt/browser';
import { builtinHost } from '@/lib/builtin/host';
import { WireRequestSchema } from '@/lib/builtin/transport';

// Chrome's offscreen document: hosts the built-in catalogue for the background worker, which
// cannot keep a database open (it is stopped when idle) nor spare its thread for one.
const host = builtinHost((path) => browser.runtime.getURL(path as '/'));

browser.runtime.onMessage.addListener((message: unknown) => {
  const parsed = WireRequestSchema.safeParse(message);
  if (!parsed.success) return undefined;
  return host.serve(parsed.data);
});
