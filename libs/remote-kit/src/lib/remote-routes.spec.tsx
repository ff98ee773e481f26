import { useAccount, useAccounts, type CurrentSpace } from '@pitaka/data';
import { toCentavos } from '@pitaka/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { defineCatalogue } from '@pitaka/ui';
import { renderPage, renderPageIn } from '../testing';
import { isUnderPrefix, lazyPage, prefixesOf, RemoteRoutes, titleText, type RemotePage } from './remote-routes';
import { StandaloneRoutes } from './standalone-app';

function page(name: string) {
  return function Page() {
    const params = useParams();
    return (
      <>
        <h1>{name}</h1>
        <p>{`params ${JSON.stringify(params)}`}</p>
      </>
    );
  };
}

const titles = defineCatalogue({
  en: {
    accounts: 'Accounts',
    account: 'Account',
    editAccount: 'Edit Account',
    transactions: 'Transactions',
    debt: 'Debt',
  },
  fil: async () => ({
    default: {
      accounts: 'Mga Account',
      account: 'Account ko',
      editAccount: 'I-edit ang Account',
      transactions: 'Mga Transaksyon',
      debt: 'Utang',
    },
  }),
});
const pages: RemotePage[] = [
  { path: '/accounts', title: titleText(titles, 'accounts'), link: true, page: page('Accounts page') },
  { path: '/accounts/:accountId', title: titleText(titles, 'account'), page: page('Account page') },
  {
    path: '/edit-account/:accountId',
    title: titleText(titles, 'editAccount'),
    page: page('Edit account page'),
    changes: true,
  },
  { path: '/transactions', title: titleText(titles, 'transactions'), link: true, page: page('Transactions page') },
];
const prefixes = prefixesOf(pages);

/** Mounted the way the shell mounts a remote's ./Routes: at `<prefix>/*` for each prefix it owns. */
function renderAsShell(path: string, setTitle = jest.fn(), space: CurrentSpace = null) {
  const view = renderPage(
    <>
      {/* Outside the remote's routes, as the shell's navigation is. */}
      <Link to="/transactions">Go to transactions</Link>
      <Routes>
        {prefixes.map((prefix) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={<RemoteRoutes pages={pages} notFound={<h1>Host 404</h1>} setTitle={setTitle} />}
          />
        ))}
        <Route path="*" element={<h1>Not mounted</h1>} />
      </Routes>
    </>,
    { path, space },
  );
  return { ...view, setTitle };
}

describe('prefixesOf', () => {
  it("is the pages' first segments, once each, in order", () => {
    expect(prefixes).toEqual(['/accounts', '/edit-account', '/transactions']);
  });
});

describe('isUnderPrefix', () => {
  it.each([
    ['/debt', '/debt', true],
    ['/debt/d1/edit', '/debt', true],
    ['/Debt/d1', '/debt', true],
    ['/debtors', '/debt', false],
    ['/', '/debt', false],
  ])('%s under %s: %s', (path, prefix, expected) => {
    expect(isUnderPrefix(path, prefix)).toBe(expected);
  });
});

