// Starts the real portal server (`node --import tsx api/src/main.ts`, as `npm start` serves) on a free port with a
// fresh temporary data folder, for benchmarks. Stopped by its own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(bound));
    });
  });
}

/** ports handed out in this process (a port is only taken once its server listens: not handed out twice) */
const handedOut = new Set<number>();

/**
 * A free port: any (the system's choice), or, with `BENCH_PORTS=<first>-<last>` (a machine shared by several people,
 * each with a block of ports), the first free one of that block.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    try {
      await listenOn(port);
      handedOut.add(port);
      return port;
    } catch {
      // taken: the next one
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export interface PortalServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  repoRoot: string;
  /** folder holding `shell/dist` and `mf-*` (the api's STATIC_ROOT); default the repo */
  staticRoot?: string;
  env?: Record<string, string>;
  log?: (m: string) => void;
}

export async function startPortal(options: StartOptions): Promise<PortalServer> {
  const port = await freePort();
  // its own port for the assistant the api starts (the default, PORT + 1, may be the next server's port)
  const assistantPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      ASSISTANT_PORT: String(assistantPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: options.staticRoot ?? options.repoRoot,
      LOG_LEVEL: 'warn',
      // every run signs in: the bench is not what the rate limit is for
      SIGNIN_RATE_LIMIT: '100000',
      SIGNIN_FAILURE_LIMIT: '100000',
      REGISTRATION_RATE_LIMIT: '100000',
      PORTAL_COMPANY_DOMAINS: 'arcadia.example',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  // a loaded machine can take minutes to start the api (BENCH_START_TIMEOUT_S, default 120)
  const startTimeoutS = Number(process.env.BENCH_START_TIMEOUT_S ?? 120);
  const deadline = Date.now() + startTimeoutS * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/v1/remotes`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`portal server did not start in ${startTimeoutS} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; refresh_token: string; expires_at: number };
}
