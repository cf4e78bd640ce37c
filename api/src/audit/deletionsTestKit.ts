import { factories, type TestContext } from '../test/harness';
import { insertAnnouncementRow } from '../modules/announcements/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, insertFeedToken } from '../modules/events/testKit';
import { insertCommentRow, insertNewsRow } from '../modules/news/testKit';
import { insertPollRow, insertQuestionRow } from '../modules/trivia/testKit';
import { insertShortcutRow } from '../modules/shortcuts/testKit';

/** One row per DELETE route of the OpenAPI document: makes a thing to delete and says its url, id and title. Shared by
 * the api's audit test and the security suite's access part; a DELETE route without a sample fails both. */
export type DeletionSample = (ctx: TestContext, adminId: number) => Promise<{ url: string; id: string; title: string | null }>;
export const DELETE_SAMPLES: Record<string, DeletionSample> = {
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
