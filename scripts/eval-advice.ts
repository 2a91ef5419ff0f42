/**
 * npm run eval:advice -- --pages DIR (--probes FILE | --corpus) [--json] [--service URL --key KEY]
 * Advice relevance (DESIGN.md "Contracts"): each page of DIR is audited at the root of its own origin
 * in headless Chromium with the built classifier, against the real knowledge service, exactly as the CLI does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Browser } from 'playwright-core';
import { buildAudit } from '../lib/audit/build';
import { collectAnswers } from '../lib/audit/collect';
import { DEFAULT_AUDIT_SETTINGS, newAuditInput } from '../lib/audit/input';
import { SectionSummarySchema } from '../lib/audit/sections';
import { createKnowledgeClient } from '../lib/knowledge/client';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../lib/knowledge/defaults';
import { SectionLabelSchema } from '../lib/sections/labels';
import { connectService } from '../cli/service';
import { adviceMetrics, corpusMetrics, corpusSection, relevanceText, type AdviceMetrics, type Probe, type ProbeResult } from './shared/advice-metrics';
import { launchHeadless } from './shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from './shared/classifier-bundle';
import { serveDirectory } from './shared/static-server';

const USAGE = 'Usage: npm run eval:advice -- --pages DIR [--pages DIR…] (--probes FILE [--probes FILE…] | --corpus) [--json] [--service URL --key KEY]';

const ProbesFileSchema = z.object({
  probes: z
    .array(
      z.object({
        page: z.string().min(1),
        selector: z.string().min(1),
        label: SectionLabelSchema,
        feature: z.string().min(1),
        relevant: z.string().min(1).refine((r) => { try { new RegExp(r, 'i'); return true; } catch { return false; } }, 'not a valid regular expression'),
        split: z.enum(['tune', 'test']).optional(),
      }),
    )
    .min(1),
});

function fail(message: string): never {
  process.stderr.write(`eval:advice: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseFlags() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { pages: { type: 'string', multiple: true }, probes: { type: 'string', multiple: true }, corpus: { type: 'boolean' }, json: { type: 'boolean' }, service: { type: 'string' }, key: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (!values.pages?.length) fail('--pages DIR is required');
  const pages = values.pages.map((dir) => {
    const abs = resolve(dir);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) fail(`--pages ${dir}: no such directory (it holds <page>/index.html).`);
    return abs;
  });
  if (!values.corpus && !values.probes?.length) fail('give --probes FILE or --corpus');
  const probes: (Probe & { dir: string })[] = [];
  for (const file of values.probes ?? []) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(resolve(file), 'utf8'));
    } catch (err) {
      fail(`--probes ${file}: ${(err as Error).message}`);
    }
    const parsed = ProbesFileSchema.safeParse(json);
    if (!parsed.success) fail(`--probes ${file} is not a probes file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    for (const p of parsed.data.probes) {
      // A probe's page is looked up in each pages DIR, in the order given.
      const dir = pages.find((d) => existsSync(join(d, p.page, 'index.html')));
      if (!dir) fail(`probe page ${p.page} has no index.html in ${pages.join(' or ')}`);
      probes.push({ ...p, dir });
    }
  }
  return {
    pages,
    probes,
    corpus: values.corpus === true,
    json: values.json === true,
    service: { baseUrl: values.service ?? process.env.UPLIFT_LENS_SERVICE_URL ?? DEFAULT_BASE_URL, apiKey: values.key ?? process.env.UPLIFT_LENS_API_KEY ?? DEFAULT_ANON_KEY },
  };
}

interface PageRead {
  url: string;
  title: string;
  sections: z.infer<typeof SectionSummarySchema>[];
  /** Per probe selector: the index of the section compared, or null. */
  probeSection: Record<string, number | null>;
}

