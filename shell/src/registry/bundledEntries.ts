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
  // the entry works out where its chunks live from the script that runs it (webpack's automatic public path reads
  // document.currentScript): while it runs, that is its own URL, as if it had been loaded from its file
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ tagName: 'SCRIPT', src: url.href }) });
  try {
    const container = run();
    // where a loaded entry would have put it (its `var` global), for anything that looks it up there
    if (container && globalName) (globalThis as Record<string, unknown>)[globalName] = container;
    return container ?? undefined;
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
