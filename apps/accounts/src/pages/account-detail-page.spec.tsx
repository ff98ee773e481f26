import { DataError } from '@pitaka/platform';
import { centavos, toCentavos, type Account } from '@pitaka/domain';
import { renderPage, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_ANSWERS, many, page, transaction, WALLET } from '../testing/transaction-fixtures';
import type { Answers } from '../testing/transaction-fixtures';
import { NEGATIVE_REVERT, revertListed } from '../testing/transaction-steps';
import AccountDetailPage from './account-detail-page';

/** The wallet's page, one transaction on it. */
const AT_WALLET = { path: '/accounts/wallet', route: '/accounts/:accountId' } as const;
const WALLET_ANSWERS: Answers = {
  ...BASE_ANSWERS,
  getAccount: async () => WALLET,
  fetchAccountTransactionsPage: async () => page([transaction()]),
};

function renderDetail(answers: Answers = {}) {
  return renderPage(<AccountDetailPage />, { ...AT_WALLET, api: { ...WALLET_ANSWERS, ...answers } });
}

const rows = () => within(screen.getByRole('list', { name: 'Account transactions' })).getAllByRole('listitem');

// Failures are logged by design; keep the test output for test results.
silenceConsoleErrors();

describe('/accounts/{id}', () => {
  it("gives a household's viewer the account to read, without Add Transaction, Transfer or Edit Account", async () => {
    renderPage(<AccountDetailPage />, {
      ...AT_WALLET,
      space: { id: 'h1', name: 'Santos', role: 'viewer' },
      api: WALLET_ANSWERS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const summary = screen.getByRole('region', { name: 'Account summary' });
    expect(summary).toHaveTextContent('₱1,000.00');
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the type label, balance and created date, and the ways onward', async () => {
    const { container, api } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Account summary' });
    expect(summary).toHaveTextContent('Cash');
    expect(summary).toHaveTextContent('₱1,000.00');
    expect(summary).toHaveTextContent('Created Jan 5, 2026');
    expect(screen.getByRole('link', { name: 'Add Transaction' })).toHaveAttribute(
      'href',
      '/add-transaction?accountId=wallet',
    );
    expect(screen.getByRole('link', { name: 'Edit Account' })).toHaveAttribute('href', '/edit-account/wallet');
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/add-transaction?type=transfer&from=wallet',
    );
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute('href', '/accounts');
    expect(api.getAccount).toHaveBeenCalledWith(expect.anything(), 'wallet');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('−₱250.00');
    expect(within(rows()[0]).getByRole('button', { name: 'Edit Groceries' })).toBeVisible();
    expect(within(rows()[0]).getByRole('button', { name: 'Revert Groceries' })).toBeVisible();
    await expectNoSeriousA11yViolations(container);
  });

  it('says N/A for an account without a created date', async () => {
    renderDetail({ getAccount: async () => ({ ...WALLET, createdAt: undefined }) });
    expect(await screen.findByRole('region', { name: 'Account summary' })).toHaveTextContent('Created N/A');
  });

  it('pages its transactions 5 at a time', async () => {
    const first = page(many(5), true);
    const fetchAccountTransactionsPage = jest.fn(async (_scope: unknown, _id: string, options?: { after?: unknown }) =>
      options?.after ? page(many(2, 6)) : first,
    );
    const { user } = renderDetail({ fetchAccountTransactionsPage });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(fetchAccountTransactionsPage).toHaveBeenCalledWith(expect.anything(), 'wallet', { after: null });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(fetchAccountTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), 'wallet', { after: first.next });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says when the account has no transactions', async () => {
    renderDetail({ fetchAccountTransactionsPage: async () => page([]) });
    expect(await screen.findByText('No transactions found for this account')).toBeVisible();
  });

  it("refuses a revert that would make the balance negative, with the spec's text", async () => {
    const salary = transaction({ type: 'income', amount: toCentavos(5000), description: 'Salary', category: 'Salary' });
    const { user } = renderDetail({
      fetchAccountTransactionsPage: async () => page([salary]),
      revertTransaction: async () => {
        throw new DataError('refused', NEGATIVE_REVERT);
      },
    });
    await revertListed(user, 'Salary');
    expect(await screen.findByText(NEGATIVE_REVERT)).toBeVisible();
  });

  it("says 'Account not found' for an unknown id", async () => {
    renderDetail({ getAccount: async () => null });
    expect(await screen.findByText('Account not found')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Account summary' })).toBeNull();
  });

  it('says when the account could not be loaded', async () => {
    renderDetail({
      getAccount: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    expect(await screen.findByText('Failed to load account details', {}, { timeout: 4000 })).toBeVisible();
  });

  it('says when its transactions could not be loaded', async () => {
    renderDetail({
      fetchAccountTransactionsPage: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    expect(await screen.findByText('Failed to load transactions', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Account summary' })).toHaveTextContent('₱1,000.00');
  });
});

describe('/accounts/{id} in Filipino', () => {
  it('shows the summary, the list and its dialogs in Filipino', async () => {
    const { user } = await renderPageIn('fil', <AccountDetailPage />, { ...AT_WALLET, api: WALLET_ANSWERS });
    const summary = await screen.findByRole('region', { name: 'Buod ng account' });
    expect(within(summary).getByText('Uri')).toBeInTheDocument();
    expect(within(summary).getByText('Kasalukuyang Balanse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Transaksyon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maglipat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-edit ang Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Mga Account' })).toHaveAttribute('href', '/accounts');
    expect(screen.getByRole('heading', { level: 2, name: 'Mga Transaksyon ng Account' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Mga transaksyon ng account' });
    // The category is stored in English ('Food') and named in the page's language.
    expect(within(list).getByText(/^Pagkain · /)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'I-edit ang Groceries' }));
    const modify = screen.getByRole('dialog', { name: 'Baguhin ang Transaksyon' });
    expect(within(modify).getByRole('radio', { name: 'Gastos' })).toBeChecked();
    expect(within(modify).getByRole('textbox', { name: 'Halaga' })).toHaveValue('250.00');
    expect(within(modify).getByRole('combobox', { name: 'Kategorya' })).toHaveDisplayValue('Pagkain');
    expect(within(modify).getByLabelText('Petsa')).toBeInTheDocument();
    expect(within(modify).getByRole('button', { name: 'I-save ang Pagbabago' })).toBeEnabled();
    await user.click(within(modify).getByRole('button', { name: 'Kanselahin' }));

    await user.click(within(list).getByRole('button', { name: 'Bawiin ang Groceries' }));
    const revert = screen.getByRole('alertdialog', { name: 'Bawiin ang transaksyon' });
    expect(within(revert).getByRole('button', { name: 'Bawiin' })).toBeInTheDocument();
  });
});

describe('/accounts/{id} of an account in its own currency: the rate kept for it', () => {
  const NOW = new Date('2026-11-14T20:00:00+08:00');
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());
  const manila = (day: string) => new Date(`${day}T00:00:00+08:00`);
  const DIRHAMS: Account = { ...WALLET, id: 'enbd', name: 'Emirates NBD', balance: centavos(344_250), currency: 'AED' };
  const renderDirhams = (answers: Answers = {}) =>
    renderPage(<AccountDetailPage />, {
      path: '/accounts/enbd',
      route: '/accounts/:accountId',
      api: {
        ...WALLET_ANSWERS,
        getAccount: async () => DIRHAMS,
        listRates: async () => [{ id: 'AED', rates: [{ rate: '15.3125', day: manila('2026-11-10') }] }],
        ...answers,
      },
    });
  const card = () => screen.getByRole('region', { name: 'Your rate for AED' });

  it('says the rate used today and what the balance is worth at it, an estimate', async () => {
    const { container } = renderDirhams();
    expect(await screen.findByText('1 AED = 15.3125 PHP, your rate since Nov 10, 2026')).toBeVisible();
    expect(card()).toHaveTextContent('This balance is about ₱52,713.28: an estimate at that rate');
    expect(within(card()).getByRole('list', { name: 'Rates kept for AED' })).toHaveTextContent(
      'Nov 10, 2026 · 1 AED = 15.3125 PHP',
    );
    await expectNoSeriousA11yViolations(container);
  });

  it('keeps a rate for a Manila day, and refuses one of zero', async () => {
    const { api, user } = renderDirhams({ setRate: async () => undefined });
    const form = await screen.findByRole('form', { name: 'Keep a rate for AED' });
    const rate = within(form).getByRole('textbox', { name: '1 AED in PHP' });
    await user.type(rate, '0');
    await user.click(within(form).getByRole('button', { name: 'Keep rate' }));
    expect(await within(form).findByText('Enter a rate above zero')).toBeVisible();
    expect(api.setRate).not.toHaveBeenCalled();
    await user.clear(rate);
    await user.type(rate, '15.40');
    await user.click(within(form).getByRole('button', { name: 'Keep rate' }));
    expect(await screen.findByText('Rate kept')).toBeVisible();
    expect(api.setRate).toHaveBeenCalledWith(expect.anything(), {
      currency: 'AED',
      rate: '15.4',
      day: manila('2026-11-14'),
    });
  });

  it('removes a kept rate', async () => {
    const { api, user } = renderDirhams({ removeRate: async () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Remove the rate of Nov 10, 2026' }));
    expect(await screen.findByText('Rate removed')).toBeVisible();
    expect(api.removeRate).toHaveBeenCalledWith(expect.anything(), { currency: 'AED', day: manila('2026-11-10') });
  });

  it('asks for a rate while none is kept, and offers no form to a viewer', async () => {
    renderPage(<AccountDetailPage />, {
      path: '/accounts/enbd',
      route: '/accounts/:accountId',
      space: { id: 'h1', name: 'Santos', role: 'viewer' },
      api: { ...WALLET_ANSWERS, getAccount: async () => DIRHAMS, listRates: async () => [] },
    });
    expect(await screen.findByText(/^No rate kept yet\. Keep one to see this balance/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Keep a rate for AED' })).toBeNull();
  });

  it("shows no rate at all for an account in the books' currency", async () => {
    const { api } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Your rate/ })).toBeNull();
    expect(api.listRates).not.toHaveBeenCalled();
  });
});
