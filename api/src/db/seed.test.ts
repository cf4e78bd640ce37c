import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, databaseFingerprint, databases, type TestContext } from '../test/harness';
import { openDatabase } from './index';
import { migrateToLatest } from './migrate';
import { listDemoAccounts, seedIfEmpty } from './seed';
import { verifyPassword } from '../auth/passwords';
import { TEST_SEED_OPTIONS } from '../test/seedOptions';

describe.each(databases)('seed on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('seeds the demo company the contract lists', async () => {
    const accounts = await listDemoAccounts(ctx.db, TEST_SEED_OPTIONS);
    expect(accounts.slice(0, 5)).toEqual([
      { email: 'admin@arcadia.example', password: 'Demo#2026', group: 'Super Admin', status: 'ACTIVE' },
      { email: 'manager@arcadia.example', password: 'Demo#2026', group: 'General Manager', status: 'ACTIVE' },
      { email: 'staff@arcadia.example', password: 'Demo#2026', group: 'Team Member', status: 'ACTIVE' },
      { email: 'partner@vendorco.example', password: 'Demo#2026', group: 'Read Only (Partners)', status: 'ACTIVE' },
      { email: 'expired@arcadia.example', password: 'Demo#2026', group: 'Team Member', status: 'ACTIVE' },
    ]);
    const unverified = await ctx.db.selectFrom('accounts').select(['email', 'is_company_email']).where('status', '=', 'UNVERIFIED').execute();
    expect(unverified.length).toBeGreaterThanOrEqual(3);
    expect(new Set(unverified.map((u) => u.is_company_email))).toEqual(new Set([true, false]));
    const expired = await ctx.db.selectFrom('accounts').select('password_expired_time').where('email', '=', 'expired@arcadia.example').executeTakeFirstOrThrow();
    expect(expired.password_expired_time!.getTime()).toBeLessThan(Date.now());
    const { n } = await ctx.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(12);
    const { count } = (await sql<{ count: number }>`select count(*)::int as count from group_permissions`.execute(ctx.db)).rows[0]!;
    expect(count).toBe(16 * 14);
  });

  it('is idempotent: a second run seeds nothing and keeps every row', async () => {
    const before = await databaseFingerprint(ctx.db);
    expect(await seedIfEmpty(ctx.db, TEST_SEED_OPTIONS)).toBe(false);
    expect(await migrateToLatest(ctx.db)).toEqual([]);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pglite-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('keeps every row across a restart, and uses PORTAL_ADMIN_* for the first admin', async () => {
    const options = { admin: { email: 'boss@arcadia.example', password: 'Own-secret-1' }, companyDomains: ['arcadia.example'] };
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    await migrateToLatest(first.db);
    expect(await seedIfEmpty(first.db, options)).toBe(true);
    await first.db.insertInto('locations').values({ name: 'Added Later', display_name: 'Later', store_id: '9999' }).execute();
    const before = await databaseFingerprint(first.db);
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await migrateToLatest(second.db);
      expect(await seedIfEmpty(second.db, options)).toBe(false);
      expect(await databaseFingerprint(second.db)).toEqual(before);
      const boss = await second.db.selectFrom('accounts').select(['password_hash', 'group_id']).where('email', '=', 'boss@arcadia.example').executeTakeFirstOrThrow();
      expect(boss.group_id).toBe(1);
      expect(await verifyPassword('Own-secret-1', boss.password_hash)).toBe(true);
      expect((await listDemoAccounts(second.db, options))[0]).toMatchObject({ email: 'boss@arcadia.example', password: '(PORTAL_ADMIN_PASSWORD)' });
    } finally {
      await second.close();
    }
  });
});
