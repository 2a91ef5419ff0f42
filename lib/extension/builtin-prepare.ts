import { browser } from 'wxt/browser';
import { BUILTIN_CHANNEL } from '../builtin/transport';
import { PREPARE_ALARM, PREPARE_PATH } from '../builtin/paths';
import { recordEvent } from '../builtin/diagnostics';
import { keptSettings } from './settings';
import { sendToBuiltin } from './builtin-service';

/** Long enough after an install that the browser is not still starting the rest of the profile. */
export const PREPARE_DELAY_MINUTES = 1;

export type PrepareOutcome = 'prepared' | 'not-builtin' | 'in-use' | 'failed';

interface ChromeWithOffscreen {
  offscreen?: { hasDocument?(): Promise<boolean>; closeDocument(): Promise<void> };
}

/**
 * Compile-ahead for the built-in catalogue (issue 19): after an install or update, open it once with
 * no one waiting, run an audit's kinds of requests and release it. The database's hottest
 * WebAssembly, compiled by V8's optimising compiler meanwhile, stays in the profile's code cache, so
 * the first real opening reads it instead of compiling it with the user's first search waiting.
 * Nothing when another service is chosen, or when the catalogue is already open (then an audit has
 * done the same). Firefox keeps no such cache for extension files: not scheduled there.
 */
export function schedulePrepare(): void {
  if (import.meta.env.FIREFOX || !browser.alarms) return;
  void browser.alarms.create(PREPARE_ALARM, { delayInMinutes: PREPARE_DELAY_MINUTES });
}

export async function prepareBuiltin(): Promise<PrepareOutcome> {
  const skip = (outcome: PrepareOutcome) => {
    recordEvent('background', 'compile-ahead skipped', outcome);
    return outcome;
  };
  if ((await keptSettings()).service !== 'builtin') return skip('not-builtin');
  const chrome = (globalThis as unknown as { chrome: ChromeWithOffscreen }).chrome;
  if (await chrome.offscreen?.hasDocument?.()) return skip('in-use');
  recordEvent('background', 'compiling the built-in catalogue ahead');
  try {
    const reply = await sendToBuiltin({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: PREPARE_PATH, body: null });
    recordEvent('background', 'compiled ahead', reply.body.slice(0, 200));
    if (reply.status !== 200) return 'failed';
    // Released by its worker (nothing else asked meanwhile): the page that hosted it goes too.
    if ((JSON.parse(reply.body) as { released?: boolean }).released) await chrome.offscreen?.closeDocument().catch(() => {});
    return 'prepared';
  } catch (error) {
    recordEvent('background', 'compiling ahead failed', error);
    return 'failed';
  }
}
