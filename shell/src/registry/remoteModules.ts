/**
 * The seam between the shell and the code of its remotes: the runtime calls `federation.ts` makes.
 *
 * Shipped portal: the Module Federation runtime, created on first use from its own chunk (`federationHost.ts`), so
 * the shell's first paint carries and runs no federation code; the home page starts it early for its widgets
 * (registry/warmHome.ts). Calls made before it is up are remembered and applied when it is.
 * The benchmark's one-bundle build (bench/one-bundle/rspack.config.ts) replaces this file with `resolve.alias`
 * by a static map of `import()`s of the same remotes' source, to measure what runtime composition costs.
 * Keep the surface this small: anything added here must be added to the one-bundle loader too.
 */
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type { ModuleFederationRuntimePlugin };
type RemoteToRegister = Parameters<ModuleFederation['registerRemotes']>[0][number];
type PreloadOptions = Parameters<ModuleFederation['preloadRemote']>[0];

const plugins: ModuleFederationRuntimePlugin[] = [];
const remotes = new Map<string, RemoteToRegister>();
let host: ModuleFederation | undefined;
let starting: Promise<ModuleFederation> | undefined;

function federation(): Promise<ModuleFederation> {
  if (host) return Promise.resolve(host);
  starting ??= import(/* webpackChunkName: "federation" */ './federationHost').then(
    (m) => (host = m.createFederationHost({ plugins: [...plugins], remotes: [...remotes.values()] })),
    (error: unknown) => {
      // the chunk did not arrive (network): the next load tries again
      starting = undefined;
      throw error;
    },
  );
  return starting;
}

/** Resolves once the runtime is up (its chunk fetched, the host created): what runs after it may rely on it. */
export async function startFederation(): Promise<void> {
  await federation();
}

export function registerPlugins(list: ModuleFederationRuntimePlugin[]) {
  plugins.push(...list);
  host?.registerPlugins(list);
}

export function registerRemotes(list: RemoteToRegister[], options?: { force?: boolean }) {
  for (const remote of list) remotes.set(remote.name, remote);
  host?.registerRemotes(list, options);
}

export async function preloadRemote(options: PreloadOptions) {
  return (await federation()).preloadRemote(options);
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}
