// The two builds the web benchmark compares (the portal as shipped and bench/one-bundle), how the one-bundle build
// is served, what the host's federation runtime weighs, and how many runs it takes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../types';
import { gzipSize } from './stats';

export function build(ctx: BenchContext) {
  const root = ctx.repoRoot;
  if (process.env.BENCH_SKIP_BUILD === '1') {
    ctx.log('web: BENCH_SKIP_BUILD=1, using the existing builds');
    return;
  }
  ctx.log('web: building the portal (turbo run build)…');
  execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  ctx.log('web: building the one-bundle variant (rspack)…');
  execFileSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'bench/one-bundle/rspack.config.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Page loads on a 2-core machine that also runs the servers vary by ±150 ms from one load to the next (the machine's
 * speed drifts too), and a median of 11 moved the home-page ratio by ±0.1 between runs of the same code: the web
 * figures take more runs than the others: BENCH_WEB_RUNS, else BENCH_RUNS when set, else 21 (~3 min).
 */
export function webRuns(ctx: BenchContext): number {
  if (process.env.BENCH_WEB_RUNS) return Number(process.env.BENCH_WEB_RUNS);
  return process.env.BENCH_RUNS ? ctx.runs : 21;
}

/** STATIC_ROOT for the one-bundle server: `shell/dist` is the one-bundle dist, `mf-*` the real folders (registry seed). */
export function oneBundleStaticRoot(repoRoot: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-one-bundle-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.symlinkSync(path.join(repoRoot, 'bench', 'one-bundle', 'dist'), path.join(dir, 'shell', 'dist'));
  // real folders (the api lists directories), each with its dist linked
  for (const f of fs.readdirSync(repoRoot).filter((f) => f.startsWith('mf-') && fs.existsSync(path.join(repoRoot, f, 'dist')))) {
    fs.mkdirSync(path.join(dir, f));
    fs.symlinkSync(path.join(repoRoot, f, 'dist'), path.join(dir, f, 'dist'));
  }
  return dir;
}

/** gzip size of the shell's federation runtime: its own chunks (`federation*.js`, loaded with the first remote). */
export function federationRuntimeGzip(dist: string): number {
  return fs
    .readdirSync(dist)
    .filter((f) => /^federation[.-].*\.js$/.test(f))
    .reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(dist, f))), 0);
}
