import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { startFaultyService, type FaultyService } from '../helpers/faulty-service';
import { startService } from '../helpers/service';
import { FIXTURES_DIR, startExtension, type ExtensionHarness } from './fixtures/harness';

// The panel against a real server that misbehaves on purpose in front of the real service.
let service: Awaited<ReturnType<typeof startService>>;
let faulty: FaultyService;
let ext: ExtensionHarness;
let site: StaticServer;
let page: Page;
let panel: Page;
let scenario = 0;

beforeAll(async () => {
  [service, ext, site] = await Promise.all([startService(), startExtension(), serveDirectory(join(FIXTURES_DIR, 'editable'))]);
  faulty = await startFaultyService(service.baseUrl);
  page = await ext.browser.context.newPage();
  await page.goto(site.url);
});

afterAll(async () => {
  await Promise.allSettled([ext?.close(), faulty?.close(), service?.stop(), site?.close()]);
});

/**
 * Each scenario uses its own similarity threshold: it is part of every semantic query, so the
 * background's cache cannot answer from an earlier scenario and the fault is really met.
 */
async function openPanelWith(mode: Parameters<FaultyService['setMode']>[0], options?: Parameters<FaultyService['setMode']>[1]) {
  scenario++;
  faulty.setMode(mode, options);
  await ext.setSettings({ baseUrl: faulty.baseUrl, apiKey: service.anonKey, threshold: 0.1 + scenario / 100, maxResults: 3 });
  await panel?.close();
  panel = await ext.openPanel(page);
  return panel.locator('main');
}

const state = (p: Page) => p.locator('main').getAttribute('data-audit-state');

describe('service faults', () => {
  it('service down: says it cannot reach the service, and recovers on retry', async () => {
    const main = await openPanelWith('down');
    await panel.locator('main[data-audit-state="error"]').waitFor({ timeout: 30_000 });
    await expect(main.locator('[role="alert"]').textContent()).resolves.toMatch(/Cannot reach the knowledge service at .*npm start/);
    expect(await main.locator('[data-error-kind]').getAttribute('data-error-kind')).toBe('unreachable');
    // The sections are still listed: only the catalogue answers are missing.
    expect(await main.locator('section[data-section]').count()).toBeGreaterThan(0);

    faulty.setMode('ok');
    await main.getByRole('button', { name: 'Retry now' }).click();
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await main.locator('[role="alert"]').count()).toBe(0);
  });

  it('slow service: shows progress while loading, then the results', async () => {
    const main = await openPanelWith('slow', { delayMs: 1500 });
    await panel.locator('main[data-audit-state="loading"] section[data-section] .placeholder').first().waitFor();
    await expect(main.locator('[data-progress]').textContent()).resolves.toMatch(/Loading: \d+ of \d+ sections/);
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await main.locator('.placeholder').count()).toBe(0);
  });

  it('a short 429 is waited out as Retry-After asks, without bothering the user', async () => {
    const main = await openPanelWith('rate_limit', { retryAfterS: 1, times: 2 });
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await main.locator('[role="alert"]').count()).toBe(0);
    const limited = faulty.requests.filter((r) => r.mode === 'rate_limit');
    expect(limited.length).toBe(2);
  });

  it('a long 429: shows the wait with a countdown and retries by itself', async () => {
    const main = await openPanelWith('rate_limit', { retryAfterS: 6 });
    await panel.locator('main[data-audit-state="error"]').waitFor({ timeout: 30_000 });
    await expect(main.locator('[role="alert"]').textContent()).resolves.toMatch(/rate limiting requests\. Wait 6 s/);
    await main.locator('[data-countdown]').waitFor();
    faulty.setMode('ok');
    // No click: the countdown ends and the panel retries.
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 20_000 });
  });

  it('500s that outlast the retries: says the service failed, recovers when it does', async () => {
    const main = await openPanelWith('error');
    await panel.locator('main[data-audit-state="error"]').waitFor({ timeout: 30_000 });
    await expect(main.locator('[role="alert"]').textContent()).resolves.toMatch(/failed with HTTP 500 \(internal failure \(faulty-service\)\)/);
    faulty.setMode('ok');
    await main.getByRole('button', { name: 'Retry now' }).click();
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
  });

  it('a brief 500 is retried with backoff and never shown', async () => {
    await openPanelWith('error', { times: 1 });
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await state(panel)).toBe('ready');
    expect(faulty.requests.filter((r) => r.mode === 'error').length).toBeGreaterThanOrEqual(1);
  });

  it('garbage instead of JSON: says the answer is not what it expects, recovers', async () => {
    const main = await openPanelWith('garbage');
    await panel.locator('main[data-audit-state="error"]').waitFor({ timeout: 30_000 });
    await expect(main.locator('[role="alert"]').textContent()).resolves.toMatch(/not what Uplift Lens expects.*Check that the service URL/);
    faulty.setMode('ok');
    await main.getByRole('button', { name: 'Retry now' }).click();
    await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
  });

  it('a wrong API key: says so and where to find the right one', async () => {
    scenario++;
    faulty.setMode('ok');
    await ext.setSettings({ baseUrl: faulty.baseUrl, apiKey: 'not-the-key', threshold: 0.1 + scenario / 100 });
    await panel.close();
    panel = await ext.openPanel(page);
    await panel.locator('main[data-audit-state="error"]').waitFor({ timeout: 30_000 });
    await expect(panel.locator('[role="alert"]').textContent()).resolves.toMatch(/refused the API key.*anon_key/);
  });
});
