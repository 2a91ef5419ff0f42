import { browser } from 'wxt/browser';
import { FACTS_SCRIPT_FILE } from '../facts/page-global';
import { CHANNEL, ContentResponseData, type ContentRequest, type MessageError } from '../messaging';
import type { z } from 'zod';

/** Where WXT puts the content script entry in the build. */
const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';

export class PageAccessError extends Error {
  constructor(
    readonly kind: Extract<MessageError['kind'], 'no_access' | 'no_tab' | 'bad_message'>,
    message: string,
  ) {
    super(message);
  }
}

const NO_ACCESS =
  'Uplift Lens may not read this page yet. Click the Uplift Lens toolbar button while the page is in front, or turn on automatic audits in the options. Browser pages (chrome://, the extension store) cannot be audited.';

type Reply<T extends ContentRequest['type']> = z.output<(typeof ContentResponseData)[T]>;

async function send<T extends ContentRequest['type']>(tabId: number, request: Extract<ContentRequest, { type: T }>): Promise<Reply<T>> {
  const reply: unknown = await browser.tabs.sendMessage(tabId, request);
  const parsed = ContentResponseData[request.type].safeParse(reply);
  if (!parsed.success) throw new PageAccessError('bad_message', `The page's content script answered ${request.type} with something unexpected. Reload the page and try again.`);
  return parsed.data as Reply<T>;
}

/** Injects our content script into the tab, where the user granted access (their click, or the opt-in). */
async function inject(tabId: number): Promise<void> {
  try {
    await browser.tabs.get(tabId);
  } catch {
    throw new PageAccessError('no_tab', `Tab ${tabId} is gone: it was closed. Open the page again and reopen Uplift Lens.`);
  }
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_FILE] });
  } catch {
    throw new PageAccessError('no_access', NO_ACCESS);
  }
}

/**
 * Loads the fact gatherers into the page's isolated world before its sections are read (it does
 * nothing when they are there). Without access this fails like the classification itself will,
 * which then says what to do.
 */
async function injectFacts(tabId: number): Promise<void> {
  await browser.scripting.executeScript({ target: { tabId }, files: [FACTS_SCRIPT_FILE] }).catch(() => undefined);
}

/** Sends to the tab's content script; if none is listening yet, injects it once and sends again. */
export async function sendToPage<T extends ContentRequest['type']>(tabId: number, request: Extract<ContentRequest, { type: T }>): Promise<Reply<T>> {
  if (request.type === 'content:classify') await injectFacts(tabId);
  try {
    return await send(tabId, request);
  } catch (error) {
    if (error instanceof PageAccessError) throw error;
    // No receiver in the tab (not injected yet, or the page was reloaded).
  }
  await inject(tabId);
  return send(tabId, request);
}
