import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'uplift-lens-build-'));
const wxt = (...args: string[]) => run(join(ROOT, 'node_modules/.bin/wxt'), args, { cwd: ROOT, env: { ...process.env, UPLIFT_LENS_OUT_DIR: out } });
const manifest = (dir: string) => JSON.parse(readFileSync(join(out, dir, 'manifest.json'), 'utf8'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('store packages', () => {
  it('zips the Chrome MV3 build with the side panel and only the local origins granted up front', async () => {
    await wxt('zip');
    expect(readdirSync(out).filter((f) => f.endsWith('-chrome.zip'))).toHaveLength(1);
    const m = manifest('chrome-mv3');
    expect(m.manifest_version).toBe(3);
    expect(m.side_panel.default_path).toBe('sidepanel.html');
    expect(m.host_permissions).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
    expect(m.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
    expect(m.content_scripts[0].matches.sort()).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
  });

  it('builds and zips Firefox from the same code, the panel as its sidebar', async () => {
    await wxt('zip', '-b', 'firefox');
    const zips = readdirSync(out).filter((f) => f.endsWith('.zip'));
    expect(zips.some((f) => f.endsWith('-firefox.zip'))).toBe(true);
    expect(zips.some((f) => f.endsWith('-sources.zip'))).toBe(true);
    const m = manifest('firefox-mv2');
    expect(m.sidebar_action.default_panel).toBe('sidepanel.html');
    expect(m.permissions).not.toContain('sidePanel');
    expect(m.optional_permissions).toEqual(['http://*/*', 'https://*/*']);
    expect(existsSync(join(out, 'firefox-mv2/content-scripts/content.js'))).toBe(true);
  });
});
