import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `lib/` is the ground floor every other folder stands on: it imports nothing from the folders
// above it (the service in `server/`, the built-in catalogue's runtime in `builtin/`).
const ROOT = resolve(import.meta.dirname, '../..');
const ABOVE_LIB = ['server', 'builtin'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every module a file names: static imports and re-exports, dynamic imports, `new URL(…, import.meta.url)`. */
function specifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/\b(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g),
  ];
  return found.map((m) => m[1]!);
}

/** The top-level folder a specifier of `file` points into, or null for a package. */
function topFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0]!;
  if (!specifier.startsWith('.')) return null;
  return relative(ROOT, resolve(dirname(file), specifier)).split('/')[0]!;
}

describe('lib/ layering', () => {
  it('finds the imports it checks', () => {
    expect(specifiers(`import { a } from '../../server/x';\nimport type { B } from "@/builtin/y";\nconst w = new URL('../../builtin/w.ts', import.meta.url);\nawait import('./z');`)).toEqual([
      '../../server/x',
      '@/builtin/y',
      './z',
      '../../builtin/w.ts',
    ]);
    expect(topFolder(join(ROOT, 'lib/extension/a.ts'), '../../server/x')).toBe('server');
  });

  it('has no file in lib/ that imports server/ or builtin/', () => {
    const files = sources(join(ROOT, 'lib'));
    expect(files.length).toBeGreaterThan(20);
    const upward = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) => ABOVE_LIB.includes(topFolder(file, s) ?? ''))
        .map((s) => `${relative(ROOT, file)} imports ${s}`),
    );
    expect(upward).toEqual([]);
  });
});
