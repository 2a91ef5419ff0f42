import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAudit, parseAuditInput } from '../../lib/audit';
import { DEFICIT_CHECKS } from '../../lib/audit/deficits';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { playwrightPage } from '../helpers/driven-page';
import { seriousAxeViolations } from './fixtures/axe';
import { startFaultyService, type FaultyService } from '../helpers/faulty-service';
import { expectHighlightOnClick, expectHostileAsText, expectRecordsShown, expectSectionsListed } from '../helpers/panel-checks';
import { startService } from '../helpers/service';
import { FIXTURES_DIR, startExtension, TEST_PAGES_DIR, type ExtensionHarness } from './fixtures/harness';
import { serviceApi } from './fixtures/service-api';

declare const chrome: { runtime: { sendMessage(message: object): Promise<unknown> } };

// One browser, one service and one origin per kind of page for the whole file.
let service: Awaited<ReturnType<typeof startService>>;
let api: ReturnType<typeof serviceApi>;
let ext: ExtensionHarness;
let landing: StaticServer;
let fixtures: StaticServer;

beforeAll(async () => {
  [service, ext, landing, fixtures] = await Promise.all([
    startService(),
    startExtension(),
    serveDirectory(join(TEST_PAGES_DIR, 'saas-landing')),
    serveDirectory(FIXTURES_DIR),
  ]);
  api = serviceApi(service.baseUrl, service.anonKey);
  await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
});

afterAll(async () => {
  await Promise.allSettled([ext?.close(), service?.stop(), landing?.close(), fixtures?.close()]);
});

async function openAudited(url: string): Promise<{ page: Page; panel: Page }> {
  const page = await ext.browser.context.newPage();
  await page.goto(url);
  const panel = await ext.openPanel(page);
  await panel.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
  return { page, panel };
}

