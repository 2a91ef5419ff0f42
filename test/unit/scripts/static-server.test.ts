import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '../../../scripts/shared/static-server';

/** A raw GET: fetch() would normalise paths such as "//" before sending them. */
function get(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('static page server', () => {
  let site: StaticServer;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
    site = await serveDirectory(dir);
  });
  afterAll(() => site.close());

  it('serves index.html for the root', async () => {
    expect(await get(site.url, '/')).toEqual({ status: 200, body: '<h1>home</h1>' });
  });

  it('answers odd paths without crashing and keeps serving', async () => {
    expect((await get(site.url, '//')).status).toBe(200);
    expect((await get(site.url, '/%E0%A4%A')).status).toBe(400);
    expect((await get(site.url, '/../../etc/passwd')).status).not.toBe(200);
    expect((await get(site.url, '/missing.css')).status).toBe(404);
    expect((await get(site.url, '/')).status).toBe(200);
  });
});
