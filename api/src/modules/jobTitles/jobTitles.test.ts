import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TITLE_MESSAGES, type JobTitleMapping } from '@portal/shared';
import { controlCharsFieldMessage } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';
import { DEMO_JOB_TITLES } from './seed';

describe.each(databases)('job-title mapping on %s', (kind) => {
  let ctx: TestContext;
  let adminGroupToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('staff'), ctx.token('manager')]);
    const admin2 = await factories.account(ctx.db, { group_id: 2 });
    adminGroupToken = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: admin2.email, password: 'Demo#2026' } })).json().token;
  });
  afterAll(() => ctx.close());

  const list = async (which: 'mapjobtitle' | 'unexpected') =>
    (await ctx.request({ method: 'GET', url: `/api/v1/groups/${which}`, as: 'admin' })).json<{ results: JobTitleMapping[] }>().results;
  const save = (payload: unknown, as: 'admin' | 'staff' | 'manager' | null = 'admin') =>
    ctx.request({ method: 'POST', url: '/api/v1/groups/new/group_title', payload: payload as object, as });

  it('401 without a token', async () => {
    for (const url of ['/api/v1/groups/mapjobtitle', '/api/v1/groups/unexpected']) expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await save({ paylocity_jobtitle: 'Party Host', group_title: 'Team Member' }, null)).statusCode).toBe(401);
  });

  it('403 outside the two admin groups, even with every module right, before the body is looked at; nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    for (const as of ['staff', 'manager'] as const) {
      for (const url of ['/api/v1/groups/mapjobtitle', '/api/v1/groups/unexpected']) expect((await ctx.request({ method: 'GET', url, as })).statusCode).toBe(403);
      const refused = await save({ paylocity_jobtitle: 'Party Host', group_title: 'Team Member' }, as);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(JOB_TITLE_MESSAGES.adminGroupsOnly);
      expect((await save({ nonsense: true }, as)).statusCode).toBe(403);
    }
    // a group that holds every module right is still not one of the two groups
    const everything = await factories.account(ctx.db, { group_id: 11 });
    const token = (await ctx.request({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: everything.email, password: 'Demo#2026' } })).json().token;
    expect((await ctx.request({ method: 'GET', url: '/api/v1/groups/mapjobtitle', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('job_titles').select('id').where('mapped_by', 'is not', null).execute()).toEqual([]);
    expect((await databaseFingerprint(ctx.db)).audit_log).toBe(before.audit_log);
  });

  it('lists every seeded title with its group, and the new (unmapped) ones, by title', async () => {
    const all = await list('mapjobtitle');
    expect(all.map((t) => t.paylocity_jobtitle).sort()).toEqual(DEMO_JOB_TITLES.map((t) => t.title).sort());
    expect(all.map((t) => t.paylocity_jobtitle)).toEqual([...all.map((t) => t.paylocity_jobtitle)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.find((t) => t.paylocity_jobtitle === 'Team Member')).toMatchObject({ group_id: 15, group_title: 'Team Member' });
    const fresh = await list('unexpected');
    expect(fresh.map((t) => t.paylocity_jobtitle).sort()).toEqual(
      DEMO_JOB_TITLES.filter((t) => t.group === null)
        .map((t) => t.title)
        .sort(),
    );
    expect(fresh.every((t) => t.group_id === null && t.group_title === null && t.mapped_at === null)).toBe(true);
  });

  it('maps the submitted rows (one object or a list) to groups by name, and audits it', async () => {
    const one = await save({ paylocity_jobtitle: 'Party Host', group_title: 'Guest Services' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: JOB_TITLE_MESSAGES.saved, results: [{ paylocity_jobtitle: 'Party Host', group_id: 14, group_title: 'Guest Services' }] });

    const many = await ctx.request({
      method: 'POST',
      url: '/api/v1/groups/new/group_title',
      payload: [
        { paylocity_jobtitle: 'redemption lead', group_title: 'supervisor' },
        { paylocity_jobtitle: 'Kitchen Lead', group_title: 'Team Member' },
      ],
      headers: { authorization: `Bearer ${adminGroupToken}` },
    });
    expect(many.statusCode).toBe(200);
    expect(many.json().results.map((r: JobTitleMapping) => [r.paylocity_jobtitle, r.group_title])).toEqual([
      ['Kitchen Lead', 'Team Member'],
      ['Redemption Lead', 'Supervisor'],
    ]);
    const fresh = (await list('unexpected')).map((t) => t.paylocity_jobtitle);
    expect(fresh).not.toContain('Party Host');
    expect(fresh).not.toContain('Kitchen Lead');
    expect(fresh).toContain('Bowling Mechanic');

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'job_titles.map').orderBy('id').execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]!.details).toEqual({
      rows: [
        { title: 'Redemption Lead', from: null, to: 'Supervisor' },
        { title: 'Kitchen Lead', from: null, to: 'Team Member' },
      ],
    });
  });

  it('refuses unknown titles and groups, doubles and bad bodies as a whole: nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    const titlesBefore = await list('mapjobtitle');
    const cases: Array<[unknown, string | undefined]> = [
      [
        [
          { paylocity_jobtitle: 'VR Arena Operator', group_title: 'Team Member' },
          { paylocity_jobtitle: 'Astronaut', group_title: 'Team Member' },
        ],
        JOB_TITLE_MESSAGES.unknownTitle('Astronaut'),
      ],
      [[{ paylocity_jobtitle: 'VR Arena Operator', group_title: 'Pilots' }], JOB_TITLE_MESSAGES.unknownGroup('Pilots')],
      [
        [
          { paylocity_jobtitle: 'Party Host', group_title: 'Team Member' },
          { paylocity_jobtitle: 'party host', group_title: 'Finance' },
        ],
        JOB_TITLE_MESSAGES.listedTwice('party host'),
      ],
      [[], undefined],
      [{ paylocity_jobtitle: '   ', group_title: 'Team Member' }, undefined],
      [{ paylocity_jobtitle: 'Party Host' }, undefined],
      [{ paylocity_jobtitle: 'Party Host', group_title: 'Team Member', extra: 1 }, undefined],
      [{ paylocity_jobtitle: 'x'.repeat(10_000), group_title: 'Team Member' }, undefined],
      [{ paylocity_jobtitle: 'Party\u0000Host', group_title: 'Team Member' }, controlCharsFieldMessage('paylocity_jobtitle')],
      [Array.from({ length: 501 }, (_, i) => ({ paylocity_jobtitle: `T${i}`, group_title: 'Team Member' })), undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    expect(await list('mapjobtitle')).toEqual(titlesBefore);
  });

  it('leaves the Super Admin group to Super Admins', async () => {
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/v1/groups/new/group_title',
      payload: { paylocity_jobtitle: 'Bowling Mechanic', group_title: 'Super Admin' },
      headers: { authorization: `Bearer ${adminGroupToken}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await list('unexpected')).map((t) => t.paylocity_jobtitle)).toContain('Bowling Mechanic');
    expect((await save({ paylocity_jobtitle: 'Bowling Mechanic', group_title: 'Super Admin' })).statusCode).toBe(200);
  });
});
