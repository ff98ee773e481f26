const {
  createAppWebpackConfig,
  createServiceWorkerConfig,
} = require('../../tools/module-federation/app-webpack-config.cjs');
const { createPrerenderConfig } = require('../../tools/module-federation/prerender-config.cjs');

const app = createAppWebpackConfig({ name: 'shell' });

// Production builds also write the sign-in screens and the boot screen as static HTML
// (src/prerender/) and then the service worker (src/service-worker/), which precaches what the
// two before wrote.
module.exports =
  process.env.NODE_ENV === 'production'
    ? [
        { ...app, name: 'shell' },
        createPrerenderConfig({ name: 'shell', entry: './src/prerender/screens.ts' }),
        {
          ...createServiceWorkerConfig({ name: 'shell', swSrc: './src/service-worker/service-worker.ts' }),
          dependencies: ['shell', 'shell-prerender'],
        },
      ]
    : app;
