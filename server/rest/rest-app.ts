import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, fromDatabaseError } from '../http/errors';
import { parseBrowseQuery } from './browse-query';
import { readRpcCatalog, type RpcFunction } from './rpc-catalog';
import { callAsAnon, parseRpcArgs } from './rpc-call';
import { GetPatternsArgsSchema, SearchTestsArgsSchema } from './rpc-schemas';

const TABLE = 'ab_tests';
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

async function query<T>(pg: PGlite, sql: string, params: unknown[] = []): Promise<T[]> {
  try {
    return (await pg.query<T>(sql, params)).rows;
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

/**
 * Runs a row query and lets Postgres build the JSON array (`json_agg`): about 4× faster than
 * parsing rows into JS objects and serialising them again, with the same output.
 */
async function jsonRows(pg: PGlite, sql: string, params: unknown[] = []): Promise<{ json: string; count: number }> {
  const [row] = await query<{ json: string; count: number }>(
    pg,
    `select coalesce(json_agg(t), '[]')::text as json, count(*)::int as count from (${sql}) t`,
    params,
  );
  return row!;
}

const JSON_TYPE = 'application/json; charset=utf-8';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('PGRST102', 'The request body is not valid JSON', 'Send a JSON object of named arguments.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('PGRST102', 'The request body must be a JSON object of named arguments');
  }
  return body as Record<string, unknown>;
}

function parseArgs<S extends z.ZodType>(schema: S, body: unknown, fn: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw badRequest('PGRST202', `${fn} has no argument named ${issue.keys.join(', ')}`, 'See the README for the arguments of each function.');
  }
  throw badRequest('22023', issue.message, 'See the README, "Knowledge service", for the limits.', `argument: ${issue.path.join('.')}`);
}

const permissionDenied = (table: string) =>
  new ApiError(401, '42501', `permission denied for table ${table}`, null,
    'The catalogue is read-only: the anon key may only read it.');

/** PostgREST's /rest/v1: the ab_tests table (read-only) and the functions of the public schema anon may call. */
export function restApp(pg: PGlite): Hono {
  const app = new Hono();

  app.get(`/${TABLE}`, async (c) => {
    const q = parseBrowseQuery(new URL(c.req.url).searchParams, {
      range: c.req.header('range'),
      prefer: c.req.header('prefer'),
      accept: c.req.header('accept'),
    });
    const rows = await jsonRows(
      pg,
      `select ${q.columns.join(', ')} from public.${TABLE} ${q.where} ${q.orderBy} limit ${q.limit} offset ${q.offset}`,
      q.params,
    );
    let total: number | null = null;
    if (q.wantCount) {
      total = (await query<{ n: number }>(pg, `select count(*)::int as n from public.${TABLE} ${q.where}`, q.params))[0]!.n;
    }
    const range = rows.count ? `${q.offset}-${q.offset + rows.count - 1}` : '*';
    c.header('Content-Range', `${range}/${total ?? '*'}`);
    if (q.singleObject) {
      if (rows.count !== 1) {
        throw new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned',
          `The result contains ${rows.count} rows`, 'Filter to exactly one row, e.g. id=eq.<uuid>.');
      }
      return c.body(JSON.stringify((JSON.parse(rows.json) as unknown[])[0]), 200, { 'content-type': `${SINGLE_OBJECT}; charset=utf-8` });
    }
    const partial = total !== null && rows.count < total && !(rows.count === 0 && total === 0);
    return c.body(rows.json, partial ? 206 : 200, { 'content-type': JSON_TYPE });
  });

  app.on(['POST', 'PATCH', 'PUT', 'DELETE'], `/${TABLE}`, () => {
    throw permissionDenied(TABLE);
  });
  app.all('/ab_test_embeddings', () => {
    throw permissionDenied('ab_test_embeddings');
  });

  app.post('/rpc/search_tests', async (c) => {
    const args = parseArgs(SearchTestsArgsSchema, await jsonBody(c), 'search_tests');
    const rows = await jsonRows(pg, 'select * from public.search_tests($1, $2, $3, $4, $5)', [
      args.query_text, args.max_results, args.section_filter ?? null, args.result_filter ?? null, args.principle_filter ?? null,
    ]);
    return c.body(rows.json, 200, { 'content-type': JSON_TYPE });
  });

  app.post('/rpc/get_patterns', async (c) => {
    const args = parseArgs(GetPatternsArgsSchema, await jsonBody(c), 'get_patterns');
    const rows = await jsonRows(pg, 'select * from public.get_patterns($1, $2)', [args.section_name ?? null, args.min_tests ?? 3]);
    return c.body(rows.json, 200, { 'content-type': JSON_TYPE });
  });

  // Every other function of the schema, as PostgREST exposes it: Postgres decides who may call it.
  let catalog: Promise<Map<string, RpcFunction>> | null = null;
  const findFunction = async (fn: string) => {
    catalog ??= readRpcCatalog(pg);
    const found = (await catalog).get(fn);
    if (!found) {
      throw new ApiError(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`, null,
        'The README\'s "Knowledge service" section lists the functions (search_tests, get_patterns, hybrid_search, …).');
    }
    return found;
  };

  app.post('/rpc/:fn', async (c) => {
    const fn = await findFunction(c.req.param('fn'));
    const json = await callAsAnon(pg, fn, parseRpcArgs(fn, await jsonBody(c)));
    if (json === null && fn.returns === 'void') return c.body(null, 204);
    return c.body(json ?? 'null', 200, { 'content-type': JSON_TYPE });
  });

  app.all('/rpc/:fn', async (c) => {
    const fn = c.req.param('fn');
    await findFunction(fn);
    throw new ApiError(405, 'PGRST117', `Use POST to call ${fn}`, null, 'POST a JSON object of named arguments.');
  });

  app.all('/:table', (c) => {
    throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${c.req.param('table')}' in the schema cache`, null,
      `The only table is ${TABLE}.`);
  });
  return app;
}
