import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASES, TABLES } from '../../lib/i18n/all-locales';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { playwrightPage } from '../helpers/driven-page';
import { seriousAxeViolations } from './fixtures/axe';
import { READY, sectionAnswers } from '../helpers/panel-checks';
import { startService } from '../helpers/service';
import { FIXTURES_DIR, startExtension, TEST_PAGES_DIR, type ExtensionHarness } from './fixtures/harness';

/**
 * The same landing page in English and in German (test/e2e/fixtures/i18n/saas-landing-de.html, the
 * saas-landing page written in German, same structure, styles and pictures), and the panel in the
 * browser's language. Headless Chromium takes its UI language from --lang (LANGUAGE and LANG are
 * ignored there), which getMessage follows.
 */
let service: Awaited<ReturnType<typeof startService>>;
let ext: ExtensionHarness;
let english: StaticServer;
let german: StaticServer;
const germanDir = mkdtempSync(join(tmpdir(), 'uplift-lens-de-page-'));

beforeAll(async () => {
  cpSync(join(TEST_PAGES_DIR, 'saas-landing'), germanDir, { recursive: true });
  writeFileSync(join(germanDir, 'index.html'), readFileSync(join(FIXTURES_DIR, 'i18n/saas-landing-de.html')));
  rmSync(join(germanDir, 'labels.json'));
  [service, ext, english, german] = await Promise.all([startService(), startExtension(), serveDirectory(join(TEST_PAGES_DIR, 'saas-landing')), serveDirectory(germanDir)]);
  await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
});

afterAll(async () => {
  await Promise.allSettled([ext?.close(), service?.stop(), english?.close(), german?.close()]);
  rmSync(germanDir, { recursive: true, force: true });
});

async function audited(harness: ExtensionHarness, url: string): Promise<{ page: Page; panel: Page }> {
  const page = await harness.browser.context.newPage();
  await page.goto(url);
  const panel = await harness.openPanel(page);
  await panel.locator(READY).waitFor({ timeout: 60_000 });
  return { page, panel };
}

describe('a page in German', () => {
  it('gets the same sections and the same top three tests per section as the same page in English', async () => {
    const answers = [];
    for (const url of [english.url, german.url]) {
      const { page, panel } = await audited(ext, url);
      answers.push((await sectionAnswers(playwrightPage(panel))).map(([label, ids]) => [label, ids.slice(0, 3)]));
      await Promise.all([page.close(), panel.close()]);
    }
    const [en, de] = answers as [string, string[]][][];
    expect(en!.length).toBeGreaterThanOrEqual(6);
    expect(de!.map(([label]) => label)).toEqual(en!.map(([label]) => label));
    // The same three tests in the same order, section by section.
    expect(de).toEqual(en);
  });
});

/** Every word of ours a view shows: headings, buttons, labels, summaries, aria-labels and titles (not the records). */
const chromeTexts = () => {
  const ours = [...document.querySelectorAll('h1, h2, h3 button, h4, button, summary, dt, legend, label, [data-progress], .meta, .muted, .hint')].filter(
    (e) => !e.closest('article[data-test-id], [data-pattern], .findings li'),
  );
  const attrs = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) => ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''));
  return [...ours.map((e) => (e.firstChild?.nodeType === Node.TEXT_NODE ? e.firstChild.textContent : e.textContent) ?? ''), ...attrs].map((s) => s.trim()).filter(Boolean);
};

for (const locale of ['de', 'fr'] as const) {
  describe(`the panel and the options page in a browser set to ${locale}`, () => {
    let local: ExtensionHarness;
    let page: Page;
    let panel: Page;
    beforeAll(async () => {
      local = await startExtension({ args: [`--lang=${locale}`] });
      await local.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
      ({ page, panel } = await audited(local, locale === 'de' ? german.url : english.url));
    });
    afterAll(async () => {
      await local?.close();
    });

    it('speak the browser language, with numbers as it writes them and no English of ours left', async () => {
      const table = TABLES[locale];
      expect(await panel.evaluate(() => document.documentElement.lang)).toBe(locale);
      await expect(panel.locator('#summary-h').textContent()).resolves.toBe(table.summary!.message);
      await expect(panel.locator('[data-progress]').textContent()).resolves.toMatch(locale === 'de' ? /^Audit fertig: \d+ Abschnitte\.$/ : /^Audit terminé\u00a0: \d+ sections\.$/);
      // Percentages with a space before the sign, as both languages write them.
      await expect(panel.locator('section[data-section="hero"] .card-head .meta').textContent()).resolves.toMatch(/\d+\s%$/);
      // No English message (where the language differs) is left anywhere in the panel's own words.
      const english = new Set(Object.entries(TABLES.en).filter(([k, v]) => v!.message !== table[k]?.message && /[a-z]{3}/.test(v!.message)).map(([, v]) => v!.message));
      const leftovers = (await panel.evaluate(chromeTexts)).filter((s) => english.has(s));
      expect(leftovers).toEqual([]);
      // The classifier's reasons and the facts' values in the language too (lib/i18n/phrases).
      const hero = panel.locator('section[data-section="hero"]');
      await expect(hero.locator('p.evidence.muted').textContent()).resolves.toContain(PHRASES[locale].reasons['h1 headline']);
      await expect(hero.locator('ul.facts [data-fact="headline"]').textContent()).resolves.toContain(PHRASES[locale].values['no numbers']);
      // The section chips and cards name sections in the language.
      await expect(panel.locator('section[data-section="hero"] button.locate').textContent()).resolves.toContain(table.label_hero!.message);

      const options = await local.browser.context.newPage();
      await options.goto(local.extensionUrl('options.html'));
      // The page's script names it once its language's words have loaded, which can be after the load event
      // (a module's top-level await): wait for that (a fall-back to English fails the checks below), then read it.
      await options.waitForFunction((l) => document.documentElement.lang === l, locale, { timeout: 30_000 }).catch(() => {});
      await expect(options.locator('h1').textContent()).resolves.toBe(table.optionsTitle!.message);
      await expect(options.getByRole('button', { name: table.save!.message }).count()).resolves.toBe(1);
      expect(await options.title()).toBe(table.optionsTitle!.message);
      await options.close();
    });

    it('has no serious or critical axe violations, in light and dark themes', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await panel.emulateMedia({ colorScheme });
        expect(await seriousAxeViolations(panel), colorScheme).toEqual([]);
      }
      await page.close();
    });
  });
}
