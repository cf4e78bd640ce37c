import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { LocationListCache } from './listCache';
import { locationRoutes } from './routes';

export async function locationsModule(app: FastifyInstance, deps: AppDeps) {
  locationRoutes(app, deps, new LocationListCache(deps.db, deps.changes));
}
