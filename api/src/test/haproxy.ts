import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

/** Debian's package puts it here. */
export const HAPROXY = '/usr/sbin/haproxy';

/** Does something accept TCP connections on host:port? */
export function answers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A free loopback port (or the next one of PORTAL_TEST_PORT_BASE, for a machine whose ports are shared out). */
let nextPort = Number(process.env.PORTAL_TEST_PORT_BASE) || 0;
export function freePort(): Promise<number> {
  if (nextPort) return Promise.resolve(nextPort++);
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * HAProxy from Debian's packages: installed with apt-get when missing (as root, or with password-less sudo).
 * Returns null when it is there, else why it is not.
 */
export async function ensureHaproxy(): Promise<string | null> {
  const present = () =>
    fs.access(HAPROXY).then(
      () => true,
      () => false,
    );
  if (await present()) return null;
  const root = process.getuid?.() === 0;
  const run = (args: string[]) =>
    spawnSync(root ? args[0]! : 'sudo', root ? args.slice(1) : ['-n', ...args], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 });
  console.log('balancer: installing haproxy from Debian (apt-get install -y haproxy)');
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'haproxy']);
  return (await present()) ? null : `${HAPROXY} is missing and apt-get could not install it`;
}

export interface BalancedServer {
  name: string;
  port: number;
}

export interface Balancer {
  /** http://127.0.0.1:<front port> */
  url: string;
  /** the balancer's view of each server: UP, DOWN (or STARTING, STOPPING), from `show servers state` on its admin socket */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

const OP_STATES: Record<string, string> = { '0': 'DOWN', '1': 'STARTING', '2': 'UP', '3': 'STOPPING' };

/**
 * Starts HAProxy in front of `servers`: round robin, each server checked by `GET /health/ready` (only a 200 is
 * healthy), sticky by the `SERVERID` cookie when a client sends one (`SERVERID=<name>` pins it, as a browser's
 * inserted cookie would), and a request to a server that does not answer is sent to another one (`option redispatch`).
 */
export async function startHaproxy(options: { dir: string; servers: BalancedServer[] }): Promise<Balancer> {
  await fs.mkdir(options.dir, { recursive: true });
  const front = await freePort();
  const socketPath = path.join(options.dir, 'admin.sock');
  const cfg = path.join(options.dir, 'haproxy.cfg');
  await fs.writeFile(
    cfg,
    [
      'global',
      `  stats socket ${socketPath} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 60s',
      // a loaded machine may take longer than the check interval to answer: only a real failure marks it down
      '  timeout check 3s',
      '  retries 2',
      '  option redispatch',
      'frontend portal',
      `  bind 127.0.0.1:${front}`,
      '  option forwardfor',
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  cookie SERVERID insert indirect nocache',
      '  option httpchk GET /health/ready',
      '  http-check expect status 200',
      '  default-server inter 300ms fall 2 rise 1',
      ...options.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check cookie ${s.name}`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${front}`,
    async states() {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
      const text = await adminCommand(socketPath, 'show servers state api');
      const states: Record<string, string> = {};
      // "# be_id be_name srv_id srv_name srv_addr srv_op_state ..." then one line per server
      for (const line of text.split('\n')) {
        const cells = line.trim().split(/\s+/);
        if (cells[1] === 'api' && cells[3]) states[cells[3]] = OP_STATES[cells[5]!] ?? cells[5]!;
      }
      return states;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** One command on HAProxy's admin socket; it answers and closes the connection. */
function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = net.connect(socketPath, () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}
