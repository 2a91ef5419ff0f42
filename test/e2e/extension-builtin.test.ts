import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { launchWithExtension, type ExtensionBrowser } from '../../scripts/shared/chromium';
import { causeOf, formatEvents, readDiagnostics } from '../../scripts/builtin/read-diagnostics';
import { BUILTIN_DIR, BUILTIN_FILES } from '../../lib/builtin/files';
import { playwrightPage } from '../helpers/driven-page';
import { sectionAnswers } from '../helpers/panel-checks';
import { startService } from '../helpers/service';
import { BUILTIN_CHANNEL, STATUS_PATH } from '../../lib/builtin/transport';
import { CHANNEL } from '../../lib/messaging';
import { EXTENSION_DIR, startExtension, TEST_PAGES_DIR, type ExtensionHarness } from './fixtures/harness';

// The main flow twice on the same page: against the local service, then against the catalogue
// built into the extension with the service stopped and every knowledge-service request blocked.
let service: Awaited<ReturnType<typeof startService>> | null = null;
let ext: ExtensionHarness;
let landing: StaticServer;
const blocked: string[] = [];

beforeAll(async () => {
  [service, ext, landing] = await Promise.all([startService(), startExtension(), serveDirectory(join(TEST_PAGES_DIR, 'saas-landing'))]);
});

afterAll(async () => {
  await Promise.allSettled([ext?.close(), service?.stop(), landing?.close()]);
});

declare const chrome: { runtime: { sendMessage(message: object): Promise<unknown> } };

/** Per section of the panel, in reading order: its label and the ids of the tests shown. */
async function auditAnswers(): Promise<{ answers: [string, string[]][]; panel: Page; page: Page }> {
  const page = await ext.browser.context.newPage();
  await page.goto(landing.url);
  const panel = await ext.openPanel(page);
  await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 60_000 });
  const answers = await sectionAnswers(playwrightPage(panel));
  return { answers, panel, page };
}

describe('the built-in catalogue', () => {
  it('is the service of a fresh install', async () => {
    const options = await ext.browser.context.newPage();
    await options.goto(ext.extensionUrl('options.html'));
    await expect(options.getByLabel('Built-in demo catalogue').isChecked()).resolves.toBe(true);
    await options.close();
  });

  it('is opened by the warm-up the panel sends, only when it is the chosen service', async () => {
    const options = await ext.browser.context.newPage();
    await options.goto(ext.extensionUrl('options.html'));
    const send = (message: object) => options.evaluate((m) => chrome.runtime.sendMessage(m), message);
    // Whether the database is open, asked without opening it; {} while the catalogue's page does not exist.
    const status = async () => {
      const reply = (await send({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: STATUS_PATH, body: null }).catch(() => undefined)) as { body?: string } | undefined;
      return JSON.parse(reply?.body ?? '{}') as unknown;
    };
    const warm = () => send({ channel: CHANNEL, type: 'builtin:warm' });

    await ext.setSettings({ service: 'local', baseUrl: 'http://127.0.0.1:1', apiKey: 'unused' });
    await expect(warm()).resolves.toEqual({ ok: true, data: false });
    await expect(status()).resolves.not.toEqual({ open: true });

    await ext.setSettings({ service: 'builtin', baseUrl: 'http://127.0.0.1:1', apiKey: 'unused' });
    await expect(warm()).resolves.toEqual({ ok: true, data: true });
    await expect(status()).resolves.toEqual({ open: true });
    await options.close();
  });

  it('ships a CSP that allows WebAssembly but no eval', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as { content_security_policy: { extension_pages: string } };
    const csp = manifest.content_security_policy.extension_pages;
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });

  it('answers the same records as the local service, with no network', async () => {
    await ext.setSettings({ service: 'custom', baseUrl: service!.baseUrl, apiKey: service!.anonKey, threshold: 0.1, maxResults: 3 });
    const viaService = await auditAnswers();
    await expect(viaService.panel.locator('[data-service]').textContent()).resolves.toBe(service!.baseUrl);
    await Promise.all([viaService.panel.close(), viaService.page.close()]);

    const port = new URL(service!.baseUrl).port;
    await service!.stop();
    service = null;
    const block = (route: Route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    };
    for (const pattern of [`http://127.0.0.1:${port}/**`, 'http://127.0.0.1:54321/**', '**/rest/v1/**', '**/functions/v1/**']) {
      await ext.browser.context.route(pattern, block);
    }
    await ext.setSettings({ service: 'builtin', baseUrl: 'http://127.0.0.1:1', apiKey: 'unused', threshold: 0.1, maxResults: 3 });
    const builtin = await auditAnswers();
    await expect(builtin.panel.locator('[data-service]').textContent()).resolves.toBe('Built-in demo catalogue');
    await expect(builtin.panel.locator('[data-demo-marker]').count()).resolves.toBe(1);
    await expect(builtin.panel.locator('.notice.error').count()).resolves.toBe(0);

    expect(viaService.answers.flatMap(([, ids]) => ids).length).toBeGreaterThan(0);
    expect(builtin.answers).toEqual(viaService.answers);
    expect(blocked).toEqual([]);
  });
});

