import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Production builds also write `<file>.br` and `<file>.gz` beside every text asset over 1 KB, so the api serves them
 * precompressed (@fastify/static `preCompressed`) with no compression work per request.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name) || asset.name.endsWith('.map')) continue;
          const buf = Buffer.from(asset.source.buffer());
          if (buf.length < 1024) continue;
          const br = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
          const gz = zlib.gzipSync(buf, { level: 9 });
          compilation.emitAsset(`${asset.name}.br`, new compiler.rspack.sources.RawSource(br));
          compilation.emitAsset(`${asset.name}.gz`, new compiler.rspack.sources.RawSource(gz));
        }
      });
    });
  }
}
