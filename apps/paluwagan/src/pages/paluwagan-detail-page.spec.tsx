import type { CurrentSpace } from '@pitaka/data';
import type { Account, Paluwagan } from '@pitaka/domain';
import { renderPage } from '@pitaka/remote-kit/testing';
import { PHONE_QUERY } from '@pitaka/ui';
import { expectNoSeriousA11yViolations, mockMatchMedia, restoreMatchMedia, textsOf } from '@pitaka/ui/testing';
import { screen, within } from '@testing-library/react';
import { deferred, detailRoute, fixClock, gcash, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import PaluwaganDetailPage from './paluwagan-detail-page';

function renderDetail(
  p: Paluwagan | null | (() => Promise<Paluwagan | null>),
  accounts: Account[] = [gcash],
  space: CurrentSpace = null,
) {
  return renderPage(<PaluwaganDetailPage />, {
    ...detailRoute(),
    space,
    api: {
      getPaluwagan: typeof p === 'function' ? p : async () => p,
      listAccounts: async () => accounts,
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (within_: HTMLElement, term: string) => within(within_).getByText(term).nextSibling;
const row = (week: number) =>
  screen.getByRole('checkbox', { name: `Select Week ${week}` }).closest('tr, li') as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  restoreMatchMedia();
});

describe('PaluwaganDetailPage', () => {
  it("gives a household's viewer the weeks and payouts to read, with no checkbox, button or Edit", async () => {
    fixClock(new Date('2026-03-15T07:00:00+08:00')); // number 2's payout day: receivable by an editor
    renderDetail(paluwagan({ paid: { 1: 'a1' } }), [gcash], { id: 'h1', name: 'Santos', role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Office Paluwagan' })).toBeInTheDocument();
    const tracking = section('Payment Tracking');
    expect(within(tracking).getByRole('row', { name: '1 Mar 8, 2026 ₱400.00 Paid' })).toBeInTheDocument();
    expect(within(tracking).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(tracking).queryByRole('button')).not.toBeInTheDocument();
    const payouts = section('Projected Payouts');
    expect(within(payouts).getByText('Number 2')).toBeInTheDocument();
    expect(within(payouts).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    fixClock(WED_MAR_4);
    const pending = deferred<Paluwagan | null>();
    renderDetail(() => pending.promise);
    expect(screen.getByText('Loading paluwagan details').closest('[aria-busy="true"]')).toBeInTheDocument();
    pending.resolve(paluwagan());
    expect(await screen.findByRole('heading', { level: 1, name: 'Office Paluwagan' })).toBeInTheDocument();
  });

  it('shows the header and the summary blocks', async () => {
    fixClock(WED_MAR_4);
    renderDetail(paluwagan({ description: 'Every Sunday <b>after</b> mass', paid: { 1: 'a1', 2: null } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Office Paluwagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Paluwagan' })).toHaveAttribute('href', '/paluwagan');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/paluwagan/p1/edit');
    expect(screen.getByText('Organized by Aling Nena · Started Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Every Sunday <b>after</b> mass')).toBeInTheDocument();

    const progress = section('Progress');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(progress).getByText('20%')).toBeInTheDocument();
    expect(within(progress).getByText('Week 1 of 10')).toBeInTheDocument();
    expect(within(progress).getByText('2/10 Weeks Paid')).toBeInTheDocument();

    const money = section('Financial Summary');
    expect(fact(money, 'Total Paid')).toHaveTextContent('₱800.00');
    expect(fact(money, 'Total Received')).toHaveTextContent('₱0.00');

    const next = section('Next Payout');
    expect(within(next).getByText('Coming Soon')).toBeInTheDocument();
    expect(fact(next, 'Number')).toHaveTextContent('2');
    expect(fact(next, 'Date')).toHaveTextContent('Mar 15, 2026');
    expect(fact(next, 'Amount')).toHaveTextContent('₱2,000.00');

    expect(within(section('Upcoming Payments')).getByText('No payments due within 7 days.')).toBeInTheDocument();
  });

  it('lists the payments due within 7 days', async () => {
    fixClock(WED_MAR_4);
    renderDetail(paluwagan());
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Payments' });
    expect(within(upcoming).getByText('1 due within 7 days')).toBeInTheDocument();
    const items = within(upcoming).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Week 1 · ₱400.00');
    expect(items[0]).toHaveTextContent('Due Mar 8, 2026');
  });

  it('shows each payment status in the table; due soon rows are highlighted', async () => {
    fixClock(new Date('2026-03-10T08:00:00+08:00')); // Tuesday: week 1 (8 Mar) is past, week 2 (15 Mar) due soon
    renderDetail(paluwagan({ paid: { 1: 'a1', 3: null, 4: 'deleted-account' } }));
    const table = await screen.findByRole('table', { name: 'Weekly payments' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      'Select',
      'Week',
      'Date',
      'Amount',
      'Status',
      'Action',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    expect(row(1)).toHaveTextContent('Mar 8, 2026');
    expect(row(1)).toHaveTextContent('₱400.00');
    expect(await within(row(1)).findByText('Paid from GCash')).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Mark as Unpaid, week 1' })).toBeInTheDocument();
    expect(within(row(2)).getByText('Due Soon')).toBeInTheDocument();
    expect(row(2)).toHaveAttribute('data-highlighted', 'true');
    expect(within(row(2)).getByRole('button', { name: 'Mark as Paid, week 2' })).toBeInTheDocument();
    expect(within(row(3)).getByText('Paid')).toBeInTheDocument();
    expect(within(row(4)).getByText('Paid')).toBeInTheDocument(); // its account is gone
    expect(within(row(5)).getByText('Unpaid')).toBeInTheDocument();
    expect(row(5)).toHaveAttribute('data-highlighted', 'false');
    expect(within(section('Progress')).getByText('Week 2 of 10')).toBeInTheDocument();
  });

  it('shows the own payouts: not yet available, available, received', async () => {
    fixClock(new Date('2026-03-15T07:00:00+08:00')); // Sunday: number 2 pays out today
    renderDetail(paluwagan({ owned: [1, 2, 7], received: { 1: 'a1' } }));
    const payouts = await screen.findByRole('list', { name: 'Your payouts' });
    const [one, two, seven] = within(payouts).getAllByRole('listitem');
    expect(one).toHaveTextContent('Number 1');
    expect(one).toHaveTextContent('Mar 8, 2026');
    expect(one).toHaveTextContent('₱2,000.00');
    expect(await within(one).findByText('Received in GCash')).toBeInTheDocument();
    expect(within(one).getByRole('button', { name: 'Mark as Unreceived, number 1' })).toBeInTheDocument();
    expect(within(two).getByRole('button', { name: 'Mark as Received, number 2' })).toBeInTheDocument();
    expect(within(seven).getByText('Not yet available')).toBeInTheDocument();
    expect(within(seven).queryByRole('button')).not.toBeInTheDocument();

    expect(within(section('Next Payout')).getByText('Available today')).toBeInTheDocument();
    expect(fact(section('Financial Summary'), 'Total Received')).toHaveTextContent('₱2,000.00');
  });

  it('says when every payout is received', async () => {
    fixClock(new Date('2026-05-20T08:00:00+08:00'));
    renderDetail(paluwagan({ owned: [2], received: { 2: 'a1' } }));
    const next = await screen.findByRole('region', { name: 'Next Payout' });
    expect(within(next).getByText('All payouts received')).toBeInTheDocument();
    expect(within(section('Progress')).getByText('Week 10 of 10')).toBeInTheDocument();
  });

  it("says 'Paluwagan not found' with the way back", async () => {
    fixClock(WED_MAR_4);
    renderDetail(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paluwagan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Paluwagan List' })).toHaveAttribute('href', '/paluwagan');
  });

  it('says when loading failed, and retries', async () => {
    fixClock(WED_MAR_4);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(paluwagan());
    const page = renderDetail(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load paluwagan details');
    expect(screen.getByRole('link', { name: 'Back to Paluwagan List' })).toHaveAttribute('href', '/paluwagan');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Office Paluwagan' })).toBeInTheDocument();
  });

  it('says when the accounts did not load, and retries', async () => {
    fixClock(WED_MAR_4);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderPage(<PaluwaganDetailPage />, {
      ...detailRoute(),
      api: {
        getPaluwagan: async () => paluwagan({ paid: { 1: 'a1' } }),
        listAccounts: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([gcash]),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data: your accounts could not be loaded.',
    );
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(row(1)).findByText('Paid from GCash')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns the table into cards on phones, with the same controls', async () => {
    fixClock(WED_MAR_4);
    mockMatchMedia((query) => query === PHONE_QUERY);
    const page = renderDetail(paluwagan({ paid: { 2: 'a1' } }));
    const cards = await screen.findByRole('list', { name: 'Weekly payments' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    expect(within(row(1)).getByText('Due Soon')).toBeInTheDocument();
    expect(await within(row(2)).findByText('Paid from GCash')).toBeInTheDocument();

    await page.user.click(screen.getByRole('checkbox', { name: 'Select Week 1' }));
    expect(screen.getByRole('checkbox', { name: 'Select Week 2' })).toBeDisabled();
    expect(within(row(2)).getByText('Already paid: clear the selection to pick paid weeks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Selected Weeks' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page.container);
  });

  it('has no serious accessibility violations', async () => {
    fixClock(new Date('2026-03-15T07:00:00+08:00'));
    const page = renderDetail(paluwagan({ paid: { 1: 'a1' }, owned: [1, 2], received: { 1: 'a1' } }));
    await screen.findByRole('table');
    await expectNoSeriousA11yViolations(page.container);
  });
});
