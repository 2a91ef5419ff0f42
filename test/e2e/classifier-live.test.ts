import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchHeadless } from '../../scripts/shared/chromium';
import { openWithClassifier, type UpliftSectionsGlobal } from '../../scripts/shared/classifier-bundle';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';

// What the content script relies on, in real Chromium on the SaaS test page: the classifier leaves the
// page as found, its summaries re-find their elements, observeSections follows edits and stops on abort,
// and what is not shown on load (overlays, modals, off-canvas drawers) is not a section.
type Api = UpliftSectionsGlobal;
declare const UpliftSections: Api;

let browser: Browser;
let server: StaticServer;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchHeadless(), serveDirectory(join(import.meta.dirname, '..', 'pages', 'saas-landing'))]);
});
afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
});
beforeEach(async () => {
  page = await openWithClassifier(browser, server.url);
});
afterEach(async () => {
  await page.context().close();
});

describe('classifyPage on a live page', () => {
  it('leaves the page exactly as it found it and writes nothing while measuring', async () => {
    const outcome = await page.evaluate(() => {
      const before = document.documentElement.outerHTML;
      const observer = new MutationObserver(() => {});
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const sections = UpliftSections.classifyPage(document);
      UpliftSections.summarizeSections(sections);
      const records = observer.takeRecords().length;
      observer.disconnect();
      return { records, unchanged: document.documentElement.outerHTML === before, count: sections.length };
    });
    expect(outcome).toEqual({ records: 0, unchanged: true, count: 13 });
  });

  it('summaries are JSON-safe and each selector re-finds its element uniquely', async () => {
    const outcome = await page.evaluate(() => {
      const sections = UpliftSections.classifyPage(document, { maxTextLength: 80 });
      const summaries = UpliftSections.summarizeSections(sections);
      return {
        roundTrips: JSON.stringify(JSON.parse(JSON.stringify(summaries))) === JSON.stringify(summaries),
        refound: summaries.every((s, i) => {
          const found = document.querySelectorAll(s.selector);
          return found.length === 1 && found[0] === sections[i]!.element;
        }),
        indexes: summaries.map((s) => s.index),
        longestText: Math.max(...summaries.map((s) => s.text.length)),
      };
    });
    expect(outcome.roundTrips).toBe(true);
    expect(outcome.refound).toBe(true);
    expect(outcome.indexes).toEqual([...outcome.indexes.keys()]);
    expect(outcome.longestText).toBeLessThanOrEqual(80);
  });

  it('leaves out a preloader overlay, a hidden modal and an off-canvas drawer', async () => {
    const outcome = await page.evaluate(() => {
      const add = (tag: string, style: string, text: string) => {
        const el = document.createElement(tag);
        el.setAttribute('style', style);
        el.className = 'injected';
        const heading = document.createElement('h2');
        heading.textContent = text;
        el.append(heading);
        document.body.append(el);
      };
      add('div', 'position:fixed;inset:0;background:#fff;z-index:99', 'Loading…');
      add('div', 'display:none', 'Sign up for our newsletter');
      add('nav', 'position:fixed;top:0;left:0;width:300px;height:100vh;transform:translateX(-100%)', 'Menu');
      const sections = UpliftSections.classifyPage(document);
      return {
        injected: sections.filter((s) => s.element.closest('.injected') || s.element.querySelector('.injected')).length,
        labels: sections.map((s) => s.label),
      };
    });
    expect(outcome.injected).toBe(0);
    expect(outcome.labels.slice(0, 3)).toEqual(['global', 'global', 'hero']);
  });

  it('keeps a nav that shares a wrapper with the hero global', async () => {
    await page.setContent(`<!doctype html><body style="margin:0;font:16px sans-serif">
      <div class="top" style="background:#eef">
        <nav style="display:flex;gap:20px;padding:20px"><a href="/">Brand</a><a href="/a">Product</a><a href="/b">Pricing</a><a href="/c">Docs</a></nav>
        <div style="height:560px;padding:60px"><h1>One promise, said plainly</h1><p>A subheadline.</p><a href="/signup">Start free trial</a></div>
      </div>
      <section style="height:600px"><h2>Why teams choose it</h2><p>Because it is fast and simple and kind to budgets.</p></section>
    </body>`);
    const labels = await page.evaluate(() => UpliftSections.classifyPage(document).map((s) => `${s.element.tagName.toLowerCase()}:${s.label}`));
    expect(labels).toEqual(['nav:global', 'div:hero', 'section:differentiation']);
  });
});

