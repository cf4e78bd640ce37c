import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { triviaRoutes } from './routes';

export async function triviaModule(app: FastifyInstance, deps: AppDeps) {
  triviaRoutes(app, deps);
}
