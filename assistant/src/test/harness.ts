import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { ExtractionLimits } from '@portal/shared/knowledge';
import { embeddingConfigFromEnv, llmConfigFromEnv } from '@portal/shared/node/llm';
import { buildAssistant } from '../app';
import { loadAssistantConfig, type AssistantConfig } from '../config';
import { fromPGlite, migrateToLatest, openPostgres, type Db } from '../db';
import { FakePortal, PRESETS } from './fakePortal';

export type DatabaseKind = 'pglite' | 'postgres';
export const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface AssistantTest {
  app: FastifyInstance;
  db: Db;
  portal: FakePortal;
  config: AssistantConfig;
  /** inject as a portal user (id) or anonymously (null) */
  request(options: InjectOptions & { as: number | null }): Promise<LightMyRequestResponse>;
  /** waits until every queued document is indexed or failed */
  indexed(): Promise<void>;
  close(): Promise<void>;
}

export const USERS = { admin: 1, staff: 2, partner: 3, outsider: 4 } as const;

export async function createAssistantTest(
  kind: DatabaseKind,
  options: { llmUrl?: string; embeddingUrl?: string; fetchAllow?: string[]; extraction?: Partial<ExtractionLimits> } = {},
): Promise<AssistantTest> {
  const portal = await FakePortal.start();
  portal.add({ id: USERS.admin, group_id: 1, roles: PRESETS.admin, first_name: 'Alex', last_name: 'Admin' });
  portal.add({ id: USERS.staff, group_id: 15, roles: PRESETS.staff, first_name: 'Sam', last_name: 'Staff' });
  portal.add({ id: USERS.partner, group_id: 16, roles: PRESETS.staff, first_name: 'Pat', last_name: 'Partner' });
  portal.add({ id: USERS.outsider, group_id: 16, roles: PRESETS.none, first_name: 'Olly', last_name: 'Outsider' });
  let db: Db;
  let closeDb: () => Promise<void>;
  if (kind === 'postgres') {
    const schema = `assistant_test_${randomBytes(5).toString('hex')}`;
    const opened = await openPostgres(process.env.DATABASE_URL!, schema, 4);
    db = opened.db;
    closeDb = async () => {
      await opened.close();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
  } else {
    const opened = await fromPGlite(await PGlite.create({ extensions: { pg_trgm } }));
    db = opened.db;
    closeDb = opened.close;
  }
  await migrateToLatest(db);
  const config: AssistantConfig = {
    ...loadAssistantConfig({ DATA_DIR: path.join(os.tmpdir(), 'assistant-test'), LOG_LEVEL: 'silent' }),
    portalApiUrl: portal.url,
    fetchAllow: options.fetchAllow ?? [],
    llm: options.llmUrl ? llmConfigFromEnv({ LLM_BASE_URL: options.llmUrl }) : null,
    embedding: options.embeddingUrl ? embeddingConfigFromEnv({ EMBEDDING_BASE_URL: options.embeddingUrl, EMBEDDING_MODEL: 'stub-embedding' }) : null,
    accessCacheSeconds: 0,
  };
  config.extraction = { ...config.extraction, ...options.extraction };
  const app = await buildAssistant({ database: { db, kind, close: closeDb }, config, logger: false });
  await app.ready();
  return {
    app,
    db,
    portal,
    config,
    async request({ as, ...rest }) {
      const headers = { ...(rest.headers ?? {}), ...(as !== null ? { authorization: `Bearer ${await portal.token(as)}` } : {}) };
      return app.inject({ ...rest, headers });
    },
    async indexed() {
      await app.assistant.worker.idle();
      await app.assistant.vectors?.idle();
    },
    async close() {
      await app.close();
      await closeDb();
      await portal.close();
    },
  };
}
