import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { permissionRoutes } from './routes';

/** Profiles, groups and the group × module permission table. */
export async function permissionsModule(app: FastifyInstance, deps: AppDeps) {
  permissionRoutes(app, deps);
}
