import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createFakeAuthActions, renderPage, renderPageIn, type FakeAuthActions } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { REMOTES, remotesWithout } from '../../testing/remotes';
import { RemoteRegistryProvider } from '../remote-registry';
import type { RemoteRegistry } from '../remotes';
import { AppFrame } from './app-frame';

let auth: FakeAuthActions;

function Content() {
  const location = useLocation();
  return (
    <>
      <h1>Content</h1>
      <p>{`At ${location.pathname}`}</p>
      <button type="button">Inside content</button>
    </>
  );
}

function frame(remotes: RemoteRegistry) {
  return (
    <RemoteRegistryProvider remotes={remotes}>
      <Routes>
        <Route element={<AppFrame />}>
          <Route path="*" element={<Content />} />
        </Route>
      </Routes>
    </RemoteRegistryProvider>
  );
}

function renderFrame(path = '/dashboard', remotes: RemoteRegistry = REMOTES) {
  return renderPage(frame(remotes), { path, auth, toasts: false });
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const toggle = () => screen.getByRole('button', { name: 'Menu' });

async function openMenu() {
  await userEvent.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('navigation', { name: 'Main' });
}

beforeEach(() => {
  auth = createFakeAuthActions();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AppFrame navigation', () => {
  it('lists Dashboard, then the registered remotes: Transactions, Accounts, Paluwagan, Debt; Households, Settings; and Logout', async () => {
    renderFrame();
    const nav = await openMenu();
    expect(linksOf(nav)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transactions', '/transactions'],
      ['Accounts', '/accounts'],
      ['Paluwagan', '/paluwagan'],
      ['Debt', '/debt'],
      ['Households', '/households'],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('juan@example.com')).toBeInTheDocument();
  });

  it("labels the links in Filipino: the shell's from its catalogue, a remote's from its registration", async () => {
    await renderPageIn('fil', frame(REMOTES), { path: '/dashboard', auth, toasts: false });
    expect(screen.getByText('Mag-logout')).toBeInTheDocument();
    expect(linksOf(await openMenu())).toEqual([
      ['Dashboard', '/dashboard'],
      ['Mga Transaksyon', '/transactions'],
      ['Mga Account', '/accounts'],
      ['Paluwagan', '/paluwagan'],
      ['Utang', '/debt'],
      ['Mga Sambahayan', '/households'],
      ['Mga Setting', '/settings'],
    ]);
  });

  it("lists no entry for a remote missing from config, and the shell's own alone with none", async () => {
    const { unmount } = renderFrame('/dashboard', remotesWithout('debt'));
    expect(linksOf(await openMenu()).map(([label]) => label)).toEqual([
      'Dashboard',
      'Transactions',
      'Accounts',
      'Paluwagan',
      'Households',
      'Settings',
    ]);
    unmount();
    renderFrame('/dashboard', {});
    expect(linksOf(await openMenu())).toEqual([
      ['Dashboard', '/dashboard'],
      ['Households', '/households'],
      ['Settings', '/settings'],
    ]);
  });

  it('shows each entry with the icon it names', async () => {
    const insights = {
      entry: 'http://localhost:4204/mf-manifest.json',
      prefixes: ['/insights'],
      nav: [{ label: 'Insights', path: '/insights', icon: 'insights', order: 50, activeOn: [] }],
      widgets: [],
    };
    renderFrame('/insights', { insights });
    const link = within(await openMenu()).getByRole('link', { name: 'Insights' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['/accounts/abc', 'Accounts'],
    ['/add-transaction', 'Transactions'],
    ['/edit-account/abc', 'Accounts'],
    ['/paluwagan/p1/edit', 'Paluwagan'],
    ['/debt/create', 'Debt'],
    ['/dashboard', 'Dashboard'],
    ['/settings', 'Settings'],
  ])('on %s the active link is %s', async (path, label) => {
    renderFrame(path);
    const nav = await openMenu();
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('logs out through the data layer', async () => {
    auth.signOut.mockResolvedValue();
    renderFrame();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('only logs a logout failure', async () => {
    const error = new Error('network down');
    auth.signOut.mockRejectedValue(error);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFrame();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Logout failed', error));
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AppFrame slide-out menu (narrow screens)', () => {
  it('starts closed, with the toggle controlling the navigation panel', () => {
    renderFrame();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const panelId = toggle().getAttribute('aria-controls') as string;
    expect(document.getElementById(panelId)).toContainElement(
      document.querySelector('nav[aria-label="Main"]') as HTMLElement,
    );
    // Closed: its links are hidden from everyone.
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('keeps focus inside while open: Tab and Shift+Tab wrap around', async () => {
    renderFrame();
    await openMenu();
    expect(toggle()).toHaveFocus();
    const order = ['Dashboard', 'Transactions', 'Accounts', 'Paluwagan', 'Debt', 'Households', 'Settings'];
    for (const name of order) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Pitaka' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Inside content', hidden: true })).not.toHaveFocus();
  });

  it('pulls focus back if it lands outside while open', async () => {
    renderFrame();
    await openMenu();
    screen.getByRole('button', { name: 'Inside content', hidden: true }).focus();
    expect(screen.getByRole('link', { name: 'Pitaka' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    renderFrame();
    await openMenu();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop and returns focus to the toggle', async () => {
    renderFrame();
    await openMenu();
    await userEvent.tab();
    await userEvent.click(screen.getByTestId('menu-backdrop'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link is followed, and returns focus to the toggle', async () => {
    renderFrame('/dashboard');
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Paluwagan' }));
    expect(screen.getByText('At /paluwagan')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when the toggle is pressed again', async () => {
    renderFrame();
    await openMenu();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the content inert while open', async () => {
    renderFrame();
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('inert');
    await openMenu();
    expect(main).toHaveAttribute('inert');
  });
});

describe('AppFrame accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const { container } = renderFrame();
    await expectNoSeriousA11yViolations(container);
  });
});
