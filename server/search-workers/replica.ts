import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Where a server's search workers keep their copies of its catalogue: `<DATA_DIR>/search-replicas/<n>`. */
export const replicasPath = (dataDir: string) => join(dataDir, 'search-replicas');

/**
 * A replica answers one search at a time over about 10 MB of tables: 16 MB of shared buffers
 * and 5 connection slots instead of 128 MB and 100 (as the built-in catalogue's) keep its
 * WebAssembly heap at PGlite's least.
 */
export const REPLICA_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

/** The primary's lock file: a replica must not start out believing another server owns it. */
const SKIPPED = new Set(['postmaster.pid']);
const ATTEMPTS = 3;
/** File times are kept in coarse ticks (a few ms): a write just after the copy began may carry a time just before it. */
const CLOCK_SLACK_MS = 50;

function copyTree(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) copyTree(from, to);
    else copyFileSync(from, to);
  }
}

function modifiedSince(dir: string, since: number): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = modifiedSince(path, since);
      if (inner) return inner;
    } else if (statSync(path).mtimeMs >= since) {
      return path;
    }
  }
  return null;
}

/**
 * Copies a checkpointed data folder for a read-only replica while its server runs. The server
 * reads only, so nothing should write to the folder meanwhile; should anything have (a file
 * modified after the copy began), the copy is made again.
 */
export function copyDataDir(source: string, target: string): void {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const began = Date.now() - CLOCK_SLACK_MS;
    rmSync(target, { recursive: true, force: true });
    copyTree(source, target);
    const changed = modifiedSince(source, began);
    if (!changed) return;
    if (attempt === ATTEMPTS) throw new Error(`${changed} kept changing while it was copied`);
  }
}
