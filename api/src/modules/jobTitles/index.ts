import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { jobTitleRoutes } from './routes';

/** Mapping of payroll-provider job titles to user groups (spec 2.11). */
export async function jobTitlesModule(app: FastifyInstance, deps: AppDeps) {
  jobTitleRoutes(app, deps);
}
