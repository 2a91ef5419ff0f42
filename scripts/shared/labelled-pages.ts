import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { SectionLabelSchema, type SectionLabel } from '../../lib/sections/labels';
import { scorePageSegmentation, type PageSegmentation, type Predicted } from '../../lib/sections/evaluation';
import type { LabelledPage } from '../../lib/sections/model/cross-validate';
import type { BlockEvidence } from '../../lib/sections/score';
import { launchHeadless } from './chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from './classifier-bundle';
import { serveDirectory } from './static-server';

/** Loading labelled pages in headless Chromium with the classifier: shared by eval:sections and fit:sections. */

export const LabelFileSchema = z.object({
  page: z.string().min(1),
  sections: z
    .array(z.object({ selector: z.string().min(1), label: SectionLabelSchema, note: z.string().optional() }))
    .min(1),
});
export type LabelFile = z.infer<typeof LabelFileSchema>;

const ManifestSchema = z.array(z.object({ name: z.string().min(1), repo: z.string().regex(/^[^/]+\/[^/]+$/, 'repo must read owner/name') }).loose());

export interface PageResult extends LabelledPage {
  /** The corpus (pages DIR) the page came from. */
  corpus: string;
  segmentation: PageSegmentation;
  results: Array<{ selector: string; truth: SectionLabel; predicted: Predicted | 'missing' }>;
}

export class UsageError extends Error {}

/**
 * Label files: `<name>.json` in the labels DIR (the corpus layout), or `<name>/labels.json`
 * beside each page (the layout of the project's own test/pages).
 */
export function loadLabelFiles(labelsDir: string, pagesDir: string): Array<{ name: string; file: LabelFile }> {
  const entries = readdirSync(labelsDir, { withFileTypes: true });
  const found = [
    ...entries.filter((e) => e.isFile() && e.name.endsWith('.json') && e.name !== 'MANIFEST.json').map((e) => ({ name: basename(e.name, '.json'), path: join(labelsDir, e.name) })),
    ...entries
      .filter((e) => e.isDirectory() && existsSync(join(labelsDir, e.name, 'labels.json')))
      .map((e) => ({ name: e.name, path: join(labelsDir, e.name, 'labels.json') })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  if (found.length === 0) throw new UsageError(`no label files in ${labelsDir}: expected <name>.json or <name>/labels.json`);
  return found.map(({ name, path }) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      throw new UsageError(`${path} is not valid JSON: ${(err as Error).message}`);
    }
    const parsed = LabelFileSchema.safeParse(json);
    if (!parsed.success) throw new UsageError(`${path} is not a label file: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (!existsSync(join(pagesDir, name, 'index.html'))) throw new UsageError(`label file ${path} has no page at ${join(pagesDir, name, 'index.html')}`);
    return { name, file: parsed.data };
  });
}

/** Page name → author (the owner of the page's `repo` in `<pages DIR>/MANIFEST.json`). */
export function loadAuthors(pagesDir: string): Map<string, string> {
  const path = join(pagesDir, 'MANIFEST.json');
  if (!existsSync(path)) throw new UsageError(`--cv author needs ${path} ([{"name", "repo": "owner/name"}]) to know who wrote each page`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new UsageError(`${path} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new UsageError(`${path} is not a manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return new Map(parsed.data.map((e) => [e.name, e.repo.split('/')[0]!]));
}

/** A busy machine can miss the load deadline once; a second miss is reported. */
async function openWithRetry(browser: Awaited<ReturnType<typeof launchHeadless>>, url: string) {
  try {
    return await openWithClassifier(browser, url);
  } catch {
    return await openWithClassifier(browser, url);
  }
}

async function loadPage(
  browser: Awaited<ReturnType<typeof launchHeadless>>,
  dir: string,
  name: string,
  author: string,
  corpus: string,
  file: LabelFile,
): Promise<PageResult> {
  const server = await serveDirectory(dir);
  try {
    const page = await openWithRetry(browser, server.url);
    try {
      const { results, blocks, segmentation } = await page.evaluate((sections) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        const explained = api.explainPage(document);
        const found: Array<{ el: Element; rect: { x: number; y: number; width: number; height: number } }> = [];
        const results = sections.map(({ selector, label }) => {
          const el = document.querySelector(selector);
          if (!el) return { selector, truth: label, predicted: 'missing' as const, section: -1 };
          const r = el.getBoundingClientRect();
          const rect = { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
          found.push({ el, rect });
          const section = api.sectionIndexForElement(el, rect, explained.sections);
          return { selector, truth: label, predicted: section < 0 ? ('none' as const) : explained.sections[section]!.label, section };
        });
        const segmentation = api.segmentationInputFor(found.map((f) => ({ element: f.el, rect: f.rect })), explained.sections);
        return { results, blocks: explained.blocks as BlockEvidence[], segmentation };
      }, file.sections);
      return {
        page: name,
        author,
        corpus,
        segmentation: scorePageSegmentation(segmentation),
        blocks,
        labelled: results.map((r) => ({ selector: r.selector, truth: r.truth, section: r.section })),
        results: results.map(({ selector, truth, predicted }) => ({ selector, truth, predicted })),
      };
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}

/** Every labelled page, classified with the committed model, with the evidence of its blocks. */
export async function loadLabelledPages(pagesDir: string, labelsDir: string, authors?: Map<string, string>): Promise<PageResult[]> {
  return loadCorpora([{ pagesDir, labelsDir, authors }]);
}

export interface CorpusSource {
  pagesDir: string;
  labelsDir: string;
  authors?: Map<string, string>;
}

/** The name a corpus is reported under: its pages DIR's folder, or the folder above a folder named `pages`. */
export function corpusName(pagesDir: string): string {
  const base = basename(pagesDir);
  return base === 'pages' ? basename(dirname(pagesDir)) : base;
}

/** Every labelled page of several corpora (pages DIR + labels DIR pairs), in one browser. */
export async function loadCorpora(sources: readonly CorpusSource[]): Promise<PageResult[]> {
  const listed = sources.map((src) => {
    const files = loadLabelFiles(src.labelsDir, src.pagesDir);
    if (src.authors) {
      const unknown = files.filter((f) => !src.authors!.has(f.name)).map((f) => f.name);
      if (unknown.length > 0) throw new UsageError(`${join(src.pagesDir, 'MANIFEST.json')} names no repo for: ${unknown.join(', ')}`);
    }
    return { src, files, corpus: corpusName(src.pagesDir) };
  });
  const browser = await launchHeadless();
  const pages: PageResult[] = [];
  try {
    for (const { src, files, corpus } of listed) {
      for (const { name, file } of files) {
        pages.push(await loadPage(browser, join(src.pagesDir, name), name, src.authors?.get(name) ?? name, corpus, file));
      }
    }
  } finally {
    await browser.close();
  }
  return pages;
}
