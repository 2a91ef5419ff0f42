import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { AbTest } from '../lib/knowledge/schemas';
import { demoCatalogue } from '../server/catalogue/demo-catalogue';
import { validateRows } from './catalogue/import-schema';
import { fetchAllRecords } from './catalogue/mirror-service';
import { readCatalogueFile, type SourceRow } from './catalogue/read-catalogue-file';
import { catalogueSql } from './catalogue/sql-export';
import { DEFAULTS } from '../server/config';
import { replaceCatalogue } from '../server/db/catalogue-store';
import { openDatabase } from '../server/db/open-database';
import { providerFromEnv } from '../server/embeddings/provider-from-env';

const USAGE = `Usage:
  npm run catalogue:import -- FILE                      load a JSON array, NDJSON or CSV catalogue
  npm run catalogue:import -- --from URL --key KEY      mirror a deployed service (REST, page by page)
  npm run catalogue:import -- --demo                    go back to the demo catalogue
Options:
  --data-dir DIR   the database to replace (default: DATA_DIR or ${DEFAULTS.dataDir}); stop its server first
  --sql-out FILE   write a SQL script (records + embeddings) for a Supabase/Postgres database instead
  --help`;

const log = (message: string) => process.stderr.write(`${message}\n`);

const ImportArgsSchema = z
  .object({
    files: z.array(z.string()).max(1, 'Give one FILE at a time.'),
    from: z.string().regex(/^https?:\/\/[^/]+/, '--from must be an http(s) URL such as https://xyz.supabase.co').optional(),
    key: z.string().min(1, '--key must not be empty').optional(),
    demo: z.boolean().optional(),
    'data-dir': z.string().min(1).optional(),
    'sql-out': z.string().min(1).optional(),
  })
  .refine((a) => [a.files.length > 0, a.from !== undefined, a.demo === true].filter(Boolean).length === 1, {
    message: 'Give exactly one source: a FILE, --from URL --key KEY, or --demo.',
  })
  .refine((a) => a.from === undefined || a.key !== undefined, { message: '--from needs --key KEY (the anon key of that service).' });

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        key: { type: 'string' },
        demo: { type: 'boolean' },
        'data-dir': { type: 'string' },
        'sql-out': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    log(USAGE);
    return 0;
  }
  const parsed = ImportArgsSchema.safeParse({ ...args.values, files: args.positionals });
  if (!parsed.success) {
    log(`${parsed.error.issues.map((i) => i.message).join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const values = parsed.data;

  let records: AbTest[];
  if (values.demo) {
    records = demoCatalogue();
  } else {
    const rows: SourceRow[] = values.from !== undefined ? await fetchAllRecords(values.from, values.key!, log) : readCatalogueFile(values.files[0]!);
    const { records: valid, errors } = validateRows(rows);
    if (errors.length > 0) {
      log(`Nothing was imported: ${errors.length} problem(s) in ${rows.length} rows.`);
      for (const e of errors.slice(0, 25)) log(`  ${e.where}: ${e.message}`);
      if (errors.length > 25) log(`  … and ${errors.length - 25} more`);
      return 1;
    }
    if (valid.length === 0) {
      log('Nothing was imported: the source holds no records.');
      return 1;
    }
    records = valid;
  }

  const provider = await providerFromEnv();
  if (values['sql-out']) {
    writeFileSync(values['sql-out'], await catalogueSql(records, provider));
    log(`Wrote ${records.length} records with ${provider.model} embeddings to ${values['sql-out']}.`);
    return 0;
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? DEFAULTS.dataDir);
  const db = await openDatabase(dataDir, provider, { role: null });
  try {
    await replaceCatalogue(db.pg, records, provider);
  } finally {
    await db.close();
  }
  log(`Imported ${records.length} records into ${dataDir} (one transaction, embeddings by ${provider.model}).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(`Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
