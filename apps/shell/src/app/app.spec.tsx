import { lazyPage, remoteRoutes, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation, useParams } from 'react-router-dom';
import { REMOTES, remotesWithout } from '../testing/remotes';
import { App } from './app';
import type { RemoteRegistry } from './remotes';
import { preloadSignedInArea } from './routing/signed-in-routes';
import {
  createFakeAuthActions,
  createFakeSession,
  fixedTitle,
  renderPage,
  type FakeAuthActions,
  type FakeSession,
} from '@pitaka/remote-kit/testing';

// Remotes are Module Federation modules. Stand-ins: each remote's ./Routes is the real renderer
// (@pitaka/remote-kit's RemoteRoutes) over a few pages whose heading names the remote and the
// route; a widget is a heading naming its module, and no remote declares anything of its widgets.
jest.mock('./remotes', () => ({
  registerRemotesFromConfig: () => undefined,
  loadRemoteComponent: (remote: string, module: string) =>
    Promise.resolve({ default: mockRemoteModule(remote, module) }),
  loadWidgetDeclarations: () => Promise.resolve([]),
}));

function fakePage(remote: string, path: string): ComponentType {
  return function FakePage() {
    const params = useParams();
    return (
      <>
        <h2>{`${remote} ${path}`}</h2>
        <p>{`params ${JSON.stringify(params)}`}</p>
        <Link to="/paluwagan/p2">Other paluwagan</Link>
      </>
    );
  };
}

function BrokenPage(): never {
  throw new Error('page failed');
}

/** The paluwagan remote's server, for a page whose chunk loads only while it is up. */
const paluwaganServer = { up: false };

const mockRemotes: Record<string, { pages: RemotePage[] }> = {
  accounts: {
    pages: [
      { path: '/accounts', title: fixedTitle('Accounts'), page: fakePage('accounts', '/accounts') },
      {
        path: '/accounts/:accountId',
        title: fixedTitle('Account'),
        page: fakePage('accounts', '/accounts/:accountId'),
      },
      {
        path: '/add-transaction',
        title: fixedTitle('Add Transaction'),
        page: fakePage('accounts', '/add-transaction'),
      },
    ],
  },
  paluwagan: {
    pages: [
      { path: '/paluwagan', title: fixedTitle('Paluwagan'), page: fakePage('paluwagan', '/paluwagan') },
      {
        path: '/paluwagan/:paluwaganId',
        title: fixedTitle('Paluwagan'),
        page: fakePage('paluwagan', '/paluwagan/:paluwaganId'),
      },
      { path: '/paluwagan/broken', title: fixedTitle('Broken'), page: BrokenPage },
      {
        path: '/paluwagan/late',
        title: fixedTitle('Late'),
        page: lazyPage(() =>
          paluwaganServer.up
            ? Promise.resolve({ default: fakePage('paluwagan', '/paluwagan/late') })
            : Promise.reject(new Error('ChunkLoadError: paluwagan server down')),
        ),
      },
    ],
  },
  debt: {
    pages: [
      { path: '/debt', title: fixedTitle('Debt'), page: fakePage('debt', '/debt') },
      { path: '/debt/:debtId', title: fixedTitle('Debt'), page: fakePage('debt', '/debt/:debtId') },
    ],
  },
  // Built and deployed, but the shell knows of it only once config.json registers it.
  insights: {
    pages: [{ path: '/insights', title: fixedTitle('Insights'), page: fakePage('insights', '/insights') }],
  },
};

const INSIGHTS: RemoteRegistry = {
  ...REMOTES,
  insights: {
    entry: 'http://localhost:4204/mf-manifest.json',
    prefixes: ['/insights'],
    nav: [{ label: 'Insights', path: '/insights', icon: 'insights', order: 50, activeOn: [] }],
    widgets: [{ id: 'insights', module: 'ThisMonthWidget', order: 15, size: 'full', reserve: [10, 10, 10] }],
  },
};

function mockRemoteModule(remote: string, module: string): ComponentType<RoutesModuleProps> {
  if (module !== 'Routes') return () => <h2>{`${remote}/${module}`}</h2>;
  return remoteRoutes(mockRemotes[remote].pages);
}

let session: FakeSession;
let auth: FakeAuthActions;

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname + location.search}</output>;
}

