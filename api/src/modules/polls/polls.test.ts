import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, TRIVIA_MESSAGES, todayInZone, type Poll, type PollVoteRow } from '@portal/shared';
import { controlCharsFieldMessage } from '@portal/shared';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { insertPollRow, insertVoteRow } from '../trivia/testKit';

const ADMIN_CALLS = [
  { method: 'POST', url: '/api/v1/polls/create', payload: {} },
  { method: 'PUT', url: '/api/v1/polls/update', payload: {} },
  { method: 'DELETE', url: '/api/v1/polls/delete/1' },
  { method: 'GET', url: '/api/v1/polls/find/1' },
  { method: 'GET', url: '/api/v1/polls/find-poll/1' },
] as const;
const EMPLOYEE_CALLS = [
  { method: 'POST', url: '/api/v1/polls/question', payload: {} },
  { method: 'POST', url: '/api/v1/polls/user-pontuation', payload: { polls_id: 1, response_user_polls_id: 1 } },
  { method: 'GET', url: '/api/v1/polls/calendar' },
] as const;

describe.each(databases)('polls api on %s', (kind) => {
  let ctx: TestContext;
  let today: string;
  const ids = {} as Record<'admin' | 'manager' | 'staff' | 'partner' | 'expired', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    for (const user of ['admin', 'manager', 'staff', 'partner', 'expired'] as const) ids[user] = await ctx.idOf(user);
    today = todayInZone(ctx.config.timeZone);
  });
  afterAll(() => ctx.close());

  it('401 without a token on every call, 403 on the administrator calls without admin_trivia', async () => {
    for (const call of [...ADMIN_CALLS, ...EMPLOYEE_CALLS]) expect((await ctx.request({ ...call, as: null })).statusCode, call.url).toBe(401);
    for (const user of ['staff', 'partner'] as const) {
      for (const call of ADMIN_CALLS) expect((await ctx.request({ ...call, as: user })).statusCode, `${user} ${call.url}`).toBe(403);
    }
  });

  describe('a poll open today', () => {
    let poll: Poll;
    beforeAll(async () => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/v1/polls/create',
        as: 'admin',
        payload: {
          polls_answer: 'Best snack at the party?',
          options: [{ option: 'Popcorn' }, { option: 'Nachos' }, { option: 'Pretzels' }],
          date_start: today,
          date_end: addDays(today, 2),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      poll = res.json().results;
    });

    const open = async (as: 'staff' | 'partner' | 'manager' | 'expired') => {
      const list: Poll[] = (await ctx.request({ method: 'POST', url: '/api/v1/polls/question', as, payload: { customers_id: ids[as] } })).json().results;
      return list.find((p) => p.id === poll.id)!;
    };
    const vote = (as: 'staff' | 'partner' | 'manager' | 'expired', optionIndex: number, extra: Record<string, unknown> = {}) =>
      ctx.request({ method: 'POST', url: '/api/v1/polls/user-pontuation', as, payload: { polls_id: poll.id, response_user_polls_id: poll.options[optionIndex]!.id, ...extra } });

    it('shows no percentages before the caller votes', async () => {
      const seen = await open('staff');
      expect(seen.existsPontuation).toBeNull();
      expect(seen.total_votes).toBeNull();
      expect(seen.options.every((o) => o.percentage === null && o.votes === null)).toBe(true);
    });

    it('records one vote for the token user (customers_id ignored), then shows the percentages with the vote marked', async () => {
      const res = await vote('staff', 1, { customers_id: ids.partner });
      expect(res.statusCode, res.body).toBe(200);
      const after: Poll = res.json().results;
      expect(after.existsPontuation).toEqual({ response_user_polls_id: poll.options[1]!.id });
      expect(after.total_votes).toBe(1);
      expect(after.options.map((o) => o.percentage)).toEqual(['0.00', '100.00', '0.00']);
      expect((await open('partner')).existsPontuation).toBeNull();

      expect((await vote('partner', 0)).statusCode).toBe(200);
      expect((await vote('manager', 1)).statusCode).toBe(200);
      const three = await open('staff');
      expect(three.options.map((o) => o.percentage)).toEqual(['33.33', '66.67', '0.00']);
      expect(three.options.map((o) => o.votes)).toEqual([1, 2, 0]);

      const again = await vote('staff', 0);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(TRIVIA_MESSAGES.alreadyVoted);
    });

    it('two votes sent at the same moment: one counted', async () => {
      const results = await Promise.all([vote('expired', 0), vote('expired', 2)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ctx.db.selectFrom('poll_votes').select('id').where('poll_id', '=', poll.id).where('account_id', '=', ids.expired).execute()).toHaveLength(1);
    });

    it('the administrator sees every count and who voted what', async () => {
      const found: Poll = (await ctx.request({ method: 'GET', url: `/api/v1/polls/find-poll/${poll.id}`, as: 'admin' })).json().results;
      expect(found.total_votes).toBe(4);
      expect(found.existsPontuation).toBeNull();
      const voters: PollVoteRow[] = (await ctx.request({ method: 'GET', url: `/api/v1/polls/find/${poll.id}`, as: 'admin' })).json().results;
      expect(voters.map((v) => v.customer_id).sort()).toEqual([ids.staff, ids.partner, ids.manager, ids.expired].sort());
      expect(voters.find((v) => v.customer_id === ids.staff)!.response_user_polls_id).toBe(poll.options[1]!.id);
      expect(voters[0]!.full_name.length).toBeGreaterThan(0);
    });

    it('update: a voted poll keeps its number of options; wording and dates can change (cut to 10 characters)', async () => {
      const update = (options: string[], dateStart = today) =>
        ctx.request({
          method: 'PUT',
          url: '/api/v1/polls/update',
          as: 'admin',
          payload: {
            id: poll.id,
            question_answer: 'Best party snack?',
            options: options.map((option) => ({ option })),
            date_start: `${dateStart}T00:00:00.000Z`,
            date_end: addDays(today, 3),
          },
        });
      const fewer = await update(['Popcorn', 'Nachos']);
      expect(fewer.statusCode).toBe(409);
      expect(fewer.json().error.message).toBe(TRIVIA_MESSAGES.votedPollLocked);
      const ok = await update(['Popcorn', 'Cheesy nachos', 'Pretzels']);
      expect(ok.statusCode, ok.body).toBe(200);
      const updated: Poll = ok.json().results;
      expect(updated).toMatchObject({ polls_answer: 'Best party snack?', date_start: today, date_end: addDays(today, 3), total_votes: 4 });
      expect(updated.options[1]).toMatchObject({ id: poll.options[1]!.id, option: 'Cheesy nachos', votes: 2 });
    });
  });

  it('only between its start and end days; unknown options and polls refused', async () => {
    const past = await insertPollRow(ctx.db, addDays(today, -5), addDays(today, -1));
    const future = await insertPollRow(ctx.db, addDays(today, 1), addDays(today, 4));
    const current = await insertPollRow(ctx.db, today, today);
    for (const poll of [past, future]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/v1/polls/user-pontuation',
        as: 'staff',
        payload: { polls_id: poll.id, response_user_polls_id: poll.optionIds[0] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(TRIVIA_MESSAGES.pollClosed);
    }
    const foreign = await ctx.request({
      method: 'POST',
      url: '/api/v1/polls/user-pontuation',
      as: 'staff',
      payload: { polls_id: current.id, response_user_polls_id: past.optionIds[0] },
    });
    expect(foreign.json().error.message).toBe(TRIVIA_MESSAGES.unknownPollOption);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/v1/polls/user-pontuation', as: 'staff', payload: { polls_id: 2_000_000_000, response_user_polls_id: 1 } })).statusCode,
    ).toBe(404);
    const openIds = ((await ctx.request({ method: 'POST', url: '/api/v1/polls/question', as: 'staff' })).json().results as Poll[]).map((p) => p.id);
    expect(openIds).toContain(current.id);
    expect(openIds).not.toContain(past.id);
    expect(openIds).not.toContain(future.id);
  });

  it('create: text, 2 to 5 options and dates in order, else a clear 400 and nothing stored', async () => {
    const before = await ctx.db.selectFrom('polls').select('id').execute();
    const base = { polls_answer: 'Q?', options: [{ option: 'a' }, { option: 'b' }], date_start: today, date_end: today };
    for (const [payload, message] of [
      [{ ...base, polls_answer: '' }, TRIVIA_MESSAGES.pollText],
      [{ ...base, options: [{ option: 'a' }] }, TRIVIA_MESSAGES.pollTwoOptions],
      [{ ...base, options: 'abcdef'.split('').map((option) => ({ option })) }, TRIVIA_MESSAGES.pollTooManyOptions],
      [{ ...base, date_end: addDays(today, -1) }, TRIVIA_MESSAGES.pollDateOrder],
      [{ ...base, date_start: null }, TRIVIA_MESSAGES.pollDates],
      [{ ...base, polls_answer: 'nul\u0000' }, controlCharsFieldMessage('polls_answer')],
    ] as const) {
      const res = await ctx.request({ method: 'POST', url: '/api/v1/polls/create', as: 'admin', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await ctx.db.selectFrom('polls').select('id').execute()).toEqual(before);
  });

  it('delete: 204 then 404, votes go with it', async () => {
    const poll = await insertPollRow(ctx.db, today, today);
    await insertVoteRow(ctx.db, poll, ids.staff, poll.optionIds[0]!);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/polls/delete/${poll.id}`, as: 'admin' })).statusCode).toBe(204);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/polls/delete/${poll.id}`, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/polls/find-poll/${poll.id}`, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/polls/find/${poll.id}`, as: 'admin' })).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('poll_votes').select('id').where('poll_id', '=', poll.id).execute()).toEqual([]);
  });

  it('the calendar feed: polls overlapping the range; without admin_trivia only those already started', async () => {
    const later = await insertPollRow(ctx.db, addDays(today, 2), addDays(today, 9));
    const range = `start=${addDays(today, -3)}&end=${addDays(today, 10)}`;
    const asAdmin = (await ctx.request({ method: 'GET', url: `/api/v1/polls/calendar?${range}`, as: 'admin' })).json().results as { id: number }[];
    expect(asAdmin.map((p) => p.id)).toContain(later.id);
    expect(Object.keys(asAdmin[0]!).sort()).toEqual(['date_end', 'date_start', 'id', 'polls_answer']);
    const asStaff = (await ctx.request({ method: 'GET', url: `/api/v1/polls/calendar?${range}`, as: 'staff' })).json().results as { id: number; date_start: string }[];
    expect(asStaff.map((p) => p.id)).not.toContain(later.id);
    expect(asStaff.every((p) => p.date_start <= today)).toBe(true);
    const month = (await ctx.request({ method: 'GET', url: '/api/v1/polls/calendar', as: 'staff' })).json().results as { date_start: string; date_end: string }[];
    expect(month.every((p) => p.date_start.slice(0, 7) <= today.slice(0, 7) && p.date_end.slice(0, 7) >= today.slice(0, 7))).toBe(true);
    expect((await ctx.request({ method: 'GET', url: '/api/v1/polls/calendar?start=2026-01-01', as: 'staff' })).statusCode).toBe(400);
  });

  it('a poll answered counts on the scoreboard of the month it was answered in', async () => {
    const before = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'partner' })).json().results;
    const poll = await insertPollRow(ctx.db, today, today);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/polls/user-pontuation',
      as: 'partner',
      payload: { polls_id: poll.id, response_user_polls_id: poll.optionIds[2] },
    });
    expect(res.statusCode).toBe(200);
    const after = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'partner' })).json().results;
    expect(after.user_score).toBe(before.user_score + 1);
  });
});
