// /add-transaction with Transfer chosen: a move between two own accounts, with an optional fee.
import { DataError } from '@pitaka/platform';
import { toCentavos } from '@pitaka/domain';
import { renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addPageForm } from '../testing/add-form-steps';
import { BASE_ANSWERS, DIRHAMS, GCASH, WALLET } from '../testing/transaction-fixtures';
import type { Answers } from '../testing/transaction-fixtures';
import AddTransactionPage from './add-transaction-page';

const NOW = new Date('2026-03-10T10:15:00+08:00');
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());
silenceConsoleErrors();

function renderTransfer(path = '/add-transaction?type=transfer', answers: Answers = {}) {
  return renderPage(<AddTransactionPage />, { path, api: { ...BASE_ANSWERS, ...answers } });
}

const { alert: formAlert, submit: save, expectRefused } = addPageForm('New transfer', 'Save Transfer');

async function fill(
  user: UserEvent,
  values: { from?: string; to?: string; amount?: string; fee?: string; note?: string },
) {
  if (values.from !== undefined) await user.selectOptions(await screen.findByLabelText('From account'), values.from);
  if (values.to !== undefined) await user.selectOptions(screen.getByLabelText('To account'), values.to);
  if (values.amount !== undefined) await user.type(screen.getByRole('textbox', { name: 'Amount' }), values.amount);
  if (values.fee !== undefined) await user.type(screen.getByRole('textbox', { name: 'Fee (optional)' }), values.fee);
  if (values.note !== undefined) await user.type(screen.getByLabelText('Note (optional)'), values.note);
}

