import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { createTestContext, databases, type TestContext } from '../../test/harness';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe.each(databases)('assistant forwarding on %s', (kind) => {
  let ctx: TestContext;
  let upstream: Server;
  const seen: Seen[] = [];
  /** ends the streamed answer: called by the test once it holds the first piece */
  let finishAnswer = () => {};
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (p: Buffer) => parts.push(p));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(parts) });
        if (req.url === '/conversations') {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-conversation-id': '7', 'x-message-id': '9', 'set-cookie': 'no=1' });
          res.write('first ');
          // the rest only once the client has the first piece: an api that waited for the whole answer never delivers it
          finishAnswer = () => res.end('second');
          return;
        }
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"Knowledge base not found."}}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext(kind, { config: { assistantUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await ctx?.close();
    upstream?.close();
  });

  it('gives the assistant the caller’s current permissions and group', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/v1/assistant/access' })).statusCode).toBe(401);
    const res = await ctx.request({ method: 'GET', url: '/api/v1/assistant/access', as: 'staff' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(await ctx.idOf('staff'));
    expect(body.group_id).toBe(15);
    expect(body.roles.chat_feg).toMatchObject({ view: expect.any(Boolean) });
  });

  it('forwards /assistant/* with the token and body, streaming the answer and its id headers back', async () => {
    expect((await ctx.request({ method: 'GET', url: '/assistant/categories' })).statusCode).toBe(401);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const token = await ctx.token('staff');
    const response = await fetch(`http://127.0.0.1:${port}/assistant/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'hello' }),
    });
    expect(response.headers.get('x-conversation-id')).toBe('7');
    expect(response.headers.get('x-message-id')).toBe('9');
    expect(response.headers.get('set-cookie')).toBeNull();
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('first ');
    finishAnswer();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('second');
    const call = seen.find((s) => s.url === '/conversations')!;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(call.body.toString())).toEqual({ prompt: 'hello' });

    const missing = await ctx.request({ method: 'GET', url: '/assistant/categories/99?per_page=1000', as: 'staff' });
    expect(missing.statusCode).toBe(404);
    expect(seen.at(-1)!.url).toBe('/categories/99?per_page=1000');
    const multipart = Buffer.from('--b\r\ncontent-disposition: form-data; name="category_id"\r\n\r\n1\r\n--b--\r\n');
    await ctx.request({ method: 'POST', url: '/assistant/documents', as: 'staff', payload: multipart, headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    expect(seen.at(-1)!.body.equals(multipart)).toBe(true);
  });

  it('says the assistant is unavailable with a 503 in the error shape, not a bare 502', async () => {
    const saved = ctx.config.assistantUrl;
    ctx.config.assistantUrl = 'http://127.0.0.1:1';
    try {
      const res = await ctx.request({ method: 'GET', url: '/assistant/categories', as: 'staff' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toEqual({ code: 'ASSISTANT_UNAVAILABLE', message: KNOWLEDGE_MESSAGES.assistantDown });
    } finally {
      ctx.config.assistantUrl = saved;
    }
  });
});
