import { DataError } from '@pitaka/platform';
import { ZERO_CENTAVOS, centavos, emptyLedgerSummary, toCentavos, type Account, type Budget } from '@pitaka/domain';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addPageForm } from '../testing/add-form-steps';
import { BASE_ANSWERS, PROFILE } from '../testing/transaction-fixtures';
import type { Answers } from '../testing/transaction-fixtures';
import AddTransactionPage from './add-transaction-page';

// The form's default date and time are "now": a fixed now, so the expected date is exact.
const NOW = new Date('2026-03-10T10:15:00+08:00');
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

function renderAdd(path = '/add-transaction', answers: Answers = {}) {
  return renderPage(<AddTransactionPage />, { path, api: { ...BASE_ANSWERS, ...answers } });
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const { alert: formAlert, submit, expectRefused } = addPageForm('New transaction', 'Add Transaction');

async function fill(
  user: UserEvent,
  values: { amount?: string; description?: string; category?: string; account?: string },
) {
  if (values.amount !== undefined) await user.type(amount(), values.amount);
  if (values.description !== undefined) await user.type(screen.getByLabelText('Description'), values.description);
  if (values.category !== undefined) await user.selectOptions(screen.getByLabelText('Category'), values.category);
  if (values.account !== undefined) await user.selectOptions(screen.getByLabelText('Account'), values.account);
}

// Failures are logged by design; keep the test output for test results.
silenceConsoleErrors();

describe('/add-transaction with a budget', () => {
  const FOOD: Budget = { id: '2026-03-1', categories: { Food: { amount: toCentavos(3000), rollover: false } } };
  const budgeted = (): Answers => ({
    getLatestBudget: async () => FOOD,
    getBudget: async (_scope, period) => (period === FOOD.id ? FOOD : null),
    getLedgerSummary: async () => emptyLedgerSummary(true),
    getMonthSummary: async (_scope, month) =>
      month === '2026-03'
        ? {
            month,
            accounts: {
              gcash: {
                categories: { Food: { income: ZERO_CENTAVOS, expense: toCentavos(1200) } },
                transfersIn: ZERO_CENTAVOS,
                transfersOut: ZERO_CENTAVOS,
              },
            },
          }
        : null,
  });

  it("says what an expense leaves of its category's budget this kinsena, or how far over it goes", async () => {
    const { user } = renderAdd('/add-transaction', budgeted());
    await screen.findByLabelText('Category');
    await fill(user, { amount: '500', category: 'Food' });
    expect(await screen.findByText('₱1,300.00 left in Food this kinsena')).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '2000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This puts Food ₱200.00 over this kinsena');
    // Another category has no budget: nothing is said.
    await user.selectOptions(screen.getByLabelText('Category'), 'Transport');
    await waitFor(() => expect(screen.queryByText(/this kinsena/)).not.toBeInTheDocument());
  });
});

