import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AUTH_MESSAGES, can, type PermissionAction, type PermissionModule, type PermissionRequirement, type Roles } from '@portal/shared';
import { forbidden, unauthorized } from '../errors';
import type { AccessClaims } from './tokens';
import type { AccessVerifier } from './verifier';
import type { AccessState, AccessStateCache } from './accessState';

/** What every route must declare: public explicitly, any signed-in user, or a module permission. */
export type RouteAccess = 'public' | 'signed-in' | PermissionRequirement;

export interface RequestUser {
  id: number;
  group_id: number | null;
  /** current permissions from the database, not the (possibly older) token's */
  roles: Roles;
  claims: AccessClaims;
  impersonatorId: number | null;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** every route with its declared access (the roles × routes test walks it) */
    declaredRoutes: DeclaredRoute[];
  }
}

export function authorize(user: RequestUser, module: PermissionModule, action: PermissionAction): void {
  if (!can(user.roles, module, action)) throw forbidden();
}

/** Self, or someone holding the module permission (profile pages vs. user administration). */
export function authorizeSelfOr(user: RequestUser, accountId: number, module: PermissionModule, action: PermissionAction): void {
  if (user.id !== accountId) authorize(user, module, action);
}

export function authorizeSelf(user: RequestUser, accountId: number): void {
  if (user.id !== accountId) throw forbidden();
}

/** The signed-in caller; only routes declared 'signed-in' or with a permission have one. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

const BEARER = 'bearer ';

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive), else null. Runs on every request: no split of the ~2 KB header. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || header.length <= BEARER.length || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
  // anything after the token (or a second space before it) makes it fail verification, so no scan for spaces here
  return header.slice(BEARER.length);
}

/**
 * Installs the access model: routes must declare `config.access` (checked when the app is ready), and
 * each request is authenticated and authorized in `onRequest`, before its body is even parsed.
 */
export function installAccessControl(app: FastifyInstance, deps: { verifier: AccessVerifier; accessStates: AccessStateCache }) {
  const declared: DeclaredRoute[] = [];
  const seen: RouteOptions[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
  // checked at ready time, after scopes that mark their routes (static files, docs) ran their own hooks
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of seen) {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD') continue; // fastify's automatic twins of GET routes
        const access = route.config?.access;
        if (access === undefined) missing.push(`${method} ${route.url}`);
        else declared.push({ method, url: route.url, access });
      }
    }
    if (missing.length) throw new Error(`Routes without config.access: ${missing.join(', ')}`);
  });

  /** Who is asking, from their claims and current access state (null: not allowed in at all). */
  function authorize(request: FastifyRequest, access: Exclude<RouteAccess, 'public'>, claims: AccessClaims | null, state: AccessState | null, impersonator: AccessState | null | undefined) {
    if (!claims) throw unauthorized();
    if (!state || state.status !== 'ACTIVE') throw unauthorized();
    const impersonatorId = claims.impersonator_id ?? null;
    // an administrator blocked mid-impersonation loses that session too
    if (impersonatorId !== null && (!impersonator || impersonator.status !== 'ACTIVE')) throw unauthorized();
    request.user = { id: claims.id, group_id: state.group_id, roles: state.roles, claims, impersonatorId };
    if (access !== 'signed-in' && !can(state.roles, access.module, access.action)) {
      throw forbidden(AUTH_MESSAGES.permissionDenied);
    }
  }

  async function authorizeAsync(request: FastifyRequest, access: Exclude<RouteAccess, 'public'>, token: string | null) {
    const claims = token ? await deps.verifier.verify(token) : null;
    if (!claims) throw unauthorized();
    const state = await deps.accessStates.get(claims.id);
    const impersonatorId = claims.impersonator_id ?? null;
    const impersonator = impersonatorId !== null && state?.status === 'ACTIVE' ? await deps.accessStates.get(impersonatorId) : undefined;
    authorize(request, access, claims, state, impersonator);
  }

  // A callback hook: a request whose token and access state are already cached is authorized synchronously (no
  // promise per request on the hottest path of every authenticated route); anything else takes the async path.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined && request.is404) return done();
    // fail closed: a route that slipped past the start-up check is nobody's
    if (access === undefined) return done(forbidden());
    if (access === 'public') return done();
    const token = bearerToken(request);
    const claims = token ? deps.verifier.verifyCached(token) : null;
    const state = claims ? deps.accessStates.peek(claims.id) : undefined;
    const impersonatorId = claims?.impersonator_id ?? null;
    const impersonator = impersonatorId !== null ? deps.accessStates.peek(impersonatorId) : null;
    if (claims === undefined || (claims && state === undefined) || (impersonatorId !== null && state?.status === 'ACTIVE' && impersonator === undefined)) {
      authorizeAsync(request, access, token).then(() => done(), done);
      return;
    }
    try {
      authorize(request, access, claims, state ?? null, impersonator);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** For plugins whose routes are all public by nature (static files, the docs UI): says so explicitly. */
export function markRoutesPublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}
