import type { CurrentSpace } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import {
  confirmUnmarkDebtPaymentsMessage,
  debtReverseInsufficientFundsMessage,
  toCentavos,
  type Account,
  type Debt,
} from '@pitaka/domain';
import { findToast, renderPage, renderPageIn } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, mockMatchMedia, restoreMatchMedia, textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BPI, day, fixClock, GCASH, makeDebt, payment } from '../testing/fixtures';
import DebtDetailPage from './debt-detail-page';

beforeEach(() => {
  fixClock();
  mockMatchMedia(() => false);
});
afterEach(() => {
  jest.useRealTimers();
  restoreMatchMedia();
});

// Today is Mar 4, 2026. Payment 1 paid from GCash, 2 overdue (Mar 1), 3 due soon (Mar 10), 4 later.
const SCHEDULE = [
  payment(day(2, 20), toCentavos(250), { isPaid: true, accountId: GCASH.id, transactionId: 't1' }),
  payment(day(3, 1), toCentavos(250)),
  payment(day(3, 10), toCentavos(250)),
  payment(day(4, 20), toCentavos(250)),
];

function renderDetail(
  debt: Debt | null = makeDebt({ paymentSchedule: SCHEDULE }),
  accounts: Account[] = [GCASH, BPI],
  space: CurrentSpace = null,
) {
  return renderPage(<DebtDetailPage />, {
    space,
    path: `/debt/${debt?.id ?? 'missing'}`,
    route: '/debt/:debtId',
    api: {
      getDebt: async () => debt,
      listAccounts: async () => accounts,
      markRows: async () => undefined,
      unmarkRows: async () => ({ withoutReversal: [] }),
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Payment Schedule' });
const row = (n: number) => within(table()).getByRole('row', { name: new RegExp(`^Select Payment ${n} `) });
const checkbox = (n: number) => screen.getByRole('checkbox', { name: `Select Payment ${n}` });
// Paying asks in a dialog (a choice to make); unmarking in an alertdialog (a confirmation).
const dialog = () => screen.queryByRole('dialog') ?? screen.getByRole('alertdialog');
const noDialog = () =>
  expect(screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog')).not.toBeInTheDocument();

async function loaded() {
  await screen.findByRole('table', { name: 'Payment Schedule' });
}

describe('/debt/{id}', () => {
  it("gives a household's viewer the schedule to read, with no checkbox, button or Edit", async () => {
    renderDetail(undefined, undefined, { id: 'h1', name: 'Santos', role: 'viewer' });
    await loaded();
    expect(within(table()).getAllByRole('rowheader').length).toBe(SCHEDULE.length);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the debt: name, Edit, To line, summary, attention blocks and the schedule with statuses', async () => {
    const page = renderDetail();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Tuition loan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/debt/d1/edit');
    expect(screen.getByText('To: Tita Maria')).toBeInTheDocument();
    expect(screen.getByText('Overdue', { selector: '[data-status="Overdue"]' })).toBeInTheDocument();
    expect(screen.getByText('Payment overdue')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Debt Summary' });
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₱1,000.00');
    expect(within(summary).getByText('Remaining Amount').nextSibling).toHaveTextContent('₱750.00');

    const attention = screen.getByRole('region', { name: 'Attention Needed' });
    expect(within(attention).getByRole('heading', { name: 'Overdue (1)' }).nextSibling).toHaveTextContent(
      'Payment 2 · ₱250.00Due Mar 1, 2026',
    );
    expect(within(attention).getByRole('heading', { name: 'Due within 7 days (1)' }).nextSibling).toHaveTextContent(
      'Payment 3 · ₱250.00Due Mar 10, 2026',
    );

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Select', 'Due Date', 'Amount', 'Status', 'Action']);
    expect(await within(row(1)).findByText('from GCash')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent('Feb 20, 2026₱250.00Paidfrom GCashUnmark');
    expect(row(2)).toHaveTextContent('Mar 1, 2026₱250.00OverdueMark Paid');
    expect(row(3)).toHaveTextContent('Mar 10, 2026₱250.00Due SoonMark Paid');
    expect(row(4)).toHaveTextContent('Apr 20, 2026₱250.00UpcomingMark Paid');
    expect(page.api.getDebt).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), 'd1');
  });

  it('hides Attention Needed when nothing is overdue or due within 7 days', async () => {
    renderDetail(makeDebt({ paymentSchedule: [payment(day(5, 1), toCentavos(1000))] }));
    await loaded();
    expect(screen.queryByRole('region', { name: 'Attention Needed' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment not due yet')).toBeInTheDocument();
  });

  it('marks one payment paid from an account', async () => {
    const page = renderDetail();
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 2' }));
    expect(dialog()).toHaveAccessibleName('Confirm Payment');
    expect(dialog()).toHaveAccessibleDescription('Payment 2 (₱250.00) will be marked as paid.');
    expect(within(dialog()).getByRole('radio', { name: 'Deduct from Account' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Mark as Paid Only' })).not.toBeChecked();
    const select = within(dialog()).getByLabelText('Account');
    expect(textsOf(within(select).getAllByRole('option'))).toEqual([
      'Select an account',
      'GCash (₱5,000.00)',
      'BPI Savings (₱100.00)',
    ]);
    await page.user.selectOptions(select, 'GCash (₱5,000.00)');
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));

    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [1],
      source: { kind: 'account', accountId: 'a1' },
    });
    expect(await screen.findByText('1 payment(s) marked as paid')).toBeInTheDocument();
    noDialog();
  });

  it('marks a payment paid only, with no account', async () => {
    const page = renderDetail();
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 4' }));
    await page.user.click(within(dialog()).getByRole('radio', { name: 'Mark as Paid Only' }));
    expect(within(dialog()).queryByLabelText('Account')).not.toBeInTheDocument();
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [3],
      source: { kind: 'markOnly' },
    });
  });

  it('asks for an account, and refuses more than its balance, before sending anything', async () => {
    const page = renderDetail();
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 2' }));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog()).getByLabelText('Account')).toHaveAccessibleDescription('Please select an account');
    await page.user.selectOptions(within(dialog()).getByLabelText('Account'), 'BPI Savings (₱100.00)');
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog()).getByLabelText('Account')).toHaveAccessibleDescription(
      'Insufficient funds in BPI Savings. Available: ₱100.00',
    );
    expect(page.api.markRows).not.toHaveBeenCalled();
  });

  it("'Please create an account first' when there is no account to mark with", async () => {
    const page = renderDetail(undefined, []);
    await loaded();
    await page.user.click(checkbox(2));
    await page.user.click(screen.getByRole('button', { name: 'Mark Selected as Paid' }));
    expect(await screen.findByText('Please create an account first')).toBeInTheDocument();
    noDialog();
  });

  it("shows 'Failed to mark payments' when the command fails, and re-enables Confirm", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderDetail();
    page.api.markRows.mockRejectedValueOnce(new Error('offline'));
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 2' }));
    await page.user.selectOptions(within(dialog()).getByLabelText('Account'), 'GCash (₱5,000.00)');
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Failed to mark payments')).toBeInTheDocument();
    expect(within(dialog()).getByText('Failed to mark payments')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-disabled');
    jest.restoreAllMocks();
  });

  it('selection modes: unpaid rows, then paid rows, and the bulk label follows', async () => {
    const page = renderDetail();
    await loaded();
    const bulk = () => screen.getByRole('button', { name: /^(Select Payments|Mark Selected|Unmark Selected)/ });
    expect(bulk()).toHaveTextContent('Select Payments');
    expect(bulk()).toBeDisabled();

    await page.user.click(checkbox(2));
    expect(bulk()).toHaveTextContent('Mark Selected as Paid');
    expect(checkbox(1)).toBeDisabled();
    expect(checkbox(1)).toHaveAccessibleDescription('Only unpaid payments can join this selection.');
    await page.user.click(checkbox(4));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await page.user.click(bulk());
    expect(dialog()).toHaveAccessibleDescription('Payments 2 and 4 (₱500.00) will be marked as paid.');
    await page.user.click(within(dialog()).getByRole('radio', { name: 'Mark as Paid Only' }));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [1, 3],
      source: { kind: 'markOnly' },
    });
    expect(await screen.findByText('2 payment(s) marked as paid')).toBeInTheDocument();
    // Done: the selection is cleared.
    expect(bulk()).toHaveTextContent('Select Payments');

    await page.user.click(checkbox(1));
    expect(bulk()).toHaveTextContent('Unmark Selected');
    expect(checkbox(2)).toBeDisabled();
    await page.user.click(checkbox(1));
    expect(bulk()).toHaveTextContent('Select Payments');
    expect(checkbox(2)).toBeEnabled();
  });

  it('unmarks after the confirmation', async () => {
    const page = renderDetail();
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Unmark, Payment 1' }));
    expect(dialog()).toHaveAccessibleName('Unmark Payment');
    expect(dialog()).toHaveAccessibleDescription(confirmUnmarkDebtPaymentsMessage(1));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Unmark' }));
    expect(page.api.unmarkRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [0],
    });
    expect(await screen.findByText('1 payment(s) marked as unpaid')).toBeInTheDocument();
  });

  it('Cancel in the unmark confirmation sends nothing', async () => {
    const page = renderDetail();
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Unmark, Payment 1' }));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    noDialog();
    expect(page.api.unmarkRows).not.toHaveBeenCalled();
  });

  it('shows the exact refusal when a received payment cannot be reversed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const text = debtReverseInsufficientFundsMessage('GCash', 1, toCentavos(100));
    const page = renderDetail(makeDebt({ type: 'owed', paymentSchedule: SCHEDULE }));
    page.api.unmarkRows.mockRejectedValueOnce(new DataError('refused', text));
    await loaded();
    await page.user.click(checkbox(1));
    await page.user.click(screen.getByRole('button', { name: 'Unmark Selected' }));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Unmark' }));
    expect(await findToast('Insufficient funds in GCash to reverse payment 1. Available: ₱100.00')).toBeInTheDocument();
    expect(within(dialog()).getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Failed to unmark payments')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("shows 'Failed to unmark payments' for an unexpected failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderDetail();
    page.api.unmarkRows.mockRejectedValueOnce(new Error('offline'));
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Unmark, Payment 1' }));
    await page.user.click(within(dialog()).getByRole('button', { name: 'Unmark' }));
    expect(await findToast('Failed to unmark payments')).toBeInTheDocument();
    expect(within(dialog()).getByText('Failed to unmark payments')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('a debt owed to me: Mark Received, Confirm Receipt, Add to Account', async () => {
    const page = renderDetail(makeDebt({ type: 'owed', counterpartyName: 'Jose', paymentSchedule: SCHEDULE }));
    await loaded();
    expect(screen.getByText('From: Jose')).toBeInTheDocument();
    expect(await within(row(1)).findByText('into GCash')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent('Receivedinto GCash');
    await page.user.click(checkbox(3));
    expect(screen.getByRole('button', { name: 'Mark Selected as Received' })).toBeEnabled();
    await page.user.click(screen.getByRole('button', { name: 'Mark Received, Payment 2' }));
    expect(dialog()).toHaveAccessibleName('Confirm Receipt');
    expect(within(dialog()).getByRole('radio', { name: 'Add to Account' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Mark as Received Only' })).toBeInTheDocument();
    await page.user.selectOptions(within(dialog()).getByLabelText('Account'), 'BPI Savings (₱100.00)');
    await page.user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [1],
      source: { kind: 'account', accountId: 'a2' },
    });
    expect(await screen.findByText('1 payment(s) marked as received')).toBeInTheDocument();
  });

  it('unmarks a payment whose account is gone without a reversal, after saying so', async () => {
    const page = renderDetail(undefined, [BPI]);
    page.api.unmarkRows.mockResolvedValueOnce({ withoutReversal: [0] });
    await loaded();
    await page.user.click(screen.getByRole('button', { name: 'Unmark, Payment 1' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Payment 1: the account it was booked in no longer exists, so it is marked as unpaid without a reversal.',
    );
    await page.user.click(within(dialog()).getByRole('button', { name: 'Unmark' }));
    expect(page.api.unmarkRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'debt-payment', id: 'd1' },
      keys: [0],
      withoutReversalForMissingAccounts: true,
    });
    expect(
      await screen.findByText(
        'Marked as unpaid without a reversal, because the account it was paid from no longer exists: payment 1 of Tuition loan.',
      ),
    ).toBeInTheDocument();
  });

  it("'Debt not found' with the way back to the list", async () => {
    const page = renderDetail(null);
    expect(await screen.findByRole('heading', { name: 'Debt not found' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('link', { name: 'Back to Debt List' }));
    expect(page.location()).toBe('/debt');
  });

  it("'Failed to load debt details' when the debt cannot be read, with Retry", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderDetail();
    page.api.getDebt.mockRejectedValueOnce(new Error('offline'));
    expect(await screen.findByRole('heading', { name: 'Failed to load debt details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Debt List' })).toHaveAttribute('href', '/debt');
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tuition loan' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows a skeleton while loading', async () => {
    const page = renderDetail();
    page.api.getDebt.mockReturnValue(new Promise(() => undefined));
    expect(await screen.findByText('Loading debt')).toBeInTheDocument();
  });

  it('is a list of cards on phones, still selectable', async () => {
    restoreMatchMedia();
    mockMatchMedia((query) => query.includes('max-width'));
    const page = renderDetail();
    const list = await screen.findByRole('list', { name: 'Payment Schedule' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[1]).toHaveTextContent('Payment 2Due DateMar 1, 2026Amount₱250.00StatusOverdue');
    await page.user.click(within(cards[1]).getByRole('checkbox', { name: 'Select Payment 2' }));
    expect(within(cards[0]).getByText('Only unpaid payments can join this selection.')).toBeInTheDocument();
  });

  it('renders a 360-payment schedule', async () => {
    const schedule = Array.from({ length: 360 }, (_, i) => payment(day(3, 5 + 7 * i), toCentavos(10)));
    const page = renderDetail(makeDebt({ totalAmount: toCentavos(3600), paymentSchedule: schedule }));
    await loaded();
    expect(within(table()).getAllByRole('row')).toHaveLength(361);
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 360' }));
    expect(dialog()).toHaveAccessibleDescription('Payment 360 (₱10.00) will be marked as paid.');
  }, 60_000);

  it('has no serious accessibility violations, also with the dialog open', async () => {
    const page = renderDetail();
    await loaded();
    await within(row(1)).findByText('from GCash');
    await expectNoSeriousA11yViolations(page.container);
    await page.user.click(screen.getByRole('button', { name: 'Mark Paid, Payment 2' }));
    await expectNoSeriousA11yViolations(document.body);
  }, 30_000);

  it("says 'Failed to load account data' with Retry when the accounts do not load (no wait that never ends)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const listAccounts = jest
      .fn<Promise<Account[]>, []>()
      .mockRejectedValueOnce(new DataError('unexpected', 'offline'))
      .mockResolvedValue([GCASH]);
    const { user } = renderPage(<DebtDetailPage />, {
      path: '/debt/d1',
      route: '/debt/:debtId',
      api: { getDebt: async () => makeDebt({ paymentSchedule: SCHEDULE }), listAccounts },
    });
    const failure = await screen.findByText('Failed to load account data', {}, { timeout: 4000 });
    await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load account data')).toBeNull());
  });
});

describe('/debt/{id} in Filipino', () => {
  const renderFil = (debt: Debt) =>
    renderPageIn('fil', <DebtDetailPage />, {
      path: `/debt/${debt.id}`,
      route: '/debt/:debtId',
      api: { getDebt: async () => debt, listAccounts: async () => [GCASH, BPI] },
    });

  it('shows the header, summary, attention blocks and the schedule in Filipino', async () => {
    await renderFil(makeDebt({ paymentSchedule: SCHEDULE }));
    const schedule = await screen.findByRole('table', { name: 'Iskedyul ng Bayad' });
    expect(screen.getByRole('link', { name: 'Bumalik sa Listahan ng Utang' })).toHaveAttribute('href', '/debt');
    expect(screen.getByRole('link', { name: 'I-edit' })).toHaveAttribute('href', '/debt/d1/edit');
    expect(screen.getByText('Kay: Tita Maria')).toBeInTheDocument();
    expect(screen.getByText('Lampas na', { selector: '[data-status="Overdue"]' })).toBeInTheDocument();
    expect(screen.getByText('Lampas na sa takdang petsa ang bayad')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Buod ng Utang' });
    expect(within(summary).getByText('Natitirang Halaga').nextSibling).toHaveTextContent('₱750.00');
    expect(within(summary).getByRole('progressbar', { name: 'Bayad na ang 1 sa 4 hulog' })).toHaveAttribute(
      'aria-valuetext',
      '25%, ₱250.00 sa ₱1,000.00 ang bayad na',
    );

    const attention = screen.getByRole('region', { name: 'Kailangang Asikasuhin' });
    expect(within(attention).getByRole('heading', { name: 'Lampas na (1)' }).nextSibling).toHaveTextContent(
      /^Hulog 2 · ₱250\.00Takdang petsa: /,
    );
    expect(within(attention).getByRole('heading', { name: 'Dapat bayaran sa loob ng 7 araw (1)' })).toBeInTheDocument();

    const headers = within(schedule)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Takdang Petsa', 'Halaga', 'Katayuan']));
    const rowOf = (n: number) => within(schedule).getByRole('row', { name: new RegExp(`Hulog ${n} `) });
    expect(await within(rowOf(1)).findByText('mula sa GCash')).toBeInTheDocument();
    expect(rowOf(1)).toHaveTextContent(/Bayad namula sa GCashAlisin ang marka$/);
    expect(rowOf(2)).toHaveTextContent(/Lampas naMarkahang bayad$/);
    expect(rowOf(3)).toHaveTextContent(/Malapit naMarkahang bayad$/);
    expect(rowOf(4)).toHaveTextContent(/PaparatingMarkahang bayad$/);
  });

  it('asks about marking payments received in Filipino, counting many payments ("6 bayad")', async () => {
    const weekly = Array.from({ length: 7 }, (_, i) => payment(day(4, 1 + 7 * i), toCentavos(100)));
    const page = await renderFil(makeDebt({ type: 'owed', paymentSchedule: weekly }));
    const schedule = await screen.findByRole('table', { name: 'Iskedyul ng Bayad' });
    expect(screen.getByText('Mula kay: Tita Maria')).toBeInTheDocument();
    expect(within(schedule).getAllByText('Paparating')).toHaveLength(7);

    await page.user.click(screen.getByRole('button', { name: 'Markahang natanggap, Hulog 2' }));
    expect(dialog()).toHaveAccessibleName('Kumpirmahin ang Natanggap');
    expect(dialog()).toHaveAccessibleDescription('Mamarkahang natanggap na ang Hulog 2 (₱100.00).');
    expect(within(dialog()).getByRole('group', { name: 'Paano ito natanggap?' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('radio', { name: 'Idagdag sa Account' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Markahang natanggap lang' })).not.toBeChecked();
    await page.user.keyboard('{Escape}');
    noDialog();

    expect(screen.getByRole('button', { name: 'Pumili ng mga bayad' })).toBeDisabled();
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await page.user.click(within(schedule).getByRole('checkbox', { name: new RegExp(`Hulog ${n}$`) }));
    }
    expect(screen.getByRole('button', { name: 'Alisin ang pinili' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Markahang natanggap ang pinili' }));
    expect(dialog()).toHaveAccessibleDescription('Mamarkahang natanggap na ang 6 bayad (₱600.00).');
  });
});
