/**
 * `npm start`: the local knowledge service with the demo catalogue, a fresh build of the extension,
 * the demo landing page, and, where a display exists, Chromium with the extension loaded on that page.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { connectService } from '../cli/service';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../lib/knowledge/defaults';
import { launchWithExtension } from './shared/chromium';
import { serveDirectory } from './shared/static-server';

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSION_DIR = resolve(ROOT, '.output/chrome-mv3');
const DEMO_PAGE_DIR = resolve(ROOT, 'test/pages/saas-landing');
const say = (line: string) => process.stdout.write(`${line}\n`);

function build(): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn('npx', ['wxt', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`wxt build exited with code ${code}`))));
  });
}

async function main(): Promise<void> {
  say('Starting the knowledge service and building the extension…');
  // A service already running at the default address (say, `npm run serve` in another terminal) is used as it is.
  const [service] = await Promise.all([connectService({ baseUrl: DEFAULT_BASE_URL, apiKey: DEFAULT_ANON_KEY }, say, 'the extension\'s options, or stop the other service on that port'), build()]);
  if (!existsSync(DEMO_PAGE_DIR)) throw new Error(`the demo page is missing: ${DEMO_PAGE_DIR}`);
  const demo = await serveDirectory(DEMO_PAGE_DIR);

  say(`base_url: ${service.baseUrl}`);
  say(`anon_key: ${service.apiKey}`);
  say(`Demo landing page: ${demo.url}`);
  say(`Built extension:   ${EXTENSION_DIR}`);

  let closeBrowser: (() => Promise<void>) | null = null;
  if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY) {
    const browser = await launchWithExtension(EXTENSION_DIR, { headless: false, compileAhead: true });
    closeBrowser = () => browser.close();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(demo.url);
    say('Chromium is open on the demo page with Uplift Lens loaded: click its toolbar button to open the side panel.');
  } else {
    say('');
    say('No display here, so no browser was opened. To try the extension by hand:');
    say('  1. In Chrome or Chromium, open chrome://extensions and turn on Developer mode.');
    say(`  2. Click "Load unpacked" and choose ${EXTENSION_DIR}`);
    say(`  3. Open ${demo.url} and click the Uplift Lens toolbar button.`);
    say('  Firefox: `npm run build:firefox`, then about:debugging → This Firefox → Load Temporary Add-on → .output/firefox-mv2/manifest.json');
  }
  say('Ctrl+C stops everything.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([closeBrowser?.(), demo.close(), service.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`npm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
