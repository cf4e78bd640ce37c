import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, type Roles } from '../../src/permissions/modules';
import type { PermissionRequirement } from '../../src/remotes/contract';
import { forbidden } from './errors';

/** What every route declares in `config.access`: public explicitly, any signed-in caller, or the app's requirement. */
export type RouteAccess<Requirement> = 'public' | 'signed-in' | Requirement;

/** The portal's requirement: one permission, or any one of several. */
export type PermissionAccess = RouteAccess<PermissionRequirement | readonly PermissionRequirement[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route (the access hook reads it; both servers declare it the same way) */
    access?: PermissionAccess;
  }
}

/** Whether `roles` meet a requirement: the permission, or one of the listed permissions. */
export function meetsRequirement(roles: Roles, requirement: PermissionRequirement | readonly PermissionRequirement[]): boolean {
  const list: readonly PermissionRequirement[] = Array.isArray(requirement) ? requirement : [requirement as PermissionRequirement];
  return list.some((r) => can(roles, r.module, r.action));
}

export interface AccessHookOptions<Requirement> {
  /** the route's declared access (each app types `config.access` in its own `FastifyContextConfig`) */
  accessOf(config: FastifyContextConfig | undefined): RouteAccess<Requirement> | undefined;
  /**
   * Authenticates the caller and checks the requirement: throws (401/403) to refuse. May answer synchronously
   * (nothing to wait for: no promise on the hottest path) or with a promise.
   */
  authorize(request: FastifyRequest, access: Exclude<RouteAccess<Requirement>, 'public'>): void | Promise<void>;
  /** every declared route once the app is ready (HEAD twins of GET routes left out) */
  onDeclared?(route: { method: string; url: string; access: RouteAccess<Requirement> }): void;
}

/**
 * The access hook of a portal server: every route must declare its access (checked when the app is ready, after
 * scopes that mark their routes ran their own hooks), and each request is authorized in `onRequest`, before its body
 * is even parsed. A route without a declaration that slipped past the start-up check is refused (fail closed).
 */
export function installAccessHook<Requirement>(app: FastifyInstance, options: AccessHookOptions<Requirement>): void {
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of seen) {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD') continue;
        const access = options.accessOf(route.config as FastifyContextConfig | undefined);
        if (access === undefined) missing.push(`${method} ${route.url}`);
        else options.onDeclared?.({ method, url: route.url, access });
      }
    }
    if (missing.length) throw new Error(`Routes without config.access: ${missing.join(', ')}`);
  });
  // a callback hook: a synchronous answer costs no promise per request
  app.addHook('onRequest', (request, _reply, done) => {
    const access = options.accessOf(request.routeOptions.config);
    if (access === undefined && request.is404) return done();
    if (access === undefined) return done(forbidden());
    if (access === 'public') return done();
    let pending: void | Promise<void>;
    try {
      pending = options.authorize(request, access as Exclude<RouteAccess<Requirement>, 'public'>);
    } catch (error) {
      return done(error as Error);
    }
    if (pending) pending.then(() => done(), done);
    else done();
  });
}

/** For plugins whose routes are all public by nature (static files, the docs UI): says so explicitly. */
export function markRoutesPublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

const BEARER = 'bearer ';

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive), else null. Runs on every request: no split of the ~2 KB header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header || header.length <= BEARER.length || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
  // anything after the token (or a second space before it) makes it fail verification, so no scan for spaces here
  return header.slice(BEARER.length);
}
