import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateRows } from '../../../scripts/catalogue/import-schema';
import { readCatalogueFile } from '../../../scripts/catalogue/read-catalogue-file';

const dir = mkdtempSync(join(tmpdir(), 'uplift-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('reading catalogue files', () => {
  it('numbers CSV rows by their line, quoted newlines included', () => {
    const rows = readCatalogueFile(file('a.csv', 'title,result,website_section,uplift_percent\n"Two\nlines",winner,hero,5\nNext,loser,cta,\n'));
    expect(rows.map((r) => r.where)).toEqual(['line 3', 'line 4']);
    expect(rows[0]!.value).toEqual({ title: 'Two\nlines', result: 'winner', website_section: 'hero', uplift_percent: 5 });
    expect(rows[1]!.value).toMatchObject({ uplift_percent: null });
  });

  it('reads NDJSON by line and a JSON array by index, and says what it expected otherwise', () => {
    expect(readCatalogueFile(file('a.ndjson', '{"a":1}\n\n{"b":2}\n')).map((r) => r.where)).toEqual(['line 1', 'line 3']);
    expect(readCatalogueFile(file('a.json', '[{"a":1},{"b":2}]')).map((r) => r.where)).toEqual(['index 0', 'index 1']);
    expect(() => readCatalogueFile(file('a.txt', 'title;result'))).toThrow(/expected a JSON array, NDJSON .* or CSV/);
    expect(() => readCatalogueFile(join(dir, 'missing.json'))).toThrow(/no such file/);
  });
});

describe('validating rows', () => {
  const base = { title: 'T', result: 'winner', website_section: 'hero' };

  it('fills left-out nullable fields with null and generates a missing id', () => {
    const { records, errors } = validateRows([{ where: 'index 0', value: base }]);
    expect(errors).toEqual([]);
    expect(records[0]).toMatchObject({ ...base, uplift_percent: null, brand: null, sample_size: null });
    expect(records[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports every problem with where it is, the field and the rule', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const { records, errors } = validateRows([
      { where: 'line 2', value: { ...base, id } },
      { where: 'line 3', value: { ...base, id } },
      { where: 'line 4', value: { ...base, result: 'won', sample_size: -3, colour: 'red' } },
      { where: 'line 5', value: { result: 'winner', website_section: 'hero' } },
    ]);
    expect(records).toHaveLength(1);
    const text = errors.map((e) => `${e.where}: ${e.message}`).join('\n');
    expect(text).toMatch(/line 3: id: .* already used at line 2/);
    expect(text).toMatch(/line 4: result:/);
    expect(text).toMatch(/line 4: sample_size:/);
    expect(text).toMatch(/line 4: colour:/);
    expect(text).toMatch(/line 5: title:/);
  });
});
