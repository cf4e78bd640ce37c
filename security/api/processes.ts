import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A free loopback port (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  stderr(): string;
}

/** `npm start`'s api process (no build needed: the api serves JSON whatever the static folders hold), without the assistant service it would spawn (no fault here involves it, and it doubles every start). */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '100000',
      SIGNIN_FAILURE_LIMIT: '100000',
      REGISTRATION_RATE_LIMIT: '100000',
      DELIVERY_WORKER: 'false',
      ASSISTANT_SPAWN: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err = (err + d).slice(-4000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${p}`;
  await Promise.race([
    // a fresh database is migrated and seeded first: minutes on a 2-core machine shared with other builds
    waitFor(async () => (await fetch(`${url}/api/v1/portal-settings`)).ok, 300_000, 'api start'),
    exited.then((e) => Promise.reject(new Error(`api exited (${e.code ?? e.signal}) while starting: ${err}`))),
  ]).catch((e: unknown) => {
    // one that never came up is not left running (it held a port and a core for the rest of the suite)
    child.kill('SIGKILL');
    throw e;
  });
  return { child, url, exited, stderr: () => err };
}

export async function signIn(url: string, email = 'admin@arcadia.example'): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo#2026' }) });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A throwaway PostgreSQL server of the suite's own (initdb + pg_ctl from /usr/lib/postgresql/<version>/bin, in a temp
 * folder, on a free port, run as the `postgres` user when the suite runs as root): the fault tests restart it and
 * kill processes against it without touching the machine's PostgreSQL.
 */
export class ThrowawayPostgres {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secsuite-pg-'));
  port = 0;
  private readonly bin: string;
  private readonly asUser: string[];

  constructor() {
    const root = '/usr/lib/postgresql';
    const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
    if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
    this.bin = path.join(root, version, 'bin');
    this.asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (this.asUser.length) execFileSync('chown', ['postgres', this.dir]);
  }

  private run(tool: string, args: string[]) {
    const [cmd, ...rest] = [...this.asUser, path.join(this.bin, tool), ...args];
    // the server's own output goes to its log file (-l): a pipe left open by it would hold this call forever
    return execFileSync(cmd!, rest, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 90_000 }).toString();
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init() {
    this.port = await freePort();
    this.run('initdb', ['-D', path.join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    this.start();
  }

  start() {
    this.pgCtl('start');
  }

  restart() {
    this.pgCtl('restart', ['-m', 'fast']);
  }

  /** pg_ctl start/restart on this server's folder, port and socket directory, waiting up to 60 s */
  private pgCtl(action: 'start' | 'restart', options: string[] = []) {
    const serverOptions = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-l', path.join(this.dir, 'log'), ...options, '-w', '-t', '60', '-o', serverOptions, action]);
  }

  stop() {
    try {
      this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface PortalProcess {
  /** the process `npm run serve` started: what a supervisor signals */
  npm: ChildProcess;
  url: string;
  assistantUrl: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
}

/**
 * The whole portal as `npm start` runs it, build skipped (`npm run serve`): npm, the launcher, the api and the
 * assistant service it supervises. Resolves once it prints "Portal ready" (every part answers).
 */
export async function startPortal(env: Record<string, string>, ports?: { port: number; assistantPort: number }): Promise<PortalProcess> {
  const port = ports?.port ?? (await freePort());
  const assistantPort = ports?.assistantPort ?? (await freePort());
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      ASSISTANT_PORT: String(assistantPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '100000',
      SIGNIN_FAILURE_LIMIT: '100000',
      REGISTRATION_RATE_LIMIT: '100000',
      DELIVERY_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d).slice(-8000));
  npm.stdout!.on('data', keep);
  npm.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  await Promise.race([
    waitFor(async () => out.includes('Portal ready'), 600_000, 'portal start'),
    exited.then((e) => Promise.reject(new Error(`npm run serve exited (${e.code ?? e.signal}) while starting: ${out}`))),
  ]).catch((e: unknown) => {
    for (const pid of [...descendants(npm.pid!), npm.pid!]) killQuietly(pid);
    throw e;
  });
  return { npm, url: `http://127.0.0.1:${port}`, assistantUrl: `http://127.0.0.1:${assistantPort}`, exited, output: () => out };
}

/** Every live process below `root` (from /proc: Linux). */
export function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the command name (field 2) is in parentheses and may hold spaces: the fields after its closing one
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

/** The command line of a live process ('' once it is gone). */
export function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Running (a zombie waiting for its parent to reap it counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

export function killQuietly(pid: number, signal: NodeJS.Signals = 'SIGKILL') {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
