/**
 * The seam between the shell and the code of its remotes: the runtime calls `federation.ts` makes.
 *
 * Shipped portal: the Module Federation runtime (remotes registered from the registry at run time).
 * The benchmark's one-bundle build (bench/one-bundle/rspack.config.ts) replaces this file with `resolve.alias`
 * by a static map of `import()`s of the same remotes' source, to measure what runtime composition costs.
 * Keep the surface this small: anything added here must be added to the one-bundle loader too.
 */
export { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
export type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
