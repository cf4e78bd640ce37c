// Location chat delivery: 1 000 connected sockets in ten rooms of 100 (ten locations of 100 members each), every
// member sending one message a round; how long each message takes from its send to each member of the room, and
// how many never arrive. The portal's server (token at the handshake, rights re-checked on every join and message,
// each message stored in the database before it is broadcast) beside a bare socket.io server doing the same
// broadcast, each its own process, in the same run; the sockets are this process.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, migrateToLatest, seedIfEmpty } from '@portal/api/db';
import { loadSigningKeys, startSession, TokenService } from '@portal/api/auth';
import { createBenchDatabase, PG_URL, postgresReachable } from './lib/postgres';
import { apiEnv, startProcess, type Server } from './lib/processes';
import type { BenchContext, BenchResult, Benchmark, Measurement } from './lib/types';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 10);
/**
 * Each round's sends are spread evenly over this window: 1 000 messages in 20 s, 50 a second, 5 000 deliveries a
 * second for this one process to read (at 100 a second the sockets' side saturated this 2-core machine for both servers).
 */
const WINDOW_MS = Number(process.env.BENCH_CHAT_WINDOW_MS ?? 20_000);
/** Rounds per server (each round is 100 000 deliveries at the default size, so a few suffice): min(BENCH_RUNS, 3). */
const RUNS = (ctx: BenchContext) => Number(process.env.BENCH_CHAT_RUNS ?? Math.min(ctx.runs, 3));
/** after the last send, a delivery still missing this long later counts as lost */
const GRACE_MS = 15_000;
const CONNECT_BATCH = 50;
const PATH = '/api/socket.io';

const GROUP = { bare: 'chat: bare socket.io', pglite: 'chat: portal (PGlite)', postgres: 'chat: portal (PostgreSQL + adapter)' } as const;
type TargetKey = keyof typeof GROUP;

/** The portal's database and data folder, ready before its server starts: ten locations of members, each signed in. */
async function preparePortal(dataDir: string, databaseUrl: string | null, log: (m: string) => void): Promise<{ tokens: string[]; rooms: number[] }> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const { db } = database;
    await migrateToLatest(db);
    await seedIfEmpty(db, { admin: null, companyDomains: ['arcadia.example'] });
    const { password_hash } = await db.selectFrom('accounts').select('password_hash').where('email', '=', 'staff@arcadia.example').executeTakeFirstOrThrow();
    const rooms = (
      await db
        .insertInto('locations')
        .values(Array.from({ length: ROOMS }, (_, i) => ({ name: `Bench Room ${i + 1}`, display_name: `Bench ${i + 1}`, store_id: String(9000 + i) })))
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const members = await db
      .insertInto('accounts')
      .values(
        Array.from({ length: SOCKETS }, (_, i) => ({
          first_name: 'Bench',
          last_name: `Member ${i + 1}`,
          email: `bench.member.${i + 1}@arcadia.example`,
          password_hash,
          phone_number: null,
          location_id: rooms[i % ROOMS]!,
          profile_id: 1,
          group_id: 15,
          status: 'ACTIVE' as const,
          url_image: null,
        })),
      )
      .returning(['id', 'location_id'])
      .execute();
    // real sessions (refresh-token rows) with access tokens signed by the key the server will load from the database
    const keys = await loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, dataDir, db });
    const tokens = new TokenService(keys, 4 * 3600);
    log(`chat: signing in ${members.length} members`);
    const sessions: string[] = [];
    for (const member of members) sessions.push((await startSession({ db, tokens }, member.id)).token);
    return { tokens: sessions, rooms: members.map((m) => m.location_id!) };
  } finally {
    await database.close();
  }
}

interface Client {
  socket: Socket;
  room: number;
}

