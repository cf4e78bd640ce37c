/**
 * The remote entries the home page's bundle brought (api modules/remotes/homeBundle): the bundle keeps each entry as a
 * function under the URL the registry names, and this runtime hook runs it when the runtime first asks for exactly that
 * URL, instead of fetching the file. Anything else (no bundle, a bundle still on its way, another URL after a registry
 * switch, another origin) returns nothing and the runtime loads the entry itself.
 */
import type { ModuleFederationRuntimePlugin } from './remoteModules';

type EntryFunction = () => unknown;

declare global {
  // eslint-disable-next-line no-var
  var __PORTAL_ENTRIES__: Record<string, EntryFunction> | undefined;
}

interface LoadEntryArgs {
  remoteInfo: { entry: string; entryGlobalName?: string; name: string };
}

/** Runs the bundled entry for `entry` (taken once), or returns undefined when the bundle has none. */
export function runBundledEntry(entry: string, globalName?: string): unknown {
  const entries = globalThis.__PORTAL_ENTRIES__;
  if (!entries || typeof location === 'undefined') return undefined;
  const url = new URL(entry, location.href);
  if (url.origin !== location.origin) return undefined;
  const key = url.pathname + url.search;
  const run = entries[key];
  if (typeof run !== 'function') return undefined;
  delete entries[key];
  const container = asScript(url.href, run);
  // where a loaded entry would have put it (its `var` global), for anything that looks it up there
  if (container && globalName) (globalThis as Record<string, unknown>)[globalName] = container;
  return container ?? undefined;
}

/**
 * Runs `run` as if it were the script at `src`: webpack's automatic public path (how a remote's script finds its
 * chunks) reads `document.currentScript` while the script runs, so for that time it is a script of that URL.
 */
export function asScript<T>(src: string, run: () => T): T {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ tagName: 'SCRIPT', src }) });
  try {
    return run();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
}

export const bundledEntryPlugin = (): ModuleFederationRuntimePlugin =>
  ({
    name: 'portal-bundled-entry',
    loadEntry({ remoteInfo }: LoadEntryArgs) {
      return runBundledEntry(remoteInfo.entry, remoteInfo.entryGlobalName);
    },
  }) as ModuleFederationRuntimePlugin;
