// The sign-in screens as static HTML and CSS, made at build time (tools/module-federation/
// prerender-config.cjs) from the very components the app renders: a phone paints the screen
// from the HTML while the code is still downloading, and the app, once it starts, renders the same
// screen in its place. Rendered signed out, with no remote registered (none is needed here), in
// every language.
import { StaticSessionProvider } from '@pitaka/platform';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { SIGN_IN_PATHS } from '../app/toasts/toast-host';
import { renderInEveryLanguage, type StaticScreen } from './every-language';

export { SIGN_IN_PATHS };

const SIGNED_OUT = { status: 'signedOut', user: null } as const;

export function renderSignInScreen(path: string): Promise<StaticScreen> {
  return renderInEveryLanguage(() => (
    <StaticSessionProvider value={SIGNED_OUT}>
      <MemoryRouter initialEntries={[path]}>
        <App remotes={{}} />
      </MemoryRouter>
    </StaticSessionProvider>
  ));
}
