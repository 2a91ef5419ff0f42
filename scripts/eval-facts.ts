/**
 * npm run eval:facts -- --pages DIR [--pages DIR …] --facts DIR [--split tune|test] [--json] [--detail]
 * Fact accuracy (DESIGN.md "eval:facts"): each page is opened at the root of its own origin in headless
 * Chromium with the classifier bundle the CLI's audits use; the facts of the section holding each
 * labelled element are compared with the hand-written ones in `<facts DIR>/<page>.json`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureFact, type FactMeasure } from '../lib/facts/measure';
import { launchHeadless } from './shared/chromium';
import { FactLabelFileSchema, factMetrics, factTable, type FactCase, type FactLabelFile } from './shared/fact-metrics';
import { sectionFactsAt } from './shared/section-facts';

const USAGE = 'Usage: npm run eval:facts -- --pages DIR [--pages DIR …] --facts DIR [--split tune|test] [--json] [--detail]';

function fail(message: string): never {
  process.stderr.write(`eval:facts: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string', multiple: true }, facts: { type: 'string' }, split: { type: 'string' }, json: { type: 'boolean' }, detail: { type: 'boolean' } },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (!values.pages?.length) fail('--pages DIR is required (a folder of <page>/index.html; give it again for more folders)');
  if (!values.facts) fail('--facts DIR is required (a folder of <page>.json fact labels)');
  const pages = values.pages.map((p) => resolve(p));
  for (const [i, p] of pages.entries()) if (!existsSync(p) || !statSync(p).isDirectory()) fail(`--pages ${values.pages[i]}: no such directory`);
  const factsDir = resolve(values.facts);
  if (!existsSync(factsDir) || !statSync(factsDir).isDirectory()) fail(`--facts ${values.facts}: no such directory`);
  if (values.split !== undefined && values.split !== 'tune' && values.split !== 'test') fail(`--split must be tune or test, not "${values.split}"`);
  return { pages, factsDir, split: values.split as 'tune' | 'test' | undefined, json: values.json === true, detail: values.detail === true };
}

function loadFactFiles(factsDir: string, pageDirs: string[]): Array<{ file: FactLabelFile; dir: string }> {
  const names = readdirSync(factsDir).filter((n) => n.endsWith('.json')).sort();
  if (!names.length) fail(`no <page>.json fact labels in ${factsDir}`);
  return names.map((n) => {
    const path = join(factsDir, n);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      fail(`${path} is not valid JSON: ${(err as Error).message}`);
    }
    const parsed = FactLabelFileSchema.safeParse(json);
    if (!parsed.success) fail(`${path} is not a fact-label file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (parsed.data.page !== basename(n, '.json')) fail(`${path} names page "${parsed.data.page}": the file must be called ${parsed.data.page}.json`);
    const dir = pageDirs.map((d) => join(d, parsed.data.page)).find((d) => existsSync(join(d, 'index.html')));
    if (!dir) fail(`no ${parsed.data.page}/index.html under ${pageDirs.join(' or ')} for ${path}`);
    return { file: parsed.data, dir };
  });
}

/** `--detail`: a section whose reported facts differ from its labels, as "page selector: -missed +extra ~kind.attr truth≠reported". */
function caseLine(c: FactCase): string {
  const p = c.predicted ?? [];
  const kinds = [...new Set([...c.truth.map((f) => f.kind), ...p.map((f) => f.kind)])];
  const diffs: string[] = [];
  for (const k of kinds) {
    const t = c.truth.filter((f) => f.kind === k);
    const r = p.filter((f) => f.kind === k && !(f.kind === 'people_images' && f.count === 0));
    if (t.length > r.length) diffs.push(`-${k}`);
    if (r.length > t.length) diffs.push(`+${k}`);
    t.slice(0, r.length).forEach((tf, i) => {
      const rf = r[i]!;
      if (tf.count !== undefined && tf.count !== rf.count) diffs.push(`~${k}.count ${tf.count}≠${rf.count ?? '?'}`);
      for (const [a, v] of Object.entries(tf.attributes ?? {})) if (a !== 'placeholder' && rf.attributes[a] !== v) diffs.push(`~${k}.${a} ${v}≠${rf.attributes[a] ?? '?'}`);
      if ((tf.attributes?.placeholder ?? false) !== (rf.attributes.placeholder ?? false)) diffs.push(`~${k}.placeholder`);
    });
  }
  return diffs.length ? `${c.page} ${c.selector}${c.predicted ? '' : ' (no section)'}: ${diffs.join(' ')}` : '';
}

async function main() {
  const flags = parseFlags();
  const files = loadFactFiles(flags.factsDir, flags.pages).filter(({ file }) => !flags.split || file.split === flags.split);
  if (!files.length) fail(`no fact labels with split "${flags.split}" in ${flags.factsDir}`);
  const browser = await launchHeadless();
  const cases: FactCase[] = [];
  try {
    for (const { file, dir } of files) {
      const read = await sectionFactsAt(browser, dir, file.sections.map((s) => s.selector));
      file.sections.forEach((s, i) => {
        const facts = read[i];
        const predicted: FactMeasure[] | null = facts ? facts.map((f) => measureFact(f as Parameters<typeof measureFact>[0])) : null;
        cases.push({ page: file.page, selector: s.selector, split: file.split ?? null, truth: s.facts, predicted });
      });
      if (!flags.json) process.stderr.write(`${file.page}: ${file.sections.length} sections\n`);
    }
  } finally {
    await browser.close();
  }
  if (flags.detail) process.stderr.write(`${cases.map(caseLine).filter(Boolean).join('\n')}\n\n`);
  const m = factMetrics(cases);
  if (flags.json) process.stdout.write(`${JSON.stringify({ perKind: m.perKind, attributes: m.attributes, pages: m.pages })}\n`);
  else process.stdout.write(`${factTable(m)}\n`);
}

main().catch((error) => {
  process.stderr.write(`eval:facts: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
