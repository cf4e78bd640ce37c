import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { EVENT_COLORS, todayInZone } from '@portal/shared';
import { SEED_PERMISSIONS } from '../db/seedData';
import { createTestContext, databases, factories, type TestContext } from './harness';
import { insertAnnouncementRow, insertDraftRow, payrollRecipient } from '../modules/announcements/testKit';
import { FILES, insertCommentRow, insertNewsRow, multipart, uploaded } from '../modules/news/testKit';
import { freeDay, insertPollRow, insertQuestionRow } from '../modules/trivia/testKit';
import { insertShortcutRow, shortcutBody } from '../modules/shortcuts/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, PNG_1x1 } from '../modules/events/testKit';

/**
 * Issue 19, "the spec's calls answer as written": every call of section 7 of both specs
 * (/work/shared/spec/portal-announcements-users.md and portal-calendar-apps-trivia-knowledge.md), with its path, method
 * and the body fields the spec names, sent as the Super Admin on the seeded demo data. None may answer 400 or 404
 * because of how it is written (trailing slash, a missing field the spec never sends, a field it does send).
 * The second spec's "Assistant service (separate host)" calls are answered by assistant/, not this api: they are sent
 * as written in assistant/src/test/specCalls.test.ts.
 */
type Call = { spec: string; request: () => InjectOptions | Promise<InjectOptions> };

