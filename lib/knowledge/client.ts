import * as z from 'zod/mini';
import { AnswerCache } from './cache';
import { isRetryable, KnowledgeError, type KnowledgeErrorKind } from './errors';
import { ConcurrencyLimiter } from './limiter';
import {
  BROWSE_ORDER,
  BrowseQuerySchema,
  KeywordQuerySchema,
  PatternQuerySchema,
  SemanticQuerySchema,
  TestIdSchema,
  type BrowseQuery,
  type KeywordQuery,
  type PatternQuery,
  type SemanticQuery,
} from './requests';
import {
  AbTestSchema,
  KeywordHitSchema,
  PatternSchema,
  SemanticAnswerSchema,
  ServiceErrorSchema,
  type AbTest,
  type KeywordHit,
  type Pattern,
  type SemanticHit,
} from './schemas';
import { DEMO_SOURCE_NAME } from './demo';
import { backoffDelay, parseRetryAfter, sleep } from './retry';

export interface KnowledgeClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Further attempts after the first, for 429, 5xx, timeouts and refused connections. */
  maxRetries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A Retry-After longer than this is not waited out: the caller gets `rate_limited` with the wait. */
  maxRetryAfterMs?: number;
  /** Requests in flight at once, per client. */
  concurrency?: number;
  /** Share one cache between clients: keys include the service URL and key. */
  cache?: AnswerCache;
  fetch?: typeof fetch;
  /** Where the user sets the service URL and key, named in error messages (default: the options page). */
  settingsHint?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Skip the cache (still deduplicated in flight). */
  fresh?: boolean;
}

interface Call<T> {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  schema: z.ZodMiniType<T>;
}

const SEMANTIC_PATH = '/functions/v1/semantic-search';

export type KnowledgeClient = ReturnType<typeof createKnowledgeClient>;

