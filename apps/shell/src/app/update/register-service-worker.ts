import { offerUpdate } from './update-offer';

/**
 * Registers the service worker (production builds only: see the shell's webpack config) once the
 * page has loaded, so it never competes with the first screen's files. A new worker installed for
 * a new deploy waits; the update offer lets it take over, then the page reloads under it.
 */
export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('/service-worker.js');
  worker.addEventListener('waiting', () =>
    offerUpdate(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  await worker.register();
}
