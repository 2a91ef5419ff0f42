import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The first run with an empty Deno cache fetches the function's npm: imports from the registry.
const READY_TIMEOUT_MS = 175_000;

export interface RunningEdgeFunction {
  /** http://127.0.0.1:PORT/functions/v1, as serve:edge prints it. */
  functionsUrl: string;
  anonKey: string;
  stop(): Promise<void>;
}

/** Starts `npm run serve:edge` (scripts/serve-edge.ts) with `env` and resolves once it printed its two lines. */
export async function startEdgeFunction(env: Record<string, string>): Promise<RunningEdgeFunction> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'serve-edge.ts')], {
    cwd: ROOT,
    env: { ...process.env, EDGE_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const ready = await new Promise<{ functionsUrl: string; anonKey: string }>((resolveReady, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`serve:edge did not start within ${READY_TIMEOUT_MS / 1000} s.\n${stderr}`)), READY_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const functionsUrl = /^functions_url: (\S+)$/m.exec(stdout)?.[1];
        const anonKey = /^anon_key: (\S+)$/m.exec(stdout)?.[1];
        if (functionsUrl && anonKey) {
          clearTimeout(timer);
          resolveReady({ functionsUrl, anonKey });
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`serve:edge exited before it was ready (code ${code}, signal ${signal}).\n${stderr}`));
      });
    });
    return { ...ready, stop };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
}
