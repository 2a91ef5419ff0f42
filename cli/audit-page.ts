import type { Browser } from 'playwright-core';
import { buildAudit, type Audit } from '../lib/audit/build';
import { collectAnswers, type AnswerSource } from '../lib/audit/collect';
import { newAuditInput, type AuditSettings } from '../lib/audit/input';
import { KnowledgeError } from '../lib/knowledge/errors';
import { loadAndClassify, PageFailure, type PageFailureKind, type Screenshot } from './load-page';
import { withLocalOrigin } from './local-origin';
import type { Target } from './targets';

export interface AuditedPage {
  ok: true;
  target: Target;
  audit: Audit;
  screenshot: Screenshot | null;
  screenshotError?: string | null;
  ms: number;
  /** Where the time went: page load, classifier, service answers (screenshot is the rest). */
  timings: { loadMs: number; classifyMs: number; serviceMs: number };
}

export interface FailedPage {
  ok: false;
  target: Target;
  kind: PageFailureKind;
  message: string;
  ms: number;
}

export type PageResult = AuditedPage | FailedPage;

export interface AuditPageOptions {
  browser: Browser;
  client: AnswerSource;
  serviceUrl: string;
  /** Whether the service serves the synthetic demo catalogue, when known (the report marks it). */
  serviceDemo?: boolean;
  settings: AuditSettings;
  timeoutMs: number;
  screenshot: boolean;
}

/** Load, classify, ask the service, judge: one page's audit, or why there is none. Never throws. */
export async function auditPage(target: Target, opts: AuditPageOptions): Promise<PageResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const page = await withLocalOrigin(target.url, (url) =>
      loadAndClassify(opts.browser, url, { timeoutMs: opts.timeoutMs, screenshot: opts.screenshot }),
    );
    const asked = performance.now();
    const answers = await collectAnswers(opts.client, page.sections, opts.settings);
    const serviceMs = performance.now() - asked;
    const input = newAuditInput({
      // A local file is named by its file: URL, not by the loopback address it was served from.
      page: { url: target.url.startsWith('file:') ? target.url : page.url, title: page.title },
      service: { baseUrl: opts.serviceUrl, ...(opts.serviceDemo === undefined ? {} : { demo: opts.serviceDemo }) },
      settings: opts.settings,
      sections: page.sections,
      answers,
    });
    return {
      ok: true,
      target,
      audit: buildAudit(input),
      screenshot: page.screenshot,
      screenshotError: page.screenshotError,
      ms: ms(),
      timings: { loadMs: page.loadMs, classifyMs: page.classifyMs, serviceMs },
    };
  } catch (error) {
    if (error instanceof PageFailure) return { ok: false, target, kind: error.kind, message: error.message, ms: ms() };
    if (error instanceof KnowledgeError) return { ok: false, target, kind: 'service', message: error.message, ms: ms() };
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.name : String(error);
    return { ok: false, target, kind: 'browser', message, ms: ms() };
  }
}
