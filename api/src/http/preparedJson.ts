import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, varyOnEncoding, type Encoding } from '@portal/shared/node/server';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const brotliOptions = (quality: number, size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** Below this size a body keeps its quality-5 brotli form (quality 11 gains next to nothing there). */
export const BEST_BROTLI_MIN_BYTES = 16 * 1024;

/**
 * A JSON response body built once and sent many times: the bytes, and each compressed form made the
 * first time a client asks for it (off the event loop). For read-mostly lists whose serialization and
 * size would otherwise dominate each request.
 */
export class PreparedJson {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();

  constructor(json: string) {
    this.bytes = Buffer.from(json);
  }

  /** each compressed form once made, for `sendNow` */
  private readonly ready = new Map<Exclude<Encoding, 'identity'>, Buffer>();

  private encode(encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (pending) return pending;
    if (encoding === 'gzip') {
      pending = gzip(this.bytes, { level: 9 });
    } else {
      pending = brotli(this.bytes, brotliOptions(5, this.bytes.length));
      // the smallest form (quality 11, ~0.1 s for 100 KB) replaces it for later clients, once made; not for
      // small bodies (a 3 KB page: ~3.4 ms of CPU to save ~3 bytes), which are often built for one request
      if (this.bytes.length >= BEST_BROTLI_MIN_BYTES) {
        brotli(this.bytes, brotliOptions(11, this.bytes.length)).then(
          (best) => this.encoded.set('br', Promise.resolve(best)),
          () => {},
        );
      }
    }
    this.encoded.set(encoding, pending);
    pending.then(
      (bytes) => {
        if (!this.ready.has(encoding)) this.ready.set(encoding, bytes);
      },
      () => {},
    );
    return pending;
  }

  private static headers(reply: FastifyReply, encoding: Encoding): void {
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    reply.type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
  }

  /** Sends at once when the form this client takes is already made (true), else does nothing (false): use `send`. */
  sendNow(request: FastifyRequest, reply: FastifyReply): boolean {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const bytes = encoding === 'identity' ? this.bytes : this.ready.get(encoding);
    if (!bytes) return false;
    PreparedJson.headers(reply, encoding);
    reply.send(bytes);
    return true;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    PreparedJson.headers(reply, encoding);
    if (encoding === 'identity') return reply.send(this.bytes);
    return reply.send(await this.encode(encoding));
  }
}
