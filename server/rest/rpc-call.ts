import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { ApiError, fromDatabaseError } from '../http/errors';
import type { RpcFunction } from './rpc-catalog';

const JsonArgSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);
type JsonArg = z.infer<typeof JsonArgSchema>;

const notFound = (fn: RpcFunction, given: string[]) =>
  new ApiError(404, 'PGRST202', `Could not find the function public.${fn.name}(${given.sort().join(', ')}) in the schema cache`,
    `Its arguments are ${fn.args.map((a) => `${a.name}${a.required ? '' : ' (optional)'}`).join(', ') || 'none'}.`,
    'Call it with named arguments in a JSON object, as the README\'s "Knowledge service" section shows.');

/**
 * PostgREST's rule for a call: the JSON object's keys must name a signature of the function (every
 * required argument, no unknown one); otherwise no function matches and the answer is PGRST202.
 */
export function parseRpcArgs(fn: RpcFunction, body: Record<string, unknown>): Map<string, JsonArg> {
  const shape = Object.fromEntries(fn.args.map((a) => [a.name, a.required ? JsonArgSchema : JsonArgSchema.optional()]));
  const parsed = z.object(shape).strict().safeParse(body);
  if (!parsed.success) throw notFound(fn, Object.keys(body));
  return new Map(Object.entries(parsed.data).filter((e): e is [string, JsonArg] => e[1] !== undefined));
}

const param = (v: JsonArg): string | null =>
  v === null ? null : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Calls the function as the anon role, as PostgREST does for a request with the anon key, so
 * Postgres itself grants or refuses EXECUTE (42501). Answers the JSON text PostgREST would send:
 * an array of rows for a set-returning function, the value for a scalar one, null for void.
 */
export async function callAsAnon(pg: PGlite, fn: RpcFunction, args: Map<string, JsonArg>): Promise<string | null> {
  const named = fn.args.filter((a) => args.has(a.name));
  const call = `public.${ident(fn.name)}(${named.map((a, i) => `${ident(a.name)} => $${i + 1}::${a.type}`).join(', ')})`;
  const sql =
    fn.returns === 'set' ? `select coalesce(json_agg(r), '[]')::text as json from ${call} r`
    : fn.returns === 'void' ? `select ${call}`
    : `select to_json(${call})::text as json`;
  try {
    return await pg.transaction(async (tx) => {
      await tx.exec('set local role anon');
      const rows = (await tx.query<{ json: string | null }>(sql, named.map((a) => param(args.get(a.name)!)))).rows;
      return fn.returns === 'void' ? null : (rows[0]?.json ?? null);
    });
  } catch (error) {
    throw fromDatabaseError(error);
  }
}
