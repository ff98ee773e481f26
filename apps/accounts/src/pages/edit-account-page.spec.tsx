import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { toCentavos, type AccountType } from '@pitaka/domain';
import { findToast, renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { accountForm, bdoSavings, renderAccountPage } from '../testing/account-form';
import { expectFieldError } from '../testing/expect-field-error';
import { clickRetry, failingOnce, neverAnswered } from '../testing/loading';
import { PROFILE } from '../testing/transaction-fixtures';
import EditAccountPage from './edit-account-page';

const BDO = bdoSavings(toCentavos(1500), new Date(2026, 0, 5));

const DELETE_PROMPT =
  'Delete BDO Savings? Its balance of ₱1,500.00 will no longer count in your Total Balance. ' +
  'Its transactions stay in your history under its name; their amounts and account can no longer be changed.';

const renderEdit = (answers: Partial<DataApi> = {}) =>
  renderAccountPage(
    <EditAccountPage />,
    '/edit-account/a1',
    { getAccount: async () => BDO, ...answers },
    '/edit-account/:accountId',
  );

const editForm = () => screen.findByRole('form', { name: 'Edit account' });
const saveChanges = () => screen.getByRole('button', { name: 'Save Changes' });
const dangerZone = () => screen.getByRole('region', { name: 'Delete account' });

silenceConsoleErrors();

describe('/edit-account/{accountId}', () => {
  it('shows the title, the way back, and the stored name and type', async () => {
    const page = renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/accounts/a1');
    const form = await editForm();
    expect(within(form).getByRole('textbox', { name: 'Account Name' })).toHaveValue('BDO Savings');
    expect(within(form).getByRole('combobox', { name: 'Account Type' })).toHaveDisplayValue('Bank Account');
    expect(page.api.getAccount).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), 'a1');
  });

  it('shows the balance read-only, with its note', async () => {
    renderEdit();
    const form = await editForm();
    const balance = within(form).getByRole('status', { name: 'Current Balance' });
    expect(balance).toHaveTextContent('₱1,500.00');
    expect(balance).toHaveAccessibleDescription(
      'The balance changes only through transactions: add, edit or revert one to change it.',
    );
    expect(within(form).queryByRole('textbox', { name: /balance/i })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Initial Balance/ })).not.toBeInTheDocument();
  });

  it('refuses a blank account name and sends nothing', async () => {
    const page = renderEdit();
    await editForm();
    await accountForm.expectBlankNameRefused(page, '  ', saveChanges(), page.api.updateAccount, '/edit-account/a1');
  });

  it("asks for a type when the stored one is unknown ('Account type is required')", async () => {
    const legacy = { ...BDO, type: 'savings' as AccountType };
    const page = renderEdit({ getAccount: async () => legacy });
    await editForm();
    const type = accountForm.type();
    expect(type).toHaveDisplayValue('Select a type');
    await page.user.click(saveChanges());

    expectFieldError(type, 'Account type is required');
    expect(page.api.updateAccount).not.toHaveBeenCalled();
  });

  it('saves the new name and type, toasts, and returns to the account', async () => {
    const page = renderEdit({ updateAccount: async () => undefined });
    await editForm();
    await accountForm.fill(page, { name: ' BDO Payroll ', type: 'Credit Card' });
    await page.user.click(saveChanges());
    await accountForm.expectSent('Account updated successfully', page.api.updateAccount, {
      accountId: 'a1',
      name: 'BDO Payroll',
      type: 'credit',
    });
    await waitFor(() => expect(page.location()).toBe('/accounts/a1'));
  });

  it("shows 'Failed to update account' when saving fails", async () => {
    const page = renderEdit({ updateAccount: () => Promise.reject(new DataError('unexpected', 'boom')) });
    const form = await editForm();
    await page.user.click(saveChanges());

    await accountForm.expectSaveFailure(form, 'Failed to update account');
    expect(page.location()).toBe('/edit-account/a1');
  });

  it('Cancel returns to the account without saving', async () => {
    const page = renderEdit();
    const form = await editForm();
    await page.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(page.location()).toBe('/accounts/a1');
    expect(page.api.updateAccount).not.toHaveBeenCalled();
  });

  it('deletes in two steps: Delete Account shows what happens, then Confirm Delete or Cancel', async () => {
    const page = renderEdit();
    await editForm();
    expect(within(dangerZone()).queryByText(DELETE_PROMPT)).not.toBeInTheDocument();
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Delete Account' }));

    const zone = dangerZone();
    expect(within(zone).getByText(DELETE_PROMPT)).toBeInTheDocument();
    expect(within(zone).getByRole('button', { name: 'Confirm Delete' })).toHaveAccessibleDescription(DELETE_PROMPT);
    expect(within(zone).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(zone).queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    expect(page.api.deleteAccount).not.toHaveBeenCalled();
  });

  it('Cancel in the delete step goes back to Delete Account', async () => {
    const page = renderEdit();
    await editForm();
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Delete Account' }));
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Cancel' }));

    expect(within(dangerZone()).getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    expect(within(dangerZone()).queryByRole('button', { name: 'Confirm Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText(DELETE_PROMPT)).not.toBeInTheDocument();
    expect(page.api.deleteAccount).not.toHaveBeenCalled();
    expect(page.location()).toBe('/edit-account/a1');
  });

  it('Confirm Delete deletes the account, toasts, and opens /accounts', async () => {
    const page = renderEdit({ deleteAccount: async () => undefined });
    await editForm();
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Delete Account' }));
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Confirm Delete' }));
    await accountForm.expectSent('Account deleted successfully', page.api.deleteAccount, { accountId: 'a1' });
    await waitFor(() => expect(page.location()).toBe('/accounts'));
  });

  it('a refused delete toasts the refusal and Confirm Delete can be used again', async () => {
    const refusal =
      'Cannot delete BDO Savings: Office Paluwagan, week 3 is still marked as paid from it. Unmark it first.';
    const page = renderEdit({ deleteAccount: () => Promise.reject(new DataError('refused', refusal)) });
    await editForm();
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Delete Account' }));
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Confirm Delete' }));

    expect(await findToast(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete account')).not.toBeInTheDocument();
    const confirm = await within(dangerZone()).findByRole('button', { name: 'Confirm Delete' });
    expect(confirm).not.toHaveAttribute('aria-disabled');
    expect(page.location()).toBe('/edit-account/a1');

    await page.user.click(confirm);
    await waitFor(() => expect(page.api.deleteAccount).toHaveBeenCalledTimes(2));
  });

  it("an unexpected delete failure toasts 'Failed to delete account'", async () => {
    const page = renderEdit({ deleteAccount: () => Promise.reject(new DataError('unexpected', 'boom')) });
    await editForm();
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Delete Account' }));
    await page.user.click(within(dangerZone()).getByRole('button', { name: 'Confirm Delete' }));

    expect(await findToast('Failed to delete account')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(page.location()).toBe('/edit-account/a1');
  });

  it("shows 'Account not found' when there is no such account", async () => {
    renderEdit({ getAccount: async () => null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load account details' with Retry when loading fails", async () => {
    const page = renderEdit({ getAccount: failingOnce(BDO) });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load account details');
    expect(screen.queryByRole('form', { name: 'Edit account' })).not.toBeInTheDocument();

    await clickRetry(page, failure);
    expect(await screen.findByRole('textbox', { name: 'Account Name' })).toHaveValue('BDO Savings');
  });

  it('shows a busy skeleton while the account loads', async () => {
    renderEdit({ getAccount: neverAnswered });
    const loading = await screen.findByText('Loading account');
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit account' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderEdit();
    await editForm();
    await expectNoSeriousA11yViolations(container);
  });
});

describe('/edit-account/{accountId}: moving the account into a household', () => {
  const OWNED = { id: 'h1', name: 'Santos family', role: 'owner' as const, currency: 'PHP' as const };
  const JOINED = { id: 'h2', name: 'Barkada', role: 'editor' as const, currency: 'PHP' as const };
  const renderMove = (answers: Partial<DataApi> = {}, space?: typeof OWNED) =>
    renderPage(<EditAccountPage />, {
      path: '/edit-account/a1',
      route: '/edit-account/:accountId',
      space: space ?? null,
      api: {
        getUserProfile: async () => PROFILE,
        getAccount: async () => BDO,
        listMyHouseholds: async () => [JOINED, OWNED],
        ...answers,
      },
    });
  const section = () => screen.findByRole('region', { name: 'Move to a household' });

  it('offers only the households the person owns, says what happens, and moves it there after Confirm', async () => {
    const page = renderMove({ moveAccountIn: async () => ({ moved: 12 }) });
    const move = await section();
    expect(within(move).queryByRole('combobox')).not.toBeInTheDocument();
    expect(move).toHaveTextContent('Its balance and its whole history go to Santos family, counted as added by you.');
    expect(move).toHaveTextContent(
      'Transfers between BDO Savings and your other accounts become an expense on one side and an income on the other',
    );
    await page.user.click(within(move).getByRole('button', { name: 'Move to Santos family' }));
    expect(move).toHaveTextContent('Move BDO Savings and its history to Santos family?');
    await page.user.click(within(move).getByRole('button', { name: 'Move it' }));

    expect(await findToast('BDO Savings is now in Santos family')).toBeInTheDocument();
    expect(page.api.moveAccountIn).toHaveBeenCalledWith(expect.objectContaining({ household: 'h1' }), {
      accountId: 'a1',
    });
    await waitFor(() => expect(page.location()).toBe('/accounts'));
  });

  it('lets the person choose among the households they own', async () => {
    const other = { ...OWNED, id: 'h3', name: 'Lola’s house' };
    const page = renderMove({
      listMyHouseholds: async () => [OWNED, other],
      moveAccountIn: async () => ({ moved: 1 }),
    });
    const move = await section();
    await page.user.selectOptions(within(move).getByRole('combobox', { name: 'Household' }), 'Lola’s house');
    await page.user.click(within(move).getByRole('button', { name: 'Move to Lola’s house' }));
    await page.user.click(within(move).getByRole('button', { name: 'Move it' }));
    await waitFor(() =>
      expect(page.api.moveAccountIn).toHaveBeenCalledWith(expect.objectContaining({ household: 'h3' }), {
        accountId: 'a1',
      }),
    );
  });

  it('shows a refusal and stays, the account where it was', async () => {
    const refusal =
      'Cannot move BDO Savings: week 3 of Office is still marked as paid from it in your own books. Unmark them first, or keep the account here.';
    const page = renderMove({ moveAccountIn: () => Promise.reject(new DataError('refused', refusal)) });
    const move = await section();
    await page.user.click(within(move).getByRole('button', { name: 'Move to Santos family' }));
    await page.user.click(within(move).getByRole('button', { name: 'Move it' }));
    expect(await findToast(refusal)).toBeInTheDocument();
    expect(page.location()).toBe('/edit-account/a1');
  });

  // Each waits until the households were read, and the danger zone drawn after them.
  it('is not offered to a person who owns no household', async () => {
    const page = renderMove({ listMyHouseholds: async () => [JOINED] });
    await editForm();
    await waitFor(() => expect(page.api.listMyHouseholds).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dangerZone()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Move to a household' })).not.toBeInTheDocument();
  });

  it('is not offered inside a household, even to its owner', async () => {
    renderMove({}, OWNED);
    await editForm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dangerZone()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Move to a household' })).not.toBeInTheDocument();
  });
});

describe('/edit-account/{accountId} in Filipino', () => {
  it('shows the form, the balance and the delete step in Filipino', async () => {
    const { user } = await renderPageIn('fil', <EditAccountPage />, {
      path: '/edit-account/a1',
      route: '/edit-account/:accountId',
      api: { getUserProfile: async () => PROFILE, getAccount: async () => BDO },
    });
    const form = await screen.findByRole('form', { name: 'I-edit ang account' });
    expect(screen.getByRole('heading', { level: 1, name: 'I-edit ang Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Account' })).toHaveAttribute('href', '/accounts/a1');
    expect(within(form).getByRole('combobox', { name: 'Uri ng Account' })).toHaveDisplayValue('Bangko');
    expect(within(form).getByRole('status', { name: 'Kasalukuyang Balanse' })).toHaveAccessibleDescription(
      'Nagbabago lang ang balanse sa mga transaksyon: magdagdag, mag-edit o bawiin ang isa para baguhin ito.',
    );
    expect(within(form).getByRole('button', { name: 'I-save ang Pagbabago' })).toBeInTheDocument();

    const zone = screen.getByRole('region', { name: 'Burahin ang account' });
    expect(within(zone).getByRole('heading', { level: 2, name: 'Burahin ang account na ito' })).toBeInTheDocument();
    await user.click(within(zone).getByRole('button', { name: 'Burahin ang Account' }));
    expect(within(zone).getByRole('button', { name: 'Kumpirmahing Burahin' })).toBeInTheDocument();
    expect(within(zone).getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
  });

  it('offers the move into a household in Filipino', async () => {
    const { user } = await renderPageIn('fil', <EditAccountPage />, {
      path: '/edit-account/a1',
      route: '/edit-account/:accountId',
      api: {
        getUserProfile: async () => PROFILE,
        getAccount: async () => BDO,
        listMyHouseholds: async () => [{ id: 'h1', name: 'Santos family', role: 'owner', currency: 'PHP' }],
      },
    });
    const move = await screen.findByRole('region', { name: 'Ilipat sa isang sambahayan' });
    expect(move).toHaveTextContent('Aalis ang BDO Savings sa sarili mong libro.');
    await user.click(within(move).getByRole('button', { name: 'Ilipat sa Santos family' }));
    expect(move).toHaveTextContent('Ilipat ang BDO Savings at ang kasaysayan nito sa Santos family?');
    expect(within(move).getByRole('button', { name: 'Ilipat' })).toBeInTheDocument();
  });
});
