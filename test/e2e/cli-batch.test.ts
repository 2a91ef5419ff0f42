import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAudit, parseAuditInput, type Audit } from '../../lib/audit';
import type { Comparison } from '../../lib/audit/compare';
import { serveDirectory, type StaticServer } from '../../scripts/shared/static-server';
import { startService, type RunningService } from '../helpers/service';
import { runAudit, TEST_PAGES } from './cli-helpers';

// The multi-page JSON report (cli/report/json.ts); each audit is checked by parseAuditInput where it is used.
const BatchReportSchema = z.object({
  version: z.literal(1),
  service: z.object({ baseUrl: z.string() }),
  pages: z.array(
    z.discriminatedUnion('ok', [
      z.object({ input: z.string(), ok: z.literal(true), ms: z.number(), audit: z.unknown() }),
      z.object({ input: z.string(), ok: z.literal(false), ms: z.number(), error: z.object({ kind: z.string(), message: z.string() }) }),
    ]),
  ),
  comparison: z.custom<Comparison>((v) => v === null || (typeof v === 'object' && 'patterns' in (v as object))).nullable(),
});

let service: RunningService;
let landing: StaticServer;
let shop: StaticServer;
let hanging: Server;
let hangingUrl: string;
let tmp: string;
let svc: string[];

beforeAll(async () => {
  hanging = createServer((req, res) => {
    // A page whose image never arrives is still audited; anything else never answers and must time out.
    if (req.url === '/stalled-image/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<title>Stalled</title><section><h1>Fresh bread every morning</h1><p>Baked at dawn.</p><a href="/order">Order now</a></section><img src="/never.png">');
    }
  });
  await new Promise<void>((ok) => hanging.listen(0, '127.0.0.1', ok));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
  [service, landing, shop] = await Promise.all([
    startService(),
    serveDirectory(join(TEST_PAGES, 'saas-landing')),
    serveDirectory(join(TEST_PAGES, 'shop-home')),
  ]);
  svc = ['--service', service.baseUrl, '--key', service.anonKey];
  tmp = mkdtempSync(join(tmpdir(), 'uplift-cli-batch-'));
});

