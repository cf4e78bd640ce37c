// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line), prints one table
// of figures with ratios and goals, and writes the same as JSON under bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReport, printReport } from './lib/report';
import type { BenchResult, Benchmark } from './lib/types';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '..');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .sort();

const ctx = {
  repoRoot,
  runs: Number(process.env.BENCH_RUNS ?? 5),
  log: (message: string) => console.error(`[bench] ${message}`),
};

const results: BenchResult[] = [];
const started = Date.now();
for (const file of files) {
  const bench = (await import(path.join(here, file))).default as Benchmark;
  ctx.log(`${bench.name}…`);
  results.push(await bench.run(ctx));
}

const report = buildReport(results, { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` });
console.log(printReport(report));
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const out = path.join(here, 'results', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify(report, null, 2));
fs.writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify(report, null, 2));
console.log(`\nWritten to ${path.relative(repoRoot, out)} in ${Math.round((Date.now() - started) / 1000)} s.`);
