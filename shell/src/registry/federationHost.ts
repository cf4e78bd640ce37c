/**
 * The shell as a Module Federation host, through the runtime API (its own chunk, loaded with the first remote).
 *
 * It provides the portal's shared singletons to every remote (docs/foundation-contract.md "Remote modules"): the
 * shell's own copies of React, the router, the query client, zustand and the stateful `@portal/shared/{core,react}`
 * entries, so each remote renders in the shell's React tree and sees its router, store and permission context. antd
 * and zod (a library, not a singleton) are provided lazily (downloaded when a remote first asks for them). The
 * `@portal/shared` root and its domain code are not shared: each remote bundles the domain code it imports. Versions come from the
 * build (`__PORTAL_SHARED__`, @portal/shared/build), the same figures the remotes' builds were given.
 * It also puts its runtime core on the global object, which the remotes' entries use instead of carrying their own, and
 * hands the runtime's semver check to the version-skew check (`@portal/shared/core` remotes/compat), so the shell's first
 * load carries no range parser of its own.
 */
import { createInstance, satisfy, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { setRangeCheck } from '@portal/shared/core';
import { LAZY_MODULES, SYNC_MODULES, sharedVersion as versions } from './sharedSingletons';

type SharedArg = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

export function sharedModules(): Record<string, SharedArg> {
  const shared: Record<string, SharedArg> = {};
  for (const [key, { config, module }] of Object.entries(SYNC_MODULES)) {
    const { version, requiredVersion, singleton } = versions(config);
    shared[key] = { version, scope: 'default', lib: () => module, shareConfig: { singleton, requiredVersion } } as SharedArg;
  }
  for (const [key, { config, load }] of Object.entries(LAZY_MODULES)) {
    const { version, requiredVersion, singleton } = versions(config);
    shared[key] = { version, scope: 'default', get: () => load().then((m) => () => m), shareConfig: { singleton, requiredVersion } } as SharedArg;
  }
  return shared;
}

type HostRemotes = NonNullable<Parameters<typeof createInstance>[0]['remotes']>;

export function createFederationHost(options: { plugins: ModuleFederationRuntimePlugin[]; remotes: HostRemotes }): ModuleFederation {
  setRangeCheck(satisfy);
  return createInstance({
    name: 'shell',
    remotes: options.remotes,
    shared: sharedModules(),
    // never fetch another container's entry just to negotiate versions: one dead remote must not break start-up
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), ...options.plugins],
  });
}
