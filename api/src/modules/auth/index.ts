import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { authRoutes } from './routes';

export async function authModule(app: FastifyInstance, deps: AppDeps) {
  authRoutes(app, deps);
}
