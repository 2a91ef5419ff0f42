import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A page to audit: what the user typed and the URL Chromium opens. */
export interface Target {
  input: string;
  url: string;
}

/** Relative paths are the user's: `npm run` changes into the package folder but keeps the caller's in INIT_CWD. */
export const userCwd = (): string => process.env.INIT_CWD || process.cwd();
export const fromUserCwd = (path: string): string => (isAbsolute(path) ? path : resolve(userCwd(), path));

/** An http(s) URL, a file: URL or the path of an HTML file (a folder means its index.html); otherwise a message saying why not. */
export function resolveTarget(input: string): Target | { error: string } {
  const text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      return { input, url: new URL(text).href };
    } catch {
      return { error: `"${input}" is not a valid URL.` };
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/^file:/i.test(text)) {
    return { error: `"${input}": only http(s) URLs and local files can be audited.` };
  }
  let path: string;
  try {
    path = /^file:/i.test(text) ? fileURLToPath(text) : fromUserCwd(text);
  } catch {
    return { error: `"${input}" is not a valid file URL.` };
  }
  if (!existsSync(path)) {
    const hint = /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(text) ? ` Did you mean https://${text}?` : '';
    return { error: `"${input}" is neither an http(s) URL nor an existing file.${hint}` };
  }
  if (statSync(path).isDirectory()) {
    const index = join(path, 'index.html');
    if (!existsSync(index)) return { error: `"${input}" is a folder without an index.html: give the HTML file itself.` };
    path = index;
  }
  return { input, url: pathToFileURL(path).href };
}
