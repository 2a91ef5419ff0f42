import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Derived, rebuildable artefacts (word vectors, a prepared database): `.cache/` at the repo root. */
export function cacheDir(): string {
  return resolve(process.env.UPLIFT_CACHE_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '.cache'));
}

const LOCK_STALE_MS = 5 * 60_000;

/**
 * Builds `target` once even when several processes start together: one takes `target.lock`,
 * builds into a temporary path and renames it into place; the others wait for the result.
 * `build` receives the temporary path and must create it.
 */
export async function buildOnce(target: string, build: (tmpPath: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  const lock = `${target}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      if (existsSync(target)) return;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {
        // the lock vanished between the two calls: try again
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const tmp = `${target}.tmp-${process.pid}`;
  try {
    if (existsSync(target)) return;
    rmSync(tmp, { recursive: true, force: true });
    await build(tmp);
    renameSync(tmp, target);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(lock, { force: true });
  }
}

