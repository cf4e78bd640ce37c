import { emptyRoles, type PermissionModule, type Roles, type UserStatus } from '@portal/shared';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';

export interface AccessState {
  status: UserStatus;
  group_id: number | null;
  roles: Roles;
}

const TTL_MS = 2_000;

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
 * does not query per call; writers invalidate so a block or a permission change applies at once. A permission
 * change made by another api instance arrives through the change feed (trigger on group_permissions).
 * Concurrent requests of one account share one load: without that, every request in flight when the
 * entry expires would query the database at once (a stall every 2 s under load).
 */
export class AccessStateCache {
  private entries = new Map<number, { state: Promise<AccessState | null>; loadedAt: number; value?: AccessState | null }>();

  constructor(
    private readonly db: Db,
    changes?: ChangeFeed,
  ) {
    changes?.on('group_permissions', () => this.invalidateAll());
  }

  get(accountId: number): Promise<AccessState | null> {
    const hit = this.entries.get(accountId);
    if (hit && Date.now() - hit.loadedAt < TTL_MS) return hit.state;
    if (this.entries.size > 50_000) this.entries.clear();
    // stored before the query runs, so an invalidation while it runs drops it too
    const entry: { state: Promise<AccessState | null>; loadedAt: number; value?: AccessState | null } = { state: this.load(accountId), loadedAt: Date.now() };
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
    return hit && Date.now() - hit.loadedAt < TTL_MS ? hit.value : undefined;
  }

  private async load(accountId: number): Promise<AccessState | null> {
    const row = await this.db.selectFrom('accounts').select(['status', 'group_id']).where('id', '=', accountId).executeTakeFirst();
    return row ? { status: row.status, group_id: row.group_id, roles: await loadRoles(this.db, row.group_id) } : null;
  }

  invalidate(accountId: number) {
    this.entries.delete(accountId);
  }

  /** After a group's permissions change: every member is affected. */
  invalidateAll() {
    this.entries = new Map();
  }
}