describe('/add-transaction, Transfer', () => {
  it('is a third choice beside Expense and Income, with its own fields', async () => {
    const { user, container } = renderPage(<AddTransactionPage />, { path: '/add-transaction', api: BASE_ANSWERS });
    await screen.findByLabelText('Category');
    await user.click(screen.getByRole('radio', { name: 'Transfer' }));
    expect(screen.getByRole('form', { name: 'New transfer' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.getByLabelText('From account')).toBeInTheDocument();
    expect(screen.getByLabelText('To account')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Income' }));
    expect(screen.getByRole('option', { name: 'Salary' })).toBeInTheDocument();
  });

  it('offers at each end every account but the one chosen at the other', async () => {
    const { user } = renderTransfer();
    await fill(user, { from: 'wallet' });
    const to = screen.getByLabelText('To account');
    expect(within(to).getByRole('option', { name: 'Wallet (₱1,000.00)' })).toBeDisabled();
    await user.selectOptions(to, 'gcash');
    const from = screen.getByLabelText('From account');
    expect(within(from).getByRole('option', { name: 'GCash (₱500.00)' })).toBeDisabled();
    expect(within(from).getByRole('option', { name: 'Wallet (₱1,000.00)' })).toBeEnabled();
  });

  it('opens on Transfer with the source of ?from (the account detail button)', async () => {
    renderTransfer('/add-transaction?type=transfer&from=gcash');
    await waitFor(() => expect(screen.getByLabelText('From account')).toHaveValue('gcash'));
    expect(screen.getByRole('radio', { name: 'Transfer' })).toBeChecked();
  });

  it.each([
    [{}, 'Please select the account to transfer from'],
    [{ from: 'wallet' }, 'Please select the account to transfer to'],
    [{ from: 'wallet', to: 'gcash' }, 'Please enter a valid amount'],
    [{ from: 'wallet', to: 'gcash', amount: '990', fee: 'abc' }, 'Please enter a valid fee (0 or more)'],
    [
      { from: 'wallet', to: 'gcash', amount: '990', fee: '15' },
      'Insufficient funds in Wallet. Available balance: ₱1,000.00',
    ],
  ])('refuses %j with "%s" and sends nothing', async (values, message) => {
    const { api, user } = renderTransfer();
    await screen.findByLabelText('From account');
    await fill(user, values);
    await expectRefused(user, message, api.addTransfer);
  });

  it('records the transfer, says so and goes back one step', async () => {
    const { api, user, location } = renderTransfer('/add-transaction?type=transfer', {
      addTransfer: async () => ({ id: 'tr9' }),
    });
    await fill(user, { from: 'wallet', to: 'gcash', amount: '985', fee: '15', note: ' Cash-in ' });
    await save(user);
    expect(await screen.findByText('Transfer recorded successfully!')).toBeVisible();
    expect(api.addTransfer).toHaveBeenCalledWith(expect.anything(), {
      fromAccountId: 'wallet',
      toAccountId: 'gcash',
      amount: toCentavos(985),
      fee: toCentavos(15),
      note: 'Cash-in',
      date: NOW,
    });
    await waitFor(() => expect(location()).toBe('/transactions'));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = renderTransfer('/add-transaction?type=transfer', {
      addTransfer: async () => {
        throw new DataError('refused', 'Insufficient funds in Wallet. Available balance: ₱10.00');
      },
    });
    await fill(user, { from: 'wallet', to: 'gcash', amount: '100' });
    await save(user);
    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('Insufficient funds in Wallet. Available balance: ₱10.00'),
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  });
});

describe('/add-transaction, a padala (accounts in two currencies)', () => {
  const withDirhams = (answers: Answers = {}) =>
    renderTransfer('/add-transaction?type=transfer', {
      listAccounts: async () => [WALLET, GCASH, DIRHAMS],
      ...answers,
    });
  const received = () => screen.getByRole('textbox', { name: 'Amount received' });

  it('asks what arrived only between two currencies, and shows the rate really got as it is typed', async () => {
    const { user } = withDirhams();
    await fill(user, { from: 'wallet', to: 'gcash' });
    expect(screen.queryByRole('textbox', { name: 'Amount received' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('From account'), 'enbd');
    expect(
      within(screen.getByLabelText('From account')).getByRole('option', { name: 'Emirates NBD (AED 4,957.50)' }),
    ).toBeInTheDocument();
    const rate = screen.getByRole('status', { name: 'Effective rate' });
    expect(rate).toHaveTextContent('A padala from AED to PHP: enter the amount sent and the amount received');
    await user.type(screen.getByRole('textbox', { name: 'Amount sent' }), '1,000');
    await user.type(screen.getByRole('textbox', { name: 'Fee (optional)' }), '15');
    await user.type(received(), '15312.5');
    // 15,312.50 / 1,000 and 15,312.50 / 1,015, to six decimals.
    expect(rate).toHaveTextContent('Effective rate: 1 AED = 15.312500 PHP before the fee, 15.086207 PHP with the fee');
  });

  it('sends both legs, each in its own units, with the currencies it showed', async () => {
    const { api, user } = withDirhams({ addTransfer: async () => ({ id: 'tr9' }) });
    await fill(user, { from: 'enbd', to: 'gcash', fee: '15', note: 'Padala' });
    await user.type(screen.getByRole('textbox', { name: 'Amount sent' }), '1000');
    await user.type(received(), '15312.50');
    await save(user);
    expect(await screen.findByText('Transfer recorded successfully!')).toBeVisible();
    expect(api.addTransfer).toHaveBeenCalledWith(expect.anything(), {
      fromAccountId: 'enbd',
      toAccountId: 'gcash',
      amount: 100000,
      fee: 1500,
      received: toCentavos(15312.5),
      fromCurrency: 'AED',
      toCurrency: 'PHP',
      note: 'Padala',
      date: NOW,
    });
  });

  it.each([
    ['', 'Enter the amount GCash receives, in PHP'],
    ['15312.505', 'Please enter a valid amount'],
  ])('refuses an amount received of %j with "%s" and sends nothing', async (typed, message) => {
    const { api, user } = withDirhams();
    await fill(user, { from: 'enbd', to: 'gcash' });
    await user.type(screen.getByRole('textbox', { name: 'Amount sent' }), '1000');
    if (typed) await user.type(received(), typed);
    await expectRefused(user, message, api.addTransfer);
  });
});

describe('/add-transaction in Filipino', () => {
  it('offers Expense, Income and Transfer, each with its fields, in Filipino', async () => {
    const { user } = await renderPageIn('fil', <AddTransactionPage />, { path: '/add-transaction', api: BASE_ANSWERS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Magdagdag ng Transaksyon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    const kinds = await screen.findByRole('group', { name: 'Uri ng transaksyon' });
    expect(within(kinds).getByRole('radio', { name: 'Gastos' })).toBeChecked();

    const form = await screen.findByRole('form', { name: 'Bagong transaksyon' });
    expect(within(form).getByRole('textbox', { name: 'Paglalarawan' })).toHaveAttribute(
      'placeholder',
      'Para saan ang transaksyong ito?',
    );
    const category = within(form).getByRole('combobox', { name: 'Kategorya' });
    expect(within(category).getByRole('option', { name: 'Pumili ng kategorya' })).toBeInTheDocument();
    // Shown in Filipino, chosen as the stored (English) category.
    expect(within(category).getByRole('option', { name: 'Pagkain' })).toHaveValue('Food');
    await user.click(within(kinds).getByRole('radio', { name: 'Kita' }));
    expect(within(category).getByRole('option', { name: 'Sahod' })).toHaveValue('Salary');
    expect(within(form).getByRole('button', { name: 'Magdagdag ng Transaksyon' })).toBeInTheDocument();

    await user.click(within(kinds).getByRole('radio', { name: 'Paglipat' }));
    const transfer = screen.getByRole('form', { name: 'Bagong paglipat' });
    expect(within(transfer).getByLabelText('Mula sa account')).toBeInTheDocument();
    expect(within(transfer).getByLabelText('Papunta sa account')).toBeInTheDocument();
    expect(within(transfer).getByRole('textbox', { name: 'Singil (opsyonal)' })).toHaveAccessibleDescription(
      /Sisingilin sa pinagmulang account at itatala bilang gastos$/,
    );
    expect(within(transfer).getByRole('textbox', { name: 'Tala (opsyonal)' })).toBeInTheDocument();
    expect(within(transfer).getByLabelText('Oras')).toBeInTheDocument();
    expect(within(transfer).getByRole('button', { name: 'I-save ang Paglipat' })).toBeInTheDocument();
  });
});
