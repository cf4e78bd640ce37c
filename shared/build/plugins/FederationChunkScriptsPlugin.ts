import { rspack, type Compiler } from '@rspack/core';

/** The chunk name of the shell's federation host (shell/src/registry/remoteModules.ts imports it under this name). */
export const FEDERATION_CHUNK = 'federation';

/**
 * The shell's page loads its federation chunks (the runtime and the host) with low-priority `<script async>`: nearly
 * every signed-in page shows a remote (the home page its widgets, every other page is a remote's route), and without
 * them the runtime is asked for only once the shell has booted and read the registry, one round trip before each
 * remote file can be. Scripts rather than `<link rel="preload">`: a chunk script only registers its modules when it
 * runs, so it can run whenever it arrives; the browser compiles it off the main thread, and when the shell imports the
 * host the chunks are already installed. While the shell is busy rendering, a preloaded chunk waited for its turn to
 * run (~150 ms on the home page, measured with performance marks).
 */
export class FederationChunkScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FederationChunkScriptsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('FederationChunkScriptsPlugin', async (data) => {
        const group = compilation.namedChunkGroups.get(FEDERATION_CHUNK);
        if (!group) return data;
        const tags = group
          .getFiles()
          .filter((f) => f.endsWith('.js'))
          .map((file) => ({
            tagName: 'script',
            attributes: { src: `${data.publicPath}${file}`, async: true, fetchpriority: 'low' },
            voidTag: false,
          }));
        return { ...data, headTags: [...data.headTags, ...tags] };
      });
    });
  }
}
