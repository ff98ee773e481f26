// renderPage: a page or widget through the app's real provider tree, the data layer faked at its
// typed boundary.
import { SpaceProvider, type CurrentSpace, type DataApi } from '@pitaka/data';
import { createFakeDataApi, DataTestProviders, type FakeDataApi } from '@pitaka/data/testing';
import {
  createFakeAuthActions,
  createFakeSession,
  type FakeAuthActions,
  type FakeSession,
} from '@pitaka/platform/testing';
import { GlobalStyle, loadCatalogues, type Language } from '@pitaka/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

export interface RenderPageOptions {
  /** The URL the page opens at, e.g. '/accounts/a1' or '/add-transaction?accountId=a1'. */
  path?: string;
  /** Route pattern for params, e.g. '/accounts/:accountId'; without it `ui` renders at any path. */
  route?: string;
  /** History state of the first entry. */
  state?: unknown;
  /** Signed in as TEST_USER unless given. */
  session?: FakeSession | 'signedIn' | 'signedOut' | 'loading';
  /** A fake API, or answers to build one from. */
  api?: FakeDataApi | Partial<DataApi>;
  auth?: FakeAuthActions;
  /** Render a toast container (default true; the shell's own specs render its ToastHost). */
  toasts?: boolean;
  /** The page's language, English unless given; for another, use `renderPageIn` (it downloads the texts first). */
  language?: Language;
  /** The household the page works in (as the shell's switcher chose it); the person's own books unless given. */
  space?: CurrentSpace;
}

export interface RenderedPage extends RenderResult {
  api: FakeDataApi;
  session: FakeSession;
  auth: FakeAuthActions;
  user: UserEvent;
  /** Where the page has navigated to: pathname + search. */
  location(): string;
}

function isFakeApi(api: RenderPageOptions['api']): api is FakeDataApi {
  return !!api && jest.isMockFunction((api as FakeDataApi).listAccounts);
}

function splitPath(path: string) {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const api = isFakeApi(options.api) ? options.api : createFakeDataApi(options.api);
  const session =
    typeof options.session === 'object' ? options.session : createFakeSession(options.session ?? 'signedIn');
  const auth = options.auth ?? createFakeAuthActions();
  const seen = { location: '' };
  function LocationProbe() {
    const location = useLocation();
    seen.location = `${location.pathname}${location.search}`;
    return null;
  }
  const user = userEvent.setup();
  // The page's language is `<html lang>` (see @pitaka/ui's language), as in the composed app.
  document.documentElement.lang = options.language ?? 'en';
  const result = render(
    <DataTestProviders api={api} session={session} auth={auth}>
      <GlobalStyle />
      <MemoryRouter initialEntries={[{ ...splitPath(options.path ?? '/'), state: options.state }]}>
        <LocationProbe />
        {options.toasts === false ? null : <ToastContainer position="top-right" autoClose={false} />}
        <SpaceProvider space={options.space ?? null}>
          <Suspense fallback={null}>
            {options.route ? (
              <Routes>
                <Route path={options.route} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
          </Suspense>
        </SpaceProvider>
      </MemoryRouter>
    </DataTestProviders>,
  );
  return { ...result, api, session, auth, user, location: () => seen.location };
}

/**
 * `renderPage` in `language`, once every catalogue the spec has imported is downloaded in it: a
 * first render that suspends inside a test's synchronous `act` would never resume.
 */
export async function renderPageIn(
  language: Language,
  ui: ReactElement,
  options: Omit<RenderPageOptions, 'language'> = {},
): Promise<RenderedPage> {
  await loadCatalogues(language);
  return renderPage(ui, { ...options, language });
}
