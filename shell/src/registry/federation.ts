/**
 * The shell's only door to remote code: registers the registry's remotes with the federation runtime and loads
 * an exposed module the first time it is needed (a route of that remote visited, a home widget slot drawn).
 */
import { loadRemote, preloadRemote, registerPlugins, registerRemotes, startFederation, type ModuleFederationRuntimePlugin } from './remoteModules';
import type { RegistryRemote, RemoteRoute, RemoteWidget } from '@portal/shared';
import { create } from 'zustand';
import { setRemoteExposeLoader } from '@portal/shared/react';
import { incompatibleBuildMessage, setProvidedShares, shareMismatches } from '@portal/shared/core';
import { providedSingletons } from './sharedVersions';

/** `routes`, `widgets`, or another module a remote exposes for other remotes (`adminForms`, `newsForms`). */
export type RemoteExpose = 'routes' | 'widgets' | (string & {});

interface RemoteErrorsState {
  /** last load failure per remote name (errorLoadRemote hook) */
  errors: Record<string, string>;
  record(name: string, message: string): void;
  forget(name: string): void;
}

export const useRemoteErrors = create<RemoteErrorsState>((set) => ({
  errors: {},
  record: (name, message) => set((s) => ({ errors: { ...s.errors, [name]: message } })),
  forget: (name) =>
    set((s) => {
      const { [name]: _gone, ...rest } = s.errors;
      return { errors: rest };
    }),
}));

/** Entry URLs as registered, so a registry change (new URL, rollback) re-registers with force. */
const registered = new Map<string, string>();
/** What each remote's build needs of the shell's singletons (registry `requires`) and its title, for the skew check. */
const builds = new Map<string, Pick<RegistryRemote, 'title' | 'requires'>>();

// what the shell provides, so a remote built against another major is reported instead of loaded (and the registry
// page, a remote on the same `@portal/shared/core` singleton, can say so)
setProvidedShares(providedSingletons());

/** A remote built against singletons the shell does not provide: reported in its area, never loaded. */
export class IncompatibleBuildError extends Error {
  override name = 'IncompatibleBuildError';
}

/** The message for a remote the shell must not load (built against singletons it does not provide), else null. */
export function incompatibility(name: string): string | null {
  const build = builds.get(name);
  const mismatches = shareMismatches(build?.requires);
  return mismatches.length ? incompatibleBuildMessage(build?.title ?? name, mismatches) : null;
}
const modules = new Map<string, Promise<unknown>>();
/** keys whose load failed: kept (so React's `use` sees one settled promise) until a new attempt is asked for */
const failed = new Set<string>();

function absolute(url: string): string {
  return new URL(url, typeof location !== 'undefined' ? location.origin : 'http://localhost').href;
}

function remoteNameOf(id: string | undefined, fallback?: string): string {
  if (fallback) return fallback;
  if (!id) return 'unknown';
  for (const name of registered.keys()) if (id === name || id.startsWith(`${name}/`)) return name;
  for (const [name, entry] of registered) if (id === entry) return name;
  return id.split('/')[0];
}

/** Records every failure (dead server: RUNTIME-003/008, bad deploy, throw at import) and lets it reach the boundary. */
export const errorLoadRemotePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-error-load-remote',
  errorLoadRemote(args) {
    const name = remoteNameOf(args.id, (args as { remote?: { name?: string } }).remote?.name);
    const message = args.error instanceof Error ? args.error.message : String(args.error);
    useRemoteErrors.getState().record(name, message);
    // no fallback module: the caller's promise rejects and the RemoteBoundary shows the message and Retry
    return undefined;
  },
});

let pluginInstalled = false;

function installPlugin() {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([errorLoadRemotePlugin()]);
}

/** Makes the runtime know every remote of the registry (no code is downloaded here). */
export function registerRegistry(remotes: readonly RegistryRemote[]) {
  installPlugin();
  const fresh: { name: string; entry: string }[] = [];
  const changed: { name: string; entry: string }[] = [];
  for (const r of remotes) {
    builds.set(r.name, { title: r.title, requires: r.requires });
    // the entry the api read in the manifest (one fetch less before the remote's code), else the manifest itself
    const entry = absolute(r.entryUrl ?? r.manifestUrl);
    const known = registered.get(r.name);
    if (known === entry) continue;
    (known ? changed : fresh).push({ name: r.name, entry });
    registered.set(r.name, entry);
    for (const key of [...modules.keys()]) if (key.startsWith(`${r.name}/`)) modules.delete(key);
  }
  if (fresh.length) registerRemotes(fresh);
  if (changed.length) registerRemotes(changed, { force: true });
}

