import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@portal/shared';
import { apiSecurityHeaders } from '../http/securityHeaders';
import { createTestContext, databases, type TestContext } from '../test/harness';

// Issue 43: socket.io's own answers (engine.io writes them, not Fastify) carry the api's security headers.
describe.each(databases)("socket.io's own answers on %s", (kind) => {
  let ctx: TestContext;
  let url = '';
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => ctx.close());

  it('a bad handshake (polling is off, unknown transport) answers 400 with the headers of every api answer', async () => {
    const api = await fetch(`${url}/api/v1/auth/locations`);
    expect(api.status).toBe(200);
    const expected = apiSecurityHeaders(ctx.config.publicUrl);
    // the list is what the api really sends (it would drift from helmet's otherwise)
    for (const [name, value] of Object.entries(expected)) expect(api.headers.get(name), name).toBe(value);
    for (const path of [`${REALTIME_PATH}/?EIO=4&transport=polling`, `${REALTIME_PATH}/?EIO=4&transport=nope`, `${REALTIME_PATH}/?EIO=1`]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(400);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('a refused websocket upgrade (engine.io writes it on the raw socket) carries them too', async () => {
    const expected = apiSecurityHeaders(ctx.config.publicUrl);
    const { port } = new URL(url);
    // an unknown session id: engine.io refuses the upgrade before any websocket exists
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET ${REALTIME_PATH}/?EIO=4&transport=websocket&sid=unknown HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(head.slice(0, 200)).toMatch(/^HTTP\/1\.1 400 /);
    const lines = head.split('\r\n\r\n')[0]!.split('\r\n').slice(1);
    const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    for (const [name, value] of Object.entries(expected)) expect(headers.get(name.toLowerCase()), name).toBe(value);
  });
});
