import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { locationRoutes } from './routes';

export async function locationsModule(app: FastifyInstance, deps: AppDeps) {
  locationRoutes(app, deps);
}
