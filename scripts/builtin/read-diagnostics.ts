/**
 * For `bench:extension`'s built-in cold starts and the e2e tests: what the background, the catalogue's page and its
 * worker recorded (lib/builtin/diagnostics.ts), read when a start fails so that it explains itself,
 * and a way to stop the background's service worker between audits, as Chrome does after 30 s idle.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import { BUILTIN_CHANNEL } from '../../lib/builtin/channel';
import { DIAGNOSTICS_PATH } from '../../lib/builtin/paths';

const EventSchema = z.object({ at: z.number(), where: z.string(), what: z.string(), detail: z.string().optional() });
export type BuiltinEvent = z.infer<typeof EventSchema>;

export interface BuiltinDiagnostics {
  /** Every event of the three, in time order. */
  events: BuiltinEvent[];
  /** What the catalogue's page says of itself (null: it did not answer, or does not exist). */
  page: { failed: string | null; started: boolean; waiting: number; workerAnswered: boolean } | null;
}

const PageReportSchema = z.object({
  failed: z.string().nullable(),
  started: z.boolean(),
  waiting: z.number(),
  worker: z.object({ events: z.array(EventSchema).optional() }).nullable().catch(null),
  events: z.array(EventSchema),
});

/** The three logs: the background's from its global (when it runs), the page's and the worker's by message. */
export async function readDiagnostics(context: BrowserContext, helper: Page): Promise<BuiltinDiagnostics> {
  const background = context.serviceWorkers()[0];
  const fromBackground = background
    ? await background.evaluate(() => (globalThis as unknown as { __upliftBuiltinEvents?: unknown[] }).__upliftBuiltinEvents ?? []).catch(() => [])
    : [];
  const reply = await Promise.race([
    helper
      .evaluate(
        (m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }).chrome.runtime.sendMessage(m),
        { channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path: DIAGNOSTICS_PATH, body: null },
      )
      .catch(() => null),
    new Promise<null>((r) => setTimeout(() => r(null), 5_000)),
  ]);
  const body = z.object({ body: z.string() }).safeParse(reply);
  const report = body.success ? PageReportSchema.safeParse(JSON.parse(body.data.body)) : null;
  const page = report?.success ? report.data : null;
  const events = [...z.array(EventSchema).catch([]).parse(fromBackground), ...(page?.events ?? []), ...(page?.worker?.events ?? [])].sort((a, b) => a.at - b.at);
  return { events, page: page && { failed: page.failed, started: page.started, waiting: page.waiting, workerAnswered: page.worker !== null } };
}

const FAILURE = /fail|error|given up|not created|rejection|again|timeout/i;

/** One line: the first event that tells of a failure, else the state of the page. */
export function causeOf(d: BuiltinDiagnostics, panelError: string | null): string {
  const first = d.events.find((e) => FAILURE.test(e.what));
  if (first) return `${first.where}: ${first.what}${first.detail ? ` (${first.detail.slice(0, 240)})` : ''}`;
  if (!d.page) return `no answer from the catalogue's page${panelError ? `; panel: ${panelError.slice(0, 200)}` : ''}`;
  return `no failure recorded (page started ${d.page.started}, ${d.page.waiting} waiting, worker answered ${d.page.workerAnswered})${panelError ? `; panel: ${panelError.slice(0, 200)}` : ''}`;
}

/** The events as lines, in ms since `origin`. */
export function formatEvents(d: BuiltinDiagnostics, origin: number): string {
  return d.events.map((e) => `  ${(e.at - origin).toFixed(0).padStart(6)} ms  ${e.where.padEnd(10)} ${e.what}${e.detail ? `  ${e.detail.slice(0, 300)}` : ''}`).join('\n');
}

/** Stops the extension's service worker through DevTools, as Chrome does after 30 s idle; the next message starts it again. */
export async function stopServiceWorker(context: BrowserContext, helper: Page): Promise<void> {
  const session = await context.newCDPSession(helper);
  try {
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
  } finally {
    await session.detach().catch(() => {});
  }
}
