import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AbTestSchema, type AbTest } from '../../lib/knowledge/schemas';
import { startService, type RunningService } from '../helpers/service';

const work = mkdtempSync(join(tmpdir(), 'uplift-import-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runImport(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', resolve('scripts/catalogue-import.ts'), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, stderr: run.stderr };
}

async function catalogue(dataDir: string): Promise<AbTest[]> {
  const service = await startService({ DATA_DIR: dataDir });
  try {
    const response = await fetch(`${service.baseUrl}/rest/v1/ab_tests?select=*&order=title`, { headers: { apikey: service.anonKey } });
    return z.array(AbTestSchema).parse(await response.json());
  } finally {
    await service.stop();
  }
}

const record = (over: Partial<AbTest>): AbTest => ({
  id: '11111111-1111-4111-8111-111111111111', title: 'Sticky add-to-basket bar on mobile', result: 'winner', uplift_percent: 7.5,
  website_section: 'cta', element_tested: 'Add to basket', key_insight: 'Always reachable', actionable_rule: 'Keep the buy button in view',
  psychological_principle: 'Convenience', control_description: 'Button scrolls away', variation_description: 'Sticky bar',
  brand: 'Example shop', industry: 'Retail', page_type: 'product', source_name: 'Team notebook', source_url: 'https://example.com/t/1',
  quality_grade: 'B', device: 'mobile', sample_size: 42_000, ...over,
});

// Each test opens fresh databases (an import, then a service to read it back), up to four of them:
// about 15 s each on a loaded machine, past the integration project's 60 s.
describe('npm run catalogue:import', { timeout: 240_000 }, () => {
  it('loads a JSON array, replacing the catalogue', async () => {
    const dataDir = join(work, 'json');
    const file = join(work, 'tests.json');
    writeFileSync(file, JSON.stringify([record({}), record({ id: '22222222-2222-4222-8222-222222222222', title: 'Trust badges', result: 'loser', uplift_percent: null, website_section: 'trust' })]));
    const run = runImport(file, '--data-dir', dataDir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Imported 2 records/);
    const list = await catalogue(dataDir);
    expect(list.map((r) => r.title)).toEqual(['Sticky add-to-basket bar on mobile', 'Trust badges']);
    expect(list[0]).toEqual(record({}));
  });

  it('loads NDJSON and CSV, turning empty CSV cells into nulls and numbers into numbers', async () => {
    const ndjson = join(work, 'tests.ndjson');
    writeFileSync(ndjson, [record({}), record({ id: '33333333-3333-4333-8333-333333333333', title: 'Second' })].map((r) => JSON.stringify(r)).join('\n') + '\n');
    const ndDir = join(work, 'nd');
    expect(runImport(ndjson, '--data-dir', ndDir).code).toBe(0);
    expect((await catalogue(ndDir)).map((r) => r.title)).toEqual(['Second', 'Sticky add-to-basket bar on mobile']);

    const csv = join(work, 'tests.csv');
    const fields = Object.keys(record({}));
    writeFileSync(csv, `${fields.join(',')}\n,"Headline, shorter",winner,12.5,hero,,,,,,,,,,,,,,1500\n`);
    const csvDir = join(work, 'csv');
    const run = runImport(csv, '--data-dir', csvDir);
    expect(run.code, run.stderr).toBe(0);
    const [only] = await catalogue(csvDir);
    expect(only).toMatchObject({ title: 'Headline, shorter', uplift_percent: 12.5, sample_size: 1500, brand: null, quality_grade: null });
    expect(only!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports bad rows by line and imports nothing', async () => {
    const dataDir = join(work, 'bad');
    const good = join(work, 'good.json');
    writeFileSync(good, JSON.stringify([record({})]));
    expect(runImport(good, '--data-dir', dataDir).code).toBe(0);

    const csv = join(work, 'bad.csv');
    const fields = Object.keys(record({}));
    writeFileSync(csv, `${fields.join(',')}\n,Fine,winner,1,hero,,,,,,,,,,,,,,\n,Broken,won,1,sidebar,,,,,,,,,,,,,,\n`);
    const run = runImport(csv, '--data-dir', dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Nothing was imported/);
    expect(run.stderr).toMatch(/line 3: result/);
    expect(run.stderr).toMatch(/line 3: website_section/);

    const extra = join(work, 'extra.json');
    writeFileSync(extra, JSON.stringify([record({}), { ...record({ id: '44444444-4444-4444-8444-444444444444' }), colour: 'red' }]));
    const unknownField = runImport(extra, '--data-dir', dataDir);
    expect(unknownField.code).toBe(1);
    expect(unknownField.stderr).toMatch(/index 1: colour/);

    // Passes validation but breaks a database rule on the second row: the transaction rolls back.
    const tooLong = join(work, 'too-long.json');
    writeFileSync(tooLong, JSON.stringify([record({ id: '55555555-5555-4555-8555-555555555555', title: 'New' }), record({ id: '66666666-6666-4666-8666-666666666666', title: 'x'.repeat(600) })]));
    const rolledBack = runImport(tooLong, '--data-dir', dataDir);
    expect(rolledBack.code).toBe(1);
    expect(rolledBack.stderr).toMatch(/nothing was changed/);

    expect((await catalogue(dataDir)).map((r) => r.title)).toEqual(['Sticky add-to-basket bar on mobile']);
  });

  describe('--from URL --key KEY', () => {
    let source: RunningService;
    beforeAll(async () => {
      source = await startService();
    });
    afterAll(async () => {
      await source?.stop();
    });

    it('mirrors a running service page by page', async () => {
      const dataDir = join(work, 'mirror');
      const run = runImport('--from', source.baseUrl, '--key', source.anonKey, '--data-dir', dataDir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/Fetched 1000 of \d+ records/);
      const response = await fetch(`${source.baseUrl}/rest/v1/ab_tests?select=*&order=title&limit=1000`, { headers: { apikey: source.anonKey, range: '0-999' } });
      const original = z.array(AbTestSchema).parse(await response.json());
      const mirrored = await catalogue(dataDir);
      expect(mirrored).toEqual(original);
    });

    it('says what to check when the key is wrong', () => {
      const run = runImport('--from', source.baseUrl, '--key', 'wrong-key-123', '--data-dir', join(work, 'nokey'));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/401.*check --key/s);
    });
  });
});
