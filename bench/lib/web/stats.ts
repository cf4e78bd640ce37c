// The web benchmark's arithmetic: medians, the bootstrap interval of a ratio of medians, sizes in KB.
import zlib from 'node:zlib';

const KB = 1024;
export const gzipSize = (buf: Buffer) => zlib.gzipSync(buf).length;
export const kb = (bytes: number) => Math.round((bytes / KB) * 100) / 100;

export function medianOf(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * 95 % interval of median(a) / median(b) by resampling the run pairs (a[i], b[i]) with replacement, 2000 times, with
 * a fixed seed (the same samples give the same interval): how far the ratio of one run can move by chance alone.
 */
export function bootstrapRatioInterval(a: number[], b: number[], rounds = 2000): [number, number] {
  let seed = 0x2f6b1d;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const ra: number[] = [];
    const rb: number[] = [];
    for (let i = 0; i < a.length; i++) {
      const j = Math.floor(random() * a.length);
      ra.push(a[j]!);
      rb.push(b[j]!);
    }
    ratios.push(medianOf(ra) / medianOf(rb));
  }
  ratios.sort((x, y) => x - y);
  return [ratios[Math.floor(rounds * 0.025)]!, ratios[Math.floor(rounds * 0.975)]!];
}
