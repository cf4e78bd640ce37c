import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { can, todayInZone } from '@portal/shared';
import type { RouteAccess } from '../auth/access';
import { DEMO_PASSWORD, SEED_PERMISSIONS } from '../db/seedData';
import { createTestContext, databaseFingerprint, databases, DEMO, factories, type DemoUser, type TestContext } from './harness';
import { insertAnnouncementRow, insertDraftRow, payrollRecipient } from '../modules/announcements/testKit';
import { trackedLinkForTest } from '../delivery/testSupport';
import { FILES, insertCommentRow, insertNewsRow, multipart, uploaded } from '../modules/news/testKit';
import { freeDay, insertPollRow, insertQuestionRow } from '../modules/trivia/testKit';
import { insertShortcutRow, shortcutBody } from '../modules/shortcuts/testKit';

type Role = 'anonymous' | 'admin' | 'staff' | 'partner';
const ROLES: Role[] = ['anonymous', 'admin', 'staff', 'partner'];
const GROUP_OF: Record<Exclude<Role, 'anonymous'>, number> = { admin: 1, staff: 15, partner: 16 };

interface Caller {
  role: Role;
  id: number;
}
interface Sample {
  request(caller: Caller): InjectOptions | Promise<InjectOptions>;
  /** for 'signed-in' routes whose handler narrows further (self-or-admin) */
  allowed?(role: Role): boolean;
  /** the success status when it is not 2xx (the docs UI redirects) */
  status?: number;
}

/**
 * Roles × routes: every declared route, called as Super Admin, Team Member, Read Only partner and with
 * no token. Expected: 401 without a token (unless public), 403 without the right, 2xx with it; a refused
 * call must leave every table as it was.
 */
