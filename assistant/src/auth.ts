import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { can, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared';
import { bearerToken, forbidden, unauthorized, type PermissionAccess } from '@portal/shared/node/server';

/** Who is asking: verified from the token, with the permissions and group the portal holds for them now. */
export interface Caller {
  id: number;
  group_id: number | null;
  roles: Roles;
  name: string;
}

export type Requirement = { module: PermissionModule; action: PermissionAction };
/** a route's access: public (health), any signed-in user, or any one of the listed permissions */
export type RouteAccess = PermissionAccess;

const CACHE_LIMIT = 10_000;

interface AccessAnswer {
  id: number;
  group_id: number | null;
  roles: Roles;
  first_name: string;
  last_name: string;
}

/**
 * Tokens are the portal's (ES256, signed by the api): verified here against the api's JWKS, so a forged or expired
 * token never gets further. The permissions are not taken from the token (they may be up to its lifetime old): the
 * api's access route answers with the caller's current ones, kept a few seconds per token.
 */
export class Authenticator {
  private readonly jwks: JWTVerifyGetKey;
  private readonly verified = new LRUCache<string, number>({ max: CACHE_LIMIT });
  private readonly access = new LRUCache<string, { caller: Caller; until: number }>({ max: CACHE_LIMIT });

  constructor(
    private readonly portalApiUrl: string,
    private readonly cacheSeconds: number,
  ) {
    this.jwks = createRemoteJWKSet(new URL(`${portalApiUrl}/.well-known/jwks.json`), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 });
  }

  async authenticate(header: string | undefined): Promise<Caller> {
    const token = bearerToken(header);
    if (!token) throw unauthorized();
    await this.verify(token);
    const now = Date.now();
    const cached = this.access.get(token);
    if (cached && cached.until > now) return cached.caller;
    const caller = await this.currentAccess(token);
    this.access.set(token, { caller, until: now + this.cacheSeconds * 1000 });
    return caller;
  }

  private async verify(token: string) {
    const exp = this.verified.get(token);
    if (exp !== undefined && exp > Date.now() / 1000) return;
    try {
      const { payload } = await jwtVerify(token, this.jwks, { algorithms: ['ES256'] });
      if (typeof payload.id !== 'number' || typeof payload.exp !== 'number') throw unauthorized();
      this.verified.set(token, payload.exp);
    } catch {
      throw unauthorized();
    }
  }

  private async currentAccess(token: string): Promise<Caller> {
    let response: Response;
    try {
      response = await fetch(`${this.portalApiUrl}/api/v1/assistant/access`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    } catch {
      // the portal is unreachable: nobody's permissions can be known, so nobody gets in
      throw unauthorized();
    }
    if (response.status === 401 || response.status === 403) throw unauthorized();
    if (!response.ok) throw unauthorized();
    const body = (await response.json()) as AccessAnswer;
    return { id: body.id, group_id: body.group_id, roles: body.roles, name: `${body.first_name} ${body.last_name}`.trim() };
  }
}

export function hasAny(caller: Caller, requirements: Requirement[]): boolean {
  return requirements.some((r) => can(caller.roles, r.module, r.action));
}

export function authorize(caller: Caller, ...requirements: Requirement[]): void {
  if (!hasAny(caller, requirements)) throw forbidden();
}

export const ACCESS = {
  chat: { module: 'chat_feg', action: 'view' },
  browse: { module: 'chat_feg_repository', action: 'view' },
  upload: { module: 'chat_feg_docs', action: 'add' },
  rename: { module: 'chat_feg_docs', action: 'edit' },
  remove: { module: 'chat_feg_docs', action: 'delete' },
  logs: { module: 'chat_feg_logs', action: 'view' },
} as const satisfies Record<string, Requirement>;
