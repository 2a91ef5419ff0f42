import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// See https://wxt.dev/api/config.html
export default defineConfig({
  // Tests that build the store packages write elsewhere, so they never race the build e2e tests load.
  outDir: process.env.UPLIFT_LENS_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser }) => ({
    name: 'Uplift Lens',
    description: 'Audit the page in front of you against what catalogued A/B tests have shown to work.',
    // activeTab: the toolbar click grants access to that one page; scripting: inject the classifier then.
    permissions: ['storage', 'activeTab', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    // Local development pages and the local service, without a click (DESIGN.md).
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*'],
    // Asked for at run time: a custom service origin when set, all sites when automatic audits are turned on.
    // (Firefox's MV2 manifest has no optional_host_permissions: there they are optional_permissions.)
    ...(browser === 'firefox'
      ? { optional_permissions: ['http://*/*', 'https://*/*'] }
      : { optional_host_permissions: ['http://*/*', 'https://*/*'] }),
    action: { default_title: 'Open Uplift Lens' },
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: { id: 'uplift-lens@example.org' } } } : {}),
  }),
});
