import type { Browser } from 'playwright-core';
import { PageSnapshotSchema } from '../lib/messaging';
import type { SectionSummary } from '../lib/sections/types';
import { classifierBundle, DEFAULT_VIEWPORT, type UpliftSectionsGlobal } from '../scripts/shared/classifier-bundle';
import { jpegSize } from './jpeg-size';

/** Why a page could not be audited; each kind has its own advice. */
export type PageFailureKind = 'timeout' | 'dns' | 'connection' | 'http' | 'not_html' | 'file' | 'browser' | 'service';

export class PageFailure extends Error {
  override name = 'PageFailure';
  constructor(
    readonly kind: PageFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface Screenshot {
  /** Full-page JPEG at one image pixel per CSS pixel, so section rects map onto it directly. */
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface LoadedPage {
  /** The URL after redirects. */
  url: string;
  title: string;
  sections: SectionSummary[];
  screenshot: Screenshot | null;
  /** Why there is no screenshot although one was asked for. */
  screenshotError: string | null;
  loadMs: number;
  classifyMs: number;
}

export interface LoadOptions {
  timeoutMs: number;
  screenshot: boolean;
}

const isHtmlType = (contentType: string | undefined) => !contentType || /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType);

/** Playwright's navigation errors carry Chromium's net:: code; this turns them into advice. */
export function navigationFailure(error: unknown, url: string, timeoutMs: number): PageFailure {
  const message = error instanceof Error ? error.message : String(error);
  const host = /^https?:/i.test(url) ? new URL(url).host : url;
  if ((error as Error)?.name === 'TimeoutError' || /Timeout \d+ms exceeded/.test(message)) {
    return new PageFailure('timeout', `did not finish loading within ${timeoutMs / 1000} s; raise --timeout or check the page`);
  }
  if (/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED/.test(message)) {
    return new PageFailure('dns', `the host ${host} was not found (DNS); check the spelling of the URL`);
  }
  if (/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_ADDRESS_UNREACHABLE|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_TIMED_OUT|ERR_EMPTY_RESPONSE/.test(message)) {
    const code = /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? 'connection failed';
    return new PageFailure('connection', `cannot connect to ${host} (${code}); is the site up?`);
  }
  if (/ERR_FILE_NOT_FOUND|ERR_ACCESS_DENIED/.test(message)) return new PageFailure('file', 'the file cannot be read');
  if (/Download is starting|ERR_ABORTED/.test(message)) {
    return new PageFailure('not_html', 'the URL is a download, not an HTML page');
  }
  return new PageFailure('browser', `Chromium could not open the page: ${message.split('\n')[0]}`);
}

/** Opens one page in a fresh context of `browser`, runs the classifier in it, and takes a full-page screenshot if asked. */
export async function loadAndClassify(browser: Browser, url: string, opts: LoadOptions): Promise<LoadedPage> {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1, bypassCSP: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(opts.timeoutMs);
    await page.addInitScript({ content: await classifierBundle() });
    const started = performance.now();
    let response;
    try {
      response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: opts.timeoutMs });
    } catch (error) {
      throw navigationFailure(error, url, opts.timeoutMs);
    }
    if (response) {
      const status = response.status();
      if (status >= 400) throw new PageFailure('http', `HTTP ${status}${response.statusText() ? ` ${response.statusText()}` : ''}: the server refused the page`);
      const type = response.headers()['content-type'];
      if (!isHtmlType(type)) throw new PageFailure('not_html', `not an HTML page (Content-Type: ${type})`);
    } else if (url.startsWith('file:') && !/\.x?html?$/i.test(new URL(url).pathname)) {
      throw new PageFailure('not_html', 'not an HTML file (the name does not end in .html or .htm)');
    }
    // Images and styles change the layout the classifier reads, so wait for them, but only within the
    // page's budget: a stalled tracker or font must not cost the whole audit when the page is there.
    const waitForLoad = () => {
      const left = opts.timeoutMs - (performance.now() - started);
      return left > 0 ? page.waitForLoadState('load', { timeout: left }).catch(() => undefined) : Promise.resolve();
    };
    await waitForLoad();
    const loadMs = performance.now() - started;

    const classifyStarted = performance.now();
    const classify = () =>
      page.evaluate(() => {
        const api = (globalThis as unknown as { UpliftSections?: UpliftSectionsGlobal }).UpliftSections;
        if (!api) throw new Error('the classifier did not load in the page');
        return { url: location.href, title: document.title, sections: api.summarizeSections(api.classifyPage(document)) };
      });
    let raw;
    try {
      raw = await classify();
    } catch (error) {
      // A page that sends itself elsewhere by script (a redirect, a consent wall) is classified where it lands.
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      await waitForLoad();
      raw = await classify();
    }
    // The classifier ran in the page, so its answer is checked like the content script's snapshot.
    const facts = PageSnapshotSchema.parse(raw);
    const classifyMs = performance.now() - classifyStarted;

    let screenshot: Screenshot | null = null;
    let screenshotError: string | null = null;
    if (opts.screenshot) {
      // The audit stands without a picture: a page too tall for one JPEG still gets its report.
      try {
        const jpeg = await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70, animations: 'disabled' });
        screenshot = { jpeg, ...jpegSize(jpeg) };
      } catch (error) {
        screenshotError = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
      }
    }
    return { ...facts, screenshot, screenshotError, loadMs, classifyMs };
  } finally {
    await context.close().catch(() => undefined);
  }
}
