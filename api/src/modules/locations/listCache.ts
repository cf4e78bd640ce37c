import type { Db } from '../../db';
import type { ChangeFeed } from '../../db/changes';
import { PreparedJson } from '../../http/preparedJson';
import * as q from './queries';
import { locationListResponse } from './schemas';
import { toLocation } from './service';

/** While database notifications arrive, an entry lives until a write (this bound only guards against bugs). */
export const LIVE_MAX_AGE_MS = 60_000;
/** Without notifications (listener down, or an app built without them), other writers are seen this late at most. */
export const FALLBACK_MAX_AGE_MS = 2_000;

type Entry = { loadedAt: number; body: Promise<PreparedJson> };

/**
 * The unfiltered location lists (`active` = true, false or both; searches always go to the database), as
 * response bytes ready to send: every signed-in page and picker reads them, writes are rare. Any write to
 * `locations`, from this process or another (PostgreSQL NOTIFY through `ChangeFeed`), drops them.
 */
export class LocationListCache {
  private entries = new Map<q.ActiveFilter, Entry>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
  ) {
    changes.on('locations', () => this.invalidate());
  }

  get(active: q.ActiveFilter): Promise<PreparedJson> {
    const maxAge = this.changes.live ? LIVE_MAX_AGE_MS : FALLBACK_MAX_AGE_MS;
    const hit = this.entries.get(active);
    if (hit && Date.now() - hit.loadedAt < maxAge) return hit.body;
    // stored before the query runs, so a write that lands meanwhile removes it (no stale entry survives)
    const entry: Entry = { loadedAt: Date.now(), body: this.load(active) };
    this.entries.set(active, entry);
    entry.body.catch(() => {
      if (this.entries.get(active) === entry) this.entries.delete(active);
    });
    return entry.body;
  }

  invalidate(): void {
    this.entries = new Map();
  }

  private async load(active: q.ActiveFilter): Promise<PreparedJson> {
    const rows = await q.listLocations(this.db, { active, search: null });
    // parsed by the response schema, as the route's serializer would: unknown fields never leave
    const body = locationListResponse.parse({ results: rows.map(toLocation), total: rows.length });
    return new PreparedJson(JSON.stringify(body));
  }
}
