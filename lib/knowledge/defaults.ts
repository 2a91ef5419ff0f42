/** The local service of `npm start` / `npm run serve` (the server's defaults are these too). */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 54321;
export const DEFAULT_BASE_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
export const DEFAULT_ANON_KEY = 'uplift-lens-local-anon-key';
