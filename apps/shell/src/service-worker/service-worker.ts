// Pitaka's service worker (Workbox). The shell's build injects its own hashed files, icons and
// manifest into the precache (InjectManifest); the rest is decided per request by requests.ts:
// pages and entry files network first, hashed code of the shell and the remotes cache first.
// A new worker waits until the page says so (the "Update available — Reload" notice), so a tab
// never runs a shell of one deploy with the files of another.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_PAGES, pageCacheKey, requestKind } from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const PAGES = 'pitaka-pages';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The pages are there offline from the first visit on, not only after a second navigation.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.addAll(APP_PAGES)));
});

const kindOf = ({ request, url }: { request: Request; url: URL }) =>
  requestKind(url, request.mode, request.method, self.location.origin);

registerRoute(
  (options) => kindOf(options) === 'page',
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 5,
    // Every client-side route is the same page: one cache entry for all of them.
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) },
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
);

registerRoute(
  (options) => kindOf(options) === 'entry',
  new NetworkFirst({
    cacheName: 'pitaka-entries',
    networkTimeoutSeconds: 5,
    // A remote's entry is loaded as a classic script: an opaque response when it has no CORS.
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })],
  }),
);

registerRoute(
  (options) => kindOf(options) === 'code',
  new CacheFirst({
    cacheName: 'pitaka-code',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
