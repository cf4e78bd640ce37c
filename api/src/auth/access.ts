import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, can, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared';
import { bearerToken, forbidden, installAccessHook, meetsRequirement, unauthorized, type PermissionAccess } from '@portal/shared/node/server';
import type { AccessClaims } from './tokens';
import type { AccessVerifier } from './verifier';
import type { AccessState, AccessStateCache } from './accessState';

/** What every route must declare: public explicitly, any signed-in user, or a module permission. */
export type RouteAccess = PermissionAccess;

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

/**
 * Installs the access model through the server kit's access hook: routes must declare `config.access` (checked when
 * the app is ready), and each request is authenticated and authorized in `onRequest`, before its body is even parsed.
 */
export function installAccessControl(app: FastifyInstance, deps: { verifier: AccessVerifier; accessStates: AccessStateCache }) {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('user', null);

  /** Who is asking, from their claims and current access state (null: not allowed in at all). */
  function authorize(
    request: FastifyRequest,
    access: Exclude<RouteAccess, 'public'>,
    claims: AccessClaims | null,
    state: AccessState | null,
    impersonator: AccessState | null | undefined,
  ) {
    if (!claims) throw unauthorized();
    if (!state || state.status !== 'ACTIVE') throw unauthorized();
    const impersonatorId = claims.impersonator_id ?? null;
    // an administrator blocked mid-impersonation loses that session too
    if (impersonatorId !== null && (!impersonator || impersonator.status !== 'ACTIVE')) throw unauthorized();
    request.user = { id: claims.id, group_id: state.group_id, roles: state.roles, claims, impersonatorId };
    if (access !== 'signed-in' && !meetsRequirement(state.roles, access)) {
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

  // A request whose token and access state are already cached is authorized synchronously (no promise per request
  // on the hottest path of every authenticated route); anything else takes the async path.
  installAccessHook(app, {
    accessOf: (config) => config?.access,
    onDeclared: (route) => declared.push(route),
    authorize(request, access) {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? deps.verifier.verifyCached(token) : null;
      const state = claims ? deps.accessStates.peek(claims.id) : undefined;
      const impersonatorId = claims?.impersonator_id ?? null;
      const impersonator = impersonatorId !== null ? deps.accessStates.peek(impersonatorId) : null;
      if (claims === undefined || (claims && state === undefined) || (impersonatorId !== null && state?.status === 'ACTIVE' && impersonator === undefined)) {
        return authorizeAsync(request, access, token);
      }
      authorize(request, access, claims, state ?? null, impersonator);
    },
  });
}
