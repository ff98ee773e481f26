import { DataProvider } from '@pitaka/data';
import { fetchRuntimeConfig, initFirebase, SessionProvider, useAuthActions, useSession } from '@pitaka/platform';
import { TOAST_DURATION_MS } from '@pitaka/domain';
import {
  Button,
  Card,
  GlobalStyle,
  loadCatalogues,
  LoadingState,
  readLanguage,
  showRememberedLanguage,
  showRememberedTheme,
  theme,
} from '@pitaka/ui';
import { StrictMode, useCallback, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { remoteKitText } from '../i18n/remote-kit-text';
import { PageTitleText, prefixesOf, RemoteRoutes, type RemotePage } from './remote-routes';

export interface StandaloneOptions {
  /** Shown in the frame's header, e.g. "Accounts". */
  appName: string;
  /** The remote's pages: the same list its exposed ./Routes renders in the shell. */
  pages: readonly RemotePage[];
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.25rem;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  a {
    color: ${theme.colors.onPrimary};
  }
  a.active {
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Main = styled.main`
  padding: 1.25rem;
`;

function DevSignIn() {
  const text = remoteKitText.useText();
  const { signInWithEmail } = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await signInWithEmail(email, password, false);
    } catch {
      setError(text('sa.failed'));
    }
  }
  return (
    <Card style={{ maxWidth: '24rem', margin: '2rem auto' }}>
      <h2>{text('sa.heading')}</h2>
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor="standalone-email">{text('sa.email')}</label>
        <input id="standalone-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="standalone-password">{text('sa.password')}</label>
        <input
          id="standalone-password"
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <Button type="submit">{text('sa.signIn')}</Button>
      </form>
    </Card>
  );
}

/** The first page marked `link` (else the first page): where unknown paths go. */
function homePath(pages: readonly RemotePage[]): string {
  return (pages.find((page) => page.link) ?? pages[0])?.path ?? '/';
}

/** The remote's pages mounted as the shell mounts them (`<prefix>/*`); anything else goes home. */
export function StandaloneRoutes({ appName, pages }: StandaloneOptions) {
  const home = <Navigate to={homePath(pages)} replace />;
  const setTitle = useCallback(
    (title: string) => {
      document.title = `${title} · ${appName} (standalone)`;
    },
    [appName],
  );
  return (
    <Routes>
      {prefixesOf(pages).map((prefix) => (
        <Route
          key={prefix}
          path={`${prefix}/*`}
          element={<RemoteRoutes pages={pages} notFound={home} setTitle={setTitle} />}
        />
      ))}
      <Route path="*" element={home} />
    </Routes>
  );
}

function StandaloneFrame(options: StandaloneOptions) {
  const { appName, pages } = options;
  const links = pages.filter((page) => page.link);
  const { signOut } = useAuthActions();
  const session = useSession();
  const text = remoteKitText.useText();
  if (session.status === 'loading') return <LoadingState label={text('sa.loading')} fullPage />;
  return (
    <>
      {/* The shell's toast host is absent here: the remote's pages toast into this one. */}
      <ToastContainer position="top-right" autoClose={TOAST_DURATION_MS} newestOnTop closeOnClick={false} />
      <Header>
        <strong>Pitaka · {appName} (standalone)</strong>
        <nav aria-label={text('sa.pages', { app: appName })} style={{ display: 'flex', gap: '1rem' }}>
          {links.map((link) => (
            <NavLink key={link.path} to={link.path}>
              <PageTitleText title={link.title} />
            </NavLink>
          ))}
        </nav>
        {session.status === 'signedIn' && (
          <Button type="button" $variant="secondary" onClick={() => signOut()} style={{ marginLeft: 'auto' }}>
            {text('sa.logout')}
          </Button>
        )}
      </Header>
      <Main>{session.status === 'signedIn' ? <StandaloneRoutes {...options} /> : <DevSignIn />}</Main>
    </>
  );
}

/** Runs a remote on its own port with a minimal frame, for the team that owns it. */
export async function renderStandalone(options: StandaloneOptions): Promise<void> {
  showRememberedTheme();
  showRememberedLanguage();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    initFirebase(await fetchRuntimeConfig());
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">Could not load /config.json. Start the app with `npm start`.</p>);
    return;
  }
  // The chosen language's texts before the first render, as the shell does.
  await loadCatalogues(readLanguage()).catch((error: unknown) => console.error(error));
  root.render(
    <StrictMode>
      <GlobalStyle />
      <SessionProvider>
        <DataProvider>
          <BrowserRouter>
            <StandaloneFrame {...options} />
          </BrowserRouter>
        </DataProvider>
      </SessionProvider>
    </StrictMode>,
  );
}
