import type { UserProfile } from '@pitaka/domain';
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemoteComponent } from '../remotes';
import type { RemoteName } from '../remotes';
import { DashboardPage } from './dashboard-page';

// The widgets' code never arrives: the page is caught while every slot still waits for it.
jest.mock('../remotes', () => ({ loadRemoteComponent: jest.fn(() => new Promise(() => undefined)) }));

const PROFILE: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

/** What the remotes declare in their ./Widgets (the shell sees only this shape). */
const DECLARED: Record<RemoteName, DashboardWidgetDeclaration[]> = {
  accounts: [
    {
      module: 'BalanceWidget',
      label: 'Loading total balance',
      reserve: [9.325, 10.45, 10.45],
      reads: () => ['profile'],
    },
    {
      module: 'TopAccountsWidget',
      label: 'Loading accounts',
      reserve: [35.16, 24.84, 35.16],
      reads: () => ['accounts'],
    },
    {
      module: 'RecentTransactionsWidget',
      label: 'Loading recent transactions',
      reserve: [27.82, 27.82, 27.82],
      reads: () => ['recentTransactions', 'accounts'],
    },
  ],
  paluwagan: [
    {
      module: 'DashboardWidget',
      label: 'Loading paluwagans',
      reserve: [44.68, 44.68, 44.68],
      reads: () => ['paluwagans'],
    },
  ],
  debt: [{ module: 'DashboardWidget', label: 'Loading debts', reserve: [31.73, 31.73, 31.73], reads: () => ['debts'] }],
};

/** Each test its own loader, so nothing is kept between tests. */
const declaring =
  (declared: Partial<Record<RemoteName, DashboardWidgetDeclaration[]>> = DECLARED) =>
  async (remote: RemoteName) => {
    const list = declared[remote];
    if (!list) throw new Error(`${remote} is down`);
    return list;
  };

/**
 * Rendered inside an awaited `act`: the grid waits for the declarations with `use`, and React
 * retries it only when the act that rendered it is awaited.
 */
async function renderDashboard(loadDeclarations = declaring()) {
  let view: ReturnType<typeof renderPage> | undefined;
  await act(async () => {
    view = render(loadDeclarations);
  });
  return view as ReturnType<typeof renderPage>;
}

function render(loadDeclarations: ReturnType<typeof declaring>) {
  return renderPage(<DashboardPage loadDeclarations={loadDeclarations} />, {
    path: '/dashboard',
    api: {
      getUserProfile: async () => PROFILE,
      listAccounts: async () => [],
      listRecentTransactions: async () => [],
      listPaluwagans: async () => [],
      listDebts: async () => [],
    },
  });
}

const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`) as HTMLElement;
const placeholder = (name: string) => slot(name).querySelector('[data-placeholder]') as HTMLElement;

const WIDGETS = [
  ['summary', 'accounts', 'BalanceWidget'],
  ['accounts', 'accounts', 'TopAccountsWidget'],
  ['paluwagan', 'paluwagan', 'DashboardWidget'],
  ['debt', 'debt', 'DashboardWidget'],
  ['recent', 'accounts', 'RecentTransactionsWidget'],
] as const;

silenceConsoleErrors();

describe('DashboardPage', () => {
  // First in the file: the widgets' lazy components are kept for the file's other tests.
  it("starts loading the widgets' code while their declarations load, and shows the grid only with them", async () => {
    let declare = () => undefined as void;
    const declared = new Promise<void>((resolve) => (declare = resolve));
    const { api } = await renderDashboard(async (remote) => {
      await declared;
      return DECLARED[remote];
    });
    for (const [, remote, module] of WIDGETS) expect(loadRemoteComponent).toHaveBeenCalledWith(remote, module);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot]')).toBeNull();
    expect(api.getUserProfile).not.toHaveBeenCalled();

    await act(async () => declare());
    await waitFor(() => expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5));
  });

  it("starts each of the widgets' declared reads once while their code is still loading", async () => {
    const { api } = await renderDashboard();
    await waitFor(() => {
      for (const read of [
        api.getUserProfile,
        api.listAccounts,
        api.listRecentTransactions,
        api.listPaluwagans,
        api.listDebts,
      ]) {
        expect(read).toHaveBeenCalledTimes(1);
      }
    });
    expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5);
  });

  it.each([
    ['summary', 'Loading total balance', '9.325rem'],
    ['accounts', 'Loading accounts', '35.16rem'],
    ['paluwagan', 'Loading paluwagans', '44.68rem'],
    ['debt', 'Loading debts', '31.73rem'],
    ['recent', 'Loading recent transactions', '27.82rem'],
  ])(
    'holds the %s widget a placeholder of its declared label and height while its code loads',
    async (name, label, phoneHeight) => {
      await renderDashboard();
      await waitFor(() => expect(slot(name)).not.toBeNull());
      expect(placeholder(name).querySelector('[aria-busy="true"]')).toHaveTextContent(label);
      expect(getComputedStyle(placeholder(name)).minHeight).toBe(phoneHeight);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it("still lays out a remote's widgets when its declarations fail to load, and the others' reads start", async () => {
    const { api } = await renderDashboard(declaring({ accounts: DECLARED.accounts, debt: DECLARED.debt }));
    await waitFor(() => expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5));
    expect(placeholder('paluwagan').querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    expect(placeholder('debt').querySelector('[aria-busy="true"]')).toHaveTextContent('Loading debts');
    await waitFor(() => expect(api.listDebts).toHaveBeenCalledTimes(1));
    expect(api.listPaluwagans).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('No dashboard widget declarations from paluwagan', expect.any(Error));
  });
});
