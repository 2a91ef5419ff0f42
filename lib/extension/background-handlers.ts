import { AnswerCache, createKnowledgeClient, KnowledgeError, testConnection, type KnowledgeClient } from '../knowledge';
import { CHANNEL, type MessageError, type PageSnapshot, type Result } from '../messaging';
import type { PanelRequestSchema } from '../messaging-panel';
import { PageAccessError, readPage, sendToPage } from './page-access';
import { builtinBaseUrl, builtinFailureMessage, builtinFetch, BUILTIN_SCHEME } from '../builtin/transport';
import { BuiltinUnavailableError, builtinManifest, sendToBuiltin, warmBuiltin } from './builtin-service';
import { keptSettings, serviceEndpoint, serviceLabel } from './settings';
import { knownAnswers, packKnownAnswers } from './known-answers';
import { markOnce } from '../builtin/timeline';
import { recordEvent } from '../builtin/diagnostics';
import type { z } from 'zod';

type Request = z.output<typeof PanelRequestSchema>;

/** No network: a request waits only for the catalogue's start and the queries before it (a minute on a very busy machine); a dead worker is found sooner, by its page. */
const BUILTIN_TIMEOUT_MS = 60_000;

/** What the client calls a failure of the built-in catalogue's start (no network is involved): told as the catalogue's own error. */
const BUILTIN_FAILURES = new Set(['unreachable', 'timeout', 'bad_response']);

/** One cache for the worker's lifetime: keys carry the service URL and key, so switching services never mixes answers. */
const cache = new AnswerCache(1000, 10 * 60_000);
let current: { key: string; client: KnowledgeClient } | null = null;

async function client(): Promise<KnowledgeClient> {
  const settings = await keptSettings();
  if (settings.service === 'builtin') {
    // The catalogue version is in the base URL, so cached answers never outlive the catalogue they came from.
    const baseUrl = builtinBaseUrl((await builtinManifest()).version);
    if (current?.key !== baseUrl) {
      current = {
        key: baseUrl,
        client: createKnowledgeClient({
          baseUrl,
          apiKey: 'built-in',
          cache,
          fetch: builtinFetch(sendToBuiltin),
          // The first request opens the database: seconds on a slow machine. Not retried here:
          // sendToBuiltin reopens a catalogue that failed, once, itself.
          timeoutMs: BUILTIN_TIMEOUT_MS,
          maxRetries: 0,
          // No network to spare: every request goes to the catalogue's host at once, which runs them
          // one by one with the sections' searches first (builtin/host.ts), never idle between two.
          concurrency: 64,
          settingsHint: 'the options page (choose another service)',
        }),
      };
    }
    return current.client;
  }
  const { baseUrl, apiKey } = serviceEndpoint(settings);
  const key = `${baseUrl}\u0000${apiKey}`;
  if (current?.key !== key) current = { key, client: createKnowledgeClient({ baseUrl, apiKey, cache }) };
  return current.client;
}

/** The page's sections' answers already cached (see known-answers.ts); none if the settings cannot be read. */
async function sectionAnswers(snapshot: PageSnapshot): Promise<string | undefined> {
  try {
    const settings = await keptSettings();
    return packKnownAnswers(knownAnswers(snapshot, await client(), { service: serviceLabel(settings), threshold: settings.threshold, maxResults: settings.maxResults }));
  } catch {
    return undefined; // the panel asks for each section itself, and reports what fails
  }
}

/** Answers one checked request from the panel or options page. */
export async function handlePanelRequest(request: Request): Promise<Result<unknown>> {
  try {
    return { ok: true, data: await answer(request) };
  } catch (error) {
    return { ok: false, error: toMessageError(error) };
  }
}

async function answer(request: Request): Promise<unknown> {
  switch (request.type) {
    case 'page:sections': {
      const snapshot = await readPage(request.tabId);
      return { ...snapshot, known: await sectionAnswers(snapshot) };
    }
    case 'page:highlight':
      return sendToPage(request.tabId, { channel: CHANNEL, type: 'content:highlight', index: request.index, mode: request.mode });
    case 'page:clear':
      return sendToPage(request.tabId, { channel: CHANNEL, type: 'content:clear', ...(request.mode ? { mode: request.mode } : {}) });
    case 'knowledge:patterns':
      return (await client()).getPatterns(request.query);
    case 'knowledge:semantic':
      markOnce('bg:first-search');
      return (await client()).semanticSearch(request.query);
    case 'knowledge:semantic-batch': {
      markOnce('bg:first-search');
      const c = await client();
      return Promise.all(request.queries.map((query) => c.semanticSearch(query)));
    }
    case 'knowledge:keyword':
      return (await client()).searchTests(request.query);
    case 'knowledge:browse':
      return (await client()).browseTests(request.query);
    case 'knowledge:test':
      return (await client()).getTest(request.id);
    case 'knowledge:demo':
      return (await client()).servesDemoCatalogue();
    case 'service:test':
      return testConnection(request.config);
    case 'builtin:warm':
      return warmBuiltin();
  }
}

export function toMessageError(error: unknown): MessageError {
  if (error instanceof KnowledgeError && error.baseUrl.startsWith(BUILTIN_SCHEME) && BUILTIN_FAILURES.has(error.kind)) {
    recordEvent('background', `the panel is told: ${error.kind}`, error.message);
    return { kind: 'builtin', message: builtinFailureMessage(error.kind === 'timeout' ? `no answer within ${BUILTIN_TIMEOUT_MS / 1000} s` : (error.detail ?? error.message), error.kind === 'timeout' ? 'timeout' : 'failed') };
  }
  if (error instanceof BuiltinUnavailableError) return { kind: 'builtin', message: builtinFailureMessage(error.message) };
  if (error instanceof KnowledgeError) return error.toJSON();
  if (error instanceof PageAccessError) return { kind: error.kind, message: error.message };
  return { kind: 'internal', message: `Something went wrong inside Uplift Lens: ${error instanceof Error ? error.message : String(error)}. Reload the extension and try again.` };
}
