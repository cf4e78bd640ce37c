import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { isCurrentEntryVersion } from './entryVersion';

/**
 * Cache rules of the portal's files (shell and remotes), one place for every static route.
 *
 * - Hashed files (`main.1a2b3c4d.js`, chunks, CSS, fonts): their name changes with their content, so a browser keeps
 *   them a year without asking again (`immutable`: not even on reload).
 * - The files that name the hashed ones (`index.html`, `mf-manifest.json`, `remoteEntry.js`, `portal.json`): asked
 *   again on every load, with the ETag the static server sends (`no-cache` = revalidate): a warm visit gets `304`
 *   without a body unless the build changed, so a new build (or a registry switch) takes effect on the next load.
 *   Except a remote entry asked for by its version (`remoteEntry.js?v=<hash of its bytes>`, the URL the registry and the
 *   home page name): immutable, since another build is another URL (./entryVersion).
 * - Anything else (unhashed images…): five minutes.
 */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'portal.json', 'index.html']);
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|gif|webp|ico|json|map)$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type CacheRule = 'immutable' | 'revalidate' | 'short';

/** The rule for a file served from a build folder; `<file>.br` / `<file>.gz` (precompressed) follow their file. */
export function cacheRule(file: string): CacheRule {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'revalidate';
  if (HASHED_FILE.test(name)) return 'immutable';
  return 'short';
}

const HEADER: Record<CacheRule, string> = { immutable: IMMUTABLE, revalidate: REVALIDATE, short: 'public, max-age=300' };

/** `setHeaders` of @fastify/static (which sends the ETag and answers `If-None-Match` with 304 itself). */
export function cacheHeaders(reply: FastifyReply, file: string) {
  const versioned = isCurrentEntryVersion(file.replace(/\.(br|gz)$/, ''), reply.request.url);
  reply.header('cache-control', versioned ? IMMUTABLE : HEADER[cacheRule(file)]);
}
