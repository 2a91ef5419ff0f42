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
  /** Resolves with the first line of the server's log (stderr, from its start) that matches. */
  logLine(pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

/** What the server logs once its search workers are open (or have failed to): open, asked for, ms after the primary. */
export const SEARCH_WORKERS_OPEN = /^Search workers: (\d+) of (\d+) open \((\d+) ms\)/m;

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
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let stderr = '';
  const lines: string[] = [];
  let partial = '';
  const waiting: { pattern: RegExp; resolve(line: string): void }[] = [];
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    for (const line of parts) {
      if (lines.length < 1000) lines.push(line);
      for (const w of waiting.filter((w) => w.pattern.test(line))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const logLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen !== undefined) return resolve(seen);
      waiting.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`The knowledge service stopped before logging ${pattern}.\n${stderr}`)));
    });
  const cleanUp = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };

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
      logLine,
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
