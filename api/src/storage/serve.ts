import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '@portal/shared/node/server';
import type { FileStorage } from './index';

/** Uploads a browser may show in place: raster pictures only. */
const INLINE_UPLOAD = /\.(png|jpe?g|gif|webp)$/i;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range) → inclusive bounds; null when absent, 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return match ? 'bad' : null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'bad' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'bad' : { start, end };
}

/**
 * GET /uploads/<folder>/<name>: whatever store holds the file (disk or database), with byte ranges (video seeking),
 * never sniffed, pictures inline and everything else downloaded (an SVG or HTML upload can never run script here).
 */
export function registerUploadRoute(scope: FastifyInstance, storage: FileStorage) {
  scope.get('/uploads/*', async (request, reply) => {
    // (a malformed escape never gets here: the router answers 400)
    const url = decodeURIComponent(request.url.split('?')[0]!);
    const file = await storage.open(url);
    if (!file) return reply.status(404).send(notFoundBody(request.method, request.url));
    const extension = /\.([a-z0-9]+)$/i.exec(file.key)?.[1]?.toLowerCase() ?? '';
    reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', INLINE_UPLOAD.test(file.key) ? 'inline' : 'attachment')
      .header('accept-ranges', 'bytes')
      .header('last-modified', file.createdAt.toUTCString());
    const range = parseRange(request.headers.range, file.size);
    if (range === 'bad') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    reply.header('content-length', String(end - start + 1));
    if (request.method === 'HEAD' || file.size === 0) return reply.send();
    return reply.send(Readable.from(file.read(start, end)));
  });
}
