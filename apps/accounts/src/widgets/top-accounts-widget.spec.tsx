import { DataError, type DataApi } from '@pitaka/data';
import { toCentavos, type Account, type UserProfile } from '@pitaka/domain';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import TopAccountsWidget from './top-accounts-widget';

const USER: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

const ACCOUNTS: Account[] = [
  { id: 'a1', name: 'Wallet', type: 'cash', balance: toCentavos(100), createdAt: new Date(2026, 0, 1) },
  { id: 'a2', name: 'BDO Savings', type: 'bank', balance: toCentavos(5000), createdAt: new Date(2026, 0, 2) },
  { id: 'a3', name: 'GCash', type: 'ewallet', balance: toCentavos(250.5), createdAt: new Date(2026, 0, 3) },
  { id: 'a4', name: 'BPI Credit', type: 'credit', balance: toCentavos(3000), createdAt: new Date(2026, 0, 4) },
];

function renderWidget(listAccounts: DataApi['listAccounts']) {
  return renderPage(<TopAccountsWidget />, {
    path: '/dashboard',
    route: '/dashboard',
    api: { getUserProfile: async () => USER, listAccounts },
  });
}

const widget = () => screen.getByRole('region', { name: 'Accounts' });

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
    const viewAll = within(widget()).getByRole('link', { name: 'View all accounts' });
    expect(viewAll).toHaveTextContent('View all');
    expect(viewAll).toHaveAttribute('href', '/accounts');
    await page.user.click(viewAll);
    expect(page.location()).toBe('/accounts');
  });

  it('without accounts, says so and links to /add-account', async () => {
    renderWidget(async () => []);
    expect(await within(widget()).findByRole('heading', { name: 'No accounts yet' })).toBeInTheDocument();
    expect(within(widget()).getByText('Add the accounts you keep money in to see them here.')).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
    expect(within(widget()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' with Retry when the accounts fail to load", async () => {
    const listAccounts = jest
      .fn<ReturnType<DataApi['listAccounts']>, Parameters<DataApi['listAccounts']>>()
      .mockRejectedValueOnce(new DataError('unexpected', 'boom'))
      .mockResolvedValueOnce(ACCOUNTS);
    const page = renderWidget(listAccounts);
    const failure = await within(widget()).findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load data');
    expect(within(widget()).queryByText('No accounts yet')).not.toBeInTheDocument();

    await page.user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(widget()).findByText('BDO Savings')).toBeInTheDocument();
  });

  it('shows a busy skeleton while the accounts load', async () => {
    renderWidget(() => new Promise<Account[]>(() => undefined));
    const loading = await within(widget()).findByText('Loading accounts');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(widget()).queryByText('No accounts yet')).not.toBeInTheDocument();
  });

  it("while loading, holds the room of three account cards: the cards' own frame and lines", async () => {
    const loading = renderWidget(() => new Promise<Account[]>(() => undefined));
    await within(widget()).findByText('Loading accounts');
    const placeholders = [...widget().querySelectorAll('[aria-busy="true"] [aria-hidden="true"] > div > div')];
    const shape = (card: Element) => [card.className, ...[...card.children].map((line) => line.className)];
    const placeholderShapes = placeholders.map(shape);
    loading.unmount();

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
