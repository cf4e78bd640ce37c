import type { RegistryRemote, WidgetSlot } from '@portal/shared';
import type { HomeBundles } from './homeBundle';
import { readManifestInfo } from './manifests';

/**
 * Preload hints for the home page: the files the shell will ask for to draw the remotes' home widgets.
 *
 * The shell learns which remotes have home widgets from the registry, then the federation runtime loads each one's
 * remote entry and its `./widgets` chunks: round trips after the shell's own code has run. The server knows all of
 * it when the page is asked for, so the page names those files and the browser fetches them while it is still
 * downloading the shell. Only hints: the runtime still loads and checks everything itself, and a remote without hints
 * loads as before.
 */

export interface PreloadHint {
  href: string;
  /**
   * `chunk`: a chunk script of the expose, which only registers its modules with its remote's chunk list when it runs
   * (the remote's runtime takes them from there, as if it had loaded the file itself), so the page runs it as soon as
   * it arrives (`<script async>`): compiled off the main thread, it is installed when the runtime asks for it instead
   * of waiting for its turn to run while the shell renders. The remote entry is only preloaded: run before the shell's
   * runtime is up, it would have no runtime to join.
   */
  as: 'fetch' | 'script' | 'chunk' | 'style';
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
  for (const href of files?.js ?? []) hints.push({ href, as: 'chunk' });
  return hints;
}

/**
 * Hints for every remote that declares a home widget (portal.json `widgets`), in registry order. With `bundles`, the
 * widgets of the remotes this server hosts come in one script (./homeBundle: their direct build, else their entry and
 * widget chunks) and only their stylesheets are named one by one; a remote hosted elsewhere keeps its own hints.
 */
export async function homePreloadHints(staticRoot: string, remotes: readonly RegistryRemote[], bundles?: HomeBundles): Promise<PreloadHint[]> {
  return (await homePreloads(staticRoot, remotes, bundles)).hints;
}

export interface HomePreloads {
  hints: PreloadHint[];
  /** every home widget comes in the bundle without the federation runtime: the page need not fetch it early */
  runtimeLater: boolean;
}

/** `homePreloadHints`, and whether the home page can leave the runtime for after its first screen. */
export async function homePreloads(staticRoot: string, remotes: readonly RegistryRemote[], bundles?: HomeBundles): Promise<HomePreloads> {
  const withWidgets = remotes.filter((r) => r.widgets?.some((w) => HOME_SLOTS.includes(w.slot)));
  const infos = await Promise.all(withWidgets.map((r) => readManifestInfo(staticRoot, r.manifestUrl)));
  const candidates = infos.flatMap((info) => {
    const js = info?.exposes.get('./widgets')?.js;
    return info?.entryUrl && js ? [{ entryUrl: info.entryUrl, chunkUrls: js }] : [];
  });
  const bundle = bundles ? await bundles.build(candidates) : null;
  const bundled = new Map(bundle?.remotes.map((r) => [r.entryUrl, r]));
  const hints: PreloadHint[] = [];
  for (const [i, remote] of withWidgets.entries()) {
    const info = infos[i];
    const inBundle = info?.entryUrl ? bundled.get(info.entryUrl) : undefined;
    if (inBundle) {
      // the stylesheets of what the bundle carries: the direct build's own, or the expose's
      for (const href of inBundle.direct?.cssUrls ?? info?.exposes.get('./widgets')?.css ?? []) hints.push({ href, as: 'style' });
    } else {
      hints.push(...(await exposePreloadHints(staticRoot, remote.manifestUrl, './widgets')));
    }
  }
  if (bundle) hints.push({ href: bundle.url, as: 'chunk' });
  const runtimeLater = withWidgets.length > 0 && withWidgets.every((_, i) => !!(infos[i]?.entryUrl && bundled.get(infos[i]!.entryUrl!)?.direct));
  return { hints, runtimeLater };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The tags for the page: `<script async>` for chunks, `<link rel="preload">` for the rest; the manifest is fetched by
 * the runtime with CORS, as a fetch with `crossorigin` must be. All low priority: the shell's own files come first.
 */
export function preloadLinkTags(hints: readonly PreloadHint[]): string {
  return hints
    .map((h) =>
      h.as === 'chunk'
        ? `<script async src="${escapeAttribute(h.href)}" fetchpriority="low"></script>`
        : `<link rel="preload" href="${escapeAttribute(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''} fetchpriority="low" />`,
    )
    .join('');
}
