import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBuiltinCatalogue } from '../../scripts/builtin/build-catalogue';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { builtinHost, type BuiltinHost } from '../../builtin/host';
import { fetchCatalogueFiles } from '../../builtin/catalogue-files';
import { BUILTIN_CHANNEL, STATUS_PATH, WARM_PATH } from '../../lib/builtin/transport';
import { BUILTIN_DIR } from '../../lib/builtin/manifest';

// The host of the built-in catalogue, as the offscreen document runs it, over the files the build
// packs (served over HTTP here instead of from the extension package): opened by the panel's
// warm-up, kept while the panel pings, released when the pings stop.
const IDLE_MS = 1500;
let site: StaticServer;
let host: BuiltinHost;

beforeAll(async () => {
  site = await serveDirectory(await buildBuiltinCatalogue());
  host = builtinHost(() => fetchCatalogueFiles((path) => new URL(path.replace(`/${BUILTIN_DIR}/`, ''), site.url).href), IDLE_MS);
}, 180_000);

afterAll(async () => {
  await host?.release();
  await site?.close();
});

const ask = async (path: string) => JSON.parse((await host.serve({ channel: BUILTIN_CHANNEL, type: 'builtin:fetch', method: 'GET', path, body: null })).body) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the built-in catalogue host', () => {
  it('opens on the warm-up, reports where the time went, and answers status without opening', async () => {
    await expect(ask(STATUS_PATH)).resolves.toEqual({ open: false });
    const warm = await ask(WARM_PATH);
    expect(warm.open).toBe(true);
    expect(warm.startup).toMatchObject({ databaseMs: expect.any(Number), totalMs: expect.any(Number) });
    await expect(ask(STATUS_PATH)).resolves.toEqual({ open: true });
  }, 120_000);

  it('stays open while pinged for longer than its idle time, and is released after the pings stop', async () => {
    const until = Date.now() + 2 * IDLE_MS;
    while (Date.now() < until) {
      await ask(WARM_PATH);
      await sleep(IDLE_MS / 6);
    }
    await expect(ask(STATUS_PATH)).resolves.toEqual({ open: true });
    await expect.poll(() => ask(STATUS_PATH), { timeout: 10 * IDLE_MS, interval: 100 }).toEqual({ open: false });
  }, 60_000);
});
