import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, TRIVIA_MESSAGES, todayInZone, type AdminQuestion, type ScoreboardRow, type TodayQuestion, type TriviaStatus } from '@portal/shared';
import { controlCharsFieldMessage } from '@portal/shared';
import { createTestContext, databases, factories, type TestContext } from '../../test/harness';
import { freeDay, insertPollRow, insertQuestionRow, insertResponseRow, insertVoteRow } from './testKit';

const ADMIN_CALLS = [
  { method: 'POST', url: '/api/v1/trivia/create', payload: {} },
  { method: 'POST', url: '/api/v1/trivia/update', payload: {} },
  { method: 'DELETE', url: '/api/v1/trivia/delete/1' },
  { method: 'GET', url: '/api/v1/trivia/find/1' },
  { method: 'GET', url: '/api/v1/trivia/status-admin/1' },
  { method: 'GET', url: '/api/v1/trivia/not-avaliable-dates' },
  { method: 'GET', url: '/api/v1/trivia/generate' },
] as const;
const EMPLOYEE_CALLS = [
  { method: 'POST', url: '/api/v1/trivia/question', payload: {} },
  { method: 'POST', url: '/api/v1/trivia/status', payload: {} },
  { method: 'POST', url: '/api/v1/trivia/pontuation-user', payload: { question_id: 1, response_user_question_id: 1 } },
  { method: 'GET', url: '/api/v1/trivia/month' },
] as const;

const body = (date: string | undefined, text = 'Which arcade game came first?', options = ['Pong', 'Pac-Man', 'Galaga'], correct = 1) => ({
  ...(date === undefined ? {} : { date }),
  question: { question_answer: text, options: options.map((option) => ({ option })), correct_option_id: correct },
});

