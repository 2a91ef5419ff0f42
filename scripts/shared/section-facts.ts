import type { Browser } from 'playwright-core';
import type { SectionFact } from '../../lib/facts/types';
import type { UpliftSectionsGlobal } from './classifier-bundle';
import { withClassifiedPage } from './classified-page';

/**
 * The facts of the section holding each selector's element (null where no element matches or no section holds it), as the audit
 * reads them: `file` of `dir` served at the root of its own origin, in real Chromium with the classifier bundle (eval:facts and the facts e2e tests).
 */
export async function sectionFactsAt(browser: Browser, dir: string, selectors: string[], file = ''): Promise<Array<SectionFact[] | null>> {
  return withClassifiedPage(
    browser,
    dir,
    (tab) =>
      tab.evaluate((sels) => {
        const api = (globalThis as unknown as { UpliftSections: UpliftSectionsGlobal }).UpliftSections;
        const classified = api.classifyPage(document);
        const summaries = api.summarizeSections(classified);
        return sels.map((sel) => {
          const el = document.querySelector(sel);
          if (!el) return null;
          const r = el.getBoundingClientRect();
          const i = api.sectionIndexForElement(el, { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }, classified);
          return i < 0 ? null : summaries[i]!.facts;
        });
      }, selectors),
    file,
  );
}