describe('the side panel audits the page of its tab', () => {
  let page: Page;
  let panel: Page;
  beforeAll(async () => {
    ({ page, panel } = await openAudited(landing.url));
  });

  it('lists the sections in reading order with label, confidence and evidence', async () => {
    await expectSectionsListed(playwrightPage(panel), service.baseUrl);
  });

  it('shows each winning test with the catalogue record’s own data', async () => {
    await expectRecordsShown(playwrightPage(panel), api.test);
  });

  it('shows the patterns of each section’s label, as the service aggregates them', async () => {
    const patterns = await api.patterns();
    const hero = panel.locator('section[data-section="hero"]').first();
    const shown = await hero.locator('[data-pattern]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pattern')!));
    const heroPrinciples = patterns.filter((p) => p.website_section === 'hero').map((p) => p.psychological_principle);
    expect(shown.length).toBe(Math.min(3, heroPrinciples.length));
    for (const principle of shown) expect(heroPrinciples).toContain(principle);
  });

  it('marks answers from the demo catalogue', async () => {
    await expect(panel.locator('[data-demo-marker]').textContent()).resolves.toMatch(/Demo data/);
  });

  it('lists findings with the evidence behind each', async () => {
    const findings = await panel.locator('[data-finding]').allTextContents();
    for (const f of findings) expect(f).toMatch(/\(\d+ (?:winning tests?|tests? behind it)\)/);
    const top = await panel.locator('[data-opportunity]').count();
    expect(top).toBeLessThanOrEqual(5);
    // Top opportunities are the findings that name a fact of this page (a deficit), each deficit once
    // (ids are fact:<section>:<deficit>), whose fix won in at least half of at least 3 tests; a missing
    // block is a finding only.
    const rows = await panel.locator('[data-finding]').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-finding')!, text: e.textContent ?? '' })));
    const backed = (text: string, minTests: number) => {
      const rated = /won in (\d+)% of (\d+) tests?/.exec(text);
      if (rated) return Number(rated[1]) >= 50 && Number(rated[2]) >= minTests;
      const counted = /won in (\d+) tests?/.exec(text);
      return !!counted && Number(counted[1]) >= minTests;
    };
    // The gaps a specialist names first lead on fewer tests too (lib/audit/deficits.ts `leads`).
    const leading = new Set(DEFICIT_CHECKS.filter((c) => c.leads).map((c) => c.id as string));
    const deficitOf = (id: string) => id.split(':').slice(2).join(':');
    const deficits = new Set(rows.filter((r) => r.id.startsWith('fact:') && backed(r.text, leading.has(deficitOf(r.id)) ? 1 : 3)).map((r) => deficitOf(r.id)));
    const hygiene = rows.filter((r) => r.id.startsWith('hygiene:')).length;
    expect(top).toBe(Math.min(5, deficits.size + hygiene));
  });

  it('highlights a section on click, outlines it on hover, and leaves no trace when the panel closes', async () => {
    await expectHighlightOnClick(playwrightPage(page), playwrightPage(panel));

    await panel.close();
    await page.locator('[data-uplift-lens]').waitFor({ state: 'detached' });
    panel = await ext.openPanel(page);
    await panel.locator('main[data-audit-state="ready"]').waitFor();
  });

  it('searches by keyword with filters, and by meaning', async () => {
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel.getByLabel('Words to search for').fill('headline');
    const search = panel.locator('[data-view="search"]');
    await search.getByLabel('Section').selectOption('hero');
    await panel.getByRole('button', { name: 'Search', exact: true }).last().click();
    const results = panel.locator('[data-view="search"] article[data-test-id]');
    await results.first().waitFor();
    for (const id of await results.evaluateAll((els) => els.map((e) => e.getAttribute('data-test-id')!))) {
      expect((await api.test(id)).website_section).toBe('hero');
    }

    await panel.getByLabel('By meaning').check();
    await search.getByLabel('Section').selectOption('');
    await panel.getByLabel('Words to search for').fill('customers trust reviews from other buyers');
    await panel.getByRole('button', { name: 'Search', exact: true }).last().click();
    await panel.locator('[data-view="search"] .meta', { hasText: 'similarity' }).first().waitFor();
  });

  it('browses the table by section and result, highest uplift first', async () => {
    await panel.getByRole('button', { name: 'Browse' }).click();
    await panel.locator('[data-view="browse"]').getByLabel('Section').selectOption('trust');
    await panel.locator('[data-view="browse"] [role="status"]', { hasText: 'highest uplift first' }).waitFor();
    const expected = await api.browse('website_section=eq.trust&result=eq.winner&order=uplift_percent.desc.nullslast&limit=50');
    await expect
      .poll(() => panel.locator('[data-view="browse"] article[data-test-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-test-id'))))
      .toEqual(expected.map((t) => t.id));
  });

  it('opens the detail of one test: control vs variation, sample, device, grade', async () => {
    const first = panel.locator('[data-view="browse"] article[data-test-id]').first();
    const id = (await first.getAttribute('data-test-id'))!;
    await first.getByRole('button', { name: /Details/ }).click();
    const detail = panel.locator('[data-view="detail"]');
    await detail.locator(`article[data-test-id="${id}"]`).waitFor();
    const record = await api.test(id);
    const text = (await detail.textContent())!;
    expect(text).toContain(record.title);
    if (record.control_description) expect(text).toContain(record.control_description);
    if (record.variation_description) expect(text).toContain(record.variation_description);
    await expect(detail.locator('[data-field="device"]').textContent()).resolves.toBe(record.device ?? 'not reported');
    await expect(detail.locator('[data-field="quality_grade"]').textContent()).resolves.toBe(record.quality_grade ?? 'not graded');
    await detail.getByRole('button', { name: /Back/ }).click();
    await panel.getByRole('button', { name: 'Audit' }).click();
  });

  it('exports JSON that rebuilds the audit, and Markdown to the clipboard', async () => {
    const [download] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('button', { name: 'Download JSON' }).click()]);
    const saved = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    const rebuilt = buildAudit(parseAuditInput(saved));
    const shownLabels = await panel.locator('section[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
    expect(rebuilt.sections.map((s) => s.section.label)).toEqual(shownLabels);
    expect(rebuilt.findings?.map((f) => f.id)).toEqual(saved.findings.map((f: { id: string }) => f.id));
    // The sign-up form of the landing page was read as a design fact, on the page, by the injected gatherers.
    expect(rebuilt.sections.flatMap((s) => s.section.facts.map((f) => f.kind))).toContain('form');

    await ext.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy Markdown report' }).click();
    await panel.getByText('Markdown report copied').waitFor();
    const markdown = await panel.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Uplift Lens audit: /);
    expect(markdown).toContain('### 1. global');
  });
});

