/** What went wrong talking to the knowledge service, as the panel and options page need to tell it. */
export type KnowledgeErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'unauthorized'
  | 'rate_limited'
  | 'server'
  | 'not_found'
  | 'bad_request'
  | 'bad_response'
  | 'aborted';

export interface KnowledgeErrorInit {
  kind: KnowledgeErrorKind;
  baseUrl: string;
  status?: number;
  /** The service's own message, when it sent one. */
  detail?: string;
  /** For rate_limited: how long the service asked us to wait. */
  retryAfterMs?: number;
  timeoutMs?: number;
  /** Where the user sets the service URL and key; default: the extension's options page. */
  settingsHint?: string;
}

export const OPTIONS_PAGE_HINT = 'the options';

export class KnowledgeError extends Error {
  readonly kind: KnowledgeErrorKind;
  readonly baseUrl: string;
  readonly status: number | undefined;
  readonly detail: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(init: KnowledgeErrorInit) {
    super(userMessage(init));
    this.name = 'KnowledgeError';
    this.kind = init.kind;
    this.baseUrl = init.baseUrl;
    this.status = init.status;
    this.detail = init.detail;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** JSON-safe form, for messages between extension parts. */
  toJSON(): SerializedKnowledgeError {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.status !== undefined ? { status: this.status } : {}),
      ...(this.retryAfterMs !== undefined ? { retryAfterMs: this.retryAfterMs } : {}),
    };
  }
}

export interface SerializedKnowledgeError {
  kind: KnowledgeErrorKind;
  message: string;
  status?: number;
  retryAfterMs?: number;
}

const clip = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** One sentence of what happened and one of what to do. */
export function userMessage(e: KnowledgeErrorInit): string {
  const where = e.baseUrl;
  const settings = e.settingsHint ?? OPTIONS_PAGE_HINT;
  const detail = e.detail ? ` (${clip(e.detail)})` : '';
  switch (e.kind) {
    case 'unreachable':
      return `Cannot reach the knowledge service at ${where}. Start it with \`npm start\` or \`npm run serve\`, or check the service URL in ${settings}.`;
    case 'timeout':
      return `The knowledge service at ${where} did not answer within ${Math.round((e.timeoutMs ?? 0) / 1000)} s. It may be busy: try again, or check the service URL in ${settings}.`;
    case 'unauthorized':
      return `The knowledge service at ${where} refused the API key${detail}. Copy the service's anon key (printed as \`anon_key: …\` when it starts) into ${settings}.`;
    case 'rate_limited': {
      const s = Math.max(1, Math.ceil((e.retryAfterMs ?? 1000) / 1000));
      return `The knowledge service at ${where} is rate limiting requests. Wait ${s} s and retry.`;
    }
    case 'server':
      return `The knowledge service at ${where} failed with HTTP ${e.status ?? '5xx'}${detail}. Try again in a moment; if it keeps failing, check the service's log.`;
    case 'not_found':
      return `The knowledge service at ${where} has no such endpoint (HTTP 404)${detail}. Check the service URL in ${settings}: it should be the base URL, e.g. http://127.0.0.1:54321, without a path.`;
    case 'bad_request':
      if (e.status === undefined) return `The request was not sent to ${where}${detail}. Change the query or settings and try again.`;
      return `The knowledge service at ${where} rejected the request (HTTP ${e.status ?? 400})${detail}. Change the query or settings and try again.`;
    case 'bad_response':
      return `The knowledge service at ${where} sent an answer that is not what Uplift Lens expects${detail}. Check that the service URL points at an Uplift Lens knowledge service.`;
    case 'aborted':
      return 'The request was cancelled.';
  }
}

/** Worth another attempt with the same request. */
export function isRetryable(kind: KnowledgeErrorKind): boolean {
  return kind === 'rate_limited' || kind === 'server' || kind === 'unreachable' || kind === 'timeout';
}
