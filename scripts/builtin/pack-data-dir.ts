import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveWal } from './blank-unused-wal';

const BLOCK = 512;

/** `DBState` in Postgres' pg_control: a clean shutdown. */
export const DB_SHUTDOWNED = 1;

export interface ControlFile {
  /** `DBState` (1: shut down cleanly; 6: in production, so a start runs crash recovery). */
  state: number;
  /** Where the last checkpoint record starts (an LSN). */
  checkPoint: bigint;
  /** The timeline of that checkpoint. */
  timeline: number;
}

/**
 * The fields of `global/pg_control` a packed cluster needs (ControlFileData: system_identifier u64,
 * pg_control_version u32, catalog_version_no u32, state i32, time i64, checkPoint u64, then the
 * checkpoint copy: redo u64, ThisTimeLineID u32), little-endian as in WebAssembly.
 */
export function readControlFile(pgdata: string): ControlFile {
  const bytes = readFileSync(join(pgdata, 'global', 'pg_control'));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { state: view.getInt32(16, true), checkPoint: view.getBigUint64(32, true), timeline: view.getUint32(48, true) };
}

const hex8 = (n: bigint | number) => n.toString(16).toUpperCase().padStart(8, '0');

/** The WAL segment file holding `lsn`, and the offset in it (Postgres' XLogFileName). */
export function walPosition(lsn: bigint, timeline: number, segmentBytes: number): { segment: string; offset: number } {
  const size = BigInt(segmentBytes);
  const segno = lsn / size;
  const perId = 0x1_0000_0000n / size;
  return { segment: `${hex8(timeline)}${hex8(segno / perId)}${hex8(segno % perId)}`, offset: Number(lsn % size) };
}

/**
 * The WAL a start of a cleanly shut-down cluster reads: the first page of its segment (the long
 * header) and the shutdown checkpoint record (its redo point is itself), nothing after it. The
 * record is about 120 bytes; 1 KB covers it, and the page after when it crosses one.
 */
export function shutdownCheckpointWal(control: ControlFile, segmentBytes: number): LiveWal {
  const { segment, offset } = walPosition(control.checkPoint, control.timeline, segmentBytes);
  return { segment, redoOffset: offset, insertOffset: Math.min(offset + 1024, segmentBytes - 1) };
}

function octal(value: number, width: number): string {
  const digits = value.toString(8);
  if (digits.length > width - 1) throw new Error(`${value} does not fit a ${width}-byte tar field`);
  return `${digits.padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | '5', mode: number, mtime: number): Uint8Array {
  if (Buffer.byteLength(name) > 100) throw new Error(`Tar entry name longer than 100 bytes: ${name}`);
  const h = new Uint8Array(BLOCK);
  const put = (text: string, at: number) => h.set(Buffer.from(text, 'utf8'), at);
  put(name, 0);
  put(octal(mode & 0o7777, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(Math.floor(mtime / 1000), 12), 136);
  put('        ', 148);
  put(type, 156);
  put('ustar\u000000', 257);
  const sum = h.reduce((a, b) => a + b, 0);
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/**
 * A ustar archive of the files and folders under `dir` (names relative to it, folders before their
 * contents, as PGlite's `loadDataDir` reads them), leaving out the paths `skip` names; `contents`
 * may pack a file's bytes other than they are (e.g. cut short).
 */
export function tarDirectory(
  dir: string,
  skip: (path: string) => boolean = () => false,
  contents: (path: string, data: Uint8Array) => Uint8Array = (_, data) => data,
): Uint8Array {
  const parts: Uint8Array[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const path = rel ? `${rel}/${name}` : name;
      if (skip(path)) continue;
      const stat = statSync(join(dir, path));
      if (stat.isDirectory()) {
        parts.push(header(path, 0, '5', stat.mode, stat.mtimeMs));
        walk(path);
      } else if (stat.isFile()) {
        const data = contents(path, readFileSync(join(dir, path)));
        parts.push(header(path, data.length, '0', stat.mode, stat.mtimeMs), data, new Uint8Array((BLOCK - (data.length % BLOCK)) % BLOCK));
      }
    }
  };
  walk('');
  parts.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(parts);
}
