import { createConnection, type Socket } from 'node:net';
import { z } from 'zod';

/**
 * A minimal client of Firefox's remote debugging protocol (the one `web-ext` and about:debugging
 * speak): length-prefixed JSON packets over TCP, one request at a time per actor.
 * Used only to evaluate code in an add-on's background page, which WebDriver BiDi cannot reach.
 */
export interface RdpClient {
  /** Evaluates `expression` in the background page of the add-on with this id; resolves with its awaited value (JSON-serialisable). */
  evaluateInAddon(addonId: string, expression: string): Promise<unknown>;
  close(): void;
}

const PacketSchema = z.looseObject({ from: z.string(), type: z.string().optional(), error: z.string().optional(), message: z.string().optional() });
type Packet = z.infer<typeof PacketSchema>;

const AddonsSchema = z.object({ addons: z.array(z.looseObject({ id: z.string(), actor: z.string() })) });
const WatcherSchema = z.looseObject({ actor: z.string() });
const TargetFormSchema = z.looseObject({ target: z.looseObject({ consoleActor: z.string(), url: z.string().optional() }) });
const EvaluationSchema = z.looseObject({
  resultID: z.string(),
  result: z.unknown(),
  exceptionMessage: z.string().optional(),
});

export async function connectRdp(port: number, timeoutMs = 20_000): Promise<RdpClient> {
  const socket = await openSocket(port, timeoutMs);
  let buffer = Buffer.alloc(0);
  const listeners: ((packet: Packet) => boolean)[] = [];
  const unclaimed: Packet[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(buffer.subarray(0, colon).toString());
      if (buffer.length < colon + 1 + length) return;
      const packet = PacketSchema.parse(JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString()));
      buffer = buffer.subarray(colon + 1 + length);
      const index = listeners.findIndex((accepts) => accepts(packet));
      if (index >= 0) listeners.splice(index, 1);
      else unclaimed.push(packet);
    }
  });

  /** The next packet from `from` that `accept` takes. */
  const next = (from: string, accept: (p: Packet) => boolean = () => true) =>
    new Promise<Packet>((resolve, reject) => {
      const waiting = unclaimed.findIndex((p) => p.from === from && accept(p));
      if (waiting >= 0) {
        const [p] = unclaimed.splice(waiting, 1);
        return p!.error ? reject(new Error(`Firefox's debugger: ${p!.error}: ${p!.message ?? ''}`)) : resolve(p!);
      }
      const timer = setTimeout(() => reject(new Error(`Firefox's debugger did not answer ${from} within ${timeoutMs / 1000} s`)), timeoutMs);
      listeners.push((p) => {
        if (p.from !== from || !accept(p)) return false;
        clearTimeout(timer);
        if (p.error) reject(new Error(`Firefox's debugger: ${p.error}: ${p.message ?? ''}`));
        else resolve(p);
        return true;
      });
    });
  const request = async (to: string, type: string, body: object = {}) => {
    // A reply carries no type; events (which may come in between) do.
    const reply = next(to, (p) => p.type === undefined);
    const json = Buffer.from(JSON.stringify({ to, type, ...body }));
    socket.write(`${json.length}:`);
    socket.write(json);
    return reply;
  };

  await next('root'); // the greeting
  const consoles = new Map<string, Promise<string>>();
  const consoleOf = (addonId: string) => {
    let actor = consoles.get(addonId);
    if (!actor) {
      actor = (async () => {
        const { addons } = AddonsSchema.parse(await request('root', 'listAddons'));
        const addon = addons.find((a) => a.id === addonId);
        if (!addon) throw new Error(`Firefox has no add-on ${addonId} installed (it has ${addons.map((a) => a.id).join(', ')})`);
        const watcher = WatcherSchema.parse(await request(addon.actor, 'getWatcher')).actor;
        // The add-on's documents are announced as frame targets; its background page is one of them.
        const background = next(watcher, (p) => p.type === 'target-available-form' && /_generated_background_page\.html$/.test(TargetFormSchema.safeParse(p).data?.target.url ?? ''));
        await request(watcher, 'watchTargets', { targetType: 'frame' });
        return TargetFormSchema.parse(await background).target.consoleActor;
      })();
      consoles.set(addonId, actor);
    }
    return actor;
  };

  return {
    async evaluateInAddon(addonId, expression) {
      const actor = await consoleOf(addonId);
      // The value travels back as JSON text, so grips of objects need not be resolved.
      const text = `(async () => JSON.stringify(await (${expression})))()`;
      const { resultID } = z.object({ resultID: z.string() }).parse(await request(actor, 'evaluateJSAsync', { text, mapped: { await: true } }));
      const evaluation = EvaluationSchema.parse(await next(actor, (p) => p.type === 'evaluationResult' && p.resultID === resultID));
      if (evaluation.exceptionMessage) throw new Error(`In the add-on's background page: ${evaluation.exceptionMessage}`);
      const result = evaluation.result;
      if (typeof result === 'string') return JSON.parse(result) as unknown;
      return undefined; // `undefined` itself, which JSON.stringify leaves undefined
    },
    close: () => socket.destroy(),
  };
}

function openSocket(port: number, timeoutMs: number): Promise<Socket> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket));
      socket.once('error', (error) => {
        socket.destroy();
        // The debugger server starts a moment after the browser.
        if (Date.now() > deadline) reject(new Error(`Could not reach Firefox's debugger on port ${port}: ${error.message}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}
