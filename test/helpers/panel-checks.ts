import { expect } from 'vitest';
import type { AbTest } from '../../lib/knowledge/schemas';
import type { DrivenPage } from './driven-page';

/**
 * The e2e assertions Chromium (Playwright) and Firefox (Puppeteer) share: each takes the panel
 * page (`sidepanel.html?tabId=N`, already `ready`) and, where it needs it, the audited page.
 */

export const READY = 'main[data-audit-state="ready"]';

/** The sections in reading order with label, confidence and evidence, and the service named. */
export async function expectSectionsListed(panel: DrivenPage, serviceLabel: string): Promise<void> {
  const shown = await panel.evaluate(() => {
    const hero = document.querySelector('section[data-section="hero"]');
    return {
      labels: [...document.querySelectorAll('section[data-section]')].map((e) => e.getAttribute('data-section')),
      meta: hero?.querySelector('.meta')?.textContent ?? null,
      evidence: hero?.querySelector('.evidence')?.textContent ?? null,
      service: document.querySelector('[data-service]')?.textContent ?? null,
    };
  }, null);
  expect(shown.labels.length).toBeGreaterThanOrEqual(4);
  expect(shown.labels).toContain('hero');
  expect(shown.labels[0]).toBe('global'); // the header comes first
  expect(shown.meta).toMatch(/confidence \d+%/);
  expect(shown.evidence).toMatch(/Why: .+/);
  expect(shown.service).toBe(serviceLabel);
}

/** Each winning test shown carries the catalogue record's own data (up to the first six). */
export async function expectRecordsShown(panel: DrivenPage, record: (id: string) => Promise<AbTest>): Promise<void> {
  const articles = await panel.evaluate(
    () =>
      [...document.querySelectorAll('section[data-section] article[data-test-id]')].map((a) => ({
        id: a.getAttribute('data-test-id')!,
        title: a.querySelector('h5')?.textContent ?? '',
        text: a.textContent ?? '',
      })),
    null,
  );
  expect(articles.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const article of articles) {
    if (seen.has(article.id)) continue; // the first card of an id, as a locator's .first() picks
    seen.add(article.id);
    if (seen.size > 6) break;
    const test = await record(article.id);
    expect(test.result).toBe('winner');
    expect(article.title).toContain(test.title);
    if (test.actionable_rule) expect(article.text).toContain(test.actionable_rule);
  }
}

/** Per section of the panel, in reading order: its label and the ids of the tests shown. */
export function sectionAnswers(panel: DrivenPage): Promise<[string, string[]][]> {
  return panel.evaluate(
    () =>
      [...document.querySelectorAll('section[data-section]')].map((s): [string, string[]] => [
        s.getAttribute('data-section')!,
        [...s.querySelectorAll('article[data-test-id]')].map((a) => a.getAttribute('data-test-id')!),
      ]),
    null,
  );
}

const pageFootprint = () => ({ nodes: document.body.querySelectorAll('*').length, sheets: document.styleSheets.length });

/**
 * Clicking the last section (the footer) highlights it on the page and scrolls to it; hovering the
 * hero outlines it; the page's own styles do not reach the overlay, which adds nothing to the body.
 */
export async function expectHighlightOnClick(page: DrivenPage, panel: DrivenPage): Promise<void> {
  const before = await page.evaluate(pageFootprint, null);
  const last = await panel.evaluate(() => [...document.querySelectorAll('section[data-section]')].pop()?.getAttribute('data-index') ?? null, null);
  expect(last).not.toBeNull();
  await panel.click(`section[data-section][data-index="${last}"] button.locate`);
  await page.waitFor('[data-uplift-lens]');
  await expect.poll(() => page.evaluate(() => !!document.querySelector('[data-uplift-lens]')?.shadowRoot?.querySelector('.box[data-mode="select"]'), null)).toBe(true);
  await page.bringToFront();
  // The box sits over the page's last section (the footer), which was scrolled into view.
  const [boxRect, footerRect] = await page.evaluate(() => {
    const host = document.querySelector('[data-uplift-lens]')!;
    const box = host.shadowRoot!.querySelector('.box[data-mode="select"]')!.getBoundingClientRect();
    const footer = [...document.querySelectorAll('footer')].pop()!.getBoundingClientRect();
    return [box.toJSON(), footer.toJSON()] as { y: number; height: number; width: number }[];
  }, null);
  expect(Math.abs(boxRect!.y - footerRect!.y)).toBeLessThan(1);
  expect(Math.abs(boxRect!.height - footerRect!.height)).toBeLessThan(1);
  await expect.poll(() => page.evaluate(() => window.scrollY, null), { timeout: 5_000 }).toBeGreaterThan(0);

  await panel.bringToFront();
  await panel.hover('section[data-section="hero"] button.locate');
  await expect.poll(() => page.evaluate(() => !!document.querySelector('[data-uplift-lens]')?.shadowRoot?.querySelector('.box[data-mode="hover"]'), null)).toBe(true);
  // The page's own stylesheet does not reach into the overlay.
  const outline = await page.evaluate(() => {
    const box = document.querySelector('[data-uplift-lens]')!.shadowRoot!.querySelector('.box[data-mode="select"]')!;
    return getComputedStyle(box).outlineStyle;
  }, null);
  expect(outline).toBe('solid');
  // The overlay added no node to the page's body and no stylesheet to the document.
  expect(await page.evaluate(pageFootprint, null)).toEqual(before);
}

/** The hostile fixture page audited against the hostile service: its texts and the records' stay text. */
export async function expectHostileAsText(page: DrivenPage, panel: DrivenPage): Promise<void> {
  const shown = await panel.evaluate(
    () => ({
      hero: document.querySelector('section[data-section="hero"]')?.textContent ?? '',
      firstTitle: document.querySelector('section[data-section] article[data-test-id] h5')?.textContent ?? '',
      markup: document.querySelectorAll('main img, main script, main b').length,
      pwned: 'pwnedByRecord' in window || 'pwnedByPage' in window,
    }),
    null,
  );
  expect(shown.hero).toContain('<img src=x onerror=');
  expect(shown.firstTitle).toContain('<script>window.pwnedByRecord=1</script>');
  // Nothing from the page or the records became markup in the panel, and nothing ran.
  expect(shown.markup).toBe(0);
  expect(await panel.title()).toBe('Uplift Lens');
  expect(shown.pwned).toBe(false);
  expect(await page.title()).toBe('<script>alert(1)</script> Hostile & tidy');
}