export function createKnowledgeClient(options: KnowledgeClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const maxRetries = options.maxRetries ?? 3;
  const backoffBaseMs = options.backoffBaseMs ?? 250;
  const backoffMaxMs = options.backoffMaxMs ?? 4000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5000;
  const cache = options.cache ?? new AnswerCache();
  const limiter = new ConcurrencyLimiter(options.concurrency ?? 4);
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const inFlight = new Map<string, Promise<unknown>>();
  const fail = (kind: KnowledgeErrorKind, extra: { status?: number; detail?: string; retryAfterMs?: number } = {}) =>
    new KnowledgeError({ kind, baseUrl, timeoutMs, settingsHint: options.settingsHint, ...extra });

  async function attempt<T>(call: Call<T>, signal?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${call.path}`, {
        method: call.method,
        headers: {
          apikey: options.apiKey,
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw fail('aborted');
      if (controller.signal.aborted) throw fail('timeout');
      throw fail('unreachable', { detail: error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error) });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    if (!response.ok) {
      const detail = serviceMessage(text);
      const status = response.status;
      if (status === 429) {
        throw fail('rate_limited', { status, detail, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) });
      }
      if (status === 401 || status === 403) throw fail('unauthorized', { status, detail });
      if (status === 404) throw fail('not_found', { status, detail });
      if (status >= 500) throw fail('server', { status, detail });
      throw fail('bad_request', { status, detail });
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw fail('bad_response', { status: response.status, detail: `not JSON: ${JSON.stringify(text.slice(0, 60))}` });
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fail('bad_response', { detail: issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unexpected shape' });
    }
    return parsed.data;
  }

  async function withRetries<T>(call: Call<T>, signal?: AbortSignal): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await limiter.run(() => attempt(call, signal));
      } catch (error) {
        if (!(error instanceof KnowledgeError) || !isRetryable(error.kind) || tries >= maxRetries) throw error;
        if (error.kind === 'rate_limited' && (error.retryAfterMs ?? 0) > maxRetryAfterMs) throw error;
        const wait = Math.max(error.retryAfterMs ?? 0, backoffDelay(tries, backoffBaseMs, backoffMaxMs));
        try {
          await sleep(wait, signal);
        } catch {
          throw fail('aborted');
        }
      }
    }
  }

  const keyOf = (call: Pick<Call<unknown>, 'method' | 'path' | 'body'>) =>
    `${baseUrl}\u0000${options.apiKey}\u0000${call.method} ${call.path}\u0000${JSON.stringify(call.body ?? null)}`;

  function request<T>(call: Call<T>, opts: RequestOptions = {}): Promise<T> {
    const key = keyOf(call);
    if (!opts.fresh) {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return Promise.resolve(hit);
    }
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = withRetries(call, opts.signal)
      .then((value) => {
        cache.set(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  const checked = <S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      throw fail('bad_request', { detail: parsed.error.issues.map((i) => i.message).join('; ') });
    }
    return parsed.data;
  };

  return {
    baseUrl,
    cache,
    limiter,

    /** Keyword search (`search_tests`), best rank first. */
    async searchTests(query: KeywordQuery, opts?: RequestOptions): Promise<KeywordHit[]> {
      const body = checked(KeywordQuerySchema, query);
      return request({ method: 'POST', path: '/rest/v1/rpc/search_tests', body, schema: z.array(KeywordHitSchema) }, opts);
    },

    /** Search by meaning; accepts `{results: [...]}` or a bare array. */
    async semanticSearch(query: SemanticQuery, opts?: RequestOptions): Promise<SemanticHit[]> {
      const body = checked(SemanticQuerySchema, query);
      return request({ method: 'POST', path: SEMANTIC_PATH, body, schema: SemanticAnswerSchema }, opts);
    },

    /** The cached answer of `semanticSearch(query)`, or undefined: asks nothing. */
    cachedSemanticSearch(query: SemanticQuery): SemanticHit[] | undefined {
      const body = SemanticQuerySchema.safeParse(query);
      return body.success ? cache.get<SemanticHit[]>(keyOf({ method: 'POST', path: SEMANTIC_PATH, body: body.data })) : undefined;
    },

    /** The table filtered by section, result and page type, by uplift with nulls last. */
    async browseTests(query: BrowseQuery = {}, opts?: RequestOptions): Promise<AbTest[]> {
      const q = checked(BrowseQuerySchema, query);
      const params = new URLSearchParams({ select: '*' });
      if (q.website_section) params.set('website_section', `eq.${q.website_section}`);
      if (q.result) params.set('result', `eq.${q.result}`);
      if (q.page_type) params.set('page_type', `eq.${q.page_type}`);
      params.set('order', BROWSE_ORDER);
      params.set('limit', String(q.limit));
      return request({ method: 'GET', path: `/rest/v1/ab_tests?${params}`, schema: z.array(AbTestSchema) }, opts);
    },

    /** One test by id, or null when the catalogue has none with that id. */
    async getTest(id: string, opts?: RequestOptions): Promise<AbTest | null> {
      const checkedId = checked(TestIdSchema, id);
      const params = new URLSearchParams({ id: `eq.${checkedId}`, select: '*' });
      const rows = await request({ method: 'GET', path: `/rest/v1/ab_tests?${params}`, schema: z.array(AbTestSchema) }, opts);
      return rows[0] ?? null;
    },

    /**
     * Whether the catalogue holds records of the synthetic demo catalogue: one row of one column,
     * cached like every answer, so asking before each audit costs one request per service.
     */
    async servesDemoCatalogue(opts?: RequestOptions): Promise<boolean> {
      // %20, not URLSearchParams' `+`, for the spaces: not every PostgREST reads `+` as a space.
      const path = `/rest/v1/ab_tests?source_name=eq.${encodeURIComponent(DEMO_SOURCE_NAME)}&select=id&limit=1`;
      const rows = await request({ method: 'GET', path, schema: z.array(z.looseObject({})) }, opts);
      return rows.length > 0;
    },

    /** Aggregated patterns per (section, principle). */
    async getPatterns(query: PatternQuery = {}, opts?: RequestOptions): Promise<Pattern[]> {
      const body = checked(PatternQuerySchema, query);
      return request({ method: 'POST', path: '/rest/v1/rpc/get_patterns', body, schema: z.array(PatternSchema) }, opts);
    },
  };
}

function serviceMessage(text: string): string | undefined {
  try {
    const parsed = ServiceErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
}
