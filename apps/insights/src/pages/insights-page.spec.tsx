import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import {
  CATEGORY_INITIAL,
  centavos,
  monthsEnding,
  toCentavos,
  ZERO_CENTAVOS,
  type LedgerSummary,
  type Transaction,
} from '@pitaka/domain';
import { renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_LEDGER, failingOnce, fixClock, HISTORY_ANSWERS, LEDGER, NOW, SUMMARIES } from '../testing/fixtures';
import InsightsPage from './insights-page';

type Answers = Partial<DataApi>;

function renderInsights(answers: Answers = {}) {
  return renderPage(<InsightsPage />, { path: '/insights', api: { ...HISTORY_ANSWERS, ...answers } });
}

/** A ledger summary answered in turn: `first` once, then `then` for every later read. */
function ledgerAnswers(first: LedgerSummary | null, then: LedgerSummary) {
  return jest
    .fn<ReturnType<DataApi['getLedgerSummary']>, Parameters<DataApi['getLedgerSummary']>>()
    .mockResolvedValueOnce(first)
    .mockResolvedValue(then);
}

const region = (name: string) => screen.getByRole('region', { name });

/** Waits for the month's totals to show. */
async function monthShown(name: string) {
  const shown = await screen.findByRole('region', { name });
  await within(shown).findByText('Income');
  return shown;
}

/** The value beside a term of the month's totals. */
function total(month: string, term: string) {
  return within(region(month)).getByText(term).nextElementSibling?.textContent;
}

/** A table's body rows as the text of their cells. */
function tableRows(name: RegExp) {
  const rows = within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
  return rows.map((row) => textsOf([...row.querySelectorAll('th, td')]));
}

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());
// Failures are logged by design; keep the test output for test results.
silenceConsoleErrors();

