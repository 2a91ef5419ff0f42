import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../helpers/service';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'uplift-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs `server/main.ts` with these settings on a fresh DATA_DIR, to its exit (bad settings stop it). */
const runServer = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', resolve('server/main.ts')], {
    env: { ...process.env, PORT: '0', DATA_DIR: tempDir(), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

async function count(baseUrl: string, anonKey: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/rest/v1/ab_tests?select=id&limit=0`, { headers: { apikey: anonKey, prefer: 'count=exact' } });
  return response.headers.get('content-range');
}

describe('starting the service', () => {
  it('uses ANON_KEY, keeps its data across a restart, and refuses a second server on the same DATA_DIR', async () => {
    const dataDir = tempDir();
    const first = await startService({ DATA_DIR: dataDir, ANON_KEY: 'a-custom-test-key' });
    try {
      expect(first.anonKey).toBe('a-custom-test-key');
      const before = await count(first.baseUrl, first.anonKey);
      expect(before).toMatch(/\/\d{4,}$/);
      await expect(startService({ DATA_DIR: dataDir })).rejects.toThrow(/in use by process \d+/);
      await first.stop();
      const again = await startService({ DATA_DIR: dataDir, ANON_KEY: 'a-custom-test-key' });
      expect(await count(again.baseUrl, again.anonKey)).toBe(before);
      await again.stop();
    } finally {
      await first.stop();
    }
  });

  it('exits with a clear message on bad settings', () => {
    const run = runServer({ PORT: 'ninety' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/PORT must be a number/);
    expect(run.stdout).not.toMatch(/base_url:/);
  });

  it('refuses a SEARCH_WORKERS that is not a whole number from 0 to 16', () => {
    for (const value of ['-1', '17', '1.5', 'two']) {
      const run = runServer({ SEARCH_WORKERS: value });
      expect(run.status, value).not.toBe(0);
      expect(run.stderr).toMatch(/SEARCH_WORKERS must be (a number|a whole number|between 0 \(searches on the one database\) and 16)/);
      expect(run.stdout).not.toMatch(/base_url:/);
    }
  });
});
