// One webpack + module-federation setup for the shell and every remote, so that the shared
// singletons, loaders and minifier are declared once. Each app's webpack.config.cjs calls
// createAppConfig with what makes it different (name, exposes, host or remote).
'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { Module } = require('node:module');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { declaredContractRange } = require('@busqy/platform-contract/declared-range');
const { readPort } = require('./ports.config.cjs');

/** Packages that must exist once on the page (React breaks with two copies). Only what remotes
 * import: the shell's router and store (react-router-dom, zustand) reach remotes through the platform
 * object (links, location, auth), never as packages, so the shell tree-shakes them (contract 3.0.0). */
const SINGLETONS = ['react', 'react-dom'];

/**
 * The federation plugin resolves its runtime with require.resolve (the CommonJS builds) while
 * `@module-federation/enhanced/runtime` imports the ES builds, so without this the host bundled
 * the runtime twice (about 40% of main.js). Every federation runtime package resolves to its ES
 * build, once.
 */
function federationRuntimeAliases() {
  const packages = [
    'runtime',
    'runtime-core',
    'runtime-tools',
    'sdk',
    'error-codes',
    'webpack-bundler-runtime',
  ];
  const alias = {};
  for (const name of packages) {
    const pkg = `@module-federation/${name}`;
    const main = require.resolve(pkg); // <package>/dist/index.cjs
    const root = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
    const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    alias[`${pkg}$`] = path.join(root, exports['.'].import.default ?? exports['.'].import);
  }
  return alias;
}

/**
 * Build-time .br and .gz twins of every JS/CSS/SVG file, smaller than per-request compression can
 * afford (brotli 11: 1.7% smaller than 10 for 0.8 s more of build over every app; per request the
 * servers use 5), for the shell and every remote. The shell server and the remotes' server
 * (shell/server/static-files.ts) send them as they are.
 */
function precompressPlugins() {
  const common = { test: /\.(?:js|css|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** Shared-scope declaration with requiredVersion taken from the app's own package.json. */
function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${name} (shared singleton)`);
    shared[name] = { singleton: true, requiredVersion };
  }
  // React 19's JSX runtime is imported by every compiled component: share it with React.
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react };
  return shared;
}

/** @param {{ refresh?: boolean }} [options] refresh: React Fast Refresh (the dev server) */
function swcRule({ refresh = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', ...(refresh ? { refresh: true, development: true } : {}) },
          },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * `npm run dev -w <app>` (webpack serve --mode development): hot module replacement with React Fast
 * Refresh on the app's usual port (PORT, else ports.config.cjs), CORS for the shell's origin, and the
 * pre-render build's output (dist/prerender, rebuilt by its own watch) served from disk beside the
 * in-memory bundle, so the shell server keeps pre-rendering from the dev server. The HMR socket is the
 * dev server's own port: the page is the shell's.
 */
function devServer(name, dir) {
  return {
    ...hotServer(Number(process.env.PORT) || readPort(name)),
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: { directory: path.join(dir, 'dist'), watch: false, serveIndex: false },
  };
}

/** What every dev server shares: hot replacement only (no live reload), its socket on its own port. */
function hotServer(port) {
  return {
    port,
    host: process.env.HOST || 'localhost',
    hot: true,
    liveReload: false,
    allowedHosts: 'all',
    client: { overlay: false, logging: 'error', webSocketURL: { hostname: 'localhost', port } },
  };
}

/**
 * The shell's dev server (`npm run dev -w shell`): its pages come from the shell server, so the build
 * is written to disk (dist-dev/, hot-update files included, which the shell server serves from there)
 * and this server, on SHELL_DEV_PORT (PORT is the shell server's), only carries the HMR socket. The
 * shell server's CSP allows that socket when started with SHELL_DEV_SERVER=true.
 */
function shellDevServer() {
  return { ...hotServer(readPort('shellDev')), static: false, devMiddleware: { writeToDisk: true } };
}

function cssRules(name, production, { server = false } = {}) {
  // The server build keeps only the class names, computed exactly as the browser build computes them.
  const extract = server ? [] : [MiniCssExtractPlugin.loader];
  return [
    {
      // CSS Modules: class names are scoped per app so no remote can restyle another.
      test: /\.module\.css$/,
      use: [
        ...extract,
        {
          loader: 'css-loader',
          options: {
            modules: {
              exportOnlyLocals: server,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]__[local]`,
            },
          },
        },
      ],
    },
    {
      // Plain CSS is for the shell's design tokens and page frame only.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      ...(server ? { type: 'asset/source' } : { use: [...extract, 'css-loader'] }),
    },
    {
      test: /\.(png|jpe?g|gif|svg|webp|avif|ico|woff2?)$/,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
    },
  ];
}

