import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { EVENT_COLORS, EVENT_MESSAGES, type CalendarEvent, type SpecialEvent } from '@portal/shared';
import { DEMO_PASSWORD } from '../../db/seedData';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { PNG_1x1 } from './testKit';

const CALLS = [
  { method: 'GET', url: '/api/v1/events/sample' },
  { method: 'GET', url: '/api/v1/events/special' },
  { method: 'GET', url: '/api/v1/events/special/1' },
  { method: 'POST', url: '/api/v1/events', payload: {} },
  { method: 'GET', url: '/api/v1/events/1' },
  { method: 'GET', url: '/api/v1/events/1/ics' },
  { method: 'PUT', url: '/api/v1/events/1', payload: {} },
  { method: 'DELETE', url: '/api/v1/events/1' },
  { method: 'PUT', url: '/api/v1/events/special/1', payload: {} },
  { method: 'POST', url: '/api/v1/events/special/comments', payload: {} },
  { method: 'PUT', url: '/api/v1/events/special/comments/1', payload: {} },
  { method: 'DELETE', url: '/api/v1/events/special/comments/1' },
  { method: 'POST', url: '/api/v1/events/special/additional_users', payload: {} },
  { method: 'GET', url: '/api/v1/events/feed-token' },
  { method: 'POST', url: '/api/v1/events/feed-token' },
  { method: 'DELETE', url: '/api/v1/events/feed-token' },
] as const;
/** what Team Member (events view only) may not do */
const WRITE_CALLS = CALLS.filter((c) =>
  ['POST /api/v1/events', 'PUT /api/v1/events/1', 'DELETE /api/v1/events/1', 'PUT /api/v1/events/special/1', 'POST /api/v1/events/special/additional_users'].includes(
    `${c.method} ${c.url}`,
  ),
);

const START = '2040-05-04T13:00:00.000Z'; // 08:00 Central (daylight time)
const END = '2040-05-04T13:30:00.000Z';
const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Team sync',
  type: 'Meeting',
  address: 'Room 1',
  description: 'Weekly sync',
  start: START,
  end: END,
  color: EVENT_COLORS.personal,
  groups_ids: [],
  locations_ids: [],
  isForMe: true,
  isForEveryone: false,
  ...overrides,
});

