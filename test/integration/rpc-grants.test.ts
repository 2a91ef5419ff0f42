import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { migrate, readMigrations } from '../../server/db/migrations';
import { anonMayExecute, functionGrants } from '../helpers/migration-grants';
import { startService, type RunningService } from '../helpers/service';

// PostgREST parity for /rest/v1/rpc/<fn>: what anon may call on Supabase is what the migrations
// grant it, so the local service must answer exactly those functions and refuse the others as
// PostgREST does (42501 → 401 for the anon role; PGRST202 → 404 for what it does not list).
const functions = [...functionGrants(readMigrations().map((m) => m.sql)).values()];
const callable = functions.filter((f) => !f.returnsTrigger && anonMayExecute(f));
const refused = functions.filter((f) => !f.returnsTrigger && !anonMayExecute(f));
const triggers = functions.filter((f) => f.returnsTrigger);

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.stop();
});

const rpc = (name: string, body: unknown, method = 'POST') =>
  fetch(`${service.baseUrl}/rest/v1/rpc/${name}`, {
    method,
    headers: { apikey: service.anonKey, authorization: `Bearer ${service.anonKey}`, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
// Every argument named, all null: enough for PostgREST to find the function; the function may then refuse the values.
const nullArgs = (args: string[]) => Object.fromEntries(args.map((a) => [a, null]));

describe('the grants read from the migrations', () => {
  it('name the API functions as callable and keep the index rebuild to service_role', () => {
    const names = callable.map((f) => f.name);
    for (const api of ['search_tests', 'get_patterns', 'hybrid_search', 'match_ab_tests']) expect(names).toContain(api);
    expect(refused.map((f) => f.name)).toContain('rebuild_search_index');
  });

  // A fresh Postgres with only the migrations, as Supabase runs them.
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite({ extensions: { vector } });
    await migrate(pg);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('agree with Postgres after the migrations ran (has_function_privilege for anon)', async () => {
    const { rows } = await pg.query<{ name: string; anon: boolean }>(`
      select p.proname as name, has_function_privilege('anon', p.oid, 'EXECUTE') as anon
        from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype`);
    const fromDatabase = Object.fromEntries(rows.map((r) => [r.name, r.anon]));
    const fromFiles = Object.fromEntries(functions.filter((f) => !f.returnsTrigger).map((f) => [f.name, anonMayExecute(f)]));
    expect(fromFiles).toEqual(fromDatabase);
  });
});

describe('POST /rest/v1/rpc/<fn> answers as PostgREST would', () => {
  it.each(callable.map((f) => [f.name, f] as const))('calls %s, which anon may execute', async (_name, fn) => {
    const response = await rpc(fn.name, nullArgs(fn.args));
    const text = await response.text();
    expect([401, 403, 404], text).not.toContain(response.status);
    expect(response.status, text).toBeLessThan(500);
    if (response.status >= 400) expect(ServiceErrorSchema.parse(JSON.parse(text)).code).not.toMatch(/^(42501|PGRST202)$/);
  });

  it.each(refused.map((f) => [f.name, f] as const))('refuses %s, not granted to anon, with 401 / 42501', async (_name, fn) => {
    const response = await rpc(fn.name, nullArgs(fn.args));
    expect(response.status).toBe(401);
    const body = ServiceErrorSchema.parse(await response.json());
    expect(body.code).toBe('42501');
    expect(body.message).toContain(fn.name);
  });

  it.each(triggers.map((f) => [f.name] as const))('does not list the trigger function %s (404 PGRST202)', async (name) => {
    const response = await rpc(name, {});
    expect(response.status).toBe(404);
    expect(ServiceErrorSchema.parse(await response.json()).code).toBe('PGRST202');
  });

  it('answers 404 PGRST202 for an unknown function and for unknown or missing arguments', async () => {
    for (const [name, body] of [['drop_everything', {}], ['match_ab_tests', { query_embedding: null, colour: 'red' }], ['match_ab_tests', {}]] as const) {
      const response = await rpc(name, body);
      expect(response.status).toBe(404);
      const error = ServiceErrorSchema.parse(await response.json());
      expect(error.code).toBe('PGRST202');
      expect(error.message).toContain(name);
    }
  });

  it('returns what a granted function returns: the rows of full_text_candidates, the value of any_words_tsquery', async () => {
    const candidates = await rpc('full_text_candidates', { query_text: 'free shipping', expansion_text: null, max_candidates: 5 });
    expect(candidates.status).toBe(200);
    const rows = (await candidates.json()) as { id: string; rank: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'rank']);
    const tsquery = await rpc('any_words_tsquery', { query_text: 'free shipping' });
    expect(tsquery.status).toBe(200);
    expect(await tsquery.json()).toMatch(/'free' \| 'ship'/);
  });

  it('refuses GET with 405 for a listed function and 404 for another', async () => {
    expect((await rpc('hybrid_search', null, 'GET')).status).toBe(405);
    expect((await rpc('drop_everything', null, 'GET')).status).toBe(404);
  });
});