function trackLoaded(name: string) {
  const portal = window.__PORTAL__;
  if (portal && !portal.loadedRemotes.includes(name)) portal.loadedRemotes.push(name);
}

function loadThroughRuntime<T>(name: string, expose: RemoteExpose): Promise<{ default?: T } | T | null> {
  // home widgets are on the first screen: fetch the expose's chunks together with the remote entry (the manifest
  // lists them) instead of one after the other. Only for a remote registered by its manifest: one registered by
  // its entry (the api read the manifest) has nothing to list, and the home page names those files itself.
  if (expose === 'widgets' && registered.get(name)?.endsWith('.json')) {
    // a hint only: a failure here shows up (and is reported) through loadRemote below
    void Promise.resolve()
      .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./widgets'], resourceCategory: 'sync', share: false }]))
      .catch(() => undefined);
  }
  return loadRemote<{ default?: T } | T>(`${name}/${expose}`);
}

/**
 * Loads `name/expose` once and caches the promise. A failure stays cached (a stable rejected promise for React's
 * `use`) until `forgetFailedLoads` (a new visit) or `resetRemote` (Retry) asks for another attempt.
 */
export function loadRemoteModule<T>(name: string, expose: RemoteExpose): Promise<T> {
  const key = `${name}/${expose}`;
  let pending = modules.get(key) as Promise<T> | undefined;
  if (!pending) {
    installPlugin();
    // the skew check reads ranges with the runtime's semver check, so it runs once the runtime is up
    const loaded = startFederation().then(() => {
      const skew = incompatibility(name);
      if (!skew) return loadThroughRuntime<T>(name, expose);
      // never load a build into a broken state: its area shows why (RemoteBoundary) and the runtime is not asked
      useRemoteErrors.getState().record(name, skew);
      throw new IncompatibleBuildError(skew);
    });
    pending = loaded.then((mod) => {
      if (!mod) throw new Error(`${key} could not be loaded.`);
      trackLoaded(name);
      useRemoteErrors.getState().forget(name);
      const value = (mod as { default?: T }).default ?? (mod as T);
      return value;
    });
    modules.set(key, pending);
    // settled promises carry their outcome the way React's `use` reads it: a module already here renders at once
    const tracked = pending as Promise<T> & { status?: string; value?: T; reason?: unknown };
    tracked.status = 'pending';
    pending.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        failed.add(key);
      },
    );
  }
  return pending;
}

/** A fresh visit to a remote's area: drop its failed loads so they are attempted again (successes stay cached). */
export function forgetFailedLoads(name: string) {
  let any = false;
  for (const key of [...failed]) {
    if (key.startsWith(`${name}/`)) {
      failed.delete(key);
      modules.delete(key);
      any = true;
    }
  }
  if (any) {
    const entry = registered.get(name);
    // the runtime also caches the failed manifest/entry: register again with force
    if (entry) registerRemotes([{ name, entry }], { force: true });
  }
}

export const loadRemoteRoutes = (name: string) => loadRemoteModule<RemoteRoute[]>(name, 'routes');
export const loadRemoteWidgets = (name: string) => loadRemoteModule<RemoteWidget[]>(name, 'widgets');

/** Sidebar hover: start downloading the routes of the remote the user is about to open. */
export function prefetchRemote(name: string) {
  if (!registered.has(name)) return;
  loadRemoteRoutes(name).catch(() => {
    /* shown by the boundary if the user goes there */
  });
}

/** Retry after a failure: drop what the runtime cached about this remote and register it again. */
export function resetRemote(name: string) {
  const entry = registered.get(name);
  for (const key of [...modules.keys()]) if (key.startsWith(`${name}/`)) modules.delete(key);
  for (const key of [...failed]) if (key.startsWith(`${name}/`)) failed.delete(key);
  useRemoteErrors.getState().forget(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

// remotes compose each other's exposed modules through the shell's runtime (loadRemoteExpose in @portal/shared/react)
setRemoteExposeLoader((remote, expose) => loadRemoteModule(remote, expose));
