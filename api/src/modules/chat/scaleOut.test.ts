import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { LocationMessage } from '@portal/shared';
import { buildApp } from '../../app';
import type { Database } from '../../db';
import { createRealtimeAdapter } from '../../realtime';
import { createTestContext, type TestContext } from '../../test/harness';
import { collect, connected, join, listen, locationOf, send, until } from './testKit';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379, timeout: 1000 }, () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
  socket.on('timeout', () => (socket.destroy(), resolve(false)));
});

// Two api instances need a database both reach: PostgreSQL (the suite's, when it has one). The bus between them is
// PostgreSQL's own LISTEN/NOTIFY by default, or Redis when REDIS_URL is set (and a server answers here).
const buses = process.env.DATABASE_URL ? (['postgres', ...(redisAnswers ? ['redis' as const] : [])] as const) : [];

describe('realtime adapter choice', () => {
  it('with embedded PGlite (no DATABASE_URL, no REDIS_URL) there is none: one instance owns the data', async () => {
    expect(await createRealtimeAdapter({ databaseUrl: null, redis: null })).toBeNull();
  });
});

describe.each(buses)('two api instances on one PostgreSQL, messages carried by %s', (bus) => {
  let ctx: TestContext;
  const urls: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // the first context migrates and seeds a schema of its own; both instances then open that schema with their own pools
    ctx = await createTestContext('postgres');
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    // postgres: the adapter each app makes from DATABASE_URL (its channel is named after the schema, so parallel test
    // files never hear each other); redis: one key of this test's own, for the same reason
    const redisKey = `portal-test-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      // redis: the app's own connection (REDIS_URL) with this test's prefix (REDIS_PREFIX) on its channel
      const redis = bus === 'redis' ? { redisUrl: REDIS_URL, redisPrefix: redisKey } : {};
      const app = await buildApp({ db, config: { ...ctx.config, databaseUrl: url.toString(), ...redis }, logger: false });
      await app.ready();
      urls.push(await listen({ app }));
      closers.push(async () => {
        await app.close();
        await db.destroy();
      });
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const close of closers) await close();
    await ctx.close();
  });

  it('a message sent through one instance reaches a client of the other', async () => {
    const dallas = await locationOf(ctx.db, 'staff');
    const reader = await connected(urls[0]!, await ctx.token('staff'));
    const writer = await connected(urls[1]!, await ctx.token('manager'));
    sockets.push(reader, writer);
    expect(await join(reader, dallas)).toEqual({ ok: true });
    expect(await join(writer, dallas)).toEqual({ ok: true });
    const readerGot = collect(reader);
    const writerGot = collect(writer);
    const ack = await send(writer, { room: dallas, type: 'TEXT', content: `Across instances via ${bus}` });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    await until(() => readerGot.length === 1 && writerGot.length === 1);
    expect(readerGot[0]).toEqual<LocationMessage>(ack.message);
    // and back the other way, still only to the room
    const partner = await connected(urls[1]!, await ctx.token('partner'));
    sockets.push(partner);
    const partnerGot = collect(partner);
    const reply = await send(reader, { room: dallas, type: 'TEXT', content: 'Heard you' });
    expect(reply.ok).toBe(true);
    await until(() => writerGot.length === 2);
    expect(writerGot[1]!.content).toBe('Heard you');
    expect(partnerGot).toEqual([]);
  });
});
