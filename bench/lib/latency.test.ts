import { describe, expect, it } from 'vitest';
import { LatencySamples, percentileOfSorted } from './latency';

describe('latency samples', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(percentileOfSorted(sorted, 50)).toBe(500);
    expect(percentileOfSorted(sorted, 99)).toBe(990);
    expect(percentileOfSorted(sorted, 100)).toBe(1000);
    expect(percentileOfSorted([7], 99)).toBe(7);
    expect(percentileOfSorted([], 50)).toBeNaN();
  });

  it('keeps sub-millisecond response times in µs, whatever order they come in, past its first allocation', () => {
    const samples = new LatencySamples();
    const n = 100_000;
    // 0.01 µs … 1 ms in steps of 0.01 µs, scrambled (7919 is coprime with n): a whole-ms histogram would call them all 0 or 1
    for (let i = 0; i < n; i++) samples.addMillis((((i * 7919) % n) + 1) / n);
    expect(samples.size).toBe(n);
    const [p50, p99] = samples.percentiles(50, 99);
    expect(p50).toBeCloseTo(500, 6);
    expect(p99).toBeCloseTo(990, 6);
  });
});
