import { todayInZone } from '@portal/shared';
import { trackedLinkForTest } from '../../delivery/testSupport';
import { insertAnnouncementRow } from '../../modules/announcements/testKit';
import { FILES, insertCommentRow, insertNewsRow, multipart, uploaded } from '../../modules/news/testKit';
import { freeDay, insertPollRow, insertQuestionRow } from '../../modules/trivia/testKit';
import { insertShortcutRow, shortcutBody } from '../../modules/shortcuts/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, insertFeedToken } from '../../modules/events/testKit';
import { sampleHelpers, type MatrixEnv, type Sample } from './samples';

/** Latest news, trivia and polls, shortcuts, analytics, events and tracked links. */
export function contentSamples(env: MatrixEnv): Record<string, Sample> {
  const { ctx, ids } = env;
  const { ownLocation, emailOf } = sampleHelpers(env);
  return {
    'GET /api/v1/latest-news': { request: () => ({ method: 'GET', url: '/api/v1/latest-news' }) },
    'GET /api/v1/latest-news/carousel': { request: () => ({ method: 'GET', url: '/api/v1/latest-news/carousel' }) },
    'GET /api/v1/latest-news/:id': { request: async () => ({ method: 'GET', url: `/api/v1/latest-news/${await insertNewsRow(ctx.db)}` }) },
    'POST /api/v1/latest-news/uploadFile': { request: () => ({ method: 'POST', url: '/api/v1/latest-news/uploadFile', ...multipart(FILES.png) }) },
    // the composer (announcements add) for the admin, an idea (home_page view) for the others
    'POST /api/v1/latest-news/create': {
      request: async (c) => ({
        method: 'POST',
        url: '/api/v1/latest-news/create',
        payload: { title: 'Matrix', prev_legend: 'p', image: await uploaded(ctx), idea: c.role !== 'admin' },
      }),
    },
    'POST /api/v1/latest-news/update': {
      request: async () => ({ method: 'POST', url: '/api/v1/latest-news/update', payload: { id: await insertNewsRow(ctx.db), title: 'Matrix 2' } }),
    },
    'POST /api/v1/latest-news/active-status': {
      request: async () => ({ method: 'POST', url: '/api/v1/latest-news/active-status', payload: { id: await insertNewsRow(ctx.db), active: false } }),
    },
    'DELETE /api/v1/latest-news/delete/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/latest-news/delete/${await insertNewsRow(ctx.db)}` }) },
    'GET /api/v1/comments-latest-news/find/:newsId/:sort': {
      request: async () => ({ method: 'GET', url: `/api/v1/comments-latest-news/find/${await insertNewsRow(ctx.db)}/asc` }),
    },
    'GET /api/v1/comments-latest-news/find/:newsId': { request: async () => ({ method: 'GET', url: `/api/v1/comments-latest-news/find/${await insertNewsRow(ctx.db)}` }) },
    'POST /api/v1/comments-latest-news/create': {
      request: async () => ({ method: 'POST', url: '/api/v1/comments-latest-news/create', payload: { latest_news_id: await insertNewsRow(ctx.db), content: 'Matrix' } }),
    },
    'POST /api/v1/comments-latest-news/like': {
      request: async () => ({ method: 'POST', url: '/api/v1/comments-latest-news/like', payload: { id: await insertCommentRow(ctx.db, ids.staff) } }),
    },
    // each caller deletes a comment of their own
    'DELETE /api/v1/comments-latest-news/delete/:id': {
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${await insertCommentRow(ctx.db, c.id || ids.staff)}` }),
    },

    // each caller in the chat of their own location (policy.ts: members; the per-location matrix is chat.test.ts)
    'GET /api/v1/location-messaging/filter/:locationId': { request: async (c) => ({ method: 'GET', url: `/api/v1/location-messaging/filter/${await ownLocation(c)}` }) },
    'GET /api/v1/location-messaging/users/:email/:locationId': {
      request: async (c) => ({ method: 'GET', url: `/api/v1/location-messaging/users/${encodeURIComponent(emailOf(c))}/${await ownLocation(c)}` }),
    },
    'GET /api/v1/location-messaging/location/find/:id': { request: async (c) => ({ method: 'GET', url: `/api/v1/location-messaging/location/find/${await ownLocation(c)}` }) },
    'PUT /api/v1/location-messaging/read/:locationId': {
      request: async (c) => ({ method: 'PUT', url: `/api/v1/location-messaging/read/${await ownLocation(c)}`, payload: { id: 0 } }),
    },
    'POST /api/v1/location-messaging/upload/:locationId': {
      request: async (c) => ({ method: 'POST', url: `/api/v1/location-messaging/upload/${await ownLocation(c)}`, ...multipart(FILES.png) }),
    },
    'POST /api/v1/trivia/question': { request: () => ({ method: 'POST', url: '/api/v1/trivia/question', payload: {} }) },
    // each caller answers a fresh question of today
    'POST /api/v1/trivia/pontuation-user': {
      request: async () => {
        const q = await insertQuestionRow(ctx.db, todayInZone(ctx.config.timeZone));
        return { method: 'POST', url: '/api/v1/trivia/pontuation-user', payload: { question_id: q.id, response_user_question_id: q.optionIds[0] } };
      },
    },
    'POST /api/v1/trivia/status': { request: () => ({ method: 'POST', url: '/api/v1/trivia/status', payload: {} }) },
    'GET /api/v1/trivia/month': { request: () => ({ method: 'GET', url: '/api/v1/trivia/month' }) },
    'GET /api/v1/trivia/not-avaliable-dates': { request: () => ({ method: 'GET', url: '/api/v1/trivia/not-avaliable-dates' }) },
    'GET /api/v1/trivia/find/:id': { request: async () => ({ method: 'GET', url: `/api/v1/trivia/find/${(await insertQuestionRow(ctx.db)).id}` }) },
    'GET /api/v1/trivia/status-admin/:month': { request: () => ({ method: 'GET', url: '/api/v1/trivia/status-admin/11' }) },
    'POST /api/v1/trivia/create': {
      request: () => ({
        method: 'POST',
        url: '/api/v1/trivia/create',
        payload: { date: freeDay(), question: { question_answer: 'Matrix?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 } },
      }),
    },
    'POST /api/v1/trivia/update': {
      request: async () => {
        const q = await insertQuestionRow(ctx.db);
        return {
          method: 'POST',
          url: '/api/v1/trivia/update',
          payload: { question: { id: q.id, question_answer: 'Matrix 2?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 2 } },
        };
      },
    },
    'DELETE /api/v1/trivia/delete/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/trivia/delete/${(await insertQuestionRow(ctx.db)).id}` }) },
    'GET /api/v1/trivia/generate': { request: () => ({ method: 'GET', url: '/api/v1/trivia/generate' }) },
    'POST /api/v1/polls/question': { request: () => ({ method: 'POST', url: '/api/v1/polls/question', payload: {} }) },
    'POST /api/v1/polls/user-pontuation': {
      request: async () => {
        const today = todayInZone(ctx.config.timeZone);
        const poll = await insertPollRow(ctx.db, today, today);
        return { method: 'POST', url: '/api/v1/polls/user-pontuation', payload: { polls_id: poll.id, response_user_polls_id: poll.optionIds[0] } };
      },
    },
    'GET /api/v1/polls/calendar': { request: () => ({ method: 'GET', url: '/api/v1/polls/calendar' }) },
    'GET /api/v1/polls/find-poll/:id': { request: async () => ({ method: 'GET', url: `/api/v1/polls/find-poll/${(await insertPollRow(ctx.db, '2040-06-01', '2040-06-02')).id}` }) },
    'GET /api/v1/polls/find/:id': { request: async () => ({ method: 'GET', url: `/api/v1/polls/find/${(await insertPollRow(ctx.db, '2040-06-01', '2040-06-02')).id}` }) },
    'POST /api/v1/polls/create': {
      request: () => ({
        method: 'POST',
        url: '/api/v1/polls/create',
        payload: { polls_answer: 'Matrix?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2040-06-01', date_end: '2040-06-03' },
      }),
    },
    'PUT /api/v1/polls/update': {
      request: async () => {
        const poll = await insertPollRow(ctx.db, '2040-06-01', '2040-06-02');
        return {
          method: 'PUT',
          url: '/api/v1/polls/update',
          payload: { id: poll.id, question_answer: 'Matrix 2?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2040-06-01', date_end: '2040-06-04' },
        };
      },
    },
    'DELETE /api/v1/polls/delete/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/polls/delete/${(await insertPollRow(ctx.db, '2040-06-01', '2040-06-02')).id}` }) },
    'GET /api/v1/shortcuts': { request: () => ({ method: 'GET', url: '/api/v1/shortcuts' }) },
    'POST /api/v1/shortcuts': { request: () => ({ method: 'POST', url: '/api/v1/shortcuts', payload: shortcutBody() }) },
    'PUT /api/v1/shortcuts/:id': { request: async () => ({ method: 'PUT', url: `/api/v1/shortcuts/${(await insertShortcutRow(ctx.db)).id}`, payload: shortcutBody() }) },
    'DELETE /api/v1/shortcuts/:id/:order': {
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return { method: 'DELETE', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}` };
      },
    },
    'GET /api/v1/shortcuts/up/:id/:order': {
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return { method: 'GET', url: `/api/v1/shortcuts/up/${row.id}/${row.sort_order}` };
      },
    },
    'GET /api/v1/shortcuts/down/:id/:order': {
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return { method: 'GET', url: `/api/v1/shortcuts/down/${row.id}/${row.sort_order}` };
      },
    },
    'PUT /api/v1/shortcuts/:id/:order/move': {
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return { method: 'PUT', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}/move`, payload: { to: 1 } };
      },
    },
    'PUT /api/v1/shortcuts/:id/:order/activate': {
      request: async () => {
        const row = await insertShortcutRow(ctx.db, { status: 'inactive' });
        return { method: 'PUT', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}/activate` };
      },
    },
    'GET /api/v1/shortcuts/byName/:text': { request: () => ({ method: 'GET', url: '/api/v1/shortcuts/byName/app' }) },
    'GET /api/v1/shortcuts/personalOrder/:userId': { request: (c) => ({ method: 'GET', url: `/api/v1/shortcuts/personalOrder/${c.id || ids.staff}` }) },
    'PUT /api/v1/shortcuts/personalOrder/:userId': {
      request: (c) => ({ method: 'PUT', url: `/api/v1/shortcuts/personalOrder/${c.id || ids.staff}`, payload: { shortcuts_order: [] } }),
    },
    'GET /api/v1/accounts/favorite_shortcut/:userId': { request: (c) => ({ method: 'GET', url: `/api/v1/accounts/favorite_shortcut/${c.id || ids.staff}` }) },
    'PUT /api/v1/accounts/:id/favorite_shortcut': {
      request: async (c) => ({ method: 'PUT', url: `/api/v1/accounts/${c.id || ids.staff}/favorite_shortcut`, payload: { id: (await insertShortcutRow(ctx.db)).id } }),
    },

    'GET /api/v1/analytics/announcements': { request: () => ({ method: 'GET', url: '/api/v1/analytics/announcements?limit=5&offset=0' }) },
    'GET /api/v1/analytics/announcements/:id/opens': {
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/announcements/${await insertAnnouncementRow(ctx.db)}/opens` }),
    },
    'GET /api/v1/analytics/users': { request: () => ({ method: 'GET', url: '/api/v1/analytics/users?limit=5&offset=0' }) },
    'GET /api/v1/analytics/logins': { request: () => ({ method: 'GET', url: '/api/v1/analytics/logins' }) },
    'GET /api/v1/accounts/last/7days': { request: () => ({ method: 'GET', url: '/api/v1/accounts/last/7days' }) },
    'GET /api/v1/accounts/last/1day': { request: () => ({ method: 'GET', url: '/api/v1/accounts/last/1day' }) },
    'GET /api/v1/analytics/announcements/export/:format/:id': {
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/announcements/export/csv/${await insertAnnouncementRow(ctx.db)}` }),
    },
    'GET /api/v1/analytics/announcements/export/paylocity/:format/:id': {
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/announcements/export/paylocity/excel/${await insertAnnouncementRow(ctx.db, 'payroll')}` }),
    },
    'GET /api/v1/analytics/announcements/export/benefits/:format/:id': {
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/announcements/export/benefits/csv/${await insertAnnouncementRow(ctx.db, 'benefits')}` }),
    },

    'GET /api/v1/events/sample': { request: () => ({ method: 'GET', url: '/api/v1/events/sample?start=2040-03-01&end=2040-04-01' }) },
    'GET /api/v1/events/special': { request: () => ({ method: 'GET', url: '/api/v1/events/special' }) },
    'GET /api/v1/events/special/:id': {
      request: async (c) => ({ method: 'GET', url: `/api/v1/events/special/${await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null })}` }),
    },
    'POST /api/v1/events': {
      request: () => ({
        method: 'POST',
        url: '/api/v1/events',
        payload: { title: 'Matrix', type: 'Meeting', address: 'Room 1', description: 'Matrix event', start: '2040-03-02T14:00:00Z', end: '2040-03-02T14:30:00Z', isForMe: true },
      }),
    },
    'GET /api/v1/events/:id': { request: async () => ({ method: 'GET', url: `/api/v1/events/${await insertEventRow(ctx.db)}` }) },
    'GET /api/v1/events/:id/ics': { request: async () => ({ method: 'GET', url: `/api/v1/events/${await insertEventRow(ctx.db)}/ics` }) },
    'PUT /api/v1/events/:id': {
      request: async () => ({
        method: 'PUT',
        url: `/api/v1/events/${await insertEventRow(ctx.db)}`,
        payload: { title: 'Matrix 2', type: 'Meeting', address: 'Room 2', description: 'Moved', start: '2040-03-03T14:00:00Z', end: '2040-03-03T15:00:00Z', isForEveryone: true },
      }),
    },
    'DELETE /api/v1/events/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/events/${await insertEventRow(ctx.db)}` }) },
    'PUT /api/v1/events/special/:id': {
      request: async (c) => ({
        method: 'PUT',
        url: `/api/v1/events/special/${await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null })}`,
        payload: { event_title: 'Matrix', event_description: 'Changed', event_address: 'Here', event_start: '2040-03-02T14:00:00Z', event_end: '2040-03-02T15:00:00Z' },
      }),
    },
    'POST /api/v1/events/special/comments': {
      request: async (c) => ({
        method: 'POST',
        url: '/api/v1/events/special/comments',
        payload: { event_id: await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null }), message: 'Matrix' },
      }),
    },
    'PUT /api/v1/events/special/comments/:id': {
      request: async (c) => {
        const event = await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null });
        return { method: 'PUT', url: `/api/v1/events/special/comments/${await insertEventCommentRow(ctx.db, event, c.id || null)}`, payload: { message: 'Matrix 2' } };
      },
    },
    'DELETE /api/v1/events/special/comments/:id': {
      request: async (c) => {
        const event = await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null });
        return { method: 'DELETE', url: `/api/v1/events/special/comments/${await insertEventCommentRow(ctx.db, event, c.id || null)}` };
      },
    },
    'POST /api/v1/events/special/additional_users': {
      request: async (c) => ({
        method: 'POST',
        url: '/api/v1/events/special/additional_users',
        payload: { event_id: await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null }), customer_ids: [ids.staff] },
      }),
    },
    'GET /api/v1/events/feed-token': { request: () => ({ method: 'GET', url: '/api/v1/events/feed-token' }) },
    'POST /api/v1/events/feed-token': { request: () => ({ method: 'POST', url: '/api/v1/events/feed-token' }) },
    'DELETE /api/v1/events/feed-token': { request: () => ({ method: 'DELETE', url: '/api/v1/events/feed-token' }) },
    'GET /api/v1/events/feed/:token': { request: async () => ({ method: 'GET', url: `/api/v1/events/feed/${await insertFeedToken(ctx.db, ids.staff)}.ics` }) },

    'GET /api/v1/delivery/outbox': { request: () => ({ method: 'GET', url: '/api/v1/delivery/outbox?channel=email&limit=5' }) },
    'GET /api/v1/t/o/:file': { request: () => ({ method: 'GET', url: '/api/v1/t/o/AAAAAAAAAAAAAAAAAAAAAA.gif' }) },
    'GET /api/v1/t/l/:token': {
      request: async () => ({ method: 'GET', url: `/api/v1/t/l/${await trackedLinkForTest(ctx.db, 'https://arcadia.example/matrix')}` }),
      status: 302,
    },
  };
}