describe('/add-transaction', () => {
  it('preselects the account of ?accountId and defaults to an expense now', async () => {
    const { container } = renderAdd('/add-transaction?accountId=gcash');
    await waitFor(() => expect(screen.getByLabelText('Account')).toHaveValue('gcash'));
    expect(screen.getByRole('radio', { name: 'Expense' })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
    expect(screen.getByLabelText('Time')).toHaveValue('10:15');
    expect(screen.getByRole('option', { name: 'GCash (₱500.00)' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('offers the categories of the chosen type', async () => {
    const { user } = renderAdd();
    await screen.findByLabelText('Category');
    expect(screen.getByRole('option', { name: 'Transport' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Income' }));
    expect(screen.queryByRole('option', { name: 'Transport' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Salary' })).toBeInTheDocument();
  });

  it('steps the amount by 1 with two decimals, never below 0', async () => {
    const { user } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Increase Amount' }));
    expect(amount()).toHaveValue('3.50');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Decrease Amount' }));
    expect(amount()).toHaveValue('0.00');
  });

  it.each([
    [{}, 'Description is required'],
    [{ description: 'Lunch' }, 'Please enter a valid amount'],
    [{ description: 'Lunch', amount: '-5' }, 'Please enter a valid amount'],
    [{ description: 'Lunch', amount: '50' }, 'Please select an account'],
    [{ description: 'Lunch', amount: '50', account: 'wallet' }, 'Please select a category'],
    [
      { description: 'New phone', amount: '1000.01', account: 'wallet', category: 'Shopping' },
      'Insufficient funds in Wallet. Available balance: ₱1,000.00',
    ],
  ])('refuses %j with "%s" and sends nothing', async (values, message) => {
    const { api, user } = renderAdd();
    await screen.findByLabelText('Account');
    await fill(user, values);
    await expectRefused(user, message, api.addTransaction);
  });

  it("toasts 'Insufficient funds' beside the detailed text", async () => {
    const { user } = renderAdd();
    await screen.findByLabelText('Account');
    await fill(user, { description: 'Phone', amount: '5000', account: 'wallet', category: 'Shopping' });
    await submit(user);
    await waitFor(() => expect(textsOf(screen.getAllByRole('alert'))).toContain('Insufficient funds'));
  });

  it('uses the currency symbol of the user', async () => {
    const { user } = renderAdd('/add-transaction', { getUserProfile: async () => ({ ...PROFILE, currency: 'USD' }) });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Wallet ($1,000.00)' })).toBeInTheDocument());
    await fill(user, { description: 'Phone', amount: '2000', account: 'wallet', category: 'Shopping' });
    await submit(user);
    expect(formAlert()).toHaveTextContent('Insufficient funds in Wallet. Available balance: $1,000.00');
  });

  describe('on an account in its own currency', () => {
    const YEN: Account = { id: 'yen', name: 'Yucho', type: 'bank', balance: centavos(80000), currency: 'JPY' };
    const withYen = (answers: Answers = {}) =>
      renderAdd('/add-transaction', {
        listAccounts: async () => [...(await BASE_ANSWERS.listAccounts()), YEN],
        ...answers,
      });

    it('types, steps and sends the amount in its decimals: none for yen', async () => {
      const { api, user } = withYen({ addTransaction: async () => ({ id: 'new' }) });
      await screen.findByLabelText('Account');
      await fill(user, { account: 'yen' });
      expect(amount()).toHaveAttribute('placeholder', '0');
      await user.type(amount(), '1,499');
      await user.click(screen.getByRole('button', { name: 'Increase Amount' }));
      expect(amount()).toHaveValue('1500');
      await fill(user, { description: 'Bento', category: 'Food' });
      await submit(user);
      expect(await screen.findByText('Transaction added successfully!')).toBeVisible();
      expect(api.addTransaction).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ amount: 1500 }));
    });

    it.each([
      ['1500.5', 'JPY amounts have no decimals'],
      ['80001', 'Insufficient funds in Yucho. Available balance: JPY 80,000'],
    ])('refuses %s yen with "%s"', async (typed, message) => {
      const { api, user } = withYen();
      await screen.findByLabelText('Account');
      await fill(user, { account: 'yen', description: 'Bento', category: 'Food', amount: typed });
      await expectRefused(user, message, api.addTransaction);
    });
  });

  it('adds the transaction, says so and goes back one step', async () => {
    const { api, user, location } = renderPage(<AddTransactionPage />, {
      path: '/add-transaction',
      api: { ...BASE_ANSWERS, addTransaction: async () => ({ id: 'new' }) },
    });
    await screen.findByLabelText('Account');
    await fill(user, { description: '  Lunch  ', amount: '1000', account: 'wallet', category: 'Food' });
    await submit(user);
    expect(await screen.findByText('Transaction added successfully!')).toBeVisible();
    expect(api.addTransaction).toHaveBeenCalledWith(expect.anything(), {
      type: 'expense',
      amount: toCentavos(1000),
      description: 'Lunch',
      category: 'Food',
      accountId: 'wallet',
      date: new Date('2026-03-10T10:15:00+08:00'),
    });
    // Opened directly (no step to go back to): it goes to the list instead of leaving the app.
    await waitFor(() => expect(location()).toBe('/transactions'));
  });

  it('shows the failure and keeps what was typed', async () => {
    const { user } = renderAdd('/add-transaction', {
      addTransaction: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    await screen.findByLabelText('Account');
    await fill(user, { description: 'Lunch', amount: '100', account: 'wallet', category: 'Food' });
    await submit(user);
    expect(await within(screen.getByRole('form', { name: 'New transaction' })).findByRole('alert')).toHaveTextContent(
      'Failed to add transaction',
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Lunch');
    expect(screen.getByRole('button', { name: 'Add Transaction' })).toBeEnabled();
  });

  it('keeps the form and what was typed when the accounts cannot be refreshed after a failed add', async () => {
    // Offline: the add fails, and so does the refresh of the accounts that every command triggers.
    let online = true;
    let failedRefreshes = 0;
    const { user } = renderAdd('/add-transaction', {
      listAccounts: async () => {
        if (online) return BASE_ANSWERS.listAccounts();
        failedRefreshes += 1;
        throw new DataError('unexpected', 'offline');
      },
      addTransaction: async () => {
        online = false;
        throw new DataError('unexpected', 'offline');
      },
    });
    await screen.findByLabelText('Account');
    await fill(user, { description: 'Lunch', amount: '100', account: 'wallet', category: 'Food' });
    await submit(user);
    await waitFor(() => expect(failedRefreshes).toBe(1));
    expect(await within(screen.getByRole('form', { name: 'New transaction' })).findByRole('alert')).toHaveTextContent(
      'Failed to add transaction',
    );
    expect(screen.queryByText('Failed to load account data')).toBeNull();
    expect(screen.getByLabelText('Description')).toHaveValue('Lunch');
    expect(screen.getByLabelText('Account')).toHaveValue('wallet');
  });

  it('asks for an account first when there is none', async () => {
    renderAdd('/add-transaction', { listAccounts: async () => [] });
    expect(await screen.findByText('No accounts found. Please create an account first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute('href', '/add-account');
  });
});
