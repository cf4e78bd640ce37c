import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_LIST_SEGMENTS,
  ANNOUNCEMENT_MESSAGES as M,
  announcementCreateBody,
  benefitsAnnouncementBody,
  benefitsViewParams,
  emailTestBenefitsBody,
  emailTestBody,
  idParam,
  interactionBody,
  newsletterAnnouncementBody,
  newsletterDraftCreateBody,
  newsletterDraftUpdateBody,
  newsletterTestBody,
  payrollAnnouncementBody,
  payrollViewParams,
  visibilityBody,
} from '@portal/shared';
import { titleOf } from '../../audit/deletions';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../auth/access';
import { badRequest, perAddress } from '@portal/shared/node/server';
import { emptyResponse, withErrors } from '../../http/schemas';
import * as create from './create';
import * as drafts from './drafts';
import { createResponse, detailResponse, draftResponse, draftsResponse, listResponse, opinionResponse, publicResponse, sentResponse } from './schemas';
import * as service from './service';
import { sendComposerTest } from './testEmails';

const tags = ['announcements'];
const security = [{ bearer: [] }];
/** a 4 MB picture and a 4 MB attachment, base64 inside JSON */
const CREATE_BODY_LIMIT = 12 * 1024 * 1024;
/** per address: a viewer page makes two calls; scripts walking ids are slowed down */
export const PUBLIC_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };
const view = { module: 'announcements', action: 'view' } as const;
const add = { module: 'announcements', action: 'add' } as const;
const remove = { module: 'announcements', action: 'delete' } as const;

