/**
 * npm run eval:advice -- --pages DIR (--probes FILE | --corpus) [--json] [--service URL --key KEY]
 * Advice relevance (DESIGN.md "Contracts"): each page of DIR is audited at the root of its own origin
 * in headless Chromium with the built classifier, against the real knowledge service, exactly as the CLI does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
import { adviceMetrics, corpusMetrics, relevanceText, type Probe, type ProbeResult } from './shared/advice-metrics';
import { launchHeadless } from './shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from './shared/classifier-bundle';
import { serveDirectory } from './shared/static-server';

const USAGE = 'Usage: npm run eval:advice -- --pages DIR (--probes FILE | --corpus) [--json] [--service URL --key KEY]';

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
      options: { pages: { type: 'string' }, probes: { type: 'string' }, corpus: { type: 'boolean' }, json: { type: 'boolean' }, service: { type: 'string' }, key: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (!values.pages) fail('--pages DIR is required');
  const pages = resolve(values.pages);
  if (!existsSync(pages) || !statSync(pages).isDirectory()) fail(`--pages ${values.pages}: no such directory (it holds <page>/index.html).`);
  if (!values.corpus && !values.probes) fail('give --probes FILE or --corpus');
  let probes: Probe[] = [];
  if (values.probes) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(resolve(values.probes), 'utf8'));
    } catch (err) {
      fail(`--probes ${values.probes}: ${(err as Error).message}`);
    }
    const parsed = ProbesFileSchema.safeParse(json);
    if (!parsed.success) fail(`--probes ${values.probes} is not a probes file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    probes = parsed.data.probes;
    for (const p of probes) if (!existsSync(join(pages, p.page, 'index.html'))) fail(`probe page ${p.page} has no ${join(pages, p.page, 'index.html')}`);
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
  const audit = async (name: string, selectors: string[]) => {
    const read = await readPage(browser, join(flags.pages, name), selectors);
    const answers = await collectAnswers(client, read.sections, settings);
    const built = buildAudit(newAuditInput({ page: { url: read.url, title: read.title }, service: { baseUrl: service.baseUrl }, settings, sections: read.sections, answers }));
    return { read, built };
  };
  try {
    if (flags.corpus) {
      const names = readdirSync(flags.pages, { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(flags.pages, e.name, 'index.html'))).map((e) => e.name).sort();
      const pages = [];
      for (const name of names) {
        const { built } = await audit(name, []);
        pages.push(built.sections.map((s) => ({ page: name, facts: s.section.facts.map((f) => f.kind), label: s.section.label, shown: (s.tests ?? []).map((t) => ({ id: t.id, title: t.title, website_section: t.website_section })) })));
        log(`${name}: ${built.sections.length} sections`);
      }
      const m = corpusMetrics(pages);
      if (flags.json) process.stdout.write(`${JSON.stringify({ ...m, perSection: pages.flat() })}\n`);
      else process.stdout.write(`pages ${m.pages}  sections ${m.sections}\nsameSection          ${f3(m.sameSection)}\nsectionsWithoutTests ${m.sectionsWithoutTests}\ntopTestShare         ${f3(m.topTestShare)}  (${m.topTest ?? '-'})\n`);
      return;
    }
    const byPage = new Map<string, Probe[]>();
    for (const p of flags.probes) byPage.set(p.page, [...(byPage.get(p.page) ?? []), p]);
    const results: ProbeResult[] = [];
    for (const [name, probes] of byPage) {
      const { read, built } = await audit(name, probes.map((p) => p.selector));
      for (const p of probes) {
        const index = read.probeSection[p.selector];
        const s = index === null || index === undefined ? null : built.sections.find((a) => a.section.index === index);
        const re = new RegExp(p.relevant, 'i');
        results.push({
          page: p.page, selector: p.selector, feature: p.feature, label: p.label, split: p.split ?? null,
          predicted: s?.section.label ?? null,
          facts: (s?.section.facts ?? []).map((f) => `${f.kind}: ${f.value}`),
          shown: (s?.tests ?? []).map((t) => ({ id: t.id, title: t.title, website_section: t.website_section, relevant: re.test(relevanceText(t)) })),
        });
      }
    }
    const all = adviceMetrics(results);
    const splits = Object.fromEntries(['tune', 'test'].map((k) => [k, adviceMetrics(results.filter((r) => r.split === k))]).filter(([, m]) => (m as { probes: number }).probes > 0));
    if (flags.json) {
      process.stdout.write(`${JSON.stringify({ ...all, splits, perProbe: results })}\n`);
      return;
    }
    const out: string[] = [];
    for (const r of results) {
      const hit = r.shown.slice(0, 3).some((t) => t.relevant);
      out.push(`${hit ? 'HIT ' : 'miss'} ${r.page.padEnd(16)} ${r.feature.padEnd(22)} ${r.label}→${r.predicted ?? 'none'}  ${r.shown.slice(0, 3).map((t) => `${t.relevant ? '+' : '-'}${t.title.slice(0, 50)}`).join(' | ')}`);
    }
    out.push('', `${'set'.padEnd(6)} ${'probes'.padStart(6)} ${'label'.padStart(6)} ${'hit@3'.padStart(6)} ${'P@3'.padStart(6)} ${'same'.padStart(6)} ${'dist'.padStart(6)}`);
    for (const [k, m] of [['all', all], ...Object.entries(splits)] as [string, ReturnType<typeof adviceMetrics>][]) {
      out.push(`${k.padEnd(6)} ${String(m.probes).padStart(6)} ${f3(m.labelAccuracy).padStart(6)} ${f3(m.hitAt3).padStart(6)} ${f3(m.precisionAt3).padStart(6)} ${f3(m.sameSection).padStart(6)} ${f3(m.distinctRatio).padStart(6)}`);
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
