import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: 'Uplift Lens',
    description: 'Audit the page in front of you against what catalogued A/B tests have shown to work.',
    permissions: ['storage', 'activeTab', 'scripting', 'sidePanel'],
  },
});
