/**
 * The shell as a Module Federation host, through the runtime API (its own chunk, loaded with the first remote).
 *
 * It provides the portal's shared singletons to every remote (docs/foundation-contract.md "Remote modules"): the
 * shell's own copies of React, the router, the query client, zustand and @portal/shared, so each remote renders in
 * the shell's React tree and sees its router, store and permission context. antd and the zod-bearing
 * `@portal/shared` root are provided lazily (downloaded when a remote first asks for them). Versions come from the
 * build (`__PORTAL_SHARED__`, @portal/shared/rspack), the same figures the remotes' builds were given.
 * It also puts its runtime core on the global object, which the remotes' entries use instead of carrying their own.
 */
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import * as Zustand from 'zustand';
import * as PortalCore from '@portal/shared/core';
import * as PortalReact from '@portal/shared/react';

declare const __PORTAL_SHARED__: Record<string, { version: string; requiredVersion: string }> | undefined;

type SharedArg = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

/** The share keys the remotes consume (their mf-manifest.json `shared`), each with the shell's module. */
const SYNC_MODULES: Record<string, { config: string; module: unknown }> = {
  react: { config: 'react', module: React },
  'react/jsx-runtime': { config: 'react/', module: JsxRuntime },
  'react-dom': { config: 'react-dom', module: ReactDom },
  'react-dom/client': { config: 'react-dom/', module: ReactDomClient },
  'react-router-dom': { config: 'react-router-dom', module: ReactRouterDom },
  '@tanstack/react-query': { config: '@tanstack/react-query', module: ReactQuery },
  zustand: { config: 'zustand', module: Zustand },
  '@portal/shared/core': { config: '@portal/shared/core', module: PortalCore },
  '@portal/shared/react': { config: '@portal/shared/react', module: PortalReact },
};
const LAZY_MODULES: Record<string, { config: string; load: () => Promise<unknown> }> = {
  antd: { config: 'antd', load: () => import('antd') },
  '@portal/shared': { config: '@portal/shared', load: () => import('@portal/shared') },
};

function versions(config: string) {
  const known = typeof __PORTAL_SHARED__ === 'undefined' ? undefined : __PORTAL_SHARED__[config];
  // outside a build (unit tests) the figures are not needed: nothing is negotiated there
  return known ?? { version: '0.0.0', requiredVersion: '*' };
}

export function sharedModules(): Record<string, SharedArg> {
  const shared: Record<string, SharedArg> = {};
  for (const [key, { config, module }] of Object.entries(SYNC_MODULES)) {
    const { version, requiredVersion } = versions(config);
    shared[key] = { version, scope: 'default', lib: () => module, shareConfig: { singleton: true, requiredVersion } } as SharedArg;
  }
  for (const [key, { config, load }] of Object.entries(LAZY_MODULES)) {
    const { version, requiredVersion } = versions(config);
    shared[key] = { version, scope: 'default', get: () => load().then((m) => () => m), shareConfig: { singleton: true, requiredVersion } } as SharedArg;
  }
  return shared;
}

type HostRemotes = NonNullable<Parameters<typeof createInstance>[0]['remotes']>;

export function createFederationHost(options: { plugins: ModuleFederationRuntimePlugin[]; remotes: HostRemotes }): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: options.remotes,
    shared: sharedModules(),
    // never fetch another container's entry just to negotiate versions: one dead remote must not break start-up
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), ...options.plugins],
  });
}
