import fs from 'node:fs/promises';
import type { RegistryRemote, WidgetSlot } from '@portal/shared';
import { localDistPath } from './descriptors';

/**
 * Preload hints for the home page: the files the shell will ask for to draw the remotes' home widgets.
 *
 * The shell learns which remotes have home widgets from the registry, then the federation runtime fetches each
 * one's manifest, then its remote entry and the `./widgets` chunks: three round trips after the shell's own code
 * has run. The server knows all of it when the page is asked for, so the page names those files in `<link
 * rel="preload">` tags and the browser fetches them while it is still downloading the shell. Only hints: the
 * runtime still loads and checks everything itself, and a remote without hints loads as before.
 */

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

interface ManifestFile {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const HOME_SLOTS: readonly WidgetSlot[] = ['home-main', 'home-side'];
/** a file name as builds write them (hashed chunks, remoteEntry.js): nothing that could leave the remote's folder */
const ASSET_NAME = /^(?!.*\.\.)[\w][\w./-]*\.(js|css)$/;
const REMOTE_MANIFEST_TTL_MS = 60_000;

const cache = new Map<string, { key: string; hints: PreloadHint[]; at: number }>();

async function readManifest(staticRoot: string, manifestUrl: string): Promise<{ manifest: ManifestFile; key: string } | null> {
  const local = localDistPath(staticRoot, manifestUrl);
  if (local) {
    const stat = await fs.stat(local);
    return { manifest: JSON.parse(await fs.readFile(local, 'utf8')) as ManifestFile, key: `${stat.mtimeMs}:${stat.size}` };
  }
  if (!/^https?:\/\//.test(manifestUrl)) return null;
  const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(1500) });
  if (!res.ok) return null;
  return { manifest: (await res.json()) as ManifestFile, key: 'remote' };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Where the manifest's files live: beside it (`publicPath: 'auto'`, our builds) or at the public path it names. */
function assetBase(manifestUrl: string, manifest: ManifestFile): string {
  const publicPath = manifest.metaData?.publicPath;
  if (typeof publicPath === 'string' && /^(https?:\/\/|\/)/.test(publicPath)) return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** The manifest, the remote entry and the sync JS/CSS of one expose, as preload hints (empty when unreadable). */
export async function exposePreloadHints(staticRoot: string, manifestUrl: string, expose: string): Promise<PreloadHint[]> {
  const hit = cache.get(`${manifestUrl}#${expose}`);
  try {
    if (hit && hit.key === 'remote' && Date.now() - hit.at < REMOTE_MANIFEST_TTL_MS) return hit.hints;
    const read = await readManifest(staticRoot, manifestUrl);
    if (!read) return [];
    if (hit && hit.key === read.key && read.key !== 'remote') return hit.hints;
    const { manifest } = read;
    const base = assetBase(manifestUrl, manifest);
    const hints: PreloadHint[] = [{ href: manifestUrl, as: 'fetch' }];
    const entry = manifest.metaData?.remoteEntry;
    if (entry && typeof entry.name === 'string') {
      const dir = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
      if (ASSET_NAME.test(`${dir}${entry.name}`)) hints.push({ href: `${base}${dir}${entry.name}`, as: 'script' });
    }
    const assets = manifest.exposes?.find((e) => e.path === expose)?.assets;
    for (const name of strings(assets?.css?.sync)) if (ASSET_NAME.test(name)) hints.push({ href: `${base}${name}`, as: 'style' });
    for (const name of strings(assets?.js?.sync)) if (ASSET_NAME.test(name)) hints.push({ href: `${base}${name}`, as: 'script' });
    cache.set(`${manifestUrl}#${expose}`, { key: read.key, hints, at: Date.now() });
    return hints;
  } catch {
    // a missing or broken manifest: no hints (the shell reports the remote's failure when it loads it)
    return [];
  }
}

/** Hints for every remote that declares a home widget (portal.json `widgets`), in registry order. */
export async function homePreloadHints(staticRoot: string, remotes: readonly RegistryRemote[]): Promise<PreloadHint[]> {
  const withWidgets = remotes.filter((r) => r.widgets?.some((w) => HOME_SLOTS.includes(w.slot)));
  const lists = await Promise.all(withWidgets.map((r) => exposePreloadHints(staticRoot, r.manifestUrl, './widgets')));
  return lists.flat();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel="preload">` tags; the manifest is fetched by the runtime with CORS, as a fetch with `crossorigin` must be. */
export function preloadLinkTags(hints: readonly PreloadHint[]): string {
  return hints
    // low priority: the shell's own files are needed first, these only once its layout is drawn
    .map((h) => `<link rel="preload" href="${escapeAttribute(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low" />`)
    .join('');
}
