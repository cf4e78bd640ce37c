// `npm start` (and `npm run serve`, with --no-build): the one process a supervisor (systemd, Docker, Kubernetes, a
// terminal) starts and signals. npm runs it with `exec`, so npm's SIGTERM reaches it rather than a shell that would
// die and leave the portal running. It builds every app (unless --no-build), then runs the api, which runs the
// assistant. Signals are passed on; the api is connected by an IPC channel, so it stops if this process dies
// (kill -9 included); and this process stops the portal if its own parent dies.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { launchEnv } from './launchEnv';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let current: ChildProcess | null = null;
let stopping: NodeJS.Signals | null = null;

function forward(signal: NodeJS.Signals) {
  stopping ??= signal;
  if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
}
for (const signal of SIGNALS) process.on(signal, () => forward(signal));

// a parent that dies without a signal to us (kill -9 of npm) leaves us to the init process: stop the portal then
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) forward('SIGTERM');
}, 1_000).unref();

/** Runs a child to its end; resolves with the exit code this launcher should pass on. */
function run(file: string, args: string[], ipc: boolean, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: ROOT, env, stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`${path.basename(file)}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 1));
    });
  });
}

const build = !process.argv.includes('--no-build');
if (build) {
  const turbo = path.join(ROOT, 'node_modules', '.bin', 'turbo');
  const code = await run(turbo, ['run', 'build', '--output-logs=errors-only'], false);
  if (code !== 0 || stopping) process.exit(code || 130);
}
if (!stopping) process.exitCode = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], true, launchEnv(process.env));
process.exit(process.exitCode ?? 0);
