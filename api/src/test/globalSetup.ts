import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPGlite } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { syncRemotes } from '../modules/remotes';
import { createStaticFixture } from './staticFixture';
import { TEST_SEED_OPTIONS } from './seedOptions';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    staticRoot: string;
  }
}

const quietLog = { info() {}, warn() {} };

/** Migrates and seeds one PGlite, dumps it; each test file then starts from that dump (fast). */
export default async function setup(project: TestProject) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  const staticRoot = createStaticFixture(path.join(workDir, 'static'));
  const pglite = await PGlite.create();
  const { db, close } = await fromPGlite(pglite);
  await migrateToLatest(db);
  await seedIfEmpty(db, TEST_SEED_OPTIONS);
  await syncRemotes(db, { staticRoot, remoteUrlOverrides: {}, log: quietLog });
  const dump = await pglite.dumpDataDir('none');
  const templateFile = path.join(workDir, 'template.tar');
  await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await close();
  project.provide('pgliteTemplate', templateFile);
  project.provide('staticRoot', staticRoot);
  return async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  };
}
