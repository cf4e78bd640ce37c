/**
 * A client for any OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`): the one
 * place the api (trivia question generator) and the assistant service talk to a model. Plain `fetch`, no SDK, so it
 * runs in Node and needs nothing downloaded. With no `LLM_BASE_URL` there is no client, and callers use their own
 * model-free path.
 */

export interface LlmConfig {
  /** base URL including the version segment, e.g. `http://127.0.0.1:11434/v1` or `https://api.openai.com/v1` */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** per request; a streamed answer's whole duration included */
  timeoutMs: number;
}

export type LlmContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | LlmContentPart[];
}

export interface LlmRequestOptions {
  maxTokens?: number;
  temperature?: number;
  /** ask for a JSON object answer (`response_format: json_object`) */
  json?: boolean;
  signal?: AbortSignal;
}

/** The model could not be reached or refused the request; `status` is the HTTP status when there was one. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 60_000;

/** The client's configuration from the environment, or null when `LLM_BASE_URL` is unset. Throws on a bad value. */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const raw = env.LLM_BASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('LLM_BASE_URL must be an http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('LLM_BASE_URL must be an http:// or https:// URL');
  const timeout = env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error('LLM_TIMEOUT_MS must be a positive integer');
  return {
    baseUrl: raw.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || null,
    model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    timeoutMs: timeout,
  };
}

type Fetch = typeof fetch;

export class LlmClient {
  constructor(
    readonly config: LlmConfig,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  /** The whole answer text. */
  async complete(messages: LlmMessage[], options: LlmRequestOptions = {}): Promise<string> {
    const response = await this.post(messages, options, false);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new LlmError('The model answered with something that is not JSON.');
    }
    const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError('The model answered without any text.');
    return content;
  }

  /** The answer as it is written: text deltas in order (server-sent events, `data: [DONE]` ends them). */
  async *stream(messages: LlmMessage[], options: LlmRequestOptions = {}): AsyncGenerator<string> {
    const response = await this.post(messages, options, true);
    if (!response.body) throw new LlmError('The model sent no stream.');
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.search(/\r?\n\r?\n/)) !== -1) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        for (const line of event.split(/\r?\n/)) {
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            throw new LlmError('The model sent a malformed stream event.');
          }
          const delta = (parsed as { choices?: { delta?: { content?: unknown } }[] })?.choices?.[0]?.delta?.content;
          if (typeof delta === 'string' && delta) yield delta;
        }
      }
    }
  }

  private async post(messages: LlmMessage[], options: LlmRequestOptions, stream: boolean): Promise<Response> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(stream ? { accept: 'text/event-stream' } : {}),
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          stream,
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          ...(options.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal,
      });
    } catch (error) {
      const reason = timeout.aborted ? `no answer within ${this.config.timeoutMs} ms` : (error as Error).message;
      throw new LlmError(`The model could not be reached: ${reason}.`);
    }
    if (!response.ok) {
      // the provider's error text can echo the prompt: keep only its status
      await response.body?.cancel().catch(() => {});
      throw new LlmError(`The model refused the request (HTTP ${response.status}).`, response.status);
    }
    return response;
  }
}

/** A client when the environment configures one, else null. */
export function llmClientFromEnv(env: Record<string, string | undefined>): LlmClient | null {
  const config = llmConfigFromEnv(env);
  return config ? new LlmClient(config) : null;
}
