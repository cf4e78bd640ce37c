import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPILE_HINT } from '@portal/shared';
import { localDistPath } from './descriptors';

/**
 * The home page's widget files in one script: for each remote with a home widget that this server hosts, its remote
 * entry and the sync chunks of its `./widgets`, which the page would otherwise name one by one (six scripts for the
 * three widget remotes; their stylesheets stay preloads of their own). Measured (2026-12-02, an A/B of 15 interleaved
 * runs against the page as it was, README "Fewer files"): 1.01-1.10 in its favour across the four conditions, each
 * within the machine's noise. The browser reads one script from its cache and compiles it while it streams, instead
 * of six that compete with the shell's `main.js`.
 *
 * How the runtime still decides everything:
 * - A chunk only registers its modules with its remote's chunk list when it runs (as its own file does), so the
 *   remote's runtime finds it installed when it asks for it.
 * - An entry is not run here: it needs the shell's federation runtime, which is not up yet. It is kept as a
 *   function under its URL (`self.__PORTAL_ENTRIES__`), and the shell's `loadEntry` hook
 *   (shell/src/registry/bundledEntries.ts) runs it instead of fetching the file when the runtime first asks for that
 *   exact URL. A registry switch gives another URL (another `?v=`), so a stale function is never used.
 * - When the bundle comes late, fails or is stale, the runtime fetches the entry and chunks itself, as before.
 *
 * Remotes on other hosts are not bundled (the api does not fetch code from them); they keep their preload hints.
 */

export interface BundledRemote {
  /** the entry URL the registry names (`/mf/<folder>/remoteEntry.js?v=…`), the key of its function in the bundle */
  entryUrl: string;
  /** the widgets' sync JS the bundle carries */
  chunkUrls: string[];
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

/** The bundle's text for the remotes given (files read from disk), or null when one of them cannot be bundled. */
async function remotePart(staticRoot: string, remote: BundledRemote): Promise<string | null> {
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
  const key = JSON.stringify(remote.entryUrl);
  parts.push(`(self.__PORTAL_ENTRIES__=self.__PORTAL_ENTRIES__||{})[${key}]=function(){${entry}\n;return ${global}};`);
  return parts.join('\n');
}

/** A key of the files' versions on disk: the bundle is rebuilt only when one of them changed. */
function filesKey(staticRoot: string, remotes: readonly BundledRemote[]): string {
  const keys: string[] = [];
  for (const url of remotes.flatMap((r) => [r.entryUrl.replace(/\?.*$/, ''), ...r.chunkUrls])) {
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
      parts.push(part);
      bundled.push(remote);
    }
    if (parts.length) {
      // the compile hint first (V8 compiles the whole file while it streams, off the main thread): nearly all of it runs
      const body = Buffer.from(`${COMPILE_HINT}\n${parts.join('\n')}\n`);
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