describe('RemoteRoutes', () => {
  it.each([
    ['/accounts', 'Accounts page', 'Accounts', { '*': '' }],
    ['/accounts/a1', 'Account page', 'Account', { '*': 'a1', accountId: 'a1' }],
    ['/edit-account/a1', 'Edit account page', 'Edit Account', { '*': 'a1', accountId: 'a1' }],
    ['/transactions', 'Transactions page', 'Transactions', { '*': '' }],
    ['/transactions/', 'Transactions page', 'Transactions', { '*': '' }],
  ])('renders %s from its absolute path, with params, and reports its title', (path, heading, title, params) => {
    const { setTitle } = renderAsShell(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(`params ${JSON.stringify(params)}`)).toBeInTheDocument();
    expect(setTitle).toHaveBeenLastCalledWith(title);
  });

  it.each(['/accounts/a1/extra', '/edit-account', '/transactions/t1'])(
    "renders the host's notFound for %s, under a prefix but matching no page",
    (path) => {
      const { setTitle } = renderAsShell(path);
      expect(screen.getByRole('heading', { name: 'Host 404' })).toBeInTheDocument();
      expect(setTitle).not.toHaveBeenCalled();
    },
  );

  it("gives a household's viewer a view-only note in place of a page that changes money, titled as the page", () => {
    const { setTitle } = renderAsShell('/edit-account/a1', jest.fn(), { id: 'h1', name: 'Santos', role: 'viewer' });
    expect(screen.getByRole('heading', { level: 1, name: 'View only' })).toBeInTheDocument();
    expect(
      screen.getByText('You can view Santos but not change it: ask an owner to make you an editor'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Edit account page' })).not.toBeInTheDocument();
    expect(setTitle).toHaveBeenLastCalledWith('Edit Account');
  });

  it.each(['editor', 'owner'] as const)("shows a household's %s the page that changes money", (role) => {
    renderAsShell('/edit-account/a1', jest.fn(), { id: 'h1', name: 'Santos', role });
    expect(screen.getByRole('heading', { name: 'Edit account page' })).toBeInTheDocument();
  });

  it('shows a viewer the pages that only read', () => {
    renderAsShell('/accounts/a1', jest.fn(), { id: 'h1', name: 'Santos', role: 'viewer' });
    expect(screen.getByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('renders notFound when mounted outside its prefixes', () => {
    renderPage(<RemoteRoutes pages={pages} notFound={<h1>Host 404</h1>} />, { path: '/other' });
    expect(screen.getByRole('heading', { name: 'Host 404' })).toBeInTheDocument();
  });

  it('sets document.title itself when the host passes no setTitle', () => {
    renderPage(
      <Routes>
        <Route path="/accounts/*" element={<RemoteRoutes pages={pages} />} />
      </Routes>,
      { path: '/accounts/a1' },
    );
    expect(document.title).toBe('Account');
  });

  it("titles a page in the page's language", async () => {
    const routes = (
      <Routes>
        <Route path="/accounts/*" element={<RemoteRoutes pages={pages} />} />
      </Routes>
    );
    const { unmount, user } = renderPage(
      <>
        {routes}
        <Link to="/accounts">All accounts</Link>
        <Link to="/accounts/a2">Another</Link>
      </>,
      { path: '/accounts/a1' },
    );
    expect(document.title).toBe('Account');
    // From one page to another and back.
    await user.click(screen.getByRole('link', { name: 'All accounts' }));
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(document.title).toBe('Accounts');
    await user.click(screen.getByRole('link', { name: 'Another' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(document.title).toBe('Account');
    unmount();
    await renderPageIn('fil', routes, { path: '/accounts/a1' });
    expect(document.title).toBe('Account ko');
  });

  it('moves between pages under different prefixes, updating the title', async () => {
    const { setTitle, user } = renderAsShell('/accounts/a1');
    expect(setTitle).toHaveBeenLastCalledWith('Account');
    await user.click(screen.getByRole('link', { name: 'Go to transactions' }));
    expect(screen.getByRole('heading', { name: 'Transactions page' })).toBeInTheDocument();
    expect(setTitle).toHaveBeenLastCalledWith('Transactions');
  });
});

/** A host like the shell's RemoteArea: an error boundary whose Retry counts attempts. */
class Host extends Component<{ children: (retryAttempt: number) => ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children(this.state.attempt);
    return (
      <button type="button" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
        Retry
      </button>
    );
  }
}

describe('lazyPage', () => {
  /** A page whose chunk fails to load until the server is back. */
  function flakyServer() {
    const server = { up: false };
    const load = jest.fn(() =>
      server.up ? Promise.resolve({ default: page('Lazy page') }) : Promise.reject(new Error('ChunkLoadError')),
    );
    return { server, load };
  }

  function renderHosted(Lazy: ComponentType) {
    return renderPage(
      <Host>
        {(retryAttempt) => (
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route
                path="/debt/*"
                element={
                  <RemoteRoutes
                    pages={[{ path: '/debt', title: titleText(titles, 'debt'), page: Lazy }]}
                    retryAttempt={retryAttempt}
                  />
                }
              />
            </Routes>
          </Suspense>
        )}
      </Host>,
      { path: '/debt' },
    );
  }

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.mocked(console.error).mockRestore();
  });

  it('loads the page when first shown, once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: page('Lazy page') }));
    const Lazy = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    renderHosted(Lazy);
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after a failed load, the host's Retry loads the page afresh", async () => {
    const { server, load } = flakyServer();
    const { user } = renderHosted(lazyPage(load));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // No loop of fresh loads while the failure is shown.
    const failedLoads = load.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(failedLoads);
    server.up = true;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
  });

  it('(control) React.lazy alone replays the failure on Retry', async () => {
    const { server, load } = flakyServer();
    const { user } = renderHosted(lazy(load));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.up = true;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lazy page' })).not.toBeInTheDocument();
  });
});

describe('page reads', () => {
  /** A detail page, as the remotes write them: it reads through the data hooks once its code is in. */
  function AccountPage() {
    const { accountId = '' } = useParams();
    const account = useAccount(accountId);
    const accounts = useAccounts();
    return <h1>{account.data && accounts.data ? `${account.data.name} of ${accounts.data.length}` : 'Loading'}</h1>;
  }

  function renderWithSlowCode(reads?: RemotePage['reads']) {
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: AccountPage });
    });
    const view = renderPage(
      <Suspense fallback={<p>Loading code</p>}>
        <Routes>
          <Route
            path="/accounts/*"
            element={
              <RemoteRoutes
                pages={[
                  {
                    path: '/accounts/:accountId',
                    title: titleText(titles, 'account'),
                    page: lazyPage(() => code),
                    reads,
                  },
                ]}
              />
            }
          />
        </Routes>
      </Suspense>,
      {
        path: '/accounts/a1',
        api: {
          getAccount: (_, id) => Promise.resolve({ id, name: 'GCash', type: 'ewallet', balance: toCentavos(5) }),
          listAccounts: () => Promise.resolve([{ id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(5) }]),
        },
      },
    );
    return { ...view, arrive: () => act(async () => arrive()) };
  }

  it("start while the page's code is still loading, and the page reads nothing again", async () => {
    const view = renderWithSlowCode(({ accountId = '' }) => [['account', accountId], 'accounts']);
    expect(screen.getByText('Loading code')).toBeInTheDocument();
    await waitFor(() => expect(view.api.getAccount).toHaveBeenCalledWith(expect.anything(), 'a1'));
    expect(view.api.listAccounts).toHaveBeenCalledTimes(1);
    await view.arrive();
    expect(await screen.findByRole('heading', { name: 'GCash of 1' })).toBeInTheDocument();
    expect(view.api.getAccount).toHaveBeenCalledTimes(1);
    expect(view.api.listAccounts).toHaveBeenCalledTimes(1);
  });

  it('(control) without reads, nothing is read before the code arrives', async () => {
    const view = renderWithSlowCode();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.api.getAccount).not.toHaveBeenCalled();
    expect(view.api.listAccounts).not.toHaveBeenCalled();
    await view.arrive();
    expect(await screen.findByRole('heading', { name: 'GCash of 1' })).toBeInTheDocument();
  });
});

describe('standalone mode', () => {
  function renderStandaloneAt(path: string) {
    return renderPage(<StandaloneRoutes appName="Accounts" pages={pages} />, { path });
  }

  it('renders the same pages at the same URLs, titled for the standalone frame', () => {
    renderStandaloneAt('/edit-account/a9');
    expect(screen.getByRole('heading', { name: 'Edit account page' })).toBeInTheDocument();
    expect(screen.getByText('params {"*":"a9","accountId":"a9"}')).toBeInTheDocument();
    expect(document.title).toBe('Edit Account · Accounts (standalone)');
  });

  it.each(['/', '/elsewhere', '/accounts/a1/extra'])('sends %s to the first linked page', async (path) => {
    const view = renderStandaloneAt(path);
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/accounts'));
  });
});
