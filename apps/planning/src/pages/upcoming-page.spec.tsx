import type { CurrentSpace } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { manilaDayNumber, toCentavos, type Centavos } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations, textsOf } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DUE_ANSWERS, GCASH, NOTHING_DUE, NOW, WALLET, type Answers } from '../features/upcoming/test-fixtures';
import UpcomingPage from './upcoming-page';
import { loadCatalogues } from '@pitaka/ui';

fixClockForEachTest(NOW);
silenceConsoleErrors();

function renderUpcoming(answers: Answers = {}, space: CurrentSpace = null) {
  return renderPage(<UpcomingPage />, { path: '/upcoming', space, api: { ...DUE_ANSWERS, ...answers } });
}

/** The Manila day number of a day of 2026: an occurrence's key. */
const key = (month: number, day: number) => manilaDayNumber(new Date(Date.UTC(2026, month - 1, day, 4)));

/** Each row of a section as 'date · name · detail · amount'. */
function rowsOf(section: string) {
  const list = screen.getByRole('list', { name: section });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => {
      const date = row.querySelector('time')?.textContent;
      const link = within(row).getByRole('link').textContent;
      return `${date} · ${link}`;
    });
}

describe('/upcoming', () => {
  it("gives a household's viewer what is due to read, with no tick, Pay, Receive or Skip", async () => {
    renderUpcoming({}, { id: 'h1', name: 'Santos', role: 'viewer' });
    await screen.findByRole('list', { name: 'Overdue' });
    expect(rowsOf('Overdue')).toHaveLength(3);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pay|Receive|Skip) / })).not.toBeInTheDocument();
  });

  it('lists what is overdue, due this week and later, in date order, each linked to its source', async () => {
    const { container } = renderUpcoming();
    await screen.findByRole('list', { name: 'Overdue' });
    expect(rowsOf('Overdue')).toEqual([
      'Oct 31, 2026 · Meralco',
      'Nov 15, 2026 · Salary',
      'Nov 22, 2026 · Office Paluwagan',
    ]);
    // 30 November: what goes out before what comes in, then by name.
    expect(rowsOf('This week')).toEqual([
      'Nov 29, 2026 · Office Paluwagan',
      'Nov 30, 2026 · Laptop',
      'Nov 30, 2026 · Meralco',
      'Nov 30, 2026 · Salary',
    ]);
    expect(rowsOf('Next 30 days')).toEqual(['Dec 13, 2026 · Office Paluwagan', 'Dec 15, 2026 · Salary']);
    const week = screen.getByRole('list', { name: 'This week' });
    expect(textsOf(within(week).getAllByText(/^In \d+ days$/))).toEqual([
      'In 4 days',
      'In 5 days',
      'In 5 days',
      'In 5 days',
    ]);
    expect(within(screen.getByRole('list', { name: 'Overdue' })).getAllByText('Overdue')).toHaveLength(3);
    const later = screen.getByRole('list', { name: 'Next 30 days' });
    expect(within(later).getByText('Paluwagan · Payout of number 2')).toBeInTheDocument();
    expect(within(later).getByRole('link', { name: 'Office Paluwagan' })).toHaveAttribute('href', '/paluwagan/office');
    expect(screen.getAllByRole('link', { name: 'Meralco' })[0]).toHaveAttribute('href', '/recurring/meralco/edit');
    expect(screen.getByRole('link', { name: 'Laptop' })).toHaveAttribute('href', '/debt/laptop');
    await expectNoSeriousA11yViolations(container);
  });

  it("totals this week's payments and says which account falls short", async () => {
    renderUpcoming();
    const week = await screen.findByRole('region', { name: 'Totals this week' });
    // Out through 1 December: Meralco twice (₱5,000), the paluwagan's two weeks, the laptop.
    expect(within(week).getByText('Due this week').nextElementSibling).toHaveTextContent('₱7,000.00');
    expect(within(week).getByText('Expected in').nextElementSibling).toHaveTextContent('₱0.00');
    expect(within(week).getByText(/2 items this week have an amount that varies/)).toBeInTheDocument();
    const warning = within(week).getByRole('alert');
    expect(textsOf(within(warning).getAllByRole('listitem'))).toEqual([
      'Wallet is short by ₱4,000.00',
      'Paluwagan and debt payments need ₱1,500.00 more across your accounts',
    ]);
  });

  it('counts no account in its own currency toward what is due in pesos', async () => {
    const tokyo = { id: 'jp', name: 'Tokyo', type: 'bank' as const, balance: 5_000_000 as Centavos, currency: 'JPY' };
    renderUpcoming({ listAccounts: async () => [WALLET, GCASH, tokyo] });
    const week = await screen.findByRole('region', { name: 'Totals this week' });
    // The same shortfalls as without it: 5,000,000 yen do not pay a peso.
    expect(textsOf(within(within(week).getByRole('alert')).getAllByRole('listitem'))).toEqual([
      'Wallet is short by ₱4,000.00',
      'Paluwagan and debt payments need ₱1,500.00 more across your accounts',
    ]);
  });

  it('pays a bill from its own account after checking the balance there', async () => {
    const markRows = jest.fn(async () => undefined);
    const { user } = renderUpcoming({ markRows });
    await user.click(await screen.findByRole('button', { name: 'Pay Meralco of Oct 31, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay: Meralco' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Insufficient funds in Wallet. Available balance: ₱1,000.00')).toBeVisible();
    expect(markRows).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: /Mark as Paid Only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(markRows).toHaveBeenCalledWith(expect.anything(), {
        schedule: { kind: 'recurring', id: 'meralco' },
        keys: [key(10, 31)],
        source: { kind: 'markOnly' },
      }),
    );
    expect(await findToast('Meralco: paid')).toBeInTheDocument();
  });

  it('asks how much an income that varies brought, and receives it into its account', async () => {
    const markRows = jest.fn(async () => undefined);
    const { user } = renderUpcoming({ markRows });
    await user.click(await screen.findByRole('button', { name: 'Receive Salary of Nov 30, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive: Salary' });
    expect(within(dialog).getByLabelText('Account')).toHaveValue('gcash');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the amount')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount received' }), '15,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(markRows).toHaveBeenCalledWith(expect.anything(), {
        schedule: { kind: 'recurring', id: 'salary' },
        keys: [key(11, 30)],
        source: { kind: 'account', accountId: 'gcash' },
        amount: toCentavos(15_000.5),
      }),
    );
  });

  it('pays a paluwagan week and a debt payment through the same dialog', async () => {
    const markRows = jest.fn(async () => undefined);
    const { user } = renderUpcoming({ markRows });
    await user.click(await screen.findByRole('button', { name: 'Pay Laptop of Nov 30, 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay: Laptop' });
    await user.click(within(dialog).getByRole('radio', { name: /Mark as Paid Only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(markRows).toHaveBeenLastCalledWith(expect.anything(), {
        schedule: { kind: 'debt-payment', id: 'laptop' },
        keys: [1],
        source: { kind: 'markOnly' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay Office Paluwagan of Nov 29, 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay: Office Paluwagan' });
    await user.selectOptions(within(dialog).getByLabelText('Account'), 'gcash');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(markRows).toHaveBeenLastCalledWith(expect.anything(), {
        schedule: { kind: 'paluwagan-week', id: 'office' },
        keys: [2],
        source: { kind: 'account', accountId: 'gcash' },
      }),
    );
  });

  it('pays several due dates of one bill together; other schedules wait until the selection is cleared', async () => {
    const markRows = jest.fn(async () => undefined);
    const { user } = renderUpcoming({ markRows });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Meralco of Nov 30, 2026' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Meralco of Oct 31, 2026' }));
    expect(screen.getByRole('checkbox', { name: 'Select Laptop of Nov 30, 2026' })).toBeDisabled();
    const bar = screen.getByRole('region', { name: 'Selected' });
    expect(bar).toHaveTextContent('2 of Meralco selected');
    await user.click(within(bar).getByRole('button', { name: 'Pay all 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay: Meralco' });
    expect(dialog).toHaveTextContent('2 due dates · ₱5,000.00 in all');
    await user.click(within(dialog).getByRole('radio', { name: /Mark as Paid Only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(markRows).toHaveBeenCalledWith(expect.anything(), {
        schedule: { kind: 'recurring', id: 'meralco' },
        keys: [key(10, 31), key(11, 30)],
        source: { kind: 'markOnly' },
      }),
    );
    await user.click(within(screen.getByRole('region', { name: 'Selected' })).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('checkbox', { name: 'Select Laptop of Nov 30, 2026' })).toBeEnabled();
  });

  it('skips a recurring occurrence; a refusal is said', async () => {
    const skipOccurrences = jest
      .fn()
      .mockRejectedValueOnce(new DataError('refused', 'This occurrence is already paid'))
      .mockResolvedValue(undefined);
    const { user } = renderUpcoming({ skipOccurrences });
    const skip = await screen.findByRole('button', { name: 'Skip Meralco of Oct 31, 2026' });
    await user.click(skip);
    expect(await findToast('This occurrence is already paid')).toBeInTheDocument();
    await user.click(skip);
    await waitFor(() => expect(skipOccurrences).toHaveBeenCalledTimes(2));
    expect(skipOccurrences).toHaveBeenLastCalledWith(expect.anything(), {
      recurringId: 'meralco',
      keys: [key(10, 31)],
    });
    expect(screen.queryByRole('button', { name: /^Skip Laptop/ })).toBeNull();
  });

  it('says when nothing is due, and offers to add a recurring bill', async () => {
    renderUpcoming(NOTHING_DUE);
    expect(await screen.findByRole('heading', { name: 'Nothing due in the next 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recurring' })).toHaveAttribute('href', '/recurring/new');
  });

  it('says when the schedules could not be loaded, and retries', async () => {
    const listDebts = jest.fn().mockRejectedValueOnce(new DataError('unexpected', 'offline')).mockResolvedValue([]);
    const { user } = renderUpcoming({ listDebts });
    await user.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('list', { name: 'Overdue' })).toBeInTheDocument();
  });
});

describe('/upcoming in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('shows its sections, rows, totals and actions in Filipino', async () => {
    renderPage(<UpcomingPage />, { path: '/upcoming', api: DUE_ANSWERS, language: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paparating' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Lampas na' });
    const week = screen.getByRole('list', { name: 'Ngayong linggo' });
    expect(textsOf(within(week).getAllByText(/araw pa$/))).toEqual([
      '4 araw pa',
      '5 araw pa',
      '5 araw pa',
      '5 araw pa',
    ]);
    const later = screen.getByRole('list', { name: 'Susunod na 30 araw' });
    expect(within(later).getByText('Paluwagan · Payout ng numero 2')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Laktawan ang Meralco sa / })[0]).toHaveTextContent('Laktawan');

    const totals = screen.getByRole('region', { name: 'Mga kabuuan ngayong linggo' });
    expect(within(totals).getByText('Dapat bayaran ngayong linggo')).toBeInTheDocument();
    // A plural: two items of this week vary.
    expect(
      within(totals).getByText('May 2 item ngayong linggo na nag-iiba ang halaga; hindi kasama sa itaas.'),
    ).toBeInTheDocument();
    expect(within(totals).getByText('Kulang ng ₱4,000.00 ang Wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-download ang kalendaryo (.ics)' })).toBeInTheDocument();
    expect(screen.queryByText(/Overdue|This week|Skip|Due this week/)).toBeNull();
  });

  it('says when nothing is due in Filipino', async () => {
    renderPage(<UpcomingPage />, { path: '/upcoming', api: { ...DUE_ANSWERS, ...NOTHING_DUE }, language: 'fil' });
    expect(
      await screen.findByRole('heading', { name: 'Walang dapat bayaran sa susunod na 30 araw' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Regular' })).toHaveAttribute('href', '/recurring/new');
  });
});
