import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { LINK_MESSAGES, RECURRING_MESSAGES, toCentavos, type RecurringItem } from '@pitaka/domain';
import { findToast, fixClockForEachTest, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_ANSWERS, NOW, PAID_FROM_WALLET, day, makeRecurring } from '../testing/recurring-fixtures';
import RecurringPage from './recurring-page';
import { loadCatalogues } from '@pitaka/ui';

// Today is Tuesday 10 March 2026 (Manila).
fixClockForEachTest(NOW);
silenceConsoleErrors();

const MERALCO = makeRecurring();
const INTERNET = makeRecurring({
  id: 'r2',
  name: 'Converge',
  amount: null,
  rule: { kind: 'monthly', day: 5 },
});
// Every other Friday from Friday 6 March: the 20th, not the 13th.
const PADALA = makeRecurring({
  id: 'r3',
  name: 'Padala kay Nanay',
  category: 'Other',
  amount: toCentavos(3000),
  rule: { kind: 'weekly', every: 2, weekday: 5 },
  startDate: day(3, 6),
});
const INSURANCE = makeRecurring({
  id: 'r4',
  name: 'Insurance',
  category: 'Health',
  accountId: 'closed',
  amount: toCentavos(12000),
  rule: { kind: 'yearly', month: 2, day: 29 },
  startDate: day(2, 29, 2024),
});
const SALARY = makeRecurring({
  id: 'r5',
  name: 'Salary',
  type: 'income',
  category: 'Salary',
  accountId: 'gcash',
  amount: toCentavos(15000),
  rule: { kind: 'kinsenas' },
});
const OLD_JOB = makeRecurring({
  id: 'r6',
  name: 'Old job',
  type: 'income',
  category: 'Salary',
  rule: { kind: 'monthly', day: 1 },
  endDate: day(2, 28),
});

function renderList(listRecurring: DataApi['listRecurring'], answers: Partial<DataApi> = {}) {
  return renderPage(<RecurringPage />, { path: '/recurring', api: { ...ACCOUNT_ANSWERS, listRecurring, ...answers } });
}

const listing = (items: RecurringItem[]) => async () => items;

