import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmStub, type LlmStub } from '@portal/shared/node/llm/stub';
import { createTestContext, databases, type TestContext } from '../../test/harness';

describe.each(databases)('GET /trivia/generate with a model (an OpenAI-compatible stub server) on %s', (kind) => {
  let ctx: TestContext;
  let stub: LlmStub;
  let reply: string | { status: number } = '';
  beforeAll(async () => {
    stub = await startLlmStub({ reply: () => reply });
    ctx = await createTestContext(kind, { config: { llm: { baseUrl: stub.url, apiKey: 'trivia-key', model: 'trivia-model', timeoutMs: 5_000 } } });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it('asks the model with the published news and announcements and answers with its question', async () => {
    reply = JSON.stringify({ question: 'When do summer hours start?', options: ['May 1', 'June 1', 'July 4'], correct: 2, source: 'Summer hours start June 1' });
    const res = await ctx.request({ method: 'GET', url: '/api/v1/trivia/generate', as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: { answer: 'When do summer hours start?\n\nA) May 1\nB) June 1\nC) July 4\n\nAnswer: B) June 1' },
      question: { question_answer: 'When do summer hours start?', options: ['May 1', 'June 1', 'July 4'], correct_option_id: 2 },
      source: 'model',
      based_on: ['Summer hours start June 1'],
    });
    const sent = stub.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer trivia-key');
    expect(sent.model).toBe('trivia-model');
    const prompt = JSON.stringify(sent.messages);
    // published items only: the private draft and the scheduled item are not shown to the model
    const published = await ctx.db.selectFrom('latest_news').select('title').where('active', '=', true).where('idea', '=', false).where('publish_date', 'is', null).execute();
    for (const { title } of published) expect(prompt).toContain(title);
    const hidden = await ctx.db.selectFrom('latest_news').select('title').where('active', '=', false).execute();
    for (const { title } of hidden) expect(prompt).not.toContain(title);
  });

  it('falls back to the portal content when the model fails (logged, not shown)', async () => {
    reply = { status: 503 };
    const res = await ctx.request({ method: 'GET', url: '/api/v1/trivia/generate', as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('portal-content');
  });
});
