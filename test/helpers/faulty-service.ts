import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A real HTTP server in front of the real knowledge service that misbehaves on purpose.
 * `ok` forwards every request to the upstream service unchanged; the other modes produce one fault each.
 */
export type FaultMode = 'ok' | 'down' | 'slow' | 'rate_limit' | 'error' | 'garbage' | 'hostile' | 'deployed';

/** What `hostile` writes into every record's texts: markup and script that must stay text. */
export const HOSTILE_TEXT = '<img src=x onerror="document.title=\'pwned-by-record\'"><script>window.pwnedByRecord=1</script><b>bold</b>';

/** Like a deployed service that grew: semantic search answers a bare array, records carry fields we do not know. */
function deployed(json: unknown): unknown {
  const list = Array.isArray(json) ? json : (json as { results?: unknown[] })?.results;
  if (!Array.isArray(list)) return json;
  return list.map((r) => (r && typeof r === 'object' ? { ...r, embedding_version: 'v9', created_at: '2026-01-01T00:00:00Z' } : r));
}

/** Prepends HOSTILE_TEXT to the text fields of every record in an answer, in any of its shapes. */
function poison(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(poison);
  if (json && typeof json === 'object') {
    const o = { ...(json as Record<string, unknown>) };
    if (Array.isArray(o.results)) o.results = o.results.map(poison);
    for (const key of ['title', 'key_insight', 'actionable_rule', 'psychological_principle', 'brand', 'control_description']) {
      if (typeof o[key] === 'string') o[key] = `${HOSTILE_TEXT} ${o[key]}`;
    }
    if (Array.isArray(o.top_rules)) o.top_rules = o.top_rules.map((r) => `${HOSTILE_TEXT} ${String(r)}`);
    return o;
  }
  return json;
}

export interface FaultOptions {
  /** How many requests get the fault before the server recovers by itself (default: until the next setMode). */
  times?: number;
  /** For `slow`: delay before forwarding. Default 3000 ms. */
  delayMs?: number;
  /** For `rate_limit`: the Retry-After header, in seconds. Default 1. */
  retryAfterS?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  body: string;
  mode: FaultMode;
}

export interface FaultyService {
  baseUrl: string;
  /** Every request received, in order, with the mode that answered it. */
  requests: SeenRequest[];
  /** The most requests that were open at the same time. */
  readonly peakInFlight: number;
  setMode(mode: FaultMode, options?: FaultOptions): void;
  close(): Promise<void>;
}

export async function startFaultyService(upstream: string): Promise<FaultyService> {
  let mode: FaultMode = 'ok';
  let options: FaultOptions = {};
  let left = Infinity;
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  let inFlight = 0;
  let peakInFlight = 0;

  const current = (): FaultMode => {
    if (mode === 'ok') return 'ok';
    if (left <= 0) return 'ok';
    left--;
    return mode;
  };

  const forward = async (req: IncomingMessage, body: string, res: ServerResponse, rewrite?: (json: unknown) => unknown) => {
    const headers: Record<string, string> = {};
    for (const name of ['apikey', 'authorization', 'content-type', 'accept']) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    try {
      const answer = await fetch(new URL(req.url ?? '/', upstream), {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      let text = await answer.text();
      if (rewrite && answer.ok) text = JSON.stringify(rewrite(JSON.parse(text)));
      const out: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
      const retry = answer.headers.get('retry-after');
      if (retry) out['retry-after'] = retry;
      res.writeHead(answer.status, out).end(text);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `upstream unreachable: ${String(error)}` }));
    }
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    inFlight++;
    peakInFlight = Math.max(peakInFlight, inFlight);
    res.on('close', () => inFlight--);
    const answeredBy = current();
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', body, mode: answeredBy });
    switch (answeredBy) {
      case 'ok':
        return forward(req, body, res);
      case 'down':
        // Like a crashed service: the connection closes with no answer at all.
        req.socket.destroy();
        return;
      case 'slow':
        await new Promise((ok) => setTimeout(ok, options.delayMs ?? 3000));
        if (res.destroyed || req.socket.destroyed) return;
        return forward(req, body, res);
      case 'rate_limit':
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': String(options.retryAfterS ?? 1) })
          .end(JSON.stringify({ code: '429', message: 'Too many requests (faulty-service)' }));
        return;
      case 'error':
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'XX000', message: 'internal failure (faulty-service)' }));
        return;
      case 'deployed':
        return forward(req, body, res, deployed);
      case 'hostile':
        return forward(req, body, res, poison);
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html><body>{"results": [oops</body></html>');
        return;
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('faulty service has no port');

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests,
    get peakInFlight() {
      return peakInFlight;
    },
    setMode(next, opts = {}) {
      mode = next;
      options = opts;
      left = opts.times ?? Infinity;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}
