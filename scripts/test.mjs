#!/usr/bin/env node
// `npm test`: every test on a fresh machine — unit, component and api (vitest, per workspace), then the
// production build and the end-to-end suites in Debian's Chromium. Prints one closing tally line.
import { spawn, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = '/usr/bin/chromium';
const tally = { passed: 0, failed: 0, skipped: 0 };

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n$ ${[cmd, ...args].join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const forward = (stream, sink) => stream.on('data', (d) => { out += d; sink.write(d); });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Adds up vitest's "Tests  N passed (M)" and Playwright's "N passed" summaries. */
function count(out) {
  for (const m of out.matchAll(/^\s*Tests\s+(.*)$/gm)) {
    const line = m[1];
    tally.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    tally.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
    tally.skipped += Number(/(\d+) skipped/.exec(line)?.[1] ?? 0);
  }
  for (const m of out.matchAll(/^\s*(\d+) (passed|failed|flaky|skipped)\b.*$/gm)) {
    if (/Tests/.test(m[0])) continue;
    const n = Number(m[1]);
    if (m[2] === 'passed') tally.passed += n;
    else if (m[2] === 'skipped') tally.skipped += n;
    else tally.failed += n;
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing Debian\'s package (apt-get install -y chromium)...');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const env = {};
if (!process.env.DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
  // The api suite runs on PGlite always, and on PostgreSQL too when one is there (CI has one).
  env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  console.log(`PostgreSQL found at 127.0.0.1:5432: the api suite also runs on it (${env.DATABASE_URL}).`);
}

let failed = false;
const unit = await run('npx', ['turbo', 'run', 'test', '--concurrency=1', '--output-logs=full'], env);
count(unit.out);
if (unit.code !== 0) failed = true;

const build = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (build.code !== 0) {
  failed = true;
  console.error('The production build failed: end-to-end tests cannot run.');
} else {
  ensureChromium();
  const e2e = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
  count(e2e.out);
  if (e2e.code !== 0) failed = true;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(failed || tally.failed > 0 ? 1 : 0);
