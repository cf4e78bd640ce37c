import { SEED_PERMISSIONS } from '../../db/seedData';
import { factories } from '../harness';
import { insertAnnouncementRow } from '../../modules/announcements/testKit';
import { insertNewsRow, uploaded } from '../../modules/news/testKit';
import { freeDay, insertPollRow, insertQuestionRow } from '../../modules/trivia/testKit';
import { insertShortcutRow, shortcutBody } from '../../modules/shortcuts/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, PNG_1x1 } from '../../modules/events/testKit';
import { EVENT_COLORS, todayInZone } from '@portal/shared';
import { body, get, type Call, type SpecCallEnv } from './kit';

/** Section 7 of portal-calendar-apps-trivia-knowledge.md (the api's part), every call as written. */
export function calendarAppsTriviaCalls({ ctx, ids }: SpecCallEnv): Call[] {
  /** A special event the admin created (so it is theirs to see and edit), 2040: clear of every other test's days. */
  const specialEvent = () => insertEventRow(ctx.db, { kind: 'special', created_by: ids.admin });
  /** Spec 3's event payload: a personal event (isForMe, the personal colour), as the calendar's modal sends it. */
  const eventFields = () => ({
    title: 'Spec call',
    type: 'Meeting',
    address: 'Room 1',
    description: 'Spec call',
    start: '2040-06-04T14:00:00.000Z',
    end: '2040-06-04T15:00:00.000Z',
    color: EVENT_COLORS.personal,
    groups_ids: [],
    locations_ids: [],
    isForMe: true,
    isForEveryone: false,
  });

  const doc2: Call[] = [
    // Events and special events
    { spec: 'GET /events/sample (results)', request: get('/events/sample') },
    { spec: 'GET /events/special/{ownerId}', request: async () => get(`/events/special/${await specialEvent()}`)() },
    { spec: 'POST /events (event payload as in entity)', request: body('POST', '/events', eventFields) },
    { spec: 'GET /events/{id}', request: async () => get(`/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}`)() },
    { spec: 'PUT /events/{id}', request: async () => body('PUT', `/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}`, eventFields)() },
    { spec: 'DELETE /events/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}` }) },
    {
      spec: 'PUT /events/special/{id} event_title, event_description, event_address, event_start, event_end',
      request: async () =>
        body('PUT', `/events/special/${await specialEvent()}`, () => ({
          event_title: 'Spec call',
          event_description: 'Spec call',
          event_address: 'Main office',
          event_start: '2040-06-05T14:00:00.000Z',
          event_end: '2040-06-05T15:00:00.000Z',
        }))(),
    },
    {
      spec: 'POST /events/special/comments event_id, owner_id, message, files',
      request: body('POST', '/events/special/comments', async () => ({ event_id: await specialEvent(), owner_id: ids.admin, message: 'Spec call', files: [PNG_1x1] })),
    },
    {
      spec: 'PUT /events/special/comments/{id} message',
      request: async () =>
        body('PUT', `/events/special/comments/${await insertEventCommentRow(ctx.db, await specialEvent(), ids.admin)}`, () => ({ message: 'Spec call, edited' }))(),
    },
    {
      spec: 'DELETE /events/special/comments/{id}',
      request: async () => ({ method: 'DELETE', url: `/api/v1/events/special/comments/${await insertEventCommentRow(ctx.db, await specialEvent(), ids.admin)}` }),
    },
    {
      spec: 'POST /events/special/additional_users event_id, customer_ids',
      request: body('POST', '/events/special/additional_users', async () => ({ event_id: await specialEvent(), customer_ids: [ids.staff] })),
    },
    { spec: 'GET /accounts?full_name={text}', request: get('/accounts?full_name=sam') },
    { spec: 'GET /locations (id, display_name)', request: get('/locations') },
    // Analytics
    { spec: 'GET /analytics/announcements?limit=5&offset=0', request: get('/analytics/announcements?limit=5&offset=0') },
    { spec: 'GET /analytics/announcements?…&has_paylocity=true', request: get('/analytics/announcements?limit=5&offset=0&has_paylocity=true') },
    { spec: 'GET /analytics/announcements?…&has_benefits=true&filter=', request: get('/analytics/announcements?limit=5&offset=0&has_benefits=true&filter=news') },
    { spec: 'GET /analytics/users?limit=5&offset=0', request: get('/analytics/users?limit=5&offset=0&filter=a') },
    { spec: 'GET /accounts/last/7days', request: get('/accounts/last/7days') },
    { spec: 'GET /accounts/last/1day', request: get('/accounts/last/1day') },
    ...(['csv', 'excel'] as const).flatMap((format) => [
      {
        spec: `GET /analytics/announcements/export/${format}/{id}`,
        request: async () => get(`/analytics/announcements/export/${format}/${await insertAnnouncementRow(ctx.db)}`)(),
      },
      {
        spec: `GET /analytics/announcements/export/paylocity/${format}/{id}`,
        request: async () => get(`/analytics/announcements/export/paylocity/${format}/${await insertAnnouncementRow(ctx.db, 'payroll')}`)(),
      },
      {
        spec: `GET /analytics/announcements/export/benefits/${format}/{id}`,
        request: async () => get(`/analytics/announcements/export/benefits/${format}/${await insertAnnouncementRow(ctx.db, 'benefits')}`)(),
      },
    ]),
    // Shortcuts
    { spec: 'GET /shortcuts', request: get('/shortcuts') },
    { spec: 'GET /shortcuts?status=inactive', request: get('/shortcuts?status=inactive') },
    { spec: 'POST /shortcuts', request: body('POST', '/shortcuts', () => shortcutBody()) },
    { spec: 'PUT /shortcuts/{id}', request: async () => body('PUT', `/shortcuts/${(await insertShortcutRow(ctx.db)).id}`, () => shortcutBody())() },
    ...(['up', 'down'] as const).map((way) => ({
      spec: `GET /shortcuts/${way}/{id}/{order}`,
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return get(`/shortcuts/${way}/${row.id}/${row.sort_order}`)();
      },
    })),
    {
      spec: 'PUT /shortcuts/{id}/{order}/activate',
      request: async () => {
        const row = await insertShortcutRow(ctx.db, { status: 'inactive' });
        return { method: 'PUT', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}/activate` };
      },
    },
    {
      spec: 'DELETE /shortcuts/{id}/{order}',
      request: async () => {
        const row = await insertShortcutRow(ctx.db);
        return { method: 'DELETE', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}` };
      },
    },
    { spec: 'GET /shortcuts/byName/{text}', request: get('/shortcuts/byName/app') },
    { spec: 'GET /shortcuts/personalOrder/{userId}', request: () => get(`/shortcuts/personalOrder/${ids.admin}`)() },
    { spec: 'PUT /shortcuts/personalOrder/{userId} (order list)', request: () => body('PUT', `/shortcuts/personalOrder/${ids.admin}`, () => ({ shortcuts_order: [] }))() },
    { spec: 'GET /accounts/favorite_shortcut/{userId}', request: () => get(`/accounts/favorite_shortcut/${ids.admin}`)() },
    {
      spec: 'PUT /accounts/{userId}/favorite_shortcut (shortcut body)',
      request: async () => body('PUT', `/accounts/${ids.admin}/favorite_shortcut`, async () => ({ id: (await insertShortcutRow(ctx.db)).id }))(),
    },
    // Permissions, groups, profiles
    { spec: 'GET /permissions', request: get('/permissions') },
    { spec: 'PUT /permissions/{groupId}', request: body('PUT', '/permissions/14', () => SEED_PERMISSIONS[14]!) },
    { spec: 'GET /profiles', request: get('/profiles') },
    { spec: 'GET /groups', request: get('/groups') },
    { spec: 'GET /groups/unexpected', request: get('/groups/unexpected') },
    { spec: 'GET /groups/mapjobtitle', request: get('/groups/mapjobtitle') },
    {
      spec: 'POST /groups/new/group_title paylocity_jobtitle, group_title',
      request: body('POST', '/groups/new/group_title', () => ({ paylocity_jobtitle: 'Party Host', group_title: 'Team Member' })),
    },
    // Account, profile, notifications
    { spec: 'GET /accounts/{id}', request: () => get(`/accounts/${ids.admin}`)() },
    { spec: 'PUT /accounts/{id}/user/first_access', request: () => ({ method: 'PUT', url: `/api/v1/accounts/${ids.admin}/user/first_access` }) },
    {
      spec: 'PUT /accounts/{id} first_name, last_name, phone_number, image',
      request: () => body('PUT', `/accounts/${ids.admin}`, () => ({ first_name: 'Alex', last_name: 'Admin', phone_number: '(312) 555-0100' }))(),
    },
    { spec: 'GET /notify/find/{userId}', request: () => get(`/notify/find/${ids.admin}`)() },
    { spec: 'GET /notify/clear/{userId}', request: () => get(`/notify/clear/${ids.admin}`)() },
    {
      spec: 'POST /notify/clear-one id, user_id_receptor',
      request: body('POST', '/notify/clear-one', async () => {
        const note = await ctx.db
          .insertInto('notifications')
          .values({ user_id_receptor: ids.admin, content: 'spec', link_desktop: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: note.id, user_id_receptor: ids.admin };
      }),
    },
    // Locations
    { spec: 'GET /locations?active=both', request: get('/locations?active=both') },
    { spec: 'GET /locations?search_for={text}', request: get('/locations?search_for=dal') },
    {
      spec: 'POST /locations name, display_name, store_id, address, phone',
      request: body('POST', '/locations', () => ({
        name: `Spec ${factories.unique()}`,
        display_name: 'Spec',
        store_id: String(6000 + Math.floor(Math.random() * 3000)),
        address: '1 Main St',
        phone: '(312) 555-0101',
      })),
    },
    {
      spec: 'PUT /locations/{id}',
      request: async () =>
        body('PUT', `/locations/${(await factories.location(ctx.db)).id}`, () => ({
          name: `Spec ${factories.unique()}`,
          display_name: 'Spec',
          store_id: String(6000 + Math.floor(Math.random() * 3000)),
          address: '1 Main St',
          phone: '(312) 555-0101',
        }))(),
    },
    { spec: 'POST /locations/{id}/toggle', request: async () => ({ method: 'POST', url: `/api/v1/locations/${(await factories.location(ctx.db)).id}/toggle` }) },
    { spec: 'DELETE /locations/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/locations/${(await factories.location(ctx.db)).id}` }) },
    // Notification dashboard
    {
      spec: 'POST /notify/mobile-notify title, legend, url, locations, groups, every',
      request: body('POST', '/notify/mobile-notify', () => ({ title: 'Spec', legend: 'l', url: 'Home', locations: [], groups: [], every: true })),
    },
    {
      spec: 'POST /notify/desktop-notify content, url, locations, groups, every',
      request: body('POST', '/notify/desktop-notify', () => ({ content: 'Spec', url: 'Trivia', locations: [], groups: [], every: true })),
    },
    // Trivia and polls
    { spec: 'GET /trivia/month', request: get('/trivia/month') },
    { spec: 'GET /polls/calendar', request: get('/polls/calendar') },
    { spec: 'GET /trivia/not-avaliable-dates', request: get('/trivia/not-avaliable-dates') },
    { spec: 'POST /trivia/question customers_id', request: body('POST', '/trivia/question', () => ({ customers_id: ids.admin })) },
    { spec: 'POST /trivia/status user_id', request: body('POST', '/trivia/status', () => ({ user_id: ids.admin })) },
    {
      spec: 'POST /trivia/pontuation-user response_user_question_id, question_id, customers_id',
      request: body('POST', '/trivia/pontuation-user', async () => {
        const q = await insertQuestionRow(ctx.db, todayInZone(ctx.config.timeZone));
        return { response_user_question_id: q.optionIds[0], question_id: q.id, customers_id: ids.admin };
      }),
    },
    {
      spec: 'POST /trivia/create question{question_answer, options[{option}], correct_option_id}, date',
      request: body('POST', '/trivia/create', () => ({
        question: { question_answer: 'Spec?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 },
        date: new Date(`${freeDay()}T12:00:00Z`).toISOString(),
      })),
    },
    {
      spec: 'POST /trivia/update question{id, question_answer, options, correct_option_id}, date',
      request: body('POST', '/trivia/update', async () => {
        const day = freeDay();
        const q = await insertQuestionRow(ctx.db, day);
        return {
          question: { id: q.id, question_answer: 'Spec 2?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 2 },
          date: new Date(`${day}T12:00:00Z`).toISOString(),
        };
      }),
    },
    { spec: 'DELETE /trivia/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/trivia/delete/${(await insertQuestionRow(ctx.db)).id}` }) },
    { spec: 'GET /trivia/find/{id}', request: async () => get(`/trivia/find/${(await insertQuestionRow(ctx.db)).id}`)() },
    { spec: 'GET /trivia/status-admin/{month}', request: get('/trivia/status-admin/11') },
    { spec: 'POST /polls/question customers_id', request: body('POST', '/polls/question', () => ({ customers_id: ids.admin })) },
    {
      spec: 'POST /polls/user-pontuation response_user_polls_id, polls_id, customers_id',
      request: body('POST', '/polls/user-pontuation', async () => {
        const today = todayInZone(ctx.config.timeZone);
        const poll = await insertPollRow(ctx.db, today, today);
        return { response_user_polls_id: poll.optionIds[0], polls_id: poll.id, customers_id: ids.admin };
      }),
    },
    {
      spec: 'POST /polls/create polls_answer, options[{option}], date_start, date_end',
      request: body('POST', '/polls/create', () => ({ polls_answer: 'Spec?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2041-06-01', date_end: '2041-06-03' })),
    },
    {
      spec: 'PUT /polls/update id, question_answer, options, date_start, date_end',
      request: body('PUT', '/polls/update', async () => ({
        id: (await insertPollRow(ctx.db, '2041-07-01', '2041-07-02')).id,
        question_answer: 'Spec 2?',
        options: [{ option: 'a' }, { option: 'b' }],
        date_start: '2041-07-01',
        date_end: '2041-07-04',
      })),
    },
    { spec: 'DELETE /polls/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/polls/delete/${(await insertPollRow(ctx.db, '2041-08-01', '2041-08-02')).id}` }) },
    { spec: 'GET /polls/find/{id}', request: async () => get(`/polls/find/${(await insertPollRow(ctx.db, '2041-09-01', '2041-09-02')).id}`)() },
    { spec: 'GET /polls/find-poll/{id}', request: async () => get(`/polls/find-poll/${(await insertPollRow(ctx.db, '2041-10-01', '2041-10-02')).id}`)() },
    // Home page
    { spec: 'GET /comments-latest-news/find/{newsId}/most-liked', request: async () => get(`/comments-latest-news/find/${await insertNewsRow(ctx.db)}/most-liked`)() },
    {
      spec: 'POST /latest-news/create image, video, prev_legend, full_legend, title, idea, customer_id',
      request: body('POST', '/latest-news/create', async () => ({
        image: await uploaded(ctx),
        video: null,
        prev_legend: 'p',
        full_legend: '<p>f</p>',
        title: 'Idea',
        idea: true,
        customer_id: ids.admin,
      })),
    },
    // Location chat
    { spec: 'GET /location-messaging/filter/{locationId}', request: get('/location-messaging/filter/1') },
    { spec: 'GET /location-messaging/users/{email}/{locationId}', request: get(`/location-messaging/users/${encodeURIComponent('admin@arcadia.example')}/1`) },
    { spec: 'GET /location-messaging/location/find/{id}', request: get('/location-messaging/location/find/1') },
  ];
  return doc2;
}