describe.each(databases)('the spec’s section 7 calls, as written, on %s', (kind) => {
  let ctx: TestContext;
  const ids = {} as Record<'admin' | 'staff', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    ids.admin = await ctx.idOf('admin');
    ids.staff = await ctx.idOf('staff');
  });
  afterAll(() => ctx.close());

  const get = (url: string) => () => ({ method: 'GET' as const, url: `/api/v1${url}` });
  const body = (method: InjectOptions['method'], url: string, payload: () => unknown) => async () => ({ method, url: `/api/v1${url}`, payload: (await payload()) as InjectOptions['payload'] });

  const announcementFields = () => ({
    groups_ids: [],
    owner_id: ids.admin,
    locations_ids: [],
    text: 'Spec call',
    image: null,
    subject: 'Spec call',
    info: '<p>Spec call</p>',
    createdAt: new Date().toISOString(),
    doc: null,
    notify_mobile: false,
    notify_desktop: false,
    sms_checked: false,
    email_checked: false,
  });

  const doc1: Call[] = [
    // Announcements
    { spec: 'GET /analytics/viewed/announcements/{id}/{payroll-provider segment}/{userId}', request: async () => {
      const { id, contactId } = await payrollRecipient(ctx.db);
      return { method: 'GET', url: `/api/v1/analytics/viewed/announcements/${id}/payroll/${contactId}` };
    } },
    { spec: 'GET /analytics/viewed/announcements/{id}/benefits/{contactPhone}', request: async () => ({ method: 'GET', url: `/api/v1/analytics/viewed/announcements/${await insertAnnouncementRow(ctx.db, 'benefits')}/benefits/2145550142` }) },
    { spec: 'GET /announcements/ap/{id}', request: async () => get(`/announcements/ap/${await insertAnnouncementRow(ctx.db, 'payroll')}`)() },
    { spec: 'GET /announcements/ab/{id}', request: async () => get(`/announcements/ab/${await insertAnnouncementRow(ctx.db, 'benefits')}`)() },
    ...['companies', 'locations', 'groups', 'others', 'payroll'].map((list) => ({ spec: `GET /announcements/${list}`, request: get(`/announcements/${list}`) })),
    { spec: 'PATCH /announcements/{id} visibility false', request: async () => body('PATCH', `/announcements/${await insertAnnouncementRow(ctx.db)}`, () => ({ visibility: false }))() },
    { spec: 'GET /announcements/ab/all', request: get('/announcements/ab/all') },
    { spec: 'DELETE /announcements/ab/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/announcements/ab/delete/${await insertAnnouncementRow(ctx.db, 'benefits')}` }) },
    { spec: 'GET /announcements/newsletter_announcements', request: get('/announcements/newsletter_announcements') },
    { spec: 'GET /announcements/{id}', request: async () => get(`/announcements/${await insertAnnouncementRow(ctx.db)}`)() },
    { spec: 'PUT /announcements/{id}/interaction opinion', request: async () => body('PUT', `/announcements/${await insertAnnouncementRow(ctx.db)}/interaction`, () => ({ opinion: 'grinning' }))() },
    { spec: 'POST /announcements (groups_ids, owner_id, locations_ids, …; no target)', request: body('POST', '/announcements', announcementFields) },
    { spec: 'POST /announcements (lists filled, no target)', request: body('POST', '/announcements', async () => ({ ...announcementFields(), groups_ids: [15] })) },
    { spec: 'POST /announcements/ap (same fields plus users and editor_type)', request: body('POST', '/announcements/ap', async () => ({ ...announcementFields(), users: [(await payrollRecipient(ctx.db)).contactId], editor_type: 'default' })) },
    { spec: 'POST /announcements/ab', request: body('POST', '/announcements/ab', () => {
      const { doc: _doc, notify_mobile: _m, notify_desktop: _d, ...fields } = announcementFields();
      return fields;
    }) },
    { spec: 'POST /announcements/newsletter', request: body('POST', '/announcements/newsletter', () => ({ subject: 'Spec call', info: '<p>Spec call</p>', email_checked: false })) },
    { spec: 'POST /announcements/email-test subject, info, doc, email (list), image, editor_type', request: body('POST', '/announcements/email-test', () => ({ subject: 'Spec', info: '<p>Spec</p>', doc: null, email: ['spec@example.com'], image: null, editor_type: 'email' })) },
    { spec: 'POST /announcements/email-test-benefits subject, info, email list, image', request: body('POST', '/announcements/email-test-benefits', () => ({ subject: 'Spec', info: '<p>Spec</p>', email: ['spec@example.com'], image: null })) },
    // Newsletter drafts
    { spec: 'GET /newsletter-schedule/all', request: get('/newsletter-schedule/all') },
    { spec: 'POST /newsletter-schedule/create draft, subject, target_date', request: body('POST', '/newsletter-schedule/create', () => ({ draft: { rows: [] }, subject: 'Spec', target_date: new Date(Date.now() + 86_400_000).toISOString() })) },
    { spec: 'PUT /newsletter-schedule/update draft, subject, target_date, id', request: body('PUT', '/newsletter-schedule/update', async () => ({ draft: { rows: [] }, subject: 'Spec', target_date: null, id: await insertDraftRow(ctx.db) })) },
    { spec: 'POST /newsletter-schedule/send-email-test draft, subject, users, id', request: body('POST', '/newsletter-schedule/send-email-test', async () => ({ draft: { html: '<p>Spec</p>' }, subject: 'Spec', users: ['spec@example.com'], id: await insertDraftRow(ctx.db) })) },
    // Contacts and reference data
    { spec: 'GET /contacts', request: get('/contacts') },
    { spec: 'POST /contacts/byLocation location', request: body('POST', '/contacts/byLocation', () => ({ location: ['Dallas'] })) },
    { spec: 'POST /contacts/byRole role', request: body('POST', '/contacts/byRole', () => ({ role: ['Store Manager'] })) },
    { spec: 'GET /contacts/locations', request: get('/contacts/locations') },
    { spec: 'GET /contacts/roles', request: get('/contacts/roles') },
    { spec: 'GET /groups', request: get('/groups') },
    { spec: 'GET /locations', request: get('/locations') },
    { spec: 'GET /profiles', request: get('/profiles') },
    // Latest news and comments
    { spec: 'GET /latest-news', request: get('/latest-news') },
    { spec: 'POST /latest-news/active-status id, active', request: body('POST', '/latest-news/active-status', async () => ({ id: await insertNewsRow(ctx.db), active: false })) },
    { spec: 'POST /latest-news/update id, title, prev_legend, full_legend, publish_date', request: body('POST', '/latest-news/update', async () => ({ id: await insertNewsRow(ctx.db), title: 'Spec', prev_legend: 'p', full_legend: '<p>f</p>', publish_date: new Date().toISOString() })) },
    { spec: 'POST /latest-news/create image, video, thumbnail, prev_legend, full_legend, publish_date, title, idea, notify_desktop, notify_mobile, createdAt', request: body('POST', '/latest-news/create', async () => ({
      image: await uploaded(ctx), video: null, thumbnail: null, prev_legend: 'p', full_legend: '<p>f</p>', publish_date: new Date().toISOString(), title: 'Spec', idea: false, notify_desktop: false, notify_mobile: false, createdAt: new Date().toISOString(),
    })) },
    { spec: 'DELETE /latest-news/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/latest-news/delete/${await insertNewsRow(ctx.db)}` }) },
    { spec: 'POST /latest-news/uploadFile multipart file', request: () => ({ method: 'POST', url: '/api/v1/latest-news/uploadFile', ...multipart(FILES.png) }) },
    { spec: 'GET /comments-latest-news/find/{newsId}/{sort}', request: async () => get(`/comments-latest-news/find/${await insertNewsRow(ctx.db)}/most-liked`)() },
    { spec: 'POST /comments-latest-news/create id_remetente, latest_news_id, content, type, full_name_remetente', request: body('POST', '/comments-latest-news/create', async () => ({ id_remetente: ids.admin, latest_news_id: await insertNewsRow(ctx.db), content: 'Spec', type: 'TEXT', full_name_remetente: 'Alex Admin' })) },
    { spec: 'POST /comments-latest-news/like id, id_remetente', request: body('POST', '/comments-latest-news/like', async () => ({ id: await insertCommentRow(ctx.db, ids.staff), id_remetente: ids.admin })) },
    { spec: 'DELETE /comments-latest-news/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${await insertCommentRow(ctx.db, ids.admin)}` }) },
    // Accounts
    { spec: 'GET /accounts?user_status=unverified', request: get('/accounts?user_status=unverified') },
    { spec: 'GET /accounts/upgrade/list', request: get('/accounts/upgrade/list') },
    { spec: 'PUT /accounts/upgrade/{customer_id} business_email, personal_email, groupId, profile_id', request: async () => {
      const target = await factories.account(ctx.db, { email: `up.${factories.unique()}@vendorco.example`, group_id: 16 });
      const business = `up.${factories.unique()}@arcadia.example`;
      await ctx.db.insertInto('account_upgrades').values({ account_id: target.id, personal_email: target.email, business_email: business }).execute();
      return body('PUT', `/accounts/upgrade/${target.id}`, () => ({ business_email: business, personal_email: target.email, groupId: 15, profile_id: 1 }))();
    } },
    { spec: 'GET /accounts/{id}', request: () => get(`/accounts/${ids.staff}`)() },
    { spec: 'PUT /accounts/change_status/{id} status_name, group_id', request: async () => {
      const target = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
      return body('PUT', `/accounts/change_status/${target.id}`, () => ({ status_name: 'active', group_id: 15 }))();
    } },
    { spec: 'GET /accounts/?limit=5&offset=0', request: get('/accounts/?limit=5&offset=0') },
    { spec: 'GET /accounts?filter={text}', request: get('/accounts?filter=staff') },
    { spec: 'POST /accounts/filter/users type, locations, profiles, groups, isActive, isExpired', request: body('POST', '/accounts/filter/users', () => ({ type: 'LPG', locations: [1], profiles: [1], groups: [15], isActive: true, isExpired: false })) },
    { spec: 'PUT /accounts/{id} first_name, last_name, email, location_id, profile_id, group_id, password', request: async () => {
      const target = await factories.account(ctx.db, { location_id: 1 });
      return body('PUT', `/accounts/${target.id}`, () => ({ first_name: 'Spec', last_name: 'Call', email: target.email, location_id: 1, profile_id: 1, group_id: 15, password: 'Spec#2026call' }))();
    } },
    { spec: 'PUT /accounts/{id}/permission-service-request (three fields)', request: body('PUT', `/accounts/${0}/permission-service-request`, () => ({})) },
    { spec: 'POST /accounts/recover_password_expired id', request: async () => {
      const target = await factories.account(ctx.db);
      await ctx.db.updateTable('accounts').set({ password_expired_time: new Date(Date.now() - 60_000) }).where('id', '=', target.id).execute();
      return body('POST', '/accounts/recover_password_expired', () => ({ id: target.id }))();
    } },
    { spec: 'GET /accounts/impersonate/{id}', request: async () => get(`/accounts/impersonate/${(await factories.account(ctx.db)).id}`)() },
  ];
  // the permission-service-request body with the spec's three fields, on a real account
  doc1[doc1.findIndex((c) => c.spec.startsWith('PUT /accounts/{id}/permission-service-request'))] = {
    spec: 'PUT /accounts/{id}/permission-service-request (three fields)',
    request: async () => body('PUT', `/accounts/${(await factories.account(ctx.db)).id}/permission-service-request`, () => ({ has_permission_service_request: 'END_USER', card_related_ticket_permission: null, game_related_ticket_permission: 'STANDARD_AGENT' }))(),
  };

  /** A special event the admin created (so it is theirs to see and edit), 2040: clear of every other test's days. */
  const specialEvent = () => insertEventRow(ctx.db, { kind: 'special', created_by: ids.admin });
  /** Spec 3's event payload: a personal event (isForMe, the personal colour), as the calendar's modal sends it. */
  const eventFields = () => ({
    title: 'Spec call', type: 'Meeting', address: 'Room 1', description: 'Spec call', start: '2040-06-04T14:00:00.000Z', end: '2040-06-04T15:00:00.000Z',
    color: EVENT_COLORS.personal, groups_ids: [], locations_ids: [], isForMe: true, isForEveryone: false,
  });

  const doc2: Call[] = [
    // Events and special events
    { spec: 'GET /events/sample (results)', request: get('/events/sample') },
    { spec: 'GET /events/special/{ownerId}', request: async () => get(`/events/special/${await specialEvent()}`)() },
    { spec: 'POST /events (event payload as in entity)', request: body('POST', '/events', eventFields) },
    { spec: 'GET /events/{id}', request: async () => get(`/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}`)() },
    { spec: 'PUT /events/{id}', request: async () => body('PUT', `/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}`, eventFields)() },
    { spec: 'DELETE /events/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/events/${await insertEventRow(ctx.db, { created_by: ids.admin })}` }) },
    { spec: 'PUT /events/special/{id} event_title, event_description, event_address, event_start, event_end', request: async () => body('PUT', `/events/special/${await specialEvent()}`, () => ({
      event_title: 'Spec call', event_description: 'Spec call', event_address: 'Main office', event_start: '2040-06-05T14:00:00.000Z', event_end: '2040-06-05T15:00:00.000Z',
    }))() },
    { spec: 'POST /events/special/comments event_id, owner_id, message, files', request: body('POST', '/events/special/comments', async () => ({ event_id: await specialEvent(), owner_id: ids.admin, message: 'Spec call', files: [PNG_1x1] })) },
    { spec: 'PUT /events/special/comments/{id} message', request: async () => body('PUT', `/events/special/comments/${await insertEventCommentRow(ctx.db, await specialEvent(), ids.admin)}`, () => ({ message: 'Spec call, edited' }))() },
    { spec: 'DELETE /events/special/comments/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/events/special/comments/${await insertEventCommentRow(ctx.db, await specialEvent(), ids.admin)}` }) },
    { spec: 'POST /events/special/additional_users event_id, customer_ids', request: body('POST', '/events/special/additional_users', async () => ({ event_id: await specialEvent(), customer_ids: [ids.staff] })) },
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
      { spec: `GET /analytics/announcements/export/${format}/{id}`, request: async () => get(`/analytics/announcements/export/${format}/${await insertAnnouncementRow(ctx.db)}`)() },
      { spec: `GET /analytics/announcements/export/paylocity/${format}/{id}`, request: async () => get(`/analytics/announcements/export/paylocity/${format}/${await insertAnnouncementRow(ctx.db, 'payroll')}`)() },
      { spec: `GET /analytics/announcements/export/benefits/${format}/{id}`, request: async () => get(`/analytics/announcements/export/benefits/${format}/${await insertAnnouncementRow(ctx.db, 'benefits')}`)() },
    ]),
    // Shortcuts
    { spec: 'GET /shortcuts', request: get('/shortcuts') },
    { spec: 'GET /shortcuts?status=inactive', request: get('/shortcuts?status=inactive') },
    { spec: 'POST /shortcuts', request: body('POST', '/shortcuts', () => shortcutBody()) },
    { spec: 'PUT /shortcuts/{id}', request: async () => body('PUT', `/shortcuts/${(await insertShortcutRow(ctx.db)).id}`, () => shortcutBody())() },
    ...(['up', 'down'] as const).map((way) => ({ spec: `GET /shortcuts/${way}/{id}/{order}`, request: async () => {
      const row = await insertShortcutRow(ctx.db);
      return get(`/shortcuts/${way}/${row.id}/${row.sort_order}`)();
    } })),
    { spec: 'PUT /shortcuts/{id}/{order}/activate', request: async () => {
      const row = await insertShortcutRow(ctx.db, { status: 'inactive' });
      return { method: 'PUT', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}/activate` };
    } },
    { spec: 'DELETE /shortcuts/{id}/{order}', request: async () => {
      const row = await insertShortcutRow(ctx.db);
      return { method: 'DELETE', url: `/api/v1/shortcuts/${row.id}/${row.sort_order}` };
    } },
    { spec: 'GET /shortcuts/byName/{text}', request: get('/shortcuts/byName/app') },
    { spec: 'GET /shortcuts/personalOrder/{userId}', request: () => get(`/shortcuts/personalOrder/${ids.admin}`)() },
    { spec: 'PUT /shortcuts/personalOrder/{userId} (order list)', request: () => body('PUT', `/shortcuts/personalOrder/${ids.admin}`, () => ({ shortcuts_order: [] }))() },
    { spec: 'GET /accounts/favorite_shortcut/{userId}', request: () => get(`/accounts/favorite_shortcut/${ids.admin}`)() },
    { spec: 'PUT /accounts/{userId}/favorite_shortcut (shortcut body)', request: async () => body('PUT', `/accounts/${ids.admin}/favorite_shortcut`, async () => ({ id: (await insertShortcutRow(ctx.db)).id }))() },
    // Permissions, groups, profiles
    { spec: 'GET /permissions', request: get('/permissions') },
    { spec: 'PUT /permissions/{groupId}', request: body('PUT', '/permissions/14', () => SEED_PERMISSIONS[14]!) },
    { spec: 'GET /profiles', request: get('/profiles') },
    { spec: 'GET /groups', request: get('/groups') },
    { spec: 'GET /groups/unexpected', request: get('/groups/unexpected') },
    { spec: 'GET /groups/mapjobtitle', request: get('/groups/mapjobtitle') },
    { spec: 'POST /groups/new/group_title paylocity_jobtitle, group_title', request: body('POST', '/groups/new/group_title', () => ({ paylocity_jobtitle: 'Party Host', group_title: 'Team Member' })) },
    // Account, profile, notifications
    { spec: 'GET /accounts/{id}', request: () => get(`/accounts/${ids.admin}`)() },
    { spec: 'PUT /accounts/{id}/user/first_access', request: () => ({ method: 'PUT', url: `/api/v1/accounts/${ids.admin}/user/first_access` }) },
    { spec: 'PUT /accounts/{id} first_name, last_name, phone_number, image', request: () => body('PUT', `/accounts/${ids.admin}`, () => ({ first_name: 'Alex', last_name: 'Admin', phone_number: '(312) 555-0100' }))() },
    { spec: 'GET /notify/find/{userId}', request: () => get(`/notify/find/${ids.admin}`)() },
    { spec: 'GET /notify/clear/{userId}', request: () => get(`/notify/clear/${ids.admin}`)() },
    { spec: 'POST /notify/clear-one id, user_id_receptor', request: body('POST', '/notify/clear-one', async () => {
      const note = await ctx.db.insertInto('notifications').values({ user_id_receptor: ids.admin, content: 'spec', link_desktop: null }).returning('id').executeTakeFirstOrThrow();
      return { id: note.id, user_id_receptor: ids.admin };
    }) },
    // Locations
    { spec: 'GET /locations?active=both', request: get('/locations?active=both') },
    { spec: 'GET /locations?search_for={text}', request: get('/locations?search_for=dal') },
    { spec: 'POST /locations name, display_name, store_id, address, phone', request: body('POST', '/locations', () => ({ name: `Spec ${factories.unique()}`, display_name: 'Spec', store_id: String(6000 + Math.floor(Math.random() * 3000)), address: '1 Main St', phone: '(312) 555-0101' })) },
    { spec: 'PUT /locations/{id}', request: async () => body('PUT', `/locations/${(await factories.location(ctx.db)).id}`, () => ({ name: `Spec ${factories.unique()}`, display_name: 'Spec', store_id: String(6000 + Math.floor(Math.random() * 3000)), address: '1 Main St', phone: '(312) 555-0101' }))() },
    { spec: 'POST /locations/{id}/toggle', request: async () => ({ method: 'POST', url: `/api/v1/locations/${(await factories.location(ctx.db)).id}/toggle` }) },
    { spec: 'DELETE /locations/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/locations/${(await factories.location(ctx.db)).id}` }) },
    // Notification dashboard
    { spec: 'POST /notify/mobile-notify title, legend, url, locations, groups, every', request: body('POST', '/notify/mobile-notify', () => ({ title: 'Spec', legend: 'l', url: 'Home', locations: [], groups: [], every: true })) },
    { spec: 'POST /notify/desktop-notify content, url, locations, groups, every', request: body('POST', '/notify/desktop-notify', () => ({ content: 'Spec', url: 'Trivia', locations: [], groups: [], every: true })) },
    // Trivia and polls
    { spec: 'GET /trivia/month', request: get('/trivia/month') },
    { spec: 'GET /polls/calendar', request: get('/polls/calendar') },
    { spec: 'GET /trivia/not-avaliable-dates', request: get('/trivia/not-avaliable-dates') },
    { spec: 'POST /trivia/question customers_id', request: body('POST', '/trivia/question', () => ({ customers_id: ids.admin })) },
    { spec: 'POST /trivia/status user_id', request: body('POST', '/trivia/status', () => ({ user_id: ids.admin })) },
    { spec: 'POST /trivia/pontuation-user response_user_question_id, question_id, customers_id', request: body('POST', '/trivia/pontuation-user', async () => {
      const q = await insertQuestionRow(ctx.db, todayInZone(ctx.config.timeZone));
      return { response_user_question_id: q.optionIds[0], question_id: q.id, customers_id: ids.admin };
    }) },
    { spec: 'POST /trivia/create question{question_answer, options[{option}], correct_option_id}, date', request: body('POST', '/trivia/create', () => ({ question: { question_answer: 'Spec?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 }, date: new Date(`${freeDay()}T12:00:00Z`).toISOString() })) },
    { spec: 'POST /trivia/update question{id, question_answer, options, correct_option_id}, date', request: body('POST', '/trivia/update', async () => {
      const day = freeDay();
      const q = await insertQuestionRow(ctx.db, day);
      return { question: { id: q.id, question_answer: 'Spec 2?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 2 }, date: new Date(`${day}T12:00:00Z`).toISOString() };
    }) },
    { spec: 'DELETE /trivia/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/trivia/delete/${(await insertQuestionRow(ctx.db)).id}` }) },
    { spec: 'GET /trivia/find/{id}', request: async () => get(`/trivia/find/${(await insertQuestionRow(ctx.db)).id}`)() },
    { spec: 'GET /trivia/status-admin/{month}', request: get('/trivia/status-admin/11') },
    { spec: 'POST /polls/question customers_id', request: body('POST', '/polls/question', () => ({ customers_id: ids.admin })) },
    { spec: 'POST /polls/user-pontuation response_user_polls_id, polls_id, customers_id', request: body('POST', '/polls/user-pontuation', async () => {
      const today = todayInZone(ctx.config.timeZone);
      const poll = await insertPollRow(ctx.db, today, today);
      return { response_user_polls_id: poll.optionIds[0], polls_id: poll.id, customers_id: ids.admin };
    }) },
    { spec: 'POST /polls/create polls_answer, options[{option}], date_start, date_end', request: body('POST', '/polls/create', () => ({ polls_answer: 'Spec?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2041-06-01', date_end: '2041-06-03' })) },
    { spec: 'PUT /polls/update id, question_answer, options, date_start, date_end', request: body('PUT', '/polls/update', async () => ({ id: (await insertPollRow(ctx.db, '2041-07-01', '2041-07-02')).id, question_answer: 'Spec 2?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2041-07-01', date_end: '2041-07-04' })) },
    { spec: 'DELETE /polls/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/polls/delete/${(await insertPollRow(ctx.db, '2041-08-01', '2041-08-02')).id}` }) },
    { spec: 'GET /polls/find/{id}', request: async () => get(`/polls/find/${(await insertPollRow(ctx.db, '2041-09-01', '2041-09-02')).id}`)() },
    { spec: 'GET /polls/find-poll/{id}', request: async () => get(`/polls/find-poll/${(await insertPollRow(ctx.db, '2041-10-01', '2041-10-02')).id}`)() },
    // Home page
    { spec: 'GET /comments-latest-news/find/{newsId}/most-liked', request: async () => get(`/comments-latest-news/find/${await insertNewsRow(ctx.db)}/most-liked`)() },
    { spec: 'POST /latest-news/create image, video, prev_legend, full_legend, title, idea, customer_id', request: body('POST', '/latest-news/create', async () => ({ image: await uploaded(ctx), video: null, prev_legend: 'p', full_legend: '<p>f</p>', title: 'Idea', idea: true, customer_id: ids.admin })) },
    // Location chat
    { spec: 'GET /location-messaging/filter/{locationId}', request: get('/location-messaging/filter/1') },
    { spec: 'GET /location-messaging/users/{email}/{locationId}', request: get(`/location-messaging/users/${encodeURIComponent('admin@arcadia.example')}/1`) },
    { spec: 'GET /location-messaging/location/find/{id}', request: get('/location-messaging/location/find/1') },
  ];

  for (const [doc, calls] of [['portal-announcements-users.md', doc1], ['portal-calendar-apps-trivia-knowledge.md', doc2]] as const) {
    it(`${doc}: every call answers without 400 or 404`, async () => {
      const token = await ctx.token('admin');
      const answers: { spec: string; status: number; error?: string }[] = [];
      for (const call of calls) {
        const options = await call.request();
        const res = await ctx.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
        answers.push({ spec: call.spec, status: res.statusCode, ...(res.statusCode >= 400 ? { error: res.body.slice(0, 200) } : {}) });
      }
      const refused = answers.filter((a) => a.status === 400 || a.status === 404 || a.status >= 500);
      expect(refused).toEqual([]);
      expect(answers.length).toBe(calls.length);
    });
  }
});
