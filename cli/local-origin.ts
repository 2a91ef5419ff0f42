import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDirectory } from '../scripts/shared/static-server';

/**
 * A local HTML file is opened from a loopback server rooted at its folder, not as file:, because
 * saved sites link their styles and images from the root ("/css/site.css"): under file: those
 * resolve to the disk's root, the page renders unstyled, and hidden menus, closed dialogs and
 * background art are read as content. Other URLs are opened as they are.
 */
export async function withLocalOrigin<T>(url: string, run: (openUrl: string) => Promise<T>): Promise<T> {
  if (!url.startsWith('file:')) return run(url);
  const path = fileURLToPath(url);
  // Not an HTML file: opened as file: so the loader says so by its name, as before.
  if (!/\.x?html?$/i.test(path)) return run(url);
  const origin = await serveDirectory(dirname(path));
  try {
    return await run(`${origin.url}${encodeURIComponent(basename(path))}`);
  } finally {
    await origin.close();
  }
}
