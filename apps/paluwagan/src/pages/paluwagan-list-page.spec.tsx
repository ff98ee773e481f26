import { toCentavos } from '@pitaka/domain';
import { fixClockForEachTest, renderPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import PaluwaganListPage from './paluwagan-list-page';

// Today is Wed 4 Mar 2026 (Manila).
const office = paluwagan(); // first payout Sun 8 Mar, owns 2 and 7, nothing paid
const family = paluwagan({ id: 'p2', name: 'Family', start: [2026, 3, 10], totalNumbers: 4, owned: [1] });
const done = paluwagan({
  id: 'p3',
  name: 'Barkada',
  start: [2026, 1, 4],
  totalNumbers: 4,
  amountPerNumber: toCentavos(500),
  owned: [1],
  paid: { 1: 'a1', 2: 'a1', 3: 'a1', 4: 'a1' },
  received: { 1: 'a1' },
});

function renderList(listPaluwagans: () => Promise<unknown>) {
  return renderPage(<PaluwaganListPage />, {
    path: '/paluwagan',
    api: { listPaluwagans: listPaluwagans as never },
  });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

fixClockForEachTest(WED_MAR_4);

describe('PaluwaganListPage', () => {
  it('has the title, subtitle and New Paluwagan, and a skeleton while loading', async () => {
    const pending = deferred<never[]>();
    renderList(() => pending.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Paluwagan' })).toBeInTheDocument();
    expect(screen.getByText('Manage your Paluwagan contributions and payouts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Paluwagan' })).toHaveAttribute('href', '/paluwagan/create');
    expect(screen.getByText('Loading paluwagans').closest('[aria-busy="true"]')).toBeInTheDocument();
    pending.resolve([]);
    expect(await screen.findByRole('heading', { name: 'No Paluwagan' })).toBeInTheDocument();
  });

  it('shows each card with its figures and status lines, nearest unpaid due date first', async () => {
    renderList(async () => [done, family, office]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Office Paluwagan',
      'Family',
      'Barkada',
    ]);

    const first = card('Office Paluwagan');
    expect(within(first).getByRole('link', { name: 'Office Paluwagan' })).toHaveAttribute('href', '/paluwagan/p1');
    expect(within(first).getByText('Started Mar 4, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(first).getByText('Weekly Due').nextSibling).toHaveTextContent('₱400.00');
    expect(within(first).getByText('Payout').nextSibling).toHaveTextContent('₱2,000.00');
    expect(within(first).getByText('2 numbers')).toBeInTheDocument();
    expect(within(first).getByText('Next payout Mar 15, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Payment due this week Mar 8, 2026')).toBeInTheDocument();

    const second = card('Family');
    expect(within(second).getByText('1 number')).toBeInTheDocument();
    expect(within(second).getByText('Next payout Mar 15, 2026')).toBeInTheDocument();
    expect(within(second).getByText('All payments up to date')).toBeInTheDocument();

    const last = card('Barkada');
    expect(within(last).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(last).getByText('Paluwagan Completed')).toBeInTheDocument();
    expect(within(last).queryByText('All payments up to date')).not.toBeInTheDocument();
  });

  it('says when every payout is in but payments remain', async () => {
    const received = paluwagan({ owned: [1], received: { 1: 'a1' } });
    renderList(async () => [received]);
    const only = await screen.findByRole('article', { name: 'Office Paluwagan' });
    expect(within(only).getByText('All payouts received')).toBeInTheDocument();
    expect(within(only).getByText('Payment due this week Mar 8, 2026')).toBeInTheDocument();
  });

  it('says how many past payouts are still unmarked instead of claiming all were received', async () => {
    // Started Wed 4 Feb: number 1 paid out Sun 8 Feb and was never marked; week 5 is due Sun 8 Mar.
    const unmarked = paluwagan({ start: [2026, 2, 4], owned: [1], paid: { 1: 'a1', 2: 'a1', 3: 'a1', 4: 'a1' } });
    renderList(async () => [unmarked]);
    const only = await screen.findByRole('article', { name: 'Office Paluwagan' });
    expect(within(only).getByText('1 past payout to mark as received')).toBeInTheDocument();
    expect(within(only).queryByText('All payouts received')).not.toBeInTheDocument();
    expect(within(only).getByText('Payment due this week Mar 8, 2026')).toBeInTheDocument();
  });

  it('shows the empty state with the way to create one', async () => {
    renderList(async () => []);
    expect(await screen.findByRole('heading', { name: 'No Paluwagan' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new Paluwagan.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New Paluwagan' });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/paluwagan/create'));
  });

  it('logs a failed load and says so, without the empty state, then retries', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([office]);
    renderList(list);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(screen.queryByText('No Paluwagan')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Office Paluwagan' })).toBeInTheDocument();
  });

  it('shows untrusted names as text', async () => {
    const hostile = paluwagan({ name: '<img src=x onerror="alert(1)">' });
    const { container } = renderList(async () => [hostile]);
    expect(await screen.findByRole('link', { name: '<img src=x onerror="alert(1)">' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderList(async () => [office, done]);
    await screen.findAllByRole('article');
    await expectNoSeriousA11yViolations(container);
  });
});
