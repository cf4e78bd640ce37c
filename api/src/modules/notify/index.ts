import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { dashboardRoutes } from './dashboardRoutes';
import { notifyRoutes } from './routes';

export async function notifyModule(app: FastifyInstance, deps: AppDeps) {
  notifyRoutes(app, deps);
  dashboardRoutes(app, deps);
}