describe.each(databases)('roles × routes on %s', (kind) => {
  let ctx: TestContext;
  const ids = {} as Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    for (const user of ['admin', 'manager', 'staff', 'partner'] as const) ids[user] = await ctx.idOf(user);
    await Promise.all((['admin', 'staff', 'partner'] as DemoUser[]).map((u) => ctx.token(u)));
    fs.mkdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.dataDir, 'uploads', 'matrix.txt'), 'ok');
  });
  afterAll(() => ctx.close());

  const adminOnly = (role: Role) => role === 'admin';
  const location = () => factories.location(ctx.db);
  const locationBody = () => ({ name: `Matrix ${factories.unique()}`, display_name: 'Matrix', store_id: String(5000 + Math.floor(Math.random() * 4000)) });

  const samples: Record<string, Sample> = {
    'GET /api/docs/': { request: () => ({ method: 'GET', url: '/api/docs/' }) },
    'GET /api/docs/static/index.html': { request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }), status: 302 },
    'GET /api/docs/static/swagger-initializer.js': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }) },
    'GET /api/docs/json': { request: () => ({ method: 'GET', url: '/api/docs/json' }) },
    'GET /api/docs/yaml': { request: () => ({ method: 'GET', url: '/api/docs/yaml' }) },
    'GET /api/docs/static/*': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }) },
    'GET /.well-known/jwks.json': { request: () => ({ method: 'GET', url: '/.well-known/jwks.json' }) },
    'GET /mf/mf-admin/*': { request: () => ({ method: 'GET', url: '/mf/mf-admin/mf-manifest.json' }) },
    'GET /uploads/*': { request: () => ({ method: 'GET', url: '/uploads/matrix.txt' }) },
    'GET /*': { request: () => ({ method: 'GET', url: '/index.html' }) },
    'GET /': { request: () => ({ method: 'GET', url: '/', headers: { accept: 'text/html' } }) },

    'POST /api/v1/auth/register': {
      request: () => ({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { first_name: 'M', last_name: 'X', email: `m.${factories.unique()}@x.example`, password: 'Matrix-2026', phone_number: '1', location_id: 1 },
      }),
    },
    'POST /api/v1/auth/signin': { request: () => ({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'staff@arcadia.example', password: DEMO_PASSWORD } }) },
    'POST /api/v1/auth/refresh': {
      request: async () => ({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: await freshRefreshToken() } }),
    },
    'POST /api/v1/auth/signout': {
      request: async () => ({ method: 'POST', url: '/api/v1/auth/signout', payload: { refresh_token: await freshRefreshToken() } }),
    },
    'GET /api/v1/auth/locations': { request: () => ({ method: 'GET', url: '/api/v1/auth/locations' }) },
    'GET /api/v1/portal-settings': { request: () => ({ method: 'GET', url: '/api/v1/portal-settings' }) },

    'GET /api/v1/accounts/impersonate/:id': { request: () => ({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.manager}` }) },
    'GET /api/v1/accounts/:id': { request: () => ({ method: 'GET', url: `/api/v1/accounts/${ids.manager}` }), allowed: adminOnly },
    'PUT /api/v1/accounts/:id': {
      request: () => ({ method: 'PUT', url: `/api/v1/accounts/${ids.manager}`, payload: { first_name: 'Maria' } }),
      allowed: adminOnly,
    },
    'PUT /api/v1/accounts/:id/user/first_access': { request: (c) => ({ method: 'PUT', url: `/api/v1/accounts/${c.id}/user/first_access` }) },
    'POST /api/v1/accounts/change/password_temporary': {
      request: (c) => ({ method: 'POST', url: '/api/v1/accounts/change/password_temporary', payload: { id: c.id, password: DEMO_PASSWORD } }),
    },
    'PUT /api/v1/accounts/change_status/:id': {
      request: async () => {
        const target = await factories.account(ctx.db, { status: 'UNVERIFIED', group_id: null });
        return { method: 'PUT', url: `/api/v1/accounts/change_status/${target.id}`, payload: { status_name: 'active', group_id: 15 } };
      },
      allowed: adminOnly,
    },
    'POST /api/v1/accounts/filter/users': { request: () => ({ method: 'POST', url: '/api/v1/accounts/filter/users', payload: { type: 'G', groups: [15] } }) },
    'GET /api/v1/accounts/:id/activities': { request: (c) => ({ method: 'GET', url: `/api/v1/accounts/${c.id || ids.staff}/activities?range=1m` }) },
    'GET /api/v1/accounts/export/csv': { request: () => ({ method: 'GET', url: '/api/v1/accounts/export/csv?filter=staff' }) },
    'GET /api/v1/accounts': {
      request: () => ({ method: 'GET', url: '/api/v1/accounts?limit=5&offset=0' }),
      allowed: adminOnly,
    },
    'GET /api/v1/accounts/export/xlsx': { request: () => ({ method: 'GET', url: '/api/v1/accounts/export/xlsx?filter=staff' }) },
    'PUT /api/v1/accounts/:id/permission-service-request': {
      request: () => ({
        method: 'PUT',
        url: `/api/v1/accounts/${ids.manager}/permission-service-request`,
        payload: { has_permission_service_request: 'END_USER', card_related_ticket_permission: null, game_related_ticket_permission: 'STANDARD_AGENT' },
      }),
    },
    'POST /api/v1/accounts/recover_password_expired': {
      request: async () => {
        const target = await factories.account(ctx.db);
        await ctx.db.updateTable('accounts').set({ password_expired_time: new Date(Date.now() - 60_000) }).where('id', '=', target.id).execute();
        return { method: 'POST', url: '/api/v1/accounts/recover_password_expired', payload: { id: target.id } };
      },
    },
    'POST /api/v1/accounts/upgrade': {
      // any signed-in personal account may ask: make the caller one, with no request pending, first
      request: async (c) => {
        if (c.id) {
          await ctx.db.updateTable('accounts').set({ is_company_email: false }).where('id', '=', c.id).execute();
          await ctx.db.deleteFrom('account_upgrades').where('account_id', '=', c.id).execute();
        }
        return { method: 'POST', url: '/api/v1/accounts/upgrade', payload: { business_email: `up.${factories.unique()}@arcadia.example` } };
      },
    },
    'GET /api/v1/accounts/upgrade/mine': { request: () => ({ method: 'GET', url: '/api/v1/accounts/upgrade/mine' }) },
    'GET /api/v1/accounts/upgrade/list': { request: () => ({ method: 'GET', url: '/api/v1/accounts/upgrade/list' }) },
    'PUT /api/v1/accounts/upgrade/:customer_id': {
      request: async () => {
        const target = await factories.account(ctx.db, { email: `up.${factories.unique()}@vendorco.example`, group_id: 16 });
        const business = `up.${factories.unique()}@arcadia.example`;
        await ctx.db.insertInto('account_upgrades').values({ account_id: target.id, personal_email: target.email, business_email: business }).execute();
        return { method: 'PUT', url: `/api/v1/accounts/upgrade/${target.id}`, payload: { business_email: business, personal_email: target.email, groupId: 15, profile_id: 1 } };
      },
    },

    'GET /api/v1/notify/find/:userId': { request: (c) => ({ method: 'GET', url: `/api/v1/notify/find/${c.id}` }) },
    'GET /api/v1/notify/clear/:userId': { request: (c) => ({ method: 'GET', url: `/api/v1/notify/clear/${c.id}` }) },
    'POST /api/v1/notify/clear-one': {
      request: async (c) => {
        const receptor = c.role === 'anonymous' ? ids.staff : c.id;
        const note = await ctx.db.insertInto('notifications').values({ user_id_receptor: receptor, content: 'matrix', link_desktop: null }).returning('id').executeTakeFirstOrThrow();
        return { method: 'POST', url: '/api/v1/notify/clear-one', payload: { id: note.id, user_id_receptor: receptor } };
      },
    },

    'GET /api/v1/profiles': { request: () => ({ method: 'GET', url: '/api/v1/profiles' }) },
    'GET /api/v1/groups': { request: () => ({ method: 'GET', url: '/api/v1/groups' }) },
    'GET /api/v1/permissions': { request: () => ({ method: 'GET', url: '/api/v1/permissions' }) },
    'PUT /api/v1/permissions/:groupId': { request: () => ({ method: 'PUT', url: '/api/v1/permissions/14', payload: SEED_PERMISSIONS[14]! }) },
    'GET /api/v1/permissions/mine': { request: () => ({ method: 'GET', url: '/api/v1/permissions/mine' }) },
    'GET /api/v1/groups/mapjobtitle': { request: () => ({ method: 'GET', url: '/api/v1/groups/mapjobtitle' }), allowed: adminOnly },
    'GET /api/v1/groups/unexpected': { request: () => ({ method: 'GET', url: '/api/v1/groups/unexpected' }), allowed: adminOnly },
    'POST /api/v1/groups/new/group_title': {
      request: () => ({ method: 'POST', url: '/api/v1/groups/new/group_title', payload: { paylocity_jobtitle: 'Party Host', group_title: 'Team Member' } }),
      allowed: adminOnly,
    },
    'POST /api/v1/notify/mobile-notify': {
      request: () => ({ method: 'POST', url: '/api/v1/notify/mobile-notify', payload: { title: 'Matrix', legend: 'm', url: 'Home', locations: [], groups: [15], every: false } }),
    },
    'POST /api/v1/notify/desktop-notify': {
      request: () => ({ method: 'POST', url: '/api/v1/notify/desktop-notify', payload: { content: 'Matrix', url: 'Trivia', locations: [], groups: [15], every: false } }),
    },
    'GET /api/v1/audit': { request: () => ({ method: 'GET', url: '/api/v1/audit?limit=5' }), allowed: adminOnly },
    'GET /api/v1/audit/actions': { request: () => ({ method: 'GET', url: '/api/v1/audit/actions' }), allowed: adminOnly },
    'GET /api/v1/audit/export/csv': { request: () => ({ method: 'GET', url: '/api/v1/audit/export/csv?action=permissions.update' }), allowed: adminOnly },
    'GET /api/v1/audit/export/xlsx': { request: () => ({ method: 'GET', url: '/api/v1/audit/export/xlsx?search=admin' }), allowed: adminOnly },

    'GET /api/v1/locations': { request: () => ({ method: 'GET', url: '/api/v1/locations' }) },
    'GET /api/v1/locations/options': { request: () => ({ method: 'GET', url: '/api/v1/locations/options' }) },
    'POST /api/v1/locations': { request: () => ({ method: 'POST', url: '/api/v1/locations', payload: locationBody() }) },
    'PUT /api/v1/locations/:id': { request: async () => ({ method: 'PUT', url: `/api/v1/locations/${(await location()).id}`, payload: locationBody() }) },
    'POST /api/v1/locations/:id/toggle': { request: async () => ({ method: 'POST', url: `/api/v1/locations/${(await location()).id}/toggle` }) },
    'DELETE /api/v1/locations/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/locations/${(await location()).id}` }) },

    'GET /api/v1/remotes': { request: () => ({ method: 'GET', url: '/api/v1/remotes' }) },
    'PUT /api/v1/remotes/:name': { request: () => ({ method: 'PUT', url: '/api/v1/remotes/mf_admin', payload: { manifestUrl: '/mf/mf-admin/mf-manifest.json' } }) },
    'GET /api/v1/remotes/health': { request: () => ({ method: 'GET', url: '/api/v1/remotes/health' }) },
    'GET /api/v1/remotes/:name/history': { request: () => ({ method: 'GET', url: '/api/v1/remotes/mf_admin/history' }) },

    'GET /api/v1/announcements/companies': { request: () => ({ method: 'GET', url: '/api/v1/announcements/companies' }) },
    'GET /api/v1/announcements/locations': { request: () => ({ method: 'GET', url: '/api/v1/announcements/locations' }) },
    'GET /api/v1/announcements/groups': { request: () => ({ method: 'GET', url: '/api/v1/announcements/groups' }) },
    'GET /api/v1/announcements/others': { request: () => ({ method: 'GET', url: '/api/v1/announcements/others' }) },
    'GET /api/v1/announcements/payroll': { request: () => ({ method: 'GET', url: '/api/v1/announcements/payroll' }) },
    'GET /api/v1/announcements/ab/all': { request: () => ({ method: 'GET', url: '/api/v1/announcements/ab/all' }) },
    'GET /api/v1/announcements/newsletter_announcements': { request: () => ({ method: 'GET', url: '/api/v1/announcements/newsletter_announcements' }) },
    'GET /api/v1/announcements/:id': { request: async () => ({ method: 'GET', url: `/api/v1/announcements/${await insertAnnouncementRow(ctx.db)}` }) },
    'PUT /api/v1/announcements/:id/interaction': {
      request: async () => ({ method: 'PUT', url: `/api/v1/announcements/${await insertAnnouncementRow(ctx.db)}/interaction`, payload: { opinion: 'grinning' } }),
    },
    'PATCH /api/v1/announcements/:id': { request: async () => ({ method: 'PATCH', url: `/api/v1/announcements/${await insertAnnouncementRow(ctx.db)}`, payload: { visibility: false } }) },
    'DELETE /api/v1/announcements/ab/delete/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/announcements/ab/delete/${await insertAnnouncementRow(ctx.db, 'benefits')}` }) },
    'POST /api/v1/announcements': { request: () => ({ method: 'POST', url: '/api/v1/announcements', payload: { target: 'everyone', subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/ap': { request: () => ({ method: 'POST', url: '/api/v1/announcements/ap', payload: { target: 'everyone', subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/ab': { request: () => ({ method: 'POST', url: '/api/v1/announcements/ab', payload: { subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/newsletter': { request: () => ({ method: 'POST', url: '/api/v1/announcements/newsletter', payload: { subject: 'Matrix', info: '<p>m</p>', email_checked: false } }) },
    'POST /api/v1/announcements/email-test': { request: () => ({ method: 'POST', url: '/api/v1/announcements/email-test', payload: { subject: 'Matrix', info: '<p>m</p>', email: ['matrix@example.com'] } }) },
    'POST /api/v1/announcements/email-test-benefits': {
      request: () => ({ method: 'POST', url: '/api/v1/announcements/email-test-benefits', payload: { subject: 'Matrix', info: '<p>m</p>', email: ['matrix@example.com'] } }),
    },
    'GET /api/v1/newsletter-schedule/all': { request: () => ({ method: 'GET', url: '/api/v1/newsletter-schedule/all' }) },
    'POST /api/v1/newsletter-schedule/create': { request: () => ({ method: 'POST', url: '/api/v1/newsletter-schedule/create', payload: { draft: { rows: [] }, subject: 'Matrix' } }) },
    'PUT /api/v1/newsletter-schedule/update': {
      request: async () => ({ method: 'PUT', url: '/api/v1/newsletter-schedule/update', payload: { id: await insertDraftRow(ctx.db), draft: { rows: [] }, subject: 'Matrix' } }),
    },
    'POST /api/v1/newsletter-schedule/send-email-test': {
      request: () => ({ method: 'POST', url: '/api/v1/newsletter-schedule/send-email-test', payload: { html: '<p>m</p>', subject: 'Matrix', users: ['matrix@example.com'] } }),
    },
    'GET /api/v1/announcements/ap/:id': { request: async () => ({ method: 'GET', url: `/api/v1/announcements/ap/${await insertAnnouncementRow(ctx.db, 'payroll')}` }) },
    'GET /api/v1/announcements/ab/:id': { request: async () => ({ method: 'GET', url: `/api/v1/announcements/ab/${await insertAnnouncementRow(ctx.db, 'benefits')}` }) },
    'GET /api/v1/analytics/viewed/announcements/:id/payroll/:userId': {
      request: async () => {
        const { id, contactId } = await payrollRecipient(ctx.db);
        return { method: 'GET', url: `/api/v1/analytics/viewed/announcements/${id}/payroll/${contactId}` };
      },
    },
    'GET /api/v1/analytics/viewed/announcements/:id/benefits/:contactPhone': {
      request: async () => ({ method: 'GET', url: `/api/v1/analytics/viewed/announcements/${await insertAnnouncementRow(ctx.db, 'benefits')}/benefits/2145550142` }),
    },
    'GET /api/v1/contacts': { request: () => ({ method: 'GET', url: '/api/v1/contacts' }) },
    'POST /api/v1/contacts/byLocation': { request: () => ({ method: 'POST', url: '/api/v1/contacts/byLocation', payload: { location: ['Dallas'] } }) },
    'POST /api/v1/contacts/byRole': { request: () => ({ method: 'POST', url: '/api/v1/contacts/byRole', payload: { role: ['Store Manager'] } }) },
    'GET /api/v1/contacts/locations': { request: () => ({ method: 'GET', url: '/api/v1/contacts/locations' }) },
    'GET /api/v1/contacts/roles': { request: () => ({ method: 'GET', url: '/api/v1/contacts/roles' }) },
    'POST /api/v1/contacts/import': {
      request: () => ({
        method: 'POST',
        url: '/api/v1/contacts/import',
        headers: { 'content-type': 'text/csv' },
        payload: `first_name,email,role,location\nMatrix,matrix.${factories.unique()}@example.com,Store Manager,Dallas\n`,
      }),
    },

    'GET /api/v1/latest-news': { request: () => ({ method: 'GET', url: '/api/v1/latest-news' }) },
    'GET /api/v1/latest-news/carousel': { request: () => ({ method: 'GET', url: '/api/v1/latest-news/carousel' }) },
    'GET /api/v1/latest-news/:id': { request: async () => ({ method: 'GET', url: `/api/v1/latest-news/${await insertNewsRow(ctx.db)}` }) },
    'POST /api/v1/latest-news/uploadFile': { request: () => ({ method: 'POST', url: '/api/v1/latest-news/uploadFile', ...multipart(FILES.png) }) },
    // the composer (announcements add) for the admin, an idea (home_page view) for the others
    'POST /api/v1/latest-news/create': {
      request: async (c) => ({ method: 'POST', url: '/api/v1/latest-news/create', payload: { title: 'Matrix', prev_legend: 'p', image: await uploaded(ctx), idea: c.role !== 'admin' } }),
    },
    'POST /api/v1/latest-news/update': { request: async () => ({ method: 'POST', url: '/api/v1/latest-news/update', payload: { id: await insertNewsRow(ctx.db), title: 'Matrix 2' } }) },
    'POST /api/v1/latest-news/active-status': {
      request: async () => ({ method: 'POST', url: '/api/v1/latest-news/active-status', payload: { id: await insertNewsRow(ctx.db), active: false } }),
    },
    'DELETE /api/v1/latest-news/delete/:id': { request: async () => ({ method: 'DELETE', url: `/api/v1/latest-news/delete/${await insertNewsRow(ctx.db)}` }) },
    'GET /api/v1/comments-latest-news/find/:newsId/:sort': { request: async () => ({ method: 'GET', url: `/api/v1/comments-latest-news/find/${await insertNewsRow(ctx.db)}/asc` }) },
    'GET /api/v1/comments-latest-news/find/:newsId': { request: async () => ({ method: 'GET', url: `/api/v1/comments-latest-news/find/${await insertNewsRow(ctx.db)}` }) },
    'POST /api/v1/comments-latest-news/create': {
      request: async () => ({ method: 'POST', url: '/api/v1/comments-latest-news/create', payload: { latest_news_id: await insertNewsRow(ctx.db), content: 'Matrix' } }),
    },
    'POST /api/v1/comments-latest-news/like': { request: async () => ({ method: 'POST', url: '/api/v1/comments-latest-news/like', payload: { id: await insertCommentRow(ctx.db, ids.staff) } }) },
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
    'PUT /api/v1/location-messaging/read/:locationId': { request: async (c) => ({ method: 'PUT', url: `/api/v1/location-messaging/read/${await ownLocation(c)}`, payload: { id: 0 } }) },
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
      request: () => ({ method: 'POST', url: '/api/v1/trivia/create', payload: { date: freeDay(), question: { question_answer: 'Matrix?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 1 } } }),
    },
    'POST /api/v1/trivia/update': {
      request: async () => {
        const q = await insertQuestionRow(ctx.db);
        return { method: 'POST', url: '/api/v1/trivia/update', payload: { question: { id: q.id, question_answer: 'Matrix 2?', options: [{ option: 'a' }, { option: 'b' }], correct_option_id: 2 } } };
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
      request: () => ({ method: 'POST', url: '/api/v1/polls/create', payload: { polls_answer: 'Matrix?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2040-06-01', date_end: '2040-06-03' } }),
    },
    'PUT /api/v1/polls/update': {
      request: async () => {
        const poll = await insertPollRow(ctx.db, '2040-06-01', '2040-06-02');
        return { method: 'PUT', url: '/api/v1/polls/update', payload: { id: poll.id, question_answer: 'Matrix 2?', options: [{ option: 'a' }, { option: 'b' }], date_start: '2040-06-01', date_end: '2040-06-04' } };
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
    'PUT /api/v1/shortcuts/personalOrder/:userId': { request: (c) => ({ method: 'PUT', url: `/api/v1/shortcuts/personalOrder/${c.id || ids.staff}`, payload: { shortcuts_order: [] } }) },
    'GET /api/v1/accounts/favorite_shortcut/:userId': { request: (c) => ({ method: 'GET', url: `/api/v1/accounts/favorite_shortcut/${c.id || ids.staff}` }) },
    'PUT /api/v1/accounts/:id/favorite_shortcut': {
      request: async (c) => ({ method: 'PUT', url: `/api/v1/accounts/${c.id || ids.staff}/favorite_shortcut`, payload: { id: (await insertShortcutRow(ctx.db)).id } }),
    },

    'GET /api/v1/analytics/announcements': { request: () => ({ method: 'GET', url: '/api/v1/analytics/announcements?limit=5&offset=0' }) },
    'GET /api/v1/analytics/announcements/:id/opens': { request: async () => ({ method: 'GET', url: `/api/v1/analytics/announcements/${await insertAnnouncementRow(ctx.db)}/opens` }) },
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

    'GET /api/v1/delivery/outbox': { request: () => ({ method: 'GET', url: '/api/v1/delivery/outbox?channel=email&limit=5' }) },
    'GET /api/v1/t/o/:file': { request: () => ({ method: 'GET', url: '/api/v1/t/o/AAAAAAAAAAAAAAAAAAAAAA.gif' }) },
    'GET /api/v1/t/l/:token': {
      request: async () => ({ method: 'GET', url: `/api/v1/t/l/${await trackedLinkForTest(ctx.db, 'https://arcadia.example/matrix')}` }),
      status: 302,
    },
  };

  async function ownLocation(c: Caller): Promise<number> {
    if (!c.id) return 1;
    return (await ctx.db.selectFrom('accounts').select('location_id').where('id', '=', c.id).executeTakeFirstOrThrow()).location_id!;
  }
  const emailOf = (c: Caller) => (c.role === 'anonymous' ? DEMO.staff : DEMO[c.role]);

  async function freshRefreshToken(): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'partner@vendorco.example', password: DEMO_PASSWORD } });
    return res.json<{ refresh_token: string }>().refresh_token;
  }

  function expected(access: RouteAccess, sample: Sample, role: Role): 'ok' | 401 | 403 {
    if (access === 'public') return 'ok';
    if (role === 'anonymous') return 401;
    if (access === 'signed-in') return !sample.allowed || sample.allowed(role) ? 'ok' : 403;
    return can(SEED_PERMISSIONS[GROUP_OF[role]], access.module, access.action) ? 'ok' : 403;
  }

  it('has a sample request for every declared route (new routes must join the matrix)', () => {
    const declared = ctx.app.declaredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual(Object.keys(samples).sort());
  });

  it.each(ROLES)('as %s: 401 / 403 / 2xx as declared, refused calls write nothing', async (role) => {
    const failures: string[] = [];
    const caller: Caller = { role, id: role === 'anonymous' ? 0 : ids[role] };
    for (const route of ctx.app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = samples[key]!;
      const request = await sample.request(caller);
      const want = expected(route.access, sample, role);
      const before = want === 'ok' ? null : await databaseFingerprint(ctx.db);
      const res = await ctx.request({ ...request, as: role === 'anonymous' ? null : (role as DemoUser) });
      const got = res.statusCode;
      const okay = want === 'ok' ? (sample.status ? got === sample.status : got >= 200 && got < 300) : got === want;
      if (!okay) failures.push(`${key}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
      if (want !== 'ok') {
        const body = res.json<{ error: { code: string } }>();
        if (body.error?.code !== (want === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')) failures.push(`${key}: error shape ${res.body.slice(0, 120)}`);
        if (JSON.stringify(await databaseFingerprint(ctx.db)) !== JSON.stringify(before)) failures.push(`${key}: refused call changed the database`);
      }
    }
    expect(failures).toEqual([]);
  });
});
