// /import in Filipino: the statement's problems (a file refused, a row's reason, an undo refused
// naming its rows) are the domain's messages, shown in the page's language.
import { DataError } from '@pitaka/platform';
import { importChangedRows } from '@pitaka/domain';
import { renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { IMPORT_ANSWERS } from '../testing/import-fixtures';
import type { Answers } from '../testing/transaction-fixtures';
import ImportPage from './import-page';

silenceConsoleErrors();

const CSV = [
  'Date and Time,Description,Reference No.,Debit,Credit,Balance',
  '11/02/2026 08:15 AM,Buy Load,100234,50.00,,450.00',
  'kahapon,Send Money,100237,20.00,,430.00',
  '11/05/2026 09:00 AM,Cash In,100236,,abc,430.00',
].join('\n');

const renderImport = (answers: Answers = {}) =>
  renderPageIn('fil', <ImportPage />, { path: '/import', api: { ...IMPORT_ANSWERS, ...answers } });

async function upload(user: Awaited<ReturnType<typeof renderImport>>['user'], file: File) {
  await user.selectOptions(await screen.findByLabelText('I-import sa'), 'gcash');
  await user.upload(screen.getByLabelText('File ng statement (CSV)'), file);
}

describe('/import in Filipino', () => {
  it("says in Filipino why a row can't be imported", async () => {
    const { user } = await renderImport();
    await upload(user, new File([CSV], 'gcash.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Silipin ang mga row' }));
    expect(await screen.findByText('Hindi petsa ang "kahapon"')).toBeInTheDocument();
    expect(screen.getByText('Hindi halaga ang "abc"')).toBeInTheDocument();
    expect(screen.queryByText(/is not a date|is not an amount/)).toBeNull();
  });

  it('refuses a file that is not a statement, in Filipino', async () => {
    const { user } = await renderImport();
    await upload(user, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3])], 'photo.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mukhang hindi CSV statement ang file na ito (hindi ito text).',
    );
  });

  it('keeps the undo refusal in Filipino, rows counted as many', async () => {
    const { user } = await renderImport({
      undoStatementImport: async () => {
        throw new DataError('refused', importChangedRows([3, 7]));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'I-undo ang import ng october.csv' }));
    await user.click(screen.getByRole('button', { name: 'I-undo ang import' }));
    const dialog = screen.getByRole('alertdialog', { name: 'I-undo ang import na ito?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Binago ang mga row 3 at 7 ng import na ito matapos itong ma-import, kaya hindi na ito ma-undo nang buo. ' +
        'Ibalik muna sa dati ang mga transaksyong iyon sa Mga Transaksyon, o hayaan na lang ang import.',
    );
  });
});
