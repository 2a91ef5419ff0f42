import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY_TIMEOUT_MS = 180_000;

export interface RunningService {
  baseUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * Starts the real knowledge service (`server/main.ts`) as a child process on a free port and
 * resolves once it printed `base_url:` and `anon_key:`. Unless `env.DATA_DIR` is given it uses
 * a fresh temporary data dir (seeded from the cached demo database) and deletes it on stop.
 */
export async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'uplift-service-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const cleanUp = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  try {
    const { baseUrl, anonKey } = await new Promise<{ baseUrl: string; anonKey: string }>((resolveReady, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`The knowledge service did not start within ${READY_TIMEOUT_MS / 1000} s.\n${stderr}`)), READY_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const baseUrl = /^base_url: (\S+)$/m.exec(stdout)?.[1];
        const anonKey = /^anon_key: (\S+)$/m.exec(stdout)?.[1];
        if (baseUrl && anonKey) {
          clearTimeout(timer);
          resolveReady({ baseUrl, anonKey });
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The knowledge service exited before it was ready (code ${code}, signal ${signal}).\n${stderr}`));
      });
    });
    return {
      baseUrl,
      anonKey,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }
        cleanUp();
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw error;
  }
}