describe.each(databases)('events api on %s', (kind) => {
  let ctx: TestContext;
  const tokens = new Map<number, string>();
  let locA: number;
  let locB: number;
  /** accounts: creator (Super Admin at A), a Team Member at A, one at B, a General Manager (group 3) at A */
  const who = {} as Record<'creator' | 'memberA' | 'memberB' | 'managerA', { id: number; email: string }>;

  async function tokenOf(id: number, email: string): Promise<string> {
    if (!tokens.has(id)) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      tokens.set(id, res.json<{ token: string }>().token);
    }
    return tokens.get(id)!;
  }
  async function call(as: keyof typeof who, options: { method: string; url: string; payload?: unknown }) {
    const token = await tokenOf(who[as].id, who[as].email);
    return ctx.app.inject({ ...(options as object), headers: { authorization: `Bearer ${token}` } } as never);
  }
  async function create(as: keyof typeof who, overrides: Record<string, unknown>): Promise<CalendarEvent> {
    const res = await call(as, { method: 'POST', url: '/api/v1/events', payload: draft(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ results: CalendarEvent }>().results;
  }
  async function visibleIds(as: keyof typeof who): Promise<number[]> {
    const res = await call(as, { method: 'GET', url: '/api/v1/events/sample?start=2040-05-01&end=2040-06-01' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: CalendarEvent[] }>().results.map((e) => e.event_id);
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    locA = (await factories.location(ctx.db)).id;
    locB = (await factories.location(ctx.db)).id;
    const make = async (group: number, location: number) => {
      const a = await factories.account(ctx.db, { group_id: group, location_id: location });
      return { id: a.id, email: a.email };
    };
    who.creator = await make(1, locA);
    who.memberA = await make(15, locA);
    who.memberB = await make(15, locB);
    who.managerA = await make(3, locA);
  });
  afterAll(() => ctx.close());

  it('401 without a token on every call; 403 for a Team Member on the write calls', async () => {
    for (const c of CALLS) expect((await ctx.request({ ...c, as: null })).statusCode, c.url).toBe(401);
    for (const c of WRITE_CALLS) {
      const res = await ctx.request({ ...c, as: 'staff' });
      expect(res.statusCode, c.url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('a Location Opening or Project sent as the General kind leaves it is created with no audience (spec 2.5 forces it off)', async () => {
    for (const type of ['Location Opening', 'Project']) {
      const made = await create('creator', { type, isForEveryone: true, isForMe: false, groups_ids: [], locations_ids: [] });
      expect(made).toMatchObject({ kind: 'special' });
      // not General: no locations, and only its creator's group follows it (spec 2.6), not everyone
      const row = await ctx.db.selectFrom('events').select('kind').where('id', '=', made.event_id).executeTakeFirstOrThrow();
      expect(row.kind).toBe('special');
      const locations = await ctx.db.selectFrom('event_locations').select('location_id').where('event_id', '=', made.event_id).execute();
      expect(locations).toEqual([]);
    }
  });

  it("checks the modal's rules in the spec's order, with its messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', type: 'Nope' }, EVENT_MESSAGES.invalidTitle],
      [{ title: 'x'.repeat(251) }, EVENT_MESSAGES.invalidTitle],
      [{ type: 'Party' }, EVENT_MESSAGES.invalidType],
      [{ address: ' ' }, EVENT_MESSAGES.invalidAddress],
      [{ description: 'x'.repeat(4951) }, EVENT_MESSAGES.invalidDescription],
      [{ start: 'soon' }, EVENT_MESSAGES.invalidStart],
      [{ end: START }, EVENT_MESSAGES.invalidEnd],
      [{ isForMe: false, color: EVENT_COLORS.group }, EVENT_MESSAGES.groupEmpty],
      [{ isForMe: false, color: EVENT_COLORS.local_group, groups_ids: [15] }, EVENT_MESSAGES.locationEmpty],
      [{ isForMe: false, color: null }, EVENT_MESSAGES.noKind],
      [{ isForMe: false, type: 'Project', groups_ids: [15] }, EVENT_MESSAGES.specialNoAudience],
    ];
    const before = await ctx.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [overrides, message] of cases) {
      const res = await call('creator', { method: 'POST', url: '/api/v1/events', payload: draft(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const after = await ctx.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const unknown = await call('creator', { method: 'POST', url: '/api/v1/events', payload: draft({ isForMe: false, color: EVENT_COLORS.group, groups_ids: [999_999] }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(EVENT_MESSAGES.unknownGroups);
  });

  it('keeps each kind to its audience (and says 404 to everyone else)', async () => {
    const personal = await create('creator', {});
    const general = await create('creator', { isForMe: false, isForEveryone: true, color: EVENT_COLORS.general });
    const local = await create('creator', { isForMe: false, color: EVENT_COLORS.local, locations_ids: [locA] });
    const group = await create('creator', { isForMe: false, color: EVENT_COLORS.group, groups_ids: [3] });
    const both = await create('creator', { isForMe: false, color: EVENT_COLORS.local_group, groups_ids: [15], locations_ids: [locB] });
    const special = await create('creator', { isForMe: false, type: 'Location Opening', color: null });
    // colours are the spec's, whatever the client sent
    expect([personal, general, local, group, both, special].map((e) => e.event_color)).toEqual([
      EVENT_COLORS.personal,
      EVENT_COLORS.general,
      EVENT_COLORS.local,
      EVENT_COLORS.group,
      EVENT_COLORS.local_group,
      EVENT_COLORS['Location Opening'],
    ]);
    expect(personal.full_name).toBeTruthy();
    expect(personal.allDay).toBe(false);

    const mine = [personal, general, local, group, both, special].map((e) => e.event_id);
    const seen = async (as: keyof typeof who) => (await visibleIds(as)).filter((id) => mine.includes(id)).sort((a, b) => a - b);
    expect(await seen('creator')).toEqual([...mine].sort((a, b) => a - b));
    expect(await seen('memberA')).toEqual([general.event_id, local.event_id]);
    expect(await seen('memberB')).toEqual([general.event_id, both.event_id]);
    expect(await seen('managerA')).toEqual([general.event_id, local.event_id, group.event_id]);

    for (const [id, as] of [
      [personal.event_id, 'memberA'],
      [group.event_id, 'memberA'],
      [both.event_id, 'memberA'],
      [special.event_id, 'memberA'],
    ] as const) {
      expect((await call(as, { method: 'GET', url: `/api/v1/events/${id}` })).statusCode).toBe(404);
      expect((await call(as, { method: 'GET', url: `/api/v1/events/${id}/ics` })).statusCode).toBe(404);
    }
    // a special event: its follower groups (the creator's) and additional followers see it
    const follow = await call('creator', {
      method: 'POST',
      url: '/api/v1/events/special/additional_users',
      payload: { event_id: special.event_id, customer_ids: [who.memberA.id] },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    expect(follow.json<{ results: SpecialEvent }>().results.additional_users.map((u) => u.customer_id)).toEqual([who.memberA.id]);
    expect(await seen('memberA')).toContain(special.event_id);
    expect((await call('memberA', { method: 'GET', url: `/api/v1/events/special/${special.event_id}` })).statusCode).toBe(200);
    expect((await call('memberB', { method: 'GET', url: `/api/v1/events/special/${special.event_id}` })).statusCode).toBe(404);
    // the person a personal event belongs to only: even a Super Admin cannot move someone else's
    const managerOwn = await create('managerA', {});
    expect((await call('creator', { method: 'PUT', url: `/api/v1/events/${managerOwn.event_id}`, payload: draft() })).statusCode).toBe(404);
    // the range is checked
    expect((await call('creator', { method: 'GET', url: '/api/v1/events/sample?start=2040-05-01' })).statusCode).toBe(400);
    expect((await call('creator', { method: 'GET', url: '/api/v1/events/sample?start=2040-05-01&end=2042-05-01' })).statusCode).toBe(400);
  });

  it('moves and deletes with the edit and delete rights, and records the activity', async () => {
    const event = await create('managerA', { isForMe: false, isForEveryone: true, color: EVENT_COLORS.general });
    const moved = await call('managerA', {
      method: 'PUT',
      url: `/api/v1/events/${event.event_id}`,
      payload: draft({ isForMe: false, isForEveryone: true, start: '2040-05-05T15:00:00Z', end: '2040-05-05T16:00:00Z' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ results: CalendarEvent }>().results.event_start).toBe('2040-05-05T15:00:00.000Z');
    // a Team Member sees it but may not move it
    expect((await call('memberA', { method: 'PUT', url: `/api/v1/events/${event.event_id}`, payload: draft({ isForMe: false, isForEveryone: true }) })).statusCode).toBe(403);
    const activities = await ctx.db.selectFrom('account_activities').select('kind').where('account_id', '=', who.managerA.id).execute();
    expect(activities.map((a) => a.kind)).toContain('event_created');
    expect((await call('managerA', { method: 'DELETE', url: `/api/v1/events/${event.event_id}` })).statusCode).toBe(204);
    expect((await call('managerA', { method: 'GET', url: `/api/v1/events/${event.event_id}` })).statusCode).toBe(404);
  });

  it('special events: page edits, comments with limits and pictures by their bytes, owners and managers, notifications', async () => {
    const special = await create('creator', { isForMe: false, type: 'Project', color: null });
    await call('creator', {
      method: 'POST',
      url: '/api/v1/events/special/additional_users',
      payload: { event_id: special.event_id, customer_ids: [who.memberA.id, who.memberB.id] },
    });
    const url = `/api/v1/events/special/${special.event_id}`;
    const edited = await call('creator', {
      method: 'PUT',
      url,
      payload: { event_title: 'Project X', event_description: 'New scope', event_address: 'https://x.example', event_start: START, event_end: END },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ results: SpecialEvent }>().results.event_title).toBe('Project X');
    const badEdit = await call('creator', {
      method: 'PUT',
      url,
      payload: { event_title: 'Project X', event_description: 'x', event_address: 'y', event_start: END, event_end: START },
    });
    expect(badEdit.json().error.message).toBe(EVENT_MESSAGES.invalidEnd);

    const comments = '/api/v1/events/special/comments';
    const tooLong = await call('memberA', { method: 'POST', url: comments, payload: { event_id: special.event_id, message: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    const notPicture = await call('memberA', {
      method: 'POST',
      url: comments,
      payload: { event_id: special.event_id, message: 'hi', files: [`data:image/png;base64,${Buffer.from('<html>').toString('base64')}`] },
    });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().error.message).toBe(EVENT_MESSAGES.commentFileType);
    const made = await call('memberA', { method: 'POST', url: comments, payload: { event_id: special.event_id, message: 'x'.repeat(100), files: [PNG_1x1] } });
    expect(made.statusCode, made.body).toBe(201);
    const comment = made.json<{ results: SpecialEvent['comments'][number] }>().results;
    expect(comment.files).toHaveLength(1);
    expect(comment.files[0]).toMatch(/^\/uploads\/events\/.+\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: comment.files[0]! })).statusCode).toBe(200);

    const put = (as: keyof typeof who, message: string) => call(as, { method: 'PUT', url: `${comments}/${comment.id}`, payload: { message } });
    expect((await put('memberA', 'y'.repeat(256))).statusCode).toBe(400);
    expect((await put('memberA', 'y'.repeat(255))).statusCode).toBe(200);
    expect((await put('memberB', 'not mine')).statusCode).toBe(403);
    expect((await call('memberB', { method: 'DELETE', url: `${comments}/${comment.id}` })).statusCode).toBe(403);

    const bell = await ctx.db.selectFrom('notifications').select(['user_id_receptor', 'link_desktop']).where('link_desktop', '=', `/special-event/${special.event_id}`).execute();
    expect(bell.map((n) => n.user_id_receptor)).toEqual(expect.arrayContaining([who.creator.id, who.memberB.id]));
    const activities = await ctx.db.selectFrom('account_activities').select('kind').where('account_id', '=', who.memberA.id).execute();
    expect(activities.map((a) => a.kind)).toContain('event_commented');

    // the Super Admin manages any comment
    expect((await call('creator', { method: 'DELETE', url: `${comments}/${comment.id}` })).statusCode).toBe(204);
    const page = await call('memberA', { method: 'GET', url });
    expect(page.json<{ results: SpecialEvent }>().results.comments).toEqual([]);
  });

  it('finds followers by name from 3 characters (events edit)', async () => {
    expect((await call('creator', { method: 'GET', url: '/api/v1/accounts?full_name=ad' })).statusCode).toBe(400);
    const res = await call('creator', { method: 'GET', url: '/api/v1/accounts?full_name=Test%20Us' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { customer_id: number }) => r.customer_id)).toContain(who.memberA.id);
    expect((await call('memberA', { method: 'GET', url: '/api/v1/accounts?full_name=Test' })).statusCode).toBe(403);
  });

  it('exports an RFC 5545 event and serves a private feed that holds exactly what its owner may see', async () => {
    const event = await create('creator', { isForMe: false, color: EVENT_COLORS.local, locations_ids: [locA], title: 'Opening, day; one' });
    const hidden = await create('creator', {
      isForMe: false,
      color: EVENT_COLORS.local,
      locations_ids: [locB],
      start: new Date(Date.now() + 86_400_000).toISOString(),
      end: new Date(Date.now() + 90_000_000).toISOString(),
    });
    const exported = await call('memberA', { method: 'GET', url: `/api/v1/events/${event.event_id}/ics` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/calendar');
    const vcal = new ICAL.Component(ICAL.parse(exported.body));
    const vevent = vcal.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`event-${event.event_id}@localhost:8080`);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(vevent.getFirstPropertyValue('summary')).toBe('Opening, day; one');
    expect(vcal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    const zone = new ICAL.Timezone(vcal.getFirstSubcomponent('vtimezone')!);
    const start = vevent.getFirstProperty('dtstart')!.getFirstValue() as ICAL.Time;
    start.zone = zone;
    expect(start.toString()).toBe('2040-05-04T08:00:00');
    expect(start.toJSDate().toISOString()).toBe(START);
    const alarms = vevent.getAllSubcomponents('valarm').map((a) => [a.getFirstPropertyValue('action'), (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()]);
    expect(alarms).toEqual([
      ['EMAIL', -1440 * 60],
      ['DISPLAY', -10 * 60],
    ]);

    expect((await call('memberA', { method: 'GET', url: '/api/v1/events/feed-token' })).json().results.active).toBe(false);
    const created = await call('memberA', { method: 'POST', url: '/api/v1/events/feed-token' });
    expect(created.statusCode).toBe(201);
    const feedUrl = new URL(created.json().results.url);
    expect(feedUrl.pathname).toMatch(/^\/api\/v1\/events\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const stored = await ctx.db.selectFrom('calendar_feed_tokens').select('token_hash').where('account_id', '=', who.memberA.id).executeTakeFirstOrThrow();
    expect(feedUrl.pathname).not.toContain(stored.token_hash);
    const soon = await create('creator', {
      isForMe: false,
      color: EVENT_COLORS.local,
      locations_ids: [locA],
      start: new Date(Date.now() + 86_400_000).toISOString(),
      end: new Date(Date.now() + 90_000_000).toISOString(),
    });
    const feed = await ctx.app.inject({ method: 'GET', url: feedUrl.pathname });
    expect(feed.statusCode).toBe(200);
    const uids = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
    expect(uids).toContain(`event-${soon.event_id}@localhost:8080`);
    expect(uids).not.toContain(`event-${hidden.event_id}@localhost:8080`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/events/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await call('memberA', { method: 'DELETE', url: '/api/v1/events/feed-token' })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: feedUrl.pathname })).statusCode).toBe(404);
  });
});
