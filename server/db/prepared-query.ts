import type { PGlite } from '@electric-sql/pglite';

/**
 * A query prepared once per PGlite session and then run by name with text parameters, over
 * Postgres' wire protocol (Bind, Execute, Sync). `pg.query` parses and plans its statement at
 * every call and builds JS rows from the answer; for a query that returns one text value (a
 * search's JSON) that cost about a tenth of the search. The value comes back as its UTF-8 bytes,
 * which a worker thread can hand over without copying and HTTP can send as they are. Runs under
 * PGlite's query lock, so it interleaves safely with `pg.query` on the same instance.
 */

/** A Postgres error with the fields PGlite's own errors carry (see fromDatabaseError). */
export class PreparedQueryError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** The statements prepared on each session, by name (two handles of one statement share it). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

class MessageWriter {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  private push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.size += bytes.length;
  }
  int16(n: number): this {
    const b = new Uint8Array(2);
    new DataView(b.buffer).setInt16(0, n);
    this.push(b);
    return this;
  }
  int32(n: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, n);
    this.push(b);
    return this;
  }
  bytes(b: Uint8Array): this {
    this.push(b);
    return this;
  }
  cstring(s: string): this {
    this.push(encoder.encode(s));
    this.push(new Uint8Array(1));
    return this;
  }
  /** This writer's bytes as one message: type, length, body. */
  message(type: string): Uint8Array {
    const out = new Uint8Array(5 + this.size);
    out[0] = type.charCodeAt(0);
    new DataView(out.buffer).setInt32(1, 4 + this.size);
    let at = 5;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function errorFrom(body: Uint8Array): PreparedQueryError {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const end = body.indexOf(0, at + 1);
    fields.set(String.fromCharCode(body[at]!), decoder.decode(body.subarray(at + 1, end)));
    at = end + 1;
  }
  const error = new PreparedQueryError(fields.get('M') ?? 'Database error');
  error.code = fields.get('C');
  error.detail = fields.get('D');
  error.hint = fields.get('H');
  return error;
}

interface Reply {
  parsed: boolean;
  value: Uint8Array | null;
  error: PreparedQueryError | null;
}

/** Reads the answer: ParseComplete, the first column of the first DataRow, or the ErrorResponse. */
function readReply(reply: Uint8Array): Reply {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const result: Reply = { parsed: false, value: null, error: null };
  let seenRow = false;
  for (let at = 0; at + 5 <= reply.length; ) {
    const type = String.fromCharCode(reply[at]!);
    const length = view.getInt32(at + 1);
    const body = reply.subarray(at + 5, at + 1 + length);
    if (type === '1') result.parsed = true;
    else if (type === 'E') result.error ??= errorFrom(body);
    else if (type === 'D' && !seenRow) {
      seenRow = true;
      const size = body.length >= 6 ? new DataView(body.buffer, body.byteOffset).getInt32(2) : -1;
      // A copy with a buffer of its own (the reply's is PGlite's, and big).
      result.value = size < 0 ? null : body.slice(6, 6 + size);
    }
    at += 1 + length;
  }
  return result;
}

/** Runs `sql` (with $1…$n) prepared as `name`; resolves with the first column of the first row as UTF-8 text (null when none). */
export function preparedTextQuery(pg: PGlite, name: string, sql: string): (params: (string | null)[]) => Promise<Uint8Array | null> {
  const parse = new MessageWriter().cstring(name).cstring(sql).int16(0).message('P');
  const execute = new MessageWriter().cstring('').int32(0).message('E');
  const sync = new MessageWriter().message('S');
  const prepared = preparedOn.get(pg) ?? new Set<string>();
  preparedOn.set(pg, prepared);
  return (params) =>
    pg.runExclusive(async () => {
      const bind = new MessageWriter().cstring('').cstring(name).int16(0).int16(params.length);
      for (const p of params) {
        if (p === null) bind.int32(-1);
        else {
          const bytes = encoder.encode(p);
          bind.int32(bytes.length).bytes(bytes);
        }
      }
      bind.int16(0);
      const messages = [bind.message('B'), execute, sync];
      const parsing = !prepared.has(name);
      if (parsing) messages.unshift(parse);
      const reply = readReply(await pg.execProtocolRaw(concat(messages), { syncToFs: false }));
      if (parsing && reply.parsed) prepared.add(name);
      if (reply.error) throw reply.error;
      return reply.value;
    });
}
