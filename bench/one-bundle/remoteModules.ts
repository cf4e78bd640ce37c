/**
 * The one-bundle build's replacement for `shell/src/registry/remoteModules.ts` (same calls): the remotes'
 * exposed modules come from a static map of `import()`s instead of the Module Federation runtime.
 */
// written by rspack.config.ts before each build and resolved by its alias; typed by generatedRemotes.d.ts, so the
// workspace typechecks on a fresh clone before any build
import { remoteModules } from 'portal-one-bundle-remotes';

interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  from: string;
  lifecycle: string;
}
export interface ModuleFederationRuntimePlugin {
  name: string;
  errorLoadRemote?: (args: ErrorLoadRemoteArgs) => unknown;
}

const plugins: ModuleFederationRuntimePlugin[] = [];

export function registerPlugins(list: ModuleFederationRuntimePlugin[]) {
  plugins.push(...list);
}

/** No runtime to start (and no version skew: the remotes are built with the shell). */
export async function startFederation(): Promise<void> {}

/** Nothing to register: every remote is in the bundle. */
export function registerRemotes(_remotes: { name: string; entry: string }[], _options?: { force?: boolean }) {}

/** Nothing to fetch ahead: the exposed modules are chunks of this build. */
export async function preloadRemote(_options: { nameOrAlias: string; exposes?: string[]; resourceCategory?: 'all' | 'sync'; share?: boolean }[]) {}

/** Nothing to warm: there is no remote entry. */

export async function loadRemote<T>(id: string): Promise<T | null> {
  try {
    const load = remoteModules[id];
    if (!load) throw new Error(`${id} is not part of the one-bundle build`);
    return (await load()) as T;
  } catch (error) {
    for (const p of plugins) p.errorLoadRemote?.({ id, error, from: 'runtime', lifecycle: 'onLoad' });
    throw error;
  }
}
