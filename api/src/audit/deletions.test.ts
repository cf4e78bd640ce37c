import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestContext, databases, factories, type TestContext } from '../test/harness';
import { insertAnnouncementRow } from '../modules/announcements/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, insertFeedToken } from '../modules/events/testKit';
import { insertCommentRow, insertNewsRow } from '../modules/news/testKit';
import { insertPollRow, insertQuestionRow } from '../modules/trivia/testKit';
import { insertShortcutRow } from '../modules/shortcuts/testKit';

// Issue 43: every destructive action is audited. Walks every DELETE route of the OpenAPI document; a new DELETE route
// without a sample here fails the test (and one without `config.audit` stops the app from starting: deletions.ts).
type Sample = (ctx: TestContext, adminId: number) => Promise<{ url: string; id: string; title: string | null }>;
const SAMPLES: Record<string, Sample> = {
  '/api/v1/locations/{id}': async (ctx) => {
    const row = await factories.location(ctx.db, { name: `Audited arcade ${factories.unique()}` });
    return { url: `/api/v1/locations/${row.id}`, id: String(row.id), title: null };
  },
  '/api/v1/announcements/ab/delete/{id}': async (ctx) => {
    const id = await insertAnnouncementRow(ctx.db, 'benefits');
    const row = await ctx.db.selectFrom('announcements').select('subject').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/announcements/ab/delete/${id}`, id: String(id), title: row.subject };
  },
  '/api/v1/latest-news/delete/{id}': async (ctx) => {
    const id = await insertNewsRow(ctx.db);
    const row = await ctx.db.selectFrom('latest_news').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/latest-news/delete/${id}`, id: String(id), title: row.title };
  },
  '/api/v1/comments-latest-news/delete/{id}': async (ctx, adminId) => {
    const id = await insertCommentRow(ctx.db, adminId);
    const row = await ctx.db.selectFrom('latest_news_comments').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/comments-latest-news/delete/${id}`, id: String(id), title: row.content };
  },
  '/api/v1/trivia/delete/{id}': async (ctx) => {
    const { id } = await insertQuestionRow(ctx.db);
    const row = await ctx.db.selectFrom('trivia_questions').select('question_answer').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/trivia/delete/${id}`, id: String(id), title: row.question_answer };
  },
  '/api/v1/polls/delete/{id}': async (ctx) => {
    const { id } = await insertPollRow(ctx.db, '2041-06-01', '2041-06-02');
    const row = await ctx.db.selectFrom('polls').select('polls_answer').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/polls/delete/${id}`, id: String(id), title: row.polls_answer };
  },
  '/api/v1/shortcuts/{id}/{order}': async (ctx) => {
    const row = await insertShortcutRow(ctx.db);
    return { url: `/api/v1/shortcuts/${row.id}/${row.sort_order}`, id: String(row.id), title: null };
  },
  '/api/v1/events/{id}': async (ctx) => {
    const id = await insertEventRow(ctx.db);
    const row = await ctx.db.selectFrom('events').select('title').where('id', '=', id).executeTakeFirstOrThrow();
    return { url: `/api/v1/events/${id}`, id: String(id), title: row.title };
  },
  '/api/v1/events/special/comments/{id}': async (ctx, adminId) => {
    const event = await insertEventRow(ctx.db, { kind: 'special', created_by: adminId });
    const id = await insertEventCommentRow(ctx.db, event, adminId, 'A comment to delete');
    return { url: `/api/v1/events/special/comments/${id}`, id: String(id), title: 'A comment to delete' };
  },
  '/api/v1/events/feed-token': async (ctx, adminId) => {
    await insertFeedToken(ctx.db, adminId);
    return { url: '/api/v1/events/feed-token', id: String(adminId), title: null };
  },
};

describe.each(databases)('every DELETE route is audited on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('walks the OpenAPI document: each DELETE answered 2xx leaves a row with who, what, which and the title', async () => {
    const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths).filter(([, ops]) => 'delete' in ops).map(([p]) => p);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
    const adminId = await ctx.idOf('admin');
    const problems: string[] = [];
    for (const route of routes) {
      const sample = SAMPLES[route];
      if (!sample) {
        problems.push(`${route}: no sample in deletions.test.ts`);
        continue;
      }
      const { url, id, title } = await sample(ctx, adminId);
      const last = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      const res = await ctx.request({ method: 'DELETE', url, as: 'admin' } as InjectOptions & { as: 'admin' });
      if (res.statusCode >= 300) {
        problems.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const rows = await ctx.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'target_id', 'details', 'created_at'])
        .where('id', '>', Number(last?.id ?? 0))
        .where('action', 'like', '%.delete')
        .execute();
      const row = rows.find((r) => r.target_id === id);
      if (!row) problems.push(`${route}: no audit row for ${id} (${JSON.stringify(rows)})`);
      else {
        if (row.actor_id !== adminId) problems.push(`${route}: actor ${row.actor_id}`);
        const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;
        if (title !== null && details.title !== title) problems.push(`${route}: title ${JSON.stringify(details.title)} (expected ${title})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a refused or failed DELETE writes no row', async () => {
    const id = await insertEventRow(ctx.db);
    const before = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await ctx.request({ method: 'DELETE', url: `/api/v1/events/${id}`, as: 'staff' })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'DELETE', url: '/api/v1/events/999999999', as: 'admin' })).statusCode).toBe(404);
    const after = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
