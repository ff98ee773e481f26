import type { DataApi } from '@pitaka/data';
import { toCentavos, type Account, type Centavos, type UserProfile } from '@pitaka/domain';
import { findToast, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE } from '../testing/transaction-fixtures';
import { bdoSavings, renderAccountPage } from '../testing/account-form';
import { clickRetry, failingOnce, neverAnswered } from '../testing/loading';
import AccountsPage from './accounts-page';

const USD_USER: UserProfile = { ...PROFILE, currency: 'USD' };

// Local wall-clock times: the dates read the same whatever zone the run uses.
const BDO = bdoSavings(toCentavos(12500.5), new Date(2026, 0, 5, 9, 30));
const WALLET: Account = { id: 'a2', name: 'Wallet', type: 'cash', balance: toCentavos(300) };

const renderAccounts = (listAccounts: DataApi['listAccounts'], profile: UserProfile | null = USD_USER) =>
  renderAccountPage(<AccountsPage />, '/accounts', { getUserProfile: async () => profile, listAccounts });

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

silenceConsoleErrors();

describe('/accounts', () => {
  it('hides an account half-way out of the books, and finishes a move that did not', async () => {
    const leaving: Account = { ...WALLET, id: 'g1', name: 'GCash', move: { state: 'leaving', householdId: 'h1' } };
    const left: Account = { ...WALLET, id: 'g2', name: 'Maya', move: { state: 'left', householdId: 'h1' } };
    const page = renderAccountPage(<AccountsPage />, '/accounts', {
      listAccounts: async () => [BDO, leaving, left],
      listMyHouseholds: async () => [{ id: 'h1', name: 'Santos family', role: 'owner', currency: 'PHP' }],
      moveAccountIn: async () => ({ moved: 3 }),
    });
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['BDO Savings', 'GCash']);
    const unfinished = await screen.findByRole('alert');
    expect(unfinished).toHaveTextContent(
      'Moving GCash to Santos family did not finish: it stays locked until it does.',
    );
    await page.user.click(within(unfinished).getByRole('button', { name: 'Finish moving' }));
    expect(await findToast('GCash is now in Santos family')).toBeInTheDocument();
    await waitFor(() =>
      expect(page.api.moveAccountIn).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {
        accountId: 'g1',
      }),
    );
  });

  it('shows the title and Add Account', async () => {
    renderAccounts(async () => []);
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
    await screen.findByText('No accounts yet');
  });

  it('shows each account with its type, balance in the user currency, created date and link', async () => {
    renderAccounts(async () => [BDO, WALLET]);
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // The balance waits for the profile's currency (USD: '$').
    expect(await within(card('BDO Savings')).findByText('$12,500.50')).toBeInTheDocument();
    const bdo = card('BDO Savings');
    expect(within(bdo).getByText('Bank Account')).toBeInTheDocument();
    expect(within(bdo).getByText('Created Jan 5, 2026')).toBeInTheDocument();
    expect(within(bdo).getByRole('link', { name: 'View details of BDO Savings' })).toHaveAttribute(
      'href',
      '/accounts/a1',
    );

    const wallet = card('Wallet');
    expect(within(wallet).getByText('Cash')).toBeInTheDocument();
    expect(within(wallet).getByText('$300.00')).toBeInTheDocument();
    expect(within(wallet).getByText('Created N/A')).toBeInTheDocument();
    expect(within(wallet).getByRole('link', { name: 'View details of Wallet' })).toHaveAttribute(
      'href',
      '/accounts/a2',
    );
  });

  it('shows an account in its own currency in that currency, with its own decimals', async () => {
    const dubai: Account = {
      id: 'a3',
      name: 'Emirates NBD',
      type: 'bank',
      balance: 398_550 as Centavos,
      currency: 'AED',
    };
    const kuwait: Account = { id: 'a4', name: 'Kuwait', type: 'bank', balance: 12_345 as Centavos, currency: 'KWD' };
    renderAccounts(async () => [WALLET, dubai, kuwait]);
    await screen.findByRole('list', { name: 'Accounts' });
    expect(await within(card('Emirates NBD')).findByText('AED 3,985.50')).toBeInTheDocument();
    expect(within(card('Kuwait')).getByText('KWD 12.345')).toBeInTheDocument();
    expect(within(card('Wallet')).getByText('$300.00')).toBeInTheDocument();
  });

  it("shows 'No accounts yet' without any account", async () => {
    renderAccounts(async () => []);
    expect(await screen.findByRole('heading', { level: 2, name: 'No accounts yet' })).toBeInTheDocument();
    expect(screen.getByText('Add an account to start recording income and expenses.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load account data' with Retry, which loads again", async () => {
    const page = renderAccounts(failingOnce([WALLET]));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load account data');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(page.api.listAccounts).toHaveBeenCalledTimes(1);

    await clickRetry(page, failure);
    expect(await screen.findByRole('heading', { level: 3, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load account data')).not.toBeInTheDocument();
    expect(page.api.listAccounts).toHaveBeenCalledTimes(2);
  });

  it('shows a busy skeleton while the accounts load', async () => {
    renderAccounts(neverAnswered);
    const loading = await screen.findByText('Loading accounts');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('No accounts yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderAccounts(async () => [BDO, WALLET]);
    await screen.findByRole('list', { name: 'Accounts' });
    await expectNoSeriousA11yViolations(container);
  });
});

describe('/accounts in Filipino', () => {
  it('says everything of its own in Filipino, the account types too', async () => {
    await renderPageIn('fil', <AccountsPage />, {
      path: '/accounts',
      route: '/accounts',
      api: { getUserProfile: async () => USD_USER, listAccounts: async () => [BDO, WALLET] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Account' })).toBeInTheDocument();
    expect(screen.getByText('Cash, bangko, credit card at e-wallet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Account' })).toHaveAttribute('href', '/add-account');
    const list = await screen.findByRole('list', { name: 'Mga Account' });
    const bdo = within(list).getByRole('heading', { level: 3, name: 'BDO Savings' }).closest('li') as HTMLElement;
    expect(within(bdo).getByText('Bangko')).toBeInTheDocument();
    expect(within(bdo).getByRole('link', { name: 'Tingnan ang detalye ng BDO Savings' })).toHaveTextContent(
      'Tingnan ang detalye',
    );
    expect(screen.queryByText('View details')).not.toBeInTheDocument();
  });

  it("says 'No accounts yet' in Filipino", async () => {
    await renderPageIn('fil', <AccountsPage />, {
      path: '/accounts',
      route: '/accounts',
      api: { getUserProfile: async () => USD_USER, listAccounts: async () => [] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Wala pang account' })).toBeInTheDocument();
    expect(
      screen.getByText('Magdagdag ng account para makapagsimulang magtala ng kita at gastos.'),
    ).toBeInTheDocument();
  });
});
