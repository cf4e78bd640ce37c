import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { bearer, signIn } from '../accounts/testSupport';
import { GRANT_PATHS, GROUP_IDS, mayGrant } from './grantsTestKit';

describe.each(databases)('who may grant what on %s', (kind) => {
  let ctx: TestContext;
  const tokens = new Map<number, string>();
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    for (const groupId of GROUP_IDS) {
      const actor = await factories.account(ctx.db, { group_id: groupId });
      tokens.set(groupId, (await signIn(ctx, actor.email)).token);
    }
  });
  afterAll(() => ctx.close());

  it.each(GRANT_PATHS.map((p) => [p.name, p] as const))('%s: every group × every target group', async (_name, path) => {
    const wrong: string[] = [];
    let refusedForGrant = 0;
    for (const actor of GROUP_IDS) {
      for (const target of GROUP_IDS) {
        const res = await path.attempt(ctx, tokens.get(actor)!, target);
        const expected = path.routeRight(actor) && mayGrant(actor, target) ? 200 : 403;
        if (res.status !== expected) wrong.push(`group ${actor} → ${target}: ${res.status} (expected ${expected}) ${res.body.slice(0, 160)}`);
        if (expected === 403 && path.routeRight(actor)) {
          refusedForGrant++;
          // the refusal says why
          if (!/Super Admin|rights you do not hold/.test(res.body)) wrong.push(`group ${actor} → ${target}: unclear refusal ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // the matrix did meet refusals for the target value, not only for the route's right
    expect(refusedForGrant).toBeGreaterThan(0);
  });

  it('GET /groups says which groups the caller may assign, by the same rule', async () => {
    for (const actor of [1, 2, 11, 15]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/groups', headers: bearer(tokens.get(actor)!) });
      expect(res.statusCode).toBe(200);
      const groups = res.json<{ results: Array<{ id: number; assignable: boolean }> }>().results;
      for (const g of groups.filter((x) => GROUP_IDS.includes(x.id))) expect(g.assignable, `group ${actor} → ${g.id}`).toBe(mayGrant(actor, g.id));
    }
  });

  it('the Human Resources case of the review: no Super Admin through change_status', async () => {
    const target = await factories.account(ctx.db, { group_id: 15 });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/accounts/change_status/${target.id}`,
      headers: bearer(tokens.get(11)!),
      payload: { status_name: 'active', group_id: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only a Super Admin may make someone a Super Admin.');
    const row = await ctx.db.selectFrom('accounts').select('group_id').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row.group_id).toBe(15);
  });
});
