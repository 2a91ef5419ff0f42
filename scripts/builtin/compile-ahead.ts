/**
 * For `bench:extension --prepared` and the e2e test: runs the built-in catalogue's compile-ahead
 * (lib/extension/builtin-prepare.ts) now, by firing its alarm, and waits until it has released the
 * catalogue and its page, as it is a minute after an install.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PREPARE_ALARM } from '../../lib/builtin/paths';
import { readDiagnostics } from './read-diagnostics';
import type { PrepareOutcome } from '../../lib/extension/builtin-prepare';

interface ChromeInWorker {
  alarms: { create(name: string, info: { when: number }): Promise<void> };
  offscreen: { hasDocument(): Promise<boolean> };
}

export interface CompileAhead {
  /** From the alarm to the catalogue's page closed. */
  ms: number;
  /** Whether it ran, or why not ("not-builtin": another service is chosen; "in-use": the catalogue was open). */
  outcome: Exclude<PrepareOutcome, 'failed'>;
  /** What the worker answered: requests, failed, ms, released. */
  report: string;
}

export async function runCompileAhead(context: BrowserContext, helper: Page, timeoutMs = 300_000): Promise<CompileAhead> {
  const background = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const started = Date.now();
  await background.evaluate((name) => (globalThis as unknown as { chrome: ChromeInWorker }).chrome.alarms.create(name, { when: Date.now() }), PREPARE_ALARM);
  const deadline = started + timeoutMs;
  let report: string | undefined;
  let skipped: string | undefined;
  while (report === undefined && skipped === undefined) {
    if (Date.now() > deadline) throw new Error(`The compile-ahead did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
    // The background's events (the page's go with it when it closes).
    const events = (await readDiagnostics(context, helper)).events.filter((e) => e.at >= started);
    const failed = events.find((e) => e.what === 'compiling ahead failed');
    if (failed) throw new Error(`The compile-ahead failed: ${failed.detail ?? ''}`);
    report = events.find((e) => e.what === 'compiled ahead')?.detail;
    skipped = events.find((e) => e.what === 'compile-ahead skipped')?.detail;
  }
  if (skipped !== undefined) return { ms: Date.now() - started, outcome: skipped === 'in-use' ? 'in-use' : 'not-builtin', report: '' };
  // The background closes the catalogue's page once its worker has released the database.
  while ((await context.serviceWorkers()[0]?.evaluate(() => (globalThis as unknown as { chrome: ChromeInWorker }).chrome.offscreen.hasDocument()).catch(() => false)) === true) {
    if (Date.now() > deadline) throw new Error(`The catalogue's page was still open ${timeoutMs / 1000} s after the compile-ahead`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ms: Date.now() - started, outcome: 'prepared', report: report ?? '' };
}
