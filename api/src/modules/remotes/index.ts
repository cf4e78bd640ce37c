import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { remoteRoutes } from './routes';

export { syncRemotes } from './sync';
export { homePreloadHints, homePreloads, preloadLinkTags } from './preloadHints';
export { HomeBundles } from './homeBundle';
export { list as listRemotes } from './service';
export { RegistryCache } from './registryCache';

export async function remotesModule(app: FastifyInstance, deps: AppDeps) {
  remoteRoutes(app, deps);
}
