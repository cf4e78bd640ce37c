import { createHash } from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { COALESCE_LIMIT_BYTES, coalesceSocketWrites } from './coalescedWrites';

/** 8 KiB of a byte that names its chunk: a corrupted or reordered stream changes the digest. */
const chunkOf = (i: number) => Buffer.alloc(8192, i % 251);

describe('coalesced socket writes', () => {
  let app: FastifyInstance;
  let port: number;
  /** bytes the big-stream route has produced so far */
  let produced = 0;

  beforeAll(async () => {
    app = Fastify();
    coalesceSocketWrites(app.server);
    app.get<{ Params: { n: string } }>('/echo/:n', async (request) => ({ n: Number(request.params.n) }));
    app.get<{ Querystring: { chunks: string } }>('/stream', (request, reply) => {
      const total = Number(request.query.chunks);
      produced = 0;
      async function* body() {
        for (let i = 0; i < total; i++) {
          produced += 8192;
          yield chunkOf(i);
        }
      }
      return reply.type('application/octet-stream').send(Readable.from(body()));
    });
    // 4 MiB written in one turn of the event loop, as a handler that serialises a big export in a loop would
    app.get('/burst', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 512 * 8192, connection: 'close' });
      for (let i = 0; i < 512; i++) reply.raw.write(chunkOf(i));
      reply.raw.end();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const responsesIn = (text: string) => text.split('HTTP/1.1 ').slice(1);

  it('answers ten pipelined requests in order, with far fewer writes than responses', async () => {
    const writev = vi.spyOn(net.Socket.prototype, '_writev');
    const requests = Array.from({ length: 10 }, (_, i) => `GET /echo/${i} HTTP/1.1\r\nHost: x\r\n\r\n`).join('');
    const { received } = await exchange(port, requests, (got) => responsesIn(got.toString()).length === 10 && got.toString().endsWith('}'));
    const bodies = responsesIn(received.toString()).map((response) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)));
    expect(bodies).toEqual(Array.from({ length: 10 }, (_, n) => ({ n })));
    // the ten requests arrive in one packet, so their answers leave in one write (two if the packet was split)
    expect(writev.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(writev.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('streams a large body intact, never keeping much more than the limit back', async () => {
    const writev = vi.spyOn(net.Socket.prototype, '_writev');
    const chunks = 1024; // 8 MiB
    const expected = createHash('sha256');
    for (let i = 0; i < chunks; i++) expected.update(chunkOf(i));
    const { received, closedByServer } = await exchange(port, `GET /stream?chunks=${chunks} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(closedByServer).toBe(true);
    const text = received.subarray(0, received.indexOf('\r\n\r\n')).toString();
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text.toLowerCase()).toContain('transfer-encoding: chunked');
    const body = dechunk(received.subarray(received.indexOf('\r\n\r\n') + 4));
    expect(body.length).toBe(chunks * 8192);
    expect(createHash('sha256').update(body).digest('hex')).toBe(expected.digest('hex'));
    const largestWrite = Math.max(...writev.mock.calls.map(([entries]) => entries.reduce((sum, { chunk }) => sum + chunk.length, 0)));
    expect(largestWrite).toBeLessThan(COALESCE_LIMIT_BYTES + 2 * 8192);
  });

  it('a burst of writes in one turn leaves in writes of about the limit, not all at once', async () => {
    const writev = vi.spyOn(net.Socket.prototype, '_writev');
    const { received } = await exchange(port, 'GET /burst HTTP/1.1\r\nHost: x\r\n\r\n');
    const body = received.subarray(received.indexOf('\r\n\r\n') + 4);
    expect(body.length).toBe(512 * 8192);
    expect(body.equals(Buffer.concat(Array.from({ length: 512 }, (_, i) => chunkOf(i))))).toBe(true);
    const writes = writev.mock.calls.map(([entries]) => entries.reduce((sum, { chunk }) => sum + chunk.length, 0));
    expect(Math.max(...writes)).toBeLessThan(COALESCE_LIMIT_BYTES + 2 * 8192);
  });

  it('a client that stops reading pushes back on the response stream', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.pause();
    // 1 GiB if nothing pushed back; the kernel's loopback buffers hold a few MiB
    socket.write(`GET /stream?chunks=${128 * 1024} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 750));
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(64 * 1024 * 1024);
    socket.destroy();
    // the server carries on
    const { received } = await exchange(port, `GET /echo/7 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(received.toString()).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"n":7\}$/);
  });

  it('still answers a malformed request with a 400 before the connection is destroyed', async () => {
    const { received, closedByServer } = await exchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(closedByServer).toBe(true);
    expect(received.toString()).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(received.toString()).toContain('"statusCode":400');
  });

  it('sends the whole answer before closing a Connection: close request, and one after pipelined ones', async () => {
    const requests = `GET /echo/1 HTTP/1.1\r\nHost: x\r\n\r\nGET /echo/2 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
    const { received, closedByServer } = await exchange(port, requests);
    expect(closedByServer).toBe(true);
    const bodies = responsesIn(received.toString()).map((response) => response.slice(response.indexOf('\r\n\r\n') + 4));
    expect(bodies).toEqual(['{"n":1}', '{"n":2}']);
  });
});

describe('the api server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  it('coalesces the answers to pipelined requests', async () => {
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const writev = vi.spyOn(net.Socket.prototype, '_writev');
    const token = await ctx.token('admin');
    // answered once first, so the pipelined ones come from the page cache without waiting on the database
    expect((await ctx.request({ method: 'GET', url: '/api/v1/locations', as: 'admin' })).statusCode).toBe(200);
    const request = `GET /api/v1/locations HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    const { received } = await exchange(port, request.repeat(4) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
    const statuses = received.toString().match(/HTTP\/1\.1 \d+/g);
    expect(statuses).toEqual(Array(5).fill('HTTP/1.1 200'));
    expect(writev.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

/** Sends `raw` to `port` in one write and collects what comes back until the server closes or `until` holds. */
function exchange(port: number, raw: string, until: (received: Buffer) => boolean = () => false) {
  return new Promise<{ received: Buffer; closedByServer: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    socket.on('connect', () => socket.write(raw));
    socket.on('data', (data) => {
      parts.push(data);
      if (until(Buffer.concat(parts))) {
        socket.destroy();
        resolve({ received: Buffer.concat(parts), closedByServer: false });
      }
    });
    socket.on('end', () => resolve({ received: Buffer.concat(parts), closedByServer: true }));
    socket.on('error', reject);
  });
}

/** The body of a chunked transfer encoding. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    const size = parseInt(data.subarray(at, lineEnd).toString(), 16);
    if (size === 0) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
