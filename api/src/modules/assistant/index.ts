import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { assistantRoutes } from './routes';

export { startAssistantProcess, type AssistantProcess } from './process';

/** The assistant service as the api sees it: the access route it calls and the `/assistant/*` forwarding. */
export async function assistantModule(app: FastifyInstance, deps: AppDeps) {
  await assistantRoutes(app, deps);
}
