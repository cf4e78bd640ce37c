import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { entryVersion } from '../../static/entryVersion';
import { localDistPath } from './descriptors';

/**
 * What the api reads in a remote's `mf-manifest.json`: the URL of its remote entry and the files of each exposed
 * module. From disk for our own /mf/ builds (re-read when the file changes), over HTTP for other hosts (kept a
 * minute). Used for the registry's `entryUrl` (the shell loads the entry without fetching the manifest first) and
 * for the home page's preload hints.
 */
export interface ManifestInfo {
  /** the remote entry script, absolute or from the site root; null when the manifest names none we accept */
  entryUrl: string | null;
  /** each expose's sync files (`./widgets` → URLs), as the runtime would load them */
  exposes: Map<string, { js: string[]; css: string[] }>;
  /** the version range the build needs of each shared singleton (share key → range): the registry's `requires` */
  requires: Record<string, string>;
}

interface ManifestFile {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
  shared?: { name?: unknown; requiredVersion?: unknown; singleton?: unknown }[];
}

/** A share key and a range as builds write them: nothing else passes on to the registry. */
const SHARE_KEY = /^[@\w][\w./@-]{0,100}$/;
const RANGE = /^[\^~]?[\w.*-]{1,40}$/;

/** The singletons a build shares and the range it needs of each (its libraries, like zod, may differ freely). */
function requiresOf(manifest: ManifestFile): Record<string, string> {
  const requires: Record<string, string> = {};
  for (const share of Array.isArray(manifest.shared) ? manifest.shared : []) {
    if (share?.singleton !== true || typeof share.name !== 'string' || typeof share.requiredVersion !== 'string') continue;
    if (SHARE_KEY.test(share.name) && RANGE.test(share.requiredVersion)) requires[share.name] = share.requiredVersion;
  }
  return requires;
}

/** a file name as builds write them (hashed chunks, remoteEntry.js): nothing that could leave the remote's folder */
const ASSET_NAME = /^(?!.*\.\.)[\w][\w./-]*\.(js|css)$/;
const REMOTE_MANIFEST_TTL_MS = 60_000;

/** keyed by manifest URL; `info: null` remembers a remote host that failed (the registry is read on every page load) */
const cache = new Map<string, { key: string; info: ManifestInfo | null; at: number }>();

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Where the manifest's files live: beside it (`publicPath: 'auto'`, our builds) or at the public path it names. */
function assetBase(manifestUrl: string, manifest: ManifestFile): string {
  const publicPath = manifest.metaData?.publicPath;
  if (typeof publicPath === 'string' && /^(https?:\/\/|\/)/.test(publicPath)) return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

function parse(manifestUrl: string, manifest: ManifestFile): ManifestInfo {
  const base = assetBase(manifestUrl, manifest);
  const entry = manifest.metaData?.remoteEntry;
  let entryUrl: string | null = null;
  if (entry && typeof entry.name === 'string') {
    const dir = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
    if (ASSET_NAME.test(`${dir}${entry.name}`)) entryUrl = `${base}${dir}${entry.name}`;
  }
  const exposes = new Map<string, { js: string[]; css: string[] }>();
  for (const expose of manifest.exposes ?? []) {
    if (typeof expose.path !== 'string') continue;
    const files = (list: unknown) =>
      strings(list)
        .filter((name) => ASSET_NAME.test(name))
        .map((name) => `${base}${name}`);
    exposes.set(expose.path, { js: files(expose.assets?.js?.sync), css: files(expose.assets?.css?.sync) });
  }
  return { entryUrl, exposes, requires: requiresOf(manifest) };
}

/** Our own build's entry named by its version (`?v=`, served immutable: ../../static/entryVersion). */
function withEntryVersion(staticRoot: string, info: ManifestInfo): ManifestInfo {
  const file = info.entryUrl ? localDistPath(staticRoot, info.entryUrl) : null;
  const version = file ? entryVersion(file) : null;
  return version ? { ...info, entryUrl: `${info.entryUrl}?v=${version}` } : info;
}

/** The manifest's entry and files, or null when it cannot be read (missing, not JSON, host down). */
export async function readManifestInfo(staticRoot: string, manifestUrl: string): Promise<ManifestInfo | null> {
  const hit = cache.get(manifestUrl);
  try {
    const local = localDistPath(staticRoot, manifestUrl);
    if (local) {
      // sync: a local stat is microseconds, the thread-pool round trip of the async one cost more than the stat itself
      // (this runs for every remote on every page load)
      const stat = statSync(local);
      const key = `${stat.mtimeMs}:${stat.size}`;
      let info = hit?.key === key ? hit.info : null;
      if (!info) {
        info = parse(manifestUrl, JSON.parse(await fs.readFile(local, 'utf8')) as ManifestFile);
        cache.set(manifestUrl, { key, info, at: Date.now() });
      }
      return withEntryVersion(staticRoot, info);
    }
    if (!/^https?:\/\//.test(manifestUrl)) return null;
    if (hit && Date.now() - hit.at < REMOTE_MANIFEST_TTL_MS) return hit.info;
    let info: ManifestInfo | null = null;
    try {
      const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(1500) });
      if (res.ok) info = parse(manifestUrl, (await res.json()) as ManifestFile);
    } catch {
      // down or not JSON: remembered as unreadable for the same minute
    }
    cache.set(manifestUrl, { key: 'remote', info, at: Date.now() });
    return info;
  } catch {
    return null;
  }
}

/** What a health check of one manifest found, read fresh (no cache): reachable, the build version it names, or why not. */
export interface ManifestCheck {
  reachable: boolean;
  version: string | null;
  problem: string | null;
}

const HEALTH_TIMEOUT_MS = 3_000;

function versionOf(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.length <= 100 ? version : null;
}

function looksLikeManifest(manifest: unknown): boolean {
  return typeof manifest === 'object' && manifest !== null && typeof (manifest as ManifestFile).metaData === 'object';
}

/** Reads the manifest now (from disk for our own /mf/ builds, over HTTP otherwise) and says whether it is usable. */
export async function checkManifest(staticRoot: string, manifestUrl: string): Promise<ManifestCheck> {
  const down = (problem: string): ManifestCheck => ({ reachable: false, version: null, problem });
  let manifest: unknown;
  const local = localDistPath(staticRoot, manifestUrl);
  if (local) {
    try {
      manifest = JSON.parse(await fs.readFile(local, 'utf8'));
    } catch (e) {
      return down((e as NodeJS.ErrnoException).code === 'ENOENT' ? 'The manifest file does not exist on this server.' : 'The manifest is not valid JSON.');
    }
  } else if (/^https?:\/\//.test(manifestUrl)) {
    try {
      const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS), redirect: 'follow' });
      if (!res.ok) return down(`The server answered ${res.status}.`);
      manifest = await res.json();
    } catch (e) {
      return down((e as Error).name === 'TimeoutError' ? 'No answer within 3 seconds.' : 'The manifest could not be fetched or is not JSON.');
    }
  } else {
    return down('Not a URL this server can check.');
  }
  if (!looksLikeManifest(manifest)) return down('This is not a Module Federation manifest.');
  return { reachable: true, version: versionOf(manifest), problem: null };
}
