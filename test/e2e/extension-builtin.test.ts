import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
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
