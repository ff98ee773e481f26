// Export CSV on /transactions, with the data layer faked at its typed boundary: the export counts,
// reads pages of 500 (the list's own pages of 15 go on beside it), shows its progress, can be
// cancelled, says when a read failed, and downloads one file only when every page was read.
import { EXPORT_PAGE_SIZE, type DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { toCentavos } from '@pitaka/domain';
import { blobBytes } from '@pitaka/remote-kit';
import {
  captureDownloads,
  deferred,
  findToast,
  fixClockForEachTest,
  renderPage,
  silenceConsoleErrors,
} from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_ANSWERS, GCASH, page, transaction, type Answers } from '../testing/transaction-fixtures';
import TransactionsPage from './transactions-page';
import { loadCatalogues } from '@pitaka/ui';

// 27 November 2026, 00:30 in Manila (26 November in UTC): the file is named by the Manila day.
const NOW = new Date('2026-11-26T16:30:00Z');
fixClockForEachTest(NOW);
silenceConsoleErrors();

const salary = transaction({
  id: 'e1',
  type: 'income',
  amount: toCentavos(15000),
  description: 'Sweldo, "Nov 15"',
  category: 'Salary',
  accountId: GCASH.id,
  accountName: GCASH.name,
  date: new Date('2026-11-14T16:05:00Z'), // 00:05 on 15 November in Manila
});
const refund = transaction({
  id: 'e2',
  type: 'income',
  amount: toCentavos(0.5),
  description: '=HYPERLINK("http://evil.example")',
  category: 'Other',
  accountId: GCASH.id,
  accountName: GCASH.name,
  date: new Date('2026-11-10T15:59:00Z'), // 23:59 in Manila
});
const fee = transaction({ id: 'e3', accountId: GCASH.id, accountName: GCASH.name, description: 'Fee' });

type PageOptions = Parameters<DataApi['fetchTransactionsPage']>[1];
const isExportRead = (options?: PageOptions) => options?.pageSize === EXPORT_PAGE_SIZE;

/**
 * The list's pages answer at once; the export's pages are answered by `exportPage(n)` (0-based
 * read number), and `count` answers the count aggregation.
 */
function renderExport(
  exportPage: (n: number, options?: PageOptions) => Promise<ReturnType<typeof page>>,
  count: () => Promise<number> = async () => 3,
  answers: Answers = {},
) {
  let reads = 0;
  const fetchTransactionsPage = jest.fn(async (_scope: unknown, options?: PageOptions) =>
    isExportRead(options) ? exportPage(reads++, options) : page([transaction()]),
  );
  const countTransactions = jest.fn(count);
  const rendered = renderPage(<TransactionsPage />, {
    path: '/transactions',
    api: { ...BASE_ANSWERS, fetchTransactionsPage, countTransactions, ...answers },
  });
  const exportCalls = () => fetchTransactionsPage.mock.calls.filter(([, options]) => isExportRead(options));
  return { ...rendered, fetchTransactionsPage, countTransactions, exportCalls };
}

