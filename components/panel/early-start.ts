import { browser } from 'wxt/browser';
import { ask as askBackground, type Ask } from '../../lib/extension/background-client';
import { loadSettings, type Settings } from '../../lib/extension/settings';

/**
 * What the panel asks for before its first render, because nothing in it waits for the render:
 * the settings and the page's sections. (In Firefox the panel shares one thread with the background
 * page, and each request is a trip through the parent process: started after the first render,
 * they queued behind it.)
 */
export interface EarlyStart {
  settings: Promise<Settings>;
  /** An `ask` for the first audit: its page read of the early tab is the one already on its way. Once only. */
  firstAsk(): Ask;
}

export interface EarlyDeps {
  ask: Ask;
  loadSettings(): Promise<Settings>;
  /** The tab the panel shows when the URL names none. */
  activeTabId(): Promise<number | null>;
}

const browserDeps: EarlyDeps = {
  ask: askBackground,
  loadSettings,
  activeTabId: async () => (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id ?? null,
};

export function startEarly(fixedTabId: number | null, deps: EarlyDeps = browserDeps): EarlyStart {
  const settings = deps.loadSettings();
  const tab = fixedTabId !== null ? Promise.resolve(fixedTabId) : deps.activeTabId().catch(() => null);
  const early = tab.then((tabId) => (tabId === null ? null : { tabId, reply: deps.ask('page:sections', { tabId }) }));
  let taken = false;
  return {
    settings,
    firstAsk() {
      const mine = !taken;
      taken = true;
      if (!mine) return deps.ask;
      return (async (type, body) => {
        const read = type === 'page:sections' ? await early : null;
        // Another tab than the early one (the user switched): read that one.
        if (read && read.tabId === (body as unknown as { tabId: number }).tabId) return read.reply;
        return deps.ask(type, body);
      }) as Ask;
    },
  };
}
