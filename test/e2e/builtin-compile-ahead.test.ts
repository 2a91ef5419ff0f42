import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { runCompileAhead } from '../../scripts/builtin/compile-ahead';
import { PREPARE_ALARM } from '../../lib/builtin/paths';
import { playwrightPage } from '../helpers/driven-page';
import { READY, sectionAnswers } from '../helpers/panel-checks';
import { startExtension, TEST_PAGES_DIR, type ExtensionHarness } from './fixtures/harness';

// The compile-ahead an install sets off a minute later (lib/extension/builtin-prepare.ts), fired
// here at once through its alarm: it opens the built-in catalogue with nobody waiting, runs an
// audit's kinds of requests, and releases it; what V8 compiled meanwhile stays in the profile.
let ext: ExtensionHarness;
let helper: Page;
let landing: StaticServer;

declare const chrome: {
  offscreen: { hasDocument(): Promise<boolean> };
  alarms: { get(name: string): Promise<{ scheduledTime: number } | undefined>; clear(name: string): Promise<boolean> };
};

const hasOffscreenDocument = () => ext.browser.context.serviceWorkers()[0]!.evaluate(() => chrome.offscreen.hasDocument());

/** Bytes of compiled WebAssembly Chrome keeps in the profile's code cache. */
function wasmCodeCacheBytes(): number {
  const dir = join(ext.browser.profileDir, 'Default', 'Code Cache', 'wasm');
  try {
    return readdirSync(dir)
      .filter((name) => /_\d+$/.test(name))
      .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
  } catch {
    return 0;
  }
}

beforeAll(async () => {
  [ext, landing] = await Promise.all([startExtension({ compileAhead: true }), serveDirectory(join(TEST_PAGES_DIR, 'saas-landing'))]);
  helper = await ext.browser.context.newPage();
  await helper.goto(ext.extensionUrl('options.html'));
});

afterAll(async () => {
  await Promise.allSettled([ext?.close(), landing?.close()]);
});

// Up to minutes each on a busy machine: the catalogue opens and runs a dozen requests.
describe('compiling the built-in catalogue ahead', { timeout: 300_000 }, () => {
  it('is set off by the install, a minute later', async () => {
    const worker = ext.browser.context.serviceWorkers()[0]!;
    const alarm = await worker.evaluate((name) => chrome.alarms.get(name), PREPARE_ALARM);
    expect(alarm).toBeDefined();
    const inMs = alarm!.scheduledTime - Date.now();
    expect(inMs).toBeGreaterThan(15_000);
    expect(inMs).toBeLessThanOrEqual(60_000);
    // Fired by hand below, in order.
    await worker.evaluate((name) => chrome.alarms.clear(name), PREPARE_ALARM);
  });

  it('does nothing while another service is chosen', async () => {
    await ext.setSettings({ service: 'local', baseUrl: 'http://127.0.0.1:1', apiKey: 'unused' });
    const ahead = await runCompileAhead(ext.browser.context, helper, 60_000);
    expect(ahead.outcome).toBe('not-builtin');
    await expect(hasOffscreenDocument()).resolves.toBe(false);
  });

  it('opens the catalogue with nobody waiting, runs every request without error, releases it and keeps the compiled code', async () => {
    await ext.setSettings({ service: 'builtin', baseUrl: 'http://127.0.0.1:1', apiKey: 'unused' });
    const before = wasmCodeCacheBytes();
    const ahead = await runCompileAhead(ext.browser.context, helper);
    expect(ahead.outcome).toBe('prepared');
    expect(JSON.parse(ahead.report)).toMatchObject({ requests: 12, failed: 0, released: true });
    await expect(hasOffscreenDocument()).resolves.toBe(false);
    // PGlite's compiled functions: far more than the few KB a cache entry of nothing would take.
    expect(wasmCodeCacheBytes() - before).toBeGreaterThan(200_000);
  });

  it('leaves a catalogue that opens again for the first audit', async () => {
    const page = await ext.browser.context.newPage();
    await page.goto(landing.url);
    const panel = await ext.openPanel(page);
    await panel.locator(READY).waitFor({ timeout: 120_000 });
    const answers = await sectionAnswers(playwrightPage(panel));
    expect(answers.flatMap(([, ids]) => ids).length).toBeGreaterThan(0);
    await expect(panel.locator('.notice.error').count()).resolves.toBe(0);
  });

  it('is skipped while the catalogue is open (an audit has compiled the same code)', async () => {
    const ahead = await runCompileAhead(ext.browser.context, helper, 60_000);
    expect(ahead.outcome).toBe('in-use');
    await expect(hasOffscreenDocument()).resolves.toBe(true);
  });
});
