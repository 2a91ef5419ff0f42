import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { connectRdp, type RdpClient } from './firefox-rdp';

/** DESIGN.md: `FIREFOX_PATH` if set, else Debian's /usr/bin/firefox-esr. */
export function firefoxExecutable(): string {
  const path = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
  if (!existsSync(path)) {
    throw new Error(`No Firefox at ${path}. Install it (apt-get install -y firefox-esr) or point FIREFOX_PATH at a Firefox binary.`);
  }
  return path;
}

export interface FirefoxWithExtension {
  browser: Browser;
  /** The add-on id (browser_specific_settings.gecko.id). */
  addonId: string;
  /** `moz-extension://<uuid>/`, the extension's origin in this profile. */
  origin: string;
  /**
   * Opens one of the extension's pages (e.g. `options.html`) in a new tab, or with `newWindow` in a
   * window of its own, as the extension itself would; resolves once it has loaded.
   */
  openExtensionPage(path: string, opts?: { newWindow?: boolean }): Promise<Page>;
  /** Evaluates `expression` in the add-on's background page (which BiDi cannot reach); resolves with its awaited value, through JSON. */
  evaluateInBackground(expression: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface FirefoxLaunchOptions {
  /** More Firefox preferences (e.g. a proxy). */
  prefs?: Record<string, string | number | boolean>;
  /** More environment variables for Firefox (e.g. its profiler's MOZ_PROFILER_*). */
  env?: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stock Firefox with the built `firefox-mv2` extension installed as a temporary add-on.
 *
 * Puppeteer drives Firefox over WebDriver BiDi, and can script extension pages once they are open,
 * but BiDi refuses to navigate a tab to `moz-extension://`. So the first extension page is opened
 * by the extension itself: `browser.tabs.create` evaluated in its background page through Firefox's
 * remote debugging protocol (as web-ext and about:debugging reach add-ons). Later pages are opened
 * the same way from that page. Nothing test-only ships in the extension.
 */
export async function launchFirefoxWithExtension(extensionDir: string, opts: FirefoxLaunchOptions = {}): Promise<FirefoxWithExtension> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}. Run \`npm run build:firefox\` first.`);
  }
  const debuggerPort = await freePort();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutable(),
    headless: true,
    ...(opts.env && { env: { ...process.env, ...opts.env } }),
    args: ['--start-debugger-server', String(debuggerPort)],
    extraPrefsFirefox: {
      'devtools.debugger.remote-enabled': true,
      'devtools.debugger.prompt-connection': false,
      // Firefox starts the debugger server only with this one on too.
      'devtools.chrome.enabled': true,
      ...opts.prefs,
    },
  });
  let rdp: RdpClient | null = null;
  try {
    const addonId = await browser.installExtension(extensionDir);
    rdp = await connectRdp(debuggerPort);
    const origin = String(await rdp.evaluateInAddon(addonId, 'browser.runtime.getURL("/")'));
    const client = rdp;

    const openExtensionPage = async (path: string, { newWindow = false } = {}): Promise<Page> => {
      const url = new URL(path, origin).href;
      const before = new Set(await browser.pages());
      await client.evaluateInAddon(addonId, `browser.${newWindow ? 'windows' : 'tabs'}.create({ url: ${JSON.stringify(url)} }).then(() => null)`);
      // BiDi reports the new tab as about:blank and does not follow it to moz-extension:, so find it by its document.
      const deadline = Date.now() + 30_000;
      for (;;) {
        for (const page of await browser.pages()) {
          if (before.has(page)) continue;
          const state = await page.evaluate(() => [location.href, document.readyState]).catch(() => null);
          if (state?.[0] === url && state[1] === 'complete') return page;
        }
        if (Date.now() > deadline) throw new Error(`Firefox did not open ${url} within 30 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    return {
      browser,
      addonId,
      origin,
      openExtensionPage,
      evaluateInBackground: (expression) => client.evaluateInAddon(addonId, expression),
      async close() {
        client.close();
        await browser.close();
      },
    };
  } catch (error) {
    rdp?.close();
    await browser.close();
    throw error;
  }
}
