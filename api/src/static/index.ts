import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markRoutesPublic } from '../auth/access';
import type { FileStorage } from '../storage';
import { registerUploadRoute } from '../storage/serve';
import { notFoundBody } from '../http/errorHandler';
import { cacheHeaders, IMMUTABLE } from './caching';
import { hasRemotePreloadsSlot, indexHtmlReader, sendShellPage, shellPageCache, type HomePageTags } from './shellPage';

export { hasRemotePreloadsSlot, withRemotePreloads, withoutRuntimeScripts, type HomePageTags } from './shellPage';

const API_LIKE = /^\/(api|mf|uploads|\.well-known)(\/|$)/;

function isDirectory(dir: string) {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export interface StaticOptions {
  staticRoot: string;
  /** served at /uploads/ */
  uploads: FileStorage;
  /** The early-fetch tags the home page (`/`) carries for its remotes' widget files (modules/remotes/preloadHints) */
  homePreloadLinks?: () => Promise<string | HomePageTags>;
  /** The home widgets' bundle the page names (`/mf/home-widgets/<hash>.js`, modules/remotes/homeBundle), by hash */
  homeBundle?: (hash: string) => Promise<{ body: Buffer; gzip: Buffer; brotli: Buffer } | undefined>;
}

const HOME_BUNDLE_FILE = /^([0-9a-f]{16})\.js$/;

export async function registerStatic(app: FastifyInstance, options: StaticOptions) {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const readIndex = indexHtmlReader(path.join(shellDist, 'index.html'));
  const pageOf = shellPageCache();
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
          reply.header('cross-origin-resource-policy', 'cross-origin');
          cacheHeaders(reply, file);
        },
      });
    }
    // named by its hash, so kept a year like any hashed file; an unknown one (older than the last few builds) is a
    // 404, and the shell's runtime then loads the remote files itself
    scope.get('/mf/home-widgets/:file', async (request, reply) => {
      const hash = HOME_BUNDLE_FILE.exec((request.params as { file: string }).file)?.[1];
      const bundle = hash ? await options.homeBundle?.(hash) : undefined;
      if (!bundle) return reply.status(404).send(notFoundBody('GET', request.url));
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts) ? ['br', bundle.brotli] : /\bgzip\b/.test(accepts) ? ['gzip', bundle.gzip] : [null, bundle.body];
      if (encoding) reply.header('content-encoding', encoding);
      return reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type('application/javascript; charset=utf-8').send(body);
    });
    registerUploadRoute(scope, options.uploads);
    if (isDirectory(shellDist)) {
      // the home page: the shell's index.html plus preload hints for the home widgets' remote files (./shellPage)
      scope.get('/', async (request, reply) => {
        const html = await readIndex();
        if (html === null) return reply.status(404).send(notFoundBody('GET', '/'));
        const tags = hasRemotePreloadsSlot(html) ? ((await options.homePreloadLinks?.().catch(() => '')) ?? '') : '';
        const { links, runtimeLater } = typeof tags === 'string' ? { links: tags, runtimeLater: false } : tags;
        return sendShellPage(request, reply, pageOf(html, links, runtimeLater));
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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !API_LIKE.test(request.url);
    const html = wantsPage ? await readIndex() : null;
    // any other page of the shell (its routes, the remotes' routes): the same page without the home widgets' hints
    if (html !== null) return sendShellPage(request, reply, pageOf(html, ''));
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
