// The dashboard widgets of the accounts remote, with Filipino chosen.
import { renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { BASE_ANSWERS, transaction, type Answers } from '../testing/transaction-fixtures';
import { neverAnswered } from '../testing/loading';
import BalanceWidget from './balance-widget';
import RecentTransactionsWidget from './recent-transactions-widget';
import TopAccountsWidget from './top-accounts-widget';

silenceConsoleErrors();

const renderInFilipino = (Widget: ComponentType, api: Answers) =>
  renderPageIn('fil', <Widget />, { path: '/dashboard', route: '/dashboard', api });

describe('the accounts widgets in Filipino', () => {
  it('Total Balance: its title and its loading skeleton', async () => {
    await renderInFilipino(BalanceWidget, { ...BASE_ANSWERS, listAccounts: neverAnswered });
    const widget = await screen.findByRole('region', { name: 'Kabuuang Balanse' });
    expect(within(widget).getByText('Naglo-load ng kabuuang balanse')).toBeInTheDocument();
  });

  it('Accounts: the top accounts with their types, and the way to all of them', async () => {
    await renderInFilipino(TopAccountsWidget, BASE_ANSWERS);
    const widget = await screen.findByRole('region', { name: 'Mga Account' });
    const gcash = (await within(widget).findByRole('heading', { level: 3, name: 'GCash' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(gcash).getByText('E-wallet')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Tingnan lahat ng account' })).toHaveAttribute('href', '/accounts');
  });

  it('Accounts: none yet, and the way to add one', async () => {
    await renderInFilipino(TopAccountsWidget, { ...BASE_ANSWERS, listAccounts: async () => [] });
    expect(await screen.findByText('Wala pang account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Account' })).toHaveAttribute('href', '/add-account');
  });

  it('Recent Transactions: the list, its category named in Filipino', async () => {
    await renderInFilipino(RecentTransactionsWidget, {
      ...BASE_ANSWERS,
      listRecentTransactions: async () => [transaction()],
    });
    const widget = await screen.findByRole('region', { name: 'Mga Kamakailang Transaksyon' });
    const list = await within(widget).findByRole('list', { name: 'Mga kamakailang transaksyon' });
    expect(within(list).getByText(/^Pagkain · /)).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Tingnan lahat ng transaksyon' })).toBeInTheDocument();
  });
});
