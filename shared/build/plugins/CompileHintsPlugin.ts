import type { Compiler } from '@rspack/core';

/**
 * The magic comment of V8's explicit compile hints (Chrome 136+), as the first line of a script: compile every function
 * of the file eagerly, while it streams, off the main thread.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of the scripts whose functions nearly all run as soon as the file is used: the
 * shell's federation chunks and a remote's `remoteEntry.js`. V8 then compiles them while streaming the file, off the
 * main thread, instead of compiling each function on the main thread at its first call, which is when the shell is
 * busy drawing the home page. Other browsers ignore the comment. (After minification, which drops comments.)
 */
export class CompileHintsPlugin {
  constructor(private readonly files: RegExp) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!this.files.test(asset.name)) continue;
          compilation.updateAsset(asset.name, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
        }
      });
    });
  }
}
