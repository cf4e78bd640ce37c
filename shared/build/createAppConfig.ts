/**
 * The rspack + Module Federation config every app of the portal shares (ARCHITECTURE.md: "a function that takes
 * the remote's name and exposes"). An app's rspack.config.ts is a few lines:
 *
 *   import { createAppConfig } from '@portal/shared/build';
 *   export default createAppConfig({ name: 'mf_admin', dir: import.meta.dirname, devPort: 3007,
 *     exposes: { './routes': './src/routes.tsx' } });
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompileHintsPlugin } from './plugins/CompileHintsPlugin';
import { FEDERATION_CHUNK, FederationChunkScriptsPlugin } from './plugins/FederationChunkScriptsPlugin';
import { PrecompressPlugin } from './plugins/PrecompressPlugin';
import { sharedConfig, sharedRoot } from './sharedConfig';

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

function isDevCommand(): boolean {
  if (process.env.NODE_ENV === 'production') return false;
  if (process.env.NODE_ENV === 'development') return true;
  return process.argv.some((a) => a === 'serve' || a === 'dev');
}

/**
 * A remote's federation runtime as ES modules. Rspack wires it in through the packages' CommonJS builds, which
 * cannot be tree-shaken: every remote entry carried the whole SDK (manifest parsing, Node script loading). The same
 * packages' ESM builds (same version, same code) let the `optimization` flags drop what a remote that loads no remote
 * never calls (remoteEntry.js 16.8 → 8.7 KB gzip).
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const require = createRequire(import.meta.url);
  // each package's `require` entry is dist/index.cjs, its `import` entry dist/index.js
  const dist = (pkg: string) => path.dirname(require.resolve(pkg));
  const bundlerRuntime = dist('@module-federation/webpack-bundler-runtime');
  return {
    '@module-federation/runtime': path.join(dist('@module-federation/runtime'), 'index.js'),
    [`${path.join(bundlerRuntime, 'index.cjs')}$`]: path.join(bundlerRuntime, 'index.js'),
  };
}

/** @tanstack/react-query's ESM entry, which shared/build/shares/react-query.js re-exports from (see there). */
function reactQueryEsm(): string {
  // the package's `require` entry is build/modern/index.cjs, its `import` entry build/modern/index.js
  return createRequire(import.meta.url)
    .resolve('@tanstack/react-query')
    .replace(/\.cjs$/, '.js');
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
  if (federation && !host) {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedConfig(dir),
        // never fetch another container's entry just to negotiate versions: one dead remote must not break start-up
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        dev: dev ? { disableLiveReload: false, disableDynamicRemoteTypeHints: true } : false,
        // One federation runtime per page: the shell's (see below). A remote entry uses it instead of carrying its own
        // copy, and leaves out what a container that loads no remote never runs. Remotes are only ever loaded by the
        // shell; in dev they keep their own runtime so their standalone pages still start.
        experiments: dev ? undefined : { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
    );
  }
  if (host) {
    // The shell is a host through the federation runtime API, not the build plugin (shell/src/registry/
    // federationHost.ts): it bundles its libraries like any app (tree-shaken, no share-scope negotiation before
    // its first paint) and provides them to the remotes as shared singletons from a runtime chunk it loads with
    // the first remote. The versions it announces come from here, the same as the remotes' `shared`.
    plugins.push(
      new rspack.DefinePlugin({
        __PORTAL_SHARED__: JSON.stringify(
          Object.fromEntries(Object.entries(sharedConfig(dir)).map(([key, c]) => [key, { version: c.version, requiredVersion: c.requiredVersion, singleton: c.singleton }])),
        ),
        // the runtime's browser-only build (no Node script loader)
        ENV_TARGET: JSON.stringify('web'),
      }),
    );
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
  if (host && federation && !dev) plugins.push(new FederationChunkScriptsPlugin(), new CompileHintsPlugin(new RegExp(`^${FEDERATION_CHUNK}[.-].*\\.js$`)));
  if (federation && !host && !dev) plugins.push(new CompileHintsPlugin(/^remoteEntry\.js$/));
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
      alias: {
        ...(federation && !host && !dev ? federationRuntimeAsEsm() : {}),
        '@portal/react-query-esm$': reactQueryEsm(),
        // the shell builds against the slim shares it provides (one list, checked by slimShares.test.ts)
        ...(host
          ? {
              'react-router-dom$': path.join(sharedRoot, 'build', 'shares', 'react-router-dom.js'),
              '@tanstack/react-query$': path.join(sharedRoot, 'build', 'shares', 'react-query.js'),
            }
          : {}),
      },
    },
    module: {
      rules: [swcRule, { test: /\.css$/, type: 'css/auto' }, { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' }],
    },
    plugins,
    optimization: {
      minimize: !dev,
      // keep the federation runtime chunking defaults; split vendor code of the app itself
      splitChunks: dev
        ? false
        : host
          ? {
              cacheGroups: {
                // the shell's federation runtime in one file of its own, loaded with the first remote (and weighed by
                // the benchmark as "host federation runtime")
                federationRuntime: { test: /[\\/]node_modules[\\/]@module-federation[\\/]/, name: 'federation-runtime', chunks: 'async', enforce: true },
              },
            }
          : undefined,
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
