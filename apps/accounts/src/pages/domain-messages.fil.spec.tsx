// The domain's messages in Filipino on the accounts remote's screens: a failed check at its field,
// a refusal of the data layer, a toast, and a count with its plural.
import { DataError } from '@pitaka/platform';
import { OFFLINE } from '@pitaka/domain';
import { renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_ANSWERS, PROFILE, type Answers } from '../testing/transaction-fixtures';
import BalanceWidget from '../widgets/balance-widget';
import AddTransactionPage from './add-transaction-page';

const NOW = new Date('2026-03-10T10:15:00+08:00');
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

silenceConsoleErrors();

const renderAdd = (answers: Answers = {}) =>
  renderPageIn('fil', <AddTransactionPage />, {
    path: '/add-transaction?accountId=gcash',
    api: { ...BASE_ANSWERS, ...answers },
  });

const form = () => screen.getByRole('form', { name: 'Bagong transaksyon' });
const formAlert = () => within(form()).getByRole('alert');
const submit = () => within(form()).getByRole('button', { name: 'Magdagdag ng Transaksyon' });

describe('the domain messages in Filipino', () => {
  it('shows a failed check in Filipino', async () => {
    const { user, api } = await renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Magdagdag ng Transaksyon' }));
    expect(await within(form()).findByText('Kailangan ang paglalarawan')).toBeInTheDocument();
    expect(api.addTransaction).not.toHaveBeenCalled();
  });

  it("words an expense over the balance with the account's name and balance, and toasts it", async () => {
    const { user } = await renderAdd();
    await user.type(await screen.findByRole('textbox', { name: 'Halaga' }), '600');
    await user.type(screen.getByLabelText('Paglalarawan'), 'Load');
    await user.selectOptions(screen.getByLabelText('Kategorya'), 'Food');
    await user.click(submit());
    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('Kulang ang pondo sa GCash. Magagamit na balanse: ₱500.00'),
    );
    expect(textsOf(screen.getAllByRole('alert'))).toContain('Kulang ang pondo');
  });

  it("shows the data layer's refusal in Filipino (a save tried offline)", async () => {
    const { user } = await renderAdd({
      addTransaction: async () => {
        throw new DataError('refused', OFFLINE.writeRefused);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Halaga' }), '50');
    await user.type(screen.getByLabelText('Paglalarawan'), 'Load');
    await user.selectOptions(screen.getByLabelText('Kategorya'), 'Food');
    await user.click(submit());
    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('Offline ka. Walang na-save — subukan ulit kapag online ka na.'),
    );
  });

  it('counts the accounts with their plural', async () => {
    await renderPageIn('fil', <BalanceWidget />, {
      path: '/dashboard',
      route: '/dashboard',
      api: { getUserProfile: async () => PROFILE, listAccounts: BASE_ANSWERS.listAccounts },
    });
    expect(await screen.findByText('Sa 2 account')).toBeInTheDocument();
  });
});
