import path from 'node:path';
import { z } from 'zod';
import { EXTRACTION_LIMITS, type ExtractionLimits } from '@portal/shared/knowledge';
import { embeddingConfigFromEnv, llmConfigFromEnv, type EmbeddingConfig, type LlmConfig } from '@portal/shared/node/llm';
import { env as read } from '@portal/shared/node/server';

export interface AssistantConfig {
  port: number;
  host: string;
  /** its PGlite lives in `dataDir/assistant/pglite` */
  dataDir: string;
  /** PostgreSQL: the service keeps its tables in its own schema (`schema`) */
  databaseUrl: string | null;
  schema: string;
  /** the portal api: its JWKS verifies tokens, its access route gives the caller's current permissions */
  portalApiUrl: string;
  /** hosts or CIDR ranges a URL document may reach although private, loopback or link-local */
  fetchAllow: string[];
  llm: LlmConfig | null;
  /** an OpenAI-compatible /embeddings endpoint: vector search beside full-text search */
  embedding: EmbeddingConfig | null;
  logLevel: string;
  /** seconds a caller's permissions are trusted before the api is asked again */
  accessCacheSeconds: number;
  /** false: this process runs no ingestion worker (another one does) */
  worker: boolean;
  /** what one document may cost to read (sizes, pages, rows, time, heap); tests lower them */
  extraction: ExtractionLimits;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function loadAssistantConfig(env: Record<string, string | undefined> = process.env): AssistantConfig {
  const port = read.port(env, 'ASSISTANT_PORT', 8090);
  const schema = read.envValue(env, 'ASSISTANT_DB_SCHEMA', z.string().regex(/^[a-z_][a-z0-9_]*$/), 'assistant', () => 'ASSISTANT_DB_SCHEMA must be a plain lower-case identifier');
  return {
    port,
    host: env.ASSISTANT_HOST || '127.0.0.1',
    dataDir: path.resolve(repoRoot, env.DATA_DIR || './data'),
    databaseUrl: env.ASSISTANT_DATABASE_URL || env.DATABASE_URL || null,
    schema,
    portalApiUrl: (env.PORTAL_API_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, ''),
    fetchAllow: read.list(env, 'ASSISTANT_FETCH_ALLOW'),
    llm: llmConfigFromEnv(env),
    embedding: embeddingConfigFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
    accessCacheSeconds: read.envValue(
      env,
      'ASSISTANT_ACCESS_CACHE_SECONDS',
      z.string().transform(Number).pipe(z.number().nonnegative()),
      5,
      (raw) => `ASSISTANT_ACCESS_CACHE_SECONDS must be a number of seconds, got "${raw}"`,
    ),
    worker: env.ASSISTANT_WORKER !== 'false',
    extraction: { ...EXTRACTION_LIMITS },
  };
}
