import { DataError } from '@pitaka/platform';
import type { Account, Paluwagan } from '@pitaka/domain';
import { fixClockForEachTest, renderPage, type RenderedPage } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bpi, deferred, detailRoute, findToast, fixClock, gcash, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import PaluwaganDetailPage from './paluwagan-detail-page';

async function renderDetail(p: Paluwagan, accounts: Account[] = [gcash, bpi]) {
  const page = renderPage(<PaluwaganDetailPage />, {
    ...detailRoute(),
    api: { getPaluwagan: async () => p, listAccounts: async () => accounts },
  });
  await screen.findByRole('table', { name: 'Weekly payments' });
  await waitFor(() => expect(page.api.listAccounts).toHaveBeenCalled());
  return page;
}

const checkbox = (week: number) => screen.getByRole('checkbox', { name: `Select Week ${week}` });
const row = (week: number) => checkbox(week).closest('tr') as HTMLElement;
const bulk = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const alertDialog = (name: string) => screen.getByRole('alertdialog', { name });

async function tick(page: RenderedPage, ...weeks: number[]) {
  for (const week of weeks) await page.user.click(checkbox(week));
}

fixClockForEachTest(WED_MAR_4);

describe('Payment Tracking selection', () => {
  it("starts as 'Select Weeks'; the first ticked week fixes the mode; it clears when empty", async () => {
    const page = await renderDetail(paluwagan({ paid: { 1: 'a1', 2: null } }));
    expect(bulk('Select Weeks')).toBeDisabled();
    [1, 2, 3, 4].forEach((w) => expect(checkbox(w)).toBeEnabled());

    await tick(page, 3);
    expect(bulk('Pay Selected Weeks')).toBeEnabled();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(checkbox(1)).toBeDisabled();
    expect(checkbox(2)).toBeDisabled();
    expect(checkbox(1)).toHaveAccessibleDescription('Already paid: clear the selection to pick paid weeks.');
    expect(checkbox(4)).toBeEnabled();
    await tick(page, 4);
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await tick(page, 3, 4);
    expect(bulk('Select Weeks')).toBeDisabled();
    expect(checkbox(1)).toBeEnabled();

    await tick(page, 1);
    expect(bulk('Unmark Selected as Unpaid')).toBeEnabled();
    expect(checkbox(3)).toBeDisabled();
    expect(checkbox(3)).toHaveAccessibleDescription('Not paid yet: clear the selection to pick unpaid weeks.');
    expect(checkbox(2)).toBeEnabled();

    await page.user.click(bulk('Clear Selection'));
    expect(bulk('Select Weeks')).toBeDisabled();
    expect(checkbox(1)).not.toBeChecked();
    expect(checkbox(3)).toBeEnabled();
  });
});

