// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmClient, LlmError, llmConfigFromEnv } from './client';
import { startLlmStub, type LlmStub } from './stubServer';

describe('OpenAI-compatible client', () => {
  let stub: LlmStub;
  beforeAll(async () => {
    stub = await startLlmStub({
      reply: (request) => {
        const last = request.messages.at(-1)?.content;
        if (last === 'fail') return { status: 503 };
        return request.stream ? ['Hel', 'lo ', 'there'] : `echo: ${String(last)}`;
      },
    });
  });
  afterAll(() => stub.close());

  const client = () => new LlmClient({ baseUrl: stub.url, apiKey: 'k-123', model: 'test-model', timeoutMs: 5_000 });

  it('reads its configuration from the environment, and none without LLM_BASE_URL', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: 'http://h:1/v1/', LLM_MODEL: 'm' })).toEqual({ baseUrl: 'http://h:1/v1', apiKey: null, model: 'm', timeoutMs: 60_000 });
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'ftp://h' })).toThrow(/LLM_BASE_URL/);
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://h', LLM_TIMEOUT_MS: '-1' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('completes with the model, the key and the messages it was given', async () => {
    await expect(client().complete([{ role: 'user', content: 'ping' }], { maxTokens: 20, json: true })).resolves.toBe('echo: ping');
    const sent = stub.requests.at(-1)!;
    expect(sent.model).toBe('test-model');
    expect(sent.authorization).toBe('Bearer k-123');
    expect(sent.body.max_tokens).toBe(20);
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
  });

  it('streams the deltas in order', async () => {
    const pieces: string[] = [];
    for await (const piece of client().stream([{ role: 'user', content: 'hi' }])) pieces.push(piece);
    expect(pieces).toEqual(['Hel', 'lo ', 'there']);
    expect(stub.requests.at(-1)!.stream).toBe(true);
  });

  it('turns a refusal or an unreachable endpoint into an LlmError', async () => {
    await expect(client().complete([{ role: 'user', content: 'fail' }])).rejects.toMatchObject({ name: 'LlmError', status: 503 });
    const nowhere = new LlmClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'm', timeoutMs: 2_000 });
    await expect(nowhere.complete([{ role: 'user', content: 'x' }])).rejects.toBeInstanceOf(LlmError);
  });
});