async function connectAll(url: string, tokens: (string | null)[], rooms: number[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH).map(async (token, j) => {
      const socket = io(url, { path: PATH, transports: ['websocket'], auth: token ? { token } : {}, forceNew: true, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const room = rooms[start + j]!;
      const ack = (await socket.timeout(30_000).emitWithAck('subscribe', `chat:${room}`)) as { ok: boolean; error?: string };
      if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
      return { socket, room };
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

interface Round {
  p50: number;
  p95: number;
  lost: number;
  duplicates: number;
  refused: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/** Every member sends one message, the sends spread over WINDOW_MS; each delivery's latency is measured here. */
async function round(clients: Client[], tag: string): Promise<Round> {
  const perRoom = new Map<number, number>();
  for (const c of clients) perRoom.set(c.room, (perRoom.get(c.room) ?? 0) + 1);
  const sentAt = new Map<string, number>();
  const expected = new Map<string, number>();
  const received = new Map<string, Set<number>>();
  const latencies: number[] = [];
  let duplicates = 0;
  let refused = 0;
  let outstanding = 0;
  const listeners = clients.map((c, i) => {
    const listener = (m: { content: string }) => {
      const at = sentAt.get(m.content);
      if (at === undefined) return;
      const got = received.get(m.content)!;
      if (got.has(i)) return void duplicates++;
      got.add(i);
      latencies.push(performance.now() - at);
      outstanding--;
    };
    c.socket.on('newMessage', listener);
    return listener;
  });
  const gap = WINDOW_MS / clients.length;
  const start = performance.now();
  const acks: Promise<void>[] = [];
  for (const [i, c] of clients.entries()) {
    const due = start + i * gap;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const content = `${tag}:${i}`;
    sentAt.set(content, performance.now());
    expected.set(content, perRoom.get(c.room)!);
    received.set(content, new Set());
    outstanding += perRoom.get(c.room)!;
    acks.push(
      (c.socket.timeout(GRACE_MS).emitWithAck('sendMessage', { id: content, room: c.room, type: 'TEXT', content }) as Promise<{ ok: boolean }>).then(
        (ack) => {
          if (!ack.ok) refused++;
        },
        () => void refused++,
      ),
    );
  }
  await Promise.all(acks);
  const deadline = performance.now() + GRACE_MS;
  while (outstanding > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  clients.forEach((c, i) => c.socket.off('newMessage', listeners[i]));
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), lost: Math.max(0, outstanding), duplicates, refused };
}

const RUNS_NOTE = "Rounds: min(BENCH_RUNS, 3), or BENCH_CHAT_RUNS; each figure is the median of the rounds, each round's percentiles over all its deliveries.";

const benchmark: Benchmark = {
  name: 'chat',
  async run(ctx: BenchContext): Promise<BenchResult> {
    const measurements: Measurement[] = [];
    const figure = (group: string, name: string, unit: Measurement['unit']) => {
      let m = measurements.find((x) => x.group === group && x.name === name);
      if (!m) measurements.push((m = { group, name, unit, samples: [] }));
      return m;
    };
    const folders: string[] = [];
    const servers: Server[] = [];
    const connected: Client[] = [];
    const notes: string[] = [];
    let dropDatabase: (() => Promise<void>) | null = null;
    try {
      const targets: { key: TargetKey; url: string; tokens: (string | null)[]; rooms: number[] }[] = [];
      const portal = async (key: 'pglite' | 'postgres', databaseUrl: string | null) => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-chat-'));
        folders.push(dataDir);
        ctx.log(`chat: preparing ${SOCKETS} members in ${ROOMS} locations (${key})`);
        const { tokens, rooms } = await preparePortal(dataDir, databaseUrl, ctx.log);
        const server = await startProcess(ctx, `portal on ${key}`, 'api/src/main.ts', { ...apiEnv(dataDir, databaseUrl), DELIVERY_WORKER: 'false' }, /Portal ready at/);
        servers.push(server);
        targets.push({ key, url: server.url, tokens, rooms });
      };
      await portal('pglite', null);
      if (await postgresReachable()) {
        const database = await createBenchDatabase('bench_chat');
        dropDatabase = database.drop;
        await portal('postgres', database.url);
      } else {
        notes.push(`chat: PostgreSQL not reachable at ${PG_URL}: its figures are missing from this run.`);
      }
      const bare = await startProcess(ctx, 'bare socket.io', 'bench/servers/socketioBare.ts', { ...process.env }, /listening on/);
      servers.push(bare);
      targets.unshift({ key: 'bare', url: bare.url, tokens: targets[0]!.tokens.map(() => null), rooms: targets[0]!.rooms });

      const clients = new Map<TargetKey, Client[]>();
      for (const t of targets) {
        ctx.log(`chat: connecting ${SOCKETS} sockets to the ${t.key} server`);
        const list = await connectAll(t.url, t.tokens, t.rooms);
        connected.push(...list);
        clients.set(t.key, list);
      }
      const sockets = (c: Client[]) => c.filter((x) => x.socket.connected).length;
      // a round each to warm up (JIT, the database's caches), not counted
      for (const t of targets) await round(clients.get(t.key)!, `warm-${t.key}`);
      const runs = RUNS(ctx);
      for (let run = 0; run < runs; run++) {
        for (const t of targets) {
          ctx.log(`chat: ${t.key} run ${run + 1}/${runs}`);
          const r = await round(clients.get(t.key)!, `r${run}-${t.key}`);
          figure(GROUP[t.key], 'delivery latency p50', 'ms').samples.push(r.p50);
          figure(GROUP[t.key], 'delivery latency p95', 'ms').samples.push(r.p95);
          figure(GROUP[t.key], 'lost deliveries', 'count').samples.push(r.lost);
          figure(GROUP[t.key], 'duplicate deliveries', 'count').samples.push(r.duplicates);
          figure(GROUP[t.key], 'sends refused', 'count').samples.push(r.refused);
          figure(GROUP[t.key], 'sockets still connected', 'count').samples.push(sockets(clients.get(t.key)!));
        }
      }
    } finally {
      for (const c of connected) c.socket.disconnect();
      for (const s of servers.reverse()) await s.stop();
      await dropDatabase?.();
      for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
    }
    const deliveries = (SOCKETS / ROOMS) * SOCKETS;
    return {
      measurements,
      ratios: (['pglite', 'postgres'] as const).map((key) => ({
        name: `chat: delivery p95, ${GROUP[key].slice('chat: '.length)} / bare socket.io`,
        numerator: { group: GROUP[key], name: 'delivery latency p95' },
        denominator: { group: GROUP.bare, name: 'delivery latency p95' },
        target: { max: 1.5 },
      })),
      targets: (['pglite', 'postgres'] as const).map((key) => ({
        group: GROUP[key],
        name: 'lost deliveries',
        max: 0,
        label: `chat: lost deliveries, ${GROUP[key].slice('chat: '.length)} (median of rounds)`,
      })),
      notes: [
        ...notes,
        `chat: ${SOCKETS} sockets in ${ROOMS} rooms of ${SOCKETS / ROOMS}; each round every member sends one message, the sends spread evenly ` +
          `over ${WINDOW_MS / 1000} s (${Math.round((SOCKETS / WINDOW_MS) * 1000)} messages/s, ${deliveries} deliveries a round, the sender's own ` +
          `copy included). Latency = from the send to each member's receipt, all measured in this process (the sockets' side). A delivery ` +
          `still missing ${GRACE_MS / 1000} s after the last send counts as lost. Portal: sendMessage validated, the sender's status and ` +
          `location re-checked, the message stored (one location at a time) and acknowledged, then broadcast; on PostgreSQL the ` +
          `broadcast goes through the socket.io PostgreSQL adapter as with several instances. Bare: the same events and ` +
          `acknowledgements, broadcast at once. ${RUNS_NOTE}`,
      ],
    };
  },
};

export default benchmark;
