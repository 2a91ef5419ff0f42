import { browser } from 'wxt/browser';
import { FACTS_SCRIPT_FILE } from '../facts/page-global';
import { CHANNEL, ContentResponseData, type ContentRequest, type MessageError, type PageSnapshot } from '../messaging';
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

/**
 * Injects our content script into the tab, where the user granted access (their click, or the
 * opt-in), with the fact gatherers when a read needs them: one trip for both.
 */
async function inject(tabId: number, withFacts: boolean): Promise<void> {
  try {
    await browser.tabs.get(tabId);
  } catch {
    throw new PageAccessError('no_tab', `Tab ${tabId} is gone: it was closed. Open the page again and reopen Uplift Lens.`);
  }
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: withFacts ? [FACTS_SCRIPT_FILE, CONTENT_SCRIPT_FILE] : [CONTENT_SCRIPT_FILE] });
  } catch {
    throw new PageAccessError('no_access', NO_ACCESS);
  }
}

/** Sends to the tab's content script; if none is listening yet, injects it once and sends again. */
export async function sendToPage<T extends ContentRequest['type']>(tabId: number, request: Extract<ContentRequest, { type: T }>): Promise<Reply<T>> {
  try {
    return await send(tabId, request);
  } catch (error) {
    if (error instanceof PageAccessError) throw error;
    // No receiver in the tab (not injected yet, or the page was reloaded).
  }
  await inject(tabId, request.type === 'content:classify');
  return send(tabId, request);
}

/**
 * The page's sections with their facts. The fact gatherers are injected only when the content
 * script says it lacks them (its first read of a page loaded by the static match): a page read
 * again costs one message, not an injection and a message.
 */
export async function readPage(tabId: number): Promise<PageSnapshot> {
  const request = { channel: CHANNEL, type: 'content:classify' } as const;
  let reply = await sendToPage(tabId, request);
  if ('needs' in reply) {
    await browser.scripting.executeScript({ target: { tabId }, files: [FACTS_SCRIPT_FILE] }).catch(() => undefined);
    reply = await send(tabId, request);
  }
  if ('needs' in reply) throw new PageAccessError('no_access', NO_ACCESS);
  return reply;
}