// A build whose packed database is corrupt: the catalogue cannot start. It is reopened once by
// itself, then the panel shows the catalogue's own error; with the database repaired on disk
// (an unpacked extension reads its files anew), "Retry" opens it and the tests are shown.
describe('a built-in catalogue that cannot start', () => {
  let broken: ExtensionBrowser;
  let dir: string;
  let site: StaticServer;
  const database = () => join(dir, BUILTIN_DIR, BUILTIN_FILES.database);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'uplift-broken-build-'));
    cpSync(EXTENSION_DIR, dir, { recursive: true });
    renameSync(database(), `${database()}.good`);
    writeFileSync(database(), gzipSync(Buffer.from('not a PGlite data directory\n'.repeat(1000))));
    [broken, site] = await Promise.all([launchWithExtension(dir), serveDirectory(join(TEST_PAGES_DIR, 'saas-landing'))]);
  });

  afterAll(async () => {
    await Promise.allSettled([broken?.close(), site?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reopens once, then shows its own error with Retry; Retry recovers once it can start', async () => {
    const url = (path: string) => `chrome-extension://${broken.extensionId}/${path}`;
    const helper = await broken.context.newPage();
    await helper.goto(url('options.html'));
    await helper.evaluate(() => (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }).chrome.storage.local.set({ settings: { service: 'builtin', threshold: 0.1, maxResults: 3, autoAudit: false } }));
    const page = await broken.context.newPage();
    await page.goto(site.url);
    const tabId = await helper.evaluate(async (u) => (await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } } }).chrome.tabs.query({})).find((t) => t.url === u)?.id ?? -1, page.url());
    const panel = await broken.context.newPage();
    await panel.goto(url(`sidepanel.html?tabId=${tabId}`));

    // A wait that fails says what the background, the page and its worker saw.
    const explain = async (error: Error): Promise<never> => {
      const d = await readDiagnostics(broken.context, helper);
      throw new Error(`${error.message}\nBuilt-in catalogue events:\n${formatEvents(d, d.events[0]?.at ?? 0)}`);
    };
    const notice = panel.locator('main[data-audit-state="error"] .notice.error');
    await notice.waitFor({ timeout: 180_000 }).catch(explain);
    await expect(notice.getAttribute('data-error-kind')).resolves.toBe('builtin');
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('built-in demo catalogue');
    expect(text).toContain('reopened it by itself');
    expect(text).not.toMatch(/npm start|service URL|builtin:\/\//);
    await expect(notice.locator('summary').textContent()).resolves.toBe('How to report it');
    await expect(notice.getByLabel('Details for a report').inputValue()).resolves.toContain(text.slice(text.indexOf('The built-in'), text.indexOf('The built-in') + 40));

    // What happened, as the background, the page and its worker recorded it: two openings failed
    // on the database's start, with a reopening of the page between them.
    const diagnostics = await readDiagnostics(broken.context, helper);
    const whats = diagnostics.events.map((e) => `${e.where}: ${e.what}`);
    expect(whats.filter((w) => w === 'background: reopening the built-in catalogue')).toHaveLength(1);
    const failures = diagnostics.events.filter((e) => e.what.startsWith('request failed again'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]!.detail).toContain('starting the database (PGlite) from the packed dump failed');
    expect(causeOf(diagnostics, null)).toContain('starting the database');

    renameSync(`${database()}.good`, database());
    await notice.getByRole('button', { name: 'Retry' }).click();
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 300_000 }).catch(explain);
    await expect(panel.locator('article[data-test-id]').count()).resolves.toBeGreaterThan(0);
    await expect(panel.locator('.notice.error').count()).resolves.toBe(0);
  }, 600_000);
});