/**
 * webpack 5.111 + @module-federation/enhanced 2.9: the federation runtime module asks for chunk file
 * names while hashes are still being computed, when [contenthash] is not known yet, and the build
 * fails ("Path variable [contenthash:8] not implemented in this context", module-federation/core
 * #5077). It only needs the file's folder at that point, so it gets the unhashed name until the
 * content hash exists; every emitted file keeps its content hash.
 */
function contentHashedWhenKnown(template) {
  const unhashed = template.replace(/\.\[contenthash(?::\d+)?\]/, '');
  return (pathData) => (pathData.chunk?.contentHash?.javascript ? template : unhashed);
}

/**
 * A plugin that writes one JSON report into the build output, computed from the finished chunk graph
 * (after every asset exists, so file names are final).
 * @param {string} name  the plugin's name in webpack's hooks
 * @param {string} file  the report's file name in the output folder
 * @param {(compilation: import('webpack').Compilation) => unknown} describe
 */
function jsonReportPlugin(name, file, describe) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const json = JSON.stringify(describe(compilation), null, 2);
          compilation.emitAsset(file, new sources.RawSource(`${json}\n`));
        });
      });
    },
  };
}

/** page-assets.json's name and format (PageAssets, @busqy/platform-contract/prerender). */
const {
  pageAssets: PAGE_ASSETS,
  prerenderIndex: PRERENDER_INDEX,
} = require('@busqy/platform-contract/prerender/files.json');
/** prerender/index.json, relative to dist/ (beside mf-manifest.json): its folder and its name. */
const PRERENDER_DIR = path.posix.dirname(PRERENDER_INDEX);
const PRERENDER_INDEX_NAME = path.posix.basename(PRERENDER_INDEX);
const PAGE_ASSETS_FILE = PAGE_ASSETS.file;

/** The named chunk groups a remote's pages load: a page's `webpackChunkName`, the exposed modules. */
function namedPageGroups(compilation) {
  return compilation.chunkGroups.filter((group) => group.name && !group.isInitial());
}

/**
 * V8's explicit compile hint (Chrome 136+), the whole first line of a file: the file's functions are
 * compiled on a background thread while it downloads, instead of one by one on the main thread as
 * each is first called. Worth it only where most functions run at load (V8 advises against it for
 * libraries used a little at a time): the entry chunks and the chunk groups a page's first load
 * hydrates with (`firstLoadGroups`), never a chunk only some action asks for (Firebase, Stripe's
 * SDK, the legacy router).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts the entry chunks' and `firstLoadGroups(compilation)`'s JavaScript files with COMPILE_HINT,
 * after the minifier (which drops comments) and before the source maps, content hashes and .br/.gz
 * twins, which are then computed from the hinted file.
 * @param {(compilation: import('webpack').Compilation) => Iterable<import('webpack').ChunkGroup>} firstLoadGroups
 */
function compileHintsPlugin(firstLoadGroups) {
  const name = 'CompileHintsPlugin';
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            const groups = [...compilation.entrypoints.values(), ...firstLoadGroups(compilation)];
            const files = new Set(
              groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])),
            );
            for (const file of files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          },
        );
      });
    },
  };
}

/**
 * dist/page-assets.json: for every named chunk group (a page's `webpackChunkName`, and the
 * federation's exposed modules) the CSS and JS files it needs. The shell server links a pre-rendered
 * page's CSS in its <head>, so the HTML paints styled instead of shifting when the chunk's CSS
 * arrives; mini-css-extract's loader then finds the <link> already there and adds no second copy.
 */
