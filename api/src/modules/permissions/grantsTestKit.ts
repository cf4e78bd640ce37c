import { GROUPS, MODULE_KEYS, PERMISSION_ACTIONS, SUPER_ADMIN_GROUP_ID, can } from '@portal/shared';
import { factories, type TestContext } from '../../test/harness';
import { SEED_PERMISSIONS } from '../../db/seedData';
import { bearer } from '../accounts/testSupport';

/**
 * Who may grant what (issue 43), shared by the api's matrix test and the security suite: every path that sets a
 * group, or a group's permissions, over every acting group × every target group. Expected: the route's own right,
 * and then the target's rights within the actor's (Super Admin only by a Super Admin). Written out here on purpose,
 * not by calling the rule under test.
 */
export const GROUP_IDS: number[] = GROUPS.map((g) => g.id);
let scratchGroupId = 1000;
const within = (actor: number, target: number) => MODULE_KEYS.every((m) => PERMISSION_ACTIONS.every((a) => !SEED_PERMISSIONS[target]![m][a] || SEED_PERMISSIONS[actor]![m][a]));
export const mayGrant = (actor: number, target: number) => actor === SUPER_ADMIN_GROUP_ID || (target !== SUPER_ADMIN_GROUP_ID && within(actor, target));

export interface GrantCase {
  status: number;
  body: string;
}
export interface GrantPath {
  name: string;
  /** the route's own right (a caller without it gets 403 whatever the target) */
  routeRight: (actor: number) => boolean;
  /** one request by `token` that gives (or moves) someone to group `target` */
  attempt: (ctx: TestContext, token: string, target: number) => Promise<GrantCase>;
}

export const GRANT_PATHS: GrantPath[] = [
  {
    name: 'validation (change_status of an unverified account)',
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'user_validation', 'add'),
    async attempt(ctx, token, target) {
      const account = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/accounts/change_status/${account.id}`,
        headers: bearer(token),
        payload: { status_name: 'active', group_id: target },
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'status change of an active account to another group',
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'user_management', 'edit'),
    async attempt(ctx, token, target) {
      // from another group with the same rights (moving to the group it is in is no change: 409)
      const account = await factories.account(ctx.db, { group_id: target === 15 ? 14 : 15 });
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/accounts/change_status/${account.id}`,
        headers: bearer(token),
        payload: { status_name: 'active', group_id: target },
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'account edit',
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'user_management', 'edit'),
    async attempt(ctx, token, target) {
      const account = await factories.account(ctx.db, { group_id: 15 });
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/accounts/${account.id}`, headers: bearer(token), payload: { group_id: target } });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'upgrade',
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'user_validation', 'edit'),
    async attempt(ctx, token, target) {
      const account = await factories.account(ctx.db, { group_id: 16, email: `partner.${factories.unique()}@vendor.example` });
      const business = `up.${factories.unique()}@arcadia.example`;
      await ctx.db.insertInto('account_upgrades').values({ account_id: account.id, personal_email: account.email, business_email: business }).execute();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/accounts/upgrade/${account.id}`,
        headers: bearer(token),
        payload: { business_email: business, groupId: target },
      });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'job-title mapping',
    // the mapping page belongs to the two admin groups (spec 2.2, 6)
    routeRight: (a) => a === 1 || a === 2,
    async attempt(ctx, token, target) {
      const title = `Grant test ${factories.unique()}`;
      await ctx.db.insertInto('job_titles').values({ title, group_id: null }).execute();
      const group_title = GROUPS.find((g) => g.id === target)!.name;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/groups/new/group_title', headers: bearer(token), payload: { paylocity_jobtitle: title, group_title } });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: "permissions edit (a group gets the target group's rights)",
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'permissions_management', 'edit'),
    async attempt(ctx, token, target) {
      const group = await ctx.db
        .insertInto('groups')
        .values({ id: scratchGroupId++, name: `Grant test ${factories.unique()}`, profile_id: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/permissions/${group.id}`, headers: bearer(token), payload: SEED_PERMISSIONS[target] });
      return { status: res.statusCode, body: res.body };
    },
  },
  {
    name: 'impersonation (acting as an account of the target group)',
    routeRight: (a) => can(SEED_PERMISSIONS[a], 'user_management', 'edit'),
    async attempt(ctx, token, target) {
      const account = await factories.account(ctx.db, { group_id: target });
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/accounts/impersonate/${account.id}`, headers: bearer(token) });
      return { status: res.statusCode, body: res.body };
    },
  },
];
