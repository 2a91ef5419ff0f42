/**
 * npx tsx bench/builtin-open.ts [--searches N]
 * Where the built-in catalogue's cold start goes, without a browser: opens the packed catalogue the
 * build makes (scripts/builtin/build-catalogue.ts, cached) with the worker's own code
 * (builtin/open-catalogue.ts), then runs the first section's searches of a page as the panel asks
 * them, and prints each step's wall time and the process's CPU time (every thread: V8's background
 * compilation of WebAssembly counts). Node's V8 flags show who spends it, e.g.
 *   node --liftoff-only --import tsx bench/builtin-open.ts
 *   node --trace-wasm-compilation-times --import tsx bench/builtin-open.ts
 * (the first: WebAssembly is never recompiled by TurboFan; the second lists each function compiled).
 * Prints a table and writes bench/results/builtin-open.json. (Not under scripts/builtin/: files there
 * are part of the catalogue's version key.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openCatalogue } from '../builtin/open-catalogue';
import { BUILTIN_FILES } from '../lib/builtin/files';
import { sectionSearches } from '../lib/audit/query';
import { buildBuiltinCatalogue } from '../scripts/builtin/build-catalogue';

const USAGE = 'Usage: npx tsx bench/builtin-open.ts [--searches N]';
const { values } = parseArgs({ options: { searches: { type: 'string' } }, strict: true });
const flags = z.object({ searches: z.coerce.number().int().min(1).max(50).default(6) }).safeParse(values);
if (!flags.success) throw new Error(`${flags.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);

const dir = await buildBuiltinCatalogue();
const file = (name: string) => readFileSync(join(dir, name));
// The questions of a hero with an autoplaying carousel, as the panel sends them (lib/audit/query.ts), then a trust section's.
const first = { label: 'hero' as const, text: 'Grow your business with less effort\nStart free', facts: [{ kind: 'carousel' as const, value: '3 slides, autoplay', evidence: '' }] };
const second = { label: 'trust' as const, text: 'Loved by 4,000 teams', facts: [{ kind: 'testimonials' as const, value: '3 quotes, no photos', evidence: '' }] };
const questions = [...sectionSearches(first, { maxResults: 3, threshold: 0.2 }), ...sectionSearches(second, { maxResults: 3, threshold: 0.2 })];

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rows: { step: string; wallMs: number; cpuMs: number }[] = [];
let wall = performance.now();
let cpu = cpuMs();
const lap = (step: string) => {
  const [w, c] = [performance.now(), cpuMs()];
  rows.push({ step, wallMs: w - wall, cpuMs: c - cpu });
  [wall, cpu] = [w, c];
};

const catalogue = await openCatalogue({
  manifest: Promise.resolve(JSON.parse(file(BUILTIN_FILES.manifest).toString('utf8')) as unknown),
  database: Promise.resolve(new Blob([file(BUILTIN_FILES.database)], { type: 'application/x-gzip' })),
  wordVectors: Promise.resolve(new Uint8Array(file(BUILTIN_FILES.wordVectors)).buffer),
});
lap('open (PGlite from the packed dump, role)');
for (let i = 0; i < flags.data.searches; i++) {
  const q = questions[i % questions.length]!;
  const answer = await catalogue.app.request('/functions/v1/semantic-search', { method: 'POST', body: JSON.stringify(q) });
  if (answer.status !== 200) throw new Error(`search ${i + 1} answered HTTP ${answer.status}: ${await answer.text()}`);
  await answer.text();
  lap(`search ${i + 1}: ${q.query.slice(0, 48)}`);
}
await catalogue.close();

console.log('\n| step | wall (ms) | CPU, all threads (ms) |\n|---|---:|---:|');
for (const r of rows) console.log(`| ${r.step} | ${r.wallMs.toFixed(0)} | ${r.cpuMs.toFixed(0)} |`);
const s = catalogue.startup;
const v8Flags = process.execArgv.filter((a, i, all) => a.startsWith('--') && !['--require', '--import'].includes(a) && !['--require', '--import'].includes(all[i - 1] ?? ''));
const load = loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`\nopening: word vectors ${s.wordVectorsMs.toFixed(0)} ms, PGlite.create ${s.databaseMs.toFixed(0)} ms, role ${s.roleMs.toFixed(0)} ms; Node ${process.versions.node} (V8 ${process.versions.v8}), V8 flags: ${v8Flags.join(' ') || 'none'}; load ${load}`);
const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'builtin-open.json'), JSON.stringify({ steps: rows, startup: s, v8: process.versions.v8, v8Flags, loadAverage: loadavg() }, null, 2));
