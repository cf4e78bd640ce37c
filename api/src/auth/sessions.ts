import { createHash, randomBytes } from 'node:crypto';
import { modulesFromRoles, type SessionTokens } from '@portal/shared';
import type { Db } from '../db';
import { loadRoles } from './accessState';
import type { TokenService } from './tokens';

const REMEMBER_MS = 30 * 24 * 3600 * 1000;
const SESSION_MS = 12 * 3600 * 1000;
/** an administrator acting as someone else gets a short session */
const IMPERSONATION_MS = 3600 * 1000;

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isPasswordExpired(passwordExpiredTime: Date | null, now = new Date()): boolean {
  return passwordExpiredTime !== null && passwordExpiredTime.getTime() <= now.getTime();
}

async function signAccess(deps: SessionDeps, accountId: number, sid: number, impersonatorId: number | null) {
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'email', 'first_name', 'last_name', 'url_image', 'group_id', 'profile_id', 'location_id', 'password_expired_time', 'first_access'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const roles = await loadRoles(deps.db, account.group_id);
  return deps.tokens.sign({
    sid,
    id: account.id,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    image_url: account.url_image,
    group_id: account.group_id,
    profile_id: account.profile_id,
    location_id: account.location_id,
    roles,
    modules: modulesFromRoles(roles),
    impersonate: impersonatorId !== null,
    ...(impersonatorId !== null ? { impersonator_id: impersonatorId } : {}),
    password_expired: isPasswordExpired(account.password_expired_time),
    first_access: account.first_access,
  });
}

interface SessionOptions {
  remember?: boolean;
  impersonatorId?: number | null;
  expiresAt?: Date;
}

/** A refresh-token row plus an access token naming it (`sid`). */
export async function startSession(deps: SessionDeps, accountId: number, options: SessionOptions = {}): Promise<SessionTokens> {
  const impersonatorId = options.impersonatorId ?? null;
  const lifetime = impersonatorId !== null ? IMPERSONATION_MS : options.remember ? REMEMBER_MS : SESSION_MS;
  const refreshToken = randomBytes(32).toString('base64url');
  const row = await deps.db
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashRefreshToken(refreshToken),
      account_id: accountId,
      remember: Boolean(options.remember),
      impersonator_id: impersonatorId,
      expires_at: options.expiresAt ?? new Date(Date.now() + lifetime),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, expiresAt } = await signAccess(deps, accountId, row.id, impersonatorId);
  return { token, refresh_token: refreshToken, expires_at: expiresAt };
}

/** A live (not revoked, not expired) session row for a refresh token. */
export async function findLiveSession(db: Db, refreshToken: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

async function revoke(db: Db, sessionId: number) {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Rotation: the old refresh token dies, a new one keeps the session's kind (remember, impersonation). */
export async function rotateSession(
  deps: SessionDeps,
  session: { id: number; account_id: number; remember: boolean; impersonator_id: number | null; expires_at: Date },
): Promise<SessionTokens> {
  await revoke(deps.db, session.id);
  return startSession(deps, session.account_id, {
    remember: session.remember,
    impersonatorId: session.impersonator_id,
    // an impersonation never outlives its first hour; a normal session slides
    expiresAt: session.impersonator_id !== null ? session.expires_at : undefined,
  });
}

/** New tokens after the account changed (names, picture, password): same session, same end. */
export async function reissueSession(deps: SessionDeps, sid: number): Promise<SessionTokens | null> {
  const session = await deps.db.selectFrom('refresh_tokens').selectAll().where('id', '=', sid).executeTakeFirst();
  if (!session || session.revoked_at !== null) return null;
  await revoke(deps.db, session.id);
  return startSession(deps, session.account_id, {
    remember: session.remember,
    impersonatorId: session.impersonator_id,
    expiresAt: session.expires_at,
  });
}

export async function endSession(db: Db, refreshToken: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function endAllSessions(db: Db, accountId: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
}