const FAILED = 'Your transactions could not be read, so nothing was downloaded. Check your connection and try again.';

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const progressBar = () => screen.getByRole('progressbar', { name: 'Transactions read' });
const progressSection = () => screen.queryByRole('region', { name: 'Exporting transactions' });
const listRows = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('Export CSV', () => {
  it('reads the applied filter in pages of 500 with its progress, then downloads one UTF-8 CSV with a BOM', async () => {
    const downloads = captureDownloads();
    const first = deferred<ReturnType<typeof page>>();
    const second = deferred<ReturnType<typeof page>>();
    const { user, countTransactions, exportCalls, container } = renderExport((n) =>
      n === 0 ? first.promise : second.promise,
    );
    await waitFor(() => expect(listRows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Income');
    await user.selectOptions(screen.getByLabelText('Account'), 'GCash');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await user.click(exportButton());
    const filter = { type: 'income', accountId: GCASH.id, range: 'all' };
    expect(countTransactions).toHaveBeenCalledWith(expect.anything(), { filter, now: NOW });
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuetext', '0%, 0 of 3 transactions'));
    expect(exportButton()).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(container);

    first.resolve(page([salary, refund], true));
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuetext', '67%, 2 of 3 transactions'));
    expect(downloads).toEqual([]);
    second.resolve(page([fee]));

    expect(await findToast('Exported 3 transactions')).toBeVisible();
    expect(exportCalls().map(([, options]) => options)).toEqual([
      { filter, now: NOW, after: null, pageSize: EXPORT_PAGE_SIZE },
      { filter, now: NOW, after: expect.objectContaining({ last: {} }), pageSize: EXPORT_PAGE_SIZE },
    ]);
    expect(downloads.map((d) => d.name)).toEqual(['pitaka-transactions-income-gcash-2026-11-27.csv']);
    expect(downloads[0].blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await blobBytes(downloads[0].blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n')).toEqual([
      'Date,Time,Type,Amount,Currency,Account,Category,Description,Source',
      '2026-11-15,00:05,Income,15000.00,PHP,GCash,Salary,"Sweldo, ""Nov 15""",',
      `2026-11-10,23:59,Income,0.50,PHP,GCash,Other,"'=HYPERLINK(""http://evil.example"")",`,
      '2026-03-09,12:30,Expense,-250.00,PHP,GCash,Food,Fee,',
    ]);
    expect(progressSection()).toBeNull();
    expect(exportButton()).not.toHaveAttribute('aria-disabled');
  });

  it('Cancel stops reading, downloads nothing and leaves the page as it was', async () => {
    const downloads = captureDownloads();
    const first = deferred<ReturnType<typeof page>>();
    const { user, exportCalls } = renderExport((n) => (n === 0 ? first.promise : Promise.resolve(page([fee]))));
    await waitFor(() => expect(listRows()).toHaveLength(1));
    await user.click(exportButton());
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuetext', '0%, 0 of 3 transactions'));

    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(progressSection()).toBeNull();
    expect(exportButton()).toHaveFocus();
    first.resolve(page([salary, refund], true)); // the page in flight comes back after the cancel
    await new Promise((settle) => setTimeout(settle, 50));

    expect(exportCalls()).toHaveLength(1);
    expect(downloads).toEqual([]);
    expect(progressSection()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull(); // no failure, no toast
    expect(exportButton()).not.toHaveAttribute('aria-disabled');
    expect(listRows()).toHaveLength(1);
  });

  it.each<[string, (n: number) => Promise<ReturnType<typeof page>>, () => Promise<number>]>([
    ['the count', async () => page([salary]), () => Promise.reject(new DataError('unexpected', 'offline'))],
    [
      'the second page',
      (n) => (n === 0 ? Promise.resolve(page([salary], true)) : Promise.reject(new DataError('unexpected', 'offline'))),
      async () => 2,
    ],
  ])('a failed read of %s says so with Retry and downloads nothing', async (_label, exportPage, count) => {
    const downloads = captureDownloads();
    let failing = true;
    const { user } = renderExport(
      (n, options) => (failing ? exportPage(n) : Promise.resolve(options?.after ? page([]) : page([salary]))),
      () => (failing ? count() : Promise.resolve(1)),
    );
    await waitFor(() => expect(listRows()).toHaveLength(1));
    await user.click(exportButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(downloads).toEqual([]);
    expect(progressSection()).toBeNull();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findToast('Exported 1 transaction')).toBeVisible();
    expect(downloads.map((d) => d.name)).toEqual(['pitaka-transactions-2026-11-27.csv']);
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('keeps the page usable while it reads: the filter applies and the list changes', async () => {
    captureDownloads();
    const first = deferred<ReturnType<typeof page>>();
    const { user, fetchTransactionsPage } = renderExport(() => first.promise);
    await waitFor(() => expect(listRows()).toHaveLength(1));
    await user.click(exportButton());
    await waitFor(() => expect(progressBar()).toBeInTheDocument());

    fetchTransactionsPage.mockImplementation(async (_scope, options) =>
      isExportRead(options) ? first.promise : page([salary]),
    );
    await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Income');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(listRows()[0]).toHaveTextContent('Sweldo'));
    await user.click(exportButton()); // busy: no second export
    expect(fetchTransactionsPage.mock.calls.filter(([, options]) => isExportRead(options))).toHaveLength(1);
    expect(progressBar()).toBeInTheDocument();
  });

  it('says so when nothing matches, and downloads nothing', async () => {
    const downloads = captureDownloads();
    const { user } = renderExport(
      async () => page([]),
      async () => 0,
    );
    await waitFor(() => expect(listRows()).toHaveLength(1));
    await user.click(exportButton());
    expect(await findToast('No transactions match this filter: there is nothing to export.')).toBeVisible();
    expect(downloads).toEqual([]);
  });
});

describe('Export CSV in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('exports with its progress and its toast in Filipino', async () => {
    captureDownloads();
    const read = deferred<ReturnType<typeof page>>();
    const fetchTransactionsPage = jest.fn(async (_scope: unknown, options?: PageOptions) =>
      isExportRead(options) ? read.promise : page([transaction()]),
    );
    const { user } = renderPage(<TransactionsPage />, {
      path: '/transactions',
      api: { ...BASE_ANSWERS, fetchTransactionsPage, countTransactions: async () => 3 },
      language: 'fil',
    });
    await user.click(await screen.findByRole('button', { name: 'I-export ang CSV' }));
    expect(await screen.findByRole('region', { name: 'Ine-export ang mga transaksyon' })).toBeInTheDocument();
    const progress = await screen.findByRole('progressbar', { name: 'Mga nabasang transaksyon' });
    await waitFor(() => expect(progress.getAttribute('aria-valuetext')).toMatch(/0 sa 3 transaksyon$/));
    expect(screen.getByRole('button', { name: 'Kanselahin ang export' })).toBeInTheDocument();
    read.resolve(page([salary, refund, fee]));
    // A plural: the toast counts what was exported.
    expect(await findToast('Na-export ang 3 transaksyon')).toBeVisible();
  });
});
