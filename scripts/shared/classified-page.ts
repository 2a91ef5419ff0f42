import type { Browser, Page } from 'playwright-core';
import { openWithClassifier } from './classifier-bundle';
import { serveDirectory } from './static-server';

/**
 * Runs `run` on `file` of `dir`, served at the root of its own origin and opened in real Chromium with the classifier
 * bundle; the tab and the server are closed after, whatever `run` does.
 */
export async function withClassifiedPage<T>(browser: Browser, dir: string, run: (page: Page) => Promise<T>, file = ''): Promise<T> {
  const server = await serveDirectory(dir);
  try {
    const page = await openWithClassifier(browser, file ? `${server.url}/${file}` : server.url);
    try {
      return await run(page);
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}
