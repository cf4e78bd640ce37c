import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_ID_HEADER, MESSAGE_ID_HEADER } from '@portal/shared/knowledge';
import { multipart } from '../demo/builders';
import { createAssistantTest, databases, USERS, type AssistantTest } from './harness';

/**
 * Issue 19, "the spec's calls answer as written", for the calls the spec sends to the assistant service (second spec,
 * section 7, "Assistant service (separate host)"): each with its path, method and the body fields the spec names, in the
 * order a user's session makes them, as the Super Admin. None may answer 400 or 404 because of how it is written.
 * The api's own calls are in api/src/test/specCalls.test.ts.
 */
type Call = { spec: string; request: () => InjectOptions | Promise<InjectOptions> };

const PAGE = '<html><head><title>Prize policy</title></head><body><main><p>Prizes are redeemed at the counter.</p></main></body></html>';

describe.each(databases)('the spec’s assistant calls, as written, on %s', (kind) => {
  let t: AssistantTest;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // the url form of POST /documents fetches the page: the test site is the one private address allowed
    t = await createAssistantTest(kind, { fetchAllow: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('every call answers without 400 or 404', async () => {
    // what earlier calls created, for the calls that name it
    const made = { category: 0, document: 0, conversation: 0, message: 0 };
    const json =
      (method: InjectOptions['method'], url: string, payload: () => object): Call['request'] =>
      () => ({ method, url, payload: payload() });
    const calls: Call[] = [
      { spec: 'POST /categories (name, slug)', request: json('POST', '/categories', () => ({ name: 'Spec calls', slug: 'spec-calls' })) },
      { spec: 'GET /categories?per_page=1000', request: () => ({ method: 'GET', url: '/categories?per_page=1000' }) },
      { spec: 'GET /categories/{id}', request: () => ({ method: 'GET', url: `/categories/${made.category}` }) },
      {
        spec: 'POST /documents multipart (file, category_id)',
        request: () => ({
          method: 'POST',
          url: '/documents',
          ...multipart({ category_id: made.category, file: { filename: 'Prizes.txt', bytes: Buffer.from('Prizes are redeemed at the counter.'), type: 'text/plain' } }),
        }),
      },
      {
        spec: 'POST /documents JSON (category_id, text, filename)',
        request: json('POST', '/documents', () => ({ category_id: made.category, text: 'Tickets never expire.', filename: 'Tickets.txt' })),
      },
      { spec: 'POST /documents JSON (category_id, url)', request: json('POST', '/documents', () => ({ category_id: made.category, url: `${siteUrl}/policy` })) },
      { spec: 'GET /documents?per_page=1000 with category_id', request: () => ({ method: 'GET', url: `/documents?per_page=1000&category_id=${made.category}` }) },
      { spec: 'PUT /documents/{id} (rename)', request: () => ({ method: 'PUT', url: `/documents/${made.document}`, payload: { filename: 'Prize rules.txt' } }) },
      { spec: 'POST /conversations body prompt', request: json('POST', '/conversations', () => ({ prompt: 'Where are prizes redeemed?' })) },
      { spec: 'POST /conversations/{id} body prompt', request: () => ({ method: 'POST', url: `/conversations/${made.conversation}`, payload: { prompt: 'Do tickets expire?' } }) },
      { spec: 'GET /conversations?per_page=1000', request: () => ({ method: 'GET', url: '/conversations?per_page=1000' }) },
      { spec: 'GET /conversations/{id} (messages)', request: () => ({ method: 'GET', url: `/conversations/${made.conversation}` }) },
      { spec: 'GET /conversations/{id}/name', request: () => ({ method: 'GET', url: `/conversations/${made.conversation}/name` }) },
      { spec: 'GET /conversations/{id}/follow-ups', request: () => ({ method: 'GET', url: `/conversations/${made.conversation}/follow-ups` }) },
      { spec: 'GET /conversations/{id}/messages/{messageId} (sources)', request: () => ({ method: 'GET', url: `/conversations/${made.conversation}/messages/${made.message}` }) },
      { spec: 'GET /unsatisfactory-answers/?per_page=50&page={n}', request: () => ({ method: 'GET', url: '/unsatisfactory-answers/?per_page=50&page=1' }) },
      { spec: 'DELETE /documents/{id}', request: () => ({ method: 'DELETE', url: `/documents/${made.document}` }) },
      { spec: 'DELETE /categories/{id}', request: () => ({ method: 'DELETE', url: `/categories/${made.category}` }) },
    ];
    const answers: { spec: string; status: number; error?: string }[] = [];
    for (const call of calls) {
      const options = await call.request();
      const res = await t.request({ ...options, as: USERS.admin });
      answers.push({ spec: call.spec, status: res.statusCode, ...(res.statusCode >= 400 ? { error: res.body.slice(0, 200) } : {}) });
      if (call.spec.startsWith('POST /categories')) made.category = res.json().data.id;
      if (call.spec.startsWith('POST /documents multipart')) made.document = res.json().data.id;
      // answers come from indexed passages: let the three documents be indexed before the first prompt
      if (call.spec.startsWith('POST /documents JSON (category_id, url)')) await t.indexed();
      if (call.spec === 'POST /conversations body prompt') {
        made.conversation = Number(res.headers[CONVERSATION_ID_HEADER.toLowerCase()]);
        made.message = Number(res.headers[MESSAGE_ID_HEADER.toLowerCase()]);
      }
    }
    const refused = answers.filter((a) => a.status === 400 || a.status === 404 || a.status >= 500);
    expect(refused).toEqual([]);
    expect(answers.map((a) => a.spec)).toEqual(calls.map((c) => c.spec));
  });
});