async function readPage(browser: Browser, dir: string, selectors: string[]): Promise<PageRead> {
  const server = await serveDirectory(dir);
  try {
    const page = await openWithClassifier(browser, server.url);
    try {
      const raw = await page.evaluate((sels) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        const classified = api.classifyPage(document);
        const sections = api.summarizeSections(classified);
        const probeSection: Record<string, number | null> = {};
        for (const sel of sels) {
          const el = document.querySelector(sel);
          if (!el) { probeSection[sel] = null; continue; }
          const holding = classified.map((s, i) => ({ s, i })).filter(({ s }) => s.element.contains(el));
          holding.sort((a, b) => (a.s.element.contains(b.s.element) ? 1 : b.s.element.contains(a.s.element) ? -1 : a.s.rect.width * a.s.rect.height - b.s.rect.width * b.s.rect.height));
          const inside = classified.map((s, i) => ({ s, i })).filter(({ s }) => el.contains(s.element)).sort((a, b) => b.s.rect.width * b.s.rect.height - a.s.rect.width * a.s.rect.height);
          probeSection[sel] = holding[0]?.i ?? inside[0]?.i ?? null;
        }
        return { url: location.href, title: document.title, sections, probeSection };
      }, selectors);
      return { ...raw, sections: z.array(SectionSummarySchema).parse(raw.sections) };
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}

const f3 = (n: number) => n.toFixed(3);

async function main() {
  const flags = parseFlags();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const service = await connectService(flags.service, log);
  const browser = await launchHeadless();
  const client = createKnowledgeClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
  const settings = DEFAULT_AUDIT_SETTINGS;
  const audit = async (dir: string, name: string, selectors: string[]) => {
    const read = await readPage(browser, join(dir, name), selectors);
    const answers = await collectAnswers(client, read.sections, settings);
    const built = buildAudit(newAuditInput({ page: { url: read.url, title: read.title }, service: { baseUrl: service.baseUrl }, settings, sections: read.sections, answers }));
    return { read, built };
  };
  try {
    if (flags.corpus) {
      const pages = [];
      for (const dir of flags.pages) {
        const names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html'))).map((e) => e.name).sort();
        for (const name of names) {
          const { built } = await audit(dir, name, []);
          pages.push(built.sections.map((s) => corpusSection(name, s, built.findings ?? [])));
          log(`${name}: ${built.sections.length} sections`);
        }
      }
      const m = corpusMetrics(pages);
      if (flags.json) process.stdout.write(`${JSON.stringify({ ...m, perSection: pages.flat() })}\n`);
      else process.stdout.write(`pages ${m.pages}  sections ${m.sections}\nsameSection          ${f3(m.sameSection)}\nsectionsWithoutTests ${m.sectionsWithoutTests}\ntopTestShare         ${f3(m.topTestShare)}  (${m.topTest ?? '-'})\nredundantAdvice      ${m.redundantAdvice}\n`);
      return;
    }
    const byPage = new Map<string, (Probe & { dir: string })[]>();
    for (const p of flags.probes) byPage.set(`${p.dir}\0${p.page}`, [...(byPage.get(`${p.dir}\0${p.page}`) ?? []), p]);
    const results: ProbeResult[] = [];
    for (const probes of byPage.values()) {
      const { read, built } = await audit(probes[0]!.dir, probes[0]!.page, probes.map((p) => p.selector));
      for (const p of probes) {
        const index = read.probeSection[p.selector];
        const s = index === null || index === undefined ? null : built.sections.find((a) => a.section.index === index);
        const re = new RegExp(p.relevant, 'i');
        results.push({
          dir: p.dir,
          page: p.page, selector: p.selector, feature: p.feature, label: p.label, split: p.split ?? null,
          predicted: s?.section.label ?? null,
          facts: (s?.section.facts ?? []).map((f) => `${f.kind}: ${f.value}`),
          shown: (s?.tests ?? []).map((t) => ({ id: t.id, title: t.title, website_section: t.website_section, relevant: re.test(relevanceText(t)) })),
        });
      }
    }
    const all = adviceMetrics(results);
    const splitsOf = (rs: ProbeResult[]): Record<string, AdviceMetrics> =>
      Object.fromEntries((['tune', 'test'] as const).map((k) => [k, adviceMetrics(rs.filter((r) => r.split === k))] as const).filter(([, m]) => m.probes > 0));
    const splits = splitsOf(results);
    // The project's own pages and real pages apart: one group per pages DIR, each with its halves.
    const dirs = Object.fromEntries(flags.pages.map((d) => [relative(process.cwd(), d) || '.', results.filter((r) => r.dir === d)]).filter(([, rs]) => (rs as ProbeResult[]).length > 0)) as Record<string, ProbeResult[]>;
    const perDir = Object.fromEntries(Object.entries(dirs).map(([d, rs]) => [d, { ...adviceMetrics(rs), splits: splitsOf(rs) }]));
    if (flags.json) {
      process.stdout.write(`${JSON.stringify({ ...all, splits, perDir, perProbe: results })}\n`);
      return;
    }
    const out: string[] = [];
    for (const r of results) {
      const hit = r.shown.slice(0, 3).some((t) => t.relevant);
      out.push(`${hit ? 'HIT ' : 'miss'} ${r.page.padEnd(16)} ${r.feature.padEnd(22)} ${r.label}→${r.predicted ?? 'none'}  ${r.shown.slice(0, 3).map((t) => `${t.relevant ? '+' : '-'}${t.title.slice(0, 50)}`).join(' | ')}`);
    }
    const width = Math.max(6, ...Object.keys(perDir).map((d) => d.length));
    out.push('', `${'set'.padEnd(width)} ${'probes'.padStart(6)} ${'label'.padStart(6)} ${'hit@3'.padStart(6)} ${'P@3'.padStart(6)} ${'same'.padStart(6)} ${'dist'.padStart(6)}`);
    const rows: [string, ReturnType<typeof adviceMetrics>][] = [['all', all], ...Object.entries(splits)];
    if (Object.keys(perDir).length > 1) for (const [d, m] of Object.entries(perDir)) rows.push([d, m], ...Object.entries(m.splits).map(([k, v]) => [`  ${k}`, v] as [string, AdviceMetrics]));
    for (const [k, m] of rows) {
      out.push(`${k.padEnd(width)} ${String(m.probes).padStart(6)} ${f3(m.labelAccuracy).padStart(6)} ${f3(m.hitAt3).padStart(6)} ${f3(m.precisionAt3).padStart(6)} ${f3(m.sameSection).padStart(6)} ${f3(m.distinctRatio).padStart(6)}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await browser.close();
    await service.close();
  }
}

main().catch((error) => {
  process.stderr.write(`eval:advice: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
