import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The version of a remote entry the portal serves itself: a short hash of its bytes. The registry names the entry as
 * `remoteEntry.js?v=<version>` (and the home page preloads that URL), and that URL is served immutable, so a warm visit
 * asks nothing about the entries; a new build has another version, hence another URL, on the next page load.
 */
const cache = new Map<string, { key: string; version: string }>();

export function entryVersion(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    const key = `${stat.mtimeMs}:${stat.size}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit.version;
    const version = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
    cache.set(file, { key, version });
    return version;
  } catch {
    return null;
  }
}

/** True for a remote entry asked for by the version it has now (`?v=` matching its bytes): safe to keep for a year. */
export function isCurrentEntryVersion(file: string, url: string): boolean {
  if (path.basename(file) !== 'remoteEntry.js') return false;
  const asked = /[?&]v=([0-9a-f]{12})(?:&|$)/.exec(url)?.[1];
  return asked !== undefined && asked === entryVersion(file);
}
