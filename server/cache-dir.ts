import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Derived, rebuildable artefacts (word vectors, a prepared database): `.cache/` at the repo root. */
export function cacheDir(): string {
  return resolve(process.env.UPLIFT_CACHE_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '.cache'));
}

const LOCK_STALE_MS = 5 * 60_000;

/** A lock is stale when its owner process is gone (or, failing that, when it is very old). */
function isStale(lock: string): boolean {
  try {
    const owner = Number(readFileSync(lock, 'utf8').trim());
    if (owner > 0) {
      try {
        process.kill(owner, 0);
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ESRCH';
      }
      return false;
    }
    return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false; // the lock vanished or is being written: look again
  }
}

/**
 * Builds `target` once even when several processes start together: one takes `target.lock`,
 * builds into a temporary path and renames it into place; the others wait for the result.
 * `build` receives the temporary path and must create it; `replaces` names the file-name prefix
 * of older versions to delete afterwards.
 */
export async function buildOnce(
  target: string,
  build: (tmpPath: string) => Promise<void>,
  options: { replaces?: string } = {},
): Promise<void> {
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  const lock = `${target}.lock`;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(`Cannot write the cache at ${dirname(target)} (${(error as Error).message}); set UPLIFT_CACHE_DIR to a writable folder.`);
      }
      if (existsSync(target)) return;
      if (isStale(lock)) rmSync(lock, { force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const tmp = `${target}.tmp-${process.pid}`;
  try {
    if (existsSync(target)) return;
    rmSync(tmp, { recursive: true, force: true });
    await build(tmp);
    renameSync(tmp, target);
    if (options.replaces) pruneOlderVersions(target, options.replaces);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(lock, { force: true });
  }
}


/**
 * Removes earlier versions of a cached artefact (names starting with `family`, e.g. `demo-db-`)
 * once a new one is in place; recent ones are kept for processes that may still be copying them.
 */
function pruneOlderVersions(target: string, family: string): void {
  const dir = dirname(target);
  const name = basename(target);
  for (const entry of readdirSync(dir)) {
    if (entry === name || !entry.startsWith(family) || /\.(lock|tmp-\d+)$/.test(entry)) continue;
    const path = join(dir, entry);
    try {
      if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // another process pruned it first
    }
  }
}
