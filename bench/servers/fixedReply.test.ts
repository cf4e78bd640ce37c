import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedReplyServer } from './fixedReply';

const REQUEST = 'GET / HTTP/1.1\r\nhost: 127.0.0.1\r\naccept-encoding: gzip, deflate, br\r\n\r\n';

describe('fixed-reply server (the api benchmark ceiling)', () => {
  const server = createFixedReplyServer();
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => ((port = (server.address() as net.AddressInfo).port), resolve()))));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends `pieces` one write at a time; once `replies` bodies arrived, waits 50 ms more for any extra and resolves with all that came back. */
  function exchange(pieces: string[], replies: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.split('{"hello":"world"}').length - 1 === replies) {
          setTimeout(() => {
            socket.end();
            resolve(received);
          }, 50);
        }
      });
      socket.on('connect', async () => {
        for (const piece of pieces) {
          socket.write(piece);
          // each piece its own read on the server's side
          await new Promise((r) => setTimeout(r, 5));
        }
      });
    });
  }

  it('answers each of 10 pipelined requests sent in one write, with a well-formed response', async () => {
    const received = await exchange([REQUEST.repeat(10)], 10);
    const responses = received.split('HTTP/1.1 200 OK\r\n').slice(1);
    expect(responses).toHaveLength(10);
    for (const response of responses) {
      const [head, body] = response.split('\r\n\r\n');
      expect(body).toBe('{"hello":"world"}');
      expect(head).toContain(`content-length: ${body!.length}`);
      expect(head).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/);
    }
  });

  it('counts a request whose header end is split between two reads once', async () => {
    // split inside the final CRLFCRLF at every position, and a request split mid-header
    const pieces = [
      REQUEST.slice(0, -1),
      REQUEST.slice(-1) + REQUEST.slice(0, -2),
      REQUEST.slice(-2) + REQUEST.slice(0, -3),
      REQUEST.slice(-3),
      REQUEST.slice(0, 20),
      REQUEST.slice(20),
    ];
    const received = await exchange(pieces, 4);
    expect(received.split('HTTP/1.1 200 OK').length - 1).toBe(4);
  });
});
