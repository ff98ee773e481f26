import { fetchRuntimeConfig, initFirebase, SessionProvider } from '@pitaka/data/session';
import { GlobalStyle } from '@pitaka/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/remotes';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const config = await fetchRuntimeConfig();
  initFirebase(config);
  registerRemotesFromConfig(config.remotes);
  root.render(
    <StrictMode>
      <GlobalStyle />
      <SessionProvider>
        <BrowserRouter>
          <App remotes={config.remotes} />
        </BrowserRouter>
      </SessionProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Pitaka could not start', error);
  root.render(
    <main role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Pitaka could not start</h1>
      <p>The app configuration could not be loaded. Please reload the page in a moment.</p>
    </main>,
  );
});
