// Response times of one load run kept whole, in µs. autocannon's own latency histogram counts whole milliseconds
// (hdr-histogram with lowestDiscernibleValue 1, fed in ms), which cannot tell two servers apart at -p 1; its
// documented `response` event passes each response time as a float of ms measured with process.hrtime.

/** Every response time of a run, in µs; percentiles by nearest rank over the sorted samples (no buckets). */
export class LatencySamples {
  private values = new Float64Array(1 << 16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  addMillis(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms * 1000;
  }

  /** The given percentiles (0–100], in µs; NaN for a run with no samples. */
  percentiles(...ps: number[]): number[] {
    const sorted = this.values.slice(0, this.count).sort();
    return ps.map((p) => percentileOfSorted(sorted, p));
  }
}

/** Nearest-rank percentile: the smallest sample with at least p % of the samples at or below it. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
