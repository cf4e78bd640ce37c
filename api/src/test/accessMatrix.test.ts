import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReachRefusal, ADMIN_FEATURE_GROUP_IDS, can, SUPER_ADMIN_GROUP_ID } from '@portal/shared';
import type { RouteAccess } from '../auth/access';
import { meetsRequirement } from '@portal/shared/node/server';
import { DEMO_PASSWORD, SEED_PERMISSIONS } from '../db/seedData';
import { createTestContext, databaseFingerprint, databases, factories, type DemoUser, type TestContext } from './harness';
import { routeSamples, type Caller, type MatrixEnv, type Role, type Sample } from './matrix/samples';

const ROLES: Role[] = ['anonymous', 'admin', 'staff', 'partner'];
const GROUP_OF: Record<Exclude<Role, 'anonymous'>, number> = { admin: 1, staff: 15, partner: 16 };
// The security suite (npm run test:security) runs this matrix for every seeded group: one account in each group the
// demo users do not cover. Handler-narrowed routes ('signed-in' with `allowed`) then need their rule in GROUP_RULES.
const ALL_GROUPS = process.env.PORTAL_MATRIX_ALL_GROUPS === '1';
if (ALL_GROUPS) {
  for (const group of Object.keys(SEED_PERMISSIONS).map(Number)) {
    if (Object.values(GROUP_OF).includes(group)) continue;
    ROLES.push(`group ${group}`);
    GROUP_OF[`group ${group}`] = group;
  }
}
/** The rule of each handler-narrowed route for any group (the demo roles' `allowed` are written for three groups). */
const GROUP_RULES: Record<string, (group: number) => boolean> = {
  'GET /api/v1/accounts/:id': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'view'),
  'PUT /api/v1/accounts/:id': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'edit'),
  'PUT /api/v1/accounts/change_status/:id': (g) => can(SEED_PERMISSIONS[g], 'user_validation', 'add'),
  // who may grant what: acting as the manager (General Manager) needs their rights within the caller's own
  'GET /api/v1/accounts/impersonate/:id': (g) =>
    can(SEED_PERMISSIONS[g], 'user_management', 'edit') && accountReachRefusal({ group_id: g, roles: SEED_PERMISSIONS[g]! }, { group_id: 6, roles: SEED_PERMISSIONS[6]! }) === null,
  'GET /api/v1/accounts': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'view'),
  'GET /api/v1/groups/mapjobtitle': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'GET /api/v1/groups/unexpected': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'POST /api/v1/groups/new/group_title': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'GET /api/v1/audit': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/actions': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/export/csv': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/export/xlsx': (g) => g === SUPER_ADMIN_GROUP_ID,
  // latest news: the Super Admin group edits, hides and deletes items (newsAdminOnly), whatever the permission grid says
  'POST /api/v1/latest-news/update': (g) => g === SUPER_ADMIN_GROUP_ID,
  'POST /api/v1/latest-news/active-status': (g) => g === SUPER_ADMIN_GROUP_ID,
  'DELETE /api/v1/latest-news/delete/:id': (g) => g === SUPER_ADMIN_GROUP_ID,
};
/** What the security suite reads after the run: cells checked and the failures among them. */
export const matrixReport = { cells: 0, routes: 0, roles: ROLES.length, failures: [] as string[] };

/**
 * Roles × routes: every declared route, called as Super Admin, Team Member, Read Only partner and with
 * no token. Expected: 401 without a token (unless public), 403 without the right, 2xx with it; a refused
 * call must leave every table as it was.
 */
describe.each(databases)('roles × routes on %s', (kind) => {
  let ctx: TestContext;
  const ids = {} as Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  const groupCallers: MatrixEnv['groupCallers'] = new Map();
  // built once the context is up: the sample requests close over it
  let samples: Record<string, Sample>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    // no assistant service runs beside the api in this suite: its forwarding answers 503 (assistant.test.ts covers it)
    ctx.config.assistantUrl = 'http://127.0.0.1:1';
    for (const user of ['admin', 'manager', 'staff', 'partner'] as const) ids[user] = await ctx.idOf(user);
    for (const role of ROLES.filter((r) => r.startsWith('group '))) {
      const account = await factories.account(ctx.db, { group_id: GROUP_OF[role as `group ${number}`], location_id: 3 });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: DEMO_PASSWORD } });
      groupCallers.set(role, { id: account.id, email: account.email, token: res.json<{ token: string }>().token });
    }
    await Promise.all((['admin', 'staff', 'partner'] as DemoUser[]).map((u) => ctx.token(u)));
    await ctx.storage.store.write('matrix.txt', [Buffer.from('ok')]);
    samples = routeSamples({ ctx, ids, groupCallers } satisfies MatrixEnv);
  });
  afterAll(() => ctx.close());

  function expected(key: string, access: RouteAccess, sample: Sample, role: Role): 'ok' | 401 | 403 {
    if (access === 'public') return 'ok';
    if (role === 'anonymous') return 401;
    const group = GROUP_OF[role];
    if (groupCallers.has(role) && GROUP_RULES[key]) return GROUP_RULES[key](group) && (access === 'signed-in' || meetsRequirement(SEED_PERMISSIONS[group], access)) ? 'ok' : 403;
    if (access === 'signed-in' && groupCallers.has(role) && sample.allowed) throw new Error(`${key} narrows its callers in the handler: add its rule to GROUP_RULES`);
    if (access === 'signed-in') return !sample.allowed || sample.allowed(role) ? 'ok' : 403;
    return meetsRequirement(SEED_PERMISSIONS[group], access) ? 'ok' : 403;
  }

  it('has a sample request for every declared route (new routes must join the matrix)', () => {
    const declared = ctx.app.declaredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual(Object.keys(samples).sort());
  });

  it.each(ROLES)('as %s: 401 / 403 / 2xx as declared, refused calls write nothing', async (role) => {
    const failures: string[] = [];
    const groupCaller = groupCallers.get(role);
    const caller: Caller = { role, id: role === 'anonymous' ? 0 : (groupCaller?.id ?? ids[role as DemoUser & keyof typeof ids]) };
    for (const route of ctx.app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = samples[key]!;
      const request = await sample.request(caller);
      const want = expected(key, route.access, sample, role);
      // the extra groups' cells check the status only (their refused calls are the demo roles' calls again)
      const fingerprint = want !== 'ok' && !groupCaller;
      const before = fingerprint ? await databaseFingerprint(ctx.db) : null;
      const res = groupCaller
        ? await ctx.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${groupCaller.token}` } })
        : await ctx.request({ ...request, as: role === 'anonymous' ? null : (role as DemoUser) });
      matrixReport.cells++;
      const got = res.statusCode;
      // an extra group's allowed cell is "let in" (not 401/403): what the call then does depends on the demo roles' earlier calls
      const letIn = groupCaller && got !== 401 && got !== 403 && got < 500;
      const okay = want === 'ok' ? (sample.status ? got === sample.status : (got >= 200 && got < 300) || letIn) : got === want;
      if (!okay) failures.push(`${key}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
      if (want !== 'ok') {
        const body = res.json<{ error: { code: string } }>();
        if (body.error?.code !== (want === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')) failures.push(`${key}: error shape ${res.body.slice(0, 120)}`);
        if (fingerprint && JSON.stringify(await databaseFingerprint(ctx.db)) !== JSON.stringify(before)) failures.push(`${key}: refused call changed the database`);
      }
    }
    matrixReport.routes = ctx.app.declaredRoutes.length;
    matrixReport.failures.push(...failures.map((f) => `${role}: ${f}`));
    expect(failures).toEqual([]);
  });
});