describe('Paying weeks', () => {
  it('pays the selected weeks from an account, after checking the choice', async () => {
    const page = await renderDetail(paluwagan());
    const pending = deferred();
    page.api.markRows.mockReturnValue(pending.promise);
    await tick(page, 2, 1);
    await page.user.click(bulk('Pay Selected Weeks'));

    const confirm = dialog('Confirm Payment');
    expect(confirm).toHaveAccessibleDescription('Week 1 and Week 2 · Total ₱800.00');
    expect(within(confirm).getByRole('radio', { name: 'Deduct from Account' })).toBeChecked();
    expect(within(confirm).getByRole('radio', { name: 'Mark as Paid Only' })).not.toBeChecked();
    const select = within(confirm).getByRole('combobox', { name: 'Account' });
    expect(textsOf(within(select).getAllByRole('option'))).toEqual([
      'Select an account',
      'GCash (₱5,000.00)',
      'BPI Savings (₱150.00)',
    ]);

    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(select).toHaveAccessibleDescription('Please select an account');
    await page.user.selectOptions(select, 'a2');
    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(select).toHaveAccessibleDescription('Insufficient funds in BPI Savings. Available balance: ₱150.00');
    expect(page.api.markRows).not.toHaveBeenCalled();

    await page.user.selectOptions(select, 'a1');
    expect(select).not.toHaveAccessibleDescription();
    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(within(confirm).getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-week', id: 'p1' },
      keys: [1, 2],
      source: { kind: 'account', accountId: 'a1' },
    });

    page.api.getPaluwagan.mockResolvedValue(paluwagan({ paid: { 1: 'a1', 2: 'a1' } }));
    await act(async () => pending.resolve());
    expect(await findToast('Payments marked as paid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(row(1)).findByText('Paid from GCash')).toBeInTheDocument();
    expect(within(row(2)).getByText('Paid from GCash')).toBeInTheDocument();
    expect(bulk('Select Weeks')).toBeDisabled();
  });

  it("marks one week paid only, from its row's button", async () => {
    const page = await renderDetail(paluwagan());
    page.api.markRows.mockResolvedValue();
    await page.user.click(within(row(3)).getByRole('button', { name: 'Mark as Paid, week 3' }));
    const confirm = dialog('Confirm Payment');
    expect(confirm).toHaveAccessibleDescription('Week 3 · Total ₱400.00');
    await page.user.click(within(confirm).getByRole('radio', { name: 'Mark as Paid Only' }));
    expect(within(confirm).queryByRole('combobox')).not.toBeInTheDocument();
    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-week', id: 'p1' },
      keys: [3],
      source: { kind: 'markOnly' },
    });
    expect(await findToast('Payments marked as paid')).toBeInTheDocument();
  });

  it('shows a refusal in a toast and in the dialog, and lets the user try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderDetail(paluwagan());
    const refusal = 'Insufficient funds in GCash. Available balance: ₱100.00';
    page.api.markRows.mockRejectedValueOnce(new DataError('refused', refusal));
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Paid, week 1' }));
    const confirm = dialog('Confirm Payment');
    await page.user.selectOptions(within(confirm).getByRole('combobox', { name: 'Account' }), 'a1');
    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast(refusal)).toBeInTheDocument();
    // A refusal from the server is not about a field the dialog can point at: it stands above the buttons.
    expect(within(confirm).getByText(refusal)).toBeInTheDocument();
    expect(within(confirm).getByRole('combobox')).not.toHaveAccessibleDescription();
    expect(within(confirm).getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-disabled');

    page.api.markRows.mockRejectedValueOnce(new Error('network down'));
    await page.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Failed to perform action')).toBeInTheDocument();
  });

  it("refuses to pay without accounts: 'Please create an account first'", async () => {
    const page = await renderDetail(paluwagan(), []);
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Paid, week 1' }));
    expect(await findToast('Please create an account first')).toBeInTheDocument();
    await tick(page, 1);
    await page.user.click(bulk('Pay Selected Weeks'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.api.markRows).not.toHaveBeenCalled();
  });

  it('has no serious accessibility violations with the dialog open', async () => {
    const page = await renderDetail(paluwagan());
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Paid, week 1' }));
    await expectNoSeriousA11yViolations(dialog('Confirm Payment'));
  });
});