const pageAssetsPlugin = () =>
  jsonReportPlugin('PageAssetsPlugin', PAGE_ASSETS_FILE, (compilation) => {
    const groups = {};
    for (const group of namedPageGroups(compilation)) {
      const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].sort();
      groups[group.name] = {
        css: files.filter((file) => file.endsWith('.css')),
        js: files.filter((file) => file.endsWith('.js')),
      };
    }
    return { format: PAGE_ASSETS.format, groups };
  });

/**
 * The react-router-dom the shell offers previous-major (2.x) remotes (shell/src/features/remotes/legacy):
 * React Router's CommonJS build, another module than the ES build the shell routes with, so offering
 * it whole does not undo the tree-shaking of the shell's own router.
 */
function legacyRouterAlias(production) {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return {
    'legacy-react-router$': path.join(root, 'dist', production ? 'production' : 'development', 'index.js'),
  };
}

/**
 * React Router 7's package exports resolve every bundler to its development build, production
 * included (remix-run/react-router#14102): its development warnings stay on, with their checks on
 * every render of the routes. A production build takes the production twin instead (the same code
 * with ENABLE_DEV_WARNINGS off, which the minifier then drops). The pre-render build is always a
 * production one, so a development shell hydrates with the development router what the server
 * rendered with the production one: the same HTML (only the data router's default error page
 * differs, which the shell does not use).
 */
