import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, sleep } from '../../../lib/knowledge/retry';

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    expect(parseRetryAfter('1.5')).toBe(1500);
  });
  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-3')).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('grows exponentially within [ceiling/2, ceiling] and stops at the maximum', () => {
    expect(backoffDelay(0, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, 10_000, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, 10_000, () => 1)).toBe(800);
    expect(backoffDelay(3, 100, 10_000, () => 0)).toBe(400);
    expect(backoffDelay(20, 100, 2000, () => 1)).toBe(2000);
  });
});

describe('sleep', () => {
  it('rejects with the reason when aborted', async () => {
    const c = new AbortController();
    const p = sleep(10_000, c.signal);
    c.abort(new Error('stop'));
    await expect(p).rejects.toThrow('stop');
  });
});
