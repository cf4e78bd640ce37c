import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_REALTIME, REALTIME_PATH, type ChatMessagePage, type ChatSendAck, type ChatUpload, type LocationMessage, type RealtimeAck, type SessionTokens } from '@portal/shared';
import { REPO_ROOT } from './config';
import { DEMO_PASSWORD } from './db/seedData';
import { FILES } from './modules/news/testKit';
import { DEMO } from './test/harness';
import { answers, ensureHaproxy, freePort, startHaproxy, type Balancer } from './test/haproxy';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = 'redis://127.0.0.1:6379';
const postgresUp = await answers(Number(new URL(POSTGRES_URL).port || 5432), new URL(POSTGRES_URL).hostname);
const redisUp = await answers(6379);
const missing = [postgresUp ? '' : `PostgreSQL (${new URL(POSTGRES_URL).host})`, redisUp ? '' : 'Redis (127.0.0.1:6379)'].filter(Boolean);
const haproxyProblem = missing.length ? null : await ensureHaproxy();
const skipReason = missing.length ? `${missing.join(' and ')} not reachable` : haproxyProblem;
if (skipReason) console.log(`balancer (real processes): SKIPPED the two-instance HAProxy test: ${skipReason}`);

/** A child process of the portal (an api instance, the assistant) with the tail of what it printed. */
interface Running {
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

function run(script: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script)], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', () => resolve())) };
}

/**
 * Issue 48, end to end: two api instances as real processes (and the assistant) on one PostgreSQL and one Redis,
 * behind a real HAProxy that checks /health/ready. Users sign in through the balancer, a picture is uploaded, two
 * users pinned to different instances chat over socket.io, and one instance is killed (SIGKILL) mid-conversation.
 */
