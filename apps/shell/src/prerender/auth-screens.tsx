// The sign-in screens as static HTML and CSS, made at build time (tools/module-federation/
// prerender-config.cjs) from the very components the app renders: a phone paints the screen
// from the HTML while the code is still downloading, and the app, once it starts, renders the same
// screen in its place. Rendered signed out, with no remote registered (none is needed here).
import { StaticSessionProvider } from '@pitaka/data/session';
import { GlobalStyle } from '@pitaka/ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { SIGN_IN_PATHS } from '../app/toasts/toast-host';

export { SIGN_IN_PATHS };

export interface StaticScreen {
  html: string;
  css: string;
}

const SIGNED_OUT = { status: 'signedOut', user: null } as const;

export function renderSignInScreen(path: string): StaticScreen {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticSessionProvider value={SIGNED_OUT}>
          <MemoryRouter initialEntries={[path]}>
            <GlobalStyle />
            <App remotes={{}} />
          </MemoryRouter>
        </StaticSessionProvider>,
      ),
    );
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
