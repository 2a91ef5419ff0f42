import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';

/**
 * Fixture pages for one test file: written to a temporary folder with a headless Chromium before its tests, both gone
 * after them. The getters read what `beforeAll` set up.
 */
export function useFixturePages(name: string, pages: Record<string, string>): { browser: () => Browser; dir: () => string } {
  let browser: Browser | undefined;
  let dir = '';
  beforeAll(async () => {
    browser = await launchHeadless();
    dir = mkdtempSync(join(tmpdir(), `uplift-${name}-`));
    for (const [file, html] of Object.entries(pages)) writeFileSync(join(dir, file), html);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return { browser: () => browser!, dir: () => dir };
}
