import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolsEndpoint, launchWithExtension, type ExtensionBrowser } from '../../scripts/shared/chromium';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { startService, type RunningService } from '../helpers/service';
import { EXTENSION_DIR, TEST_PAGES_DIR } from './fixtures/harness';

// The real side panel (no `?tabId=`): it audits whatever tab is in front of its window.
// Chromium opens it only on a user gesture; `chrome.sidePanel.open` evaluated by Playwright in an
// extension page counts as one. Playwright's own connection does not list the panel among the
// context's pages, so a second CDP connection (over --remote-debugging-port) reaches it.

interface ChromeLike {
  windows: { getCurrent(): Promise<{ id?: number }>; create(o: { url: string; focused: boolean }): Promise<{ id?: number }>; remove(id: number): Promise<void> };
  sidePanel: { open(options: { windowId: number }): Promise<void> };
  tabs: { query(q: object): Promise<{ id?: number; url?: string; windowId: number; active: boolean }[]> };
  storage: { local: { set(v: object): Promise<void> } };
  runtime: { sendMessage(message: object): Promise<unknown> };
}
declare const chrome: ChromeLike;

let service: RunningService;
let ext: ExtensionBrowser;
let cdp: Browser | undefined;
let helper: Page;
let panel: Page;
let saas: StaticServer;
let shop: StaticServer;
let docs: StaticServer;
let german: StaticServer;

beforeAll(async () => {
  [service, ext, saas, shop, docs, german] = await Promise.all([
    startService(),
    launchWithExtension(EXTENSION_DIR, { args: ['--remote-debugging-port=0'] }),
    serveDirectory(join(TEST_PAGES_DIR, 'saas-landing')),
    serveDirectory(join(TEST_PAGES_DIR, 'shop-home')),
    serveDirectory(join(TEST_PAGES_DIR, 'docs-project')),
    serveDirectory(join(TEST_PAGES_DIR, 'german-practice')),
  ]);
  helper = await ext.context.newPage();
  await helper.goto(`chrome-extension://${ext.extensionId}/options.html`);
  await helper.evaluate((s) => chrome.storage.local.set({ settings: s }), {
    baseUrl: service.baseUrl,
    apiKey: service.anonKey,
    threshold: 0.1,
    maxResults: 3,
    autoAudit: false,
  });
});

afterAll(async () => {
  await cdp?.close().catch(() => undefined);
  await Promise.allSettled([ext?.close(), service?.stop(), saas?.close(), shop?.close(), docs?.close(), german?.close()]);
});

async function openPage(url: string): Promise<Page> {
  const page = await ext.context.newPage();
  await page.goto(url);
  return page;
}

/** Opens the real side panel of the helper's window and returns it as a page of a second connection. */
async function openSidePanel(): Promise<Page> {
  const windowId = await helper.evaluate(async () => {
    const { id } = await chrome.windows.getCurrent();
    await chrome.sidePanel.open({ windowId: id! });
    return id!;
  });
  expect(windowId).toBeGreaterThan(0);
  cdp = await chromium.connectOverCDP(await devToolsEndpoint(ext.profileDir));
  const url = `chrome-extension://${ext.extensionId}/sidepanel.html`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = cdp.contexts().flatMap((c) => c.pages()).find((p) => p.url() === url);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No side panel at ${url} among the pages of the CDP connection.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The sections the extension's own classifier finds in a tab right now, asked through the background. */
async function sectionsOf(page: Page): Promise<{ title: string; labels: string[] }> {
  const pageUrl = page.url();
  const reply = (await helper.evaluate(async (u) => {
    const tab = (await chrome.tabs.query({})).find((t) => t.url === u);
    return chrome.runtime.sendMessage({ channel: 'uplift-lens', type: 'page:sections', tabId: tab?.id ?? -1 });
  }, pageUrl)) as { ok: boolean; data?: { title: string; sections: { index: number; label: string }[] } };
  if (!reply.ok || !reply.data) throw new Error(`page:sections failed for ${pageUrl}: ${JSON.stringify(reply)}`);
  return { title: reply.data.title, labels: [...reply.data.sections].sort((a, b) => a.index - b.index).map((s) => s.label) };
}

/** What the panel shows once it settled: audit state, the page title of its summary, its sections. */
async function shown(): Promise<{ state: string | null; title: string | null; labels: (string | null)[] }> {
  return panel.evaluate(() => ({
    state: document.querySelector('main')?.getAttribute('data-audit-state') ?? null,
    title: document.querySelector('.summary dd')?.textContent ?? null,
    labels: [...document.querySelectorAll('section[data-section]')].map((e) => e.getAttribute('data-section')),
  }));
}

/** Waits until the panel shows the finished audit of `page`: its title and exactly its sections. */
async function expectPanelShows(page: Page): Promise<void> {
  const expected = await sectionsOf(page);
  expect(expected.labels.length).toBeGreaterThan(0);
  await expect.poll(shown, { timeout: 30_000 }).toEqual({ state: 'ready', title: expected.title, labels: expected.labels });
  // Each section got its own search: no placeholder is left once the audit is ready.
  expect(await panel.locator('section[data-section] .placeholder').count()).toBe(0);
}

describe('the real side panel follows the tab in front', () => {
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    first = await openPage(saas.url);
    second = await openPage(shop.url);
    await first.bringToFront();
    panel = await openSidePanel();
  });

  it('opens beside the tabs of the same window, with no tab id in its address', async () => {
    expect(new URL(panel.url()).search).toBe('');
    const windows = await helper.evaluate(async (urls) => {
      const tabs = await chrome.tabs.query({});
      return urls.map((u) => tabs.find((t) => t.url === u)?.windowId);
    }, [first.url(), second.url(), helper.url()]);
    expect(new Set(windows).size).toBe(1);
  });

  it('shows the audit of the tab in front when it opens', async () => {
    await expectPanelShows(first);
    expect((await shown()).title).toContain('Relaypoint');
  });

  it('shows the other page’s audit when the user switches tabs', async () => {
    await second.bringToFront();
    await expectPanelShows(second);
    expect((await shown()).title).toContain('Fernhill Goods');
  });

  it('follows a switch back to the first tab', async () => {
    await first.bringToFront();
    await expectPanelShows(first);
  });

  it('marks no section of the new tab as the one picked on the tab before', async () => {
    const selected = panel.locator('section[data-section][data-selected="true"]');
    await panel.locator('section[data-section] button.locate').first().click();
    await expect.poll(() => selected.count()).toBe(1);
    try {
      await second.bringToFront();
      await expectPanelShows(second);
      expect(await selected.count()).toBe(0);
      expect(await panel.locator('section[data-section] button.locate[aria-pressed="true"]').count()).toBe(0);
    } finally {
      // The tests after this one start from the first tab in front.
      await first.bringToFront();
      await expectPanelShows(first);
    }
  });

  it('follows the tab in front when it navigates to another page', async () => {
    await first.goto(docs.url);
    await expectPanelShows(first);
    expect((await shown()).title).toContain('Lintel');
  });

  it('stays with its own window when a tab is activated in another one', async () => {
    const opened = ext.context.waitForEvent('page', (p) => p.url().startsWith(german.url));
    const windowId = await helper.evaluate((url) => chrome.windows.create({ url, focused: true }).then((w) => w.id!), german.url);
    const other = await opened;
    await other.waitForLoadState('load');
    // Had the panel followed the other window's tab, it would not see this navigation of its own.
    await first.goto(saas.url);
    await expectPanelShows(first);
    await helper.evaluate((id) => chrome.windows.remove(id), windowId);
  });
});
