import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data dir: PGlite has no locking of its own and two writers corrupt it.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner}. Stop that server, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}; remove ${path} if no server is running.`);
}
