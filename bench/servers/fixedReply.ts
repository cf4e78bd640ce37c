// The ceiling for the api benchmark: a TCP server that answers every request with the same bytes as the hello-world
// (status line, headers, `{"hello":"world"}`) without parsing HTTP, routing or building a response. What it reaches
// is what this machine and the load generator allow at that moment, with no HTTP stack on the server's side: it shows
// how much of a latency figure is the machine's and how much is Node's HTTP server and Fastify.
// It understands only what the benchmark sends (GET requests without a body, pipelined): it counts header ends.
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const BODY = '{"hello":"world"}';
const HEADER_END = '\r\n\r\n';

function replyBytes(date: Date): Buffer {
  return Buffer.from(
    `HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${BODY.length}\r\n` +
      `Date: ${date.toUTCString()}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72\r\n\r\n${BODY}`,
    'latin1',
  );
}

export function createFixedReplyServer(): net.Server {
  let reply = replyBytes(new Date());
  const clock = setInterval(() => (reply = replyBytes(new Date())), 1000).unref();
  const server = net.createServer((socket) => {
    // the last 3 characters of what came before: a header end may be split between two reads
    let tail = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      let requests = 0;
      for (let at = text.indexOf(HEADER_END); at !== -1; at = text.indexOf(HEADER_END, at + HEADER_END.length)) requests++;
      tail = text.slice(-(HEADER_END.length - 1));
      if (requests === 1) socket.write(reply);
      else if (requests > 1) socket.write(Buffer.concat(Array.from({ length: requests }, () => reply)));
    });
  });
  server.on('close', () => clearInterval(clock));
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 3000);
  createFixedReplyServer().listen(port, '127.0.0.1', () => console.log(`fixed-reply server listening on ${port}`));
  // the bench stops its servers with SIGTERM; this one holds nothing to flush or close cleanly
  process.on('SIGTERM', () => process.exit(0));
}