function renderApp(path: string, remotes: RemoteRegistry = REMOTES) {
  return renderPage(
    <>
      <App remotes={remotes} />
      <CurrentPath />
    </>,
    { path, session, auth, toasts: false },
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

/** jsdom applies no media queries: the frame is in its narrow-screen form; open its menu. */
async function openMainNav() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Main' });
}

// The signed-in area (frame, dashboard, data hooks) is a lazy chunk. In Jest its first import
// compiles and loads that whole module graph, which under CPU load outlasts a findBy's wait, so
// whichever test first signs in would fail. No test here is about that load: do it once up front.
beforeAll(() => preloadSignedInArea());

beforeEach(() => {
  session = createFakeSession('signedOut');
  auth = createFakeAuthActions();
  localStorage.clear();
});

describe('App routing and session', () => {
  it('shows the spinner with "Wait langgg..." while the session resolves', async () => {
    session.set({ status: 'loading', user: null });
    renderApp('/dashboard');
    expect(screen.getByText('Wait langgg...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome Back!' })).not.toBeInTheDocument();

    act(() => session.signIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Wait langgg...')).not.toBeInTheDocument();
  });

  describe('with the boot screen up (dashboard.html, a returning user)', () => {
    function showBootScreen() {
      const boot = document.createElement('div');
      boot.id = 'boot';
      boot.textContent = 'Welcome back (prerendered)';
      document.body.prepend(boot);
      return boot;
    }
    afterEach(() => document.getElementById('boot')?.remove());

    it('shows no spinner beside it while the session resolves, and takes it down as the frame appears', async () => {
      const boot = showBootScreen();
      session.set({ status: 'loading', user: null });
      renderApp('/dashboard');
      expect(screen.queryByText('Wait langgg...')).not.toBeInTheDocument();
      expect(boot).toBeInTheDocument();

      act(() => session.signIn());
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(boot).not.toBeInTheDocument();
    });

    it('takes it down for a visitor whose session turns out to be gone', async () => {
      const boot = showBootScreen();
      session.set({ status: 'loading', user: null });
      renderApp('/dashboard');
      act(() => session.signOut());
      expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
      expect(boot).not.toBeInTheDocument();
    });
  });

  it('sends / to /dashboard, and a signed-out visitor on to /login', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('brings a signed-out visitor of a protected route back to it after signing in', async () => {
    auth.signInWithEmail.mockImplementation(async () => {
      session.signIn();
    });
    renderApp('/paluwagan?tab=mine');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));

    await userEvent.type(screen.getByLabelText('Email'), 'juan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'paluwagan /paluwagan' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/paluwagan?tab=mine'));
    expect(document.title).toBe('Paluwagan · Pitaka');
  });

  it('keeps the return path across the other sign-in screens', async () => {
    renderApp('/debt/d1');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up now' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { name: 'debt /debt/:debtId' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/debt/d1'));
  });

  it('sends a signed-in user on /login to /dashboard', async () => {
    session.signIn();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it.each(['/register', '/forgot-password'])('sends a signed-in user on %s to /dashboard', async (path) => {
    session.signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('after logging out, the next sign-in starts at the dashboard', async () => {
    session.signIn();
    renderApp('/debt');
    expect(await screen.findByRole('heading', { name: 'debt /debt' })).toBeInTheDocument();
    act(() => session.signOut(true));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('when the session ends without a sign-out (revoked, expired), signing in again returns to the page', async () => {
    session.signIn();
    renderApp('/debt/d1');
    expect(await screen.findByRole('heading', { name: 'debt /debt/:debtId' })).toBeInTheDocument();
    act(() => session.signOut(false));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { name: 'debt /debt/:debtId' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/debt/d1'));
  });

  it('shows Page Not Found in the frame for any other path when signed in, with Go Home', async () => {
    session.signIn();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Pitaka');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(await openMainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("opens the shell's Settings, last in the navigation, as a page in the frame", async () => {
    session.signIn();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(within(await openMainNav()).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
    expect(document.title).toBe('Settings · Pitaka');
    expect(within(screen.getByRole('main')).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(within(await openMainNav()).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-out visitor of /settings to /login, and back after signing in', async () => {
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('shows Page Not Found on its own for any other path when signed out, without sending to /login', () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/no/such/page');
  });

  it("renders a remote's page for a path under its prefix, with the remote's title and the route's params", async () => {
    session.signIn();
    renderApp('/accounts/a1');
    expect(await screen.findByRole('heading', { name: 'accounts /accounts/:accountId' })).toBeInTheDocument();
    expect(screen.getByText('params {"*":"a1","accountId":"a1"}')).toBeInTheDocument();
    expect(document.title).toBe('Account · Pitaka');
    // Inside the signed-in frame.
    expect(within(await openMainNav()).getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/accounts', 'accounts /accounts', 'Accounts · Pitaka'],
    ['/add-transaction', 'accounts /add-transaction', 'Add Transaction · Pitaka'],
    ['/paluwagan/p1', 'paluwagan /paluwagan/:paluwaganId', 'Paluwagan · Pitaka'],
    ['/debt', 'debt /debt', 'Debt · Pitaka'],
  ])('routes %s to the remote that owns its prefix', async (path, heading, title) => {
    session.signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it("shows Page Not Found inside the frame for a path under a remote's prefix that it has no page for", async () => {
    session.signIn();
    renderApp('/debt/d1/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Pitaka');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(within(await openMainNav()).getByRole('link', { name: 'Debt' }));
    expect(await screen.findByRole('heading', { name: 'debt /debt' })).toBeInTheDocument();
    expect(document.title).toBe('Debt · Pitaka');
  });

  it('a remote missing from config: no nav entry, its paths are the framed 404, the others still route', async () => {
    session.signIn();
    renderApp('/debt/d1', remotesWithout('debt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const nav = await openMainNav();
    expect(within(nav).queryByRole('link', { name: 'Debt' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Paluwagan' }));
    expect(await screen.findByRole('heading', { name: 'paluwagan /paluwagan' })).toBeInTheDocument();
  });

  it('a remote added to config: its nav entry, its pages and its dashboard widget appear', async () => {
    session.signIn();
    // In an awaited act: React retries the grid, suspended on new declarations, only then.
    await act(async () => {
      renderApp('/dashboard', INSIGHTS);
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'insights/ThisMonthWidget' })).toBeInTheDocument();
    const nav = await openMainNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Transactions', 'Accounts', 'Paluwagan', 'Debt', 'Insights', 'Households', 'Settings']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Insights' }));
    expect(await screen.findByRole('heading', { name: 'insights /insights' })).toBeInTheDocument();
    expect(document.title).toBe('Insights · Pitaka');
  });

  it('sends a signed-out visitor of an unknown path under a prefix to /login, like any protected path', async () => {
    renderApp('/accounts/a1/nope');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('a page that fails shows the unavailable panel in its area only, and does not stick to the next page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    session.signIn();
    renderApp('/paluwagan/broken');
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    await userEvent.click(within(await openMainNav()).getByRole('link', { name: 'Paluwagan' }));
    expect(await screen.findByRole('heading', { name: 'paluwagan /paluwagan' })).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable right now')).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it("Retry reloads a remote page whose chunk failed to load, once the remote's server is back", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    session.signIn();
    renderApp('/paluwagan/late');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('This section is unavailable right now')).toBeInTheDocument();
    paluwaganServer.up = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'paluwagan /paluwagan/late' })).toBeInTheDocument();
    expect(document.title).toBe('Late · Pitaka');
    jest.mocked(console.error).mockRestore();
  });

  it('keeps a page mounted while only its params change', async () => {
    session.signIn();
    renderApp('/paluwagan/p1');
    const heading = await screen.findByRole('heading', { name: 'paluwagan /paluwagan/:paluwaganId' });
    await userEvent.click(screen.getByRole('link', { name: 'Other paluwagan' }));
    expect(await screen.findByText('params {"*":"p2","paluwaganId":"p2"}')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'paluwagan /paluwagan/:paluwaganId' })).toBe(heading);
  });

  it('renders the dashboard frame with every widget slot', async () => {
    session.signIn({ email: 'maria@example.com' });
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    for (const widget of [
      'accounts/BalanceWidget',
      'accounts/TopAccountsWidget',
      'paluwagan/DashboardWidget',
      'debt/DashboardWidget',
      'accounts/RecentTransactionsWidget',
    ]) {
      expect(await within(main).findByRole('heading', { name: widget })).toBeInTheDocument();
    }
    expect(within(main).getByText('Welcome back, maria@example.com')).toBeInTheDocument();
    // jsdom applies no media queries: the frame is in its narrow-screen form, menu closed.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the main content', async () => {
    session.signIn();
    renderApp('/dashboard');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    // The frame shows once the device's copy of the user's data is restored (none in jsdom).
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('toasts', () => {
  /** The auto-close time react-toastify gave the toast, read off its progress bar. */
  async function toastDuration(text: string) {
    act(() => {
      toast(text);
    });
    const region = await screen.findByRole('region', { name: /notifications/i });
    const toastEl = (await within(region).findByText(text)).closest('.Toastify__toast') as HTMLElement;
    const bar = toastEl.querySelector('.Toastify__progress-bar') as HTMLElement;
    return bar.style.animationDuration;
  }

  it('last 5000 ms on the sign-in screens', async () => {
    renderApp('/login');
    expect(await toastDuration('On login')).toBe('5000ms');
    const region = screen.getByRole('region', { name: /notifications/i });
    expect(region.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('last 3000 ms elsewhere', async () => {
    session.signIn();
    renderApp('/dashboard');
    expect(await toastDuration('On dashboard')).toBe('3000ms');
  });
});
