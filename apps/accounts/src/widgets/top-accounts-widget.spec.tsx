import type { DataApi } from '@pitaka/data';
import { toCentavos, type Account } from '@pitaka/domain';
import { silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { within } from '@testing-library/react';
import { clickRetry, failingOnce, neverAnswered } from '../testing/loading';
import { dashboardWidget, renderOnDashboard } from '../testing/widget-steps';
import TopAccountsWidget from './top-accounts-widget';

const ACCOUNTS: Account[] = [
  { id: 'a1', name: 'Wallet', type: 'cash', balance: toCentavos(100), createdAt: new Date(2026, 0, 1) },
  { id: 'a2', name: 'BDO Savings', type: 'bank', balance: toCentavos(5000), createdAt: new Date(2026, 0, 2) },
  { id: 'a3', name: 'GCash', type: 'ewallet', balance: toCentavos(250.5), createdAt: new Date(2026, 0, 3) },
  { id: 'a4', name: 'BPI Credit', type: 'credit', balance: toCentavos(3000), createdAt: new Date(2026, 0, 4) },
];

const renderWidget = (listAccounts: DataApi['listAccounts']) =>
  renderOnDashboard(<TopAccountsWidget />, { listAccounts });

const topAccounts = dashboardWidget('Accounts');
const widget = topAccounts.region;

silenceConsoleErrors();

describe('TopAccountsWidget', () => {
  it('shows the three accounts with the highest balances, highest first', async () => {
    renderWidget(async () => ACCOUNTS);
    await within(widget()).findByText('BDO Savings');
    const cards = within(widget()).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'BDO Savings',
      'BPI Credit',
      'GCash',
    ]);
    expect(within(widget()).queryByText('Wallet')).not.toBeInTheDocument();

    expect(within(cards[0]).getByText('Bank Account')).toBeInTheDocument();
    expect(within(cards[0]).getByText('₱5,000.00')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Credit Card')).toBeInTheDocument();
    expect(within(cards[1]).getByText('₱3,000.00')).toBeInTheDocument();
    expect(within(cards[2]).getByText('E-Wallet')).toBeInTheDocument();
    expect(within(cards[2]).getByText('₱250.50')).toBeInTheDocument();
    // The dashboard leaves out the created date.
    expect(within(widget()).queryByText(/^Created/)).not.toBeInTheDocument();
  });

  it("links 'View details' of each card to its account", async () => {
    renderWidget(async () => ACCOUNTS);
    await within(widget()).findByText('BDO Savings');
    const details = within(widget()).getAllByRole('link', { name: /^View details of/ });
    expect(details.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View details', '/accounts/a2'],
      ['View details', '/accounts/a4'],
      ['View details', '/accounts/a3'],
    ]);
    expect(within(widget()).getByRole('link', { name: 'View details of BDO Savings' })).toHaveAttribute(
      'href',
      '/accounts/a2',
    );
  });

  it("'View all' goes to /accounts", async () => {
    const page = renderWidget(async () => ACCOUNTS);
    await topAccounts.expectViewAll(page, 'View all accounts', '/accounts');
  });

  it('without accounts, says so and links to /add-account', async () => {
    renderWidget(async () => []);
    expect(await within(widget()).findByRole('heading', { name: 'No accounts yet' })).toBeInTheDocument();
    expect(within(widget()).getByText('Add the accounts you keep money in to see them here.')).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
    expect(within(widget()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' with Retry when the accounts fail to load", async () => {
    const page = renderWidget(failingOnce(ACCOUNTS));
    const failure = await topAccounts.findLoadFailure();
    expect(within(widget()).queryByText('No accounts yet')).not.toBeInTheDocument();

    await clickRetry(page, failure);
    expect(await within(widget()).findByText('BDO Savings')).toBeInTheDocument();
  });

  it('shows a busy skeleton while the accounts load', async () => {
    renderWidget(neverAnswered);
    await topAccounts.expectBusySkeleton('Loading accounts');
    expect(within(widget()).queryByText('No accounts yet')).not.toBeInTheDocument();
  });

  it("while loading, holds the room of three account cards: the cards' own frame and lines", async () => {
    const shape = (card: Element) => [card.className, ...[...card.children].map((line) => line.className)];
    const loading = renderWidget(neverAnswered);
    const placeholderShapes = await topAccounts.skeletonShapes(loading, 'Loading accounts', '> div > div', shape);

    renderWidget(async () => ACCOUNTS);
    await within(widget()).findByText('BDO Savings');
    const cards = within(widget()).getAllByRole('listitem');
    expect(placeholderShapes).toHaveLength(3);
    expect(placeholderShapes).toEqual(cards.map(shape));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWidget(async () => ACCOUNTS);
    await within(widget()).findByText('BDO Savings');
    await expectNoSeriousA11yViolations(container);
  });
});
