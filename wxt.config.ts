import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { BUILTIN_DIR, BUILTIN_FILES } from './lib/builtin/manifest';
import { noDynamicCode } from './scripts/build/no-dynamic-code';

/** The built-in catalogue (prepared by scripts/builtin/build-catalogue.ts, cached under .cache/). */
function builtinCatalogueDir(): string {
  const out = execFileSync(join('node_modules', '.bin', 'tsx'), ['scripts/builtin/build-catalogue.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return (JSON.parse(out.trim().split('\n').pop()!) as { dir: string }).dir;
}

/** Where PGlite's release files are (its package exports only its modules). */
const PGLITE_DIST = fileURLToPath(new URL('./node_modules/@electric-sql/pglite/dist', import.meta.url));

/** The browser being built for (set once WXT has resolved its config). */
let targetBrowser = 'chrome';

// PGlite compiles WebAssembly: extension pages need 'wasm-unsafe-eval', and nothing more (no 'unsafe-eval').
const EXTENSION_CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';";

// See https://wxt.dev/api/config.html
export default defineConfig({
  // Tests that build the store packages write elsewhere, so they never race the build e2e tests load.
  outDir: process.env.UPLIFT_LENS_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [noDynamicCode(), preact()],
    // The built-in catalogue's worker is an ES module: it loads the database code as a chunk of its own.
    worker: { format: 'es', plugins: () => [noDynamicCode()] },
    // PGlite's WebAssembly and file-system bundle, which the worker fetches itself (builtin/catalogue-worker.ts).
    resolve: { alias: { 'pglite-assets': PGLITE_DIST } },
  }),
  hooks: {
    'config:resolved': (wxt) => {
      targetBrowser = wxt.config.browser;
    },
    // The content script talks to the runtime through lib/extension/content-runtime.ts, which needs
    // no polyfill; WXT's own context still imports wxt/browser, so there it is the browser's native
    // object (as without the polyfill module), saving the polyfill's 3 KB gzipped of a 30 KB budget.
    // In Firefox every part gets the native object: it is what the polyfill hands out there, and its
    // module was a file of its own that each opening of the panel fetched and ran (~10 ms).
    'vite:build:extendConfig': (entrypoints, config) => {
      if (targetBrowser !== 'firefox' && !entrypoints.every((e) => e.type === 'content-script')) return;
      const alias = config.resolve?.alias ?? [];
      const entries = Array.isArray(alias) ? alias : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
      config.resolve = { ...config.resolve, alias: [{ find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' }, ...entries] };
    },
    'build:publicAssets': (_wxt, files) => {
      const dir = builtinCatalogueDir();
      for (const name of Object.values(BUILTIN_FILES)) files.push({ absoluteSrc: join(dir, name), relativeDest: `${BUILTIN_DIR}/${name}` });
    },
  },
  manifest: ({ browser }) => ({
    // Words from public/_locales/<lang>/messages.json, in the browser's language (English otherwise).
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    // activeTab: the toolbar click grants access to that one page; scripting: inject the classifier then.
    // offscreen (Chrome): the page that hosts the built-in catalogue; alarms (Chrome): its compile-ahead after an install.
    permissions: ['storage', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen', 'alarms'])],
    content_security_policy: browser === 'firefox' ? EXTENSION_CSP : { extension_pages: EXTENSION_CSP },
    // Local development pages and the local service, without a click (DESIGN.md).
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    // Asked for at run time: a custom service origin when set, all sites when automatic audits are turned on.
    // (Firefox's MV2 manifest has no optional_host_permissions: there they are optional_permissions.)
    ...(browser === 'firefox'
      ? { optional_permissions: ['http://*/*', 'https://*/*'] }
      : { optional_host_permissions: ['http://*/*', 'https://*/*'] }),
    action: { default_title: '__MSG_actionTitle__' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'uplift-lens@example.org',
              // The section texts of an audited page go to the knowledge service the user chooses
              // (none leave the browser with the built-in catalogue, the default).
              data_collection_permissions: { required: ['websiteContent'] },
            },
          },
        }
      : {}),
  }),
});