describe('/insights', () => {
  it("opens on this Manila month: income, expense and net, compared with last month's in words", async () => {
    renderInsights();
    await monthShown('November 2026');
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
    expect(total('November 2026', 'Income')).toBe('+₱25,000.00');
    expect(total('November 2026', 'Expense')).toBe('−₱7,500.00');
    expect(total('November 2026', 'Net')).toBe('+₱17,500.00');
    const compared = within(region('November 2026')).getByRole('list');
    expect(textsOf(within(compared).getAllByRole('listitem'))).toEqual([
      'Income: ₱25,000.00, up ₱5,000.00 (+25%) from October',
      'Expense: ₱7,500.00, up ₱1,000.00 (+15%) from October',
      'Net: ₱17,500.00, up ₱4,000.00 (+30%) from October',
      'Food: ₱4,200.00, up ₱1,200.00 (+40%) from October',
      'Bills: ₱2,500.00, up ₱500.00 (+25%) from October',
      'Transport: ₱800.00, up ₱800.00 from October',
      'Shopping: ₱0.00, down ₱1,500.00 (−100%) from October',
    ]);
  });

  it('shows spending by category as a chart and as a table of amounts and shares; transfers are left out', async () => {
    renderInsights();
    const spending = await screen.findByRole('region', { name: 'Spending by category' });
    expect(
      within(spending).getByRole('img', { name: /^Bar chart of spending by category in November 2026/ }),
    ).toBeInTheDocument();
    expect(tableRows(/^Spending by category, November 2026 \(total ₱7,500.00\)/)).toEqual([
      ['Food', '₱4,200.00', '56%'],
      ['Bills', '₱2,500.00', '33.3%'],
      ['Transport', '₱800.00', '10.7%'],
    ]);
  });

  it("shows a household's spending by member over all its accounts, and none for one account", async () => {
    const november = {
      ...SUMMARIES['2026-11'],
      members: {
        ana: { income: toCentavos(25000), expense: toCentavos(5000) },
        u1: { income: ZERO_CENTAVOS, expense: toCentavos(2500) },
      },
    };
    const { user } = renderPage(<InsightsPage />, {
      path: '/insights',
      space: { id: 'h1', name: 'Dela Cruz family', role: 'viewer' },
      api: {
        ...HISTORY_ANSWERS,
        getMonthSummary: async (_scope, month) => (month === '2026-11' ? november : (SUMMARIES[month] ?? null)),
        listMembers: async () => [
          { uid: 'u1', email: 'juan@example.com', role: 'viewer', joinedAt: NOW, addedBy: 'ana' },
          { uid: 'ana', email: 'ana@example.com', role: 'owner', joinedAt: NOW, addedBy: 'ana' },
        ],
      },
    });
    const members = await screen.findByRole('region', { name: 'Spending by member' });
    expect(within(members).getByText('November 2026, all accounts')).toBeInTheDocument();
    await waitFor(() =>
      expect(tableRows(/^Spending by member, November 2026 \(total ₱7,500.00\)/)).toEqual([
        ['ana@example.com', '₱5,000.00', '66.7%'],
        ['You', '₱2,500.00', '33.3%'],
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Account'), 'GCash');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Spending by member' })).not.toBeInTheDocument());
  });

  it("shows no spending by member in a person's own books", async () => {
    renderInsights();
    await screen.findByRole('table', { name: /^Spending by category/ });
    expect(screen.queryByRole('region', { name: 'Spending by member' })).not.toBeInTheDocument();
  });

  it('reads the ledger summary and the twelve months on screen, nothing more', async () => {
    const { api } = renderInsights();
    await screen.findByRole('table', { name: /^Spending by category/ });
    await waitFor(() => expect(api.getMonthSummary).toHaveBeenCalledTimes(12));
    expect(api.getMonthSummary.mock.calls.map(([, month]) => month).sort()).toEqual(monthsEnding('2026-11', 12));
    expect(api.getLedgerSummary).toHaveBeenCalledTimes(1);
  });

  it('steps to the previous month and back; there is no month after this one', async () => {
    const { user } = renderInsights();
    await monthShown('November 2026');
    expect(screen.getByRole('button', { name: 'Next month, December 2026' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    expect(await monthShown('October 2026')).toBeInTheDocument();
    expect(total('October 2026', 'Income')).toBe('+₱20,000.00');
    expect(total('October 2026', 'Expense')).toBe('−₱6,500.00');
    expect(screen.getByText('Income: ₱20,000.00, up ₱20,000.00 from September')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month, November 2026' }));
    expect(await monthShown('November 2026')).toBeInTheDocument();
  });

  it('offers the months from the first one money moved in; a month with no income or expense says so', async () => {
    const { user } = renderInsights();
    const month = await screen.findByLabelText('Month');
    expect(textsOf(within(month).getAllByRole('option'))).toEqual(['November 2026', 'October 2026', 'September 2026']);
    // September only opened the accounts: opening balances are not income.
    await user.selectOptions(month, 'September 2026');
    expect(await screen.findByRole('heading', { name: 'No income or expenses in September 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Transaction' })).toHaveAttribute('href', '/add-transaction');
    expect(screen.getByRole('button', { name: 'Previous month, August 2026' })).toBeDisabled();
  });

  it('filters by account: the month, the year and the balance of that account only', async () => {
    const { user } = renderInsights();
    await monthShown('November 2026');
    const account = screen.getByLabelText('Account');
    await waitFor(() => expect(within(account).getAllByRole('option')).toHaveLength(3));
    expect(textsOf(within(account).getAllByRole('option'))).toEqual(['All accounts', 'BPI Savings', 'GCash']);

    await user.selectOptions(account, 'GCash');
    expect(within(region('November 2026')).getByText('GCash')).toBeInTheDocument();
    expect(total('November 2026', 'Income')).toBe('+₱25,000.00');
    expect(total('November 2026', 'Expense')).toBe('−₱5,000.00');
    expect(total('November 2026', 'Net')).toBe('+₱20,000.00');
    const balance = region('GCash balance');
    await user.click(within(balance).getByRole('button', { name: 'Show as table' }));
    expect(tableRows(/^GCash balance at the end of each month/).slice(-3)).toEqual([
      ['Sep 2026', '₱10,000.00'],
      ['Oct 2026', '₱25,000.00'],
      ['Nov 2026', '₱44,000.00'],
    ]);
  });

  it('shows twelve months of income and expense, with the figures as a table on request', async () => {
    const { user } = renderInsights();
    const trend = await screen.findByRole('region', { name: 'Income and expense' });
    const chart = await within(trend).findByRole('img');
    expect(chart).toHaveAccessibleName(/^Bar chart of income and expense per month, December 2025 to November 2026/);
    const toggle = within(trend).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(within(trend).getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const rows = tableRows(/^Income and expense per month, December 2025 to November 2026/);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Dec 2025', '₱0.00', '₱0.00']);
    expect(rows.slice(-3)).toEqual([
      ['Sep 2026', '₱0.00', '₱0.00'],
      ['Oct 2026', '₱20,000.00', '₱6,500.00'],
      ['Nov 2026', '₱25,000.00', '₱7,500.00'],
    ]);
  });

  it('shows net worth at the end of each month, from the ledger summary', async () => {
    const { user } = renderInsights();
    const netWorth = await screen.findByRole('region', { name: 'Net worth' });
    expect(within(netWorth).getByRole('img')).toHaveAccessibleName(/^Line chart of net worth/);
    await user.click(within(netWorth).getByRole('button', { name: 'Show as table' }));
    expect(tableRows(/^Net worth at the end of each month, December 2025 to November 2026/).slice(-4)).toEqual([
      ['Aug 2026', '₱0.00'],
      ['Sep 2026', '₱60,000.00'],
      ['Oct 2026', '₱73,500.00'],
      ['Nov 2026', '₱91,000.00'],
    ]);
  });

  it('welcomes a user who has not moved any money yet', async () => {
    const { api } = renderInsights({ getLedgerSummary: async () => EMPTY_LEDGER });
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Transaction' })).toHaveAttribute('href', '/add-transaction');
    expect(api.getMonthSummary).not.toHaveBeenCalled();
    expect(api.rebuildSummaries).not.toHaveBeenCalled();
  });

  it('prepares the insights once when there are no summaries yet, showing n of N transactions', async () => {
    let finish!: () => void;
    const { api } = renderInsights({
      getLedgerSummary: ledgerAnswers(null, LEDGER),
      rebuildSummaries: async (_scope, onProgress) => {
        onProgress?.({ done: 250, total: 1000 });
        await new Promise<void>((resolve) => (finish = resolve));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Preparing your insights' })).toBeInTheDocument();
    expect(await screen.findByText('250 of 1,000 transactions')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Transactions summarized' })).toHaveAttribute(
      'aria-valuetext',
      '25%, 250 of 1,000 transactions',
    );

    act(() => finish());
    expect(await monthShown('November 2026')).toBeInTheDocument();
    expect(api.rebuildSummaries).toHaveBeenCalledTimes(1);
  });

  it('finishes the preparation that an earlier visit left incomplete', async () => {
    const { api } = renderInsights({
      getLedgerSummary: ledgerAnswers({ ...LEDGER, complete: false }, LEDGER),
      rebuildSummaries: async () => undefined,
    });
    expect(await monthShown('November 2026')).toBeInTheDocument();
    expect(api.rebuildSummaries).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the preparation fails, and prepares again on it', async () => {
    const rebuildSummaries = failingOnce(undefined);
    const { user } = renderInsights({ getLedgerSummary: ledgerAnswers(null, LEDGER), rebuildSummaries });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your insights could not be prepared. Your data is safe; try again.');

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await monthShown('November 2026')).toBeInTheDocument();
    expect(rebuildSummaries).toHaveBeenCalledTimes(2);
  });

  it('says why when the data layer refuses the preparation (the history kept changing)', async () => {
    const refusal = 'Your data kept changing while your insights were being prepared. Please try again.';
    renderInsights({
      getLedgerSummary: ledgerAnswers(null, LEDGER),
      rebuildSummaries: () => Promise.reject(new DataError('refused', refusal)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('stops preparing by itself after three runs that leave the summaries incomplete', async () => {
    const { api } = renderInsights({
      getLedgerSummary: async () => ({ ...LEDGER, complete: false }),
      // Each run takes a moment, as a real one does (a read of the ledger at least).
      rebuildSummaries: () => new Promise((resolve) => setTimeout(resolve, 10)),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your insights could not be prepared.');
    expect(api.rebuildSummaries).toHaveBeenCalledTimes(3);
  });

  it("says 'Failed to load insights' with Retry when the ledger summary cannot be read", async () => {
    const { user } = renderInsights({ getLedgerSummary: failingOnce(LEDGER) });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load insights');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await monthShown('November 2026')).toBeInTheDocument();
  });

  it("says 'Failed to load insights' with Retry when the months cannot be read", async () => {
    let available = false;
    const { user } = renderInsights({
      getMonthSummary: async (_scope, month) => {
        if (!available) throw new DataError('unexpected', 'offline');
        return SUMMARIES[month] ?? null;
      },
    });
    const failures = await screen.findAllByRole('alert');
    expect(textsOf(failures)).toEqual(['Failed to load insightsRetry', 'Failed to load insightsRetry']);
    available = true;
    await user.click(within(failures[0]).getByRole('button', { name: 'Retry' }));
    expect(await monthShown('November 2026')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderInsights();
    await screen.findByRole('table', { name: /^Spending by category/ });
    await expectNoSeriousA11yViolations(container);
  });
});

describe('/insights, the padala report', () => {
  const ENBD = { id: 'enbd', name: 'Emirates NBD' };
  const WITH_DIRHAMS: LedgerSummary = {
    ...LEDGER,
    balances: { ...LEDGER.balances, enbd: centavos(100000) },
    names: { ...LEDGER.names, enbd: ENBD.name },
    currencies: { enbd: 'AED' },
  };
  /** One padala's out part (what was received in its counter) and its fee part. */
  const padala = (id: string, date: string, sent: number, fee: number, received: number): Transaction[] => {
    const link = (role: 'out' | 'fee') => ({
      id,
      role,
      accountId: 'gcash',
      accountName: 'GCash',
      counter: { amount: centavos(received), currency: 'PHP' },
    });
    const part = (role: 'out' | 'fee', amount: number): Transaction => ({
      id: `${id}-${role}`,
      type: 'expense',
      amount: centavos(amount),
      description: 'Padala',
      category: role === 'fee' ? 'Fees' : 'Transfer',
      accountId: ENBD.id,
      accountName: ENBD.name,
      currency: 'AED',
      date: new Date(date),
      createdAt: new Date(date),
      transfer: link(role),
    });
    return fee > 0 ? [part('out', sent), part('fee', fee)] : [part('out', sent)];
  };

  it('sums each month per sending account: count, sent, fees, received, and the rate before and with fees', async () => {
    const parts = [
      ...padala('p1', '2026-11-05T10:00:00+08:00', 100000, 1500, 1531250),
      ...padala('p2', '2026-11-20T10:00:00+08:00', 50000, 0, 770000),
      ...padala('p3', '2026-10-31T23:30:00+08:00', 20000, 1000, 300000),
    ];
    renderInsights({ getLedgerSummary: async () => WITH_DIRHAMS, listPadalaParts: async () => parts });
    const report = await screen.findByRole('region', { name: 'Padala' });
    const months = within(report).getAllByRole('listitem');
    expect(months.map((m) => m.getAttribute('aria-label'))).toEqual([
      'November 2026 · Emirates NBD to PHP',
      'October 2026 · Emirates NBD to PHP',
    ]);
    const facts = (item: HTMLElement) =>
      [...item.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    // 23,012.50 / 1,500 = 15.341667 before the fees; / 1,515 = 15.189769 with them.
    expect(facts(months[0])).toEqual([
      'Padala sent: 2',
      'Sent: AED 1,500.00',
      'Fees paid: AED 15.00',
      'Received: ₱23,012.50',
      'Rate before fees: 1 AED = 15.341667 PHP',
      'Rate with fees: 1 AED = 15.189769 PHP',
    ]);
    expect(facts(months[1])).toContain('Rate with fees: 1 AED = 14.285714 PHP');
  });

  it("shows an account kept in its own currency in that currency, and says the books' figures leave it out", async () => {
    // November in dirhams: AED 4,957.50 opened (not income), AED 1,015 out as a padala and its fee.
    const dirhamMonth = {
      categories: {
        [CATEGORY_INITIAL]: { income: centavos(495750), expense: ZERO_CENTAVOS },
        Fees: { income: ZERO_CENTAVOS, expense: centavos(1500) },
        Food: { income: ZERO_CENTAVOS, expense: centavos(12050) },
      },
      transfersIn: ZERO_CENTAVOS,
      transfersOut: centavos(100000),
      currency: 'AED' as const,
    };
    const { user } = renderInsights({
      getLedgerSummary: async () => ({
        ...WITH_DIRHAMS,
        net: { ...LEDGER.net, '2026-11': { ...LEDGER.net['2026-11'], enbd: centavos(381700) } },
      }),
      getMonthSummary: async (_scope, month) => {
        const summary = SUMMARIES[month];
        return month === '2026-11' && summary
          ? { ...summary, accounts: { ...summary.accounts, enbd: dirhamMonth } }
          : (summary ?? null);
      },
      listPadalaParts: async () => [],
    });
    await monthShown('November 2026');
    expect(
      screen.getByText(
        'Figures in PHP. An account kept in its own currency is left out (Emirates NBD (AED)): choose one to see its figures in its currency.',
      ),
    ).toBeVisible();
    // The dirhams are in no peso figure.
    expect(total('November 2026', 'Expense')).toBe('−₱7,500.00');

    await user.selectOptions(screen.getByLabelText('Account'), 'Emirates NBD (AED)');
    expect(await screen.findByText('Figures in AED, the currency Emirates NBD is kept in.')).toBeVisible();
    expect(total('November 2026', 'Expense')).toBe('−AED 135.50');
    expect(total('November 2026', 'Net')).toBe('−AED 135.50');
  });

  it('reads no padala where no account has a currency of its own', async () => {
    const { api } = renderInsights();
    await screen.findByRole('table', { name: /^Spending by category/ });
    expect(api.listPadalaParts).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Padala' })).toBeNull();
  });
});
