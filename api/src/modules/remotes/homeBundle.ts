import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPILE_HINT, HOME_WIDGETS_DIR, HOME_WIDGETS_GLOBAL, HOME_WIDGETS_MANIFEST } from '@portal/shared';
import { localDistPath } from './descriptors';

/**
 * The home page's widget files in one script, for each remote with a home widget that this server hosts.
 *
 * - A remote whose build wrote its direct widgets (`home-widgets/`, @portal/shared remotes/homeWidgets): that script,
 *   kept as a function under the remote entry URL the registry names (`self.__PORTAL_HOME_WIDGETS__`), with its URL,
 *   stylesheets and the share versions it needs. The shell runs it for the widget slots (shell/src/registry/
 *   homeWidgets.ts): no federation runtime, remote entry or chunk before the first screen (issue 21).
 * - Otherwise its remote entry and the sync chunks of its `./widgets`, which the page would otherwise name one by one.
 *   A chunk only registers its modules with its remote's chunk list when it runs (as its own file does), so the
 *   remote's runtime finds it installed when it asks for it. An entry is not run here: it needs the shell's federation
 *   runtime, which is not up yet. It is kept as a function under its URL (`self.__PORTAL_ENTRIES__`), and the shell's
 *   `loadEntry` hook (shell/src/registry/bundledEntries.ts) runs it instead of fetching the file when the runtime
 *   first asks for that exact URL.
 *
 * Either way a registry switch gives another URL (another `?v=`), so a stale function is never used, and when the
 * bundle comes late, fails or is stale, the runtime loads the widgets itself, as before. One script instead of six:
 * the browser reads it from its cache and compiles it while it streams (README "Fewer files").
 *
 * Remotes on other hosts are not bundled (the api does not fetch code from them); they keep their preload hints.
 */

export interface BundledRemote {
  /** the entry URL the registry names (`/mf/<folder>/remoteEntry.js?v=…`), the key of its function in the bundle */
  entryUrl: string;
  /** the widgets' sync JS the bundle carries */
  chunkUrls: string[];
  /**
   * Set when the bundle carries the remote's direct widgets instead (`home-widgets/`, @portal/shared
   * remotes/homeWidgets): no entry, no chunks, the shell runs them without the federation runtime.
   */
  direct?: DirectWidgetFiles;
}

/** A remote's direct widgets as its `home-widgets/manifest.json` names them, as URLs. */
export interface DirectWidgetFiles {
  manifestUrl: string;
  jsUrl: string;
  cssUrls: string[];
  global: string;
  requires: Record<string, string>;
}

export interface HomeBundle {
  /** where the page asks for it: `/mf/home-widgets/<hash>.js` */
  url: string;
  hash: string;
  remotes: BundledRemote[];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export const HOME_BUNDLE_PREFIX = '/mf/home-widgets/';

// on the thread pool: brotli of the bundle (124 KB for the three widget remotes) takes ~50 ms, which would hold up
// every other request
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** `var mf_trivia;(()=>{…})()`: the global a remote entry of our builds declares first (`library.type: 'var'`) */
const ENTRY_GLOBAL = /^var ([A-Za-z_$][\w$]*);/;
const SOURCE_MAP_LINE = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

function withoutComments(source: string): string {
  return (source.startsWith(`${COMPILE_HINT}\n`) ? source.slice(COMPILE_HINT.length + 1) : source).replace(SOURCE_MAP_LINE, '');
}

/** `/mf/<folder>/…/remoteEntry.js?v=…` → `/mf/<folder>/…/home-widgets/manifest.json` (beside the entry). */
export function directManifestUrl(entryUrl: string): string {
  const entryPath = entryUrl.replace(/\?.*$/, '');
  return `${entryPath.slice(0, entryPath.lastIndexOf('/') + 1)}${HOME_WIDGETS_DIR}/${HOME_WIDGETS_MANIFEST}`;
}

/** a file name as the direct build writes them, nothing that could leave its folder */
const DIRECT_FILE = /^(?!.*\.\.)[\w][\w.-]*\.(js|css)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The remote's direct widgets, when its build wrote them and their manifest is of the shape the build writes. */
async function directWidgets(staticRoot: string, entryUrl: string): Promise<DirectWidgetFiles | null> {
  const manifestUrl = directManifestUrl(entryUrl);
  const file = localDistPath(staticRoot, manifestUrl);
  if (!file) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    // none (a build from before direct widgets, another bundler) or unreadable: the runtime loads the widgets
    return null;
  }
  const m = manifest as { js?: unknown; css?: unknown; global?: unknown; requires?: unknown };
  const css = Array.isArray(m.css) ? m.css : [];
  const requires = m.requires && typeof m.requires === 'object' && !Array.isArray(m.requires) ? (m.requires as Record<string, unknown>) : null;
  if (typeof m.js !== 'string' || !DIRECT_FILE.test(m.js) || !m.js.endsWith('.js')) return null;
  if (!css.every((c): c is string => typeof c === 'string' && DIRECT_FILE.test(c) && c.endsWith('.css'))) return null;
  if (typeof m.global !== 'string' || !IDENTIFIER.test(m.global)) return null;
  if (!requires || !Object.values(requires).every((r) => typeof r === 'string')) return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return { manifestUrl, jsUrl: `${base}${m.js}`, cssUrls: css.map((c) => `${base}${c}`), global: m.global, requires: requires as Record<string, string> };
}

