import type { FastifyRequest } from 'fastify';
import type { LlmClient } from '@portal/shared/node/llm';
import type { Authenticator, Caller } from './auth';
import type { AssistantConfig } from './config';
import type { Db } from './db';
import type { FetchPolicy } from './ingest/fetchUrl';
import type { IngestWorker } from './ingest/worker';
import type { VectorIndex } from './vectors';
import { unauthorized } from '@portal/shared/node/server';

export interface AssistantContext {
  db: Db;
  config: AssistantConfig;
  auth: Authenticator;
  llm: LlmClient | null;
  policy: FetchPolicy;
  worker: IngestWorker;
  /** vector search and the passages' embedding, when an embedding model is configured */
  vectors: VectorIndex | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