describe.each(databases)('trivia api on %s', (kind) => {
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
    for (const call of [...ADMIN_CALLS, ...EMPLOYEE_CALLS]) {
      const res = await ctx.request({ ...call, as: null });
      expect(res.statusCode, call.url).toBe(401);
    }
    for (const user of ['staff', 'partner'] as const) {
      for (const call of ADMIN_CALLS) {
        const res = await ctx.request({ ...call, as: user });
        expect(res.statusCode, `${user} ${call.url}`).toBe(403);
        expect(res.json().error.message).toBe('Permission denied');
      }
    }
  });

  describe("today's question", () => {
    let question: AdminQuestion;
    beforeAll(async () => {
      // the demo has one today: the administrator schedules their own instead
      await ctx.db.deleteFrom('trivia_questions').where('date', '=', today).execute();
      const res = await ctx.request({ method: 'POST', url: '/api/v1/trivia/create', as: 'admin', payload: body(today) });
      expect(res.statusCode, res.body).toBe(201);
      question = res.json().results;
    });

    it('is served without its correct option until the caller answers', async () => {
      const res = await ctx.request({ method: 'POST', url: '/api/v1/trivia/question', as: 'staff', payload: { customers_id: ids.staff } });
      expect(res.statusCode).toBe(200);
      const today_: TodayQuestion = res.json().results;
      expect(today_).toEqual({
        id: question.id,
        question_answer: 'Which arcade game came first?',
        date: today,
        options: question.options,
        correct_option_id: null,
        history_question: null,
      });
    });

    it('scores a correct answer once, for the token user only (customers_id in the body is ignored), and refuses a second', async () => {
      const before: TriviaStatus = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'staff', payload: { user_id: ids.staff } })).json().results;
      const res = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'staff',
        payload: { question_id: question.id, response_user_question_id: question.correct_option_id, customers_id: ids.partner },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        correct_question: true,
        correct_option_id: question.correct_option_id,
        response_user_question_id: question.correct_option_id,
        question_id: question.id,
      });

      const rows = await ctx.db.selectFrom('trivia_responses').select('account_id').where('question_id', '=', question.id).execute();
      expect(rows).toEqual([{ account_id: ids.staff }]);

      const after: TriviaStatus = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'staff', payload: {} })).json().results;
      expect(after.pontuation).toBe(before.pontuation + 1);
      expect(after.user_score).toBe(before.user_score + 1);
      expect(after.user_rank).toBe(after.usersRanking.find((r) => r.customer_id === ids.staff)!.position);
      expect(after.month).toBe(today.slice(0, 7));
      expect(after.expires_on.slice(0, 7)).toBe(today.slice(0, 7));
      expect(addDays(after.expires_on, 1).slice(0, 7)).not.toBe(today.slice(0, 7));

      const again = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'staff',
        payload: { question_id: question.id, response_user_question_id: question.options[0]!.id },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(TRIVIA_MESSAGES.alreadyAnswered);

      // now the question shows the correct option and the caller's pick
      const shown: TodayQuestion = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/question', as: 'staff', payload: {} })).json().results;
      expect(shown.correct_option_id).toBe(question.correct_option_id);
      expect(shown.history_question).toEqual({ response_user_question_id: question.correct_option_id });
      // the partner named in the body has nothing recorded
      const partner: TodayQuestion = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/question', as: 'partner', payload: {} })).json().results;
      expect(partner.history_question).toBeNull();
    });

    it('gives no point for a wrong answer', async () => {
      const before: TriviaStatus = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'partner' })).json().results;
      const wrong = question.options.find((o) => o.id !== question.correct_option_id)!;
      const res = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'partner',
        payload: { question_id: question.id, response_user_question_id: wrong.id },
      });
      expect(res.json().correct_question).toBe(false);
      const after: TriviaStatus = (await ctx.request({ method: 'POST', url: '/api/v1/trivia/status', as: 'partner' })).json().results;
      expect(after.pontuation).toBe(before.pontuation);
    });

    it('two answers sent at the same moment (two tabs): one is recorded, the other refused', async () => {
      const send = () =>
        ctx.request({
          method: 'POST',
          url: '/api/v1/trivia/pontuation-user',
          as: 'manager',
          payload: { question_id: question.id, response_user_question_id: question.correct_option_id },
        });
      const results = await Promise.all([send(), send(), send()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const rows = await ctx.db.selectFrom('trivia_responses').select('id').where('question_id', '=', question.id).where('account_id', '=', ids.manager).execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses an option of another question and a question of another day', async () => {
      const other = await insertQuestionRow(ctx.db);
      const foreign = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'expired',
        payload: { question_id: question.id, response_user_question_id: other.optionIds[0] },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.message).toBe(TRIVIA_MESSAGES.unknownOption);
      const closed = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'expired',
        payload: { question_id: other.id, response_user_question_id: other.optionIds[0] },
      });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().error.message).toBe(TRIVIA_MESSAGES.questionClosed);
      const missing = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/pontuation-user',
        as: 'expired',
        payload: { question_id: 2_000_000_000, response_user_question_id: 1 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('locks the date, the correct option and the number of options once answered; the wording can still change', async () => {
      const options = question.options.map((o) => o.option);
      const move = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/update',
        as: 'admin',
        payload: { ...body(freeDay(), 'Which came first?', options, 2), question: { ...body(undefined, 'Which came first?', options, 2).question, id: question.id } },
      });
      expect(move.statusCode).toBe(409);
      expect(move.json().error.message).toBe(TRIVIA_MESSAGES.answeredQuestionLocked);
      const correct = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/update',
        as: 'admin',
        payload: { question: { ...body(undefined, 'Q?', options, 3).question, id: question.id } },
      });
      expect(correct.statusCode).toBe(409);
      const fewer = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/update',
        as: 'admin',
        payload: { question: { ...body(undefined, 'Q?', options.slice(0, 2), 1).question, id: question.id } },
      });
      expect(fewer.statusCode).toBe(409);
      const wording = await ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/update',
        as: 'admin',
        payload: { date: today, question: { ...body(undefined, 'Which of these came first?', ['Pong (1972)', ...options.slice(1)], 1).question, id: question.id } },
      });
      expect(wording.statusCode, wording.body).toBe(200);
      const updated: AdminQuestion = wording.json().results;
      expect(updated.question_answer).toBe('Which of these came first?');
      expect(updated.options[0]).toEqual({ id: question.options[0]!.id, option: 'Pong (1972)' });
      expect(updated.correct_option_id).toBe(question.correct_option_id);
      expect(updated.answers).toBeGreaterThan(0);
    });
  });

  it('create: the spec checks first in order, then the date must be free and not past', async () => {
    const create = (payload: object) => ctx.request({ method: 'POST', url: '/api/v1/trivia/create', as: 'admin', payload });
    const message = async (payload: object) => (await create(payload)).json().error.message;
    expect(await message({ question: {} })).toBe(TRIVIA_MESSAGES.selectDate);
    expect(await message({ date: freeDay(), question: { question_answer: '', options: [] } })).toBe(TRIVIA_MESSAGES.typeQuestion);
    expect(await message(body(freeDay(), 'Q?', ['only one']))).toBe(TRIVIA_MESSAGES.addTwoOptions);
    expect(await message(body(freeDay(), 'Q?', ['a', 'b'], 0))).toBe(TRIVIA_MESSAGES.selectCorrect);
    expect(await message(body(freeDay(), 'Q\u0000?', ['a', 'b']))).toBe(controlCharsFieldMessage('question.question_answer'));
    expect((await create(body(freeDay(), 'x'.repeat(100_000), ['a', 'b']))).statusCode).toBe(400);
    expect((await create({ ...body(freeDay()), extra: 1 })).statusCode).toBe(400);
    expect(await message(body(addDays(today, -1)))).toBe(TRIVIA_MESSAGES.datePast);

    const day = freeDay();
    const first = await create(body(`${day}T05:00:00.000Z`));
    expect(first.statusCode).toBe(201);
    expect(first.json().results.date).toBe(day);
    const taken = await create(body(day));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(TRIVIA_MESSAGES.dateTaken);

    const dates = (await ctx.request({ method: 'GET', url: '/api/v1/trivia/not-avaliable-dates', as: 'admin' })).json().results as string[];
    expect(dates).toContain(day);
    expect(dates).toContain(today);
    expect(dates.every((d) => d >= today)).toBe(true);
  });

  it('update (unanswered): reschedule to a free day, change the correct option; a taken day is refused', async () => {
    const q = await insertQuestionRow(ctx.db);
    const taken = await insertQuestionRow(ctx.db);
    const update = (date: string | undefined, correct: number) =>
      ctx.request({
        method: 'POST',
        url: '/api/v1/trivia/update',
        as: 'admin',
        payload: { ...(date ? { date } : {}), question: { ...body(undefined, 'Moved?', ['a', 'b', 'c'], correct).question, id: q.id } },
      });
    expect((await update(taken.date, 1)).json().error.message).toBe(TRIVIA_MESSAGES.dateTaken);
    expect((await update(addDays(today, -2), 1)).json().error.message).toBe(TRIVIA_MESSAGES.datePast);
    const next = freeDay();
    const res = await update(next, 3);
    expect(res.statusCode, res.body).toBe(200);
    const moved: AdminQuestion = res.json().results;
    expect(moved.date).toBe(next);
    expect(moved.options.map((o) => o.option)).toEqual(['a', 'b', 'c']);
    expect(moved.correct_option_id).toBe(moved.options[2]!.id);
    const found = await ctx.request({ method: 'GET', url: `/api/v1/trivia/find/${q.id}`, as: 'admin' });
    expect(found.json().results).toEqual(moved);
    const missing = await ctx.request({ method: 'POST', url: '/api/v1/trivia/update', as: 'admin', payload: { question: { ...body(undefined).question, id: 2_000_000_000 } } });
    expect(missing.statusCode).toBe(404);
  });

  it('delete: 204, then 404; the answers go with it', async () => {
    const q = await insertQuestionRow(ctx.db);
    await insertResponseRow(ctx.db, q, ids.staff, q.correctId);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/trivia/delete/${q.id}`, as: 'admin' })).statusCode).toBe(204);
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/trivia/delete/${q.id}`, as: 'admin' })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/trivia/find/${q.id}`, as: 'admin' })).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('trivia_responses').select('id').where('question_id', '=', q.id).execute()).toEqual([]);
  });

  it('the calendar feed: this month by default, a range on demand, never the options; only up to today without admin_trivia', async () => {
    const future = await insertQuestionRow(ctx.db, addDays(today, 3));
    const range = `start=${addDays(today, -1)}&end=${addDays(today, 5)}`;
    const asAdmin = (await ctx.request({ method: 'GET', url: `/api/v1/trivia/month?${range}`, as: 'admin' })).json().results;
    expect(asAdmin.map((q: { date: string }) => q.date)).toContain(future.date);
    expect(Object.keys(asAdmin[0]).sort()).toEqual(['date', 'id', 'question_answer']);
    const asStaff = (await ctx.request({ method: 'GET', url: `/api/v1/trivia/month?${range}`, as: 'staff' })).json().results as { date: string }[];
    expect(asStaff.map((q) => q.date)).toContain(today);
    expect(asStaff.every((q) => q.date <= today)).toBe(true);
    const month = (await ctx.request({ method: 'GET', url: '/api/v1/trivia/month', as: 'admin' })).json().results as { date: string }[];
    expect(month.length).toBeGreaterThan(0);
    expect(month.every((q) => q.date.slice(0, 7) === today.slice(0, 7))).toBe(true);
    for (const bad of ['start=2026-11-01', 'start=2026-11-02&end=2026-11-01', 'start=2026-02-30&end=2026-03-01', 'start=2020-01-01&end=2026-01-01', 'from=2026-01-01']) {
      const res = await ctx.request({ method: 'GET', url: `/api/v1/trivia/month?${bad}`, as: 'staff' });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('rankings by month: correct answers of that month’s questions plus polls answered in it (portal zone), ties share a position', async () => {
    // February 2041, far from the demo data: staff 2 correct + 1 poll, partner 2 correct + 1 poll, manager 1 correct
    const days = ['2041-02-03', '2041-02-04', '2041-02-28'].map((d) => insertQuestionRow(ctx.db, d));
    const [a, b, c] = await Promise.all(days);
    await insertResponseRow(ctx.db, a!, ids.staff, a!.correctId);
    await insertResponseRow(ctx.db, b!, ids.staff, b!.correctId);
    await insertResponseRow(ctx.db, a!, ids.partner, a!.correctId);
    await insertResponseRow(ctx.db, c!, ids.partner, c!.correctId);
    await insertResponseRow(ctx.db, b!, ids.manager, b!.correctId);
    await insertResponseRow(ctx.db, c!, ids.manager, c!.optionIds[0]!); // wrong: no point
    const poll = await insertPollRow(ctx.db, '2041-02-20', '2041-03-05');
    // 23:30 Central on 28 February is still February; 00:30 Central on 1 March is not
    await insertVoteRow(ctx.db, poll, ids.staff, poll.optionIds[0]!, new Date('2041-03-01T05:30:00Z'));
    await insertVoteRow(ctx.db, poll, ids.partner, poll.optionIds[1]!, new Date('2041-02-10T12:00:00Z'));
    await insertVoteRow(ctx.db, poll, ids.manager, poll.optionIds[1]!, new Date('2041-03-01T06:30:00Z'));

    const res = await ctx.request({ method: 'GET', url: '/api/v1/trivia/status-admin/2041-02', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const rows: ScoreboardRow[] = res.json().results;
    const line = (id: number) => rows.find((r) => r.customer_id === id);
    expect(line(ids.staff)).toMatchObject({ position: 1, correct: 2, polls_answered: 1, total: 3 });
    expect(line(ids.partner)).toMatchObject({ position: 1, correct: 2, polls_answered: 1, total: 3 });
    expect(line(ids.manager)).toMatchObject({ position: 3, correct: 1, polls_answered: 0, total: 1 });
    expect(rows).toHaveLength(3);
    expect(rows[0]!.name < rows[1]!.name).toBe(true);

    const march = (await ctx.request({ method: 'GET', url: '/api/v1/trivia/status-admin/2041-03', as: 'admin' })).json().results as ScoreboardRow[];
    expect(march.map((r) => [r.customer_id, r.polls_answered, r.correct])).toEqual([[ids.manager, 1, 0]]);
    // '1'..'12' is a month of this year; other values are refused
    expect((await ctx.request({ method: 'GET', url: `/api/v1/trivia/status-admin/${Number(today.slice(5, 7))}`, as: 'admin' })).statusCode).toBe(200);
    for (const bad of ['13', '0', '2041-13', 'march'])
      expect((await ctx.request({ method: 'GET', url: `/api/v1/trivia/status-admin/${bad}`, as: 'admin' })).statusCode, bad).toBe(400);
  });

  it('an inactive account leaves the scoreboard', async () => {
    const q = await insertQuestionRow(ctx.db, '2041-04-02');
    const gone = await factories.account(ctx.db, { status: 'INACTIVE' });
    await insertResponseRow(ctx.db, q, gone.id, q.correctId);
    const rows = (await ctx.request({ method: 'GET', url: '/api/v1/trivia/status-admin/2041-04', as: 'admin' })).json().results as ScoreboardRow[];
    expect(rows.map((r) => r.customer_id)).not.toContain(gone.id);
  });

  it('generates a question from the portal’s own news and announcements when no model is configured', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/v1/trivia/generate', as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const generated = res.json();
    expect(generated.source).toBe('portal-content');
    expect(generated.question.options.length).toBeGreaterThanOrEqual(2);
    expect(generated.result.answer).toContain(generated.question.question_answer);
    const titles = [
      ...(await ctx.db.selectFrom('latest_news').select('title').execute()).map((r) => r.title),
      ...(await ctx.db.selectFrom('announcements').select('subject as title').execute()).map((r) => r.title),
    ];
    expect(titles).toContain(generated.based_on[0]);
    // it can be created as it is
    const created = await ctx.request({
      method: 'POST',
      url: '/api/v1/trivia/create',
      as: 'admin',
      payload: { date: freeDay(), question: { ...generated.question, options: generated.question.options.map((option: string) => ({ option })) } },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
