/**
 * `@portal/shared/build`: the build tooling every app shares (Node only, never in a page): the rspack + federation
 * config, what the apps share, and the plugins, one per file.
 */
export * from './createAppConfig';
export * from './sharedConfig';
export * from './plugins/CompileHintsPlugin';
export * from './plugins/FederationChunkScriptsPlugin';
export * from './plugins/PrecompressPlugin';
