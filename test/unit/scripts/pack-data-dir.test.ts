import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_SHUTDOWNED, readControlFile, shutdownCheckpointWal, tarDirectory, walPosition } from '../../../scripts/builtin/pack-data-dir';
import { walBytesRead } from '../../../scripts/builtin/blank-unused-wal';

const MB16 = 16 * 1024 * 1024;

/** name → [type, bytes] of a ustar archive, checking each header's checksum. */
function untar(tar: Uint8Array): Map<string, [string, Uint8Array]> {
  const out = new Map<string, [string, Uint8Array]>();
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const sum = header.reduce((a, b, i) => a + (i >= 148 && i < 156 ? 32 : b), 0);
    expect(parseInt(text(at + 148, 8).trim(), 8)).toBe(sum);
    expect(text(at + 257, 6)).toBe('ustar');
    const size = parseInt(text(at + 124, 12), 8);
    out.set(text(at, 100), [text(at + 156, 1), Uint8Array.from(tar.subarray(at + 512, at + 512 + size))]);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describe('packing a shut-down cluster', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uplift-pack-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('tars files and folders (folders first, empty ones too), leaving out what it is told to', () => {
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    mkdirSync(join(dir, 'pg_wal', 'archive_status'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '18\n');
    writeFileSync(join(dir, 'base', '5', '1259'), new Uint8Array(1000).fill(7));
    writeFileSync(join(dir, 'postmaster.pid'), '42');
    const entries = untar(tarDirectory(dir, (path) => path === 'postmaster.pid'));
    expect([...entries.keys()]).toEqual(['PG_VERSION', 'base', 'base/5', 'base/5/1259', 'pg_wal', 'pg_wal/archive_status']);
    expect(entries.get('base')![0]).toBe('5');
    expect(entries.get('base/5/1259')).toEqual(['0', new Uint8Array(1000).fill(7)]);
    expect(new TextDecoder().decode(entries.get('PG_VERSION')![1])).toBe('18\n');
    const cut = untar(tarDirectory(dir, () => false, (path, data) => (path === 'base/5/1259' ? data.subarray(0, 10) : data)));
    expect(cut.get('base/5/1259')).toEqual(['0', new Uint8Array(10).fill(7)]);
    expect(cut.get('postmaster.pid')![1].length).toBe(2);
  });

  it('finds the WAL segment and offset of an LSN, as Postgres names segments', () => {
    expect(walPosition(0x289c910n, 1, MB16)).toEqual({ segment: '000000010000000000000002', offset: 0x89c910 });
    expect(walPosition(0x1_0300_0010n, 2, MB16)).toEqual({ segment: '000000020000000100000003', offset: 0x10 });
  });

  it('reads the state and last checkpoint from pg_control, and keeps only the checkpoint record of the WAL', () => {
    const control = new Uint8Array(8192);
    const view = new DataView(control.buffer);
    view.setInt32(16, DB_SHUTDOWNED, true);
    view.setBigUint64(32, 0x289c910n, true);
    view.setBigUint64(40, 0x289c910n, true);
    view.setUint32(48, 1, true);
    mkdirSync(join(dir, 'global'), { recursive: true });
    writeFileSync(join(dir, 'global', 'pg_control'), control);
    const read = readControlFile(dir);
    expect(read).toEqual({ state: DB_SHUTDOWNED, checkPoint: 0x289c910n, timeline: 1 });
    const live = shutdownCheckpointWal(read, MB16);
    expect(live).toEqual({ segment: '000000010000000000000002', redoOffset: 0x89c910, insertOffset: 0x89c910 + 1024 });
    // The checkpoint's page, and the next when the record may cross into it.
    expect(walBytesRead(live)).toBe(Math.ceil((0x89c910 + 1025) / 8192) * 8192);
    expect(walBytesRead({ segment: live.segment, redoOffset: 40, insertOffset: 40 + 1024 })).toBe(8192);
  });
});
