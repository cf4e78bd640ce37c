import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { auditRoutes } from './routes';

/** Reading the audit log (written by `writeAudit` from `api/src/audit`). */
export async function auditModule(app: FastifyInstance, deps: AppDeps) {
  auditRoutes(app, deps);
}
