import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markRoutesPublic } from '@portal/shared/node/server';
import type { FileStorage } from '../storage';
import { registerUploadRoute } from '../storage/serve';
import { notFoundBody } from '@portal/shared/node/server';
import { cacheHeaders } from './caching';
import { indexHtmlReader, sendShellPage, shellPageCache } from './shellPage';

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
  /** The `Link: rel=preload` header value the home page (`/`) carries for its remotes' widget files (modules/remotes/preloadHints) */
  homePreloadLinks?: () => Promise<string>;
}

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
    registerUploadRoute(scope, options.uploads);
    if (isDirectory(shellDist)) {
      // the home page: the shell's index.html plus `Link` preload headers for the home widgets' remote files (./shellPage)
      scope.get('/', async (request, reply) => {
        const html = await readIndex();
        if (html === null) return reply.status(404).send(notFoundBody('GET', '/'));
        const links = (await options.homePreloadLinks?.().catch(() => '')) ?? '';
        return sendShellPage(request, reply, pageOf(html, links));
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
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html') && !API_LIKE.test(request.url);
    const html = wantsPage ? await readIndex() : null;
    // any other page of the shell (its routes, the remotes' routes): the same page without the home widgets' hints
    if (html !== null) return sendShellPage(request, reply, pageOf(html, ''));
    return reply.status(404).send(notFoundBody(request.method, request.url));
  });
}
