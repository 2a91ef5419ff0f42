import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import '../../lib/i18n/all-locales';
import { phraseTranslator } from '../../lib/i18n/phrases';
import { scorePageSegmentation, type SegmentationInput } from '../../lib/sections/evaluation';
import { SectionLabelSchema } from '../../lib/sections/labels';
import { launchHeadless } from '../../scripts/shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { serveDirectory } from '../../scripts/shared/static-server';
import { z } from 'zod';

// The project's own realistic pages, each at the root of its own origin, classified in real Chromium
// with the bundle the eval and the CLI use. Their labels follow ../shared/section-taxonomy.md.
const PAGES_DIR = join(import.meta.dirname, '..', 'pages');
const LabelsSchema = z.object({
  page: z.string(),
  sections: z.array(z.object({ selector: z.string(), label: SectionLabelSchema, note: z.string() })),
});
const pages = readdirSync(PAGES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({ name: d.name, labels: LabelsSchema.parse(JSON.parse(readFileSync(join(PAGES_DIR, d.name, 'labels.json'), 'utf8'))) }));

let browser: Browser;
beforeAll(async () => {
  browser = await launchHeadless();
});
afterAll(async () => {
  await browser?.close();
});

interface Outcome {
  segmentation: SegmentationInput;
  results: Array<{ selector: string; truth: string; predicted: string }>;
  sections: Array<{ label: string; confidence: number; evidence: string[]; text: string; y: number; inOrder: boolean }>;
  /** Every fact value the sections' summaries give. */
  values: string[];
}

async function classify(name: string, labels: z.infer<typeof LabelsSchema>): Promise<Outcome> {
  const server = await serveDirectory(join(PAGES_DIR, name));
  try {
    const page = await openWithClassifier(browser, server.url);
    try {
      return await page.evaluate((wanted) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        const sections = api.classifyPage(document);
        const found: Array<{ element: Element; rect: { x: number; y: number; width: number; height: number } }> = [];
        const results = wanted.map(({ selector, label }) => {
          const el = document.querySelector(selector);
          if (!el) return { selector, truth: label, predicted: 'missing' };
          const r = el.getBoundingClientRect();
          const rect = { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
          found.push({ element: el, rect });
          return { selector, truth: label, predicted: api.labelForElement(el, rect, sections) };
        });
        return {
          segmentation: api.segmentationInputFor(found, sections),
          results,
          sections: sections.map((s, i) => ({
            label: s.label,
            confidence: s.confidence,
            evidence: s.evidence,
            text: s.text,
            y: s.rect.y,
            // Reading order: each element comes after the previous one in the document.
            inOrder: i === 0 || (sections[i - 1]!.element.compareDocumentPosition(s.element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          })),
          values: api.summarizeSections(sections).flatMap((s) => s.facts.map((f) => f.value)),
        };
      }, labels.sections);
    } finally {
      await page.context().close();
    }
  } finally {
    await server.close();
  }
}

describe.each(pages)('test page $name', ({ name, labels }) => {
  let outcome: Outcome;
  beforeAll(async () => {
    outcome = await classify(name, labels);
  });

  it('gives every labelled block its label', () => {
    const wrong = outcome.results.filter((r) => r.predicted !== r.truth).map((r) => `${r.selector}: ${r.truth} → ${r.predicted}`);
    expect(wrong).toEqual([]);
  });

  it('finds every labelled block as a section of its own (DESIGN.md segmentation figures)', () => {
    const seg = scorePageSegmentation(outcome.segmentation);
    expect({ matched: seg.matched, merged: seg.merged }).toEqual({ matched: labels.sections.length, merged: 0 });
  });

  it('reads no section outside the labelled blocks (background art behind the page is no section)', () => {
    const { relation, sections } = outcome.segmentation;
    const stray = sections.map((r, j) => ({ j, r })).filter(({ j }) => relation.every((row) => row[j] === 'apart'));
    expect(stray.map(({ j, r }) => `${outcome.sections[j]?.label} at y=${Math.round(r.y)}`)).toEqual([]);
  });

  it('returns one hero and sections in reading order with evidence, confidence and search text', () => {
    expect(outcome.sections.filter((s) => s.label === 'hero')).toHaveLength(1);
    expect(outcome.sections.every((s) => s.inOrder)).toBe(true);
    for (const s of outcome.sections) {
      expect(s.evidence.length).toBeGreaterThan(0);
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
    expect(outcome.sections.find((s) => s.label === 'hero')!.text.length).toBeGreaterThan(10);
  });

  it('gives reasons and fact values that every language has words for (lib/i18n/phrases)', () => {
    const reasons = outcome.sections.flatMap((s) => s.evidence);
    expect(outcome.values.length).toBeGreaterThan(0);
    const left = LOCALES.map((locale) => ({ locale, untranslated: phraseTranslator(locale).untranslated(reasons, outcome.values) }));
    expect(left.filter((l) => l.untranslated.length)).toEqual([]);
  });
});
