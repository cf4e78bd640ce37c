import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_REALTIME, controlCharsFieldMessage, findControlChars } from '@portal/shared';
import { createTestContext, databaseFingerprint, databases, type TestContext } from '../test/harness';
import { connected, join, listen, locationOf } from '../modules/chat/testKit';

describe('findControlChars', () => {
  it('names the first field holding a control character, at any depth, keys included', () => {
    expect(findControlChars({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findControlChars({ 'bad\u0001key': 1 })).toBe('bad\u0001key');
    expect(findControlChars('\u007f')).toBe('value');
    // tab and line breaks are text
    expect(findControlChars({ a: 'one\ttwo\r\nthree' })).toBeNull();
    expect(findControlChars([1, true, null, { n: 2 }])).toBeNull();
  });
});

/** Issue 19 point 4: a NUL (or any control character) in any text field of any route is a 400 naming the field, never a 500. */
describe.each(databases)('control characters in requests on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(() => ctx.close());

  it('anonymous POST /auth/register with a NUL in a name: 400 with the field, nothing written', async () => {
    const before = await databaseFingerprint(ctx.db);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { first_name: 'Ni\u0000na', last_name: 'Null', email: 'nina.null@arcadia.example', password: 'Longenough1', phone_number: '(312) 555-0100', location_id: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: controlCharsFieldMessage('first_name'), field: 'first_name' });
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('every api route with a body refuses a NUL in it with 400 (never 500), as its rightful caller', async () => {
    const withBody = ctx.app.declaredRoutes.filter((r) => r.url.startsWith('/api/v1/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(withBody.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of withBody) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const res = await ctx.request({
        method: route.method as 'POST',
        url,
        payload: { text: 'a\u0000b', nested: { list: ['ok'] } },
        as: route.access === 'public' ? null : 'admin',
      });
      const error = res.statusCode === 400 ? res.json().error : null;
      if (error?.field !== 'text' || error?.message !== controlCharsFieldMessage('text')) wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every api GET route refuses a NUL in its query or path with 400', async () => {
    const gets = ctx.app.declaredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.method === 'GET');
    const wrong: string[] = [];
    for (const route of gets) {
      const url = `${route.url.replace(/:[A-Za-z_]+/g, '1')}?q=x%00y`;
      const res = await ctx.request({ method: 'GET', url, as: route.access === 'public' ? null : 'admin' });
      if (res.statusCode !== 400 || res.json().error.field !== 'q') wrong.push(`GET ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const inPath = await ctx.request({ method: 'GET', url: '/api/v1/shortcuts/byName/ab%00c', as: 'admin' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().error.field).toBe('text');
  });

  it('a chat message with a NUL is refused over the socket, naming the field, and stores nothing', async () => {
    const url = await listen(ctx);
    const socket = await connected(url, await ctx.token('staff'));
    try {
      const room = await locationOf(ctx.db, 'staff');
      expect(await join(socket, room)).toEqual({ ok: true });
      const ack = await socket.timeout(5_000).emitWithAck(CHAT_REALTIME.send, { room, type: 'TEXT', content: 'hi\u0000there' });
      expect(ack).toEqual({ ok: false, error: controlCharsFieldMessage('content'), field: 'content' });
    } finally {
      socket.disconnect();
    }
  });
});
