import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { REVALIDATE } from './caching';

/**
 * The shell's page as the server sends it: the built `index.html` as it is (never rewritten) and, for the home page,
 * `Link: rel=preload` headers for the remote files its widgets will need (modules/remotes/preloadHints: the remote
 * entries and `./widgets` chunks named by each remote's manifest, for the remotes the registry names at the time of
 * the request). The page is revalidated on every load (`no-cache`) with an ETag of its bytes and hints, so a warm
 * visit gets `304` while neither the build nor the registry changed, and the new hints as soon as one did.
 */

/** index.html read once per change on disk ; null when it is missing. */
export function indexHtmlReader(file: string): () => Promise<string | null> {
  let cached: { key: string; html: string } | undefined;
  return async () => {
    try {
      const stat = await fs.promises.stat(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (cached?.key !== key) cached = { key, html: await fs.promises.readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}

export interface ShellPage {
  html: string;
  /** the `Link` header (preload hints), '' for none */
  links: string;
  etag: string;
}

/**
 * The page and its ETag. The home page's hints (`links`: a `Link` header value, '' for none) are part of the ETag: a
 * registry switch gives the page a new tag, so a revalidating browser gets the new hints with a 200.
 */
export function shellPage(indexHtml: string, links: string): ShellPage {
  return { html: indexHtml, links, etag: `"${createHash('sha256').update(indexHtml).update('\n').update(links).digest('base64url').slice(0, 27)}"` };
}

/**
 * `shellPage`, built again only when the build's index.html or the hints changed: the pages are asked for on every
 * load, and their input changes with a deploy or a registry switch. Keeps the last few (the home page and the page
 * without hints, a registry switch in between).
 */
export function shellPageCache(max = 4): (indexHtml: string, links: string) => ShellPage {
  const pages = new LRUCache<string, { indexHtml: string; page: ShellPage }>({ max });
  return (indexHtml, links) => {
    const hit = pages.get(links);
    if (hit?.indexHtml === indexHtml) return hit.page;
    const page = shellPage(indexHtml, links);
    pages.set(links, { indexHtml, page });
    return page;
  };
}

/** True when the request's `If-None-Match` names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends the page, or `304` without a body when the browser holds this very page. The 304 is typed as a page too: the
 * browser takes its headers onto the stored page, so it must carry the page's policy (built from the registry as it is
 * now), not the strict one of files, which would block every script of the cached page.
 */
export function sendShellPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage, status = 200): FastifyReply {
  reply.header('cache-control', REVALIDATE).header('etag', page.etag).type('text/html; charset=utf-8');
  if (page.links) reply.header('link', page.links);
  if (status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  return reply.status(status).send(page.html);
}
