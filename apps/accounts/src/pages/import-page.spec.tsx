import type { ImportStatementInput } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import { centavos, importDuplicateKey, toCentavos, type Account, type SavedColumnMapping } from '@pitaka/domain';
import { findToast, renderPage, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { IMPORT_ANSWERS } from '../testing/import-fixtures';
import { GCASH, WALLET, type Answers } from '../testing/transaction-fixtures';
import ImportPage from './import-page';
import { loadCatalogues } from '@pitaka/ui';

silenceConsoleErrors();

/** A GCash export: two debits, a credit, and one row whose date does not read. */
const GCASH_CSV = [
  'Date and Time,Description,Reference No.,Debit,Credit,Balance',
  '11/02/2026 08:15 AM,Buy Load,100234,50.00,,450.00',
  '11/03/2026 12:40 PM,Jollibee Cubao,100235,189.00,,261.00',
  '11/05/2026 09:00 AM,Cash In from BPI,100236,,"1,000.00","1,261.00"',
  'yesterday,Send Money,100237,20.00,,"1,241.00"',
].join('\n');

const manila = (local: string) => new Date(`${local}+08:00`);
/** "Buy Load" is already in GCash (the same day, amount and description). */
const EXISTING_LOAD = importDuplicateKey({
  date: manila('2026-11-02T20:00'),
  type: 'expense',
  amount: toCentavos(50),
  description: 'buy  load',
});

const ANSWERS: Answers = {
  ...IMPORT_ANSWERS,
  listImportDuplicateKeys: async () => [EXISTING_LOAD],
  importStatement: async (_scope, input) => {
    input.onProgress?.({ importId: 'new1', done: input.rows.length, total: input.rows.length });
    return { importId: 'new1', done: input.rows.length, total: input.rows.length, stopped: null };
  },
};

function renderImport(answers: Answers = {}) {
  return renderPage(<ImportPage />, { path: '/import', api: { ...ANSWERS, ...answers } });
}

async function pickFile(user: UserEvent, text = GCASH_CSV, name = 'gcash-november.csv') {
  await user.selectOptions(await screen.findByLabelText('Import into'), 'gcash');
  await user.upload(screen.getByLabelText('Statement file (CSV)'), new File([text], name, { type: 'text/csv' }));
  await screen.findByRole('heading', { name: '2. Match the columns' });
}

async function preview(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Preview the rows' }));
  await screen.findByRole('button', { name: /^Import \d+ transactions?$/ });
}

/** The rows of the preview's table (the mapping step has a table of the file's first rows too). */
const previewRows = () =>
  within(screen.getByRole('region', { name: '3. Check the rows' }))
    .getAllByRole('row')
    .slice(1);

/** What the page asked the data layer to import. */
function importedInput(api: ReturnType<typeof renderImport>['api']): ImportStatementInput {
  expect(api.importStatement).toHaveBeenCalledTimes(1);
  return api.importStatement.mock.calls[0][1];
}

describe('/import', () => {
  it('reads a GCash statement, guesses its columns and previews every row: to import, duplicate, invalid', async () => {
    const { user, container, api } = renderImport();
    await pickFile(user);
    expect(screen.getByLabelText('Date')).toHaveValue('Date and Time');
    expect(screen.getByLabelText('Description')).toHaveValue('Description');
    expect(screen.getByLabelText('Money out (debit)')).toHaveValue('Debit');
    expect(screen.getByLabelText('Money in (credit)')).toHaveValue('Credit');
    await preview(user);

    expect(screen.getByText(/to import ·/).textContent).toBe('2 to import · 1 duplicate · 1 invalid');
    const rows = previewRows();
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['duplicate', 'ready', 'ready', 'invalid']);
    expect(within(rows[0]).getByText('Already in GCash')).toBeInTheDocument();
    expect(within(rows[3]).getByText('"yesterday" is not a date')).toBeInTheDocument();
    // ₱500.00 − ₱189.00 + ₱1,000.00.
    expect(screen.getByText('₱1,311.00')).toBeInTheDocument();
    expect(api.listImportDuplicateKeys).toHaveBeenCalledWith(expect.anything(), {
      accountId: 'gcash',
      from: manila('2026-11-02T00:00'),
      to: new Date(manila('2026-11-06T00:00').getTime() - 1),
    });
    await expectNoSeriousA11yViolations(container);
  });

  it('imports the chosen rows with the categories chosen, and says what it did', async () => {
    const { user, api } = renderImport();
    await pickFile(user);
    await preview(user);
    await user.selectOptions(screen.getByLabelText('Category of row 2'), 'Food');
    await user.click(screen.getByRole('checkbox', { name: 'Import anyway' }));
    await user.click(screen.getByRole('button', { name: 'Import 3 transactions' }));

    await screen.findByText('Imported 3 transactions into GCash.');
    const input = importedInput(api);
    expect(input).toMatchObject({
      accountId: 'gcash',
      fileName: 'gcash-november.csv',
      mapping: {
        header: ['Date and Time', 'Description', 'Reference No.', 'Debit', 'Credit', 'Balance'],
        mapping: {
          date: 'Date and Time',
          description: 'Description',
          amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
          category: null,
        },
        dayOrder: 'month-first',
      } satisfies SavedColumnMapping,
    });
    expect(input.rows.map((r) => [r.row, r.draft.type, r.draft.amount, r.draft.category])).toEqual([
      [1, 'expense', centavos(5000), 'Other'],
      [2, 'expense', centavos(18_900), 'Food'],
      [3, 'income', centavos(100_000), 'Other'],
    ]);
    expect(screen.getByRole('link', { name: 'View GCash' })).toHaveAttribute('href', '/accounts/gcash');
  });

  it("reads a yen account's statement in yen: whole yen, shown and checked in JPY", async () => {
    const YUCHO: Account = { id: 'yen', name: 'Yucho', type: 'bank', balance: centavos(80_000), currency: 'JPY' };
    const { user, api } = renderImport({
      listAccounts: async () => [WALLET, GCASH, YUCHO],
    });
    const YEN_CSV = [
      'Date,Description,Amount',
      '11/02/2026,7-Eleven,"JPY -1,500"',
      '11/03/2026,Lawson,-420.5',
      '11/04/2026,Salary,"250,000"',
    ].join('\n');
    await user.selectOptions(await screen.findByLabelText('Import into'), 'yen');
    await user.upload(
      screen.getByLabelText('Statement file (CSV)'),
      new File([YEN_CSV], 'yucho.csv', { type: 'text/csv' }),
    );
    await screen.findByRole('heading', { name: '2. Match the columns' });
    await preview(user);
    expect(screen.getByText(/to import ·/).textContent).toBe('2 to import · 0 duplicates · 1 invalid');
    expect(previewRows()[0]).toHaveTextContent('JPY 1,500');
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await screen.findByText('Imported 2 transactions into Yucho.');
    expect(importedInput(api).rows.map((r) => [r.draft.type, r.draft.amount])).toEqual([
      ['expense', 1_500],
      ['income', 250_000],
    ]);
  });

  it('refuses rows that would take the account below zero, and imports nothing', async () => {
    const { user, api } = renderImport();
    const csv = 'Date,Description,Amount\n11/02/2026,New phone,"-9,000.00"\n';
    await pickFile(user, csv);
    await preview(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'These rows would take GCash ₱8,500.00 below zero. Add its opening balance first, or leave some expenses out.',
    );
    expect(screen.getByRole('button', { name: 'Import 1 transaction' })).toBeDisabled();
    expect(api.importStatement).not.toHaveBeenCalled();
  });

  it('asks which number is the month when every date reads both ways, and reads them as answered', async () => {
    const { user } = renderImport();
    await pickFile(user, 'Date,Description,Amount\n03/04/2026,Load,-5\n05/06/2026,Load again,-5\n');
    await user.click(screen.getByRole('radio', { name: /Day first/ }));
    await preview(user);
    expect(previewRows()[0]).toHaveTextContent('Apr 3, 2026');
  });

  it('says at its field when a column is missing, and previews nothing', async () => {
    const { user, api } = renderImport();
    await pickFile(user, 'When,What,How much\n11/02/2026,Load,-5\n');
    await user.click(screen.getByRole('button', { name: 'Preview the rows' }));
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Please choose the date column');
    expect(api.listImportDuplicateKeys).not.toHaveBeenCalled();
  });

  it('offers the columns remembered for the account', async () => {
    const saved: SavedColumnMapping = {
      header: ['When', 'What', 'How much'],
      mapping: { date: 'When', description: 'What', amount: { kind: 'signed', amount: 'How much' }, category: null },
      dayOrder: 'day-first',
    };
    const { user } = renderImport({ getImportMapping: async () => saved });
    await pickFile(user, 'When,What,How much\n03/04/2026,Load,-5\n');
    expect(screen.getByText("The columns are read as for this account's last statement.")).toBeInTheDocument();
    await preview(user);
    expect(previewRows()[0]).toHaveTextContent('Apr 3, 2026');
  });

  it('refuses a file that is not a statement, saying why', async () => {
    const { user } = renderImport();
    await user.selectOptions(await screen.findByLabelText('Import into'), 'gcash');
    const junk = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3])], 'photo.csv');
    await user.upload(screen.getByLabelText('Statement file (CSV)'), junk);
    expect(await screen.findByRole('alert')).toHaveTextContent("This file doesn't look like a CSV statement");
    expect(screen.queryByRole('heading', { name: '2. Match the columns' })).toBeNull();
  });

  it('shows where an import stopped, and imports the rest with the same rows and import', async () => {
    const { user, api } = renderImport({
      importStatement: jest
        .fn()
        .mockResolvedValueOnce({
          importId: 'new1',
          done: 1,
          total: 2,
          stopped: new DataError('refused', 'Insufficient funds in GCash. Available balance: ₱0.00'),
        })
        .mockResolvedValueOnce({ importId: 'new1', done: 2, total: 2, stopped: null }),
    });
    await pickFile(user);
    await preview(user);
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Imported 1 of 2 rows. The rest were not imported: Insufficient funds in GCash. Available balance: ₱0.00',
    );
    await user.click(screen.getByRole('button', { name: 'Import the rest' }));
    await screen.findByText('Imported 2 transactions into GCash.');
    const [first, second] = api.importStatement.mock.calls.map((call) => call[1]);
    expect(second).toMatchObject({ importId: 'new1', rows: first.rows });
  });

  it('lists past imports and undoes one after asking', async () => {
    const { user, api } = renderImport({
      undoStatementImport: async () => ({ importId: 'imp1', done: 12, total: 12, stopped: null }),
    });
    const item = (await screen.findByText('october.csv')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Into GCash · Nov 20, 2026 · 12 rows');
    await user.click(within(item).getByRole('button', { name: 'Undo the import of october.csv' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('The 12 transactions that october.csv added to GCash will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    await findToast('Import undone');
    expect(api.undoStatementImport).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ importId: 'imp1' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the undo dialog open with the refusal, naming the rows', async () => {
    const refusal =
      "Row 4 of this import was changed after the import, so it can't be undone as a whole. Revert that transaction on Transactions first, or keep the import.";
    const { user } = renderImport({
      undoStatementImport: async () => {
        throw new DataError('refused', refusal);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Undo the import of october.csv' }));
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Undo this import?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('/import in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('walks the steps in Filipino: choose, match, check the rows, and the past imports', async () => {
    const { user } = renderPage(<ImportPage />, { path: '/import', api: ANSWERS, language: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mag-import ng statement' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('I-import sa'), 'gcash');
    await user.upload(
      screen.getByLabelText('File ng statement (CSV)'),
      new File([GCASH_CSV], 'gcash-november.csv', { type: 'text/csv' }),
    );
    await screen.findByRole('heading', { name: '2. Itugma ang mga column' });
    expect(screen.getByLabelText('Perang lumabas (debit)')).toHaveValue('Debit');
    await user.click(screen.getByRole('button', { name: 'Silipin ang mga row' }));

    // A plural: the import button counts the rows it writes.
    expect(await screen.findByRole('button', { name: 'I-import ang 2 transaksyon' })).toBeInTheDocument();
    expect(screen.getByText(/ii-import ·/).textContent).toBe('2 ii-import · 1 doble · 1 hindi wasto');
    expect(screen.getByText('Nasa GCash na')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lahat ng row (4)' })).toBeInTheDocument();

    const item = screen.getByText('october.csv').closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Sa GCash · Nob 20, 2026 · 12 row');
    await user.click(within(item).getByRole('button', { name: 'I-undo ang import ng october.csv' }));
    const dialog = screen.getByRole('alertdialog', { name: 'I-undo ang import na ito?' });
    expect(dialog).toHaveTextContent('Buburahin ang 12 transaksyon na idinagdag ng october.csv sa GCash');
    expect(screen.queryByText(/to import|Preview|Past imports|Undo/)).toBeNull();
  });
});