export function announcementRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** the public viewers: open to anyone, so throttled per address */
  const publicAccess = {
    access: 'public' as const,
    rateLimit: perAddress({ max: PUBLIC_RATE_LIMIT.max, windowMs: PUBLIC_RATE_LIMIT.timeWindowMs }),
  };

  // ---- lists ----
  for (const [segment, kind] of Object.entries(ANNOUNCEMENT_LIST_SEGMENTS)) {
    r.get(
      `/announcements/${segment}`,
      {
        // the general tab is everyone's; the others need announcements view (spec 6)
        config: { access: kind === 'company' ? 'signed-in' : view },
        schema: { tags, security, summary: `${kind} announcements the caller may read, newest first`, response: withErrors({ 200: listResponse }) },
      },
      async (request) => ({ results: await service.list(deps, currentUser(request), kind) }),
    );
  }
  r.get(
    '/announcements/ab/all',
    { config: { access: view }, schema: { tags, security, summary: 'Benefits announcements the caller may read, newest first', response: withErrors({ 200: listResponse }) } },
    async (request) => ({ results: await service.list(deps, currentUser(request), 'benefits') }),
  );
  r.get(
    '/announcements/newsletter_announcements',
    { config: { access: view }, schema: { tags, security, summary: 'Newsletters (visible ones), newest first', response: withErrors({ 200: listResponse }) } },
    async (request) => ({ results: await service.list(deps, currentUser(request), 'newsletter') }),
  );

  // ---- reader, rating, hide ----
  r.get(
    '/announcements/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, summary: "One announcement with the caller's rating; records the view", params: idParam, response: withErrors({ 200: detailResponse }) },
    },
    async (request) => ({ results: await service.read(deps, currentUser(request), request.params.id) }),
  );
  r.put(
    '/announcements/:id/interaction',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'Rate it once: white_frowning_face | neutral_face | grinning',
        params: idParam,
        body: interactionBody,
        response: withErrors({ 200: opinionResponse }),
      },
    },
    async (request) => ({ results: await service.rate(deps, currentUser(request), request.params.id, request.body.opinion) }),
  );
  r.patch(
    '/announcements/:id',
    {
      config: { access: remove },
      schema: { tags, security, summary: 'Soft delete: { visibility: false }', params: idParam, body: visibilityBody, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.hide(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.delete(
    '/announcements/ab/delete/:id',
    {
      config: { access: remove, audit: { target: 'announcement', title: titleOf('announcements', 'subject') } },
      schema: { tags, security, summary: 'Delete (hide) a benefits announcement', params: idParam, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.deleteBenefit(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- create ----
  r.post(
    '/announcements',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Home Users announcement: everyone, or locations and/or groups',
        body: announcementCreateBody,
        response: withErrors({ 201: createResponse }),
      },
    },
    async (request, reply) => reply.status(201).send(await create.store(deps, currentUser(request), await create.checkHomeUsers(deps, request.body))),
  );
  r.post(
    '/announcements/ap',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { tags, security, summary: 'Payroll-provider contacts announcement', body: payrollAnnouncementBody, response: withErrors({ 201: createResponse }) },
    },
    async (request, reply) => reply.status(201).send(await create.store(deps, currentUser(request), await create.checkPayroll(deps, request.body))),
  );
  r.post(
    '/announcements/ab',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { tags, security, summary: 'Benefits announcement', body: benefitsAnnouncementBody, response: withErrors({ 201: createResponse }) },
    },
    async (request, reply) => reply.status(201).send(await create.store(deps, currentUser(request), await create.checkBenefits(deps, request.body))),
  );
  r.post(
    '/announcements/newsletter',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { tags, security, summary: 'Send a newsletter to every active user', body: newsletterAnnouncementBody, response: withErrors({ 201: createResponse }) },
    },
    async (request, reply) => reply.status(201).send(await create.store(deps, currentUser(request), await create.checkNewsletter(deps, request.body))),
  );

  // ---- test emails ----
  r.post(
    '/announcements/email-test',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { tags, security, summary: 'Test email to the listed addresses only', body: emailTestBody, response: withErrors({ 200: sentResponse }) },
    },
    async (request) => sendComposerTest(deps, { ...request.body, emails: request.body.email, emailField: 'email' }),
  );
  r.post(
    '/announcements/email-test-benefits',
    {
      config: { access: add },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: { tags, security, summary: 'Benefits test email to the listed addresses only', body: emailTestBenefitsBody, response: withErrors({ 200: sentResponse }) },
    },
    async (request) => sendComposerTest(deps, { ...request.body, emails: request.body.email, emailField: 'email' }),
  );

  // ---- newsletter drafts ----
  r.get(
    '/newsletter-schedule/all',
    { config: { access: add }, schema: { tags, security, summary: 'Newsletter drafts, last changed first', response: withErrors({ 200: draftsResponse }) } },
    async () => ({ results: await drafts.listDrafts(deps) }),
  );
  r.post(
    '/newsletter-schedule/create',
    { config: { access: add }, schema: { tags, security, summary: 'Save a newsletter draft', body: newsletterDraftCreateBody, response: withErrors({ 201: draftResponse }) } },
    async (request, reply) => reply.status(201).send(await drafts.createDraft(deps, currentUser(request).id, request.body)),
  );
  r.put(
    '/newsletter-schedule/update',
    { config: { access: add }, schema: { tags, security, summary: 'Update a newsletter draft', body: newsletterDraftUpdateBody, response: withErrors({ 200: draftResponse }) } },
    async (request) => drafts.updateDraft(deps, request.body),
  );
  r.post(
    '/newsletter-schedule/send-email-test',
    {
      config: { access: add },
      schema: { tags, security, summary: 'Test a newsletter design on the listed addresses only', body: newsletterTestBody, response: withErrors({ 200: sentResponse }) },
    },
    async (request) => {
      const { html, draft, subject, users } = request.body;
      // the spec's call sends `draft`: the exported HTML itself, or a design that carries it (`{ html }`, as drafts are stored)
      const designHtml = draft && typeof draft === 'object' && typeof (draft as { html?: unknown }).html === 'string' ? (draft as { html: string }).html : null;
      const body = html ?? (typeof draft === 'string' ? draft : designHtml);
      if (!body) throw badRequest(M.draftNeedsHtml, 'html');
      return sendComposerTest(deps, { subject, info: body, emails: users, emailField: 'users' });
    },
  );

  // ---- public viewers (no sign-in): only payroll and benefits announcements, only what the viewer shows ----
  r.get(
    '/announcements/ap/:id',
    { config: publicAccess, schema: { tags, summary: 'Public: one payroll-provider announcement', params: idParam, response: withErrors({ 200: publicResponse }) } },
    async (request) => ({ results: await service.publicView(deps, 'payroll', request.params.id) }),
  );
  r.get(
    '/announcements/ab/:id',
    { config: publicAccess, schema: { tags, summary: 'Public: one benefits announcement', params: idParam, response: withErrors({ 200: publicResponse }) } },
    async (request) => ({ results: await service.publicView(deps, 'benefits', request.params.id) }),
  );
  r.get(
    '/analytics/viewed/announcements/:id/payroll/:userId',
    {
      config: publicAccess,
      schema: { tags, summary: 'Public: a payroll contact viewed it (userId = contact id)', params: payrollViewParams, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.recordPayrollView(deps, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/analytics/viewed/announcements/:id/benefits/:contactPhone',
    {
      config: publicAccess,
      schema: { tags, summary: 'Public: a benefits announcement was viewed from this phone', params: benefitsViewParams, response: withErrors({ 204: emptyResponse }) },
    },
    async (request, reply) => {
      await service.recordBenefitsView(deps, request.params.id, request.params.contactPhone);
      return reply.status(204).send(null);
    },
  );
}
