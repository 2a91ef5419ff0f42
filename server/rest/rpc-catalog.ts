import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

/** One function PostgREST would list under /rpc: its input arguments and how it returns. */
export interface RpcFunction {
  name: string;
  args: { name: string; type: string; required: boolean }[];
  returns: 'set' | 'scalar' | 'void';
}

const CatalogRowSchema = z.object({
  name: z.string(),
  arg_names: z.array(z.string()).nullable(),
  arg_modes: z.array(z.string()).nullable(),
  arg_types: z.array(z.string()),
  defaults: z.number().int(),
  returns_set: z.boolean(),
  return_type: z.string(),
});

// Input arguments only: proargnames also names OUT and TABLE columns, which proargmodes marks.
const CATALOG_SQL = `
  select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
         array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as arg_types,
         p.pronargdefaults::int as defaults, p.proretset as returns_set, format_type(p.prorettype, null) as return_type
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

/**
 * The functions of the `public` schema as PostgREST's schema cache holds them: every plain
 * function, whoever may call it (PostgREST finds the function first; Postgres then refuses a
 * role without EXECUTE). Trigger functions are left out: Postgres runs them only as triggers.
 * Overloads are not supported (the migrations have none): the last one read wins.
 */
export async function readRpcCatalog(pg: PGlite): Promise<Map<string, RpcFunction>> {
  const rows = z.array(CatalogRowSchema).parse((await pg.query(CATALOG_SQL)).rows);
  const catalog = new Map<string, RpcFunction>();
  for (const row of rows) {
    const inputNames = (row.arg_names ?? []).filter((_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i]!));
    const firstOptional = row.arg_types.length - row.defaults;
    catalog.set(row.name, {
      name: row.name,
      args: row.arg_types.map((type, i) => ({ name: inputNames[i] ?? `$${i + 1}`, type, required: i < firstOptional })),
      returns: row.returns_set ? 'set' : row.return_type === 'void' ? 'void' : 'scalar',
    });
  }
  return catalog;
}
