import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { buildAudit } from '../../../lib/audit/build';
import { runToHtml } from '../../../cli/report/html';
import { jpegSize } from '../../../cli/jpeg-size';
import { hit, landingWithFacts as landingInput } from '../audit/fixture';

// The smallest valid JPEG header we need: SOI, then a SOF0 frame of 64×48.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x30, 0x00, 0x40, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);

function hostileAudit() {
  const input = landingInput();
  input.page.title = '</title><script>alert("title")</script>';
  input.sections[1]!.text = '<img src=x onerror=alert(1)> Ship faster';
  input.answers.tests['1'] = [
    hit('<b>Bold</b> headline claim', 'winner', 0.9, { source_url: 'javascript:alert(1)', actionable_rule: '<a href="https://evil.example">click</a>' }),
    hit('Safe headline link', 'winner', 0.8, { source_url: 'https://example.org/case?a=1&b="2"' }),
  ];
  return buildAudit(input);
}

describe('the HTML report', () => {
  const html = runToHtml({
    createdAt: '2026-11-22T00:00:00.000Z',
    serviceUrl: 'http://127.0.0.1:54321',
    results: [{ ok: true, target: { input: 'x', url: 'http://127.0.0.1:3000/' }, audit: hostileAudit(), screenshot: { jpeg: JPEG, ...jpegSize(JPEG) }, ms: 1, timings: { loadMs: 1, classifyMs: 1, serviceMs: 1 } }],
    comparison: null,
  });
  const doc = new Window().document;
  doc.write(html);

  it('keeps page text and catalogue records as text', () => {
    expect(doc.querySelectorAll('script, b, img[src="x"]').length).toBe(0);
    expect(doc.title).toBe('Uplift Lens audit: </title><script>alert("title")</script>');
    expect(doc.querySelector('section.card[data-section="hero"] .quote')?.textContent).toContain('<img src=x onerror=alert(1)> Ship faster');
    expect(doc.querySelector('article.test h5')?.textContent).toContain('<b>Bold</b> headline claim');
    expect([...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).not.toContain('https://evil.example');
  });

  it('lists the audit’s findings, as the panel does', () => {
    const audit = hostileAudit();
    expect(audit.findings!.length).toBeGreaterThan(0);
    expect([...doc.querySelectorAll('li[data-finding]')].map((li) => li.getAttribute('data-finding'))).toEqual(audit.findings!.map((f) => f.id));
    expect(doc.querySelector('li[data-finding] strong')?.textContent).toBe(audit.findings![0]!.title);
  });

  it('links only http(s) sources', () => {
    const hrefs = [...doc.querySelectorAll('section.card[data-section="hero"] article.test a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.org/case?a=1&b="2"']);
  });

  it('forbids scripts and remote loads, and embeds the screenshot', () => {
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    const img = doc.querySelector('figure.shot img');
    expect(img?.getAttribute('src')).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['64', '48']);
  });

  it('places each outline at its section’s rectangle, as a share of the screenshot', () => {
    const outline = doc.querySelector('.outline[data-index="1"]') as unknown as { getAttribute(n: string): string | null };
    // Fixture section 1: x 0, y 400, 1200×380 on a 64×48 screenshot.
    expect(outline.getAttribute('style')).toContain('top:833.333%');
    expect(outline.getAttribute('style')).toContain('width:1875.000%');
  });
});

describe('jpegSize', () => {
  it('reads the frame size and refuses what is not a JPEG', () => {
    expect(jpegSize(JPEG)).toEqual({ width: 64, height: 48 });
    expect(() => jpegSize(Buffer.from('GIF89a....'))).toThrow(/not a JPEG/);
  });
});

describe('the HTML comparison', () => {
  it('shows the pattern statuses and gaps of compareAudits, page by page', async () => {
    const { compareAudits } = await import('../../../lib/audit/compare');
    const { section } = await import('../audit/fixture');
    const ours = buildAudit(landingInput());
    const other = landingInput();
    other.page = { url: 'http://127.0.0.1:4000/', title: '<i>Rival</i>' };
    other.sections = [{ ...section(0, 'trust', 'Loved by teams'), facts: [{ kind: 'testimonials', value: '2 quotes, with names, with photos', evidence: '"Loved it"' }] }];
    other.answers.tests = { '0': [hit('Testimonials', 'winner', 0.7, { psychological_principle: 'Social proof' })] };
    const theirs = buildAudit(other);
    const comparison = compareAudits([ours, theirs]);
    const page = (audit: typeof ours, n: number) => ({ ok: true as const, target: { input: `p${n}`, url: audit.input.page.url }, audit, screenshot: null, ms: 1, timings: { loadMs: 1, classifyMs: 1, serviceMs: 1 } });
    const d = new Window().document;
    d.write(runToHtml({ createdAt: 'now', serviceUrl: 'http://127.0.0.1:54321', results: [page(ours, 0), page(theirs, 1)], comparison }));

    const rows = [...d.querySelectorAll('table.patterns-table tbody tr')].map((tr) => [tr.getAttribute('data-pattern'), ...[...tr.querySelectorAll('td')].slice(3).map((td) => td.className)]);
    expect(rows).toEqual(comparison.patterns.map((p) => [p.principle, ...p.status]));
    expect(rows).toContainEqual(['Social proof', 'missing', 'matches']);
    expect(d.querySelector('[data-gaps="0"]')?.textContent).toContain('Trust: does not apply Social proof; page 2 does.');
    expect(d.querySelector('table.patterns-table th:last-child')?.textContent).toBe('2. <i>Rival</i>');
    expect(d.querySelectorAll('i').length).toBe(0);
    expect(d.querySelectorAll('article.page').length).toBe(2);
  });
});
