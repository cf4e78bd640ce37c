import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { accountReachRefusal, ADMIN_FEATURE_GROUP_IDS, can, SUPER_ADMIN_GROUP_ID, todayInZone } from '@portal/shared';
import type { RouteAccess } from '../auth/access';
import { meetsRequirement } from '@portal/shared/node/server';
import { DEMO_PASSWORD, SEED_PERMISSIONS } from '../db/seedData';
import { createTestContext, databaseFingerprint, databases, DEMO, factories, type DemoUser, type TestContext } from './harness';
import { insertAnnouncementRow, insertDraftRow, payrollRecipient } from '../modules/announcements/testKit';
import { trackedLinkForTest } from '../delivery/testSupport';
import { FILES, insertCommentRow, insertNewsRow, multipart, uploaded } from '../modules/news/testKit';
import { freeDay, insertPollRow, insertQuestionRow } from '../modules/trivia/testKit';
import { insertShortcutRow, shortcutBody } from '../modules/shortcuts/testKit';
import { insertCommentRow as insertEventCommentRow, insertEventRow, insertFeedToken } from '../modules/events/testKit';

type Role = 'anonymous' | 'admin' | 'staff' | 'partner' | `group ${number}`;
const ROLES: Role[] = ['anonymous', 'admin', 'staff', 'partner'];
const GROUP_OF: Record<Exclude<Role, 'anonymous'>, number> = { admin: 1, staff: 15, partner: 16 };
// The security suite (npm run test:security) runs this matrix for every seeded group: one account in each group the
// demo users do not cover. Handler-narrowed routes ('signed-in' with `allowed`) then need their rule in GROUP_RULES.
const ALL_GROUPS = process.env.PORTAL_MATRIX_ALL_GROUPS === '1';
if (ALL_GROUPS) {
  for (const group of Object.keys(SEED_PERMISSIONS).map(Number)) {
    if (Object.values(GROUP_OF).includes(group)) continue;
    ROLES.push(`group ${group}`);
    GROUP_OF[`group ${group}`] = group;
  }
}
/** The rule of each handler-narrowed route for any group (the demo roles' `allowed` are written for three groups). */
const GROUP_RULES: Record<string, (group: number) => boolean> = {
  'GET /api/v1/accounts/:id': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'view'),
  'PUT /api/v1/accounts/:id': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'edit'),
  'PUT /api/v1/accounts/change_status/:id': (g) => can(SEED_PERMISSIONS[g], 'user_validation', 'add'),
  // who may grant what: acting as the manager (General Manager) needs their rights within the caller's own
  'GET /api/v1/accounts/impersonate/:id': (g) =>
    can(SEED_PERMISSIONS[g], 'user_management', 'edit') && accountReachRefusal({ group_id: g, roles: SEED_PERMISSIONS[g]! }, { group_id: 6, roles: SEED_PERMISSIONS[6]! }) === null,
  'GET /api/v1/accounts': (g) => can(SEED_PERMISSIONS[g], 'user_management', 'view'),
  'GET /api/v1/groups/mapjobtitle': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'GET /api/v1/groups/unexpected': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'POST /api/v1/groups/new/group_title': (g) => ADMIN_FEATURE_GROUP_IDS.includes(g),
  'GET /api/v1/audit': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/actions': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/export/csv': (g) => g === SUPER_ADMIN_GROUP_ID,
  'GET /api/v1/audit/export/xlsx': (g) => g === SUPER_ADMIN_GROUP_ID,
  // latest news: the Super Admin group edits, hides and deletes items (newsAdminOnly), whatever the permission grid says
  'POST /api/v1/latest-news/update': (g) => g === SUPER_ADMIN_GROUP_ID,
  'POST /api/v1/latest-news/active-status': (g) => g === SUPER_ADMIN_GROUP_ID,
  'DELETE /api/v1/latest-news/delete/:id': (g) => g === SUPER_ADMIN_GROUP_ID,
};
/** What the security suite reads after the run: cells checked and the failures among them. */
export const matrixReport = { cells: 0, routes: 0, roles: ROLES.length, failures: [] as string[] };

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
  const groupCallers = new Map<Role, { id: number; email: string; token: string }>();
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    // no assistant service runs beside the api in this suite: its forwarding answers 503 (assistant.test.ts covers it)
    ctx.config.assistantUrl = 'http://127.0.0.1:1';
    for (const user of ['admin', 'manager', 'staff', 'partner'] as const) ids[user] = await ctx.idOf(user);
    for (const role of ROLES.filter((r) => r.startsWith('group '))) {
      const account = await factories.account(ctx.db, { group_id: GROUP_OF[role as `group ${number}`], location_id: 3 });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: account.email, password: DEMO_PASSWORD } });
      groupCallers.set(role, { id: account.id, email: account.email, token: res.json<{ token: string }>().token });
    }
    await Promise.all((['admin', 'staff', 'partner'] as DemoUser[]).map((u) => ctx.token(u)));
    await ctx.storage.store.write('matrix.txt', [Buffer.from('ok')]);
  });
  afterAll(() => ctx.close());

  const adminOnly = (role: Role) => role === 'admin';
  const location = () => factories.location(ctx.db);
  const locationBody = () => ({ name: `Matrix ${factories.unique()}`, display_name: 'Matrix', store_id: String(5000 + Math.floor(Math.random() * 4000)) });

  const samples: Record<string, Sample> = {
    'GET /api/docs': { request: () => ({ method: 'GET', url: '/api/docs/' }) },
    'GET /api/docs/static/index.html': { request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }), status: 302 },
    'GET /api/docs/static/swagger-initializer.js': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }) },
    'GET /api/docs/json': { request: () => ({ method: 'GET', url: '/api/docs/json' }) },
    'GET /api/docs/yaml': { request: () => ({ method: 'GET', url: '/api/docs/yaml' }) },
    'GET /api/docs/static/*': { request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }) },
    'GET /.well-known/jwks.json': { request: () => ({ method: 'GET', url: '/.well-known/jwks.json' }) },
    'GET /health/live': { request: () => ({ method: 'GET', url: '/health/live' }) },
    // public, for the load balancer; no assistant runs beside the api suite, so not ready (its own test covers 200)
    'GET /health/ready': { request: () => ({ method: 'GET', url: '/health/ready' }), status: 503 },
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
    'GET /api/v1/assistant/access': { request: () => ({ method: 'GET', url: '/api/v1/assistant/access' }) },
    'GET /assistant/*': { request: () => ({ method: 'GET', url: '/assistant/categories?per_page=1000' }), status: 503 },
    'POST /assistant/*': { request: () => ({ method: 'POST', url: '/assistant/conversations', payload: { prompt: 'Matrix?' } }), status: 503 },
    'PUT /assistant/*': { request: () => ({ method: 'PUT', url: '/assistant/documents/1', payload: { filename: 'Matrix.txt' } }), status: 503 },
    'DELETE /assistant/*': { request: () => ({ method: 'DELETE', url: '/assistant/documents/1' }), status: 503 },

    'GET /api/v1/accounts/impersonate/:id': { request: () => ({ method: 'GET', url: `/api/v1/accounts/impersonate/${ids.manager}` }) },
    'GET /api/v1/accounts/:id': { request: () => ({ method: 'GET', url: `/api/v1/accounts/${ids.manager}` }), allowed: adminOnly },
    'PUT /api/v1/accounts/:id': {
      request: () => ({ method: 'PUT', url: `/api/v1/accounts/${ids.manager}`, payload: { first_name: 'Maria' } }),
      allowed: adminOnly,
    },
    'PUT /api/v1/accounts/:id/user/first_access': { request: (c) => ({ method: 'PUT', url: `/api/v1/accounts/${c.id}/user/first_access` }) },
    'POST /api/v1/accounts/change/password_temporary': {
      request: (c) => ({ method: 'POST', url: '/api/v1/accounts/change/password_temporary', payload: { id: c.id, password: DEMO_PASSWORD } }),
      // signed in, but the demo passwords have not expired: the handler refuses (auth.test.ts covers the expired case)
      status: 409,
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
      request: async (c) => ({ method: 'POST', url: '/api/v1/events/special/comments', payload: { event_id: await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null }), message: 'Matrix' } }),
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
      request: async (c) => ({ method: 'POST', url: '/api/v1/events/special/additional_users', payload: { event_id: await insertEventRow(ctx.db, { kind: 'special', created_by: c.id || null }), customer_ids: [ids.staff] } }),
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

  async function ownLocation(c: Caller): Promise<number> {
    if (!c.id) return 1;
    return (await ctx.db.selectFrom('accounts').select('location_id').where('id', '=', c.id).executeTakeFirstOrThrow()).location_id!;
  }
  const emailOf = (c: Caller) => (c.role === 'anonymous' ? DEMO.staff : (groupCallers.get(c.role)?.email ?? DEMO[c.role as DemoUser]));

  async function freshRefreshToken(): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'partner@vendorco.example', password: DEMO_PASSWORD } });
    return res.json<{ refresh_token: string }>().refresh_token;
  }

  function expected(key: string, access: RouteAccess, sample: Sample, role: Role): 'ok' | 401 | 403 {
    if (access === 'public') return 'ok';
    if (role === 'anonymous') return 401;
    const group = GROUP_OF[role];
    if (groupCallers.has(role) && GROUP_RULES[key]) return GROUP_RULES[key](group) && (access === 'signed-in' || meetsRequirement(SEED_PERMISSIONS[group], access)) ? 'ok' : 403;
    if (access === 'signed-in' && groupCallers.has(role) && sample.allowed) throw new Error(`${key} narrows its callers in the handler: add its rule to GROUP_RULES`);
    if (access === 'signed-in') return !sample.allowed || sample.allowed(role) ? 'ok' : 403;
    return meetsRequirement(SEED_PERMISSIONS[group], access) ? 'ok' : 403;
  }

  it('has a sample request for every declared route (new routes must join the matrix)', () => {
    const declared = ctx.app.declaredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(declared).toEqual(Object.keys(samples).sort());
  });

  it.each(ROLES)('as %s: 401 / 403 / 2xx as declared, refused calls write nothing', async (role) => {
    const failures: string[] = [];
    const groupCaller = groupCallers.get(role);
    const caller: Caller = { role, id: role === 'anonymous' ? 0 : (groupCaller?.id ?? ids[role as DemoUser & keyof typeof ids]) };
    for (const route of ctx.app.declaredRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = samples[key]!;
      const request = await sample.request(caller);
      const want = expected(key, route.access, sample, role);
      // the extra groups' cells check the status only (their refused calls are the demo roles' calls again)
      const fingerprint = want !== 'ok' && !groupCaller;
      const before = fingerprint ? await databaseFingerprint(ctx.db) : null;
      const res = groupCaller
        ? await ctx.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${groupCaller.token}` } })
        : await ctx.request({ ...request, as: role === 'anonymous' ? null : (role as DemoUser) });
      matrixReport.cells++;
      const got = res.statusCode;
      // an extra group's allowed cell is "let in" (not 401/403): what the call then does depends on the demo roles' earlier calls
      const letIn = groupCaller && got !== 401 && got !== 403 && got < 500;
      const okay = want === 'ok' ? (sample.status ? got === sample.status : (got >= 200 && got < 300) || letIn) : got === want;
      if (!okay) failures.push(`${key}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
      if (want !== 'ok') {
        const body = res.json<{ error: { code: string } }>();
        if (body.error?.code !== (want === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')) failures.push(`${key}: error shape ${res.body.slice(0, 120)}`);
        if (fingerprint && JSON.stringify(await databaseFingerprint(ctx.db)) !== JSON.stringify(before)) failures.push(`${key}: refused call changed the database`);
      }
    }
    matrixReport.routes = ctx.app.declaredRoutes.length;
    matrixReport.failures.push(...failures.map((f) => `${role}: ${f}`));
    expect(failures).toEqual([]);
  });
});
