import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_ID_HEADER, KNOWLEDGE_MESSAGES as M, MESSAGE_ID_HEADER } from '@portal/shared/knowledge';
import { startLlmStub, type LlmStub } from '@portal/shared/node/llm/stub';
import { createAssistantTest, databases, USERS, type AssistantTest } from '../test/harness';
import { EXTRACTIVE_LEAD } from './answer';

const HANDBOOK = [
  'Full-time employees earn fifteen vacation days per year. Part-time employees earn five.',
  'Vacation requests go to your general manager at least two weeks ahead.',
  'The Redemption Counter closes thirty minutes after the last game.',
].join('\n\n');
const PNG = 'data:image/png;base64,' + Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

async function seed(t: AssistantTest) {
  const cat = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name: 'Employee handbook' } })).json().data.id as number;
  await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: cat, filename: 'Handbook.txt', text: HANDBOOK } });
  await t.request({
    as: USERS.admin,
    method: 'POST',
    url: '/documents',
    payload: { category_id: cat, filename: 'Games.txt', text: 'Air hockey tables are cleaned daily with a dry cloth.' },
  });
  await t.indexed();
  return cat;
}

/** POST a prompt over real HTTP and read the streamed body piece by piece. */
async function stream(t: AssistantTest, path: string, body: object, as = USERS.staff) {
  const address = t.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.portal.token(as)}` },
    body: JSON.stringify(body),
  });
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) pieces.push(decoder.decode(chunk, { stream: true }));
  return { response, pieces, text: pieces.join('') };
}

describe.each(databases)('chat without a model on %s', (kind) => {
  let t: AssistantTest;
  let cat: number;
  beforeAll(async () => {
    t = await createAssistantTest(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cat = await seed(t);
  });
  afterAll(() => t?.close());

  it('answers from the best sentences, cited, with the conversation and message ids in headers', async () => {
    const { response, text, pieces } = await stream(t, '/conversations', { prompt: 'How many vacation days do full-time employees get?', category_ids: [cat] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const conversation = Number(response.headers.get(CONVERSATION_ID_HEADER));
    const message = Number(response.headers.get(MESSAGE_ID_HEADER));
    expect(conversation).toBeGreaterThan(0);
    expect(pieces.join('')).toBe(text);
    expect(pieces[0]!.startsWith(EXTRACTIVE_LEAD)).toBe(true);
    expect(text).toContain('Full-time employees earn fifteen vacation days per year. [1]');
    expect(text).not.toContain('Air hockey');

    const name = await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${conversation}/name` });
    expect(name.json().data.name).toBe('How many vacation days do full-time employees get?');
    const sources = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${conversation}/messages/${message}` })).json().data.sources;
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ filename: 'Handbook.txt', category_id: cat });
    expect(sources[0].url).toMatch(new RegExp(`^/knowledgebase/${cat}/employee-handbook\\?document=\\d+&passage=\\d+$`));
    const followUps = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${conversation}/follow-ups` })).json().data;
    expect(followUps.length).toBeGreaterThan(0);
    const history = (await t.request({ as: USERS.staff, method: 'GET', url: '/conversations?per_page=1000' })).json().data;
    expect(history[0].id).toBe(conversation);
    // another user never sees it
    expect((await t.request({ as: USERS.partner, method: 'GET', url: `/conversations/${conversation}` })).statusCode).toBe(404);
  });

  it('says plainly when nothing relevant was found, citing nothing', async () => {
    const { response, text } = await stream(t, '/conversations', { prompt: 'quantum chromodynamics lattice', category_ids: [cat] });
    expect(text).toBe(M.nothingFound);
    const message = response.headers.get(MESSAGE_ID_HEADER);
    const data = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${response.headers.get(CONVERSATION_ID_HEADER)}/messages/${message}` })).json().data;
    expect(data.sources).toEqual([]);
  });

  it('continues a conversation, keeps an attached image with the message, refuses bad input', async () => {
    const first = await stream(t, '/conversations', { prompt: 'When does the redemption counter close?' });
    const id = first.response.headers.get(CONVERSATION_ID_HEADER);
    const second = await stream(t, `/conversations/${id}`, { prompt: 'And how early must vacation be requested?', image: PNG });
    expect(second.response.headers.get(CONVERSATION_ID_HEADER)).toBe(id);
    expect(second.text).toContain('two weeks ahead');
    const thread = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${id}` })).json().data.messages;
    expect(thread.map((m: { role_id: number }) => m.role_id)).toEqual([1, 2, 1, 2]);
    expect(thread[2].url).toBe(PNG);
    for (const payload of [{ prompt: '   ' }, { prompt: 'x', image: 'data:image/gif;base64,R0lGOD' }, { prompt: 'x', image: 'data:image/png;base64,aGVsbG8=' }]) {
      const res = await t.request({ as: USERS.staff, method: 'POST', url: '/conversations', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.request({ as: USERS.partner, method: 'POST', url: `/conversations/${id}`, payload: { prompt: 'hi' } })).statusCode).toBe(404);
  });

  it('stores and returns a 4 MB image as base64 text, never as a bytea value PGlite would convert in JavaScript', async () => {
    const bytes = Buffer.alloc(4 * 1024 * 1024 - 64, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const image = `data:image/png;base64,${bytes.toString('base64')}`;
    const executor = t.db.getExecutor();
    const binaryParameters: string[] = [];
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = (query, ...rest) => {
      if (query.parameters.some((p) => p instanceof Uint8Array)) binaryParameters.push(query.sql.slice(0, 80));
      return execute(query, ...rest);
    };
    try {
      const asked = await stream(t, '/conversations', { prompt: 'When does the redemption counter close?', image });
      const id = asked.response.headers.get(CONVERSATION_ID_HEADER);
      const thread = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${id}` })).json().data.messages;
      expect(thread[0].url).toBe(image);
    } finally {
      executor.executeQuery = execute;
    }
    expect(binaryParameters).toEqual([]);
  });

  it('rates answers; a down fills the unsatisfactory list with its conversation', async () => {
    const { response } = await stream(t, '/conversations', { prompt: 'How are air hockey tables cleaned?' });
    const id = response.headers.get(CONVERSATION_ID_HEADER);
    const message = response.headers.get(MESSAGE_ID_HEADER);
    const url = `/conversations/${id}/messages/${message}/feedback`;
    expect((await t.request({ as: USERS.staff, method: 'POST', url, payload: { rating: 'up' } })).statusCode).toBe(200);
    let logs = (await t.request({ as: USERS.admin, method: 'GET', url: '/unsatisfactory-answers/?per_page=50&page=1' })).json();
    expect(logs.data.map((r: { id: number }) => r.id)).not.toContain(Number(message));
    const down = await t.request({ as: USERS.staff, method: 'POST', url, payload: { rating: 'down', reason: 'Too short' } });
    expect(down.statusCode).toBe(200);
    expect((await t.request({ as: USERS.partner, method: 'POST', url, payload: { rating: 'down' } })).statusCode).toBe(404);
    expect((await t.request({ as: USERS.staff, method: 'POST', url, payload: { rating: 'meh' } })).statusCode).toBe(400);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: '/unsatisfactory-answers/' })).statusCode).toBe(403);
    logs = (await t.request({ as: USERS.admin, method: 'GET', url: '/unsatisfactory-answers/?per_page=50&page=1' })).json();
    expect(logs.meta).toMatchObject({ first_page: 1, current_page: 1, last_page: 1, next_page: null, per_page: 50 });
    const row = logs.data.find((r: { id: number }) => r.id === Number(message));
    expect(row).toMatchObject({ reason: 'Too short', user_name: 'Sam Staff', conversation: { id: Number(id) } });
    expect(row.content).toContain('dry cloth');
    expect(row.conversation.messages).toHaveLength(2);
    // the reviewer opens the conversation
    expect((await t.request({ as: USERS.admin, method: 'GET', url: `/conversations/${id}` })).statusCode).toBe(200);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: '/unsatisfactory-answers/?per_page=51' })).statusCode).toBe(403);
    expect((await t.request({ as: USERS.admin, method: 'GET', url: '/unsatisfactory-answers/?per_page=51' })).statusCode).toBe(400);
  });

  it('writes a trivia question from the documents with the shared generator', async () => {
    const res = await t.request({ as: USERS.admin, method: 'GET', url: '/trivia' });
    expect(res.statusCode).toBe(200);
    const answer = res.json().result.answer as string | null;
    // the model-free generator needs a fact with distractors of its kind: the two small documents may not give one
    if (answer !== null) expect(answer).toMatch(/Answer: [A-F]\) /);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: '/trivia' })).statusCode).toBe(403);
  });
});

describe.each(databases)('chat with a model on %s', (kind) => {
  let t: AssistantTest;
  let llm: LlmStub;
  let cat: number;
  beforeAll(async () => {
    llm = await startLlmStub({
      deltaDelayMs: 40,
      reply: (req) =>
        req.stream
          ? ['Full-time ', 'employees ', 'get fifteen ', 'vacation days ', 'a year [1].']
          : JSON.stringify({ follow_ups: ['What about part-time staff?', 'How do I request vacation?'], name: 'Vacation days' }),
    });
    t = await createAssistantTest(kind, { llmUrl: llm.url });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cat = await seed(t);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it('streams the model’s grounded answer as it is written, then names the conversation and suggests follow-ups', async () => {
    const { response, pieces, text } = await stream(t, '/conversations', { prompt: 'How many vacation days do I get?', category_ids: [cat], image: PNG });
    expect(text).toBe('Full-time employees get fifteen vacation days a year [1].');
    // the first bytes arrived long before the last delta was written
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces[0]).not.toBe(text);
    const request = llm.requests.find((r) => r.stream)!;
    const user = request.messages.at(-1)!;
    expect(Array.isArray(user.content)).toBe(true);
    const parts = user.content as { type: string; text?: string }[];
    expect(parts[0]!.text).toContain('[1] (Handbook.txt)');
    expect(parts[1]!.type).toBe('image_url');
    const id = response.headers.get(CONVERSATION_ID_HEADER);
    expect((await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${id}/name` })).json().data.name).toBe('Vacation days');
    expect((await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${id}/follow-ups` })).json().data).toEqual([
      'What about part-time staff?',
      'How do I request vacation?',
    ]);
    const message = (await t.request({ as: USERS.staff, method: 'GET', url: `/conversations/${id}/messages/${response.headers.get(MESSAGE_ID_HEADER)}` })).json().data;
    expect(message.sources.map((s: { filename: string }) => s.filename)).toEqual(['Handbook.txt']);
  });

  it('never asks the model when nothing relevant was found', async () => {
    const before = llm.requests.length;
    const { text } = await stream(t, '/conversations', { prompt: 'quantum chromodynamics lattice' });
    expect(text).toBe(M.nothingFound);
    expect(llm.requests.length).toBe(before);
  });
});
