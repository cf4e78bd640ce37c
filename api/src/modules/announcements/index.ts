import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { contactsModule } from '../contacts';
import { announcementRoutes } from './routes';
import './tables';

/** Announcements, newsletter drafts, public viewers; the payroll-provider contacts in their own scope (CSV parser). */
export async function announcementsModule(app: FastifyInstance, deps: AppDeps) {
  announcementRoutes(app, deps);
  // the options carry the outer prefix; routes of a child plugin already sit under it
  const { prefix: _outer, ...childDeps } = deps as AppDeps & { prefix?: string };
  await app.register(contactsModule, childDeps);
}
