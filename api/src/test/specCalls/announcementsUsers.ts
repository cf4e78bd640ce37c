import { factories } from '../harness';
import { insertAnnouncementRow, insertDraftRow, payrollRecipient } from '../../modules/announcements/testKit';
import { FILES, insertCommentRow, insertNewsRow, multipart, uploaded } from '../../modules/news/testKit';
import { body, get, type Call, type SpecCallEnv } from './kit';

/** Section 7 of portal-announcements-users.md, every call as written. */
export function announcementsUsersCalls({ ctx, ids }: SpecCallEnv): Call[] {
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
    {
      spec: 'GET /analytics/viewed/announcements/{id}/{payroll-provider segment}/{userId}',
      request: async () => {
        const { id, contactId } = await payrollRecipient(ctx.db);
        return { method: 'GET', url: `/api/v1/analytics/viewed/announcements/${id}/payroll/${contactId}` };
      },
    },
    {
      spec: 'GET /analytics/viewed/announcements/{id}/benefits/{contactPhone}',
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/viewed/announcements/${await insertAnnouncementRow(ctx.db, 'benefits')}/benefits/2145550142` }),
    },
    { spec: 'GET /announcements/ap/{id}', request: async () => get(`/announcements/ap/${await insertAnnouncementRow(ctx.db, 'payroll')}`)() },
    { spec: 'GET /announcements/ab/{id}', request: async () => get(`/announcements/ab/${await insertAnnouncementRow(ctx.db, 'benefits')}`)() },
    ...['companies', 'locations', 'groups', 'others', 'payroll'].map((list) => ({ spec: `GET /announcements/${list}`, request: get(`/announcements/${list}`) })),
    {
      spec: 'PATCH /announcements/{id} visibility false',
      request: async () => body('PATCH', `/announcements/${await insertAnnouncementRow(ctx.db)}`, () => ({ visibility: false }))(),
    },
    { spec: 'GET /announcements/ab/all', request: get('/announcements/ab/all') },
    {
      spec: 'DELETE /announcements/ab/delete/{id}',
      request: async () => ({ method: 'DELETE', url: `/api/v1/announcements/ab/delete/${await insertAnnouncementRow(ctx.db, 'benefits')}` }),
    },
    { spec: 'GET /announcements/newsletter_announcements', request: get('/announcements/newsletter_announcements') },
    { spec: 'GET /announcements/{id}', request: async () => get(`/announcements/${await insertAnnouncementRow(ctx.db)}`)() },
    {
      spec: 'PUT /announcements/{id}/interaction opinion',
      request: async () => body('PUT', `/announcements/${await insertAnnouncementRow(ctx.db)}/interaction`, () => ({ opinion: 'grinning' }))(),
    },
    { spec: 'POST /announcements (groups_ids, owner_id, locations_ids, …; no target)', request: body('POST', '/announcements', announcementFields) },
    { spec: 'POST /announcements (lists filled, no target)', request: body('POST', '/announcements', async () => ({ ...announcementFields(), groups_ids: [15] })) },
    {
      spec: 'POST /announcements/ap (same fields plus users and editor_type)',
      request: body('POST', '/announcements/ap', async () => ({ ...announcementFields(), users: [(await payrollRecipient(ctx.db)).contactId], editor_type: 'default' })),
    },
    {
      spec: 'POST /announcements/ab',
      request: body('POST', '/announcements/ab', () => {
        const { doc: _doc, notify_mobile: _m, notify_desktop: _d, ...fields } = announcementFields();
        return fields;
      }),
    },
    {
      spec: 'POST /announcements/newsletter',
      request: body('POST', '/announcements/newsletter', () => ({ subject: 'Spec call', info: '<p>Spec call</p>', email_checked: false })),
    },
    {
      spec: 'POST /announcements/email-test subject, info, doc, email (list), image, editor_type',
      request: body('POST', '/announcements/email-test', () => ({
        subject: 'Spec',
        info: '<p>Spec</p>',
        doc: null,
        email: ['spec@example.com'],
        image: null,
        editor_type: 'email',
      })),
    },
    {
      spec: 'POST /announcements/email-test-benefits subject, info, email list, image',
      request: body('POST', '/announcements/email-test-benefits', () => ({ subject: 'Spec', info: '<p>Spec</p>', email: ['spec@example.com'], image: null })),
    },
    // Newsletter drafts
    { spec: 'GET /newsletter-schedule/all', request: get('/newsletter-schedule/all') },
    {
      spec: 'POST /newsletter-schedule/create draft, subject, target_date',
      request: body('POST', '/newsletter-schedule/create', () => ({ draft: { rows: [] }, subject: 'Spec', target_date: new Date(Date.now() + 86_400_000).toISOString() })),
    },
    {
      spec: 'PUT /newsletter-schedule/update draft, subject, target_date, id',
      request: body('PUT', '/newsletter-schedule/update', async () => ({ draft: { rows: [] }, subject: 'Spec', target_date: null, id: await insertDraftRow(ctx.db) })),
    },
    {
      spec: 'POST /newsletter-schedule/send-email-test draft, subject, users, id',
      request: body('POST', '/newsletter-schedule/send-email-test', async () => ({
        draft: { html: '<p>Spec</p>' },
        subject: 'Spec',
        users: ['spec@example.com'],
        id: await insertDraftRow(ctx.db),
      })),
    },
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
    {
      spec: 'POST /latest-news/update id, title, prev_legend, full_legend, publish_date',
      request: body('POST', '/latest-news/update', async () => ({
        id: await insertNewsRow(ctx.db),
        title: 'Spec',
        prev_legend: 'p',
        full_legend: '<p>f</p>',
        publish_date: new Date().toISOString(),
      })),
    },
    {
      spec: 'POST /latest-news/create image, video, thumbnail, prev_legend, full_legend, publish_date, title, idea, notify_desktop, notify_mobile, createdAt',
      request: body('POST', '/latest-news/create', async () => ({
        image: await uploaded(ctx),
        video: null,
        thumbnail: null,
        prev_legend: 'p',
        full_legend: '<p>f</p>',
        publish_date: new Date().toISOString(),
        title: 'Spec',
        idea: false,
        notify_desktop: false,
        notify_mobile: false,
        createdAt: new Date().toISOString(),
      })),
    },
    { spec: 'DELETE /latest-news/delete/{id}', request: async () => ({ method: 'DELETE', url: `/api/v1/latest-news/delete/${await insertNewsRow(ctx.db)}` }) },
    { spec: 'POST /latest-news/uploadFile multipart file', request: () => ({ method: 'POST', url: '/api/v1/latest-news/uploadFile', ...multipart(FILES.png) }) },
    { spec: 'GET /comments-latest-news/find/{newsId}/{sort}', request: async () => get(`/comments-latest-news/find/${await insertNewsRow(ctx.db)}/most-liked`)() },
    {
      spec: 'POST /comments-latest-news/create id_remetente, latest_news_id, content, type, full_name_remetente',
      request: body('POST', '/comments-latest-news/create', async () => ({
        id_remetente: ids.admin,
        latest_news_id: await insertNewsRow(ctx.db),
        content: 'Spec',
        type: 'TEXT',
        full_name_remetente: 'Alex Admin',
      })),
    },
    {
      spec: 'POST /comments-latest-news/like id, id_remetente',
      request: body('POST', '/comments-latest-news/like', async () => ({ id: await insertCommentRow(ctx.db, ids.staff), id_remetente: ids.admin })),
    },
    {
      spec: 'DELETE /comments-latest-news/delete/{id}',
      request: async () => ({ method: 'DELETE', url: `/api/v1/comments-latest-news/delete/${await insertCommentRow(ctx.db, ids.admin)}` }),
    },
    // Accounts
    { spec: 'GET /accounts?user_status=unverified', request: get('/accounts?user_status=unverified') },
    { spec: 'GET /accounts/upgrade/list', request: get('/accounts/upgrade/list') },
    {
      spec: 'PUT /accounts/upgrade/{customer_id} business_email, personal_email, groupId, profile_id',
      request: async () => {
        const target = await factories.account(ctx.db, { email: `up.${factories.unique()}@vendorco.example`, group_id: 16 });
        const business = `up.${factories.unique()}@arcadia.example`;
        await ctx.db.insertInto('account_upgrades').values({ account_id: target.id, personal_email: target.email, business_email: business }).execute();
        return body('PUT', `/accounts/upgrade/${target.id}`, () => ({ business_email: business, personal_email: target.email, groupId: 15, profile_id: 1 }))();
      },
    },
    { spec: 'GET /accounts/{id}', request: () => get(`/accounts/${ids.staff}`)() },
    {
      spec: 'PUT /accounts/change_status/{id} status_name, group_id',
      request: async () => {
        const target = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
        return body('PUT', `/accounts/change_status/${target.id}`, () => ({ status_name: 'active', group_id: 15 }))();
      },
    },
    { spec: 'GET /accounts/?limit=5&offset=0', request: get('/accounts/?limit=5&offset=0') },
    { spec: 'GET /accounts?filter={text}', request: get('/accounts?filter=staff') },
    {
      spec: 'POST /accounts/filter/users type, locations, profiles, groups, isActive, isExpired',
      request: body('POST', '/accounts/filter/users', () => ({ type: 'LPG', locations: [1], profiles: [1], groups: [15], isActive: true, isExpired: false })),
    },
    {
      spec: 'PUT /accounts/{id} first_name, last_name, email, location_id, profile_id, group_id, password',
      request: async () => {
        const target = await factories.account(ctx.db, { location_id: 1 });
        return body('PUT', `/accounts/${target.id}`, () => ({
          first_name: 'Spec',
          last_name: 'Call',
          email: target.email,
          location_id: 1,
          profile_id: 1,
          group_id: 15,
          password: 'Spec#2026call',
        }))();
      },
    },
    { spec: 'PUT /accounts/{id}/permission-service-request (three fields)', request: body('PUT', `/accounts/${0}/permission-service-request`, () => ({})) },
    {
      spec: 'POST /accounts/recover_password_expired id',
      request: async () => {
        const target = await factories.account(ctx.db, { password_expired_time: new Date(Date.now() - 60_000) });
        return body('POST', '/accounts/recover_password_expired', () => ({ id: target.id }))();
      },
    },
    { spec: 'GET /accounts/impersonate/{id}', request: async () => get(`/accounts/impersonate/${(await factories.account(ctx.db)).id}`)() },
  ];
  // the permission-service-request body with the spec's three fields, on a real account
  doc1[doc1.findIndex((c) => c.spec.startsWith('PUT /accounts/{id}/permission-service-request'))] = {
    spec: 'PUT /accounts/{id}/permission-service-request (three fields)',
    request: async () =>
      body('PUT', `/accounts/${(await factories.account(ctx.db)).id}/permission-service-request`, () => ({
        has_permission_service_request: 'END_USER',
        card_related_ticket_permission: null,
        game_related_ticket_permission: 'STANDARD_AGENT',
      }))(),
  };
  return doc1;
}
