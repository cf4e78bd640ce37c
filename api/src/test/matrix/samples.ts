import type { InjectOptions } from 'fastify';
import { DEMO_PASSWORD, SEED_PERMISSIONS } from '../../db/seedData';
import { DEMO, factories, type DemoUser, type TestContext } from '../harness';
import { insertAnnouncementRow, insertDraftRow, payrollRecipient } from '../../modules/announcements/testKit';
import { contentSamples } from './contentSamples';

export type Role = 'anonymous' | 'admin' | 'staff' | 'partner' | `group ${number}`;

export interface Caller {
  role: Role;
  id: number;
}
export interface Sample {
  request(caller: Caller): InjectOptions | Promise<InjectOptions>;
  /** for 'signed-in' routes whose handler narrows further (self-or-admin) */
  allowed?(role: Role): boolean;
  /** the success status when it is not 2xx (the docs UI redirects) */
  status?: number;
}

/** What the sample requests need from the running matrix (built once its context is up). */
export interface MatrixEnv {
  ctx: TestContext;
  ids: Record<'admin' | 'manager' | 'staff' | 'partner', number>;
  /** the extra groups' callers (the security suite's run), by role */
  groupCallers: Map<Role, { id: number; email: string; token: string }>;
}

/** Helpers the samples of every domain use. */
export function sampleHelpers({ ctx, groupCallers }: MatrixEnv) {
  return {
    adminOnly: (role: Role) => role === 'admin',
    location: () => factories.location(ctx.db),
    locationBody: () => ({ name: `Matrix ${factories.unique()}`, display_name: 'Matrix', store_id: String(5000 + Math.floor(Math.random() * 4000)) }),
    async ownLocation(c: Caller): Promise<number> {
      if (!c.id) return 1;
      return (await ctx.db.selectFrom('accounts').select('location_id').where('id', '=', c.id).executeTakeFirstOrThrow()).location_id!;
    },
    emailOf: (c: Caller) => (c.role === 'anonymous' ? DEMO.staff : (groupCallers.get(c.role)?.email ?? DEMO[c.role as DemoUser])),
    async freshRefreshToken(): Promise<string> {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: 'partner@vendorco.example', password: DEMO_PASSWORD } });
      return res.json<{ refresh_token: string }>().refresh_token;
    },
  };
}

/** One sample request per declared route (a new route must join the matrix), keyed `METHOD /url`. */
export function routeSamples(env: MatrixEnv): Record<string, Sample> {
  return { ...platformSamples(env), ...contentSamples(env) };
}

/** Docs, health, auth, accounts, groups, notifications, locations, announcements, contacts. */
function platformSamples(env: MatrixEnv): Record<string, Sample> {
  const { ctx, ids } = env;
  const { adminOnly, location, locationBody, freshRefreshToken } = sampleHelpers(env);
  return {
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
        const target = await factories.account(ctx.db, { password_expired_time: new Date(Date.now() - 60_000) });
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
        const note = await ctx.db
          .insertInto('notifications')
          .values({ user_id_receptor: receptor, content: 'matrix', link_desktop: null })
          .returning('id')
          .executeTakeFirstOrThrow();
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
    'PATCH /api/v1/announcements/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/v1/announcements/${await insertAnnouncementRow(ctx.db)}`, payload: { visibility: false } }),
    },
    'DELETE /api/v1/announcements/ab/delete/:id': {
      request: async () => ({ method: 'DELETE', url: `/api/v1/announcements/ab/delete/${await insertAnnouncementRow(ctx.db, 'benefits')}` }),
    },
    'POST /api/v1/announcements': { request: () => ({ method: 'POST', url: '/api/v1/announcements', payload: { target: 'everyone', subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/ap': { request: () => ({ method: 'POST', url: '/api/v1/announcements/ap', payload: { target: 'everyone', subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/ab': { request: () => ({ method: 'POST', url: '/api/v1/announcements/ab', payload: { subject: 'Matrix', info: '<p>m</p>' } }) },
    'POST /api/v1/announcements/newsletter': {
      request: () => ({ method: 'POST', url: '/api/v1/announcements/newsletter', payload: { subject: 'Matrix', info: '<p>m</p>', email_checked: false } }),
    },
    'POST /api/v1/announcements/email-test': {
      request: () => ({ method: 'POST', url: '/api/v1/announcements/email-test', payload: { subject: 'Matrix', info: '<p>m</p>', email: ['matrix@example.com'] } }),
    },
    'POST /api/v1/announcements/email-test-benefits': {
      request: () => ({ method: 'POST', url: '/api/v1/announcements/email-test-benefits', payload: { subject: 'Matrix', info: '<p>m</p>', email: ['matrix@example.com'] } }),
    },
    'GET /api/v1/newsletter-schedule/all': { request: () => ({ method: 'GET', url: '/api/v1/newsletter-schedule/all' }) },
    'POST /api/v1/newsletter-schedule/create': {
      request: () => ({ method: 'POST', url: '/api/v1/newsletter-schedule/create', payload: { draft: { rows: [] }, subject: 'Matrix' } }),
    },
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
  };
}
