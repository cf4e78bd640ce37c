// Servers a benchmark starts as their own processes (`node --import tsx <script>`), stopped by their own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './portalServer';
import type { BenchContext } from './types';

export interface Server {
  url: string;
  /** CPU time the server process has used so far (user + system, µs), or null where /proc is not there to read it */
  cpuMicros(): number | null;
  stop(): Promise<void>;
}

/** A process's user + system CPU time from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces: count fields after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** Starts `node --import tsx <script>` and resolves once its stdout says it listens. */
export async function startProcess(ctx: BenchContext, label: string, script: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ctx.repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    // a loaded machine can take minutes to start the api (BENCH_START_TIMEOUT_S, default 120, as for the portal server)
    const startTimeoutS = Number(process.env.BENCH_START_TIMEOUT_S ?? 120);
    const timer = setTimeout(() => {
      // not handed to the caller, so nobody else would stop it
      child.kill('SIGKILL');
      reject(new Error(`${label} did not start within ${startTimeoutS} s:\n${output}`));
    }, startTimeoutS * 1000);
    const onData = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMicros: () => processCpuMicros(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The api's environment without anything from the caller's that would change what is measured. */
export function apiEnv(dataDir: string, databaseUrl: string | null): NodeJS.ProcessEnv {
  // ASSISTANT_SPAWN=false: no assistant service of its own (a third process competing for the cores, on PORT + 1, which
  // BENCH_PORTS may hand to the next server); the api benchmarks never call /assistant
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ASSISTANT_SPAWN: 'false' };
  for (const name of [
    'ASSISTANT_URL',
    'ASSISTANT_PORT',
    'DATABASE_URL',
    'PORTAL_ADMIN_EMAIL',
    'PORTAL_ADMIN_PASSWORD',
    'JWT_PRIVATE_KEY',
    'JWT_PUBLIC_KEY',
    'ACCESS_TOKEN_TTL',
    'PORTAL_REMOTE_URLS',
    'CORS_ORIGINS',
    'REDIS_URL',
  ]) {
    delete env[name];
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}
