// /backup in Filipino: the restore's refusals are the domain's messages, shown in the page's
// language, counts and dates inside them too.
import { DataError } from '@pitaka/platform';
import { backupJson, restoreHasData, restoreOtherUnfinished } from '@pitaka/domain';
import { fixClockForEachTest, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen } from '@testing-library/react';
import { backupFileOf, giveBlobsText, oneAccountBackup } from '../testing/backup-fixtures';
import BackupPage from './backup-page';

const NOW = new Date('2026-11-26T16:30:00.000Z');
fixClockForEachTest(NOW);
silenceConsoleErrors();

const BACKUP = oneAccountBackup(NOW);
giveBlobsText();

async function restoreRefusedWith(refusal: DataError) {
  const { user } = await renderPageIn('fil', <BackupPage />, {
    path: '/backup',
    api: { restoreBackup: async () => Promise.reject(refusal) },
  });
  await user.upload(screen.getByLabelText('File ng backup'), backupFileOf(backupJson(BACKUP)));
  await user.click(await screen.findByRole('button', { name: 'I-restore ang backup' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('/backup in Filipino', () => {
  it('says what an account with data has, counted in Filipino', async () => {
    const hasData = restoreHasData({ accounts: 2, transactions: 1200, paluwagans: 0, debts: 1, recurring: 3 });
    expect(await restoreRefusedWith(new DataError('refused', hasData))).toBe(
      'May datos na ang account na ito (2 account, 1,200 transaksyon, 1 utang at 3 regular na bayarin). ' +
        'Sa account na wala pang datos lang puwedeng i-restore ang backup: para i-restore ito, mag-sign up gamit ' +
        'ang ibang e-mail address at doon ito i-restore.',
    );
  });

  it('names the unfinished restore by its date in Filipino', async () => {
    const other = restoreOtherUnfinished(new Date('2026-11-24T05:05:00.000Z'));
    expect(await restoreRefusedWith(new DataError('refused', other))).toMatch(
      /^Hindi natapos sa account na ito ang pag-restore ng ibang backup \(ginawa noong Nob 24, 2026/,
    );
  });

  it('refuses a file that is not JSON, in Filipino', async () => {
    const { user } = await renderPageIn('fil', <BackupPage />, { path: '/backup' });
    await user.upload(screen.getByLabelText('File ng backup'), backupFileOf('not json at all', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hindi Pitaka backup ang file na ito: hindi ito JSON file. Piliin ang .json file na na-save ng “I-download ang backup”.',
    );
  });
});
