import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_MESSAGES, NOTIFY_REDIRECTS, type PortalNotification } from '@portal/shared';
import { controlCharsFieldMessage } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, factories, type TestContext } from '../../test/harness';
import { DeliveryWorker, type PushMessage } from '../../delivery';
import { deliveryDb } from '../../delivery/schema';
import { NOTIFY_RATE_LIMIT } from './dashboardRoutes';

describe.each(databases)('notification dashboard on %s', (kind) => {
  let ctx: TestContext;
  let location: number;
  let team: number[];
  let inactive: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await Promise.all([ctx.token('admin'), ctx.token('staff'), ctx.token('partner')]);
    // a location of its own so the audience is known exactly: two active Team Members, one Finance, one inactive
    location = (await factories.location(ctx.db)).id;
    team = [(await factories.account(ctx.db, { location_id: location })).id, (await factories.account(ctx.db, { location_id: location })).id];
    await factories.account(ctx.db, { location_id: location, group_id: 12 });
    inactive = (await factories.account(ctx.db, { location_id: location, status: 'INACTIVE' })).id;
  });
  afterAll(() => ctx.close());

  const post = (channel: 'mobile' | 'desktop', payload: unknown, as: 'admin' | 'staff' | 'partner' | null = 'admin') =>
    ctx.request({ method: 'POST', url: `/api/v1/notify/${channel}-notify`, payload: payload as object, as });
  const sendsCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('notification_sends')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Runs the delivery worker until nothing is due; returns what it pushed to phones and bells. */
  async function deliver() {
    const pushes: PushMessage[] = [];
    const bells: PortalNotification[] = [];
    const worker = new DeliveryWorker({
      db: ctx.db,
      config: ctx.config,
      providers: { push: { name: 'test', send: async (message) => void pushes.push(message) } },
      publish: (notes) => bells.push(...notes),
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    return { pushes, bells };
  }

  it('401 without a token, 403 without user_management view; nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    const mobile = { title: 'T', legend: 'L', url: 'Home', locations: [], groups: [], every: true };
    const desktop = { content: 'C', url: 'Home', locations: [], groups: [], every: true };
    expect((await post('mobile', mobile, null)).statusCode).toBe(401);
    expect((await post('desktop', desktop, null)).statusCode).toBe(401);
    for (const as of ['staff', 'partner'] as const) {
      expect((await post('mobile', mobile, as)).statusCode).toBe(403);
      expect((await post('desktop', { nonsense: 1 }, as)).statusCode).toBe(403);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    expect(await sendsCount()).toBe(0);
  });

  it('refuses empty content, unknown places and groups, bad redirects and contradictory audiences: nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    const mobile = { title: 'Closing early', legend: 'We close at 6 pm today.', url: 'Home', locations: [location], groups: [], every: false };
    const desktop = { content: 'We close at 6 pm today.', url: 'Home', locations: [location], groups: [], every: false };
    const cases: Array<['mobile' | 'desktop', object, string]> = [
      ['mobile', { ...mobile, title: '' }, NOTIFY_MESSAGES.titleRequired],
      ['mobile', { ...mobile, title: '   ' }, NOTIFY_MESSAGES.titleRequired],
      ['mobile', { ...mobile, legend: '\n\t' }, NOTIFY_MESSAGES.legendRequired],
      ['mobile', { ...mobile, title: 'x'.repeat(251) }, NOTIFY_MESSAGES.titleTooLong],
      ['desktop', { ...desktop, content: '' }, NOTIFY_MESSAGES.contentRequired],
      ['desktop', { ...desktop, content: 'y'.repeat(100_000) }, NOTIFY_MESSAGES.textTooLong],
      ['desktop', { ...desktop, content: 'bad\u0000byte' }, controlCharsFieldMessage('content')],
      ['desktop', { ...desktop, url: 'https://evil.example' }, NOTIFY_MESSAGES.urlInvalid],
      ['desktop', { ...desktop, url: '/admin' }, NOTIFY_MESSAGES.urlInvalid],
      ['mobile', { ...mobile, url: undefined }, NOTIFY_MESSAGES.urlInvalid],
      ['desktop', { ...desktop, locations: [], groups: [], every: false }, NOTIFY_MESSAGES.audienceMissing],
      ['desktop', { ...desktop, every: true }, NOTIFY_MESSAGES.audienceBoth],
      ['desktop', { ...desktop, locations: [999_999] }, NOTIFY_MESSAGES.unknownLocation],
      ['mobile', { ...mobile, groups: [77] }, NOTIFY_MESSAGES.unknownGroup],
      ['mobile', { ...mobile, locations: ['Dallas'] }, NOTIFY_MESSAGES.locationsInvalid],
      ['mobile', { ...mobile, groups: [1.5] }, NOTIFY_MESSAGES.groupsInvalid],
      ['mobile', { ...mobile, every: 'yes' }, NOTIFY_MESSAGES.audienceMissing],
      ['desktop', { ...desktop, extra: true }, 'Unknown field "extra" in the body.'],
      // a real location and a real group with nobody in both
      ['desktop', { ...desktop, groups: [16] }, NOTIFY_MESSAGES.noRecipients],
    ];
    for (const [channel, payload, message] of cases) {
      const res = await post(channel, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      // a wrong type names the field first ("locations.0: …")
      expect(res.json().error.message).toContain(message);
    }
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    expect(await sendsCount()).toBe(0);
  });

  it('a mobile notification to a location and a group goes to its active members through the push provider', async () => {
    const res = await post('mobile', { title: 'Closing early', legend: 'We close at 6 pm today.', url: 'Trivia', locations: [location], groups: [15], every: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NOTIFY_MESSAGES.sent, results: { id: expect.any(Number), channel: 'mobile', recipients: 2 } });
    const job = await deliveryDb(ctx.db)
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('source_kind', '=', 'notification')
      .where('source_id', '=', res.json().results.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ subject: 'Closing early', text: 'We close at 6 pm today.', link: '/trivia' });

    const { pushes, bells } = await deliver();
    expect(bells).toEqual([]);
    const ours = pushes.filter((p) => p.title === 'Closing early');
    expect(ours.map((p) => p.userId).sort()).toEqual([...team].sort());
    expect(ours.every((p) => p.userId !== inactive && p.body === 'We close at 6 pm today.' && p.url === `${ctx.config.publicUrl}/trivia`)).toBe(true);
  });

  it('a desktop notification to everyone reaches every active account’s bell, linked to the chosen page', async () => {
    const active = Number(
      (
        await ctx.db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'ACTIVE')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await post('desktop', { content: 'Trivia night on Friday!', url: 'Shortcuts', locations: [], groups: [], every: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toMatchObject({ channel: 'desktop', recipients: active });
    const { bells } = await deliver();
    const ours = bells.filter((b) => b.content === 'Trivia night on Friday!');
    expect(ours).toHaveLength(active);
    expect(new Set(ours.map((b) => b.link_desktop))).toEqual(new Set([NOTIFY_REDIRECTS.find((r) => r.key === 'Shortcuts')!.path]));
    expect(ours.some((b) => b.user_id_receptor === inactive)).toBe(false);
  });

  it('audits every send with what was sent and to whom', async () => {
    const entries = await ctx.db.selectFrom('audit_log').selectAll().where('action', 'like', 'notification.%').orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['notification.mobile', 'notification.desktop']);
    expect(entries[0]).toMatchObject({ actor_id: await ctx.idOf('admin'), target_type: 'notification' });
    expect(entries[0]!.details).toMatchObject({ title: 'Closing early', url: 'Trivia', every: false, locations: [location], groups: [15], recipients: 2 });
  });

  it(`allows ${NOTIFY_RATE_LIMIT.max} sends a minute per administrator`, async () => {
    const payload = { content: 'Rate', url: 'Home', locations: [location], groups: [], every: false };
    const statuses: number[] = [];
    for (let i = 0; i < NOTIFY_RATE_LIMIT.max + 1; i++) statuses.push((await post('desktop', payload)).statusCode);
    // the earlier desktop send counts too
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(NOTIFY_RATE_LIMIT.max - 1);
    const last = await post('desktop', payload);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(NOTIFY_MESSAGES.tooMany);
  });
});
