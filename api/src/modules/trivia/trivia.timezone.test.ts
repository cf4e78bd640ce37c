import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIVIA_MESSAGES } from '@portal/shared';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import type { RequestUser } from '../../auth/access';
import type { TriviaContext } from './context';
import * as service from './service';
import { insertQuestionRow, insertResponseRow } from './testKit';

/** "Today" is the day in the portal zone: the services on an injected clock. */
describe.each(databases)('trivia time zone on %s', (kind) => {
  let ctx: TestContext;
  const ids = {} as Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    for (const user of ['admin', 'manager', 'staff', 'partner'] as const) ids[user] = await ctx.idOf(user);
  });
  afterAll(() => ctx.close());

  const user = (id: number, admin = false) => ({ id, roles: { admin_trivia: { view: admin, add: false, edit: false, delete: false } } }) as unknown as RequestUser;
  const at = (iso: string): TriviaContext => ({ db: ctx.db, timeZone: 'America/Chicago', now: () => new Date(iso) });

  it('23:30 Central is still that day: its question is served and answerable; at midnight it closes', async () => {
    const q = await insertQuestionRow(ctx.db, '2042-11-25');
    const lateEvening = at('2042-11-26T05:30:00Z'); // 23:30 CST on the 25th, already the 26th in UTC
    expect((await service.todayQuestion(lateEvening, ids.staff))?.id).toBe(q.id);
    const result = await service.answer(lateEvening, ids.staff, { question_id: q.id, response_user_question_id: q.correctId });
    expect(result.correct_question).toBe(true);

    const midnight = at('2042-11-26T06:00:00Z'); // 00:00 CST on the 26th
    expect(await service.todayQuestion(midnight, ids.staff)).toBeNull();
    await expect(service.answer(midnight, ids.manager, { question_id: q.id, response_user_question_id: q.correctId })).rejects.toMatchObject({
      statusCode: 400,
      message: TRIVIA_MESSAGES.questionClosed,
    });
    // in daylight time the day ends an hour earlier in UTC
    const summer = await insertQuestionRow(ctx.db, '2042-07-04');
    expect((await service.todayQuestion(at('2042-07-05T04:59:00Z'), ids.staff))?.id).toBe(summer.id);
    expect(await service.todayQuestion(at('2042-07-05T05:00:00Z'), ids.staff)).toBeNull();
  });

  it('the month, the scoreboard and the calendar follow the zone too', async () => {
    const q = await insertQuestionRow(ctx.db, '2042-12-31');
    await insertResponseRow(ctx.db, q, ids.partner, q.correctId);
    const newYearsEve = at('2043-01-01T05:00:00Z'); // 23:00 CST on 31 December
    const status = await service.status(newYearsEve, ids.partner);
    expect(status.month).toBe('2042-12');
    expect(status.expires_on).toBe('2042-12-31');
    expect(status.pontuation).toBe(1);
    expect(await service.rankings(newYearsEve, '12')).toEqual(await service.rankings(newYearsEve, '2042-12'));
    const staffView = await service.monthQuestions(newYearsEve, user(ids.staff), {});
    expect(staffView.map((c) => c.date)).toContain('2042-12-31');
    expect(staffView.every((c) => c.date.startsWith('2042-12'))).toBe(true);
  });

  it('without admin_trivia view nobody sees a question before its day', async () => {
    await insertQuestionRow(ctx.db, '2042-10-11');
    const before = at('2042-10-11T04:59:00Z'); // 23:59 CDT on the 10th
    expect((await service.monthQuestions(before, user(ids.staff), { start: '2042-10-01', end: '2042-10-31' })).map((c) => c.date)).not.toContain('2042-10-11');
    expect((await service.monthQuestions(before, user(ids.admin, true), { start: '2042-10-01', end: '2042-10-31' })).map((c) => c.date)).toContain('2042-10-11');
    expect((await service.monthQuestions(at('2042-10-11T05:00:00Z'), user(ids.staff), { start: '2042-10-01', end: '2042-10-31' })).map((c) => c.date)).toContain('2042-10-11');
  });
});
