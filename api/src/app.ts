import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import { ChangeFeed } from './db/changes';
import type { AppDeps } from './deps';
import { AccessStateCache } from './auth/accessState';
import { installAccessControl } from './auth/access';
import { markRoutesPublic } from '@portal/shared/node/server';
import { loadSigningKeys } from './auth/keys';
import { TokenService } from './auth/tokens';
import { installDeleteAudit } from './audit/deletions';
import { AccessVerifier, SessionCache } from './auth/verifier';
import { installErrorHandling } from '@portal/shared/node/server';
import { installCors } from './http/cors';
import { installControlCharGuard } from './http/controlChars';
import { apiSecurityHeaders, installSecurityHeaders } from './http/securityHeaders';
import { registerStatic } from './static';
import { healthModule } from './health';
import { Limits, MemoryCounter, RedisCounter } from './limits';
import { openRedis } from './redis';
import { importDiskUploads, openFileStorage, type FileStorage } from './storage';
import { createRealtimeAdapter, Realtime, type RealtimeAdapter } from './realtime';
import { authModule } from './modules/auth';
import { accountsModule } from './modules/accounts';
import { notifyModule } from './modules/notify';
import { permissionsModule } from './modules/permissions';
import { locationsModule } from './modules/locations';
import { homePreloadHints, listRemotes, preloadLinkHeader, RegistryCache, remotesModule } from './modules/remotes';
import { wellKnownModule } from './modules/wellKnown';
import { newsModule } from './modules/news';
import { deliveryModule } from './delivery';
import { announcementsModule } from './modules/announcements';
import { chatModule } from './modules/chat';
import { jobTitlesModule } from './modules/jobTitles';
import { auditModule } from './modules/audit';
import { portalSettingsModule } from './modules/portalSettings';
import { triviaModule } from './modules/trivia';
import { pollsModule } from './modules/polls';
import { shortcutsModule } from './modules/shortcuts';
import { analyticsModule } from './modules/analytics';
import { eventsModule } from './modules/events';
import { assistantModule } from './modules/assistant';

declare module 'fastify' {
  interface FastifyInstance {
    /** live pushes (also reachable from tests through the app) */
    realtime: Realtime;
    /** where this instance keeps uploads (also reachable from tests through the app) */
    fileStorage: FileStorage;
    /** SIGTERM: /health/ready answers 503 from now on, so the load balancer sends this instance nothing new */
    stopReadiness(): void;
    /** SIGTERM, after the readiness delay: from now on every answer asks its keep-alive client to close the connection (main.ts drains) */
    beginShutdown(): void;
  }
}

/** ~4 MB images arrive as base64 data URLs inside JSON */
export const BODY_LIMIT = 6 * 1024 * 1024;

export interface BuildAppOptions {
  db: Db;
  /** the database's change notifications; without them in-process caches keep entries only briefly */
  changes?: ChangeFeed;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** what carries socket.io broadcasts between instances; default from the config (Redis, PostgreSQL or none) */
  realtimeAdapter?: RealtimeAdapter | null;
}

/** The log levels at which something is written for every request (the `onResponse` line below). */
const PER_REQUEST_LEVELS = new Set(['info', 'debug', 'trace']);

export async function buildApp({ db, changes = new ChangeFeed(), config, logger, realtimeAdapter }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // the spec writes some calls with a trailing slash (`GET /api/v1/accounts/?limit=5&offset=0`): same route either way
    routerOptions: { ignoreTrailingSlash: true },
    // only behind a proxy we control: X-Forwarded-For from anyone else would defeat the sign-in rate limit
    trustProxy: config.trustProxy,
    // one structured line per request (below) instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    // below info nothing is logged per request, so no pino child logger per request (a measurable share of a hot
    // route's work); the few lines then written (errors) name their request themselves
    childLoggerFactory: (logger, bindings, options) => (PER_REQUEST_LEVELS.has(logger.level) ? logger.child(bindings, options) : logger),
  });
  if (PER_REQUEST_LEVELS.has(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const keys = await loadSigningKeys({ ...config.jwt, dataDir: config.dataDir, db, changes });
  const tokens = new TokenService(keys, config.jwt.accessTokenTtlSeconds);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = openFileStorage(config.fileStorage, db, uploadsDir);
  if (config.fileStorage === 'database') {
    // files an earlier single instance kept on its disk move in with their urls (nothing a user saved is lost)
    const imported = await importDiskUploads(storage, uploadsDir);
    if (imported > 0) app.log.info({ imported, from: uploadsDir }, 'uploads copied from the disk into the database');
  }
  const accessStates = new AccessStateCache(db, changes);
  // one Redis connection per instance: shared limit counters and the socket adapter (REDIS_URL)
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  const limits = new Limits(redis ? new RedisCounter(redis, config.redisPrefix) : new MemoryCounter(), app.log);
  const adapter =
    realtimeAdapter !== undefined ? realtimeAdapter : await createRealtimeAdapter({ databaseUrl: config.databaseUrl, redis, redisPrefix: config.redisPrefix, log: app.log });
  const verifier = new AccessVerifier(tokens, new SessionCache(db, changes));
  const realtime = new Realtime({ verifier, accessStates, changes, corsOrigins: config.corsOrigins, adapter, log: app.log, securityHeaders: apiSecurityHeaders(config.publicUrl) });
  const deps: AppDeps = {
    db,
    changes,
    config,
    keys,
    tokens,
    verifier,
    accessStates,
    registry: new RegistryCache(db, changes),
    storage,
    realtime,
    limits,
  };
  realtime.attach(app.server);
  app.decorate('realtime', realtime);
  app.decorate('fileStorage', storage);
  // while closing (SIGTERM), answers ask keep-alive clients not to send another request on this connection
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
  let closing = false;
  let stopping = false;
  app.decorate('stopReadiness', () => {
    stopping = true;
  });
  app.decorate('beginShutdown', () => {
    stopping = true;
    closing = true;
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await redis?.quit().catch(() => {});
  });

  installErrorHandling(app);
  installControlCharGuard(app);
  await installSecurityHeaders(app, { db, changes, publicUrl: config.publicUrl });
  await installCors(app, config.corsOrigins);
  installAccessControl(app, deps);
  installDeleteAudit(app, db);
  // every route's `rateLimit` counts where the hand-counted limits do (Redis with REDIS_URL: across instances)
  await app.register(rateLimit, { global: false, store: limits.rateLimitStore(), skipOnError: true });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal API', version: '1.0.0', description: 'Internal portal: auth, accounts, locations, remote registry.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(healthModule, { db, assistantUrl: config.assistantUrl, adapter, stopping: () => stopping || closing });
  await app.register(wellKnownModule, deps);
  for (const module of [
    authModule,
    accountsModule,
    notifyModule,
    permissionsModule,
    locationsModule,
    remotesModule,
    deliveryModule,
    newsModule,
    announcementsModule,
    portalSettingsModule,
    triviaModule,
    pollsModule,
    jobTitlesModule,
    auditModule,
    shortcutsModule,
    analyticsModule,
    chatModule,
    eventsModule,
  ]) {
    await app.register(module, { ...deps, prefix: '/api/v1' });
  }
  await app.register(assistantModule, deps);
  await registerStatic(app, {
    staticRoot: config.staticRoot,
    uploads: storage,
    homePreloadLinks: async () => preloadLinkHeader(await homePreloadHints(config.staticRoot, await listRemotes(deps))),
  });
  return app;
}
