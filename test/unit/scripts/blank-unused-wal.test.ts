import { describe, expect, it } from 'vitest';
import { blankUnusedWalInTar, WAL_PAGE } from '../../../scripts/builtin/blank-unused-wal';

const SEGMENT = 16 * WAL_PAGE;

/** A ustar archive of the given files (name → bytes), as PGlite's dumpDataDir writes them. */
function tar(files: Record<string, Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const [name, data] of Object.entries(files)) {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode(name), 0);
    header.set(new TextEncoder().encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
    header.set(new TextEncoder().encode('ustar'), 257);
    parts.push(header, data, new Uint8Array((512 - (data.length % 512)) % 512));
  }
  parts.push(new Uint8Array(1024));
  return Buffer.concat(parts);
}

/** The bytes of `name` in an archive made by tar(). */
function entry(raw: Uint8Array, name: string, files: Record<string, Uint8Array>): Uint8Array {
  let offset = 0;
  for (const [n, data] of Object.entries(files)) {
    if (n === name) return new Uint8Array(raw.subarray(offset + 512, offset + 512 + data.length));
    offset += 512 + Math.ceil(data.length / 512) * 512;
  }
  throw new Error(`no ${name}`);
}

const filled = (size: number, byte: number) => new Uint8Array(size).fill(byte);
const zeros = (bytes: Uint8Array) => bytes.every((b) => b === 0);

describe('blankUnusedWalInTar', () => {
  const files = {
    '/base/5/16748': filled(3000, 7),
    '/pg_wal/000000010000000000000002': filled(SEGMENT, 1),
    '/pg_wal/000000010000000000000003': filled(SEGMENT, 2),
    '/pg_wal/archive_status/x': filled(10, 3),
  };
  const live = { segment: '000000010000000000000002', redoOffset: 5 * WAL_PAGE + 100, insertOffset: 7 * WAL_PAGE + 10 };
  const blanked = tar(files);
  const blankedBytes = blankUnusedWalInTar(blanked, live);

  it('zeroes the spare segments after the current one, and keeps other files', () => {
    expect(zeros(entry(blanked, '/pg_wal/000000010000000000000003', files))).toBe(true);
    expect(entry(blanked, '/base/5/16748', files)).toEqual(files['/base/5/16748']);
    expect(entry(blanked, '/pg_wal/archive_status/x', files)).toEqual(files['/pg_wal/archive_status/x']);
  });

  it('keeps the first page, and the pages from the redo point to the end of the WAL, of the current segment', () => {
    const current = entry(blanked, '/pg_wal/000000010000000000000002', files);
    expect(current.length).toBe(SEGMENT);
    expect(current.subarray(0, WAL_PAGE).every((b) => b === 1)).toBe(true);
    expect(zeros(current.subarray(WAL_PAGE, 5 * WAL_PAGE))).toBe(true);
    expect(current.subarray(5 * WAL_PAGE, 8 * WAL_PAGE).every((b) => b === 1)).toBe(true);
    expect(zeros(current.subarray(8 * WAL_PAGE))).toBe(true);
    expect(blankedBytes).toBe(SEGMENT + 4 * WAL_PAGE + 8 * WAL_PAGE);
  });

  it('refuses a redo point after the end of the WAL', () => {
    expect(() => blankUnusedWalInTar(tar(files), { ...live, redoOffset: live.insertOffset + 1 })).toThrow(/not before the end/);
  });
});
