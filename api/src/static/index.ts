import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markRoutesPublic } from '../auth/access';
import { notFoundBody } from '../http/errorHandler';

/** Files a browser must re-check on every load: they name the hashed files that may change. */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'portal.json', 'index.html']);
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|gif|webp|ico|json|map)$/i;
const API_LIKE = /^\/(api|mf|uploads|\.well-known)(\/|$)/;

function cacheHeaders(reply: FastifyReply, file: string) {
  // builds ship `<file>.br` / `<file>.gz` beside each asset (served by `preCompressed`): same rules as the file
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) reply.header('cache-control', 'no-cache');
  else if (HASHED_FILE.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=300');
}

function isDirectory(dir: string) {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export interface StaticOptions {
  staticRoot: string;
  uploadsDir: string;
  /** The early-fetch tags the home page (`/`) carries for its remotes' widget files (modules/remotes/preloadHints) */
  homePreloadLinks?: () => Promise<string>;
}

/** index.html read once per change on disk (the home page adds its hints to it per request). */
function indexHtmlReader(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | null> => {
    try {
      const stat = await fs.promises.stat(file);
      if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}

/**
 * The federated shell's page marks where remote preload hints go (`<meta name="portal-remote-preloads">`, written by
 * @portal/shared/rspack); a page without the mark (a build without federation) is served as it is.
 */
const REMOTE_PRELOADS_SLOT = /<meta name="?portal-remote-preloads"?\s*\/?>/;

export function hasRemotePreloadsSlot(html: string): boolean {
  return REMOTE_PRELOADS_SLOT.test(html);
}

export function withRemotePreloads(html: string, links: string): string {
  return html.replace(REMOTE_PRELOADS_SLOT, () => links);
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions) {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const remoteFolders = fs
    .readdirSync(options.staticRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => d.name)
    .sort();

  await app.register(async (scope) => {
    markRoutesPublic(scope);
    for (const folder of remoteFolders) {
      const dist = path.join(options.staticRoot, folder, 'dist');
      if (!isDirectory(dist)) {
        app.log.warn(`${folder}/dist not found: /mf/${folder}/ will 404 until it is built`);
        continue;
      }
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: `/mf/${folder}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(reply, file) {
          reply.header('access-control-allow-origin', '*');
          cacheHeaders(reply, file);
        },
      });
    }
    fs.mkdirSync(options.uploadsDir, { recursive: true });
    await scope.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('x-content-type-options', 'nosniff');
      },
    });
    if (isDirectory(shellDist)) {
      const readIndex = indexHtmlReader(path.join(shellDist, 'index.html'));
      // the home page: the shell's index.html plus preload hints for the home widgets' remote files
      scope.get('/', async (_request, reply) => {
        const html = await readIndex();
        if (html === null) return reply.status(404).send(notFoundBody('GET', '/'));
        const links = hasRemotePreloadsSlot(html) ? ((await options.homePreloadLinks?.().catch(() => '')) ?? '') : '';
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withRemotePreloads(html, links));
      });
      await scope.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
      });
    } else {
      app.log.warn('shell/dist not found: run `npm run build` to serve the portal pages');
    }
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !API_LIKE.test(request.url);
    const index = path.join(shellDist, 'index.html');
    if (wantsPage && fs.existsSync(index)) {
      return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(index));
    }
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
