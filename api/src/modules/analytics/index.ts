import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { analyticsRoutes } from './routes';

export async function analyticsModule(app: FastifyInstance, deps: AppDeps) {
  analyticsRoutes(app, deps);
}