describe('following the page', () => {
  it('re-audits a page edited after load, once the edits settle', async () => {
    const { page, panel } = await openAudited(`${fixtures.url}editable/`);
    expect(await panel.locator('section[data-section="trust"]').count()).toBe(0);
    // The catalogue's strong trust patterns make the missing block a finding, with its evidence.
    await expect(panel.locator('[data-finding="missing_section:trust"]').textContent()).resolves.toMatch(/No trust block.*\(\d+ winning tests\)/);
    await page.evaluate(() => {
      const block = document.createElement('section');
      block.className = 'testimonials';
      block.innerHTML = `<h2>Loved by 4,000 teams</h2>
        <blockquote>“Acme doubled our sign-ups in a month.” <cite>— Jane Roe, Head of Growth at Globex</cite></blockquote>
        <blockquote>“The best landing page tool we have used.” <cite>— John Doe, CMO at Initech</cite></blockquote>
        <p>★★★★★ 4.9 out of 5 from 1,200 reviews</p>`;
      block.style.cssText = 'padding: 48px 24px; min-height: 300px';
      document.querySelector('main')!.append(block);
    });
    await panel.locator('section[data-section="trust"]').waitFor({ timeout: 15_000 });
    await panel.locator('main[data-audit-state="ready"]').waitFor();
    await expect.poll(() => panel.locator('[data-finding="missing_section:trust"]').count()).toBe(0);
    // Its design is read on the page too (the fact gatherers, injected for the first audit, stay for re-audits).
    await expect(panel.locator('section[data-section="trust"] [data-fact="testimonials"]').textContent()).resolves.toMatch(/2 quotes, with names.*star rating/);
    // The new section got its own search: no placeholder left.
    expect(await panel.locator('section[data-section="trust"] .placeholder').count()).toBe(0);
    await page.close();
    await panel.close();
  });

  it('a panel reopened on a page reads it afresh after an edit or a resize, even at once', async () => {
    const { page, panel } = await openAudited(`${fixtures.url}editable/`);
    const labels = (p: Page) => p.locator('section[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
    const reopen = async () => {
      const again = await ext.openPanel(page);
      await again.locator('main[data-audit-state="ready"]').waitFor({ timeout: 30_000 });
      return again;
    };
    const read = async (p: Page) => {
      const tabId = await ext.tabIdOf(page);
      const reply = (await p.evaluate((id) => chrome.runtime.sendMessage({ channel: 'uplift-lens', type: 'page:sections', tabId: id }), tabId)) as { data: { url: string; sections: { text: string; rect: { width: number } }[] } };
      return Object.assign(reply.data.sections, { url: reply.data.url });
    };
    const before = await labels(panel);
    await panel.close();
    // Unchanged: what the first read said.
    let again = await reopen();
    expect(await labels(again)).toEqual(before);
    // Edited without moving anything (the page's size stays), and read again at once, before the edit
    // observer's quiet time has passed: the new words are read.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => {
      document.querySelector('h1')!.textContent = 'Ship landing pages that sell';
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect((await read(again)).map((s) => s.text).join(' ')).toContain('Ship landing pages that sell');
    // Grown by a block, and the panel reopened at once: the new block is read and labelled.
    await page.evaluate(() => {
      const block = document.createElement('section');
      block.innerHTML = `<h2>Loved by 4,000 teams</h2>
        <blockquote>“Acme doubled our sign-ups in a month.” <cite>— Jane Roe, Head of Growth at Globex</cite></blockquote>
        <blockquote>“The best landing page tool we have used.” <cite>— John Doe, CMO at Initech</cite></blockquote>`;
      block.style.cssText = 'padding: 48px 24px; min-height: 300px';
      document.querySelector('main')!.append(block);
    });
    await again.close();
    again = await reopen();
    expect(await labels(again)).toContain('trust');
    // Resized: the sections' boxes are measured again at the new width.
    expect(Math.max(...(await read(again)).map((s) => s.rect.width))).toBeGreaterThan(700);
    await page.setViewportSize({ width: 600, height: 800 });
    expect(Math.max(...(await read(again)).map((s) => s.rect.width))).toBeLessThanOrEqual(600);
    // Another address with the same page (a fragment): the read says where it is.
    await page.evaluate(() => {
      location.hash = 'pricing';
    });
    expect((await read(again)).url).toMatch(/#pricing$/);
    await again.close();
    await page.close();
  });

  it('shows the audit of the new page when the tab navigates', async () => {
    const { page, panel } = await openAudited(`${fixtures.url}editable/`);
    await expect(panel.locator('.summary dd').first().textContent()).resolves.toContain('Editable landing');
    await page.goto(landing.url);
    await expect.poll(() => panel.locator('.summary dd').first().textContent(), { timeout: 20_000 }).not.toContain('Editable landing');
    await panel.locator('main[data-audit-state="ready"]').waitFor();
    await page.close();
    await panel.close();
  });
});

describe('the demo marker', () => {
  afterAll(async () => {
    await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
  });

  it('shows even when no winning test comes back, since the service itself is the demo catalogue', async () => {
    // A page with no telling design fact (a medium headline with a number) asks only its kind-and-heading question, and no similarity reaches 1:
    // every section's search comes back empty. (Fact questions use the catalogue's own words, so they can.)
    await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 1, maxResults: 3 });
    const { page, panel } = await openAudited(`${fixtures.url}plain/`);
    expect(await panel.locator('section[data-section]').count()).toBeGreaterThan(0);
    expect(await panel.locator('section[data-section] article[data-test-id]').count()).toBe(0);
    await expect(panel.locator('[data-demo-marker]').textContent()).resolves.toMatch(/Demo data/);
    await page.close();
    await panel.close();
  });
});

