import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { toCentavos, type Account, type Centavos, type CurrencyRates, type UserProfile } from '@pitaka/domain';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE as SET_UP } from '../testing/transaction-fixtures';
import { clickRetry, failingOnce, neverAnswered } from '../testing/loading';
import { dashboardWidget, renderOnDashboard } from '../testing/widget-steps';
import BalanceWidget from './balance-widget';

const account = (id: string, balance: Centavos): Account => ({ id, name: `Account ${id}`, type: 'cash', balance });

const renderWidget = (listAccounts: DataApi['listAccounts'], profile: UserProfile | null = SET_UP) =>
  renderOnDashboard(<BalanceWidget />, { getUserProfile: async () => profile, listAccounts });

const balance = dashboardWidget('Total Balance');
const widget = balance.region;

silenceConsoleErrors();

describe('BalanceWidget', () => {
  it('adds the balances exactly, to the centavo', async () => {
    renderWidget(async () => [account('a1', toCentavos(0.1)), account('a2', toCentavos(0.2))]);
    expect(await within(widget()).findByText('₱0.30')).toBeInTheDocument();
    expect(within(widget()).getByText('Across 2 accounts')).toBeInTheDocument();
  });

  it("says 'Across 1 account' for a single account", async () => {
    renderWidget(async () => [account('a1', toCentavos(1000))]);
    expect(await within(widget()).findByText('₱1,000.00')).toBeInTheDocument();
    expect(within(widget()).getByText('Across 1 account')).toBeInTheDocument();
  });

  it("says 'Across 3 accounts' and counts a negative balance against the total", async () => {
    renderWidget(async () => [
      account('a1', toCentavos(12000.5)),
      account('a2', toCentavos(345.17)),
      account('a3', toCentavos(-1000)),
    ]);
    expect(await within(widget()).findByText('₱11,345.67')).toBeInTheDocument();
    expect(within(widget()).getByText('Across 3 accounts')).toBeInTheDocument();
  });

  it('adds no account in its own currency to the pesos, nor counts it', async () => {
    const dirhams: Account = { ...account('ae', 398_500 as Centavos), currency: 'AED' };
    renderWidget(async () => [account('a1', toCentavos(1000)), dirhams]);
    expect(await within(widget()).findByText('₱1,000.00')).toBeInTheDocument();
    expect(within(widget()).getByText('Across 1 account')).toBeInTheDocument();
  });

  describe('with accounts in currencies of their own', () => {
    const NOW = new Date('2026-11-14T20:00:00+08:00');
    beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
    afterEach(() => jest.useRealTimers());
    const manila = (day: string) => new Date(`${day}T00:00:00+08:00`);
    const dirhams: Account = { ...account('ae', 344_250 as Centavos), currency: 'AED' };
    const yen: Account = { ...account('jp', 148_499 as Centavos), currency: 'JPY' };
    const AED_RATES: CurrencyRates = {
      id: 'AED',
      rates: [
        { rate: '16', day: manila('2026-11-15') },
        { rate: '15.3125', day: manila('2026-11-10') },
      ],
    };

    it('estimates every account in pesos at the rate kept on or before today, with its date, and names a currency without one', async () => {
      const { api } = renderOnDashboard(<BalanceWidget />, {
        listAccounts: async () => [account('a1', toCentavos(25_012.5)), dirhams, yen],
        listRates: async () => [AED_RATES],
      });
      const estimate = await within(widget()).findByTestId('home-estimate');
      // ₱25,012.50 + AED 3,442.50 × 15.3125 (₱52,713.28); tomorrow's 16 is not used yet.
      expect(estimate).toHaveTextContent(
        'About ₱77,725.78 with every account that has a rate: an estimate at your rates (AED of Nov 10, 2026). ' +
          'JPY has no rate kept yet: its accounts are left out.',
      );
      expect(within(widget()).getByText('₱25,012.50')).toBeInTheDocument();
      expect(api.listRates).toHaveBeenCalledTimes(1);
    });

    it("reads no rates where every account is in the books' currency", async () => {
      const { api } = renderOnDashboard(<BalanceWidget />, {
        listAccounts: async () => [account('a1', toCentavos(5))],
      });
      expect(await within(widget()).findByText('₱5.00')).toBeInTheDocument();
      expect(api.listRates).not.toHaveBeenCalled();
      expect(within(widget()).queryByTestId('home-estimate')).toBeNull();
    });
  });

  it('shows ₱0.00 across 0 accounts before any account exists', async () => {
    renderWidget(async () => []);
    expect(await within(widget()).findByText('₱0.00')).toBeInTheDocument();
    expect(within(widget()).getByText('Across 0 accounts')).toBeInTheDocument();
  });

  it('sends a user without a user document to /account-setup', async () => {
    const page = renderWidget(async () => [], null);
    await waitFor(() => expect(page.location()).toBe('/account-setup'));
  });

  it('sends a user whose setup is not complete to /account-setup', async () => {
    const page = renderWidget(async () => [account('a1', toCentavos(50))], { ...SET_UP, setupComplete: false });
    await waitFor(() => expect(page.location()).toBe('/account-setup'));
  });

  it("leaves a household's member on its dashboard without their own setup, in the household's currency", async () => {
    const page = renderPage(<BalanceWidget />, {
      path: '/dashboard',
      route: '/dashboard',
      space: { id: 'h1', name: 'Dela Cruz family', role: 'editor', currency: 'USD' },
      api: { getUserProfile: async () => null, listAccounts: async () => [account('a1', toCentavos(50))] },
    });
    expect(await within(widget()).findByText('$50.00')).toBeInTheDocument();
    await waitFor(() => expect(page.api.getUserProfile).toHaveBeenCalled());
    expect(page.location()).toBe('/dashboard');
  });

  it('leaves a set-up user on the dashboard, in their currency', async () => {
    const page = renderWidget(async () => [account('a1', toCentavos(50))], { ...SET_UP, currency: 'USD' });
    // '$' shows once the profile has loaded, so the redirect had its chance by then.
    expect(await within(widget()).findByText('$50.00')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });

  it("shows 'Failed to load data' with Retry, which loads again", async () => {
    const page = renderWidget(failingOnce([account('a1', toCentavos(20))]));
    const failure = await balance.findLoadFailure();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    await clickRetry(page, failure);
    expect(await within(widget()).findByText('₱20.00')).toBeInTheDocument();
    expect(within(widget()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' rather than a total in a guessed currency when the profile fails", async () => {
    const getUserProfile = jest
      .fn<ReturnType<DataApi['getUserProfile']>, Parameters<DataApi['getUserProfile']>>()
      .mockRejectedValueOnce(new DataError('unexpected', 'boom'))
      .mockResolvedValue({ ...SET_UP, currency: 'USD' });
    const page = renderOnDashboard(<BalanceWidget />, {
      getUserProfile,
      listAccounts: async () => [account('a1', toCentavos(5))],
    });
    const failure = await within(widget()).findByRole('alert', {}, { timeout: 4000 });
    expect(failure).toHaveTextContent('Failed to load data');
    expect(within(widget()).queryByText('₱5.00')).toBeNull();
    await clickRetry(page, failure);
    expect(await within(widget()).findByText('$5.00')).toBeInTheDocument();
  });

  it('shows a busy skeleton while the accounts load', async () => {
    renderWidget(neverAnswered);
    await balance.expectBusySkeleton('Loading total balance');
    expect(within(widget()).queryByText(/^Across/)).not.toBeInTheDocument();
    expect(within(widget()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the block's height while loading: the placeholders sit in the total's and the count's own lines", async () => {
    const loading = renderWidget(neverAnswered);
    const placeholderClasses = await balance.skeletonShapes(
      loading,
      'Loading total balance',
      '> div > *',
      (line) => line.className,
    );

    renderWidget(async () => [account('a1', toCentavos(20))]);
    const total = (await within(widget()).findByText('₱20.00')).closest('p');
    const count = within(widget()).getByText('Across 1 account');
    expect(placeholderClasses).toEqual([total?.className, count.className]);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWidget(async () => [account('a1', toCentavos(1000))]);
    await within(widget()).findByText('Across 1 account');
    await expectNoSeriousA11yViolations(container);
  });
});
