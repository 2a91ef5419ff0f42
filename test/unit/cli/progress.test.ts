import { describe, expect, it } from 'vitest';
import type { PageResult } from '../../../cli/audit-page';
import { createProgress } from '../../../cli/progress';
import { buildAudit } from '../../../lib/audit/build';
import { landingInput } from '../audit/fixture';

const target = (n: number) => ({ input: `https://site${n}.example/`, url: `https://site${n}.example/` });
const ok = (n: number): PageResult => ({ ok: true, target: target(n), audit: buildAudit(landingInput()), screenshot: null, ms: 1200, timings: { loadMs: 1, classifyMs: 1, serviceMs: 1 } });
const failed = (n: number): PageResult => ({ ok: false, target: target(n), kind: 'dns', message: 'the host was not found (DNS)', ms: 300 });

function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, columns: 100, chunks, write: (t: string) => chunks.push(t) };
}

describe('progress', () => {
  it('on a terminal: one bar redrawn in place, failures kept above it, cleared at the end', () => {
    const s = stream(true);
    const p = createProgress(2, s);
    p.start(target(1));
    p.start(target(2));
    p.done(ok(1));
    p.done(failed(2));
    p.finish();
    const out = s.chunks.join('');
    expect(out).not.toMatch(/\n.*ok +https:\/\/site1/); // successes only move the bar
    expect(out).toContain('\r\x1b[2K[############------------] 1/2 https://site2.example/');
    expect(out).toContain('FAILED https://site2.example/: dns: the host was not found (DNS) (0.3 s)\n');
    expect(out).toContain('[########################] 2/2 (1 failed)');
    expect(out.endsWith('\r\x1b[2K')).toBe(true);
    expect(s.chunks.every((c) => c.replace(/\x1b\[2K/g, '').replace(/\r/g, '').split('\n').every((l) => l.length < 100))).toBe(true);
  });

  it('elsewhere: one plain line per finished page, no control characters', () => {
    const s = stream(false);
    const p = createProgress(2, s);
    p.start(target(1));
    p.done(ok(1));
    p.done(failed(2));
    p.finish();
    expect(s.chunks).toEqual([
      '[1/2] ok     https://site1.example/ (4 sections, 2 findings, 1.2 s)\n',
      '[2/2] FAILED https://site2.example/: dns: the host was not found (DNS) (0.3 s)\n',
    ]);
  });
});