/** The bundle's text for one remote (files read from disk), or null when it cannot be bundled. */
async function remotePart(staticRoot: string, remote: BundledRemote): Promise<{ text: string; remote: BundledRemote } | null> {
  const key = JSON.stringify(remote.entryUrl);
  const direct = await directWidgets(staticRoot, remote.entryUrl);
  const directFile = direct && localDistPath(staticRoot, direct.jsUrl);
  if (direct && directFile) {
    const script = withoutComments(await fs.readFile(directFile, 'utf8'));
    // the script's `var` global stays inside the function: its value is what the shell gets
    const descriptor = `{url:${JSON.stringify(direct.jsUrl)},css:${JSON.stringify(direct.cssUrls)},requires:${JSON.stringify(direct.requires)},run:function(){${script}\n;return ${direct.global}}}`;
    const text = `self.${HOME_WIDGETS_GLOBAL}[${key}]=${descriptor};`;
    return { text, remote: { ...remote, chunkUrls: [], direct } };
  }
  const entryFile = localDistPath(staticRoot, remote.entryUrl.replace(/\?.*$/, ''));
  if (!entryFile) return null;
  const entry = withoutComments(await fs.readFile(entryFile, 'utf8'));
  const global = ENTRY_GLOBAL.exec(entry)?.[1];
  // not the shape our builds write (another library type, a minifier's other output): left to the runtime
  if (!global) return null;
  const parts: string[] = [];
  for (const url of remote.chunkUrls) {
    const file = localDistPath(staticRoot, url);
    if (!file) return null;
    // each chunk in a function of its own: its "use strict" stays a directive, nothing leaks between files
    parts.push(`(function(){${withoutComments(await fs.readFile(file, 'utf8'))}\n})();`);
  }
  parts.push(`(self.__PORTAL_ENTRIES__=self.__PORTAL_ENTRIES__||{})[${key}]=function(){${entry}\n;return ${global}};`);
  return { text: parts.join('\n'), remote };
}

/** A key of the files' versions on disk: the bundle is rebuilt only when one of them changed. */
function filesKey(staticRoot: string, remotes: readonly BundledRemote[]): string {
  const keys: string[] = [];
  // a direct build's manifest is rewritten with every build of it (its script's name changes with its content)
  for (const url of remotes.flatMap((r) => [r.entryUrl.replace(/\?.*$/, ''), directManifestUrl(r.entryUrl), ...r.chunkUrls])) {
    try {
      const stat = statSync(localDistPath(staticRoot, url) ?? '');
      keys.push(`${url}:${stat.mtimeMs}:${stat.size}`);
    } catch {
      // missing (a deploy in progress): that remote is left out until it is there
      keys.push(`${url}:missing`);
    }
  }
  return `${remotes.map((r) => r.entryUrl).join(' ')}|${keys.join(' ')}`;
}

/**
 * The last bundles built, by hash: a page written just before a deploy or a registry switch can still get the bundle
 * it names. Built once per change of its files, compressed once.
 */
export class HomeBundles {
  private readonly byHash = new Map<string, HomeBundle>();
  /** the bundle of the files as they were last seen; a promise, so requests that arrive together build it once */
  private last: { key: string; bundle: Promise<HomeBundle | null> } | undefined;

  constructor(
    private readonly staticRoot: string,
    private readonly keep = 4,
  ) {}

  /** The bundle for these remotes (only those hosted here, in this order), or null when there is nothing to bundle. */
  async build(remotes: readonly BundledRemote[]): Promise<HomeBundle | null> {
    const local = remotes.filter((r) => localDistPath(this.staticRoot, r.entryUrl.replace(/\?.*$/, '')) && r.chunkUrls.every((u) => localDistPath(this.staticRoot, u)));
    if (!local.length) return null;
    const key = filesKey(this.staticRoot, local);
    if (this.last?.key !== key) this.last = { key, bundle: this.assemble(local).catch(() => null) };
    return this.last.bundle;
  }

  private async assemble(local: readonly BundledRemote[]): Promise<HomeBundle | null> {
    let bundle: HomeBundle | null = null;
    const parts: string[] = [];
    const bundled: BundledRemote[] = [];
    for (const remote of local) {
      // one that cannot be bundled (a file missing mid-deploy, an entry of another shape) keeps its own hints
      const part = await remotePart(this.staticRoot, remote).catch(() => null);
      if (part === null) continue;
      parts.push(part.text);
      bundled.push(part.remote);
    }
    if (parts.length) {
      // the compile hint first (V8 compiles the whole file while it streams, off the main thread): nearly all of it runs
      // it declares the direct widgets' registry first, even empty: the shell knows from it that the bundle has run
      const body = Buffer.from(`${COMPILE_HINT}\nself.${HOME_WIDGETS_GLOBAL}=self.${HOME_WIDGETS_GLOBAL}||{};\n${parts.join('\n')}\n`);
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      const [gzipped, brotlied] = await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]);
      bundle = { url: `${HOME_BUNDLE_PREFIX}${hash}.js`, hash, remotes: bundled, body, gzip: gzipped, brotli: brotlied };
    }
    if (bundle) {
      this.byHash.delete(bundle.hash);
      this.byHash.set(bundle.hash, bundle);
      if (this.byHash.size > this.keep) this.byHash.delete(this.byHash.keys().next().value!);
    }
    return bundle;
  }

  /** A bundle built earlier, by the hash in its URL. */
  get(hash: string): HomeBundle | undefined {
    return this.byHash.get(hash);
  }
}
