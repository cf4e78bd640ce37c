/**
 * A client for an OpenAI-compatible `/embeddings` endpoint (`EMBEDDING_MODEL`, with `EMBEDDING_BASE_URL` and
 * `EMBEDDING_API_KEY`, which default to `LLM_BASE_URL` and `LLM_API_KEY`). The assistant uses it for vector search
 * beside full-text search; with no `EMBEDDING_MODEL` there is no client and nothing changes.
 */
import { LlmError } from './client';

export interface EmbeddingConfig {
  /** base URL including the version segment, e.g. `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** texts per request: providers cap the batch (OpenAI at 2048 inputs) */
export const EMBEDDING_BATCH = 64;

/** The configuration from the environment, or null when `EMBEDDING_MODEL` is unset. Throws on a bad value. */
export function embeddingConfigFromEnv(env: Record<string, string | undefined>): EmbeddingConfig | null {
  const model = env.EMBEDDING_MODEL?.trim();
  if (!model) return null;
  const raw = (env.EMBEDDING_BASE_URL || env.LLM_BASE_URL)?.trim();
  if (!raw) throw new Error('EMBEDDING_MODEL needs EMBEDDING_BASE_URL (or LLM_BASE_URL)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('EMBEDDING_BASE_URL must be an http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('EMBEDDING_BASE_URL must be an http:// or https:// URL');
  const timeout = env.EMBEDDING_TIMEOUT_MS ? Number(env.EMBEDDING_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error('EMBEDDING_TIMEOUT_MS must be a positive integer');
  return { baseUrl: raw.replace(/\/+$/, ''), apiKey: (env.EMBEDDING_API_KEY || env.LLM_API_KEY)?.trim() || null, model, timeoutMs: timeout };
}

export class EmbeddingClient {
  constructor(
    readonly config: EmbeddingConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** One vector per text, in order. */
  async embed(texts: string[]): Promise<number[][]> {
    if (!texts.length) return [];
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}/embeddings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
        body: JSON.stringify({ model: this.config.model, input: texts }),
        signal: timeout,
      });
    } catch (error) {
      const reason = timeout.aborted ? `no answer within ${this.config.timeoutMs} ms` : (error as Error).message;
      throw new LlmError(`The embedding model could not be reached: ${reason}.`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new LlmError(`The embedding model refused the request (HTTP ${response.status}).`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new LlmError('The embedding model answered with something that is not JSON.');
    }
    const data = (body as { data?: { embedding?: unknown; index?: unknown }[] })?.data;
    if (!Array.isArray(data) || data.length !== texts.length) throw new LlmError('The embedding model answered with the wrong number of vectors.');
    const out: number[][] = new Array(texts.length);
    data.forEach((item, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      const vector = item.embedding;
      if (!Array.isArray(vector) || !vector.length || !vector.every((x) => typeof x === 'number' && Number.isFinite(x)) || index < 0 || index >= texts.length) {
        throw new LlmError('The embedding model answered with a malformed vector.');
      }
      out[index] = vector as number[];
    });
    if (out.some((v) => !v) || out.some((v) => v.length !== out[0]!.length)) throw new LlmError('The embedding model answered with a malformed vector.');
    return out;
  }
}

/** A client when the environment configures one, else null. */
export function embeddingClientFromEnv(env: Record<string, string | undefined>): EmbeddingClient | null {
  const config = embeddingConfigFromEnv(env);
  return config ? new EmbeddingClient(config) : null;
}
