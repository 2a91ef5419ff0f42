import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const FUNCTION_DIR = join(ROOT, 'supabase', 'functions', 'semantic-search');
const DENO = join(ROOT, 'node_modules', '.bin', 'deno');
const READY_TIMEOUT_MS = 170_000;

export interface DenoFunction {
  /** http://127.0.0.1:PORT, where the function answers /semantic-search. */
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs the edge function's index.ts with the Deno from node_modules. Its npm: imports come from
 * the npm registry on the first run and from `denoDir` afterwards; the lock file pins them, and
 * --no-remote refuses any http(s)/jsr import. Permissions: network, environment, and reading the
 * word vectors only.
 */
export async function startDenoFunction(env: Record<string, string>, denoDir: string, wordVectors: string): Promise<DenoFunction> {
  if (!existsSync(DENO)) {
    throw new Error(`Deno is missing at ${DENO}. Run npm ci (deno is a pinned dev dependency).`);
  }
  const child = spawn(
    DENO,
    ['run', '--no-remote', '--frozen', '--no-prompt', '--config', join(FUNCTION_DIR, 'deno.json'), '--lock', join(FUNCTION_DIR, 'deno.lock'),
      '--allow-net', '--allow-env', `--allow-read=${wordVectors}`, join(FUNCTION_DIR, 'index.ts')],
    {
      cwd: FUNCTION_DIR,
      env: { ...process.env, ...env, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', WORD_VECTORS_FILE: wordVectors, EDGE_FUNCTION_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const port = await new Promise<number>((ready, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`The edge function did not start within ${READY_TIMEOUT_MS / 1000} s.\n${log}`)), READY_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^edge_function_port: (\d+)$/m.exec(out);
      if (match) {
        clearTimeout(timer);
        ready(Number(match[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`Deno exited before the edge function listened (code ${code}, signal ${signal}).\n${log}\n` +
        'If it could not fetch its npm: imports, the first run needs the npm registry; later runs use the cache.'));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  // After start the function's own log lines go to stderr, keeping stdout for serve:edge's lines.
  child.stdout!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
