import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { remoteDescriptor } from '@portal/shared';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';

/** JSON, files and anything that is not a page: nothing may run or be framed (ASVS 3.4, 50.x). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** The api docs (swagger-ui: its own scripts and inline styles). */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const SOURCES_TTL_MS = 5_000;

/** The origins the registry's remotes are served from (when not this api) and the ones their portal.json declares. */
export async function registryOrigins(db: Db): Promise<{ remotes: string[]; external: string[] }> {
  const rows = await db.selectFrom('remotes').select(['manifest_url', 'descriptor']).execute();
  const remotes = new Set<string>();
  const external = new Set<string>();
  for (const row of rows) {
    if (/^https?:\/\//i.test(row.manifest_url)) {
      try {
        remotes.add(new URL(row.manifest_url).origin);
      } catch {
        // an unparsable URL allows nothing
      }
    }
    const descriptor = remoteDescriptor.safeParse(row.descriptor);
    for (const origin of descriptor.success ? (descriptor.data.externalOrigins ?? []) : []) external.add(origin);
  }
  return { remotes: [...remotes].sort(), external: [...external].sort() };
}

/**
 * The pages' policy: scripts only from the portal itself and the registry's remote origins (no inline script, no
 * eval), styles also inline (antd writes its CSS at run time), no plugins, no <base>, never framed.
 */
export function pageCsp({ remotes, external }: { remotes: string[]; external: string[] }): string {
  const both = [...remotes, ...external];
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...both)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...both)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...both)}`,
    `font-src ${list("'self'", 'data:', ...both)}`,
    `media-src ${list("'self'", 'blob:', ...both)}`,
    // 'self' covers the same-origin websocket of the live channel
    `connect-src ${list("'self'", ...both)}`,
    `frame-src ${list("'self'", ...external)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Security headers on every answer (`@fastify/helmet`): nosniff, no framing, no referrer, COOP, HSTS when the portal
 * is served over https; the strict `API_CSP` on everything but pages, which get `pageCsp` built from the registry
 * (dropped as soon as the registry changes, here or on another instance, and re-read every few seconds anyway, so a
 * remote moved to another origin is allowed on the next page load).
 */
/**
 * What every api answer carries (helmet as configured below, plus the strict policy), for answers Fastify does not
 * write: socket.io's own errors (a bad handshake's 400) on the same server. securityHeaders.test compares the two.
 */
export function apiSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': API_CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export async function installSecurityHeaders(app: FastifyInstance, deps: { db: Db; changes: ChangeFeed; publicUrl: string }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // the remotes' files are meant to be loaded by other origins (static/index.ts sets cross-origin on /mf/)
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: deps.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  let cached: { at: number; csp: Promise<string> } | null = null;
  const currentPageCsp = () => {
    if (!cached || Date.now() - cached.at > SOURCES_TTL_MS) {
      const csp = registryOrigins(deps.db).then(pageCsp, () => pageCsp({ remotes: [], external: [] }));
      cached = { at: Date.now(), csp };
    }
    return cached.csp;
  };
  const stopWatching = deps.changes.on('remotes', () => {
    cached = null;
  });
  app.addHook('onClose', async () => stopWatching());

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // an uploaded .html file is still a file, never a page: the strict policy
    if (!type.startsWith('text/html') || request.url.startsWith('/uploads/')) reply.header('content-security-policy', API_CSP);
    else if (request.url.startsWith('/api/docs')) reply.header('content-security-policy', DOCS_CSP);
    else reply.header('content-security-policy', await currentPageCsp());
    return payload;
  });
}
