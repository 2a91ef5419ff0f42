import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/open-database';
import { preparedTextQuery } from '../../server/db/prepared-query';
import { providerFromEnv } from '../../server/embeddings/provider-from-env';
import { hybridSearchArgs, queryVectors } from '../../server/semantic/hybrid-query';
import { pgliteHybridSearch } from '../../server/semantic/pglite-hybrid-search';
import { conversionVocabulary } from '../../server/vocabulary/expand';

// A statement prepared once and run over the wire protocol answers what pg.query answers.
const decode = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe('prepared text query', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table notes (id int primary key, body text); insert into notes values (1, 'héllo "wörld"'), (2, null);`);
  });
  afterAll(() => pg?.close());

  it('returns the first column of the first row as UTF-8, null for SQL null or no row', async () => {
    const body = preparedTextQuery(pg, 'note_body', 'select body from notes where id = $1');
    expect(decode(await body(['1']))).toBe('héllo "wörld"');
    expect(await body(['2'])).toBeNull();
    expect(await body(['3'])).toBeNull();
    const echo = preparedTextQuery(pg, 'echo', 'select coalesce($1, \'(null)\') || $2');
    expect(decode(await echo([null, '✓']))).toBe('(null)✓');
  });

  it("raises Postgres' error with its code, message, detail and hint, and the session goes on", async () => {
    const failing = preparedTextQuery(pg, 'failing', `select case when $1::int > 0 then 'ok' else (select null::text from (select 1) x where (1 / 0) = 1) end`);
    await expect(failing(['0'])).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    expect(decode(await failing(['1']))).toBe('ok');
    const raising = preparedTextQuery(pg, 'raising', `select 1`);
    await pg.exec(`create function raise_it() returns text language plpgsql as $$ begin raise exception using errcode = '22023', message = 'bad thing', detail = 'the detail', hint = 'the hint'; end $$`);
    const raised = preparedTextQuery(pg, 'raised', 'select raise_it()');
    await expect(raised([])).rejects.toMatchObject({ code: '22023', message: 'bad thing', detail: 'the detail', hint: 'the hint' });
    expect(decode(await raising([]))).toBe('1');
    expect((await pg.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement that failed to prepare again, and shares a name between handles', async () => {
    const later = preparedTextQuery(pg, 'later', 'select word from words_made_later');
    await expect(later([])).rejects.toMatchObject({ code: '42P01' });
    await pg.exec(`create table words_made_later (word text); insert into words_made_later values ('now')`);
    expect(decode(await later([]))).toBe('now');
    expect(decode(await preparedTextQuery(pg, 'later', 'select word from words_made_later')([]))).toBe('now');
  });

  it('interleaves with pg.query on the same database', async () => {
    const body = preparedTextQuery(pg, 'note_body_again', 'select body from notes where id = $1');
    const mixed = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? body(['1']).then(decode) : pg.query<{ n: number }>('select $1::int as n', [i]).then((r) => r.rows[0]!.n))));
    mixed.forEach((value, i) => expect(value).toBe(i % 2 ? 'héllo "wörld"' : i));
  });
});

describe('hybrid search through the prepared statement', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'uplift-prepared-'));
    db = await openDatabase(dataDir, await providerFromEnv());
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the same JSON as the function called with pg.query', async () => {
    const provider = await providerFromEnv();
    const search = pgliteHybridSearch(db.pg);
    for (const [query, maxResults, threshold] of [['free shipping threshold', 10, 0.3], ['hero', 1, 0], ['zzqx', 5, 0], ['too many options', 100, 0.2]] as const) {
      const expansion = conversionVocabulary.expandQuery(query);
      const a = hybridSearchArgs({ query, expansion, vectors: await queryVectors(provider, query, expansion), maxResults, threshold, calibration: provider.calibration });
      const { rows } = await db.pg.query<{ json: string }>(
        `select '[' || coalesce(string_agg(row_to_json(h)::text, ','), '') || ']' as json
         from public.hybrid_search(query_text => $1, query_embedding => $2::extensions.vector, match_count => $3, min_similarity => $4,
           similarity_floor => $5, similarity_ceiling => $6, query_words => $7, expansion_text => $8, similarity_embedding => $9::extensions.vector) h`,
        [a.query_text, a.query_embedding, a.match_count, a.min_similarity, a.similarity_floor, a.similarity_ceiling, a.query_words, a.expansion_text, a.similarity_embedding],
      );
      const answer = await search(a);
      expect(Array.isArray(answer)).toBe(false);
      expect(decode((answer as { json: Uint8Array }).json)).toBe(rows[0]!.json);
    }
  });
});
