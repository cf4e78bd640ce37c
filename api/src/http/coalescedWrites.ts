import net from 'node:net';
import type { Server } from 'node:http';

/** Past this many bytes waiting, a socket's writes leave at once: memory stays bounded and slow readers push back. */
export const COALESCE_LIMIT_BYTES = 64 * 1024;

/** As Writable hands chunks to `_writev` (a Buffer's encoding is 'buffer' at run time, which the types leave out). */
interface Chunk {
  chunk: Buffer | string;
  encoding: BufferEncoding;
}

/**
 * Sends what the server writes to a socket while it handles one read of it in a single system call.
 *
 * Node writes each response with its own `writev`. A client that pipelines (ten requests in a packet, as the
 * benchmark's load generator does) gets its answers one write at a time, each queued behind the previous one's
 * completion, and on loopback a write costs ~10 µs of kernel time: more than the route itself. Here a write is kept
 * and acknowledged at once while the socket's kernel queue is empty; what is kept leaves in one write once the ticks
 * that follow it (the queued answers flushing one after another) have stopped adding to it.
 *
 * Nothing changes for the stream's users: order is kept; a write the kernel could not take at once switches the
 * socket back to plain writes, with real back-pressure, until it completes; more than COALESCE_LIMIT_BYTES kept leaves
 * at once; ending or destroying the socket sends what is kept first.
 */
export function coalesceSocketWrites(server: Server): void {
  server.on('connection', (socket: net.Socket) => {
    // TLS sockets encrypt in their own `_write`; only plain TCP sockets are coalesced
    if (Object.getPrototypeOf(socket) === net.Socket.prototype) coalesce(socket);
  });
}

function coalesce(socket: net.Socket): void {
  const proto = net.Socket.prototype;
  let kept: Chunk[] = [];
  let keptBytes = 0;
  let flushScheduled = false;
  /** writes handed to the kernel that did not complete at once: until they have, writes go straight through */
  let writesInFlight = 0;

  const afterFlush = (error?: Error | null) => {
    writesInFlight--;
    if (error) socket.destroy(error);
  };
  const flush = () => {
    if (kept.length === 0) return;
    const chunks = kept;
    kept = [];
    keptBytes = 0;
    writesInFlight++;
    proto._writev!.call(socket, chunks, afterFlush);
  };
  // the writes kept so far, and how many there were when the pending flush last looked
  let keptCount = 0;
  let keptCountSeen = 0;
  const flushSoon = () => {
    if (keptCount !== keptCountSeen) {
      // something was written since: the responses queued behind it are still coming, look again after them
      keptCountSeen = keptCount;
      process.nextTick(flushSoon);
      return;
    }
    flushScheduled = false;
    if (!socket.destroyed) flush();
  };
  const keep = (chunk: Buffer | string, encoding: BufferEncoding) => {
    kept.push({ chunk, encoding });
    keptBytes += chunk.length;
    keptCount++;
    if (keptBytes >= COALESCE_LIMIT_BYTES) flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      keptCountSeen = keptCount;
      process.nextTick(flushSoon);
    }
  };

  socket._write = function (chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (writesInFlight > 0) return proto._write.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    callback();
  };
  socket._writev = function (chunks: Chunk[], callback: (error?: Error | null) => void) {
    if (writesInFlight > 0) return proto._writev!.call(this, chunks, callback);
    for (const { chunk, encoding } of chunks) keep(chunk, encoding);
    callback();
  };
  // ending queues the kernel's shutdown after the writes handed to it, so what is kept goes first
  socket._final = function (callback: (error?: Error | null) => void) {
    flush();
    proto._final.call(this, callback);
  };
  // a destroy right after a write (a 400 for a malformed request) still sends it, as a plain write would have
  socket._destroy = function (error: Error | null, callback: (error?: Error | null) => void) {
    flush();
    proto._destroy.call(this, error, callback);
  };
}
