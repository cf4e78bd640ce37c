import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { contactRoutes } from './routes';

export async function contactsModule(app: FastifyInstance, deps: AppDeps) {
  contactRoutes(app, deps);
}
