import {
  DataProvider,
  fetchRuntimeConfig,
  initFirebase,
  SessionProvider,
  useAuthActions,
  useSession,
} from '@pitaka/data';
import { Button, Card, GlobalStyle, LoadingState, theme } from '@pitaka/ui';
import { StrictMode, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink } from 'react-router-dom';
import styled from 'styled-components';

export interface StandaloneOptions {
  /** Shown in the frame's header, e.g. "Accounts". */
  appName: string;
  links: { to: string; label: string }[];
  /** The remote's own <Routes>. */
  routes: ReactNode;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.25rem;
  background: ${theme.colors.primary};
  color: #fff;
  a {
    color: #fff;
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
      setError('Failed to log in. Please check your credentials.');
    }
  }
  return (
    <Card style={{ maxWidth: '24rem', margin: '2rem auto' }}>
      <h2>Sign in (standalone)</h2>
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor="standalone-email">Email</label>
        <input id="standalone-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="standalone-password">Password</label>
        <input
          id="standalone-password"
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <Button type="submit">Sign in</Button>
      </form>
    </Card>
  );
}

function StandaloneFrame({ appName, links, routes }: StandaloneOptions) {
  const { signOut } = useAuthActions();
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label="Wait langgg..." fullPage />;
  return (
    <>
      <Header>
        <strong>Pitaka · {appName} (standalone)</strong>
        <nav aria-label={`${appName} pages`} style={{ display: 'flex', gap: '1rem' }}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {session.status === 'signedIn' && (
          <Button type="button" $variant="secondary" onClick={() => signOut()} style={{ marginLeft: 'auto' }}>
            Logout
          </Button>
        )}
      </Header>
      <Main>{session.status === 'signedIn' ? routes : <DevSignIn />}</Main>
    </>
  );
}

/** Runs a remote on its own port with a minimal frame, for the team that owns it. */
export async function renderStandalone(options: StandaloneOptions): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    initFirebase(await fetchRuntimeConfig());
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">Could not load /config.json. Start the app with `npm start`.</p>);
    return;
  }
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
