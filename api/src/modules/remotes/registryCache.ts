import type { RegistryRemote } from '@portal/shared';
import type { Db } from '../../db';
import type { ChangeFeed } from '../../db/changes';
import * as q from './queries';
import { toRegistryRemote } from './service';

/** While database notifications arrive, the rows live until a write (this bound only guards against bugs). */
export const LIVE_MAX_AGE_MS = 60_000;
/** Without notifications (listener down, or an app built without them), another instance's switch is seen this late at most. */
export const FALLBACK_MAX_AGE_MS = 2_000;

/**
 * The registry's rows, parsed: every page load reads them twice (the home page's preload hints, `GET /api/v1/remotes`),
 * and a remote is switched a few times a month. Reading them was most of both requests' cost (the query on PGlite,
 * ~1.8 ms of CPU, the descriptors' parse), on the two cores the browser also needs at that moment. Any write to
 * `remotes`, from this process or another (PostgreSQL NOTIFY through `ChangeFeed`), drops them, so a switch takes
 * effect on the next load. What changes on disk (a rebuilt remote's manifest and entry) is not kept here: the
 * callers read it per request, by each file's size and mtime (./manifests).
 */
export class RegistryCache {
  private entry: { loadedAt: number; remotes: Promise<RegistryRemote[]> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
  ) {
    changes.on('remotes', () => this.invalidate());
  }

  /** The registry in name order, as stored (no `entryUrl`: that comes from each manifest on disk). */
  remotes(): Promise<RegistryRemote[]> {
    const maxAge = this.changes.live ? LIVE_MAX_AGE_MS : FALLBACK_MAX_AGE_MS;
    if (this.entry && Date.now() - this.entry.loadedAt < maxAge) return this.entry.remotes;
    // stored before the query runs, so a write that lands meanwhile removes it (no stale entry survives)
    const entry = { loadedAt: Date.now(), remotes: q.listRemotes(this.db).then((rows) => rows.map(toRegistryRemote)) };
    this.entry = entry;
    entry.remotes.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return entry.remotes;
  }

  invalidate(): void {
    this.entry = undefined;
  }
}
