import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { KNOWLEDGE_LIMITS } from '@portal/shared/knowledge';
import { EmbeddingClient, llmClientFromEnv, LlmClient } from '@portal/shared/node/llm';
import { Authenticator } from './auth';
import type { AssistantConfig } from './config';
import type { AssistantContext } from './context';
import type { OpenedDatabase } from './db';
import { forbidden, installAccessHook, installErrorHandling, meetsRequirement, sendNotFound } from '@portal/shared/node/server';
import { FetchPolicy } from './ingest/fetchUrl';
import { IngestWorker } from './ingest/worker';
import { categoryRoutes } from './routes/categories';
import { conversationRoutes } from './routes/conversations';
import { documentRoutes } from './routes/documents';
import { triviaRoutes } from './routes/trivia';
import { VectorIndex } from './vectors';
import { preloadLexicon } from './chat/lexicon';

export interface BuildOptions {
  database: OpenedDatabase;
  config: AssistantConfig;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    assistant: AssistantContext;
  }
}

/** JSON bodies carry a pasted text document (2 M characters) or an image as a data URL (4 MB). */
const BODY_LIMIT = 8 * 1024 * 1024;

export async function buildAssistant({ database, config, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.setNotFoundHandler(sendNotFound);
  await app.register(multipart, { limits: { fileSize: KNOWLEDGE_LIMITS.fileBytes, files: 1 } });

  const policy = new FetchPolicy(config.fetchAllow);
  // the general lexicon's sense index (7 MB) is read now, not on the first question
  preloadLexicon();
  const ctx: AssistantContext = {
    db: database.db,
    config,
    auth: new Authenticator(config.portalApiUrl, config.accessCacheSeconds),
    llm: config.llm ? new LlmClient(config.llm) : llmClientFromEnv({}),
    policy,
    worker: new IngestWorker(database.db, policy, app.log, { exclusive: database.kind === 'pglite', limits: config.extraction }),
    vectors: config.embedding ? new VectorIndex(database.db, new EmbeddingClient(config.embedding), app.log) : null,
  };
  app.decorate('assistant', ctx);
  app.decorateRequest('caller', null);

  // every call: the portal's token (JWKS) and the caller's current permissions, before the body is read
  installAccessHook(app, {
    accessOf: (config) => config?.access,
    async authorize(request, access) {
      request.caller = await ctx.auth.authenticate(request.headers.authorization);
      if (access !== 'signed-in' && !meetsRequirement(request.caller.roles, access)) throw forbidden();
    },
  });

  app.get('/health', { config: { access: 'public' } }, async () => ({ status: 'ok', llm: Boolean(ctx.llm) }));
  await app.register(async (scope) => {
    await categoryRoutes(scope, ctx);
    await documentRoutes(scope, ctx);
    await conversationRoutes(scope, ctx);
    await triviaRoutes(scope, ctx);
  });
  if (config.worker) {
    app.addHook('onReady', async () => ctx.worker.start());
    app.addHook('onClose', async () => ctx.worker.stop());
    if (ctx.vectors) {
      const vectors = ctx.vectors;
      app.addHook('onReady', async () => vectors.start());
      app.addHook('onClose', async () => vectors.stop());
    }
  }
  return app;
}