describe('observeSections', () => {
  it('re-classifies once after a burst of edits, sees a new section, and stops when aborted', async () => {
    const outcome = await page.evaluate(
      () =>
        new Promise<{ calls: string[][]; afterAbort: number; initialTrust: number }>((resolve) => {
          const initialTrust = UpliftSections.classifyPage(document).filter((s) => s.label === 'trust').length;
          const calls: string[][] = [];
          const controller = new AbortController();
          UpliftSections.observeSections(document, (sections) => calls.push(sections.map((s) => s.label)), {
            signal: controller.signal,
            debounceMs: 40,
          });
          // A burst: a CMS inserts a testimonials block and edits it three times in a row.
          const block = document.createElement('section');
          const title = document.createElement('h2');
          title.textContent = 'What customers say';
          block.append(title);
          document.querySelector('#pricing')!.before(block);
          for (const [quote, name] of [['“It paid for itself in a month.”', 'Ana Silva'], ['“Support answers within minutes.”', 'Tom Berg']]) {
            const q = document.createElement('blockquote');
            q.textContent = quote!;
            const cite = document.createElement('cite');
            cite.textContent = name!;
            block.append(q, cite);
          }
          title.textContent = 'What our customers say';
          setTimeout(() => {
            const before = calls.length;
            controller.abort();
            document.querySelector('#faq h2')!.textContent = 'Questions, answered';
            document.querySelector('#faq')!.remove();
            setTimeout(() => resolve({ calls: calls.slice(0, before), afterAbort: calls.length - before, initialTrust }), 150);
          }, 250);
        }),
    );
    expect(outcome.calls).toHaveLength(1);
    expect(outcome.calls[0]!.filter((l) => l === 'trust')).toHaveLength(outcome.initialTrust + 1);
    expect(outcome.afterAbort).toBe(0);
  });

  it('returns the classification it starts from, the same as classifyPage, and nothing once aborted', async () => {
    const outcome = await page.evaluate(() => {
      const labelsOf = (sections: { label: string; element: Element }[]) => sections.map((s) => `${s.label}@${UpliftSections.summarizeSections([s as never])[0]!.selector}`);
      const controller = new AbortController();
      const baseline = UpliftSections.observeSections(document, () => undefined, { signal: controller.signal });
      controller.abort();
      const aborted = new AbortController();
      aborted.abort();
      return {
        baseline: labelsOf(baseline),
        direct: labelsOf(UpliftSections.classifyPage(document)),
        afterAbort: UpliftSections.observeSections(document, () => undefined, { signal: aborted.signal }).length,
      };
    });
    expect(outcome.baseline.length).toBeGreaterThan(3);
    expect(outcome.baseline).toEqual(outcome.direct);
    expect(outcome.afterAbort).toBe(0);
  });

  it('ignores changes made by the extension overlay (data-uplift-lens)', async () => {
    const calls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let calls = 0;
          const controller = new AbortController();
          UpliftSections.observeSections(document, () => calls++, { signal: controller.signal, debounceMs: 20 });
          const overlay = document.createElement('div');
          overlay.setAttribute('data-uplift-lens', 'highlight');
          overlay.textContent = 'hero';
          document.body.append(overlay);
          overlay.style.top = '40px';
          setTimeout(() => {
            controller.abort();
            resolve(calls);
          }, 150);
        }),
    );
    expect(calls).toBe(0);
  });
});

describe('SectionTracker', () => {
  it('after an edit inside one block, re-reads that block and keeps the segmentation', async () => {
    const outcome = await page.evaluate(() => {
      const tracker = new UpliftSections.SectionTracker(document);
      const first = tracker.classify();
      const observer = new MutationObserver(() => {});
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
      document.querySelector('#pricing h2')!.textContent = 'Plans and prices';
      tracker.invalidate(observer.takeRecords());
      const second = tracker.classify();
      observer.disconnect();
      return {
        sameBlocks: first.length === second.length && first.every((s, i) => s.element === second[i]!.element),
        pricingText: second.find((s) => s.element.id === 'pricing')!.text.split('\n')[0],
        otherTextsKept: first.every((s, i) => s.element.id === 'pricing' || s.text === second[i]!.text),
      };
    });
    expect(outcome).toEqual({ sameBlocks: true, pricingText: 'Plans and prices', otherTextsKept: true });
  });
});
