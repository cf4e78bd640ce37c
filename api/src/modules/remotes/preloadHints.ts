import type { RegistryRemote, WidgetSlot } from '@portal/shared';
import { readManifestInfo } from './manifests';

/**
 * Preload hints for the home page (docs/0008-one-module-loader.md): the files the federation runtime will ask for to
 * draw the remotes' home widgets, sent as `Link: <…>; rel=preload` response headers. The shell learns which remotes
 * have home widgets from the registry, then the runtime loads each one's remote entry and its `./widgets` chunks;
 * the server knows those files when the page is asked for, so the browser starts fetching them while it downloads
 * the shell. Only hints: the runtime (loadRemote / preloadRemote) loads and checks everything itself, from any host.
 */

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

const HOME_SLOTS: readonly WidgetSlot[] = ['home-main', 'home-side'];

/** The remote entry and the sync JS/CSS of one expose (the manifest itself when the entry is unknown). */
export async function exposePreloadHints(staticRoot: string, manifestUrl: string, expose: string): Promise<PreloadHint[]> {
  const info = await readManifestInfo(staticRoot, manifestUrl);
  if (!info) return [];
  // a remote whose entry the registry cannot name is loaded through its manifest
  const hints: PreloadHint[] = info.entryUrl ? [{ href: info.entryUrl, as: 'script' }] : [{ href: manifestUrl, as: 'fetch' }];
  const files = info.exposes.get(expose);
  for (const href of files?.css ?? []) hints.push({ href, as: 'style' });
  for (const href of files?.js ?? []) hints.push({ href, as: 'script' });
  return hints;
}

/** Hints for every remote that declares a home widget (portal.json `widgets`), in registry order. */
export async function homePreloadHints(staticRoot: string, remotes: readonly RegistryRemote[]): Promise<PreloadHint[]> {
  const withWidgets = remotes.filter((r) => r.widgets?.some((w) => HOME_SLOTS.includes(w.slot)));
  const lists = await Promise.all(withWidgets.map((r) => exposePreloadHints(staticRoot, r.manifestUrl, './widgets')));
  return lists.flat();
}

/** A URL as a `Link` header target: no character that could end the `<…>` or the header. */
const linkTarget = (href: string) => encodeURI(decodeURI(href)).replace(/[<>"]/g, encodeURIComponent);

/**
 * The `Link` header value: `rel=preload` per file, low priority (the shell's own files come first); the manifest is
 * fetched by the runtime with CORS, as a preload `as=fetch` must say (`crossorigin`).
 */
export function preloadLinkHeader(hints: readonly PreloadHint[]): string {
  return hints.map((h) => `<${linkTarget(h.href)}>; rel=preload; as=${h.as}${h.as === 'fetch' ? '; crossorigin=anonymous' : ''}; fetchpriority=low`).join(', ');
}
