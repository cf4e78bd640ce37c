import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readResults, RESULTS_DIR, type PartResult } from './tally';

/**
 * `npm run test:security`: the api-level parts (vitest, PGlite and a PostgreSQL of their own), then the browser parts
 * (Playwright in Debian's Chromium against the production build), then one summary line. Exit code 1 when any check
 * failed, a part left no figures, or a runner failed on its own.
 */
const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..');
/** every part writes .results/<part>.json; one missing means it did not run to the end */
const PARTS = ['fuzz', 'jwt', 'matrix', 'objects', 'access', 'faults-api', 'hostile-files', 'ssrf', 'process-tree', 'xss', 'axe', 'faults-browser'];
const API_PARTS = ['fuzz', 'jwt', 'matrix', 'objects', 'access', 'faults-api', 'hostile-files', 'ssrf', 'process-tree'];

function run(label: string, command: string, args: string[], cwd: string): number {
  console.log(`\n── security: ${label} ──`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  console.log(`── ${label}: exit ${res.status ?? res.signal} in ${Math.round((Date.now() - started) / 1000)} s`);
  return res.status ?? 1;
}

const started = Date.now();
fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
const runners: [string, number][] = [];
const only = process.env.SECURITY_ONLY; // 'api' or 'browser' while working on one half
if (only !== 'browser') runners.push(['api parts (vitest)', run('api parts (vitest)', 'npx', ['vitest', 'run'], HERE)]);
if (only !== 'api') {
  if (!process.env.SECURITY_SKIP_BUILD) runners.push(['build', run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], ROOT)]);
  runners.push(['browser parts (Playwright)', run('browser parts (Playwright)', 'npx', ['playwright', 'test', '-c', 'browser/playwright.config.ts'], HERE)]);
}

const results = readResults();
const byPart = new Map(results.map((r) => [r.part, r]));
const problems: string[] = [];
for (const part of PARTS) {
  if (only === 'api' && !API_PARTS.includes(part)) continue;
  if (only === 'browser' && API_PARTS.includes(part)) continue;
  if (!byPart.has(part)) problems.push(`${part}: left no figures (it did not run to the end)`);
}
for (const [label, code] of runners) if (code !== 0 && !results.some((r) => r.failed.length)) problems.push(`${label}: exit ${code} with no failed check recorded`);

const checks = results.reduce((n, r) => n + r.checks, 0);
const failed = results.reduce((n, r) => n + r.failed.length, 0) + problems.length;

console.log('\n── security: figures ──');
for (const r of results) {
  console.log(`${r.part.padEnd(15)} ${String(r.checks).padStart(6)} checks, ${r.failed.length} failed${describe(r)}`);
  for (const f of r.failed.slice(0, 25)) console.log(`    ✗ ${f.slice(0, 300)}`);
  if (r.failed.length > 25) console.log(`    … and ${r.failed.length - 25} more (security/.results/${r.part}.json)`);
}
for (const p of problems) console.log(`    ✗ ${p}`);

function describe(r: PartResult): string {
  const f = r.figures as Record<string, never>;
  if (r.part === 'fuzz' && f.requests)
    return `; ${f.requests} requests over ${f.operations} operations, per status ${Object.entries(f.byStatus as Record<string, number>)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ')}`;
  if (r.part === 'axe' && f.pages) return `; ${f.pages} pages, ${f.seriousOrCritical} serious/critical, ${f.moderateOrMinor} moderate/minor`;
  if (r.part === 'xss' && f.payloads) return `; ${f.payloads} payloads in ${f.fields} fields, ${f.pages} page renders, ${f.executions} executions`;
  if (r.part === 'matrix' && f.cells) return `; ${f.routes} routes × ${f.roles} roles`;
  if (r.part === 'access' && f.grants) return `; grants tried ${f.grants}, deletes audited ${f.deletes}, sockets re-checked ${f.sockets}`;
  if (r.part === 'hostile-files' && f.files) return `; ${f.files} hostile documents (${f.archives} archives) through the running portal`;
  if (r.part === 'ssrf' && f.spellings) return `; ${f.spellings} private URL spellings`;
  if (r.part === 'process-tree' && f.pids)
    return `; SIGTERM to npm: ${f.pids} processes gone in ${f.stopMs} ms, ${f.answered} requests answered, ${f.inFlightFailed} failed; kill -9 of the api: ${f.orphans} orphans`;
  return '';
}

const fuzz = byPart.get('fuzz')?.figures as { requests?: number; fiveXx?: number } | undefined;
const axe = byPart.get('axe')?.figures as { pages?: number; seriousOrCritical?: number } | undefined;
const xss = byPart.get('xss')?.figures as { executions?: number; payloads?: number } | undefined;
const hostile = byPart.get('hostile-files');
const ssrf = byPart.get('ssrf');
const tree = byPart.get('process-tree')?.figures as { pids?: number; stopMs?: number; orphans?: number } | undefined;
const figures = [`${checks} checks, ${failed} failed`];
if (fuzz) figures.push(`fuzz ${fuzz.requests} requests, ${fuzz.fiveXx} x 5xx`);
const access = byPart.get('access');
if (access) {
  const f = access.figures as { grants?: number; deletes?: number; sockets?: number };
  figures.push(`grants tried ${f.grants ?? 0}, deletes audited ${f.deletes ?? 0}, sockets re-checked ${f.sockets ?? 0}`);
}
if (hostile)
  figures.push(
    `hostile files ${(hostile.figures as { files?: number }).files ?? 0} (${(hostile.figures as { archives?: number }).archives ?? 0} archives tried), ${hostile.failed.length} got through`,
  );
if (ssrf) figures.push(`ssrf ${(ssrf.figures as { spellings?: number }).spellings ?? 0} spellings, ${ssrf.failed.length} fetched`);
if (tree?.pids) figures.push(`process tree ${tree.pids} pids stopped in ${tree.stopMs} ms, ${tree.orphans ?? '?'} orphans`);
if (xss) figures.push(`xss ${xss.executions} executions`);
if (axe) figures.push(`axe ${axe.seriousOrCritical} serious/critical on ${axe.pages} pages`);
figures.push(`${Math.round((Date.now() - started) / 1000)} s`);
console.log(`\nsecurity: ${figures.join('; ')}`);
process.exit(failed > 0 ? 1 : 0);
