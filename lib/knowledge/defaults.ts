/** The local service of `npm start` / `npm run serve`. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:54321';
export const DEFAULT_ANON_KEY = 'uplift-lens-local-anon-key';
