/**
 * The rspack + Module Federation config every app of the portal shares (ARCHITECTURE.md: "a function that takes
 * the remote's name and exposes"). An app's rspack.config.ts is a few lines:
 *
 *   import { createAppConfig } from '@portal/shared/rspack';
 *   export default createAppConfig({ name: 'mf_admin', dir: import.meta.dirname, devPort: 3007,
 *     exposes: { './routes': './src/routes.tsx' } });
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export interface CreateAppConfigOptions {
  /** federation container name: `shell` for the host, `mf_<domain>` for remotes (matches portal.json) */
  name: string;
  /** the app folder (`import.meta.dirname`) */
  dir: string;
  /** dev server port (docs/foundation-contract.md lists them) */
  devPort: number;
  /** remotes: what the container exposes, e.g. `{ './routes': './src/routes.tsx' }` */
  exposes?: Record<string, string>;
  /** true for the shell: knows no remote at build time, serves at `/`, SPA fallback, api proxy */
  host?: boolean;
  /** where the api runs in dev (proxy target); default http://localhost:8080 or `PORTAL_API_URL` */
  apiUrl?: string;
  /**
   * false: a plain build without ModuleFederationPlugin (the benchmark's one-bundle build of the shell, which
   * imports the remotes' source statically). Default true.
   */
  federation?: boolean;
  /** more source folders compiled by the swc rule (the one-bundle build compiles every remote's `src/`) */
  extraSourceDirs?: string[];
}

/** Packages every app shares as singletons, so remotes see the shell's React tree, router, store and theme. */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', '@tanstack/react-query', 'zustand'] as const;

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** `shared` for ModuleFederationPlugin: singletons with explicit versions (hoisted workspace installs confuse detection). */
/**
 * What the shell's first paint needs: the host bundles these into its entry, so they arrive with it instead of
 * being discovered one by one after it runs (18 → 8 requests before home-interactive). Not `@portal/shared` itself
 * (its zod schemas serve lazy screens only; `@portal/shared/core` and `/react` are eager) and not antd (lazy).
 */
const HOST_EAGER = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom', '@tanstack/react-query', 'zustand', '@portal/shared/'];

export function sharedConfig(dir: string, options: { host?: boolean } = {}) {
  const shared: Record<string, { singleton: true; requiredVersion: string; version: string; eager?: boolean; import?: string }> = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = packageVersion(dir, pkg);
    const major = version.split('.')[0];
    shared[pkg] = { singleton: true, requiredVersion: `^${major}.0.0`, version };
  }
  // the component router only (./react-router-dom.js): the shared chunk is tree-shaken to what the portal uses
  shared['react-router-dom'] = { ...shared['react-router-dom'], import: path.join(sharedRoot, 'rspack', 'react-router-dom.js') };
  // subpaths: react/jsx-runtime, react-dom/client share the same single copy
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  // the workspace package resolves through a symlink, so its version must be given explicitly
  const portalShared = (JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as { version: string }).version;
  shared['@portal/shared'] = { singleton: true, requiredVersion: `^${portalShared}`, version: portalShared };
  shared['@portal/shared/'] = { singleton: true, requiredVersion: `^${portalShared}`, version: portalShared };
  // Remotes never bundle eagerly. PORTAL_HOST_EAGER=0 builds the lazy host (the benchmark weighs the runtime with it).
  if (options.host && process.env.PORTAL_HOST_EAGER !== '0') for (const key of HOST_EAGER) shared[key] = { ...shared[key]!, eager: true };
  return shared;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Production builds also write `<file>.br` and `<file>.gz` beside every text asset over 1 KB, so the api serves them
 * precompressed (@fastify/static `preCompressed`) with no compression work per request.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name) || asset.name.endsWith('.map')) continue;
            const buf = Buffer.from(asset.source.buffer());
            if (buf.length < 1024) continue;
            const br = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
            const gz = zlib.gzipSync(buf, { level: 9 });
            compilation.emitAsset(`${asset.name}.br`, new compiler.rspack.sources.RawSource(br));
            compilation.emitAsset(`${asset.name}.gz`, new compiler.rspack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}

