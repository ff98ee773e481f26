import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { RECURRING_MESSAGES as R, toCentavos, type RecurringItem } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_ANSWERS, NOW, PAID_FROM_WALLET, day, makeRecurring } from '../testing/recurring-fixtures';
import { amount, field, varies } from '../testing/recurring-form';
import EditRecurringPage from './edit-recurring-page';

fixClockForEachTest(NOW);
silenceConsoleErrors();

// Every other Friday from 6 March until the end of the year, ₱1,500.50 into GCash.
const ALLOWANCE = makeRecurring({
  id: 'r3',
  name: 'Allowance',
  type: 'income',
  category: 'Gift',
  accountId: 'gcash',
  amount: toCentavos(1500.5),
  rule: { kind: 'weekly', every: 2, weekday: 5 },
  startDate: day(3, 6),
  endDate: day(12, 31),
});

function renderEdit(item: RecurringItem | null, answers: Partial<DataApi> = {}) {
  return renderPage(<EditRecurringPage />, {
    path: `/recurring/${item?.id ?? 'gone'}/edit`,
    route: '/recurring/:recurringId/edit',
    api: { ...ACCOUNT_ANSWERS, getRecurring: async () => item, updateRecurring: async () => undefined, ...answers },
  });
}

const form = () => screen.findByRole('form', { name: 'Edit recurring item' });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('/recurring/{id}/edit', () => {
  it('starts from the stored item and saves the changes', async () => {
    const page = renderEdit(ALLOWANCE);
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Recurring' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Allowance');
    expect(screen.getByRole('radio', { name: 'Income' })).toBeChecked();
    expect(field('Category')).toHaveDisplayValue('Gift');
    expect(field('Account')).toHaveDisplayValue('GCash');
    expect(amount()).toHaveValue('1500.50');
    expect(varies()).not.toBeChecked();
    expect(field('Repeats')).toHaveDisplayValue('Every week or every few weeks');
    expect(field('Repeat Every (Weeks)')).toHaveValue(2);
    expect(field('Day of the Week')).toHaveDisplayValue('Friday');
    expect(field('Starts')).toHaveValue('2026-03-06');
    expect(field('Ends')).toHaveValue('2026-12-31');

    await page.user.clear(field('Name'));
    await page.user.type(field('Name'), 'Baon');
    await page.user.clear(amount());
    await page.user.type(amount(), '2000');
    await page.user.clear(field('Ends'));
    await page.user.click(save());
    expect(page.api.updateRecurring).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      recurringId: 'r3',
      name: 'Baon',
      type: 'income',
      category: 'Gift',
      accountId: 'gcash',
      amount: toCentavos(2000),
      varies: false,
      rule: { kind: 'weekly', every: 2, weekday: 5 },
      startDate: day(3, 6),
      endDate: null,
    });
    expect(await findToast('Recurring item updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toBe('/recurring'));
  });

  it('starts a "varies" item with the amount off, and sends an amount once one is given', async () => {
    const page = renderEdit(makeRecurring({ amount: null, rule: { kind: 'yearly', month: 2, day: 29 } }));
    await form();
    expect(varies()).toBeChecked();
    expect(amount()).toBeDisabled();
    expect(amount()).toHaveValue('');
    expect(field('Month')).toHaveDisplayValue('February');
    expect(field('Day')).toHaveDisplayValue('29');

    await page.user.click(varies());
    await page.user.type(amount(), '900');
    await page.user.click(save());
    expect(page.api.updateRecurring).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ recurringId: 'r1', amount: toCentavos(900), varies: false }),
    );
  });

  it('once an occurrence is paid, says the type stays, and refuses another at the type field', async () => {
    const page = renderEdit(makeRecurring({ occurrences: { '2026-02-28': PAID_FROM_WALLET } }));
    await form();
    const type = screen.getByRole('group', { name: 'Type' });
    expect(type).toHaveAccessibleDescription(R.typeLocked);
    await page.user.click(screen.getByRole('radio', { name: 'Income' }));
    await page.user.selectOptions(field('Category'), 'Salary');
    await page.user.click(save());
    expect(type).toHaveAccessibleDescription(R.typeLocked);
    expect(screen.getByRole('radio', { name: 'Income' })).toHaveFocus();
    expect(page.api.updateRecurring).not.toHaveBeenCalled();

    // Back to a bill: the other changes save.
    await page.user.click(screen.getByRole('radio', { name: 'Bill' }));
    await page.user.selectOptions(field('Category'), 'Rent');
    await page.user.click(save());
    expect(page.api.updateRecurring).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'expense', category: 'Rent' }),
    );
  });

  it('shows the type refusal above the form when the item was paid since the form opened', async () => {
    const page = renderEdit(makeRecurring(), {
      updateRecurring: async () => {
        throw new DataError('refused', R.typeLocked);
      },
    });
    const edited = await form();
    await page.user.click(screen.getByRole('radio', { name: 'Income' }));
    await page.user.selectOptions(field('Category'), 'Salary');
    await page.user.click(save());
    expect(await within(edited).findByRole('alert')).toHaveTextContent(R.typeLocked);
    await waitFor(() => expect(page.location()).toBe('/recurring/r1/edit'));
  });

  it('asks for another account when its own was deleted', async () => {
    const page = renderEdit(makeRecurring({ accountId: 'closed' }));
    await form();
    expect(field('Account')).toHaveValue('');
    expect(field('Account')).toHaveAccessibleDescription('The account it used was deleted. Please choose another.');
    await page.user.click(save());
    expect(field('Account')).toHaveAccessibleDescription(expect.stringContaining(R.accountRequired));
    expect(page.api.updateRecurring).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update recurring item' and stays", async () => {
    const page = renderEdit(ALLOWANCE, {
      updateRecurring: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    const edit = await form();
    await page.user.click(save());
    expect(await within(edit).findByRole('alert')).toHaveTextContent('Failed to update recurring item');
    expect(save()).toBeEnabled();
    expect(page.location()).toBe('/recurring/r3/edit');
  });

  it("'Recurring item not found' with the way back to the list", async () => {
    renderEdit(null);
    expect(await screen.findByRole('heading', { name: 'Recurring item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recurring' })).toHaveAttribute('href', '/recurring');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("'Failed to load recurring item' with a retry", async () => {
    const page = renderEdit(ALLOWANCE, {
      getRecurring: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load recurring item' })).toBeInTheDocument();
    page.api.getRecurring.mockResolvedValue(ALLOWANCE);
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await form()).toBeInTheDocument();
  });

  it('has no serious accessibility violations, paid', async () => {
    const { container } = renderEdit(makeRecurring({ occurrences: { '2026-02-28': PAID_FROM_WALLET } }));
    await form();
    await expectNoSeriousA11yViolations(container);
  });
});
