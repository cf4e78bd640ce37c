import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { accountRoutes } from './routes';
import { upgradeRoutes } from './upgradeRoutes';

export async function accountsModule(app: FastifyInstance, deps: AppDeps) {
  accountRoutes(app, deps);
  upgradeRoutes(app, deps);
}
