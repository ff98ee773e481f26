import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { useLocation } from 'react-router-dom';
import { App } from './app';
import {
  createFakeAuthActions,
  createFakeSession,
  renderPage,
  type FakeAuthActions,
  type FakeSession,
} from '@pitaka/remote-kit/testing';

// Remote pages are Module Federation modules: stand in with a heading naming the module.
jest.mock('./remotes', () => ({
  loadRemoteComponent: (remote: string, module: string) =>
    Promise.resolve({ default: () => <h2>{`${remote}/${module}`}</h2> }),
}));

let session: FakeSession;
let auth: FakeAuthActions;

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname + location.search}</output>;
}

function renderApp(path: string) {
  return renderPage(
    <>
      <App />
      <CurrentPath />
    </>,
    { path, session, auth, toasts: false },
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

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

  it('sends / to /dashboard, and a signed-out visitor on to /login', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('brings a signed-out visitor of a protected route back to it after signing in', async () => {
    auth.signInWithEmail.mockImplementation(async () => {
      session.signIn();
    });
    renderApp('/paluwagan?tab=mine');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');

    await userEvent.type(screen.getByLabelText('Email'), 'juan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'paluwagan/PaluwaganListPage' })).toBeInTheDocument();
    expect(currentPath()).toBe('/paluwagan?tab=mine');
    expect(document.title).toBe('Paluwagan · Pitaka');
  });

  it('keeps the return path across the other sign-in screens', async () => {
    renderApp('/debt/d1');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up now' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(currentPath()).toBe('/login');
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { name: 'debt/DebtDetailPage' })).toBeInTheDocument();
    expect(currentPath()).toBe('/debt/d1');
  });

  it('sends a signed-in user on /login to /dashboard', async () => {
    session.signIn();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it.each(['/register', '/forgot-password'])('sends a signed-in user on %s to /dashboard', async (path) => {
    session.signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('after logging out, the next sign-in starts at the dashboard', async () => {
    session.signIn();
    renderApp('/debt');
    expect(await screen.findByRole('heading', { name: 'debt/DebtListPage' })).toBeInTheDocument();
    act(() => session.signOut(true));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    act(() => session.signIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows Page Not Found for any other path, with Go Home', async () => {
    session.signIn();
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found · Pitaka');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
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
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
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
