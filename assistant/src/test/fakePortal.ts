import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { MODULE_KEYS, PERMISSION_ACTIONS, type PermissionAction, type PermissionModule, type Roles } from '@portal/shared';

export interface PortalUser {
  id: number;
  group_id: number | null;
  roles: Roles;
  first_name: string;
  last_name: string;
  active: boolean;
}

export function roles(grants: Partial<Record<PermissionModule, PermissionAction[]>>): Roles {
  return Object.fromEntries(MODULE_KEYS.map((m) => [m, Object.fromEntries(PERMISSION_ACTIONS.map((a) => [a, Boolean(grants[m]?.includes(a))]))])) as Roles;
}

const ALL: PermissionAction[] = ['view', 'add', 'edit', 'delete'];
export const PRESETS = {
  /** every Ask permission and admin trivia */
  admin: roles({ chat_feg: ALL, chat_feg_repository: ALL, chat_feg_docs: ALL, chat_feg_logs: ALL, admin_trivia: ALL }),
  /** chat and browse only */
  staff: roles({ chat_feg: ['view'], chat_feg_repository: ['view'] }),
  none: roles({}),
};

/**
 * A stand-in for the portal api as the assistant sees it: the JWKS that verifies tokens, the access route that gives a
 * caller's current permissions, and the group list. Users and their permissions can be changed mid-test.
 */
export class FakePortal {
  readonly users = new Map<number, PortalUser>();
  url = '';
  accessCalls = 0;
  private server!: Server;
  private privateKey!: CryptoKey;
  private publicKey!: CryptoKey;
  private jwks: unknown;

  static async start(): Promise<FakePortal> {
    const portal = new FakePortal();
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    portal.privateKey = privateKey;
    portal.publicKey = publicKey;
    portal.jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256', use: 'sig' }] };
    portal.server = createServer((req, res) => void portal.handle(req.url ?? '', req.headers.authorization ?? '', res));
    await new Promise<void>((resolve) => portal.server.listen(0, '127.0.0.1', resolve));
    portal.url = `http://127.0.0.1:${(portal.server.address() as AddressInfo).port}`;
    return portal;
  }

  add(user: Partial<PortalUser> & { id: number }): PortalUser {
    const full: PortalUser = { group_id: 15, roles: PRESETS.staff, first_name: 'User', last_name: String(user.id), active: true, ...user };
    this.users.set(user.id, full);
    return full;
  }

  async token(id: number, options: { expiresIn?: string; key?: CryptoKey } = {}): Promise<string> {
    const user = this.users.get(id);
    return new SignJWT({ id, roles: user?.roles ?? PRESETS.none, group_id: user?.group_id ?? null })
      .setProtectedHeader({ alg: 'ES256', kid: 'test' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '15m')
      .sign(options.key ?? this.privateKey);
  }

  private async handle(url: string, authorization: string, res: import('node:http').ServerResponse) {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/.well-known/jwks.json') return json(200, this.jwks);
    const token = /^Bearer (.+)$/i.exec(authorization)?.[1];
    let id: number | null = null;
    if (token) {
      try {
        const { payload } = await jwtVerify(token, this.publicKey);
        id = payload.id as number;
      } catch {
        id = null;
      }
    }
    const user = id !== null ? this.users.get(id) : undefined;
    if (!user || !user.active) return json(401, { error: { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' } });
    if (url === '/api/v1/assistant/access') {
      this.accessCalls++;
      return json(200, { id: user.id, group_id: user.group_id, roles: user.roles, first_name: user.first_name, last_name: user.last_name });
    }
    if (url === '/api/v1/groups') return json(200, { results: Array.from({ length: 16 }, (_, i) => ({ id: i + 1, name: `Group ${i + 1}`, profile_id: 1 })) });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
