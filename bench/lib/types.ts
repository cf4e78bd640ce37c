/** One figure a benchmark measured several times (the printer shows median, min and max). */
export interface Measurement {
  /** what was measured, e.g. "web: federated" or "api: PGlite" */
  group: string;
  /** the figure, e.g. "home interactive" */
  name: string;
  unit: 'ms' | 'µs' | 'KB' | 'req/s' | 'count' | 'x';
  samples: number[];
}

/** A ratio between two measurements' medians, with the goal it must meet when there is one. */
export interface Ratio {
  name: string;
  numerator: { group: string; name: string };
  denominator: { group: string; name: string };
  target?: { max?: number; min?: number };
}

/** A goal on one measurement's median. */
export interface Target {
  group: string;
  name: string;
  max?: number;
  min?: number;
  label: string;
}

export interface BenchResult {
  measurements: Measurement[];
  ratios?: Ratio[];
  targets?: Target[];
  notes?: string[];
}

export interface BenchContext {
  repoRoot: string;
  /** how many times each figure is measured (BENCH_RUNS, default 5) */
  runs: number;
  log(message: string): void;
}

/** A file `bench/<name>.bench.ts` default-exports one of these. */
export interface Benchmark {
  name: string;
  run(ctx: BenchContext): Promise<BenchResult>;
}
