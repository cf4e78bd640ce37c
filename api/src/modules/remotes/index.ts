import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { remoteRoutes } from './routes';

export { syncRemotes } from './sync';
export { homePreloadHints, preloadLinkHeader } from './preloadHints';
export { list as listRemotes } from './service';
export { RegistryCache } from './registryCache';

export async function remotesModule(app: FastifyInstance, deps: AppDeps) {
  remoteRoutes(app, deps);
}