afterAll(async () => {
  hanging?.closeAllConnections();
  await Promise.allSettled([service?.stop(), landing?.close(), shop?.close(), new Promise((ok) => hanging?.close(ok))]);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('a batch with broken pages', () => {
  let run: Awaited<ReturnType<typeof runAudit>>;
  let report: ReturnType<typeof BatchReportSchema.parse>;
  const inputs = () => [
    landing.url,
    `${landing.url}no-such-page.html`,
    `${landing.url}labels.json`,
    hangingUrl,
    'http://no-such-host.invalid/', // RFC 2606: never resolves
    join(TEST_PAGES, 'shop-home', 'index.html'),
    `${hangingUrl}stalled-image/`,
  ];

  beforeAll(async () => {
    const list = join(tmp, 'pages.txt');
    const [first, ...rest] = inputs();
    writeFileSync(list, `# pages to audit\n\n${rest.join('\n')}\n`);
    run = await runAudit([...svc, '--format', 'json', '--concurrency', '2', '--timeout', '3', '--urls', list, first!]);
    report = BatchReportSchema.parse(JSON.parse(run.stdout));
  });

  it('reports each failure by kind, audits the others, and exits with 1', () => {
    expect(run.code).toBe(1);
    expect(report.pages.map((p) => p.input)).toEqual(inputs());
    expect(report.pages.map((p) => (p.ok ? 'ok' : p.error.kind))).toEqual(['ok', 'http', 'not_html', 'timeout', 'dns', 'ok', 'ok']);
    const failed = report.pages.filter((p) => !p.ok);
    expect(failed.map((p) => (p.ok ? '' : p.error.message))).toEqual([
      expect.stringMatching(/^HTTP 404/),
      expect.stringMatching(/not an HTML page \(Content-Type: application\/json\)/),
      expect.stringMatching(/within 3 s/),
      expect.stringMatching(/the host no-such-host\.invalid was not found \(DNS\)/),
    ]);
    for (const page of report.pages) {
      if (!page.ok) continue;
      const audit = buildAudit(parseAuditInput(page.audit));
      expect(audit.complete).toBe(true);
      expect(audit.sections.some((s) => s.section.label === 'hero')).toBe(true);
    }
    const stalled = report.pages.at(-1)!;
    expect(stalled.ok && parseAuditInput(stalled.audit).page.title).toBe('Stalled');
  });

  it('prints one progress line per page when not on a terminal, then a summary table', () => {
    const lines = run.stderr.split('\n').filter((l) => /^\[\d\/7\]/.test(l));
    expect(lines).toHaveLength(7);
    expect(lines.map((l) => l.slice(0, 5)).sort()).toEqual(['[1/7]', '[2/7]', '[3/7]', '[4/7]', '[5/7]', '[6/7]', '[7/7]']);
    expect(lines.filter((l) => / FAILED /.test(l))).toHaveLength(4);
    expect(run.stderr).not.toContain('\r');
    expect(run.stderr).toMatch(/^page +status +sections +findings +s$/m);
    expect(run.stderr).toMatch(/failed: timeout/);
    expect(run.stderr).toMatch(/3 of 7 pages audited, 4 failed\./);
  });
});

describe('--compare', () => {
  let comparison: Comparison;
  let audits: Audit[];

  beforeAll(async () => {
    const run = await runAudit([...svc, '--format', 'json', '--compare', landing.url, shop.url]);
    expect(run.code, run.stderr).toBe(0);
    const report = BatchReportSchema.parse(JSON.parse(run.stdout));
    comparison = report.comparison!;
    audits = report.pages.map((p) => (p.ok ? buildAudit(parseAuditInput(p.audit)) : null)).filter((a): a is Audit => a !== null);
  });

  it('counts the sections each page has', () => {
    expect(comparison.pages.map((p) => p.url)).toEqual([landing.url, shop.url]);
    comparison.pages.forEach((p, i) => {
      for (const [label, n] of Object.entries(p.sectionCounts)) {
        expect(n).toBe(audits[i]!.sections.filter((s) => s.section.label === label).length);
      }
    });
  });

  it('lines each page up against the strongest winning patterns, and says what the others do that it does not', () => {
    expect(comparison.patterns.length).toBeGreaterThan(3);
    for (const row of comparison.patterns) {
      row.status.forEach((status, i) => {
        const sections = audits[i]!.sections.filter((s) => s.section.label === row.label);
        const applied = sections.some((s) => s.tests?.some((t) => t.psychological_principle === row.principle));
        expect(status).toBe(!sections.length ? 'missing' : applied ? 'matches' : 'section_only');
      });
    }
    const landingOnly = Object.keys(comparison.pages[0]!.sectionCounts).filter(
      (l) => comparison.pages[0]!.sectionCounts[l as 'hero'] > 0 && comparison.pages[1]!.sectionCounts[l as 'hero'] === 0,
    );
    expect(landingOnly.length).toBeGreaterThan(0);
    expect(comparison.gaps[1]!.sections.map((g) => g.label)).toEqual(expect.arrayContaining(landingOnly));
    expect(comparison.gaps[1]!.sections.every((g) => g.presentIn.join() === '0')).toBe(true);
  });

  it('md puts the pages side by side in tables', async () => {
    const run = await runAudit([...svc, '--compare', landing.url, shop.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^# Uplift Lens comparison: 2 pages/);
    expect(run.stdout).toMatch(/^\| section \| page 1 \| page 2 \|$/m);
    expect(run.stdout).toMatch(/^## What the others do that each page does not$/m);
    // Both full audits follow, nested one level down.
    expect(run.stdout.match(/^## Uplift Lens audit: /gm)).toHaveLength(2);
  });
});

it('starts the local service for the run when none answers at a local URL', async () => {
  const port = await new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => ok(p));
    });
  });
  const dataDir = join(tmp, 'auto-data');
  const run = await runAudit(['--format', 'json', landing.url], { UPLIFT_LENS_SERVICE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toMatch(new RegExp(`No knowledge service answers at http://127\\.0\\.0\\.1:${port}: starting the local one`));
  const audit = buildAudit(parseAuditInput(JSON.parse(run.stdout)));
  expect(audit.input.service.baseUrl).toBe(`http://127.0.0.1:${port}`);
  expect(audit.complete).toBe(true);
  // Stopped with the run.
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
