import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrations';

// The migration as Supabase would run it, on a fresh in-memory Postgres: the access rules must
// hold in SQL itself, since on Supabase PostgREST sends the anon role's queries straight there.
let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite({ extensions: { vector } });
  await migrate(pg);
  await pg.exec(`
    insert into public.ab_tests (id, title, result, website_section, psychological_principle, actionable_rule, uplift_percent)
    values ('11111111-1111-4111-8111-111111111111', 'Free shipping bar', 'winner', 'cta', 'Loss aversion', 'Show the bar', 9),
           ('22222222-2222-4222-8222-222222222222', 'Trust badges', 'loser', 'trust', 'Authority', null, -2);
    insert into public.ab_test_embeddings (test_id, part, model, embedding)
    values ('11111111-1111-4111-8111-111111111111', 'record', 'm', '[1,0,0]'),
           ('22222222-2222-4222-8222-222222222222', 'record', 'm', '[0,1,0]');
    set role anon;`);
});
afterAll(async () => {
  await pg?.close();
});

async function denied(sql: string): Promise<string> {
  try {
    await pg.query(sql);
  } catch (error) {
    return (error as { code?: string }).code ?? 'no code';
  }
  return 'allowed';
}

describe('the migration enforces read-only access for anon', () => {
  it('is idempotent: running the files again changes nothing', async () => {
    await pg.exec('reset role');
    expect(await migrate(pg)).toEqual([]);
    for (const m of readMigrations()) await pg.exec(m.sql); // re-run as Supabase might
    await pg.exec('set role anon');
    expect((await pg.query('select count(*)::int as n from public.ab_tests')).rows).toEqual([{ n: 2 }]);
  });

  it('lets anon read the table and call the functions', async () => {
    expect((await pg.query('select current_user as u')).rows).toEqual([{ u: 'anon' }]);
    expect((await pg.query('select count(*)::int as n from public.ab_tests')).rows).toEqual([{ n: 2 }]);
    expect((await pg.query(`select title from public.search_tests('shipping', 5)`)).rows).toEqual([{ title: 'Free shipping bar' }]);
    expect((await pg.query(`select website_section, test_count from public.get_patterns(null, 1)`)).rows).toHaveLength(2);
    const match = await pg.query<{ title: string; similarity: number }>(`select title, similarity from public.match_ab_tests('[1,0,0]', 0, 5)`);
    expect(match.rows[0]).toEqual({ title: 'Free shipping bar', similarity: 1 });
  });

  it('refuses writes and direct reads of the embeddings with 42501', async () => {
    expect(await denied(`insert into public.ab_tests (title, result, website_section) values ('x', 'winner', 'hero')`)).toBe('42501');
    expect(await denied(`update public.ab_tests set title = 'x'`)).toBe('42501');
    expect(await denied(`delete from public.ab_tests`)).toBe('42501');
    expect(await denied(`select * from public.ab_test_embeddings`)).toBe('42501');
    expect(await denied(`truncate public.ab_tests`)).toBe('42501');
    expect((await pg.query('select count(*)::int as n from public.ab_tests')).rows).toEqual([{ n: 2 }]);
  });

  it('checks the allowed values and the argument limits in SQL', async () => {
    await pg.exec('reset role');
    expect(await denied(`insert into public.ab_tests (title, result, website_section) values ('x', 'won', 'hero')`)).toBe('23514');
    expect(await denied(`insert into public.ab_tests (title, result, website_section) values ('x', 'winner', 'sidebar')`)).toBe('23514');
    expect(await denied(`insert into public.ab_tests (title, result, website_section, quality_grade) values ('x', 'winner', 'hero', 'D')`)).toBe('23514');
    await pg.exec('set role anon');
    expect(await denied(`select * from public.search_tests('x', 0)`)).toBe('22023');
    expect(await denied(`select * from public.search_tests('', 5)`)).toBe('22023');
    expect(await denied(`select * from public.get_patterns('sidebar')`)).toBe('22023');
  });
});
