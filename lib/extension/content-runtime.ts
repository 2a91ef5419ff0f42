/**
 * The two runtime calls the content script makes, on the browser's own API instead of
 * webextension-polyfill: the polyfill costs 3 KB gzipped, a tenth of the content script's budget.
 * Both Chrome (MV3) and Firefox return a promise from `runtime.sendMessage`, and both accept
 * `sendResponse` plus `return true` for an asynchronous answer, which is all this needs.
 */
export interface MessageSender {
  id?: string;
  tab?: { id?: number };
}

type RawListener = (message: unknown, sender: MessageSender, sendResponse: (answer: unknown) => void) => boolean | undefined;

interface RuntimeLike {
  id: string;
  sendMessage(message: unknown): Promise<unknown>;
  onMessage: { addListener(listener: RawListener): void; removeListener(listener: RawListener): void };
}

const runtime = (): RuntimeLike => {
  const scope = globalThis as unknown as { browser?: { runtime?: RuntimeLike }; chrome?: { runtime?: RuntimeLike } };
  const found = scope.browser?.runtime ?? scope.chrome?.runtime;
  if (!found) throw new Error('Uplift Lens: the extension runtime is not available in this page.');
  return found;
};

export const extensionId = (): string => runtime().id;

export const sendToExtension = (message: unknown): Promise<unknown> => runtime().sendMessage(message);

/**
 * Listens to messages until `signal` aborts. `answer` returns undefined for messages that are not
 * its own, so that another listener's reply is not swallowed.
 */
export function onExtensionMessage(
  answer: (message: unknown, sender: MessageSender) => Promise<unknown> | undefined,
  signal: AbortSignal,
): void {
  const listener: RawListener = (message, sender, sendResponse) => {
    const reply = answer(message, sender);
    if (!reply) return undefined;
    reply.then(sendResponse, (error: unknown) => sendResponse({ error: error instanceof Error ? error.message : String(error) }));
    return true;
  };
  runtime().onMessage.addListener(listener);
  signal.addEventListener('abort', () => runtime().onMessage.removeListener(listener), { once: true });
}
