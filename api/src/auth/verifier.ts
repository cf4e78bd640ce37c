import { LRUCache } from 'lru-cache';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';
import type { AccessClaims, TokenService } from './tokens';

/** What a request needs to know of the session (refresh-token row) its token names. */
export interface LiveSession {
  account_id: number;
  impersonator_id: number | null;
  expires_at: number;
}

/** Without change notifications a session read is trusted this long: a session ended elsewhere stops working within it. */
const TTL_MS = 2_000;
/**
 * While the database's notifications arrive (the feed checks its connection every 10 s), every change drops the
 * entries at once, so they are kept 10 minutes: a chat member who writes once a minute is not read again per message.
 */
const LIVE_TTL_MS = 600_000;
const LIMIT = 50_000;

type Entry = { session: Promise<LiveSession | null>; loadedAt: number; value?: LiveSession | null };

/**
 * The sessions access tokens name, read live from `refresh_tokens` and kept briefly: a tiny cache emptied whenever a
 * session ends (sign-out, block, disable, password change), by this process at once and by every other instance
 * through the `refresh_tokens` change notification (migration 20261125060000).
 */
export class SessionCache {
  private readonly entries = new LRUCache<number, Entry>({ max: LIMIT });

  constructor(
    private readonly db: Db,
    private readonly changes?: ChangeFeed,
  ) {
    changes?.on('refresh_tokens', () => this.invalidateAll());
  }

  private get ttl(): number {
    return this.changes?.live ? LIVE_TTL_MS : TTL_MS;
  }

  get(sid: number): Promise<LiveSession | null> {
    const hit = this.entries.get(sid);
    if (hit && Date.now() - hit.loadedAt < this.ttl) return hit.session;
    const entry: Entry = { session: this.load(sid), loadedAt: Date.now() };
    this.entries.set(sid, entry);
    entry.session.then(
      (value) => (entry.value = value),
      () => {
        if (this.entries.get(sid) === entry) this.entries.delete(sid);
      },
    );
    return entry.session;
  }

  /** What `get` would answer at once, or undefined when it has to read the database. */
  peek(sid: number): LiveSession | null | undefined {
    const hit = this.entries.get(sid);
    return hit && Date.now() - hit.loadedAt < this.ttl ? hit.value : undefined;
  }

  private async load(sid: number): Promise<LiveSession | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['account_id', 'impersonator_id', 'expires_at'])
      .where('id', '=', sid)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? { account_id: row.account_id, impersonator_id: row.impersonator_id, expires_at: row.expires_at.getTime() } : null;
  }

  invalidateAll(): void {
    this.entries.clear();
  }
}

function sessionAllows(session: LiveSession | null, claims: AccessClaims): boolean {
  return session !== null && session.expires_at > Date.now() && session.account_id === claims.id && session.impersonator_id === (claims.impersonator_id ?? null);
}

/**
 * The one access-token check, used by every api request (`installAccessControl`) and every socket handshake and
 * sweep (`Realtime`): the token itself (alg, typ, iss, aud, exp, nbf / iat: `TokenService.verify`) and the session it
 * names, live (not ended, not expired, same account and impersonator).
 */
export class AccessVerifier {
  constructor(
    readonly tokens: TokenService,
    readonly sessions: SessionCache,
  ) {}

  /** Synchronous answer when both the token and its session are cached; undefined: call `verify`. */
  verifyCached(token: string): AccessClaims | null | undefined {
    const claims = this.tokens.verifyCached(token);
    if (!claims) return claims;
    const session = this.sessions.peek(claims.sid);
    if (session === undefined) return undefined;
    return sessionAllows(session, claims) ? claims : null;
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    return (await this.sessionLive(claims)) ? claims : null;
  }

  /** Whether the session of already verified claims is still live (socket sweeps). */
  async sessionLive(claims: AccessClaims): Promise<boolean> {
    return sessionAllows(await this.sessions.get(claims.sid), claims);
  }
}