const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });
const namesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A card's facts, term -> value: { Amount: '₱2,500.00', Repeats: ..., Next: ..., 'Paid from': ... }. */
function factsOf(article: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(article)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

/** The card `name`: its kind and category line, and exactly these facts. */
function expectCard(name: string, kind: string, facts: Record<string, string>) {
  expect(within(card(name)).getByText(kind)).toBeInTheDocument();
  expect(factsOf(card(name))).toEqual(facts);
}

describe('/recurring', () => {
  it("gives a household's viewer each item to read, without Edit, Pause or Delete", async () => {
    renderPage(<RecurringPage />, {
      path: '/recurring',
      space: { id: 'h1', name: 'Santos', role: 'viewer' },
      api: { ...ACCOUNT_ANSWERS, listRecurring: listing([MERALCO, SALARY]) },
    });
    await screen.findByRole('region', { name: 'Bills' });
    expect(factsOf(card('Meralco'))).toMatchObject({ Amount: '₱2,500.00' });
    expect(within(card('Meralco')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Salary')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows each item with its amount, schedule in words, next date and account, bills apart from income', async () => {
    renderList(listing([MERALCO, INTERNET, PADALA, INSURANCE, SALARY, OLD_JOB]));
    expect(screen.getByRole('heading', { level: 1, name: 'Recurring' })).toBeInTheDocument();
    const bills = await screen.findByRole('region', { name: 'Bills' });

    expectCard('Meralco', 'Bill · Utilities', {
      Amount: '₱2,500.00',
      Repeats: 'Monthly on the 31st (last day in shorter months)',
      Next: 'Mar 31, 2026',
      'Paid from': 'Wallet',
    });
    expect(factsOf(card('Converge'))).toMatchObject({
      Amount: 'Varies',
      Repeats: 'Monthly on the 5th',
      Next: 'Apr 5, 2026',
    });
    expect(factsOf(card('Padala kay Nanay'))).toMatchObject({
      Amount: '₱3,000.00',
      Repeats: 'Every 2 weeks on Friday',
      Next: 'Mar 20, 2026',
    });
    expect(factsOf(card('Insurance'))).toMatchObject({
      Repeats: 'Yearly on Feb 29 (Feb 28 in other years)',
      Next: 'Feb 28, 2027',
      'Paid from': 'Account deleted',
    });
    // Soonest first.
    expect(namesIn(bills)).toEqual(['Padala kay Nanay', 'Meralco', 'Converge', 'Insurance']);

    const income = section('Expected income');
    expect(namesIn(income)).toEqual(['Salary', 'Old job']);
    expectCard('Salary', 'Income · Salary', {
      Amount: '₱15,000.00',
      Repeats: 'Twice a month: 15th and last day',
      Next: 'Mar 15, 2026',
      'Received into': 'GCash',
    });
    expect(factsOf(card('Old job')).Next).toBe('Ended');
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('counts today as next, and a week rule from its start date', async () => {
    renderList(
      listing([
        makeRecurring({ rule: { kind: 'monthly', day: 10 } }),
        makeRecurring({
          id: 'r2',
          name: 'Tuesday class',
          rule: { kind: 'weekly', every: 3, weekday: 2 },
          startDate: day(3, 4),
        }),
        makeRecurring({ id: 'r3', name: 'Starts later', rule: { kind: 'monthly', day: 1 }, startDate: day(6, 15) }),
      ]),
    );
    expect(factsOf(await screen.findByRole('article', { name: 'Meralco' })).Next).toBe('Mar 10, 2026');
    // First Tuesday on or after Wednesday 4 March is the 10th.
    expect(factsOf(card('Tuesday class')).Next).toBe('Mar 10, 2026');
    expect(factsOf(card('Starts later')).Next).toBe('Jul 1, 2026');
  });

  it('links to each item’s edit page, to Add Recurring and to what is due', async () => {
    renderList(listing([MERALCO]));
    const meralco = await screen.findByRole('article', { name: 'Meralco' });
    expect(within(meralco).getByRole('link', { name: 'Edit Meralco' })).toHaveAttribute('href', '/recurring/r1/edit');
    expect(screen.getByRole('link', { name: 'Add Recurring' })).toHaveAttribute('href', '/recurring/new');
    expect(screen.getByRole('link', { name: 'See what is due' })).toHaveAttribute('href', '/upcoming');
    expect(section('Expected income')).toHaveTextContent('No expected income yet.');
  });

  it('pauses an item and says so', async () => {
    const page = renderList(listing([MERALCO]), { pauseRecurring: async () => undefined });
    await page.user.click(await screen.findByRole('button', { name: 'Pause Meralco' }));
    expect(page.api.pauseRecurring).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }), { recurringId: 'r1' });
    expect(await findToast('Recurring item paused')).toBeInTheDocument();
  });

  it('shows a paused item as paused, with nothing due, and resumes it', async () => {
    const paused = makeRecurring({ pauses: [{ from: day(3, 1) }] });
    const page = renderList(listing([paused]), { resumeRecurring: async () => undefined });
    const meralco = await screen.findByRole('article', { name: 'Meralco' });
    expect(within(meralco).getByText('Paused')).toBeInTheDocument();
    expect(factsOf(meralco).Next).toBe('None while paused');
    await page.user.click(within(meralco).getByRole('button', { name: 'Resume Meralco' }));
    expect(page.api.resumeRecurring).toHaveBeenCalledWith(expect.anything(), { recurringId: 'r1' });
    expect(page.api.pauseRecurring).not.toHaveBeenCalled();
    expect(await findToast('Recurring item resumed')).toBeInTheDocument();
  });

  it('treats an ended pause as history: due again, and Pause offered', async () => {
    renderList(listing([makeRecurring({ pauses: [{ from: day(2, 1), until: day(3, 1) }] })]));
    const meralco = await screen.findByRole('article', { name: 'Meralco' });
    expect(within(meralco).queryByText('Paused')).not.toBeInTheDocument();
    expect(factsOf(meralco).Next).toBe('Mar 31, 2026');
    expect(within(meralco).getByRole('button', { name: 'Pause Meralco' })).toBeInTheDocument();
  });

  it('shows a refused pause in a toast', async () => {
    const page = renderList(listing([MERALCO]), {
      pauseRecurring: async () => {
        throw new DataError('refused', RECURRING_MESSAGES.alreadyPaused);
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Pause Meralco' }));
    expect(await findToast(RECURRING_MESSAGES.alreadyPaused)).toBeInTheDocument();
  });

  it('deletes after the confirmation, which says paid ones stay in the history', async () => {
    const paid = makeRecurring({ occurrences: { '2026-02-28': PAID_FROM_WALLET } });
    const page = renderList(listing([paid]), { deleteRecurring: async () => undefined });
    await page.user.click(await screen.findByRole('button', { name: 'Delete Meralco' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete recurring item' });
    expect(dialog).toHaveTextContent(
      `“Meralco” and its schedule are removed for good. ${LINK_MESSAGES.deleteKeepsHistory}`,
    );
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.api.deleteRecurring).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Delete Meralco' }));
    await page.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(page.api.deleteRecurring).toHaveBeenCalledWith(expect.anything(), { recurringId: 'r1' });
    expect(await findToast('Recurring item deleted successfully')).toBeInTheDocument();
  });

  it('says nothing of the history when nothing was paid', async () => {
    const page = renderList(listing([MERALCO]));
    await page.user.click(await screen.findByRole('button', { name: 'Delete Meralco' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete recurring item' });
    expect(dialog).not.toHaveTextContent(LINK_MESSAGES.deleteKeepsHistory);
  });

  it('shows a failed delete in a toast', async () => {
    const page = renderList(listing([MERALCO]), {
      deleteRecurring: async () => {
        throw new DataError('unexpected', 'offline');
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Delete Meralco' }));
    await page.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete recurring item')).toBeInTheDocument();
  });

  it('invites a user with none to add one', async () => {
    renderList(listing([]));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No recurring bills or income yet' }),
    ).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add Recurring' });
    expect(adds).toHaveLength(2);
    for (const add of adds) expect(add).toHaveAttribute('href', '/recurring/new');
    expect(screen.queryByRole('region', { name: 'Bills' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    renderList(() => new Promise(() => undefined));
    expect(await screen.findByText('Loading recurring items')).toBeInTheDocument();
  });

  it("shows 'Failed to load recurring items', logs it, and retries", async () => {
    const page = renderList(async () => {
      throw new DataError('unexpected', 'offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recurring items');
    expect(console.error).toHaveBeenCalledWith('Failed to load recurring items', expect.any(DataError));
    page.api.listRecurring.mockResolvedValue([MERALCO]);
    await page.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Meralco' })).toBeInTheDocument();
  });

  it('renders untrusted names as text', async () => {
    const { container } = renderList(listing([makeRecurring({ name: '<img src=x onerror=alert(1)>' })]));
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const paused = makeRecurring({ id: 'r7', name: 'Netflix', pauses: [{ from: day(3, 1) }] });
    const { container } = renderList(listing([MERALCO, SALARY, paused]));
    await screen.findByRole('article', { name: 'Netflix' });
    await expectNoSeriousA11yViolations(container);
  });

  it('keeps Pause waiting while one is sent', async () => {
    let finish: (() => void) | undefined;
    const page = renderList(listing([MERALCO]), {
      pauseRecurring: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Pause Meralco' }));
    await page.user.click(screen.getByRole('button', { name: 'Pause Meralco' }));
    expect(page.api.pauseRecurring).toHaveBeenCalledTimes(1);
    finish?.();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pause Meralco' })).not.toHaveAttribute('aria-disabled'),
    );
  });
});

describe('/recurring in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('shows the sections, cards and schedules in Filipino', async () => {
    renderPage(<RecurringPage />, {
      path: '/recurring',
      api: { ...ACCOUNT_ANSWERS, listRecurring: listing([MERALCO, INTERNET, PADALA, INSURANCE, SALARY]) },
      language: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Regular na Bayarin at Kita' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Mga Bayarin' });
    expect(within(card('Meralco')).getByText('Bayarin · Kuryente at tubig')).toBeInTheDocument();
    expect(factsOf(card('Meralco'))).toMatchObject({
      Halaga: '₱2,500.00',
      Umuulit: 'Buwan-buwan tuwing ika-31 (huling araw sa mas maiikling buwan)',
      'Ibabayad mula sa': 'Wallet',
    });
    expect(factsOf(card('Converge'))).toMatchObject({ Halaga: 'Nag-iiba', Umuulit: 'Buwan-buwan tuwing ika-5' });
    // A plural: every 2 weeks.
    expect(factsOf(card('Padala kay Nanay')).Umuulit).toBe('Kada 2 linggo, tuwing Biyernes');
    expect(factsOf(card('Insurance'))).toMatchObject({
      Umuulit: 'Taon-taon tuwing Peb 29 (Peb 28 sa ibang taon)',
      'Ibabayad mula sa': 'Nabura ang account',
    });
    expect(factsOf(card('Salary'))['Papasok sa']).toBe('GCash');
    expect(section('Inaasahang kita')).toBeInTheDocument();
    expect(within(card('Meralco')).getByRole('button', { name: 'I-pause Meralco' })).toBeInTheDocument();
    expect(screen.queryByText(/Repeats|Monthly|Every|Paid from|Delete/)).toBeNull();
  });
});
