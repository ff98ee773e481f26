// Dates on the accounts remote's screens in Filipino: 'Nob 25, 2026', the time as '1:05 PM'.
import { renderPageIn } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { BASE_ANSWERS, page, transaction, WALLET } from '../testing/transaction-fixtures';
import AccountsPage from './accounts-page';
import TransactionsPage from './transactions-page';

it("a transaction's date and time in Filipino", async () => {
  await renderPageIn('fil', <TransactionsPage />, {
    path: '/transactions',
    api: {
      ...BASE_ANSWERS,
      fetchTransactionsPage: async () =>
        page([transaction({ date: new Date(2026, 10, 25, 13, 5), description: 'Pamasahe' })]),
    },
  });
  const row = (await screen.findByText('Pamasahe')).closest('li') as HTMLElement;
  expect(within(row).getByText(/· Nob 25, 2026 · 1:05 PM/)).toBeInTheDocument();
});

it('the day an account was created, in Filipino', async () => {
  await renderPageIn('fil', <AccountsPage />, {
    path: '/accounts',
    route: '/accounts',
    api: { ...BASE_ANSWERS, listAccounts: async () => [{ ...WALLET, createdAt: new Date(2026, 7, 9, 10) }] },
  });
  expect(await screen.findByText('Ginawa noong Ago 9, 2026')).toBeInTheDocument();
});
