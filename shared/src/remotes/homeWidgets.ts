/**
 * Home widgets without the federation runtime on the first screen (issue 21).
 *
 * A remote with a home widget also builds its `./widgets` module once more, as a plain script that takes the shell's
 * shared singletons from a global instead of negotiating them through Module Federation (@portal/shared/rspack,
 * `homeWidgetsConfig`): `<remote dist>/home-widgets/`, described by its `manifest.json`. The api puts that script in
 * the home page's bundle (api modules/remotes/homeBundle) under the remote entry URL the registry names, and the
 * shell runs it for the home page's widget slots (shell/src/registry/homeWidgets.ts) instead of starting the runtime,
 * loading the remote entry and then the expose's chunks. Every other module of the remote (routes, forms) still comes
 * through the runtime, which the shell starts once the home page is up.
 *
 * Zod-free: the shell's first load imports it (through `@portal/shared/core`).
 */

/** The folder of a remote's dist that holds the direct build of its widgets. */
export const HOME_WIDGETS_DIR = 'home-widgets';
export const HOME_WIDGETS_MANIFEST = 'manifest.json';

/** Where the home bundle puts each remote's direct widgets, keyed by the registry's entry URL (path and `?v=`). */
export const HOME_WIDGETS_GLOBAL = '__PORTAL_HOME_WIDGETS__';
/** Where the shell puts its shared singletons for the direct widgets (sync ones as modules, lazy ones as getters). */
export const SHARED_MODULES_GLOBAL = '__PORTAL_SHARED_MODULES__';

/** Share keys the shell provides as modules it already has, and those it downloads on first use. */
export const DIRECT_SYNC_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@portal/shared/core',
  '@portal/shared/react',
] as const;
export const DIRECT_LAZY_SHARES = ['antd', '@portal/shared'] as const;
export type DirectShare = (typeof DIRECT_SYNC_SHARES)[number] | (typeof DIRECT_LAZY_SHARES)[number];

/** `home-widgets/manifest.json`, written by the build. */
export interface HomeWidgetsManifest {
  /** the script, relative to the manifest's folder */
  js: string;
  /** its stylesheets, relative to the manifest's folder */
  css: string[];
  /** the `var` the script declares; its value is the module (or a promise of it, when it waits for a lazy share) */
  global: string;
  /** the version range the build asked for, per share key (the same as the federated build's `shared`) */
  requires: Record<string, string>;
}

/** What the home bundle registers per remote under `self.__PORTAL_HOME_WIDGETS__[entryUrl]`. */
export interface DirectHomeWidgets {
  /** the script's own URL: its chunks are found beside it (automatic public path) */
  url: string;
  css: string[];
  requires: Record<string, string>;
  /** runs the script once and returns its module (or a promise of it) */
  run: () => unknown;
}

/** True when `version` (x.y.z) satisfies `range` as the builds write it (`^x.y.z`, `^x.0.0`, `*`). */
export function satisfiesCaret(version: string, range: string): boolean {
  if (range === '*') return true;
  const want = /^\^(\d+)\.(\d+)\.(\d+)/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!want || !have) return false;
  const [wMajor, wMinor, wPatch] = want.slice(1).map(Number);
  const [hMajor, hMinor, hPatch] = have.slice(1).map(Number);
  if (hMajor !== wMajor) return false;
  // ^0.y.z: the minor is the breaking part, as in npm
  if (wMajor === 0 && hMinor !== wMinor) return false;
  return hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch);
}
