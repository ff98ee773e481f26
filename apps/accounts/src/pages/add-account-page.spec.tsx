import { DataError, type DataApi } from '@pitaka/data';
import { toCentavos, type UserProfile } from '@pitaka/domain';
import { findToast, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expectFieldError } from '../testing/expect-field-error';
import AddAccountPage from './add-account-page';

const USER: UserProfile = { email: 'juan@example.com', currency: 'PHP', setupComplete: true };

function renderAdd(answers: Partial<DataApi> = {}) {
  return renderPage(<AddAccountPage />, {
    path: '/add-account',
    route: '/add-account',
    api: { getUserProfile: async () => USER, ...answers },
  });
}

const form = () => screen.getByRole('form', { name: 'New account' });

silenceConsoleErrors();

describe('/add-account', () => {
  it('shows the form with its defaults and a way back to /accounts', () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute('href', '/accounts');
    expect(within(form()).getByRole('textbox', { name: 'Account Name' })).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Account Type' })).toHaveDisplayValue('Cash');
    expect(within(form()).getByRole('textbox', { name: 'Initial Balance' })).toHaveValue('0.00');
    // The currency is chosen once, at setup.
    expect(within(form()).queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
  });

  it('refuses a blank account name and sends nothing', async () => {
    const page = renderAdd();
    await page.user.click(screen.getByRole('button', { name: 'Create Account' }));

    const name = screen.getByRole('textbox', { name: 'Account Name' });
    expectFieldError(name, 'Account name is required');
    expect(page.api.createAccount).not.toHaveBeenCalled();
    expect(page.location()).toBe('/add-account');
  });

  it('creates the account with the trimmed name and a number balance, toasts, and opens /accounts', async () => {
    const page = renderAdd({ createAccount: async () => ({ id: 'a9' }) });
    await page.user.type(screen.getByRole('textbox', { name: 'Account Name' }), '  GCash  ');
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Account Type' }), 'E-Wallet');
    const balance = screen.getByRole('textbox', { name: 'Initial Balance' });
    await page.user.clear(balance);
    await page.user.type(balance, '250.75');
    await page.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast('Account created successfully!')).toBeInTheDocument();
    expect(page.api.createAccount).toHaveBeenCalledTimes(1);
    expect(page.api.createAccount).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      name: 'GCash',
      type: 'ewallet',
      initialBalance: toCentavos(250.75),
    });
    await waitFor(() => expect(page.location()).toBe('/accounts'));
  });

  it('Cancel goes to /accounts without creating anything', async () => {
    const page = renderAdd();
    await page.user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'GCash');
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(page.location()).toBe('/accounts');
    expect(page.api.createAccount).not.toHaveBeenCalled();
  });

  it("shows 'Failed to create account' when creating fails, and stays", async () => {
    const page = renderAdd({ createAccount: () => Promise.reject(new DataError('unexpected', 'boom')) });
    await page.user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'GCash');
    await page.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Failed to create account');
    expect(await findToast('Failed to create account')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(page.location()).toBe('/add-account');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderAdd();
    await expectNoSeriousA11yViolations(container);
  });
});
