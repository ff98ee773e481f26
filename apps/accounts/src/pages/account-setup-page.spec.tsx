import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { toCentavos, ZERO_CENTAVOS, type UserProfile } from '@pitaka/domain';
import { renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE as SET_UP } from '../testing/transaction-fixtures';
import { accountForm, renderAccountPage } from '../testing/account-form';
import AccountSetupPage from './account-setup-page';

const NEW_USER = null;

const renderSetup = (profile: UserProfile | null = NEW_USER, answers: Partial<DataApi> = {}) =>
  renderAccountPage(<AccountSetupPage />, '/account-setup', { getUserProfile: async () => profile, ...answers });

const form = () => screen.findByRole('form', { name: 'Account setup' });
const completeSetup = () => screen.getByRole('button', { name: 'Complete Setup' });

silenceConsoleErrors();

describe('/account-setup', () => {
  it('sends a user whose setup is complete to /dashboard', async () => {
    const page = renderSetup(SET_UP);
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(screen.queryByRole('form', { name: 'Account setup' })).not.toBeInTheDocument();
  });

  it('offers the three currencies with PHP selected, and the default fields', async () => {
    renderSetup();
    const setup = await form();
    const currency = within(setup).getByRole('combobox', { name: 'Currency' });
    expect(textsOf(within(currency).getAllByRole('option'))).toEqual([
      'PHP Philippine Peso',
      'USD US Dollar',
      'EUR Euro',
    ]);
    expect(currency).toHaveDisplayValue('PHP Philippine Peso');
    expect(within(setup).getByRole('textbox', { name: 'Account Name' })).toHaveValue('');
    expect(within(setup).getByRole('combobox', { name: 'Account Type' })).toHaveDisplayValue('Cash');
    expect(within(setup).getByRole('textbox', { name: 'Initial Balance' })).toHaveValue('0.00');
    expect(within(setup).getByText('₱')).toBeInTheDocument();
    expect(within(setup).getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it('refuses a blank account name and sends nothing', async () => {
    const page = renderSetup();
    await form();
    await accountForm.expectBlankNameRefused(page, '   ', completeSetup(), page.api.completeSetup, '/account-setup');
  });

  it('the minus button floors the initial balance at 0.00', async () => {
    const page = renderSetup();
    await form();
    const balance = accountForm.initialBalance();
    const decrease = screen.getByRole('button', { name: 'Decrease Initial Balance' });

    await page.user.click(decrease);
    expect(balance).toHaveValue('0.00');

    await accountForm.fill(page, { balance: '0.50' });
    await page.user.click(decrease);
    expect(balance).toHaveValue('0.00');

    await page.user.click(screen.getByRole('button', { name: 'Increase Initial Balance' }));
    expect(balance).toHaveValue('1.00');
  });

  it('completes setup with the exact input, toasts, and lands on /dashboard', async () => {
    const page = renderSetup(NEW_USER, { completeSetup: async () => ({ accountId: 'a1' }) });
    await form();
    await accountForm.fill(page, { name: '  Wallet ', balance: '1,000' });
    await page.user.click(completeSetup());
    await accountForm.expectSent('Account setup complete!', page.api.completeSetup, {
      name: 'Wallet',
      type: 'cash',
      currency: 'PHP',
      initialBalance: toCentavos(1000),
      email: 'juan@example.com',
    });
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });

  it('sends the currency and type the user chose', async () => {
    const page = renderSetup(NEW_USER, { completeSetup: async () => ({ accountId: 'a1' }) });
    await form();
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD US Dollar');
    expect(screen.getByText('$')).toBeInTheDocument();
    await accountForm.fill(page, { name: 'BDO Savings', type: 'Bank Account' });
    await page.user.click(completeSetup());

    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(page.api.completeSetup).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), {
      name: 'BDO Savings',
      type: 'bank',
      currency: 'USD',
      initialBalance: ZERO_CENTAVOS,
      email: 'juan@example.com',
    });
  });

  it("shows 'Failed to setup account' when the setup fails, and stays", async () => {
    const page = renderSetup(NEW_USER, {
      completeSetup: () => Promise.reject(new DataError('unexpected', 'boom')),
    });
    const setup = await form();
    await accountForm.fill(page, { name: 'Wallet' });
    await page.user.click(completeSetup());

    await accountForm.expectSaveFailure(setup, 'Failed to setup account');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(completeSetup()).toBeEnabled();
    expect(page.location()).toBe('/account-setup');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderSetup();
    await form();
    await expectNoSeriousA11yViolations(container);
  });
});

describe('/account-setup in Filipino', () => {
  it('asks for the currency and the first account in Filipino', async () => {
    await renderPageIn('fil', <AccountSetupPage />, {
      path: '/account-setup',
      api: { getUserProfile: async () => NEW_USER },
    });
    const setup = await screen.findByRole('form', { name: 'Pag-set up ng account' });
    expect(screen.getByRole('heading', { level: 1, name: 'I-set up ang Iyong Account' })).toBeInTheDocument();
    const currency = within(setup).getByRole('combobox', { name: 'Uri ng pera' });
    expect(textsOf(within(currency).getAllByRole('option'))).toEqual([
      'PHP Piso ng Pilipinas',
      'USD Dolyar ng Amerika',
      'EUR Euro',
    ]);
    expect(within(setup).getByRole('button', { name: 'Tapusin ang Setup' })).toBeEnabled();
    expect(screen.getByText(/^Lilipat mula sa ibang Pitaka account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mag-restore ng backup' })).toHaveAttribute('href', '/backup');
  });
});
