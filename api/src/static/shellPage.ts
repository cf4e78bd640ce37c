import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from './caching';

/**
 * The shell's HTML as the server writes it: the built `index.html` with, for the home page, the tags that fetch early
 * the remote files its widgets will need (modules/remotes/preloadHints: the remote entries and `./widgets` chunks
 * named by each remote's manifest, for the remotes the registry names at the time of the request). The page is
 * revalidated on every load (`no-cache`) with an ETag of its bytes, so a warm visit gets `304` while neither the
 * build nor the registry changed, and the new page (new hints) as soon as one did.
 */

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

/**
 * The shell's `<script async>` tags for its federation chunks (`data-portal-runtime`, @portal/shared/rspack
 * FederationChunkScriptsPlugin). The home page leaves them out when every home widget comes without the runtime
 * (modules/remotes/homeBundle): the runtime is then first needed after the first screen, and fetching and compiling
 * it beside `main.js` only slows the shell down (the bandwidth of a slow network, the CPU of a small machine).
 */
const RUNTIME_SCRIPT = /<script\b[^>]*\sdata-portal-runtime\b[^>]*><\/script>/g;

export function withoutRuntimeScripts(html: string): string {
  return html.replace(RUNTIME_SCRIPT, '');
}

/** What the home page adds to the shell's page: its hints, and whether it can do without the runtime's scripts. */
export interface HomePageTags {
  links: string;
  runtimeLater?: boolean;
}

/** index.html read once per change on disk (the page adds its hints to it per request); null when it is missing. */
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
  etag: string;
}

/** The page with its hints (`links`: HTML tags, '' for none) and its ETag. */
export function shellPage(indexHtml: string, links: string, runtimeLater = false): ShellPage {
  const html = withRemotePreloads(runtimeLater ? withoutRuntimeScripts(indexHtml) : indexHtml, links);
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/**
 * `shellPage`, built again only when the build's index.html or the hints changed: the pages are asked for on every
 * load, and their input changes with a deploy or a registry switch. Keeps the last few (the home page and the page
 * without hints, a registry switch in between).
 */
export function shellPageCache(max = 4): (indexHtml: string, links: string, runtimeLater?: boolean) => ShellPage {
  const pages = new Map<string, { indexHtml: string; page: ShellPage }>();
  return (indexHtml, links, runtimeLater = false) => {
    const key = `${runtimeLater ? 'later' : 'now'} ${links}`;
    const hit = pages.get(key);
    if (hit?.indexHtml === indexHtml) return hit.page;
    const page = shellPage(indexHtml, links, runtimeLater);
    pages.delete(key);
    pages.set(key, { indexHtml, page });
    // the oldest goes first (a Map keeps insertion order)
    if (pages.size > max) pages.delete(pages.keys().next().value!);
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
  if (status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  return reply.status(status).send(page.html);
}
