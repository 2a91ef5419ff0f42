import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditToMarkdown, buildAudit, parseAuditInput } from '../../lib/audit';
import { sectionHits } from '../../lib/audit/collect';
import { createKnowledgeClient } from '../../lib/knowledge/client';
import { launchHeadless } from '../../scripts/shared/chromium';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { startService, type RunningService } from '../helpers/service';
import { E2E_FIXTURES, runAudit, TEST_PAGES } from './cli-helpers';

// One service, one browser (for opening the HTML reports) and one origin per page for the whole file.
let service: RunningService;
let browser: Browser;
let landing: StaticServer;
let tmp: string;
let svc: string[];

beforeAll(async () => {
  [service, browser, landing] = await Promise.all([startService(), launchHeadless(), serveDirectory(join(TEST_PAGES, 'saas-landing'))]);
  svc = ['--service', service.baseUrl, '--key', service.anonKey];
  tmp = mkdtempSync(join(tmpdir(), 'uplift-cli-'));
});

afterAll(async () => {
  await Promise.allSettled([service?.stop(), browser?.close(), landing?.close()]);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('one page', () => {
  let json: ReturnType<typeof parseAuditInput>;
  let stdout = '';

  beforeAll(async () => {
    const run = await runAudit([...svc, '--format', 'json', landing.url]);
    expect(run.code, run.stderr).toBe(0);
    stdout = run.stdout;
    json = parseAuditInput(JSON.parse(run.stdout));
  });

  it('json: the panel’s rebuildable export, with the sections of the page and the service’s own answers', async () => {
    expect(json.page.url).toBe(landing.url);
    expect(json.service.baseUrl).toBe(service.baseUrl);
    const labels = json.sections.map((s) => s.label);
    expect(labels).toContain('hero');
    expect(labels).toContain('trust');
    expect(json.sections.length).toBeGreaterThanOrEqual(5);
    expect(json.answers.patterns?.length).toBeGreaterThan(0);
    expect(Object.keys(json.answers.tests).sort()).toEqual(json.sections.map((s) => String(s.index)).sort());

    // Each section's hits are what the service answers for that section's own questions, merged.
    const client = createKnowledgeClient({ baseUrl: service.baseUrl, apiKey: service.anonKey });
    const direct = await Promise.all(json.sections.map((s) => sectionHits(client, s, json.settings)));
    json.sections.forEach((s, i) => expect(json.answers.tests[String(s.index)]?.map((h) => h.id)).toEqual(direct[i]!.map((h) => h.id)));
    expect(direct.flat().length).toBeGreaterThan(0);
    // Per section: its facts, and exactly the winning tests shown, in order, each with the facts it answers.
    const raw = JSON.parse(stdout) as { sections: Array<{ facts: unknown[]; tests: Array<{ id: string; result: string; matched: unknown[] }> }> };
    const audit = buildAudit(json);
    raw.sections.forEach((s, i) => {
      expect(s.facts).toEqual(audit.sections[i]!.section.facts);
      expect(s.tests.map((t) => t.id)).toEqual(audit.sections[i]!.tests!.map((t) => t.id));
      for (const t of s.tests) expect(t.result).toBe('winner');
      expect(s.tests.map((t) => t.matched)).toEqual(audit.sections[i]!.tests!.map((t) => t.matched));
    });
    expect(raw.sections.some((s) => s.facts.length > 0)).toBe(true);
    expect(json.answers.patterns).toEqual(await client.getPatterns({}));
  });

  it('md (default, stdout): the same report the panel exports for the same page', async () => {
    const run = await runAudit([...svc, landing.url]);
    expect(run.code, run.stderr).toBe(0);
    const expected = auditToMarkdown(buildAudit(json));
    const withoutDate = (md: string) => md.replace(/^- Audited: .*$/m, '');
    expect(withoutDate(run.stdout).trimEnd()).toBe(withoutDate(expected).trimEnd());
    expect(run.stdout).toMatch(/^# Uplift Lens audit: /);
    expect(run.stderr).toMatch(/\[1\/1\] ok +http:\/\/127\.0\.0\.1:\d+\/ \(\d+ sections/);
  });

  it('json records that the service serves the demo catalogue', () => {
    expect(json.service.demo).toBe(true);
  });

  it('md: says "demo data" even when no test is similar enough to show', async () => {
    const run = await runAudit([...svc, '--threshold', '1', landing.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/none above the similarity threshold/);
    expect(run.stdout).toMatch(/\(demo data: synthetic records, not real tests\)/);
  });

  it('html: one self-contained file whose screenshot carries an outline per section, where the section is', async () => {
    const out = join(tmp, 'landing.html');
    const run = await runAudit([...svc, '--format', 'html', '--out', out, landing.url]);
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).not.toMatch(/<script|<link|src="http/i);

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && !r.url().startsWith('file:')) external.push(r.url());
    });
    await page.goto(`file://${out}`);
    const img = page.locator('figure.shot img');
    expect(await img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const natural = await img.evaluate((el: HTMLImageElement) => ({ w: el.naturalWidth, h: el.naturalHeight, complete: el.complete }));
    expect(natural.complete).toBe(true);
    expect(natural.w).toBe(1280);
    expect(natural.h).toBeGreaterThan(800);

    const box = (await img.boundingBox())!;
    const scale = box.width / natural.w;
    const outlines = await page.locator('.outline').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { label: el.getAttribute('data-section'), tag: el.textContent, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    expect(outlines.map((o) => o.label)).toEqual(json.sections.map((s) => s.label));
    json.sections.forEach((s, i) => {
      const o = outlines[i]!;
      expect(o.tag).toContain(`${s.index + 1}.`);
      expect(Math.abs(o.x - (box.x + s.rect.x * scale))).toBeLessThan(2);
      expect(Math.abs(o.y - (box.y + s.rect.y * scale))).toBeLessThan(2);
      expect(Math.abs(o.width - s.rect.width * scale)).toBeLessThan(2);
      expect(Math.abs(o.height - s.rect.height * scale)).toBeLessThan(2);
    });

    // The same per-section patterns and winning tests as the panel's audit of the page.
    const audit = buildAudit(json);
    const cards = await page.locator('section.card').evaluateAll((els) =>
      els.map((el) => ({
        label: el.getAttribute('data-section'),
        patterns: [...el.querySelectorAll('[data-pattern]')].map((p) => p.getAttribute('data-pattern')),
        tests: [...el.querySelectorAll('article[data-test-id]')].map((t) => t.getAttribute('data-test-id')),
      })),
    );
    expect(cards).toEqual(
      audit.sections.map((s) => ({ label: s.section.label, patterns: s.patterns!.map((p) => p.psychological_principle), tests: s.tests!.map((t) => t.id) })),
    );
    expect(external).toEqual([]);
    await page.close();
  });

  it('html: page text stays text', async () => {
    const out = join(tmp, 'hostile.html');
    const run = await runAudit([...svc, '--format', 'html', '--out', out, join(E2E_FIXTURES, 'hostile', 'index.html')]);
    expect(run.code, run.stderr).toBe(0);
    const page = await browser.newPage();
    await page.goto(`file://${out}`);
    expect(await page.title()).toBe('Uplift Lens audit: <script>alert(1)</script> Hostile & tidy');
    await expect(page.locator('section.card[data-section="hero"] .quote').textContent()).resolves.toContain('<img src=x onerror="document.title=\'pwned-by-page\'"> Build <b>bold</b> pages');
    expect(await page.locator('img[src="x"], b, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwnedByPage?: number }).pwnedByPage)).toBeUndefined();
    await page.close();
  });
});

describe('a saved page on disk', () => {
  it('is served from its own folder, so root-relative styles apply: what they hide is not read', async () => {
    const site = join(tmp, 'saved-site');
    mkdirSync(join(site, 'css'), { recursive: true });
    // Without its stylesheet this hero shows five equal menu buttons and a form; with it, one button.
    writeFileSync(join(site, 'css', 'site.css'), '.menu-drop, .popup { display: none } .cta { background: #0a5; color: #fff; padding: 12px 20px }');
    writeFileSync(
      join(site, 'page.html'),
      `<!doctype html><title>Saved shop</title><link rel="stylesheet" href="/css/site.css">
      <section><h1>Dog food that dogs finish</h1><p>Fresh recipes delivered weekly.</p>
        <a class="cta" href="/order">Order a box</a>
        <div class="menu-drop">${['Dry food', 'Wet food', 'Treats', 'Toys', 'Beds'].map((w) => `<a class="cta" href="/${w}">${w}</a>`).join('')}</div>
        <form class="popup"><input type="email" placeholder="Email"><button>Subscribe</button></form>
      </section>`,
    );
    const run = await runAudit([...svc, '--format', 'json', join(site, 'page.html')]);
    expect(run.code, run.stderr).toBe(0);
    const input = parseAuditInput(JSON.parse(run.stdout));
    expect(input.page.url).toBe(pathToFileURL(join(site, 'page.html')).href);
    const hero = input.sections.find((s) => s.label === 'hero');
    const cta = hero?.facts?.find((f) => f.kind === 'cta');
    expect(cta?.evidence).toMatch(/Order a box/);
    expect(cta?.evidence).not.toMatch(/Treats|Beds/);
    expect(input.sections.flatMap((s) => s.facts ?? []).some((f) => f.kind === 'form')).toBe(false);
  });
});

describe('arguments', () => {
  it('--help lists every option with an example', async () => {
    const run = await runAudit(['--help']);
    expect(run.code).toBe(0);
    for (const flag of ['--urls', '--compare', '--concurrency', '--timeout', '--format', '--out', '--threshold', '--max-results', '--service', '--key', 'UPLIFT_LENS_SERVICE_URL', 'UPLIFT_LENS_API_KEY', 'Examples:', 'Exit codes:']) {
      expect(run.stdout).toContain(flag);
    }
  });

  it('bad arguments get exit code 2 and a message that names them (every flag’s checks: test/unit/cli/args.test.ts)', async () => {
    const cases: [string[], RegExp][] = [
      [[], /at least one URL or HTML file/],
      [['--frobnicate', landing.url], /Unknown option '--frobnicate'/],
      [['--format', 'pdf', '--concurrency', '0', landing.url], /--format must be one of: md, json, html\n--concurrency must be between 1 and 16/],
      [['no/such/page.html', 'example.com'], /"no\/such\/page\.html" is neither an http\(s\) URL nor an existing file\.\n.*Did you mean https:\/\/example\.com\?/],
      [['--compare', landing.url], /--compare needs at least two pages/],
      [['--service', 'localhost:54321', landing.url], /--service: The service URL must start with http:\/\/ or https:\/\//],
    ];
    // Three at a time: each is a Node process of its own.
    const runs: Awaited<ReturnType<typeof runAudit>>[] = [];
    for (let i = 0; i < cases.length; i += 3) runs.push(...(await Promise.all(cases.slice(i, i + 3).map(([args]) => runAudit(args)))));
    runs.forEach((run, i) => {
      expect(run.code, cases[i]![0].join(' ')).toBe(2);
      expect(run.stderr).toMatch(cases[i]![1]);
      expect(run.stderr).toContain('npm run audit -- --help');
      expect(run.stdout).toBe('');
    });
  });

  it('a key the service refuses stops the run with exit code 3 and what to do', async () => {
    const run = await runAudit(['--service', service.baseUrl, '--key', 'not-the-key', landing.url]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/refused the API key/);
    expect(run.stderr).toMatch(/--service URL --key KEY/);
    expect(run.stderr).not.toMatch(/the options/);
  });

  it('a report that cannot be written goes to stdout instead, with exit code 3', async () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'not a folder');
    const run = await runAudit([...svc, '--out', join(file, 'report.md'), landing.url]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/cannot write .*a-file\/report\.md \(E[A-Z]+\); the report follows on stdout/);
    expect(run.stdout).toMatch(/^# Uplift Lens audit: /);
  });

  it('the environment names the service when no flag does', async () => {
    const run = await runAudit(['--format', 'json', landing.url], { UPLIFT_LENS_SERVICE_URL: service.baseUrl, UPLIFT_LENS_API_KEY: service.anonKey });
    expect(run.code, run.stderr).toBe(0);
    expect(parseAuditInput(JSON.parse(run.stdout)).service.baseUrl).toBe(service.baseUrl);
  });
});
