import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Worker } from 'playwright-core';
import { PREPARE_ALARM } from '../../lib/builtin/paths';

/** Flags that keep Chromium from reaching for Google's hosts on a closed network. */
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
];

/** DESIGN.md: `CHROMIUM_PATH` if set, else /usr/bin/chromium, else the browser Playwright installed. */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Point it at a Chromium binary or unset it.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export async function launchHeadless(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), headless: true, args: QUIET_FLAGS });
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The fresh profile directory (deleted on close). */
  profileDir: string;
  close(): Promise<void>;
}

export interface LaunchOptions {
  headless?: boolean;
  /** More Chromium flags, after the ones every launch gets (e.g. `--remote-debugging-port=0`). */
  args?: string[];
  /** A profile directory to use (and keep on close), e.g. to start the browser again on a used profile; a fresh one by default. */
  profileDir?: string;
  /**
   * Keep the compile-ahead a new install sets off a minute later (lib/extension/builtin-prepare.ts).
   * Off by default: tests and benchmarks fire it themselves when they want it
   * (scripts/builtin/compile-ahead.ts), so it never runs in the middle of what they measure.
   */
  compileAhead?: boolean;
}

/** A persistent profile (fresh unless `opts.profileDir` is given) with the built extension loaded (headless works for MV3). */
export async function launchWithExtension(extensionDir: string, opts: LaunchOptions = {}): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}. Run \`npm run build\` first.`);
  }
  const profile = opts.profileDir ?? mkdtempSync(join(tmpdir(), 'uplift-lens-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    headless: opts.headless ?? true,
    args: [...QUIET_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, ...(opts.args ?? [])],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  if (!opts.compileAhead) await disarmAlarm(worker, PREPARE_ALARM);
  return {
    context,
    extensionId,
    profileDir: profile,
    async close() {
      await context.close();
      if (!opts.profileDir) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The DevTools HTTP endpoint of a browser launched with `--remote-debugging-port=0`: Chromium
 * writes the port it picked to `DevToolsActivePort` in the profile.
 */
export async function devToolsEndpoint(profileDir: string, timeoutMs = 10_000): Promise<string> {
  const file = join(profileDir, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0]?.trim() : undefined;
    if (port && /^\d+$/.test(port)) return `http://127.0.0.1:${port}`;
    if (Date.now() > deadline) throw new Error(`Chromium wrote no port to ${file} within ${timeoutMs / 1000} s: was it launched with --remote-debugging-port=0?`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Clears a one-shot alarm the extension sets as it is installed (waiting up to 5 s for it to be set). */
async function disarmAlarm(worker: Worker, name: string): Promise<void> {
  type Alarms = { alarms?: { get(name: string): Promise<unknown>; clear(name: string): Promise<boolean> } };
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const cleared = await worker.evaluate(async (n) => {
      const alarms = (globalThis as unknown as { chrome: Alarms }).chrome.alarms;
      if (!alarms) return true;
      return (await alarms.get(n)) ? alarms.clear(n) : false;
    }, name).catch(() => false);
    if (cleared) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
