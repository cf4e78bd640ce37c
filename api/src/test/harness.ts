import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { SessionTokens } from '@portal/shared';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { fromPGlite, type Database, type Db } from '../db';
import { postgresChangeFeed, type ChangeFeed } from '../db/changes';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seedData';
import { syncRemotes } from '../modules/remotes';
import type { FileStorage } from '../storage';
import { TEST_SEED_OPTIONS } from './seedOptions';
// the global setup's ProvidedContext augmentation types inject() wherever the harness is compiled (the security suite too)
import type {} from './globalSetup';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite; on PostgreSQL too when DATABASE_URL is set (Backstage-style). */
export const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const DEMO = {
  admin: 'admin@arcadia.example',
  manager: 'manager@arcadia.example',
  staff: 'staff@arcadia.example',
  partner: 'partner@vendorco.example',
  expired: 'expired@arcadia.example',
  unverified: 'jordan.lee@arcadia.example',
} as const;
export type DemoUser = keyof typeof DEMO;

const quietLog = { info() {}, warn() {} };

type OpenedForTest = { db: Db; changes: ChangeFeed; close(): Promise<void> };

async function openPGlite(): Promise<OpenedForTest> {
  const template = await fs.readFile(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return fromPGlite(pglite);
}

/** A fresh schema per test file, selected through search_path and dropped at the end. */
async function openPostgres(url: string): Promise<OpenedForTest> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 5, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // NOTIFY is per database, not per schema: other test files' writes only cause extra invalidations
  const changes = await postgresChangeFeed(url);
  const close = async () => {
    await changes.stop();
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, TEST_SEED_OPTIONS);
    await syncRemotes(db, { staticRoot: inject('staticRoot'), remoteUrlOverrides: {}, log: quietLog });
  } catch (e) {
    await close();
    throw e;
  }
  return { db, changes, close };
}

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Db;
  /** the database's change notifications this app listens to */
  changes: ChangeFeed;
  config: AppConfig;
  /** the app's uploads (database or disk, as `config.fileStorage` says) */
  storage: FileStorage;
  /** signs a demo user in once per file and returns its session */
  session(user: DemoUser): Promise<SessionTokens>;
  token(user: DemoUser): Promise<string>;
  idOf(user: DemoUser): Promise<number>;
  /** app.inject with an optional demo user's bearer token */
  request(options: InjectOptions & { as?: DemoUser | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  config?: Partial<AppConfig>;
  /** runs before app.ready(): lets a test add a route */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestContext(kind: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-data-'));
  const opened = kind === 'postgres' ? await openPostgres(process.env.DATABASE_URL!) : await openPGlite();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, STATIC_ROOT: inject('staticRoot'), LOG_LEVEL: 'silent' }),
    signinRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    limits: { signinFailures: { max: 10_000, windowMs: 60_000 }, registration: { max: 10_000, windowMs: 60_000 } },
    // no background sends while a test compares database fingerprints; delivery tests start their own worker
    deliveryWorker: false,
    // as in production: with PostgreSQL the uploads are in the database, with PGlite on disk
    fileStorage: kind === 'postgres' ? 'database' : 'disk',
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ db: opened.db, changes: opened.changes, config, logger: false });
    options.beforeReady?.(app);
    await app.ready();
  } catch (e) {
    await opened.close(); // drops the PostgreSQL schema too
    throw e;
  }

  const sessions = new Map<DemoUser, Promise<SessionTokens>>();
  const ctx: TestContext = {
    kind,
    app,
    db: opened.db,
    changes: opened.changes,
    config,
    storage: app.fileStorage,
    session(user) {
      let session = sessions.get(user);
      if (!session) {
        session = app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: DEMO[user], password: DEMO_PASSWORD } }).then((res) => {
          if (res.statusCode !== 200) throw new Error(`sign-in of ${user} failed: ${res.body}`);
          return res.json<SessionTokens>();
        });
        sessions.set(user, session);
      }
      return session;
    },
    async token(user) {
      return (await ctx.session(user)).token;
    },
    async idOf(user) {
      const row = await opened.db.selectFrom('accounts').select('id').where('email', '=', DEMO[user]).executeTakeFirstOrThrow();
      return row.id;
    },
    async request({ as, ...options }) {
      const headers = { ...(options.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await ctx.token(as)}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await opened.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/** A digest of every table's rows: equal before and after means a refused request wrote nothing. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = ['locations', 'profiles', 'groups', 'group_permissions', 'accounts', 'refresh_tokens', 'audit_log', 'notifications', 'remotes', 'remote_history'];
  tables.push('trivia_questions', 'trivia_options', 'trivia_responses', 'polls', 'poll_options', 'poll_votes');
  tables.push('job_titles', 'notification_sends');
  tables.push('events', 'event_groups', 'event_locations', 'event_followers', 'event_comments', 'calendar_feed_tokens');
  // one round trip for every table: the roles × routes test takes two fingerprints per refused call
  const digests = tables.map((table) => sql`select ${table}::text as name, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`);
  const { rows } = await sql<{ name: string; digest: string | null }>`${sql.join(digests, sql` union all `)}`.execute(db);
  return Object.fromEntries(tables.map((table) => [table, rows.find((r) => r.name === table)?.digest ?? '']));
}

let counter = 0;
/** Small factories for rows a test needs (buildX(overrides)). */
export const factories = {
  unique: () => `${Date.now().toString(36)}${(counter++).toString(36)}`,
  async location(db: Db, overrides: Partial<{ name: string; display_name: string; store_id: string; active: boolean }> = {}) {
    const n = counter++;
    return db
      .insertInto('locations')
      .values({
        name: `Test Arcade ${factories.unique()}`,
        display_name: `Test ${n}`,
        store_id: String(2000 + n),
        ...overrides,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  /** A new account (Demo#2026); `password_expired_time` in the past makes its password expired. */
  async account(
    db: Db,
    overrides: Partial<{
      email: string;
      status: 'UNVERIFIED' | 'ACTIVE' | 'INACTIVE' | 'BLOCKED';
      group_id: number | null;
      location_id: number | null;
      password_expired_time: Date | null;
    }> = {},
  ) {
    const source = await db.selectFrom('accounts').select('password_hash').where('email', '=', DEMO.staff).executeTakeFirstOrThrow();
    return db
      .insertInto('accounts')
      .values({
        first_name: 'Test',
        last_name: 'User',
        email: `user.${factories.unique()}@arcadia.example`,
        password_hash: source.password_hash, // Demo#2026
        phone_number: '(312) 555-0199',
        location_id: null,
        profile_id: 1,
        group_id: 15,
        status: 'ACTIVE',
        url_image: null,
        ...overrides,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
};