function productionRouterAlias() {
  const build = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(build, 'index.mjs'),
    'react-router/dom$': path.join(build, 'dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.name        federation name (shell, marketing, account, checkout)
 * @param {string} options.dir         the app folder (__dirname of its webpack config)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. { './App': './src/App.tsx' }
 * @param {(compilation: import('webpack').Compilation) => Iterable<import('webpack').ChunkGroup>} [options.firstLoadGroups]
 *   the chunk groups a page's first load runs besides the entry (compile hints): unless given, the
 *   remote's exposed modules and named pages (whichever page a visit lands on); a remote's unnamed
 *   lazy chunks (checkout's pages, with Stripe's SDK) are left out
 */
function createAppConfig({ name, dir, kind, exposes, firstLoadGroups = namedPageGroups }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The dev server (webpack serve) sets WEBPACK_SERVE; `webpack --watch --mode development` has no HMR.
    const hot = !production && Boolean(process.env.WEBPACK_SERVE);
    const isHost = kind === 'host';
    const federation = {
      name,
      shared: sharedSingletons(dir),
      dts: false,
      // The host's share scope never waits for a remote: with version-first (the default), starting
      // it fetches and initialises every registered remote's remoteEntry.js to compare versions, so
      // the current route's remote (registered by the shell's entry) would hold the whole shell while
      // it is slow, and break it when its init throws. Loaded-first takes the singletons already
      // loaded (the host's own), which the shell preloads.
      ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
      // One module-federation runtime on the page: the host provides its runtime core to the remotes
      // (global _FEDERATION_RUNTIME_CORE) instead of every remoteEntry.js carrying its own copy.
      experiments: isHost
        ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
        : {
            externalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          },
      ...(isHost
        ? { remotes: {} } // remotes are registered at run time from /runtime-config.json
        : { filename: 'remoteEntry.js', exposes, manifest: true }),
    };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A development shell installs the hook remotes' Fast Refresh needs before react-dom loads.
      entry: {
        main: isHost && !production ? ['./src/lib/dev-refresh-hook.ts', './src/index.ts'] : './src/index.ts',
      },
      // No eval-based maps in development: the shell's CSP has no 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      // Rebuilds of the dev loop start from the last one (node_modules/.cache/webpack).
      ...(production
        ? {}
        : {
            cache: {
              type: 'filesystem',
              name: `${name}-development`,
              buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs')] },
            },
          }),
      ...(hot ? { devServer: isHost ? shellDevServer() : devServer(name, dir) } : {}),
      output: {
        // A development shell (`npm run dev -w shell`) writes dist-dev/, which its server then serves:
        // dist/ keeps the production build that npm start and npm test use.
        path: path.join(dir, isHost && !production ? 'dist-dev' : 'dist'),
        // Remotes are served from their own origin; 'auto' lets them load chunks from there.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? contentHashedWhenKnown('[name].[contenthash:8].js') : '[name].js',
        chunkFilename: production ? contentHashedWhenKnown('[name].[contenthash:8].js') : '[name].js',
        uniqueName: name,
        // dist/prerender belongs to the pre-render build (its own watch in the dev loop): never wiped
        // by this one, or the shell server silently stops pre-rendering.
        clean: { keep: new RegExp(`^${PRERENDER_DIR}[\\\\/]`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...federationRuntimeAliases(),
          ...(production ? productionRouterAlias() : {}),
          ...(isHost ? legacyRouterAlias(production) : {}),
        },
      },
      module: {
        rules: [
          swcRule({ refresh: hot }),
          ...cssRules(name, production),
          // React Router's CommonJS build (the 2.x remotes' router) has `require(expression)` for the
          // framework's route modules, which remotes never use: no context module, no warning.
          ...(isHost
            ? [
                {
                  test: /react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.js$/,
                  parser: { exprContextRegExp: /$^/, exprContextCritical: false },
                },
              ]
            : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        // Fast Refresh keeps component state across edits; `library` keeps each app's refresh
        // registrations apart on the one page the shell and the remotes share.
        ...(hot
          ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))({ library: name, overlay: false })]
          : []),
        new MiniCssExtractPlugin({
          // The dev server's chunking puts shared components' CSS modules (scoped class names, so
          // their order does not matter) in other orders than the pages ask for: no warning per edit.
          ignoreOrder: !production,
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' })]
          : // The contract range the remote needs, read from its package.json into ./App.
            [
              new DefinePlugin({ __PLATFORM_CONTRACT_RANGE__: JSON.stringify(declaredContractRange(dir)) }),
              pageAssetsPlugin(),
            ]),
        // What a first visit runs compiles while it downloads; then every app's .br/.gz twins, at a
        // better ratio than its server can afford per request.
        ...(production ? [compileHintsPlugin(firstLoadGroups), ...precompressPlugins()] : []),
      ],
      optimization: {
        // swc's minifier: about three times faster than terser's own on these bundles. The licence
        // comments (React's, one per chunk) go to a `<file>.LICENSE.txt` beside each file, which
        // names it: half a KB gzip fewer on every first load.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })],
        // The host's react, JSX runtime and router in one chunk apart from react-dom: small enough
        // for a first visit's page with a form to carry in its document
        // (shell/server/pages/inline-scripts.ts), react-dom is not; one file rather than three, so a
        // page's startup scripts stay within a browser's six connections to one HTTP/1.1 host.
        ...(isHost && production
          ? {
              splitChunks: {
                cacheGroups: {
                  react: {
                    test: /[\\/]node_modules[\\/](?:react[\\/]|react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$)/,
                    name: 'react',
                    chunks: 'all',
                    priority: 20,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false }, // budgets are reported by shell/scripts/budget.mjs instead
      stats: 'errors-warnings',
    };
  };
}

/**
 * The server-side twin of an app's browser build, for pre-rendering pages with react-dom/server: one
 * CommonJS file for Node, same swc settings and same CSS-module class names as the browser build, and
 * the shared singletons left as `require()`s, so that whoever loads it (the shell server) hands it the
 * one React, router and store copy the whole page is rendered with, as the federation runtime does in
 * the browser.
 * @param {object} options
 * @param {string} options.name      the app's federation name (CSS class names depend on it)
 * @param {string} options.dir       the app folder
 * @param {string} options.entry     e.g. './src/prerender/renderer.tsx'
 * @param {string} options.outputDir e.g. path.join(__dirname, 'dist', 'prerender')
 * @param {string} options.filename  e.g. 'renderer.[contenthash:8].cjs'
 * @param {any[]} [options.plugins]
 */
function createPrerenderConfig({ name, dir, entry, outputDir, filename, plugins = [] }) {
  return () => ({
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { renderer: entry },
    devtool: false,
    output: {
      path: outputDir,
      filename,
      library: { type: 'commonjs2' },
      clean: true,
      uniqueName: `${name}-prerender`,
    },
    externalsType: 'commonjs',
    externals: [...SINGLETONS, 'react/jsx-runtime', 'react-dom/server', 'react-dom/static'],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: productionRouterAlias() },
    module: { rules: [swcRule(), ...cssRules(name, true, { server: true })] },
    // Pages are lazy chunks in the browser; on the server one file is simpler to publish and load.
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }), ...plugins],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

/**
 * Writes index.json (PrerenderIndex, @busqy/platform-contract/prerender): the renderer's
 * (content-hashed) file name, the sha256 of its bytes, which the shell server checks before it runs
 * them, and the pages it serves: the renderer's own `format` and `pages`, read by loading the built
 * module once here (its externals resolve from `dir`). With `manifest` (the browser build's mf-manifest.json, built
 * first), it writes the same two into the manifest's `prerender` field, so that the release the shell
 * keys by the manifest's hash names the exact renderer bytes it may run (README "Trust boundary").
 */
class PrerenderIndexPlugin {
  constructor({ dir, manifest }) {
    this.dir = dir;
    this.manifest = manifest;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderIndexPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation
            .getAssets()
            .find(({ name }) => name.startsWith('renderer.') && name.endsWith('.cjs'));
          if (!asset) throw new Error('prerender build produced no renderer');
          const sha256 = createHash('sha256').update(asset.source.buffer()).digest('hex');
          const built = new Module(path.join(this.dir, asset.name), null);
          built.paths = Module._nodeModulePaths(this.dir);
          built._compile(asset.source.source().toString(), built.id);
          const { format, pages } = built.exports.default;
          // The name's hash is settled later (realContentHash), which rewrites it in this file too.
          const index = JSON.stringify({ format, renderer: asset.name, sha256, pages }, null, 2);
          compilation.emitAsset(PRERENDER_INDEX_NAME, new compiler.webpack.sources.RawSource(index));
        },
      );
    });
    compiler.hooks.afterEmit.tap('PrerenderIndexPlugin', () => {
      // As written (the sources are gone after the emit): the index names the renderer's final file.
      const written = (file) => fs.readFileSync(path.join(compiler.outputPath, file));
      const index = JSON.parse(written(PRERENDER_INDEX_NAME).toString());
      if (createHash('sha256').update(written(index.renderer)).digest('hex') !== index.sha256) {
        throw new Error(`${PRERENDER_INDEX}: the sha256 of ${index.renderer} differs`);
      }
      if (!this.manifest || !fs.existsSync(this.manifest)) return;
      const manifest = JSON.parse(fs.readFileSync(this.manifest, 'utf8'));
      const prefix = path
        .relative(path.dirname(this.manifest), compiler.outputPath)
        .split(path.sep)
        .join('/');
      manifest.prerender = { renderer: `${prefix}/${index.renderer}`, sha256: index.sha256 };
      fs.writeFileSync(this.manifest, JSON.stringify(manifest));
    });
  }
}

/**
 * A remote's server renderer (src/prerender/renderer.tsx), published in dist/prerender/ beside
 * mf-manifest.json with an index.json naming it; built after the browser build (npm run build).
 */
function createRemotePrerenderConfig({ name, dir }) {
  return createPrerenderConfig({
    name,
    dir,
    entry: './src/prerender/renderer.tsx',
    outputDir: path.join(dir, 'dist', PRERENDER_DIR),
    filename: 'renderer.[contenthash:8].cjs',
    plugins: [new PrerenderIndexPlugin({ dir, manifest: path.join(dir, 'dist', 'mf-manifest.json') })],
  });
}

/** A remote's config: it exposes its skeleton App (src/App.tsx, createRemoteApp) as ./App. */
function createRemoteConfig({ name, dir }) {
  return createAppConfig({ name, dir, kind: 'remote', exposes: { './App': './src/App.tsx' } });
}

module.exports = {
  createAppConfig,
  createRemoteConfig,
  createPrerenderConfig,
  createRemotePrerenderConfig,
  sharedSingletons,
  jsonReportPlugin,
  COMPILE_HINT,
  SINGLETONS,
  PAGE_ASSETS_FILE,
};
