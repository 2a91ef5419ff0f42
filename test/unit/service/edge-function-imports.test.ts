import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The edge function must run where Deno can reach only the npm registry: every bare import comes
// from the import map as npm:, the lock file pins npm packages only, and the shared server code it
// loads imports nothing but relative .ts files and those bare names.
const FUNCTION_DIR = resolve(import.meta.dirname, '..', '..', '..', 'supabase', 'functions', 'semantic-search');
const importMap = z.object({ imports: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(join(FUNCTION_DIR, 'deno.json'), 'utf8')));
const lock = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(join(FUNCTION_DIR, 'deno.lock'), 'utf8')));

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => (m[1] ?? m[2])!);
}

/** Every module the function loads, from index.ts through relative imports. */
function moduleGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [join(FUNCTION_DIR, 'index.ts')];
  while (pending.length) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const specifiers = importsOf(file);
    graph.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) pending.push(resolve(dirname(file), s));
  }
  return graph;
}

const mapped = (specifier: string) =>
  Object.keys(importMap.imports).some((key) => (key.endsWith('/') ? specifier.startsWith(key) : specifier === key));

describe('the edge function fetches from the npm registry only', () => {
  it('maps every bare import to an npm: package', () => {
    for (const [key, target] of Object.entries(importMap.imports)) expect(target, key).toMatch(/^npm:/);
  });

  it('locks npm packages only (no jsr, no remote modules)', () => {
    expect(Object.keys(lock).filter((k) => !['version', 'specifiers', 'npm', 'workspace'].includes(k))).toEqual([]);
    for (const specifier of Object.keys(z.record(z.string(), z.string()).parse(lock.specifiers))) expect(specifier).toMatch(/^npm:/);
  });

  it('loads only relative .ts modules and mapped bare names, no node: or URL imports', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    for (const [file, specifiers] of graph) {
      for (const s of specifiers) {
        if (s.startsWith('.')) expect(s, file).toMatch(/\.ts$/);
        else expect(mapped(s), `${file} imports ${s}, which deno.json does not map to npm:`).toBe(true);
      }
    }
  });
});
