import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { directoryRoutes } from './directoryRoutes';
import { shortcutRoutes } from './routes';

export async function shortcutsModule(app: FastifyInstance, deps: AppDeps) {
  shortcutRoutes(app, deps);
  directoryRoutes(app, deps);
}
