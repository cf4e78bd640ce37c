import { describe, expect, it } from 'vitest';
import { bootstrapRatioInterval, conditionsFor } from './web.bench';

describe('conditionsFor (BENCH_WEB_CACHE)', () => {
  it('times all six conditions when nothing is asked', () => {
    expect(conditionsFor(undefined).map((c) => `${c.network} ${c.cache}`)).toEqual([
      'loopback cold',
      'loopback warm',
      'emulated cold',
      'emulated warm',
      'loopback private',
      'emulated private',
    ]);
  });

  it('keeps the loopback cold loads first, which carry the first-load weights, and the asked cache states', () => {
    expect(conditionsFor('warm').map((c) => `${c.network} ${c.cache}`)).toEqual(['loopback cold', 'loopback warm', 'emulated warm']);
    expect(conditionsFor('private, cold').map((c) => `${c.network} ${c.cache}`)).toEqual(['loopback cold', 'emulated cold', 'loopback private', 'emulated private']);
  });

  it('refuses a cache state it does not know', () => {
    expect(() => conditionsFor('warm,hot')).toThrow(/unknown cache state hot/);
  });
});

describe('bootstrapRatioInterval', () => {
  it('holds the ratio of medians and is the same for the same samples', () => {
    const a = [510, 530, 490, 560, 520, 505, 540];
    const b = [500, 480, 470, 530, 495, 490, 515];
    const [lo, hi] = bootstrapRatioInterval(a, b);
    expect(lo).toBeLessThanOrEqual(520 / 495);
    expect(hi).toBeGreaterThanOrEqual(520 / 495);
    expect(bootstrapRatioInterval(a, b)).toEqual([lo, hi]);
  });
});
