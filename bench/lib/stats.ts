export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

export function summarize(samples: number[]): Summary {
  if (samples.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}

/** Runs `measure` n times in a row and returns the samples. */
export async function repeat(n: number, measure: (i: number) => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await measure(i));
  return samples;
}
