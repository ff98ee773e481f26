import type { UserProfile } from '@pitaka/domain';
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { loadCatalogues, type Language } from '@pitaka/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { REMOTES, remotesWithout } from '../../testing/remotes';
import { RemoteRegistryProvider } from '../remote-registry';
import { loadRemoteComponent, type RemoteRegistry } from '../remotes';
import { DashboardPage } from './dashboard-page';

// The widgets' code never arrives: the page is caught while every slot still waits for it.
jest.mock('../remotes', () => ({ loadRemoteComponent: jest.fn(() => new Promise(() => undefined)) }));

const PROFILE: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

/** What the remotes declare in their ./Widgets (the shell sees only this shape). */
const DECLARED: Record<string, DashboardWidgetDeclaration[]> = {
  accounts: [
    { module: 'BalanceWidget', label: 'Loading total balance', reads: () => ['profile'] },
    { module: 'TopAccountsWidget', label: 'Loading accounts', reads: () => ['accounts'] },
    {
      module: 'RecentTransactionsWidget',
      label: 'Loading recent transactions',
      reads: () => ['recentTransactions', 'accounts'],
    },
  ],
  paluwagan: [{ module: 'DashboardWidget', label: 'Loading paluwagans', reads: () => ['paluwagans'] }],
  debt: [
    {
      module: 'DashboardWidget',
      label: 'Loading debts',
      labels: { fil: 'Naglo-load ang mga utang' },
      reads: () => ['debts'],
    },
  ],
};

/** Each test its own loader, so nothing is kept between tests. */
const declaring =
  (declared: Record<string, DashboardWidgetDeclaration[]> = DECLARED) =>
  async (remote: string) => {
    const list = declared[remote];
    if (!list) throw new Error(`${remote} is down`);
    return list;
  };

/**
 * Rendered inside an awaited `act`: the grid waits for the declarations with `use`, and React
 * retries it only when the act that rendered it is awaited.
 */
async function renderDashboard(
  loadDeclarations = declaring(),
  remotes: RemoteRegistry = REMOTES,
  language: Language = 'en',
) {
  let view: ReturnType<typeof renderPage> | undefined;
  await loadCatalogues(language);
  await act(async () => {
    view = render(loadDeclarations, remotes, language);
  });
  return view as ReturnType<typeof renderPage>;
}

function render(loadDeclarations: ReturnType<typeof declaring>, remotes: RemoteRegistry, language: Language) {
  return renderPage(
    <RemoteRegistryProvider remotes={remotes}>
      <DashboardPage loadDeclarations={loadDeclarations} />
    </RemoteRegistryProvider>,
    {
      path: '/dashboard',
      language,
      api: {
        getUserProfile: async () => PROFILE,
        listAccounts: async () => [],
        listRecentTransactions: async () => [],
        listPaluwagans: async () => [],
        listDebts: async () => [],
      },
    },
  );
}

const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`) as HTMLElement;
const placeholder = (name: string) => slot(name).querySelector('[data-placeholder]') as HTMLElement;
const slotNames = () => [...document.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'));

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
  it("paints the page first, then starts loading the widgets' code while their declarations load, and shows the grid only with them", async () => {
    let declare = () => undefined as void;
    const declared = new Promise<void>((resolve) => (declare = resolve));
    const { api } = await renderDashboard(async (remote) => {
      await declared;
      return DECLARED[remote];
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => {
      for (const [, remote, module] of WIDGETS) expect(loadRemoteComponent).toHaveBeenCalledWith(remote, module);
    });
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
      expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    });
  });

  it("labels a placeholder in the page's language when its remote declares it, else in English", async () => {
    await renderDashboard(declaring(), REMOTES, 'fil');
    await waitFor(() => expect(slot('debt')).not.toBeNull());
    expect(placeholder('debt').querySelector('[aria-busy="true"]')).toHaveTextContent('Naglo-load ang mga utang');
    expect(placeholder('paluwagan').querySelector('[aria-busy="true"]')).toHaveTextContent('Loading paluwagans');
  });

  it('lays the registered widgets out in their order', async () => {
    await renderDashboard();
    await waitFor(() => expect(slotNames()).toEqual(['summary', 'accounts', 'paluwagan', 'debt', 'recent']));
  });

  it.each([
    ['summary', 'Loading total balance', '9.325rem'],
    ['accounts', 'Loading accounts', '35.16rem'],
    ['paluwagan', 'Loading paluwagans', '44.68rem'],
    ['debt', 'Loading debts', '31.73rem'],
    ['recent', 'Loading recent transactions', '27.82rem'],
  ])(
    'holds the %s widget a placeholder of its declared label and registered height while its code loads',
    async (name, label, phoneHeight) => {
      await renderDashboard();
      await waitFor(() => expect(slot(name)).not.toBeNull());
      expect(placeholder(name).querySelector('[aria-busy="true"]')).toHaveTextContent(label);
      expect(getComputedStyle(placeholder(name)).minHeight).toBe(phoneHeight);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it("still lays out a remote's widgets at their height when its declarations fail to load, and the others' reads start", async () => {
    const { api } = await renderDashboard(declaring({ accounts: DECLARED['accounts'], debt: DECLARED['debt'] }));
    await waitFor(() => expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(5));
    expect(placeholder('paluwagan').querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    expect(getComputedStyle(placeholder('paluwagan')).minHeight).toBe('44.68rem');
    expect(placeholder('debt').querySelector('[aria-busy="true"]')).toHaveTextContent('Loading debts');
    await waitFor(() => expect(api.listDebts).toHaveBeenCalledTimes(1));
    expect(api.listPaluwagans).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith('No dashboard widget declarations from paluwagan', expect.any(Error));
  });

  it('has no slot for a remote missing from config, asks it for nothing, and lays out the others', async () => {
    const asked: string[] = [];
    const { api } = await renderDashboard(async (remote) => {
      asked.push(remote);
      return DECLARED[remote];
    }, remotesWithout('debt'));
    await waitFor(() => expect(slotNames()).toEqual(['summary', 'accounts', 'paluwagan', 'recent']));
    expect(asked.sort()).toEqual(['accounts', 'paluwagan']);
    await waitFor(() => expect(api.listPaluwagans).toHaveBeenCalledTimes(1));
    expect(api.listDebts).not.toHaveBeenCalled();
  });

  it('shows no grid cells at all with no widgets registered', async () => {
    await renderDashboard(declaring(), {});
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot]')).toBeNull();
  });
});