function isDevCommand(): boolean {
  if (process.env.NODE_ENV === 'production') return false;
  if (process.env.NODE_ENV === 'development') return true;
  return process.argv.some((a) => a === 'serve' || a === 'dev');
}

export function createAppConfig(options: CreateAppConfigOptions): Configuration {
  const { name, dir, devPort, exposes, host = false, federation = true, extraSourceDirs = [] } = options;
  const dev = isDevCommand();
  const apiUrl = options.apiUrl ?? process.env.PORTAL_API_URL ?? 'http://localhost:8080';
  const portalJson = path.join(dir, 'portal.json');
  // an app may bring its page template (public/ is in turbo's build inputs)
  const htmlTemplate = [path.join(dir, 'public', 'index.html'), path.join(dir, 'index.html')].find((f) => existsSync(f));

  const swcRule: RuleSetRule = {
    test: /\.[cm]?[jt]sx?$/,
    // app source and @portal/shared source (reached through the workspace symlink, outside node_modules)
    include: [path.join(dir, 'src'), path.join(sharedRoot, 'src'), ...extraSourceDirs],
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
      },
      env: { targets: ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'] },
    },
    type: 'javascript/auto',
  };

  const plugins: Configuration['plugins'] = [];
  if (federation) {
    plugins.push(new ModuleFederationPlugin({
      name,
      filename: host ? undefined : 'remoteEntry.js',
      exposes: host ? undefined : exposes ?? {},
      // the shell knows no remote at build time: the registry tells it at runtime
      remotes: {},
      shared: sharedConfig(dir, { host }),
      // never fetch another container's entry just to negotiate versions: one dead remote must not break start-up
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      dev: dev ? { disableLiveReload: false, disableDynamicRemoteTypeHints: true } : false,
      // One federation runtime per page: the shell (a pure consumer) puts its runtime-core on the global object
      // and every remote entry uses it instead of carrying its own copy (~33 KB gzip less per remote). Remotes are
      // only ever loaded by the shell; in dev they keep their own runtime so their standalone pages still start.
      experiments: host ? { provideExternalRuntime: true } : dev ? undefined : { externalRuntime: true },
    }));
  }
  plugins.push(
    new rspack.HtmlRspackPlugin({
      title: host ? 'Portal' : `${name} (standalone)`,
      ...(htmlTemplate ? { template: htmlTemplate } : {}),
      // remotes' pages only matter standalone in dev; never let them pick up a remoteEntry script tag
      chunks: ['main'],
    }),
  );
  if (!host && existsSync(portalJson)) {
    plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: portalJson, to: 'portal.json' }] }));
  }
  if (!dev) plugins.push(new PrecompressPlugin());

  const proxy = [{ context: ['/api', '/.well-known', '/uploads', '/socket.io'], target: apiUrl, changeOrigin: true, ws: true }];

  return {
    context: dir,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // remotes are served from any URL (/mf/<folder>/ or a CDN): find chunks next to remoteEntry.js
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        swcRule,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: {
      minimize: !dev,
      // keep the federation runtime chunking defaults; split vendor code of the app itself
      splitChunks: dev ? false : undefined,
    },
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: 'localhost',
      hot: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'X-Requested-With, content-type, Authorization',
      },
      historyApiFallback: host ? { index: '/index.html', disableDotRule: true } : true,
      // remotes running alone in dev also talk to the api through their own origin
      proxy,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/** What a config made by `createAppConfig` exposes (`{ './routes': './src/routes.tsx' }`), read back for the one-bundle build. */
export function exposesOf(config: Configuration): Record<string, string> {
  for (const plugin of config.plugins ?? []) {
    if (plugin instanceof ModuleFederationPlugin) {
      const exposes = (plugin as unknown as { _options: { exposes?: unknown } })._options.exposes;
      if (exposes && typeof exposes === 'object' && !Array.isArray(exposes)) return exposes as Record<string, string>;
    }
  }
  return {};
}
