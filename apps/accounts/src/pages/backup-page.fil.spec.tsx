// /backup in Filipino: the restore's refusals are the domain's messages, shown in the page's
// language, counts and dates inside them too.
import { DataError } from '@pitaka/data';
import { backupJson, restoreHasData, restoreOtherUnfinished, toCentavos, type Backup } from '@pitaka/domain';
import { blobText, fixClockForEachTest, renderPageIn, silenceConsoleErrors } from '@pitaka/remote-kit/testing';
import { screen } from '@testing-library/react';
import BackupPage from './backup-page';

const NOW = new Date('2026-11-26T16:30:00.000Z');
fixClockForEachTest(NOW);
silenceConsoleErrors();

const CREATED = new Date('2026-01-05T01:00:00.000Z');
const BACKUP: Backup = {
  id: 'backup-1',
  madeAt: NOW,
  profile: { currency: 'PHP', createdAt: CREATED },
  accounts: [{ id: 'wallet', name: 'Wallet', type: 'cash', balance: toCentavos(1000), createdAt: CREATED }],
  transactions: [
    {
      id: 'initial',
      type: 'income',
      amount: toCentavos(1000),
      description: 'Initial balance',
      category: 'Initial',
      accountId: 'wallet',
      accountName: 'Wallet',
      date: CREATED,
      createdAt: CREATED,
    },
  ],
  paluwagans: [],
  debts: [],
  recurring: [],
};

beforeAll(() => {
  // jsdom's Blob has no text() (see backup-page.spec.tsx).
  Blob.prototype.text ??= function (this: Blob) {
    return blobText(this);
  };
});

const fileOf = (text: string, name = 'pitaka-backup-2026-11-27.json') =>
  new File([text], name, { type: 'application/json' });

async function restoreRefusedWith(refusal: DataError) {
  const { user } = await renderPageIn('fil', <BackupPage />, {
    path: '/backup',
    api: { restoreBackup: async () => Promise.reject(refusal) },
  });
  await user.upload(screen.getByLabelText('File ng backup'), fileOf(backupJson(BACKUP)));
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
    await user.upload(screen.getByLabelText('File ng backup'), fileOf('not json at all', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hindi Pitaka backup ang file na ito: hindi ito JSON file. Piliin ang .json file na na-save ng “I-download ang backup”.',
    );
  });
});
