import { createServer, request, type Server } from 'node:http';

/**
 * An HTTP proxy the browser sends every request through (Firefox: network.proxy.* prefs, with
 * localhost hijacking on). Open, it forwards plain-HTTP requests; closed, it refuses all but the
 * allowed origins and records what it refused. HTTPS (CONNECT) is always refused and recorded.
 */
export interface GateProxy {
  port: number;
  /** Firefox preferences that route all traffic, localhost included, through this proxy. */
  prefs: Record<string, string | number | boolean>;
  setOpen(open: boolean, allowedOrigins?: string[]): void;
  /** The URLs refused so far. */
  refused: string[];
  close(): Promise<void>;
}

export async function startGateProxy(): Promise<GateProxy> {
  let open = true;
  let allowed = new Set<string>();
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    if (!open && !allowed.has(target.origin)) {
      refused.push(target.href);
      res.writeHead(403, { 'content-type': 'text/plain' }).end('blocked by the test proxy');
      return;
    }
    const upstream = request(target, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket) => {
    refused.push(`https://${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    port,
    prefs: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': port,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': port,
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': true,
    },
    setOpen(value, origins = []) {
      open = value;
      allowed = new Set(origins);
    },
    refused,
    async close() {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
    },
  };
}