describe.runIf(!skipReason)('two api processes behind HAProxy, one killed mid-conversation', () => {
  const workDir = path.join(os.tmpdir(), `portal-balancer-${randomBytes(4).toString('hex')}`);
  const schema = `balancer_${randomBytes(5).toString('hex')}`;
  const assistantSchema = `${schema}_assistant`;
  const prefix = `portal-balancer-${randomBytes(4).toString('hex')}`;
  const instances: Record<'a' | 'b', { port: number; process: Running }> = {} as never;
  let assistant: Running;
  let balancer: Balancer;
  const sockets: Socket[] = [];

  const databaseUrl = () => {
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };
  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const status = (url: string) =>
    fetch(url).then(
      (r) => r.status,
      () => 0,
    );

  function startApi(name: 'a' | 'b', port: number, assistantPort: number) {
    instances[name] = {
      port,
      process: run('api/src/main.ts', {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, name),
        DATABASE_URL: databaseUrl(),
        REDIS_URL,
        REDIS_PREFIX: prefix,
        ASSISTANT_URL: `http://127.0.0.1:${assistantPort}`,
        TRUST_PROXY: 'true',
        SIGNIN_FAILURE_LIMIT: '4',
        DELIVERY_WORKER: 'false',
        SHUTDOWN_DELAY_MS: '0',
        LOG_LEVEL: 'warn',
      }),
    };
  }
  async function untilReady(name: 'a' | 'b') {
    const { port, process: p } = instances[name];
    await vi.waitFor(
      async () => {
        if (p.child.exitCode !== null) throw new Error(`api ${name} exited: ${p.output()}`);
        expect(await status(`http://127.0.0.1:${port}/health/ready`)).toBe(200);
      },
      { timeout: 90_000, interval: 200 },
    );
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create schema ${schema}`));
    const [assistantPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    balancer = await startHaproxy({
      dir: path.join(workDir, 'haproxy'),
      servers: [
        { name: 'a', port: portA },
        { name: 'b', port: portB },
      ],
    });
    assistant = run('assistant/src/main.ts', {
      ASSISTANT_PORT: String(assistantPort),
      ASSISTANT_HOST: '127.0.0.1',
      ASSISTANT_DATABASE_URL: POSTGRES_URL,
      ASSISTANT_DB_SCHEMA: assistantSchema,
      ASSISTANT_SEED: 'false',
      PORTAL_API_URL: balancer.url,
      DATA_DIR: path.join(workDir, 'assistant'),
      LOG_LEVEL: 'warn',
    });
    // the first instance migrates and seeds the empty schema; the second starts on what it finds
    startApi('a', portA, assistantPort);
    await untilReady('a');
    startApi('b', portB, assistantPort);
    await untilReady('b');
    await vi.waitFor(async () => expect(await balancer.states()).toEqual({ a: 'UP', b: 'UP' }), { timeout: 20_000, interval: 200 });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const p of [instances.a?.process, instances.b?.process, assistant]) {
      if (p && p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await p?.exited;
    }
    await balancer?.stop();
    await admin((c) => c.query(`drop schema if exists ${schema} cascade; drop schema if exists ${assistantSchema} cascade`)).catch(() => {});
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) if (keys.length) await redis.del(keys);
    await redis.quit();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  /** a request through the balancer, pinned to an instance by its cookie (as a browser's sticky cookie does) */
  const through = (pin: 'a' | 'b', url: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${balancer.url}${url}`, {
      ...init,
      headers: { cookie: `SERVERID=${pin}`, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.headers as Record<string, string>) },
    });
  const signIn = (pin: 'a' | 'b', email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
    through(pin, '/api/v1/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) });

  const sessions = {} as Record<'staff' | 'manager', SessionTokens>;
  let location = 0;
  let picture = '';
  /** a client address of its own (X-Forwarded-For, trusted behind the balancer), so its failures limit only it */
  const attacker = { 'x-forwarded-for': '203.0.113.77' };

  it('both instances are ready and UP; users sign in through the balancer', async () => {
    for (const name of ['a', 'b'] as const) expect(await status(`http://127.0.0.1:${instances[name].port}/health/ready`)).toBe(200);
    for (const [user, pin] of [
      ['staff', 'a'],
      ['manager', 'b'],
    ] as const) {
      const res = await signIn(pin, DEMO[user]);
      expect(res.status, await res.clone().text()).toBe(200);
      sessions[user] = (await res.json()) as SessionTokens;
    }
    location = (await admin((c) => c.query<{ location_id: number }>(`select location_id from ${schema}.accounts where email = $1`, [DEMO.staff]))).rows[0]!.location_id;
    // signed in through a, accepted by b (the keys are in the database)
    const thread = await through('b', `/api/v1/location-messaging/filter/${location}?limit=1`, { token: sessions.staff.token });
    expect(thread.status, await thread.clone().text()).toBe(200);
  });

  it('sign-in failures of one address are counted across both instances', async () => {
    const statuses: number[] = [];
    // alternately on each instance: counted apart, neither would reach the limit of 4
    for (const pin of ['a', 'b', 'a', 'b'] as const) statuses.push((await signIn(pin, DEMO.manager, 'wrong-Passw0rd', attacker)).status);
    const limited = await signIn('a', DEMO.manager, 'wrong-Passw0rd', attacker);
    expect([...statuses, limited.status]).toEqual([401, 401, 401, 401, 429]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a picture uploaded through one instance is served by both', async () => {
    const form = new FormData();
    form.append('file', new Blob([FILES.png], { type: 'image/png' }), 'prize-wall.png');
    const res = await through('a', `/api/v1/location-messaging/upload/${location}`, { method: 'POST', body: form, token: sessions.staff.token });
    expect(res.status, await res.clone().text()).toBe(201);
    picture = ((await res.json()) as ChatUpload).url;
    for (const name of ['a', 'b'] as const) {
      const served = await fetch(`http://127.0.0.1:${instances[name].port}${picture}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(FILES.png)).toBe(true);
    }
  });

  /**
   * A chat client as the page runs one: websocket through the balancer, pinned by its cookie; on every (re)connect
   * it joins the room again and fetches what it missed after the last message it has.
   */
  function chatClient(user: 'staff' | 'manager', pin: 'a' | 'b') {
    const seen = new Set<number>();
    let last = 0;
    const state = { connects: 0, disconnects: 0, caughtUp: 0, error: '' };
    const socket = io(balancer.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token: sessions[user].token },
      extraHeaders: { cookie: `SERVERID=${pin}` },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      forceNew: true,
    });
    sockets.push(socket);
    const note = (m: LocationMessage) => {
      seen.add(m.id);
      last = Math.max(last, m.id);
    };
    socket.on(CHAT_REALTIME.newMessage, note);
    socket.on('disconnect', () => state.disconnects++);
    const catchUp = async () => {
      const joined = (await socket.timeout(10_000).emitWithAck('subscribe', CHAT_REALTIME.room(location))) as RealtimeAck;
      if (!joined.ok) throw new Error(`${user} could not join: ${JSON.stringify(joined)}`);
      for (;;) {
        const res = await through(pin, `/api/v1/location-messaging/filter/${location}?after=${last}&limit=100`, { token: sessions[user].token });
        if (res.status !== 200) throw new Error(`${user} catch-up: ${res.status} ${await res.text()}`);
        const page = (await res.json()) as ChatMessagePage;
        page.results.forEach(note);
        if (!page.hasNewer) break;
      }
      state.caughtUp++;
    };
    socket.on('connect', () => {
      state.connects++;
      catchUp().catch((e: Error) => (state.error = e.message));
    });
    /** sends until acknowledged: a send lost with its instance is sent again (its id makes a repeat harmless) */
    const send = async (id: string, content: string): Promise<LocationMessage> => {
      for (let attempt = 1; ; attempt++) {
        await vi.waitFor(() => expect(socket.connected).toBe(true), { timeout: 30_000, interval: 20 });
        const ack = (await socket
          .timeout(5_000)
          .emitWithAck(CHAT_REALTIME.send, { id, room: location, type: 'TEXT', content })
          .catch((e: Error) => ({ ok: false, error: e.message }))) as ChatSendAck;
        if (ack.ok) return ack.message;
        if (attempt >= 4) throw new Error(`${user} could not send ${id}: ${JSON.stringify(ack)}`);
      }
    };
    return { socket, seen, state, send, user };
  }

  it('chat between users on different instances survives one instance killed mid-conversation', async () => {
    const staff = chatClient('staff', 'a');
    const manager = chatClient('manager', 'b');
    await vi.waitFor(
      () =>
        expect([staff.state, manager.state].map((s) => [s.caughtUp, s.error])).toEqual([
          [1, ''],
          [1, ''],
        ]),
      { timeout: 20_000, interval: 20 },
    );
    const acknowledged: LocationMessage[] = [];
    let killed = false;
    for (let i = 0; i < 8; i++) {
      if (i === 4) {
        // mid-conversation: the instance the staff member's socket is on dies without a word
        instances.a.process.child.kill('SIGKILL');
        await instances.a.process.exited;
        killed = true;
      }
      acknowledged.push(await staff.send(`balancer-staff-${i}`, `Staff says ${i}`));
      acknowledged.push(await manager.send(`balancer-manager-${i}`, `Manager answers ${i}`));
    }
    expect(killed).toBe(true);
    // the staff member's socket dropped with its instance and came back (through the balancer, on b); the manager's never dropped
    expect(staff.state.disconnects).toBeGreaterThanOrEqual(1);
    expect(staff.state.connects).toBeGreaterThanOrEqual(2);
    expect(manager.state.disconnects).toBe(0);
    // the balancer marks the dead one down by its health route
    await vi.waitFor(async () => expect(await balancer.states()).toEqual({ a: 'DOWN', b: 'UP' }), { timeout: 20_000, interval: 200 });
    // every acknowledged message reached both users (live, or by the catch-up after the reconnect), each once in the store
    const ids = acknowledged.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    await vi.waitFor(() => expect([...ids].filter((id) => !staff.seen.has(id) || !manager.seen.has(id))).toEqual([]), { timeout: 20_000, interval: 20 });
    expect([staff.state.error, manager.state.error]).toEqual(['', '']);
    const stored = await admin((c) =>
      c.query<{ client_id: string; n: string }>(`select client_id, count(*) as n from ${schema}.location_messages where client_id like 'balancer-%' group by client_id`),
    );
    expect(stored.rows.map((r) => [r.client_id, Number(r.n)]).sort()).toEqual(acknowledged.map((m) => [m.client_id, 1]).sort());
    // the picture is still there, and can be sent now that only b is left
    const served = await through('a', picture);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(FILES.png)).toBe(true);
    const ack = (await staff.socket
      .timeout(10_000)
      .emitWithAck(CHAT_REALTIME.send, { id: 'balancer-picture', room: location, type: 'IMAGE', image_url: picture, content: '' })) as ChatSendAck;
    expect(ack).toMatchObject({ ok: true, message: { type: 'IMAGE', image_url: picture } });
  });

  it('after the kill: the other instance serves, the session refreshes, the limits still hold', async () => {
    // requests pinned to the dead instance go to the live one
    for (const pin of ['a', 'b', 'a', 'b'] as const) expect((await through(pin, '/api/v1/auth/locations')).status).toBe(200);
    // the staff member is not signed out: the token signed by a is accepted by b, and the refresh works there
    expect((await through('a', `/api/v1/location-messaging/filter/${location}?limit=1`, { token: sessions.staff.token })).status).toBe(200);
    const refreshed = await through('a', '/api/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: sessions.staff.refresh_token }),
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const session = (await refreshed.json()) as SessionTokens;
    expect((await through('b', `/api/v1/location-messaging/filter/${location}?limit=1`, { token: session.token })).status).toBe(200);
    // the failures counted before the kill (in Redis) still limit that address on the instance that is left
    expect((await signIn('b', DEMO.manager, 'wrong-Passw0rd', attacker)).status).toBe(429);
    expect(await status(`http://127.0.0.1:${instances.b.port}/health/ready`)).toBe(200);
  });
});
