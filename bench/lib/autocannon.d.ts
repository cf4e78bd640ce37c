// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
