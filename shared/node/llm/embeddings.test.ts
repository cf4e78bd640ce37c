// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmError } from './client';
import { EmbeddingClient, embeddingConfigFromEnv } from './embeddings';
import { startLlmStub, stubEmbedding, STUB_EMBEDDING_DIMENSIONS, type LlmStub } from './stubServer';

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('OpenAI-compatible embeddings client', () => {
  let stub: LlmStub;
  beforeAll(async () => {
    stub = await startLlmStub({ embed: (text) => (text === 'fail' ? { status: 500 } : stubEmbedding(text)) });
  });
  afterAll(() => stub.close());

  it('is configured by EMBEDDING_MODEL, its address defaulting to the chat model’s', () => {
    expect(embeddingConfigFromEnv({ LLM_BASE_URL: 'http://h:1/v1' })).toBeNull();
    expect(embeddingConfigFromEnv({ LLM_BASE_URL: 'http://h:1/v1/', LLM_API_KEY: 'k', EMBEDDING_MODEL: 'e' })).toEqual({
      baseUrl: 'http://h:1/v1',
      apiKey: 'k',
      model: 'e',
      timeoutMs: 30_000,
    });
    expect(embeddingConfigFromEnv({ LLM_BASE_URL: 'http://h:1/v1', EMBEDDING_BASE_URL: 'http://e:2/v1', EMBEDDING_MODEL: 'e' })?.baseUrl).toBe('http://e:2/v1');
    expect(() => embeddingConfigFromEnv({ EMBEDDING_MODEL: 'e' })).toThrow(/EMBEDDING_BASE_URL/);
    expect(() => embeddingConfigFromEnv({ EMBEDDING_MODEL: 'e', EMBEDDING_BASE_URL: 'ftp://x' })).toThrow(/EMBEDDING_BASE_URL/);
  });

  it('returns one vector per text, in order, deterministic, close for texts sharing words', async () => {
    const client = new EmbeddingClient({ baseUrl: stub.url, apiKey: null, model: 'stub-embed', timeoutMs: 5_000 });
    const [a, b, c] = await client.embed(['refund of game cards', 'game card refunds', 'fire exits and assembly point']);
    expect(a).toHaveLength(STUB_EMBEDDING_DIMENSIONS);
    expect(a).toEqual(stubEmbedding('refund of game cards'));
    expect(dot(a!, b!)).toBeGreaterThan(dot(a!, c!));
    expect(stub.embedded.slice(-3)).toEqual(['refund of game cards', 'game card refunds', 'fire exits and assembly point']);
    await expect(client.embed([])).resolves.toEqual([]);
    await expect(client.embed(['fail'])).rejects.toThrow(LlmError);
  });

  it('refuses an answer with the wrong number of vectors', async () => {
    const fake = (async () => new Response(JSON.stringify({ data: [{ embedding: [1, 0] }] }), { status: 200 })) as typeof fetch;
    const client = new EmbeddingClient({ baseUrl: 'http://x/v1', apiKey: null, model: 'm', timeoutMs: 1000 }, fake);
    await expect(client.embed(['a', 'b'])).rejects.toThrow(/number of vectors/);
  });
});
