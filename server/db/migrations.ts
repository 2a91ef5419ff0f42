import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'supabase', 'migrations');

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies, in name order, the Supabase migration files this database has not seen yet. */
export async function migrate(pg: PGlite, migrations = readMigrations()): Promise<string[]> {
  await pg.exec(`
    create schema if not exists uplift_local;
    create table if not exists uplift_local.applied_migrations (
      name text primary key, applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (await pg.query<{ name: string }>('select name from uplift_local.applied_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await pg.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into uplift_local.applied_migrations (name) values ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}
