const BLOCK = 512;
/** Postgres' WAL page size. */
export const WAL_PAGE = 8192;
const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/** The part of the WAL a clean start reads: one segment, from the last checkpoint's redo point to the end of the WAL. */
export interface LiveWal {
  segment: string;
  /** Byte offsets in that segment: the redo point and where the next record goes. */
  redoOffset: number;
  insertOffset: number;
}

/** The bytes of the segment a start reads: up to the end of the page that holds the end of the WAL. */
export function walBytesRead(live: LiveWal): number {
  return Math.ceil((live.insertOffset + 1) / WAL_PAGE) * WAL_PAGE;
}

/**
 * Fills the WAL nobody will read of an uncompressed PGlite data-dir tar with zeros, in place:
 * segments after the current one (pre-allocated or recycled, old bytes), and in the current one the
 * pages before the checkpoint's redo point (already in the data files) and after the end of the WAL
 * (a zero page is where WAL ends, as in a fresh segment). The first page of the segment keeps its
 * header. Zeros keep each file's size, so the tar headers stay valid, and gzip packs them to almost
 * nothing. Returns how many bytes it zeroed.
 */
export function blankUnusedWalInTar(tar: Uint8Array, live: LiveWal): number {
  if (!/^[0-9A-F]{24}$/.test(live.segment)) throw new Error(`Not a WAL segment name: ${live.segment}`);
  if (!(live.redoOffset >= 0 && live.redoOffset <= live.insertOffset)) throw new Error(`Redo point ${live.redoOffset} is not before the end of the WAL ${live.insertOffset}`);
  let blankedBytes = 0;
  const blank = (from: number, to: number) => {
    if (to <= from) return;
    tar.fill(0, from, to);
    blankedBytes += to - from;
  };
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const path = prefix ? `${prefix}/${name}` : name;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) throw new Error(`Unreadable tar entry size at byte ${offset}`);
    const data = offset + BLOCK;
    const segment = WAL_SEGMENT.exec(path)?.[1];
    if (segment && segment > live.segment) blank(data, data + size);
    if (segment === live.segment) {
      const redoPage = Math.floor(live.redoOffset / WAL_PAGE) * WAL_PAGE;
      const endPage = walBytesRead(live);
      blank(data + WAL_PAGE, data + Math.min(redoPage, size));
      blank(data + Math.min(Math.max(endPage, WAL_PAGE), size), data + size);
    }
    offset = data + Math.ceil(size / BLOCK) * BLOCK;
  }
  return blankedBytes;
}

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end));
}
