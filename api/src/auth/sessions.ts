import { createHash, randomBytes } from 'node:crypto';
import { modulesFromRoles, type SessionTokens } from '@portal/shared';
import type { Db } from '../db';
import { loadRoles } from './accessState';
import type { TokenService } from './tokens';
import type { ChangeFeed } from '../db/changes';

const REMEMBER_MS = 30 * 24 * 3600 * 1000;
const SESSION_MS = 12 * 3600 * 1000;
/** an administrator acting as someone else gets a short session */
const IMPERSONATION_MS = 3600 * 1000;

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  /** told when sessions end, so every cache of live sessions (this instance's at once) drops them */
  changes?: ChangeFeed;
}

/** After a session ended (committed): this process's session cache and socket sweep learn it now, other instances by NOTIFY. */
export function sessionsEnded(deps: { changes?: ChangeFeed }): void {
  deps.changes?.changed('refresh_tokens');
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

/**
 * Rotation: the old refresh token dies, a new one is written into the SAME session row, so the session id (`sid`) an
 * access token and a socket carry lives as long as the session does (a refresh never cuts a live socket). The update is
 * conditional on the old hash: two refreshes racing with one token give one success.
 */
async function replaceRefreshToken(deps: SessionDeps, session: { id: number; token_hash: string }, expiresAt: Date): Promise<SessionTokens | null> {
  const refreshToken = randomBytes(32).toString('base64url');
  const row = await deps.db
    .updateTable('refresh_tokens')
    .set({ token_hash: hashRefreshToken(refreshToken), expires_at: expiresAt })
    .where('id', '=', session.id)
    .where('token_hash', '=', session.token_hash)
    .where('revoked_at', 'is', null)
    .returning(['account_id', 'impersonator_id'])
    .executeTakeFirst();
  if (!row) return null;
  const { token, expiresAt: accessExpiresAt } = await signAccess(deps, row.account_id, session.id, row.impersonator_id);
  return { token, refresh_token: refreshToken, expires_at: accessExpiresAt };
}

/** Rotation: a new refresh token for the same session; a normal session slides, an impersonation never outlives its first hour. */
export async function rotateSession(
  deps: SessionDeps,
  session: { id: number; token_hash: string; remember: boolean; impersonator_id: number | null; expires_at: Date },
): Promise<SessionTokens | null> {
  const lifetime = session.remember ? REMEMBER_MS : SESSION_MS;
  return replaceRefreshToken(deps, session, session.impersonator_id !== null ? session.expires_at : new Date(Date.now() + lifetime));
}

/** New tokens after the account changed (names, picture, password): same session, same end. */
export async function reissueSession(deps: SessionDeps, sid: number): Promise<SessionTokens | null> {
  const session = await deps.db.selectFrom('refresh_tokens').selectAll().where('id', '=', sid).executeTakeFirst();
  if (!session || session.revoked_at !== null) return null;
  return replaceRefreshToken(deps, session, session.expires_at);
}

/** Sign-out: the session of this refresh token ends (its access tokens fail at their next request, its sockets close). */
export async function endSession(deps: { db: Db; changes?: ChangeFeed }, refreshToken: string): Promise<void> {
  await deps.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('token_hash', '=', hashRefreshToken(refreshToken)).where('revoked_at', 'is', null).execute();
  sessionsEnded(deps);
}

/**
 * Every session of the account ends, but `exceptSid` (the caller's own, after changing their password). Inside a
 * transaction, call `sessionsEnded(deps)` once it committed.
 */
export async function endAllSessions(db: Db, accountId: number, exceptSid?: number): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  if (exceptSid !== undefined) query = query.where('id', '<>', exceptSid);
  await query.execute();
}
