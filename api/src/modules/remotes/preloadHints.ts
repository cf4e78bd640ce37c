import type { RegistryRemote, WidgetSlot } from '@portal/shared';
import { readManifestInfo } from './manifests';

/**
 * Preload hints for the home page: the files the shell will ask for to draw the remotes' home widgets.
 *
 * The shell learns which remotes have home widgets from the registry, then the federation runtime loads each one's
 * remote entry and its `./widgets` chunks: round trips after the shell's own code has run. The server knows all of
 * it when the page is asked for, so the page names those files in `<link rel="preload">` tags and the browser
 * fetches them while it is still downloading the shell. Only hints: the runtime still loads and checks everything
 * itself, and a remote without hints loads as before.
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel="preload">` tags; the manifest is fetched by the runtime with CORS, as a fetch with `crossorigin` must be. */
export function preloadLinkTags(hints: readonly PreloadHint[]): string {
  return (
    hints
      // low priority: the shell's own files are needed first, these only once its layout is drawn
      .map((h) => `<link rel="preload" href="${escapeAttribute(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low" />`)
      .join('')
  );
}
