import { fetchRuntimeConfig, initFirebase, SessionProvider } from '@pitaka/platform';
import {
  GlobalStyle,
  loadCatalogues,
  readLanguage,
  showLanguage,
  showRememberedLanguage,
  showRememberedTheme,
} from '@pitaka/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { StartFailure } from './app/boot/start-failure';
import { registerServiceWorker } from './app/update/register-service-worker';

showRememberedTheme();
const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  // Another language's texts download beside the config, so the first render has them (English
  // if they cannot be had).
  const texts = loadCatalogues(readLanguage()).then(
    () => showRememberedLanguage(),
    (error: unknown) => {
      // /remembered-choices.js put it on the page already: English is what can be shown.
      showLanguage('en');
      console.error('The chosen language could not be loaded', error);
    },
  );
  const config = await fetchRuntimeConfig();
  await texts;
  initFirebase(config);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // it in one long task (a sign-in screen is already painted from static HTML meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <GlobalStyle />
        <SessionProvider>
          <BrowserRouter>
            <App remotes={config.remotes} />
          </BrowserRouter>
        </SessionProvider>
      </StrictMode>,
    ),
  );
}

/** Production only: a worker in development would serve yesterday's code. */
function startServiceWorker() {
  if (process.env['NODE_ENV'] !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    registerServiceWorker().catch((error: unknown) => console.error('The service worker could not start', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

start()
  .then(startServiceWorker)
  .catch((error: unknown) => {
    console.error('Pitaka could not start', error);
    root.render(<StartFailure />);
  });
