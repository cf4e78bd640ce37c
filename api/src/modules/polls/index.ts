import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { pollsRoutes } from './routes';

export async function pollsModule(app: FastifyInstance, deps: AppDeps) {
  pollsRoutes(app, deps);
}
