/**
 * The shell's copies of the libraries it provides to every remote as singletons, by share key, to the federation
 * runtime (./federationHost). The sync ones are in the shell's first load already; antd and zod
 * are downloaded when a remote first asks for them.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactQuery from '@tanstack/react-query';
import * as Zustand from 'zustand';
import * as PortalCore from '@portal/shared/core';
import * as PortalReact from '@portal/shared/react';

import { sharedVersion } from './sharedVersions';

export { sharedVersion };

/** Each share key with its `sharedConfig` key (`react/` covers `react/jsx-runtime`) and the shell's module. */
export const SYNC_MODULES: Record<string, { config: string; module: unknown }> = {
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

export const LAZY_MODULES: Record<string, { config: string; load: () => Promise<unknown> }> = {
  antd: { config: 'antd', load: () => import('antd') },
  // a library, not a singleton: one copy for the remotes whose range it meets (the `@portal/shared` root and its
  // domain code are not shared at all: each remote bundles its own)
  zod: { config: 'zod', load: () => import('zod') },
};
