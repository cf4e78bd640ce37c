import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactsByLocationBody, contactsByRoleBody, ERROR_CODES } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { badRequest } from '@portal/shared/node/server';
import { withErrors } from '../../http/schemas';
import * as service from './service';

const tags = ['contacts'];
const security = [{ bearer: [] }];
const CSV_BODY_LIMIT = 12 * 1024 * 1024;

const contact = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  location: z.string(),
});
const contactsResponse = z.object({ results: z.array(contact) });
const optionsResponse = z.object({ results: z.array(z.object({ value: z.string(), label: z.string() })) });
const importResponse = z.object({ results: z.object({ created: z.number(), updated: z.number() }) });
const importErrorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional(), lines: z.array(z.object({ line: z.number(), message: z.string() })).optional() }),
});

/** Payroll-provider contacts: the composer's pickers and the administrators' CSV import. */
export function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const composer = { module: 'announcements', action: 'add' } as const;

  // the import's body is the CSV file itself
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => done(null, body));

  r.get(
    '/contacts',
    { config: { access: composer }, schema: { tags, security, summary: 'Every payroll-provider contact', response: withErrors({ 200: contactsResponse }) } },
    async () => ({
      results: await service.all(deps.db),
    }),
  );

  r.post(
    '/contacts/byLocation',
    {
      config: { access: composer },
      schema: { tags, security, summary: 'Contacts at any of these locations', body: contactsByLocationBody, response: withErrors({ 200: contactsResponse }) },
    },
    async (request) => ({ results: await service.byLocation(deps.db, request.body.location) }),
  );

  r.post(
    '/contacts/byRole',
    {
      config: { access: composer },
      schema: { tags, security, summary: 'Contacts with any of these roles', body: contactsByRoleBody, response: withErrors({ 200: contactsResponse }) },
    },
    async (request) => ({ results: await service.byRole(deps.db, request.body.role) }),
  );

  r.get(
    '/contacts/locations',
    { config: { access: composer }, schema: { tags, security, summary: 'Contact locations as value/label pairs', response: withErrors({ 200: optionsResponse }) } },
    async () => ({
      results: await service.options(deps.db, 'location'),
    }),
  );

  r.get(
    '/contacts/roles',
    { config: { access: composer }, schema: { tags, security, summary: 'Contact roles as value/label pairs', response: withErrors({ 200: optionsResponse }) } },
    async () => ({
      results: await service.options(deps.db, 'role'),
    }),
  );

  r.post(
    '/contacts/import',
    {
      config: { access: { module: 'announcements', action: 'edit' } },
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Import contacts from a text/csv body (first_name,last_name,email,phone,role,location); all rows or none',
        response: { ...withErrors({ 200: importResponse }), 400: importErrorResponse },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw badRequest('Send the contacts as a text/csv body.', 'csv');
      const outcome = await service.importCsv(deps.db, request.body);
      if (!outcome.ok) {
        return reply.status(400).send({
          error: { code: ERROR_CODES.validation, message: service.importErrorMessage(outcome.errors), field: 'csv', lines: outcome.errors },
        });
      }
      return { results: { created: outcome.created, updated: outcome.updated } };
    },
  );
}
