import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
  close(): Promise<void>;
}

/** A fresh persistent profile with the built extension loaded (headless works for MV3). */
export async function launchWithExtension(extensionDir: string, opts: { headless?: boolean } = {}): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}. Run \`npm run build\` first.`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'uplift-lens-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    headless: opts.headless ?? true,
    args: [...QUIET_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
