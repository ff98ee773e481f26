import { DataError } from '@pitaka/platform';
import { centavos, toCentavos, type Account, type Transaction } from '@pitaka/domain';
import { renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { BASE_ANSWERS, DIRHAMS, cashIn, many, page, transaction } from '../testing/transaction-fixtures';
import type { Answers } from '../testing/transaction-fixtures';
import { NEGATIVE_REVERT, revertListed } from '../testing/transaction-steps';
import TransactionsPage from './transactions-page';

function renderTransactions(answers: Answers = {}) {
  return renderPage(<TransactionsPage />, {
    path: '/transactions',
    api: { ...BASE_ANSWERS, fetchTransactionsPage: async () => page([transaction()]), ...answers },
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

/** In the open Modify dialog: replaces the amount with `text`. */
async function retypeAmount(user: UserEvent, dialog: HTMLElement, text: string) {
  const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, text);
}

const saveChanges = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

// Failures are logged by design; keep the test output for test results.
silenceConsoleErrors();

describe('/transactions', () => {
  it('lists transactions with their account linked and a signed amount', async () => {
    const income = transaction({
      id: 't2',
      type: 'income',
      amount: toCentavos(1500),
      description: 'Salary',
      category: 'Salary',
    });
    const { container } = renderTransactions({ fetchTransactionsPage: async () => page([transaction(), income]) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Groceries');
    expect(rows()[0]).toHaveTextContent('Food · Mar 9, 2026 · 12:30 PM');
    expect(rows()[0]).toHaveTextContent('−₱250.00');
    expect(rows()[1]).toHaveTextContent('+₱1,500.00');
    expect(within(rows()[0]).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/accounts/wallet');
    expect(screen.getByRole('link', { name: /Add Transaction/ })).toHaveAttribute('href', '/add-transaction');
    await expectNoSeriousA11yViolations(container);
  });

  it('offers no member filter outside a household', async () => {
    renderTransactions();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Added by' })).not.toBeInTheDocument();
  });

  it('applies type, account and date range together, and Reset clears them', async () => {
    const salary = transaction({ id: 't2', type: 'income', description: 'Salary', category: 'Salary' });
    const fetchTransactionsPage = jest.fn(async (_scope: unknown, options?: { filter?: { type: string } }) =>
      page(options?.filter?.type === 'income' ? [salary] : [transaction()]),
    );
    const { user } = renderTransactions({ fetchTransactionsPage });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Income');
    await user.selectOptions(screen.getByLabelText('Account'), 'GCash');
    await user.selectOptions(screen.getByLabelText('Date Range'), 'Last 7 Days');
    expect(fetchTransactionsPage).toHaveBeenCalledTimes(1); // nothing changes before Apply
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Salary'));
    expect(fetchTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), {
      filter: { type: 'income', accountId: 'gcash', range: 'week' },
      after: null,
    });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Transaction Type')).toHaveValue('all');
    expect(screen.getByLabelText('Account')).toHaveValue('all');
    expect(screen.getByLabelText('Date Range')).toHaveValue('all');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Groceries'));
  });

  it('loads more while the last page was full, from where the last page ended', async () => {
    const first = page(many(15), true);
    const second = page(many(4, 16));
    const fetchTransactionsPage = jest.fn(async (_scope: unknown, options?: { after?: unknown }) =>
      options?.after ? second : first,
    );
    const { user } = renderTransactions({ fetchTransactionsPage });
    await waitFor(() => expect(rows()).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(19));
    expect(fetchTransactionsPage).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ after: first.next }),
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says so when there are no transactions', async () => {
    renderTransactions({ fetchTransactionsPage: async () => page([]) });
    expect(await screen.findByRole('heading', { name: 'No transactions found' })).toBeVisible();
    expect(screen.getByText('Get started by adding your first transaction')).toBeVisible();
  });

  it('shows a skeleton while loading, then the failure text with a Retry that loads again', async () => {
    let fail = true;
    const fetchTransactionsPage = jest.fn(() =>
      fail ? Promise.reject(new DataError('unexpected', 'offline')) : Promise.resolve(page([transaction()])),
    );
    const { user } = renderTransactions({ fetchTransactionsPage });
    expect(screen.getByText('Loading transactions')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load transactions', {}, { timeout: 4000 })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('in a household', () => {
  const FAMILY = { id: 'h1', name: 'Dela Cruz family' };
  const MEMBERS = [
    { uid: 'u1', email: 'juan@example.com', role: 'owner' as const, joinedAt: new Date(0), addedBy: 'u1' },
    { uid: 'ben', email: 'ben@example.com', role: 'editor' as const, joinedAt: new Date(0), addedBy: 'u1' },
  ];
  const shared = page([
    transaction({ createdBy: 'ben', updatedBy: 'ben' }),
    transaction({ id: 't2', description: 'Rice', createdBy: 'u1', updatedBy: 'ben' }),
  ]);

  it('says who added each row, and who changed it since', async () => {
    renderPage(<TransactionsPage />, {
      path: '/transactions',
      space: { ...FAMILY, role: 'editor' },
      api: { ...BASE_ANSWERS, fetchTransactionsPage: async () => shared, listMembers: async () => MEMBERS },
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Added by ben@example.com'));
    expect(rows()[1]).toHaveTextContent('Added by you, changed by ben@example.com');
    expect(within(rows()[0]).getByRole('button', { name: 'Edit Groceries' })).toBeInTheDocument();
  });

  it('narrows the list to what one member added, with the other filters', async () => {
    const fetchTransactionsPage = jest.fn(async () => shared);
    const { user } = renderPage(<TransactionsPage />, {
      path: '/transactions',
      space: { ...FAMILY, role: 'editor' },
      api: { ...BASE_ANSWERS, fetchTransactionsPage, listMembers: async () => MEMBERS },
    });
    const addedBy = await screen.findByRole('combobox', { name: 'Added by' });
    expect(textsOf(within(addedBy).getAllByRole('option'))).toEqual([
      'Everyone',
      'juan@example.com',
      'ben@example.com',
    ]);
    await user.selectOptions(addedBy, 'ben@example.com');
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Expense');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(fetchTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), {
        filter: { type: 'expense', accountId: 'all', range: 'all', member: 'ben' },
        after: null,
      }),
    );
    await user.selectOptions(addedBy, 'Everyone');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(fetchTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), {
        filter: { type: 'expense', accountId: 'all', range: 'all' },
        after: null,
      }),
    );
  });

  it("gives a viewer neither edit, revert nor 'Add Transaction'", async () => {
    renderPage(<TransactionsPage />, {
      path: '/transactions',
      space: { ...FAMILY, role: 'viewer' },
      api: { ...BASE_ANSWERS, fetchTransactionsPage: async () => shared, listMembers: async () => MEMBERS },
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Added by ben@example.com'));
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revert / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add Transaction/ })).not.toBeInTheDocument();
  });
});

describe('when the accounts fail to load', () => {
  it('says so with Retry, and an edit is not checked against no accounts', async () => {
    const { api, user } = renderTransactions({
      listAccounts: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    expect(await screen.findByText('Failed to load account data', {}, { timeout: 4000 })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = screen.getByRole('dialog', { name: 'Modify Transaction' });
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load account data');
    expect(api.editTransaction).not.toHaveBeenCalled();
  });
});

describe('Modify Transaction', () => {
  async function openModal(answers: Answers = {}) {
    const rendered = renderTransactions(answers);
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Modify Transaction' }) };
  }

  it('opens prefilled; changing the type clears a category the new type does not have', async () => {
    const { user, dialog } = await openModal();
    const d = within(dialog);
    expect(d.getByRole('radio', { name: 'Expense' })).toBeChecked();
    expect(d.getByRole('textbox', { name: 'Amount' })).toHaveValue('250.00');
    expect(d.getByLabelText('Description')).toHaveValue('Groceries');
    expect(d.getByLabelText('Description')).toHaveAttribute('placeholder', 'What was this transaction for?');
    expect(d.getByLabelText('Category')).toHaveValue('Food');
    expect(d.getByLabelText('Date')).toHaveValue('2026-03-09');
    expect(d.getByLabelText('Time')).toHaveValue('12:30');
    expect(within(d.getByLabelText('Category')).getAllByRole('option')[0]).toHaveTextContent('Select a category');
    await user.click(d.getByRole('radio', { name: 'Income' }));
    expect(d.getByLabelText('Category')).toHaveValue('');
    // Cleared, not merely hidden: going back to Expense does not bring 'Food' back.
    await user.click(d.getByRole('radio', { name: 'Expense' }));
    expect(d.getByLabelText('Category')).toHaveValue('');
    await user.click(d.getByRole('radio', { name: 'Income' }));
    await user.selectOptions(d.getByLabelText('Category'), 'Other');
    await user.click(d.getByRole('radio', { name: 'Expense' }));
    expect(d.getByLabelText('Category')).toHaveValue('Other'); // valid for both types
    await expectNoSeriousA11yViolations(dialog);
  });

  it.each([
    ['Description', '', 'Description is required'],
    ['Amount', '0', 'Please enter a valid amount'],
  ])('refuses an empty or invalid %s with the spec text and sends nothing', async (field, value, message) => {
    const { api, user, dialog } = await openModal();
    const input =
      field === 'Amount'
        ? within(dialog).getByRole('textbox', { name: 'Amount' })
        : within(dialog).getByLabelText(field);
    await user.clear(input);
    if (value) await user.type(input, value);
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.editTransaction).not.toHaveBeenCalled();
  });

  it('refuses an expense above what the same account can cover, counting the old amount', async () => {
    const { api, user, dialog } = await openModal();
    await retypeAmount(user, dialog, '1250.01');
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This expense would exceed the current balance of ₱1,250.00. Please reduce the amount or choose a different account.',
    );
    expect(api.editTransaction).not.toHaveBeenCalled();
  });

  it('refuses moving an expense to an account that cannot cover it', async () => {
    const { user, dialog } = await openModal();
    await retypeAmount(user, dialog, '600');
    await user.selectOptions(within(dialog).getByLabelText('Account'), 'gcash');
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This expense would exceed the balance of GCash (₱500.00). Please reduce the amount or choose a different account.',
    );
  });

  it('saves the changes, says so and closes', async () => {
    const { api, user, dialog } = await openModal({ editTransaction: async () => undefined });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.click(within(dialog).getByRole('button', { name: 'Increase Amount' }));
    expect(amount).toHaveValue('251.00');
    await user.selectOptions(within(dialog).getByLabelText('Account'), 'gcash');
    await saveChanges(user, dialog);
    expect(await screen.findByText('Transaction updated successfully')).toBeVisible();
    expect(api.editTransaction).toHaveBeenCalledWith(expect.anything(), {
      transactionId: 't1',
      type: 'expense',
      amount: toCentavos(251),
      description: 'Groceries',
      category: 'Food',
      accountId: 'gcash',
      date: new Date('2026-03-09T12:30:00+08:00'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal from the ledger in the modal and keeps it open', async () => {
    const { user, dialog } = await openModal({
      editTransaction: async () => {
        throw new DataError('refused', 'Insufficient funds in Wallet. Available balance: ₱10.00');
      },
    });
    await saveChanges(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Insufficient funds in Wallet. Available balance: ₱10.00',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('closes on Cancel and on Escape without saving', async () => {
    const { api, user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Groceries' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.editTransaction).not.toHaveBeenCalled();
  });
});

describe('revert', () => {
  it('asks first, then reverts and says so', async () => {
    const { api, user } = renderTransactions({ revertTransaction: async () => undefined });
    await revertListed(user, 'Groceries', 'Are you sure you want to revert this transaction?');
    expect(await screen.findByText('Transaction reverted successfully')).toBeVisible();
    expect(api.revertTransaction).toHaveBeenCalledWith(expect.anything(), { transactionId: 't1' });
  });

  it.each([
    ['a refusal with its reason', new DataError('refused', NEGATIVE_REVERT), NEGATIVE_REVERT],
    [
      'the generic failure for anything unexpected',
      new DataError('unexpected', 'network'),
      'Failed to revert transaction',
    ],
  ])('toasts %s', async (_case, error, toast) => {
    const { user } = renderTransactions({
      revertTransaction: async () => {
        throw error;
      },
    });
    await revertListed(user, 'Groceries');
    expect(await screen.findByText(toast)).toBeVisible();
  });
});

describe('linked transactions', () => {
  const week3 = transaction({
    id: 'pw3',
    description: 'Paluwagan payment: Office Paluwagan (Week 3)',
    category: 'Paluwagan',
    source: { kind: 'paluwagan-week', id: 'p1', index: 3, reversal: false },
  });

  it('show where they came from, linking to it', async () => {
    renderTransactions({ fetchTransactionsPage: async () => page([week3]) });
    const link = await screen.findByRole('link', { name: 'Paluwagan: Office Paluwagan, week 3' });
    expect(link).toHaveAttribute('href', '/paluwagan/p1');
  });

  it('keep their amount, type, category and account, and say why', async () => {
    const { api, user } = renderTransactions({
      fetchTransactionsPage: async () => page([week3]),
      editTransaction: async () => undefined,
    });
    await user.click(await screen.findByRole('button', { name: /^Edit Paluwagan payment/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Modify Transaction' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      'This transaction belongs to week 3 of Office Paluwagan. Change its amount, type, category or account there; here you can edit its description, date and time.',
    );
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    expect(dialog.getByLabelText('Category')).toBeDisabled();
    expect(dialog.getByLabelText('Account')).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'Income' })).toBeDisabled();
    await user.clear(dialog.getByLabelText('Description'));
    await user.type(dialog.getByLabelText('Description'), 'Week 3 contribution');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.editTransaction).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ transactionId: 'pw3', description: 'Week 3 contribution', amount: toCentavos(250) }),
      ),
    );
  });

  it('say in the revert confirmation what else reverting undoes', async () => {
    const { user } = renderTransactions({ fetchTransactionsPage: async () => page([week3]) });
    await user.click(await screen.findByRole('button', { name: /^Revert Paluwagan payment/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This also marks week 3 of Office Paluwagan as unpaid.');
  });

  it('of a deleted account can still get a new description, and say so', async () => {
    const orphan = transaction({ id: 'o1', accountId: 'gone', accountName: 'Old Wallet' });
    const { user } = renderTransactions({ fetchTransactionsPage: async () => page([orphan]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Modify Transaction' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      'The account of this transaction was deleted. You can still change its description, date and time.',
    );
    expect(dialog.getByLabelText('Account')).toHaveDisplayValue('Old Wallet (deleted)');
  });
});

describe('transfers', () => {
  const renderCashIn = (answers: Answers = {}) =>
    renderTransactions({ fetchTransactionsPage: async () => page(cashIn()), ...answers });

  it('show once per account, titled by the other account, neutral; the fee is an expense', async () => {
    const { container } = renderCashIn();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [out, incoming, fee] = rows();
    expect(out).toHaveTextContent('Transfer to GCash');
    expect(within(out).getByText('−₱1,000.00')).toHaveAttribute('data-tone', 'neutral');
    expect(within(out).getByRole('link', { name: 'GCash' })).toHaveAttribute('href', '/accounts/gcash');
    expect(incoming).toHaveTextContent('Transfer from Wallet');
    expect(within(incoming).getByText('+₱1,000.00')).toHaveAttribute('data-tone', 'neutral');
    expect(fee).toHaveTextContent('Transfer fee (to GCash)');
    expect(within(fee).getByText('−₱15.00')).toHaveAttribute('data-tone', 'expense');
    await expectNoSeriousA11yViolations(container);
  });

  it("the type filter offers 'Transfer'", async () => {
    const fetchTransactionsPage = jest.fn(async () => page(cashIn()));
    const { user } = renderTransactions({ fetchTransactionsPage });
    await user.selectOptions(await screen.findByLabelText('Transaction Type'), 'Transfer');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(fetchTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), {
        filter: { type: 'transfer', accountId: 'all', range: 'all' },
        after: null,
      }),
    );
  });

  it('revert from either half says the whole transfer goes', async () => {
    const { api, user } = renderCashIn({ revertTransaction: async () => undefined });
    await revertListed(user, 'Transfer from Wallet', 'This reverts the whole transfer');
    expect(await screen.findByText('Transfer reverted successfully')).toBeVisible();
    expect(api.revertTransaction).toHaveBeenCalledWith(expect.anything(), { transactionId: 'tr1-in' });
  });

  it('edit from either half opens the whole transfer and saves it as a whole', async () => {
    const stored = {
      transferId: 'tr1',
      fromAccountId: 'wallet',
      toAccountId: 'gcash',
      amount: toCentavos(1000),
      fee: toCentavos(15),
      received: toCentavos(1000),
      note: '',
      date: new Date('2026-03-09T18:00:00+08:00'),
    };
    const { api, user } = renderCashIn({ getTransfer: async () => stored, editTransfer: async () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Edit Transfer from Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Transfer' });
    await waitFor(() => expect(within(dialog).getByLabelText('From account')).toHaveValue('wallet'));
    expect(within(dialog).getByRole('textbox', { name: 'Fee (optional)' })).toHaveValue('15.00');
    // The Wallet's ₱1,000 plus the ₱1,015 the original took: ₱2,015 is available to the edit.
    await retypeAmount(user, dialog, '2000.01');
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Insufficient funds in Wallet. Available balance: ₱2,015.00',
    );
    await retypeAmount(user, dialog, '2000');
    await saveChanges(user, dialog);
    expect(await screen.findByText('Transfer updated successfully')).toBeVisible();
    expect(api.getTransfer).toHaveBeenCalledWith(expect.anything(), 'tr1');
    expect(api.editTransfer).toHaveBeenCalledWith(expect.anything(), {
      transferId: 'tr1',
      fromAccountId: 'wallet',
      toAccountId: 'gcash',
      amount: toCentavos(2000),
      fee: toCentavos(15),
      note: '',
      date: stored.date,
    });
    expect(api.editTransaction).not.toHaveBeenCalled();
  });
});

describe("/transactions, amounts in an account's own currency", () => {
  const DINARS: Account = { id: 'kfh', name: 'KFH', type: 'bank', balance: centavos(50000), currency: 'KWD' };
  const withAccounts = (items: Transaction[], answers: Answers = {}) =>
    renderTransactions({
      listAccounts: async () => [...(await BASE_ANSWERS.listAccounts()), DINARS, DIRHAMS],
      fetchTransactionsPage: async () => page(items),
      ...answers,
    });

  it('edits a dinar amount in its three decimals', async () => {
    const dinars = transaction({
      id: 'k1',
      accountId: 'kfh',
      accountName: 'KFH',
      amount: centavos(12345),
      currency: 'KWD',
    });
    const { api, user } = withAccounts([dinars], { editTransaction: async () => undefined });
    expect(await screen.findByText(/KWD 12\.345/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Transaction' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('12.345');
    await retypeAmount(user, dialog, '12.3456');
    await saveChanges(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('KWD amounts have at most 3 decimals');
    await retypeAmount(user, dialog, '12.346');
    await saveChanges(user, dialog);
    expect(await screen.findByText('Transaction updated successfully')).toBeVisible();
    expect(api.editTransaction).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ transactionId: 'k1', amount: 12346, accountId: 'kfh' }),
    );
  });

  it('edits a padala with both legs filled in, each in its currency', async () => {
    const out = transaction({
      id: 'pd1-out',
      description: 'Padala to GCash',
      accountId: 'enbd',
      accountName: 'Emirates NBD',
      amount: centavos(100000),
      currency: 'AED',
      transfer: {
        id: 'pd1',
        role: 'out',
        accountId: 'gcash',
        accountName: 'GCash',
        counter: { amount: toCentavos(15312.5), currency: 'PHP' },
      },
    });
    const stored = {
      transferId: 'pd1',
      fromAccountId: 'enbd',
      toAccountId: 'gcash',
      amount: centavos(100000),
      fee: centavos(1500),
      received: toCentavos(15312.5),
      currencies: { from: 'AED', to: 'PHP' },
      note: '',
      date: new Date('2026-03-09T18:00:00+08:00'),
    };
    const { api, user } = withAccounts([out], { getTransfer: async () => stored, editTransfer: async () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Edit Transfer to GCash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify Transfer' });
    await waitFor(() => expect(within(dialog).getByLabelText('From account')).toHaveValue('enbd'));
    expect(within(dialog).getByRole('textbox', { name: 'Amount sent' })).toHaveValue('1000.00');
    expect(within(dialog).getByRole('textbox', { name: 'Fee (optional)' })).toHaveValue('15.00');
    const received = within(dialog).getByRole('textbox', { name: 'Amount received' });
    expect(received).toHaveValue('15312.50');
    await user.clear(received);
    await user.type(received, '15400');
    expect(within(dialog).getByRole('status', { name: 'Effective rate' })).toHaveTextContent(
      '1 AED = 15.400000 PHP before the fee, 15.172414 PHP with the fee',
    );
    await saveChanges(user, dialog);
    expect(await screen.findByText('Transfer updated successfully')).toBeVisible();
    expect(api.editTransfer).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        transferId: 'pd1',
        amount: 100000,
        fee: 1500,
        received: toCentavos(15400),
        fromCurrency: 'AED',
        toCurrency: 'PHP',
      }),
    );
  });
});

describe('/transactions in Filipino', () => {
  const renderInFilipino = (answers: Answers = {}) =>
    renderPageIn('fil', <TransactionsPage />, {
      path: '/transactions',
      api: { ...BASE_ANSWERS, fetchTransactionsPage: async () => page([transaction()]), ...answers },
    });

  it('shows the list and its filters in Filipino', async () => {
    await renderInFilipino({ fetchTransactionsPage: async () => page(many(15), true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Transaksyon' })).toBeInTheDocument();
    expect(screen.getByText('Lahat ng kita at gastos, pinakabago muna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Magdagdag ng Transaksyon/ })).toHaveAttribute('href', '/add-transaction');

    const filter = screen.getByRole('form', { name: 'Salain' });
    const type = within(filter).getByRole('combobox', { name: 'Uri ng Transaksyon' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lahat', 'Kita', 'Gastos', 'Paglipat']);
    expect(within(filter).getByRole('combobox', { name: 'Account' })).toHaveDisplayValue('Lahat ng Account');
    const range = within(filter).getByRole('combobox', { name: 'Saklaw ng Petsa' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lahat ng Petsa', 'Ngayon', 'Nakaraang 7 Araw', 'Nakaraang 30 Araw']);
    expect(within(filter).getByRole('button', { name: 'Ilapat' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'I-reset' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Mga Transaksyon' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Magpakita pa' })).toBeInTheDocument();
  });

  it('says so in Filipino when there are no transactions', async () => {
    await renderInFilipino({ fetchTransactionsPage: async () => page([]) });
    expect(await screen.findByRole('heading', { name: 'Walang nakitang transaksyon' })).toBeVisible();
    expect(screen.getByText('Magsimula sa pagdagdag ng una mong transaksyon')).toBeVisible();
  });
});
