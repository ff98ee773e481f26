import type { DataApi } from '@pitaka/data';
import { toCentavos, type Paluwagan, type Transaction } from '@pitaka/domain';
import { silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { within } from '@testing-library/react';
import { clickRetry, failingOnce, neverAnswered } from '../testing/loading';
import { dashboardWidget, renderOnDashboard } from '../testing/widget-steps';
import RecentTransactionsWidget from './recent-transactions-widget';

// Local wall-clock times: dates and times read the same whatever zone the run uses.
function tx(id: string, patch: Partial<Transaction>): Transaction {
  return {
    id,
    type: 'expense',
    amount: toCentavos(100),
    description: `Transaction ${id}`,
    category: 'Food',
    accountId: 'a1',
    accountName: 'Wallet',
    date: new Date(2026, 2, 9, 13, 5),
    ...patch,
  };
}

// Newest first, as the query returns them.
const RECENT: Transaction[] = [
  tx('t1', {
    type: 'income',
    amount: toCentavos(1000),
    description: 'Salary',
    category: 'Salary',
    accountId: 'a2',
    accountName: 'BDO Savings',
    date: new Date(2026, 2, 9, 13, 5),
  }),
  tx('t2', { amount: toCentavos(250.5), description: 'Groceries', date: new Date(2026, 2, 8, 9, 30) }),
  tx('t3', {
    amount: toCentavos(45),
    description: 'Jeepney fare',
    category: 'Transport',
    date: new Date(2026, 2, 7, 7, 0),
  }),
  tx('t4', {
    amount: toCentavos(1200),
    description: 'Electric bill',
    category: 'Utilities',
    date: new Date(2026, 2, 6, 18, 45),
  }),
  tx('t5', {
    type: 'income',
    amount: toCentavos(0.5),
    description: 'Interest',
    category: 'Other',
    date: new Date(2026, 2, 5, 0, 0),
  }),
];

const renderWidget = (listRecentTransactions: DataApi['listRecentTransactions']) =>
  renderOnDashboard(<RecentTransactionsWidget />, {
    listRecentTransactions,
    listPaluwagans: async () => [{ id: 'p1', name: 'Office Paluwagan' } as Paluwagan],
    listDebts: async () => [],
  });

const recent = dashboardWidget('Recent Transactions');
const widget = recent.region;

silenceConsoleErrors();

describe('RecentTransactionsWidget', () => {
  it('lists the latest five with a sign for income and expense', async () => {
    const page = renderWidget(async () => RECENT);
    const list = await within(widget()).findByRole('list', { name: 'Recent transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    ['Salary', 'Groceries', 'Jeepney fare', 'Electric bill', 'Interest'].forEach((description, i) =>
      expect(within(rows[i]).getByText(description)).toBeInTheDocument(),
    );

    expect(within(rows[0]).getByText('+₱1,000.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('\u2212₱250.50')).toBeInTheDocument();
    expect(within(rows[2]).getByText('\u2212₱45.00')).toBeInTheDocument();
    expect(within(rows[3]).getByText('\u2212₱1,200.00')).toBeInTheDocument();
    expect(within(rows[4]).getByText('+₱0.50')).toBeInTheDocument();

    // Only the latest five are asked for (the query's default count).
    expect(page.api.listRecentTransactions).toHaveBeenCalledTimes(1);
    expect(page.api.listRecentTransactions).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
  });

  it('shows the category, date, time and the account linking to its detail', async () => {
    renderWidget(async () => RECENT);
    const list = await within(widget()).findByRole('list', { name: 'Recent transactions' });
    const [salary, groceries] = within(list).getAllByRole('listitem');
    expect(within(salary).getByText(/^Salary · Mar 9, 2026 · 1:05 PM ·/)).toBeInTheDocument();
    expect(within(salary).getByRole('link', { name: 'BDO Savings' })).toHaveAttribute('href', '/accounts/a2');
    expect(within(groceries).getByText(/^Food · Mar 8, 2026 · 9:30 AM ·/)).toBeInTheDocument();
    expect(within(groceries).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/accounts/a1');
    // The dashboard list is read-only.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says where a paluwagan or debt transaction came from, linking to it', async () => {
    const week3 = tx('pw3', {
      description: 'Paluwagan payment: Office Paluwagan (Week 3)',
      category: 'Paluwagan',
      source: { kind: 'paluwagan-week', id: 'p1', index: 3, reversal: false },
    });
    renderWidget(async () => [week3]);
    const link = await within(widget()).findByRole('link', { name: 'Paluwagan: Office Paluwagan, week 3' });
    expect(link).toHaveAttribute('href', '/paluwagan/p1');
  });

  it("'View all' goes to /transactions", async () => {
    const page = renderWidget(async () => RECENT);
    await recent.expectViewAll(page, 'View all transactions', '/transactions');
  });

  it("says 'No recent transactions' when there are none", async () => {
    renderWidget(async () => []);
    expect(await within(widget()).findByText('No recent transactions')).toBeInTheDocument();
    expect(within(widget()).queryByRole('list', { name: 'Recent transactions' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' with Retry when loading fails", async () => {
    const page = renderWidget(failingOnce(RECENT));
    const failure = await recent.findLoadFailure();
    expect(within(widget()).queryByText('No recent transactions')).not.toBeInTheDocument();

    await clickRetry(page, failure);
    expect(await within(widget()).findByText('Salary', { selector: 'p' })).toBeInTheDocument();
    expect(within(widget()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a busy skeleton while loading', async () => {
    renderWidget(neverAnswered);
    await recent.expectBusySkeleton('Loading recent transactions');
    expect(within(widget()).queryByText('No recent transactions')).not.toBeInTheDocument();
  });

  it("while loading, holds the room of five rows: the rows' own grid and text lines", async () => {
    // The row, then its description and meta lines (the icon and amount differ in content only).
    const shape = (row: Element) => [row.className, ...[...row.children[1].children].map((line) => line.className)];
    const loading = renderWidget(neverAnswered);
    const placeholderShapes = await recent.skeletonShapes(loading, 'Loading recent transactions', '> div > div', shape);

    renderWidget(async () => RECENT);
    const list = await within(widget()).findByRole('list', { name: 'Recent transactions' });
    expect(placeholderShapes).toHaveLength(5);
    expect(placeholderShapes).toEqual(within(list).getAllByRole('listitem').map(shape));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWidget(async () => RECENT);
    await within(widget()).findByRole('list', { name: 'Recent transactions' });
    await expectNoSeriousA11yViolations(container);
  });
});
