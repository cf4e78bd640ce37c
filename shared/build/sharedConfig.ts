/** What the portal's apps share through Module Federation, with the versions the remotes' builds record. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packages every app shares as singletons, so remotes see the shell's React tree, router, store and theme. */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', '@tanstack/react-query', 'zustand'] as const;

const here = path.dirname(fileURLToPath(import.meta.url));
/** The `shared/` package folder (its `src/` is compiled by every app's swc rule). */
export const sharedRoot = path.resolve(here, '..');

function packageVersion(dir: string, pkg: string): string {
  const req = createRequire(path.join(dir, 'package.json'));
  try {
    return (req(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    // packages whose `exports` hide package.json: walk up from the resolved entry
    let cur = path.dirname(req.resolve(pkg));
    while (cur !== path.dirname(cur)) {
      const file = path.join(cur, 'package.json');
      if (existsSync(file)) {
        const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (json.name === pkg && json.version) return json.version;
      }
      cur = path.dirname(cur);
    }
    throw new Error(`createAppConfig: cannot find the version of ${pkg} from ${dir}`);
  }
}

/** The `@portal/shared` entries that hold page-wide state: singletons the shell provides (its federation host lists the same). */
export const PORTAL_SHARED_ENTRIES = ['@portal/shared/core', '@portal/shared/react'] as const;

/**
 * Libraries shared but not as singletons: one copy when the versions agree (the first loaded, `loaded-first`), the
 * remote's own when they do not. zod holds no page-wide state; sharing it keeps it from being downloaded per remote.
 */
export const SHARED_LIBRARIES = ['zod'] as const;

export interface ShareConfig {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  import?: string;
}

/**
 * `shared` for ModuleFederationPlugin (remotes), with explicit versions (hoisted workspace installs confuse detection).
 * Only what must be one instance in the page is a singleton: React, the router, antd, react-query, zustand and the
 * stateful `@portal/shared/core` and `/react` entries. The `@portal/shared` root and its domain entries (schemas,
 * rules, labels, limits) are NOT shared: each remote bundles the domain code it imports, so it ships with the remote
 * (a rebuilt remote shows its own labels and rules, whatever the shell was built with). The api imports the same source.
 */
export function sharedConfig(dir: string) {
  const shared: Record<string, ShareConfig> = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = packageVersion(dir, pkg);
    const major = version.split('.')[0];
    shared[pkg] = { singleton: true, requiredVersion: `^${major}.0.0`, version };
  }
  // the component router only (./react-router-dom.js): the shared chunk is tree-shaken to what the portal uses
  shared['react-router-dom'] = { ...shared['react-router-dom'], import: path.join(here, 'shares', 'react-router-dom.js') };
  // the same for react-query: the hooks and client the portal uses, not the whole package
  shared['@tanstack/react-query'] = { ...shared['@tanstack/react-query'], import: path.join(here, 'shares', 'react-query.js') };
  // subpaths: react/jsx-runtime, react-dom/client share the same single copy
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  for (const pkg of SHARED_LIBRARIES) {
    const version = packageVersion(dir, pkg);
    shared[pkg] = { singleton: false, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  // the workspace package resolves through a symlink, so its version must be given explicitly; only the entries that
  // hold state are shared (the root and the domain entries are bundled by each app that imports them)
  const portalShared = (JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as { version: string }).version;
  for (const entry of PORTAL_SHARED_ENTRIES) shared[entry] = { singleton: true, requiredVersion: `^${portalShared}`, version: portalShared };
  return shared;
}
