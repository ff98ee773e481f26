// One webpack config shape for the shell and the remotes (standard NxAppWebpackPlugin +
// NxReactWebpackPlugin + @module-federation/enhanced), so each app's webpack.config.js is a call.
const fs = require('fs');
const path = require('path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { NxReactWebpackPlugin } = require('@nx/react/webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { injectManifest } = require('workbox-build');
const { CATALOGUE_FILE } = require('../i18n/compile-catalogue.cjs');
const { sharedModules, REMOTE_PORTS, workspaceRoot } = require('./federation.cjs');

/**
 * NxAppWebpackPlugin minifies with swc in ES-module mode, which drops a remote's top-level
 * `var <name>` container. Our bundles are classic scripts, so minify them as such.
 */
class ClassicScriptMinifierPlugin {
  apply(compiler) {
    if (!compiler.options.optimization.minimize) return;
    compiler.options.optimization.minimizer = [
      new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { module: false } }),
    ];
  }
}

/**
 * Nx's swc-loader rule has no target (so ES5) and `loose: true`, which compiles
 * `[...new Set(xs)]` to `[set]`. Compile like the tests do instead: modern target, spec semantics.
 */
class ModernSwcTargetPlugin {
  apply(compiler) {
    for (const rule of compiler.options.module.rules) {
      if (rule && typeof rule.loader === 'string' && rule.loader.includes('swc-loader')) {
        rule.options = { ...rule.options, jsc: { ...rule.options.jsc, target: 'es2020', loose: false } };
      }
    }
  }
}

/** Drops Nx's one named `common` chunk (every module two async chunks share, loaded as one file). */
class NoCommonChunkPlugin {
  apply(compiler) {
    const { splitChunks } = compiler.options.optimization;
    if (splitChunks && splitChunks.cacheGroups) splitChunks.cacheGroups.common = false;
  }
}

/**
 * @param {{ name: keyof typeof REMOTE_PORTS, exposes?: Record<string, string> }} app
 *   exposes: only for remotes (exposed module name -> file relative to the app root).
 */
function createAppWebpackConfig({ name, exposes }) {
  const appRoot = path.join(workspaceRoot, 'apps', name);
  const production = process.env.NODE_ENV === 'production';
  const isRemote = Boolean(exposes);

  return {
    context: appRoot,
    output: {
      path: path.join(workspaceRoot, 'dist/apps', name),
      publicPath: 'auto',
      uniqueName: name,
      // Nx defaults to 'module', but MF loads remoteEntry.js as a classic script (import.meta breaks it).
      scriptType: 'text/javascript',
      // Chunks load with CORS (the remotes allow any origin), so the service worker can keep them
      // as ordinary responses rather than opaque ones.
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    devServer: {
      port: REMOTE_PORTS[name],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, runtimeErrors: false } },
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : undefined,
      // `npm start` writes the local /config.json here (see tools/runtime-config.mjs).
      static: [{ directory: path.join(workspaceRoot, 'tmp/runtime'), publicPath: '/', watch: false }],
    },
    // The workspace's stateless libs have no import-time side effects: an app keeps only the
    // modules it really uses (the sign-in screens skip every other validator and component).
    module: {
      rules: [
        { test: /[\\/]libs[\\/](domain|ui|remote-kit)[\\/]src[\\/]/, sideEffects: false },
        // Message catalogues, compiled from ICU at build time (tools/i18n/compile-catalogue.cjs).
        { test: CATALOGUE_FILE, type: 'javascript/auto', loader: require.resolve('../i18n/catalogue-loader.cjs') },
      ],
    },
    stats: 'errors-warnings',
    performance: { hints: false },
    plugins: [
      new NxAppWebpackPlugin({
        tsConfig: './tsconfig.app.json',
        compiler: 'swc',
        main: './src/main.ts',
        // One page for all four apps: a remote standalone titles itself once its routes render.
        index: path.relative(workspaceRoot, path.join(__dirname, 'index.html')),
        // No <base> (the CSP says base-uri 'none'): index.html names its scripts from the root, so a
        // deep link like /paluwagan/p1 still loads /main.js; chunks load from publicPath 'auto'.
        baseHref: false,
        deployUrl: '/',
        // The icons and the web app manifest (what makes the app installable); the shell's build
        // also writes the service worker (below).
        assets: [
          { input: path.join(workspaceRoot, 'libs/ui/src/assets'), glob: 'favicon.svg', output: '.' },
          { input: path.join(workspaceRoot, 'libs/ui/src/assets'), glob: 'manifest.webmanifest', output: '.' },
          { input: path.join(workspaceRoot, 'libs/ui/src/assets'), glob: 'remembered-choices.js', output: '.' },
          { input: path.join(workspaceRoot, 'libs/ui/src/assets/icons'), glob: '*.png', output: 'icons' },
        ],
        styles: [],
        outputHashing: production ? 'all' : 'none',
        optimization: production,
        sourceMap: !production,
        skipTypeChecking: true,
        runtimeChunk: false,
      }),
      new NoCommonChunkPlugin(),
      new ClassicScriptMinifierPlugin(),
      new ModernSwcTargetPlugin(),
      new NxReactWebpackPlugin({ svgr: false }),
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        // Explicit: the default here emitted an undeclared assignment that strict mode rejects.
        library: isRemote ? { type: 'var', name } : undefined,
        exposes,
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The runtime a remote's remoteEntry.js carries leaves out what only a host uses: reading
        // other containers' mf-manifest.json (snapshots) and loading remotes of its own. Browsers only.
        experiments: {
          optimization: isRemote ? { disableSnapshot: true, disableRemote: true, target: 'web' } : { target: 'web' },
        },
      }),
    ],
  };
}

/** Writes the list of the app's built files into the bundled worker (Workbox's injectManifest). */
class PrecacheManifestPlugin {
  constructor(outDir, bundled, worker) {
    Object.assign(this, { outDir, bundled, worker });
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheManifestPlugin', async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: path.join(this.outDir, this.bundled),
        swDest: path.join(this.outDir, this.worker),
        globDirectory: this.outDir,
        // The shell's code, icons and manifest; its page and config are fetched network first.
        globPatterns: ['**/*.{js,css,png,svg,webmanifest}'],
        globIgnores: [this.bundled, this.worker, 'mf-*.json', '**/*.map'],
        // Hashed names are their own revision.
        dontCacheBustURLsMatching: /\.[0-9a-f]{16}\./,
      });
      fs.rmSync(path.join(this.outDir, this.bundled));
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      console.log(`service worker: precaches ${count} files, ${Math.round(size / 1024)} KiB`);
    });
  }
}

/**
 * The shell's service worker (production builds only: in development it would serve yesterday's
 * code), bundled on its own after the app's build (a child compilation would carry Module
 * Federation into it), then given the list of the app's files to precache.
 */
function createServiceWorkerConfig({ name, swSrc }) {
  const appRoot = path.join(workspaceRoot, 'apps', name);
  const outDir = path.join(workspaceRoot, 'dist/apps', name);
  return {
    name: `${name}-service-worker`,
    dependencies: [name],
    mode: 'production',
    target: 'webworker',
    context: appRoot,
    entry: { 'service-worker.bundle': swSrc },
    output: { path: outDir, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      ],
    },
    devtool: false,
    stats: 'errors-warnings',
    performance: { hints: false },
    plugins: [new PrecacheManifestPlugin(outDir, 'service-worker.bundle.js', 'service-worker.js')],
  };
}

module.exports = { createAppWebpackConfig, createServiceWorkerConfig, ModernSwcTargetPlugin };