describe('Unmarking weeks', () => {
  it('unmarks the selected weeks after the confirmation', async () => {
    const page = await renderDetail(paluwagan({ paid: { 1: 'a1', 2: null } }));
    page.api.unmarkRows.mockResolvedValue({ withoutReversal: [] });
    await tick(page, 2, 1);
    await page.user.click(bulk('Unmark Selected as Unpaid'));
    const confirm = alertDialog('Mark as Unpaid');
    expect(confirm).toHaveTextContent(
      'This will set 2 payment(s) as unpaid. If any were deducted from an account, reversal transactions will be created. Continue?',
    );
    await page.user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(page.api.unmarkRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-week', id: 'p1' },
      keys: [1, 2],
    });
    expect(await findToast('2 payment(s) marked as unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without sending anything', async () => {
    const page = await renderDetail(paluwagan({ paid: { 1: 'a1' } }));
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Unpaid, week 1' }));
    await page.user.click(within(alertDialog('Mark as Unpaid')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(page.api.unmarkRows).not.toHaveBeenCalled();
  });

  it('unmarks a week paid from a deleted account without a reversal, and says so', async () => {
    const page = await renderDetail(paluwagan({ paid: { 1: 'gone' } }));
    page.api.unmarkRows.mockResolvedValue({ withoutReversal: [1] });
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Unpaid, week 1' }));
    const confirm = alertDialog('Mark as Unpaid');
    expect(confirm).toHaveTextContent('Week 1 was paid from an account that no longer exists');
    await page.user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(page.api.unmarkRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-week', id: 'p1' },
      keys: [1],
      withoutReversalForMissingAccounts: true,
    });
    expect(await findToast('1 payment(s) marked as unpaid')).toBeInTheDocument();
    expect(
      await findToast(
        'Marked as unpaid without a reversal, because the account it was paid from no longer exists: week 1 of Office Paluwagan.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to unmark payments' when it fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderDetail(paluwagan({ paid: { 1: 'a1' } }));
    page.api.unmarkRows.mockRejectedValue(new Error('network down'));
    await page.user.click(within(row(1)).getByRole('button', { name: 'Mark as Unpaid, week 1' }));
    await page.user.click(within(alertDialog('Mark as Unpaid')).getByRole('button', { name: 'Continue' }));
    expect(await findToast('Failed to unmark payments')).toBeInTheDocument();
    expect(within(alertDialog('Mark as Unpaid')).getByRole('button', { name: 'Continue' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe('Payouts', () => {
  const SUNDAY_MAR_15 = new Date('2026-03-15T07:00:00+08:00');

  it('receives a payout into the chosen account', async () => {
    fixClock(SUNDAY_MAR_15);
    const page = await renderDetail(paluwagan());
    page.api.markRows.mockResolvedValue();
    await page.user.click(screen.getByRole('button', { name: 'Mark as Received, number 2' }));
    const choose = dialog('Select Account for Payout');
    expect(choose).toHaveAccessibleDescription('Number 2 · ₱2,000.00 · Mar 15, 2026');
    await page.user.click(within(choose).getByRole('button', { name: 'Confirm' }));
    expect(within(choose).getByRole('combobox', { name: 'Account' })).toHaveAccessibleDescription(
      expect.stringContaining('Please select an account'),
    );
    await page.user.selectOptions(within(choose).getByRole('combobox', { name: 'Account' }), 'a1');
    await page.user.click(within(choose).getByRole('button', { name: 'Confirm' }));
    expect(page.api.markRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-payout', id: 'p1' },
      keys: [2],
      source: { kind: 'account', accountId: 'a1' },
    });
    expect(await findToast('Payout marked as received')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Failed to perform action' when receiving fails, and needs an account to exist", async () => {
    fixClock(SUNDAY_MAR_15);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderDetail(paluwagan(), [gcash]);
    page.api.markRows.mockRejectedValue(new Error('network down'));
    await page.user.click(screen.getByRole('button', { name: 'Mark as Received, number 2' }));
    // The only account is preselected.
    await page.user.click(within(dialog('Select Account for Payout')).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Failed to perform action')).toBeInTheDocument();
  });

  it("refuses without accounts: 'Please create an account first'", async () => {
    fixClock(SUNDAY_MAR_15);
    const page = await renderDetail(paluwagan(), []);
    await page.user.click(screen.getByRole('button', { name: 'Mark as Received, number 2' }));
    expect(await findToast('Please create an account first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a payout unreceived after the reversal warning', async () => {
    fixClock(SUNDAY_MAR_15);
    const page = await renderDetail(paluwagan({ received: { 2: 'a1' } }));
    page.api.unmarkRows.mockResolvedValue({ withoutReversal: [] });
    await page.user.click(screen.getByRole('button', { name: 'Mark as Unreceived, number 2' }));
    const confirm = alertDialog('Mark as Unreceived');
    expect(confirm).toHaveTextContent(
      'This will create a reversal transaction to subtract the amount from the account. Continue?',
    );
    await page.user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(page.api.unmarkRows).toHaveBeenCalledWith(expect.anything(), {
      schedule: { kind: 'paluwagan-payout', id: 'p1' },
      keys: [2],
    });
    expect(await findToast('Payout marked as unreceived')).toBeInTheDocument();
  });

  it("shows the refusal or 'Failed to unmark payout' when unreceiving fails", async () => {
    fixClock(SUNDAY_MAR_15);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderDetail(paluwagan({ received: { 2: 'a1' } }));
    const refusal = 'Insufficient funds in GCash. Available balance: ₱500.00';
    page.api.unmarkRows.mockRejectedValueOnce(new DataError('refused', refusal));
    page.api.unmarkRows.mockRejectedValueOnce(new Error('network down'));
    await page.user.click(screen.getByRole('button', { name: 'Mark as Unreceived, number 2' }));
    const continueButton = () => within(alertDialog('Mark as Unreceived')).getByRole('button', { name: 'Continue' });
    await page.user.click(continueButton());
    expect(await findToast(refusal)).toBeInTheDocument();
    await page.user.click(continueButton());
    expect(await findToast('Failed to unmark payout')).toBeInTheDocument();
  });
});

describe('a received payout toward a savings goal', () => {
  const goals = [
    { id: 'laptop', name: 'New laptop', target: 4_000_000, contributions: [] },
    { id: 'tuition', name: 'Tuition', target: 3_000_000, accountId: 'bpi', contributions: [] },
  ] as never;

  it('offers the goals without an account for each received payout, and marks one', async () => {
    const page = renderPage(<PaluwaganDetailPage />, {
      ...detailRoute(),
      api: {
        getPaluwagan: async () => paluwagan({ received: { 2: 'a1' } }),
        listAccounts: async () => [gcash, bpi],
        listGoals: async () => goals,
        markPayoutTowardGoal: async () => undefined,
      },
    });
    const choice = await screen.findByRole('combobox', { name: 'Goal of number 2' });
    expect(textsOf(within(choice).getAllByRole('option'))).toEqual(['No goal', 'New laptop']);
    expect(screen.queryByRole('combobox', { name: 'Goal of number 7' })).not.toBeInTheDocument();
    await page.user.selectOptions(choice, 'New laptop');
    expect(await findToast('Payout marked toward the goal')).toBeInTheDocument();
    expect(page.api.markPayoutTowardGoal).toHaveBeenCalledWith(expect.anything(), {
      paluwaganId: 'p1',
      number: 2,
      goalId: 'laptop',
    });
  });
});
