import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchFirefoxWithExtension, type FirefoxLaunchOptions, type FirefoxWithExtension } from './firefox';
import type { StoredSettings } from '../e2e/fixtures/harness';

export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/firefox-mv2');

/** Firefox with the built firefox-mv2 extension, as the Chromium ExtensionHarness (test/e2e/fixtures/harness.ts). */
export interface FirefoxHarness {
  firefox: FirefoxWithExtension;
  /** The tab id of an open page, as the extension sees it. */
  tabIdOf(page: Page): Promise<number>;
  setSettings(settings: StoredSettings): Promise<void>;
  /**
   * Opens `sidepanel.html?tabId=N`, auditing `page`, in a window of its own: both stay visible, as
   * the sidebar beside the page (Firefox drops a smooth scroll asked of a tab behind another).
   */
  openPanel(page: Page): Promise<Page>;
  close(): Promise<void>;
}

declare const browser: {
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
  storage: { local: { set(v: object): Promise<void> } };
};

export async function startFirefoxExtension(opts: FirefoxLaunchOptions = {}): Promise<FirefoxHarness> {
  const firefox = await launchFirefoxWithExtension(FIREFOX_EXTENSION_DIR, opts);
  // An extension page kept open to reach the extension's APIs from the tests.
  const helper = await firefox.openExtensionPage('options.html');

  const tabIdOf = async (page: Page): Promise<number> => {
    const id = await helper.evaluate(async (u) => {
      // The newest tab with that URL, when several show the same page.
      const ids = (await browser.tabs.query({})).filter((t) => t.url === u).map((t) => t.id ?? -1);
      return ids.length ? Math.max(...ids) : -1;
    }, page.url());
    if (id < 0) throw new Error(`no tab with url ${page.url()}`);
    return id;
  };

  return {
    firefox,
    tabIdOf,
    async setSettings(settings) {
      await helper.evaluate((s) => browser.storage.local.set({ settings: s }), { threshold: 0.1, maxResults: 3, autoAudit: false, ...settings });
    },
    async openPanel(page) {
      return firefox.openExtensionPage(`sidepanel.html?tabId=${await tabIdOf(page)}`, { newWindow: true });
    },
    close: () => firefox.close(),
  };
}
