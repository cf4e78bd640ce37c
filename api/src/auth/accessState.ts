import { LRUCache } from 'lru-cache';
import { emptyRoles, type PermissionModule, type Roles, type UserStatus } from '@portal/shared';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';

export interface AccessState {
  status: UserStatus;
  group_id: number | null;
  /** the account's main location (location chat membership) */
  location_id: number | null;
  roles: Roles;
  /** who the account is, as its messages show it (location chat): no second read per message */
  first_name: string;
  last_name: string;
  url_image: string | null;
}

const TTL_MS = 2_000;
/**
 * While the database's notifications arrive (the feed checks its connection every 10 s), every change drops the
 * entries at once, so they are kept 10 minutes: a chat member who writes once a minute is not read again per message.
 */
const LIVE_TTL_MS = 600_000;
/** accounts kept at most; the least recently asked for goes first */
const LIMIT = 50_000;

type Entry = { state: Promise<AccessState | null>; loadedAt: number; value?: AccessState | null };

export async function loadRoles(db: Db, groupId: number | null): Promise<Roles> {
  const roles = emptyRoles();
  if (groupId === null) return roles;
  const rows = await db.selectFrom('group_permissions').selectAll().where('group_id', '=', groupId).execute();
  for (const row of rows) {
    if (row.module in roles) roles[row.module as PermissionModule] = { view: row.view, add: row.add, edit: row.edit, delete: row.delete };
  }
  return roles;
}

/**
 * Each account's current status and permissions, read from the database and kept ~2 s so a busy page
 * does not query per call; writers invalidate so a block or a permission change applies at once. Given the change
 * feed, every committed write to `accounts` or `group_permissions` (from any instance, a migration, psql) drops them
 * too, and while that feed is live entries are kept up to 10 minutes (a socket message re-checks its sender without a
 * query each time).
 * Concurrent requests of one account share one load: without that, every request in flight when the
 * entry expires would query the database at once (a stall every 2 s under load).
 */
export class AccessStateCache {
  private readonly entries = new LRUCache<number, Entry>({ max: LIMIT });

  constructor(
    private readonly db: Db,
    private readonly changes?: ChangeFeed,
  ) {
    changes?.on('accounts', () => this.invalidateAll());
    changes?.on('group_permissions', () => this.invalidateAll());
  }

  private get ttl(): number {
    return this.changes?.live ? LIVE_TTL_MS : TTL_MS;
  }

  get(accountId: number): Promise<AccessState | null> {
    const hit = this.entries.get(accountId);
    if (hit && Date.now() - hit.loadedAt < this.ttl) return hit.state;
    // stored before the query runs, so an invalidation while it runs drops it too
    const entry: Entry = { state: this.load(accountId), loadedAt: Date.now() };
    this.entries.set(accountId, entry);
    entry.state.then(
      (value) => (entry.value = value),
      () => {
        if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
      },
    );
    return entry.state;
  }

  /** The state `get` would give at once, or undefined when it would have to (or is still going to) read it. */
  peek(accountId: number): AccessState | null | undefined {
    const hit = this.entries.get(accountId);
    return hit && Date.now() - hit.loadedAt < this.ttl ? hit.value : undefined;
  }

  /** One round trip: the account joined to its group's permissions (a socket message per sender pays this every ~2 s). */
  private async load(accountId: number): Promise<AccessState | null> {
    const rows = await this.db
      .selectFrom('accounts as a')
      .leftJoin('group_permissions as p', 'p.group_id', 'a.group_id')
      .select(['a.status', 'a.group_id', 'a.location_id', 'a.first_name', 'a.last_name', 'a.url_image', 'p.module', 'p.view', 'p.add', 'p.edit', 'p.delete'])
      .where('a.id', '=', accountId)
      .execute();
    const first = rows[0];
    if (!first) return null;
    const roles = emptyRoles();
    for (const row of rows) {
      if (row.module && row.module in roles) roles[row.module] = { view: row.view!, add: row.add!, edit: row.edit!, delete: row.delete! };
    }
    return {
      status: first.status,
      group_id: first.group_id,
      location_id: first.location_id,
      roles,
      first_name: first.first_name,
      last_name: first.last_name,
      url_image: first.url_image,
    };
  }

  invalidate(accountId: number) {
    this.entries.delete(accountId);
  }

  /** After a group's permissions change: every member is affected. */
  invalidateAll() {
    this.entries.clear();
  }
}
