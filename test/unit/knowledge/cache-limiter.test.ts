import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../lib/knowledge/cache';
import { ConcurrencyLimiter } from '../../../lib/knowledge/limiter';

describe('AnswerCache', () => {
  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = new AnswerCache(10, 1000, () => now);
    cache.set('a', [1]);
    now = 999;
    expect(cache.get('a')).toEqual([1]);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });
  it('evicts the least recently used entry when full', () => {
    const cache = new AnswerCache(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe('ConcurrencyLimiter', () => {
  it('never runs more than max tasks at once, and runs them all', async () => {
    const limiter = new ConcurrencyLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async (i: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((ok) => setTimeout(ok, 5));
      running--;
      return i;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => limiter.run(() => task(i))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });
  it('frees its slot when a task fails', async () => {
    const limiter = new ConcurrencyLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(limiter.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
  it('refuses a nonsense limit', () => {
    expect(() => new ConcurrencyLimiter(0)).toThrow(/positive integer/);
  });
});
