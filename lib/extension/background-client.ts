import { browser } from 'wxt/browser';
import { CHANNEL, type Result } from '../messaging';
import { parseResponse, type PanelRequest, type PanelRequestType, type PanelResponseOf } from '../messaging-panel';

type Body<T extends PanelRequestType> = Omit<Extract<PanelRequest, { type: T }>, 'channel' | 'type'>;

/** Sends one typed request to the background worker and checks its answer. Never throws. */
export function ask<T extends PanelRequestType>(type: T, body: Body<T>): Promise<Result<PanelResponseOf<T>>> {
  return settle(type, browser.runtime.sendMessage({ channel: CHANNEL, type, ...body }));
}

/** Checks the answer to a request of `type` once it comes. Never throws. */
export async function settle<T extends PanelRequestType>(type: T, sent: Promise<unknown>): Promise<Result<PanelResponseOf<T>>> {
  let reply: unknown;
  try {
    reply = await sent;
  } catch (error) {
    return {
      ok: false,
      error: { kind: 'internal', message: `The extension's background worker did not answer (${error instanceof Error ? error.message : String(error)}). Reload the extension and try again.` },
    };
  }
  return parseResponse(type, reply);
}

export type Ask = typeof ask;
