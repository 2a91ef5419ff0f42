import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
for (const file of process.argv.slice(2)) for (let i = 0; i < 2; i++) {
const blob = new Blob([readFileSync(file)]);
const t2 = performance.now();
const pg = await PGlite.create({ loadDataDir: blob, extensions: { vector }, relaxedDurability: true });
const t3 = performance.now();
const r = await pg.query("select count(*) from ab_tests");
const t4 = performance.now();
const r2 = await pg.query("select id from ab_tests order by embedding <=> (select embedding from ab_tests limit 1) limit 3").catch(e=>String(e));
const t5 = performance.now();
console.log(file, { createWithDump: t3 - t2, firstQuery: t4 - t3, vectorQuery: t5-t4, rows: r.rows });
await pg.close();
}
