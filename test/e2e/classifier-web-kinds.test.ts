import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import type { UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { withClassifiedPage } from '../../scripts/shared/classified-page';

// Pages as they are on the live web, in real Chromium with the classifier bundle: sections a script
// adds after load, a cookie wall over the page, content in an open shadow root and in an iframe.
declare const UpliftSections: UpliftSectionsGlobal;
const PAGES = join(import.meta.dirname, '..', 'pages');

let browser: Browser;
beforeAll(async () => {
  browser = await launchHeadless();
});
afterAll(async () => {
  await browser?.close();
});

const withPage = <T>(name: string, run: (page: import('playwright-core').Page) => Promise<T>): Promise<T> => withClassifiedPage(browser, join(PAGES, name), run);

describe('a framework-built page', () => {
  it('classifies under a cookie wall, and picks up a section a script renders late', async () => {
    const outcome = await withPage('react-app', (page) =>
      page.evaluate(
        () =>
          new Promise<{ atLoad: string[]; wallIsSection: boolean; later: string[] }>((resolve) => {
            const first = UpliftSections.classifyPage(document);
            const wall = document.querySelector('[aria-label="Cookie consent"]')!;
            const atLoad = first.map((s) => `${s.label}:${s.element.className}`);
            const wallIsSection = first.some((s) => s.element === wall || wall.contains(s.element));
            const controller = new AbortController();
            UpliftSections.observeSections(
              document,
              (sections) => {
                if (!document.querySelector('.css-f4q9z1')) return;
                controller.abort();
                resolve({ atLoad, wallIsSection, later: sections.map((s) => `${s.label}:${s.element.className}`) });
              },
              { signal: controller.signal, debounceMs: 50 },
            );
          }),
      ),
    );
    expect(outcome.wallIsSection).toBe(false);
    expect(outcome.atLoad).toContain('hero:css-h3r0x9');
    expect(outcome.atLoad.some((s) => s.endsWith('css-f4q9z1'))).toBe(false);
    expect(outcome.later).toContain('resources:css-f4q9z1');
    expect(outcome.later).toContain('trust:css-t3st1m');
  });
});

describe('a page with web components and embeds', () => {
  it('reads a section rendered in an open shadow root, and an iframe embed as the product shown', async () => {
    const outcome = await withPage('webflow-fr', (page) =>
      page.evaluate(() => {
        const sections = UpliftSections.classifyPage(document);
        const reviews = sections.find((s) => s.element.localName === 'avis-clients');
        const video = sections.find((s) => s.element.classList.contains('section-video'));
        return { reviews: reviews && { label: reviews.label, text: reviews.text, evidence: reviews.evidence }, video: video?.label };
      }),
    );
    expect(outcome.reviews?.label).toBe('trust');
    expect(outcome.reviews?.text).toMatch(/Ils en parlent mieux que nous/);
    expect(outcome.reviews?.evidence.join(' ')).toMatch(/quote/);
    expect(outcome.video).toBe('product_demo');
  });
});
