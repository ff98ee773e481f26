import { setupI18n, type Messages } from '@lingui/core';
import { centavos } from '../../money';
import {
  backupContents,
  backupCountsText,
  restoreHasData,
  restoreHasDataMessage,
  restoreOtherUnfinished,
} from './backup';
import { resolveValues, type DomainMessage } from './catalogue';
import { MESSAGE_CATALOGUES } from './groups';
import {
  importBelowZero,
  importChangedRows,
  importChangedRowsMessage,
  importProgress,
  importProgressText,
  importStopped,
  importStoppedMessage,
  notADate,
  rowTooShort,
  tooManyRows,
} from './statement-import';

/** A message as a Filipino screen shows it: its reference read in the Filipino catalogue of its group. */
async function inFilipino(message: DomainMessage): Promise<string> {
  const { ref } = message;
  if (!ref) throw new Error(`"${message.message}" has no reference`);
  const messages = (await MESSAGE_CATALOGUES[ref.group].fil()).default as Messages;
  const i18n = setupI18n({ locale: 'fil', messages: { fil: messages } });
  const nested = await Promise.all(
    Object.entries(ref.values ?? {}).map(async ([name, value]) => [
      name,
      typeof value === 'object' && !(value instanceof Date) && !('calendarDay' in value)
        ? await inFilipino(value)
        : value,
    ]),
  );
  return i18n._(
    ref.key,
    resolveValues(Object.fromEntries(nested), 'fil', (m) => m.message),
  );
}

describe('statement import messages', () => {
  it('keep their English texts', () => {
    expect(importChangedRowsMessage([4])).toMatch(/^Row 4 of this import was changed after the import, so it can't/);
    expect(importChangedRowsMessage([4, 9])).toMatch(/^Rows 4 and 9 of this import were changed .* Revert those/);
    expect(importChangedRowsMessage([1, 2, 3])).toMatch(/^Rows 1, 2 and 3 of this import were changed/);
    expect(importChangedRowsMessage(Array.from({ length: 1013 }, (_, i) => i + 1))).toMatch(
      /^Rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 1,003 more of this import/,
    );
    expect(importProgressText(1, 1)).toBe('Imported 1 of 1 row');
    expect(importProgressText(1000, 2000, true)).toBe('Undone 1,000 of 2,000 rows');
    expect(importStoppedMessage(500, 2000, 'the connection failed')).toBe(
      'Imported 500 of 2,000 rows. The rest were not imported: the connection failed',
    );
    expect(tooManyRows().message).toBe(
      'This file has more than 100,000 rows. Export a shorter period and import it in parts.',
    );
    expect(rowTooShort(1, 4).message).toBe('This row has 1 column; the header has 4');
  });

  it('read in Filipino, one row and many rows worded apart (Filipino "one" is not only 1)', async () => {
    expect(await inFilipino(importChangedRows([4]))).toBe(
      'Binago ang row 4 ng import na ito matapos itong ma-import, kaya hindi na ito ma-undo nang buo. ' +
        'Ibalik muna sa dati ang transaksyong iyon sa Mga Transaksyon, o hayaan na lang ang import.',
    );
    expect(await inFilipino(importChangedRows([2, 3]))).toMatch(
      /^Binago ang mga row 2 at 3 ng import na ito .* ang mga transaksyong iyon /,
    );
    expect(await inFilipino(importChangedRows(Array.from({ length: 13 }, (_, i) => i + 1)))).toMatch(
      /^Binago ang mga row 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 at 3 pa ng import/,
    );
    expect(await inFilipino(importProgress(1000, 2000))).toBe('Na-import ang 1,000 sa 2,000 row');
    expect(await inFilipino(importStopped(1, 3, 'nawala ang koneksyon'))).toBe(
      'Na-import ang 1 sa 3 row. Hindi na-import ang natitira: nawala ang koneksyon',
    );
    expect(await inFilipino(rowTooShort(2, 4))).toBe('May 2 column ang row na ito; 4 ang nasa header');
    expect(await inFilipino(notADate('45900'))).toBe('Hindi petsa ang "45900"');
    expect(await inFilipino(importBelowZero('GCash', centavos(1000)))).toBe(
      'Bababa sa zero ang GCash nang ₱10.00 dahil sa mga row na ito. Ilagay muna ang panimulang balanse nito, o huwag isama ang ilang gastos.',
    );
  });
});

describe('backup messages', () => {
  const counts = { accounts: 3, transactions: 1200, paluwagans: 0, debts: 1, recurring: 0 };

  it('keep their English texts', () => {
    expect(backupCountsText(counts)).toBe('3 accounts, 1,200 transactions and 1 debt');
    expect(backupCountsText({ ...counts, accounts: 1, transactions: 0, debts: 0 })).toBe('1 account');
    expect(backupCountsText({ accounts: 0, transactions: 0, paluwagans: 0, debts: 0, recurring: 0 })).toBe('nothing');
    expect(backupCountsText({ accounts: 1, transactions: 2, paluwagans: 1, debts: 2, recurring: 1 })).toBe(
      '1 account, 2 transactions, 1 paluwagan, 2 debts and 1 recurring item',
    );
    expect(restoreHasDataMessage(counts)).toBe(
      'This account already has data (3 accounts, 1,200 transactions and 1 debt). A backup can only be restored into an ' +
        'account with no data: to restore it, sign up with another e-mail address and restore it there.',
    );
  });

  it('read in Filipino, the counts and the date inside a refusal too', async () => {
    expect(await inFilipino(backupContents({ ...counts, paluwagans: 2, recurring: 4 }))).toBe(
      '3 account, 1,200 transaksyon, 2 paluwagan, 1 utang at 4 regular na bayarin',
    );
    expect(await inFilipino(restoreHasData(counts))).toMatch(
      /^May datos na ang account na ito \(3 account, 1,200 transaksyon at 1 utang\)\. /,
    );
    // An instant, shown in the device's zone: noon UTC is 25 November from Los Angeles to Manila.
    expect(await inFilipino(restoreOtherUnfinished(new Date('2026-11-25T12:00:00Z')))).toMatch(
      /^Hindi natapos sa account na ito ang pag-restore ng ibang backup \(ginawa noong Nob 25, 2026/,
    );
  });
});
