import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';

const SECTIONS_DIR = fileURLToPath(new URL('../../lib/sections/', import.meta.url));

let cached: Promise<string> | undefined;

/**
 * `lib/sections` (its summaries with `lib/facts`) as one IIFE script that sets `globalThis.UpliftSections = { classifyPage,
 * summarizeSections, observeSections, SectionTracker, labelForElement, explainPage, sectionIndexForElement, segmentationInputFor }`, for `page.addInitScript`
 * or `page.addScriptTag({ content })`. Built once per process.
 */
export function classifierBundle(): Promise<string> {
  cached ??= build({
    stdin: {
      contents: `import { classifyPage, summarizeSections as summarize, observeSections, SectionTracker } from './index';
import { explainPage } from './classify';
import { labelForElement, sectionIndexForElement, segmentationInputFor } from './evaluation';
import { gatherFacts } from '../facts/gather';
const summarizeSections = (sections) => summarize(sections, gatherFacts);
globalThis.UpliftSections = { classifyPage, summarizeSections, observeSections, SectionTracker, labelForElement, explainPage, sectionIndexForElement, segmentationInputFor };`,
      resolveDir: SECTIONS_DIR,
      sourcefile: 'classifier-bundle-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0];
    if (!file) throw new Error('esbuild produced no classifier bundle');
    return file.text;
  });
  return cached;
}

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * Opens `url` in a fresh context of `browser` with the classifier injected. Requests that leave
 * 127.0.0.1 are aborted, so pages whose stylesheets live on a CDN load fast and render unstyled.
 */
export async function openWithClassifier(browser: Browser, url: string, viewport = DEFAULT_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.route(
    (u) => u.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.addInitScript({ content: await classifierBundle() });
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  return page;
}

/** What the bundle puts on `globalThis`, for typing `page.evaluate` callbacks. */
export interface UpliftSectionsGlobal {
  classifyPage: typeof import('../../lib/sections/index').classifyPage;
  summarizeSections: typeof import('../../lib/sections/index').summarizeSections;
  observeSections: typeof import('../../lib/sections/index').observeSections;
  SectionTracker: typeof import('../../lib/sections/index').SectionTracker;
  labelForElement: typeof import('../../lib/sections/evaluation').labelForElement;
  explainPage: typeof import('../../lib/sections/classify').explainPage;
  sectionIndexForElement: typeof import('../../lib/sections/evaluation').sectionIndexForElement;
  segmentationInputFor: typeof import('../../lib/sections/evaluation').segmentationInputFor;
}