describe('untrusted text stays text', () => {
  let hostile: FaultyService;
  beforeAll(async () => {
    hostile = await startFaultyService(service.baseUrl);
    hostile.setMode('hostile');
    await ext.setSettings({ baseUrl: hostile.baseUrl, apiKey: service.anonKey, threshold: 0.05, maxResults: 3 });
  });
  afterAll(async () => {
    await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
    await hostile.close();
  });

  it('shows page texts and catalogue records containing HTML and script as plain text', async () => {
    const { page, panel } = await openAudited(`${fixtures.url}hostile/`);
    await expectHostileAsText(playwrightPage(page), playwrightPage(panel));
    await page.close();
    await panel.close();
  });
});

describe('permissions', () => {
  it('opens the side panel from the toolbar button', async () => {
    const [worker] = ext.browser.context.serviceWorkers();
    const behavior = await worker!.evaluate(() =>
      (globalThis as unknown as { chrome: { sidePanel: { getPanelBehavior(): Promise<{ openPanelOnActionClick?: boolean }> } } }).chrome.sidePanel.getPanelBehavior(),
    );
    expect(behavior.openPanelOnActionClick).toBe(true);
  });

  it('does not read a page of another origin until the user asks, and says how to allow it', async () => {
    // [::1] is loopback too, but not one of the local origins the build may read without a click.
    const html = readFileSync(join(FIXTURES_DIR, 'editable/index.html'));
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((ok) => other.listen(0, '::1', ok));
    const port = (other.address() as { port: number }).port;
    try {
      const page = await ext.browser.context.newPage();
      await page.goto(`http://[::1]:${port}/`);
      const panel = await ext.openPanel(page);
      await panel.locator('main[data-audit-state="error"]').waitFor();
      expect(await panel.locator('[data-error-kind]').getAttribute('data-error-kind')).toBe('no_access');
      await expect(panel.locator('[role="alert"]').textContent()).resolves.toMatch(/Click the Uplift Lens toolbar button.*automatic audits/);
      // Nothing of ours ran on the page.
      expect(await page.locator('[data-uplift-lens]').count()).toBe(0);
      expect(await panel.locator('section[data-section]').count()).toBe(0);
      await page.close();
      await panel.close();
    } finally {
      other.closeAllConnections();
      await new Promise((ok) => other.close(ok));
    }
  });
});

describe('options', () => {
  it('round-trips the settings and tests the connection', async () => {
    const options = await ext.browser.context.newPage();
    await options.goto(ext.extensionUrl('options.html'));
    await options.getByLabel('Service URL').fill(`${service.baseUrl}/`);
    await options.getByLabel('API key').fill(service.anonKey);
    await options.getByLabel(/Similarity threshold/).fill('0.35');
    await options.getByLabel('Winning tests per section').fill('4');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.locator('[data-save="ok"]').waitFor();
    await options.reload();
    await expect(options.getByLabel('Service URL').inputValue()).resolves.toBe(service.baseUrl);
    await expect(options.getByLabel(/Similarity threshold/).inputValue()).resolves.toBe('0.35');
    await expect(options.getByLabel('Winning tests per section').inputValue()).resolves.toBe('4');

    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.locator('[data-connection="ok"]').textContent()).resolves.toMatch(/Connected to .*: \d+ patterns/);

    await options.getByLabel('API key').fill('wrong-key-123');
    await options.getByRole('button', { name: 'Test connection' }).click();
    await expect(options.locator('[data-connection="error"]').textContent()).resolves.toMatch(/refused the API key/);

    await options.getByLabel('Service URL').fill('not a url');
    await options.getByRole('button', { name: 'Save' }).click();
    await expect(options.locator('[data-save="error"]').textContent()).resolves.toMatch(/Not saved: .*http/);
    await options.close();
    await ext.setSettings({ baseUrl: service.baseUrl, apiKey: service.anonKey, threshold: 0.1, maxResults: 3 });
  });
});

describe('accessibility', () => {
  it('the panel has no serious or critical axe violations, in light and dark themes', async () => {
    const { page, panel } = await openAudited(landing.url);
    for (const colorScheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme });
      expect(await seriousAxeViolations(panel), colorScheme).toEqual([]);
    }
    await page.close();
    await panel.close();
  });
});
