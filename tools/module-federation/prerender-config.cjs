// Static HTML of some of an app's screens, made at build time from its own components: a second
// webpack compilation (Node) bundles the app's prerender module, then each screen is rendered (a
// copy per language) into a copy of the app's index.html, `<path>.html`, with its CSS beside it
// (`<path>.<hash>.css`).
// The host serves `<path>.html` for `<path>` (firebase.json rewrites); the app, once its code has
// started, renders the same screen in the same place. The markup is `inert` until then: nothing
// typed into it is lost when the app takes over. No inline style: the CSP forbids it.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { CATALOGUE_FILE } = require('../i18n/compile-catalogue.cjs');
const { workspaceRoot } = require('./federation.cjs');
const tsconfig = require('../../tsconfig.base.json');

/** The workspace libs by their import names (tsconfig paths), for a bundle outside Nx's plugin. */
function workspaceAliases() {
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([name, [file]]) => [
      `${name}$`,
      path.join(workspaceRoot, file),
    ]),
  );
}

/** Third-party packages stay `require`s of node_modules; the workspace's own code is bundled. */
function externals({ request }, callback) {
  const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@pitaka/');
  return bare ? callback(null, `commonjs ${request}`) : callback();
}

const fileOf = (screen) => screen.replace(/^\//, '');

/**
 * Style attributes become rules of the page's stylesheet: the CSP admits no inline style in HTML
 * (React sets such styles through the DOM, which it does admit).
 */
function withoutStyleAttributes({ html, css }) {
  const rules = [];
  const markup = html.replace(/ style="([^"]*)"/g, (_, style) => {
    rules.push(`[data-prerender-style="${rules.length}"]{${style.replace(/&quot;/g, '"')}}`);
    return ` data-prerender-style="${rules.length - 1}"`;
  });
  return { html: markup, css: `${css}\n${rules.join('\n')}` };
}

class WriteScreensPlugin {
  constructor(appRoot, outDir, bundleDir) {
    Object.assign(this, { appRoot, outDir, bundleDir });
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteScreensPlugin', async () => {
      const bundle = path.join(this.bundleDir, 'prerender.js');
      delete require.cache[bundle];
      const { renderSignInScreen, SIGN_IN_PATHS, renderBootScreen, BOOT_SCREEN_PATH, BOOT_SCRIPT } = require(bundle);
      const template = fs.readFileSync(path.join(this.outDir, 'index.html'), 'utf8');
      const write = (screen, rendered, root) => {
        const { html, css } = withoutStyleAttributes(rendered);
        const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 16);
        const cssFile = `${fileOf(screen)}.${hash}.css`;
        fs.writeFileSync(path.join(this.outDir, cssFile), css);
        const page = template
          .replace('</head>', `<link rel="stylesheet" href="/${cssFile}" /></head>`)
          .replace('<div id="root"></div>', root(html));
        if (page === template) throw new Error('prerender: index.html has no <div id="root"></div>');
        fs.writeFileSync(path.join(this.outDir, `${fileOf(screen)}.html`), page);
      };
      for (const screen of SIGN_IN_PATHS) {
        write(
          screen,
          await renderSignInScreen(screen),
          (html) => `<div id="root"><div data-prerendered inert>${html}</div></div>`,
        );
      }
      // The boot screen stays hidden unless its script finds a returning user; the app renders beside it.
      const script = path.basename(BOOT_SCRIPT);
      fs.copyFileSync(path.join(this.appRoot, BOOT_SCRIPT), path.join(this.outDir, script));
      write(
        BOOT_SCREEN_PATH,
        await renderBootScreen(),
        (html) => `<div id="boot" hidden inert>${html}</div><script src="/${script}"></script><div id="root"></div>`,
      );
      fs.rmSync(this.bundleDir, { recursive: true, force: true });
      console.log(`prerendered: ${[...SIGN_IN_PATHS, BOOT_SCREEN_PATH].join(', ')}`);
    });
  }
}

/**
 * After the app's build (`name`), its static screens from `entry`, which exports renderSignInScreen
 * (a promise, as renderBootScreen) and SIGN_IN_PATHS (each written over the app's #root), and renderBootScreen, BOOT_SCREEN_PATH and
 * BOOT_SCRIPT (written hidden beside #root, with the script, relative to the app, that shows it).
 */
function createPrerenderConfig({ name, entry }) {
  const appRoot = path.join(workspaceRoot, 'apps', name);
  const outDir = path.join(workspaceRoot, 'dist/apps', name);
  const bundleDir = path.join(workspaceRoot, 'tmp/prerender', name);
  return {
    name: `${name}-prerender`,
    dependencies: [name],
    mode: 'production',
    target: 'node',
    context: appRoot,
    entry: { prerender: entry },
    output: { path: bundleDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    externals: [externals],
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: workspaceAliases() },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
        },
        { test: CATALOGUE_FILE, type: 'javascript/auto', loader: require.resolve('../i18n/catalogue-loader.cjs') },
      ],
    },
    optimization: { minimize: false },
    devtool: false,
    stats: 'errors-warnings',
    performance: { hints: false },
    plugins: [new WriteScreensPlugin(appRoot, outDir, bundleDir)],
  };
}

module.exports = { createPrerenderConfig };
