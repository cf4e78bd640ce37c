import { LRUCache } from 'lru-cache';
import { locationPaging, type LocationListRequest } from '@portal/shared';
import type { Db } from '../../db';
import type { ChangeFeed } from '../../db/changes';
import { PreparedJson } from '../../http/preparedJson';
import * as q from './queries';
import { locationListResponse, locationOptionsResponse } from './schemas';
import { toLocation } from './service';

/** While database notifications arrive, an entry lives until a write (this bound only guards against bugs). */
export const LIVE_MAX_AGE_MS = 60_000;
/** Without notifications (listener down, or an app built without them), other writers are seen this late at most. */
export const FALLBACK_MAX_AGE_MS = 2_000;
/** Distinct pages (query strings, searches included) kept; the least recently read goes first. */
export const MAX_ENTRIES = 200;

const OPTIONS_KEY = 'options';

/** A plain concatenation (search last, the only free text): this runs on every request of a hot route. */
function pageKey({ limit, offset, sort, order, active, search }: LocationListRequest): string {
  return `list|${limit}|${offset}|${sort}|${order}|${active}|${search}`;
}

type Entry = { loadedAt: number; body: Promise<PreparedJson>; value?: PreparedJson };

/**
 * Location list pages (keyed by their normalised query string, searches included) and the picker options,
 * as response bytes ready to send: every signed-in page and picker reads them, writes are rare. Any write to
 * `locations`, from this process or another (PostgreSQL NOTIFY through `ChangeFeed`), drops them all.
 */
export class LocationListCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    maxEntries = MAX_ENTRIES,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    changes.on('locations', () => this.invalidate());
  }

  get size(): number {
    return this.entries.size;
  }

  /** One page of the list (`request` already normalised: defaults applied, search trimmed). */
  page(request: LocationListRequest): Promise<PreparedJson> {
    return this.get(pageKey(request), () => this.loadPage(request));
  }

  /** The page `page` would give at once, or undefined when it must be (or is being) read: synchronous, for the hot path. */
  peekPage(request: LocationListRequest): PreparedJson | undefined {
    const key = pageKey(request);
    const hit = this.entries.get(key);
    if (!hit?.value || Date.now() - hit.loadedAt >= this.maxAge()) return undefined;
    return hit.value;
  }

  /** Every active location as `{ id, display_name }`. */
  options(): Promise<PreparedJson> {
    return this.get(OPTIONS_KEY, () => this.loadOptions());
  }

  invalidate(): void {
    this.entries.clear();
  }

  private maxAge(): number {
    return this.changes.live ? LIVE_MAX_AGE_MS : FALLBACK_MAX_AGE_MS;
  }

  private get(key: string, load: () => Promise<PreparedJson>): Promise<PreparedJson> {
    const maxAge = this.maxAge();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.loadedAt < maxAge) return hit.body;
    // stored before the query runs, so a write that lands meanwhile removes it (no stale entry survives)
    const entry: Entry = { loadedAt: Date.now(), body: load() };
    this.entries.set(key, entry);
    entry.body.then(
      (value) => (entry.value = value),
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry.body;
  }

  private async loadPage(request: LocationListRequest): Promise<PreparedJson> {
    const { rows, total } = await q.listLocationPage(this.db, request);
    // parsed by the response schema, as the route's serializer would: unknown fields never leave
    const body = locationListResponse.parse({ results: rows.map(toLocation), ...locationPaging(request, total) });
    return new PreparedJson(JSON.stringify(body));
  }

  private async loadOptions(): Promise<PreparedJson> {
    const rows = await q.listLocationOptions(this.db);
    const body = locationOptionsResponse.parse({ results: rows.map((r) => ({ id: r.id, display_name: r.display_name })) });
    return new PreparedJson(JSON.stringify(body));
  }
}
