import { sql } from 'kysely';
import type { SessionTokens } from '@portal/shared';
import type { Db } from '../../db';
import { databaseFingerprint, type DemoUser, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD } from '../../db/seedData';

/** The harness's fingerprint plus this module's own table: equal before and after means nothing was written. */
export async function accountsFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<{ digest: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from account_upgrades t`.execute(db);
  return { ...(await databaseFingerprint(db)), account_upgrades: rows[0]?.digest ?? '' };
}

export async function signIn(ctx: TestContext, email: string, password = DEMO_PASSWORD): Promise<SessionTokens> {
  const res = await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return res.json<SessionTokens>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function auditRows(db: Db, action: string, targetId: number) {
  return db.selectFrom('audit_log').select(['actor_id', 'details']).where('action', '=', action).where('target_id', '=', String(targetId)).orderBy('id').execute();
}

/** The ids the accounts suites use. */
export type AccountIds = Record<Extract<DemoUser, 'admin' | 'manager' | 'staff' | 'partner' | 'expired'>, number>;

/**
 * The demo users' ids, with admin, manager, staff and partner signed in: signing in writes (sessions, last login), so
 * a suite does it in its set-up, before any "nothing written" check.
 */
export async function accountIdsSignedIn(ctx: TestContext): Promise<AccountIds> {
  const ids: AccountIds = {
    admin: await ctx.idOf('admin'),
    manager: await ctx.idOf('manager'),
    staff: await ctx.idOf('staff'),
    partner: await ctx.idOf('partner'),
    expired: await ctx.idOf('expired'),
  };
  await Promise.all((['admin', 'manager', 'staff', 'partner'] as const).map((u) => ctx.token(u)));
  return ids;
}
