import { describe, expect, it } from 'vitest';
import { settleMs } from '../../../builtin/prepare';

describe('how long the compile-ahead keeps the catalogue after its requests', () => {
  it('is at least 8 s, so V8 can write its code once 2 s pass with nothing new', () => {
    expect(settleMs(300)).toBe(8_000);
  });
  it('grows with how long the requests took (a busy machine compiles later)', () => {
    expect(settleMs(5_000)).toBe(15_000);
  });
  it('is at most a minute', () => {
    expect(settleMs(120_000)).toBe(60_000);
  });
});
