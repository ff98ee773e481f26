import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { toCentavos } from '@pitaka/domain';
import { renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { accountForm, renderAccountPage } from '../testing/account-form';
import { PROFILE } from '../testing/transaction-fixtures';
import AddAccountPage from './add-account-page';

const renderAdd = (answers: Partial<DataApi> = {}) => renderAccountPage(<AddAccountPage />, '/add-account', answers);

const form = () => screen.getByRole('form', { name: 'New account' });
const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

silenceConsoleErrors();

describe('/add-account', () => {
  it('shows the form with its defaults and a way back to /accounts', () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute('href', '/accounts');
    expect(within(form()).getByRole('textbox', { name: 'Account Name' })).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Account Type' })).toHaveDisplayValue('Cash');
    expect(within(form()).getByRole('textbox', { name: 'Initial Balance' })).toHaveValue('0.00');
    // The books' currency is the default, then where OFWs are most often paid.
    const currency = within(form()).getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveDisplayValue('PHP Philippine Peso');
    const codes = within(currency)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(codes.slice(0, 4)).toEqual(['PHP', 'USD', 'AED', 'SAR']);
    expect(codes).toContain('BHD');
  });

  it.each([
    ['AED', '4,957.5', 495750],
    ['JPY', '150000', 150000],
    ['KWD', '12.345', 12345],
  ])('opens an account in %s with its balance in its own minor units (%s)', async (code, typed, units) => {
    const page = renderAdd({ createAccount: async () => ({ id: 'a9' }) });
    await page.user.selectOptions(within(form()).getByRole('combobox', { name: 'Currency' }), code);
    // The balance field shows the code before the number.
    expect(within(form()).getByText(code, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Kept in ${code}: its balance`))).toBeInTheDocument();
    await accountForm.fill(page, { name: 'Salary', type: 'Bank Account', balance: typed });
    await page.user.click(createAccount());
    await accountForm.expectSent('Account created successfully!', page.api.createAccount, {
      name: 'Salary',
      type: 'bank',
      initialBalance: units,
      currency: code,
    });
  });

  it('opens a yen account at zero without a balance typed: the zero follows the currency', async () => {
    const page = renderAdd({ createAccount: async () => ({ id: 'a9' }) });
    await page.user.selectOptions(within(form()).getByRole('combobox', { name: 'Currency' }), 'JPY');
    expect(accountForm.initialBalance()).toHaveValue('0');
    await page.user.selectOptions(within(form()).getByRole('combobox', { name: 'Currency' }), 'KWD');
    expect(accountForm.initialBalance()).toHaveValue('0.000');
    await page.user.selectOptions(within(form()).getByRole('combobox', { name: 'Currency' }), 'JPY');
    await accountForm.fill(page, { name: 'Yucho' });
    await page.user.click(createAccount());
    await accountForm.expectSent('Account created successfully!', page.api.createAccount, {
      name: 'Yucho',
      type: 'cash',
      initialBalance: 0,
      currency: 'JPY',
    });
  });

  it.each([
    ['JPY', '1500.5', 'JPY amounts have no decimals'],
    ['KWD', '1.2345', 'KWD amounts have at most 3 decimals'],
  ])('refuses a fraction of a %s minor unit in its words, and sends nothing', async (code, typed, message) => {
    const page = renderAdd();
    await page.user.selectOptions(within(form()).getByRole('combobox', { name: 'Currency' }), code);
    await accountForm.fill(page, { name: 'Salary', balance: typed });
    await page.user.click(createAccount());
    // The field's description is its prefix, its hint, then the error.
    expect(accountForm.initialBalance()).toHaveAttribute('aria-invalid', 'true');
    expect(accountForm.initialBalance()).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`${message}$`)));
    expect(page.api.createAccount).not.toHaveBeenCalled();
  });

  it('refuses a blank account name and sends nothing', async () => {
    const page = renderAdd();
    await accountForm.expectBlankNameRefused(page, '', createAccount(), page.api.createAccount, '/add-account');
  });

  it('creates the account with the trimmed name and a number balance, toasts, and opens /accounts', async () => {
    const page = renderAdd({ createAccount: async () => ({ id: 'a9' }) });
    await accountForm.fill(page, { name: '  GCash  ', type: 'E-Wallet', balance: '250.75' });
    await page.user.click(createAccount());
    await accountForm.expectSent('Account created successfully!', page.api.createAccount, {
      name: 'GCash',
      type: 'ewallet',
      initialBalance: toCentavos(250.75),
    });
    await waitFor(() => expect(page.location()).toBe('/accounts'));
  });

  it('Cancel goes to /accounts without creating anything', async () => {
    const page = renderAdd();
    await accountForm.fill(page, { name: 'GCash' });
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(page.location()).toBe('/accounts');
    expect(page.api.createAccount).not.toHaveBeenCalled();
  });

  it("shows 'Failed to create account' when creating fails, and stays", async () => {
    const page = renderAdd({ createAccount: () => Promise.reject(new DataError('unexpected', 'boom')) });
    await accountForm.fill(page, { name: 'GCash' });
    await page.user.click(createAccount());

    await accountForm.expectSaveFailure(form(), 'Failed to create account');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(createAccount()).toBeEnabled();
    expect(page.location()).toBe('/add-account');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderAdd();
    await expectNoSeriousA11yViolations(container);
  });
});

describe('/add-account in Filipino', () => {
  it('shows the form in Filipino, its account types too', async () => {
    await renderPageIn('fil', <AddAccountPage />, {
      path: '/add-account',
      api: { getUserProfile: async () => PROFILE },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Magdagdag ng Account' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Bagong account' });
    expect(within(form).getByRole('textbox', { name: 'Pangalan ng Account' })).toHaveAttribute(
      'placeholder',
      'hal. GCash, BDO Savings, Pitaka',
    );
    const type = within(form).getByRole('combobox', { name: 'Uri ng Account' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pumili ng uri', 'Cash', 'Bangko', 'Credit card', 'E-wallet']);
    expect(within(form).getByRole('textbox', { name: 'Panimulang Balanse' })).toHaveValue('0.00');
    expect(within(form).getByRole('button', { name: 'Gumawa ng Account' })).toBeInTheDocument();
  });
});
