// /backup with the data layer faked at its typed boundary: Download backup reads with progress
// and saves one JSON file that reads back; a chosen file is checked before anything is sent, and
// every refusal is shown; a restore shows its progress, what it restored, and continues after a
// failure with the same file.
import type { DataApi, RestoreProgress } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import {
  BACKUP_MAX_FILE_BYTES,
  BACKUP_MESSAGES,
  backupJson,
  readBackup,
  restoreHasDataMessage,
  toCentavos,
  type Backup,
} from '@pitaka/domain';
import {
  captureDownloads,
  deferred,
  fixClockForEachTest,
  renderPage,
  silenceConsoleErrors,
} from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { backupFileOf, giveBlobsText, oneAccountBackup } from '../testing/backup-fixtures';
import BackupPage from './backup-page';
import { loadCatalogues } from '@pitaka/ui';

// 27 November 2026, 00:30 in Manila (26 November in UTC): the file is named by the Manila day.
const NOW = new Date('2026-11-26T16:30:00.000Z');
fixClockForEachTest(NOW);
silenceConsoleErrors();

const BACKUP = oneAccountBackup(NOW);
giveBlobsText();

const renderBackup = (api: Partial<DataApi> = {}) => renderPage(<BackupPage />, { path: '/backup', api });

const fileInput = () => screen.getByLabelText('Backup file');
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('/backup: Download backup', () => {
  it('reads with progress, then saves one JSON file named by the Manila day that reads back whole', async () => {
    const downloads = captureDownloads();
    const answer = deferred<Backup>();
    let report: (p: { done: number; total: number }) => void = () => undefined;
    const makeBackup = jest.fn(async (_scope: unknown, onProgress?: typeof report) => {
      report = onProgress ?? report;
      report({ done: 0, total: 2 });
      return answer.promise;
    });
    const { user, container } = renderBackup({ makeBackup });
    await user.click(screen.getByRole('button', { name: 'Download backup' }));

    const progress = await screen.findByRole('progressbar', { name: 'Reading your data' });
    expect(progress).toHaveAttribute('aria-valuetext', '0%, 0 of 2 documents');
    expect(screen.getByRole('button', { name: 'Reading your data...' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(container);
    report({ done: 1, total: 2 });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '50%, 1 of 2 documents'));
    expect(downloads).toEqual([]);

    answer.resolve(BACKUP);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved pitaka-backup-2026-11-27.json: 1 account and 1 transaction.',
    );
    expect(makeBackup).toHaveBeenCalledTimes(1);
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([
      ['pitaka-backup-2026-11-27.json', 'application/json;charset=utf-8'],
    ]);
    expect(readBackup(await downloads[0].blob.text())).toEqual({ ok: true, value: BACKUP });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a backup whose balances do not add up, and says a restore would refuse it', async () => {
    const downloads = captureDownloads();
    const drifted = { ...BACKUP, accounts: [{ ...BACKUP.accounts[0], balance: toCentavos(999) }] };
    const { user } = renderBackup({ makeBackup: async () => drifted });
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await alertText()).toBe(
      'A restore would refuse this file. This backup file is damaged and cannot be restored: the balances do not ' +
        'add up (account Wallet: balance 999 but transactions sum to 1000).',
    );
    expect(downloads).toHaveLength(1);
  });

  it('says so when the data cannot be read, and downloads nothing', async () => {
    const downloads = captureDownloads();
    const { user } = renderBackup({ makeBackup: async () => Promise.reject(new DataError('unexpected', 'offline')) });
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await alertText()).toBe(BACKUP_MESSAGES.backupFailed);
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download backup' })).not.toHaveAttribute('aria-disabled');
  });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const edited = (edit: (file: Json) => void) => {
  const file = JSON.parse(backupJson(BACKUP)) as Json;
  edit(file);
  return JSON.stringify(file);
};

describe('/backup: Restore', () => {
  it.each([
    ['a file that is not JSON', backupFileOf('Date,Amount\n2026-11-01,100'), BACKUP_MESSAGES.notJson],
    ['JSON of another app', backupFileOf('{"transactions": []}'), BACKUP_MESSAGES.notBackup],
    [
      'a backup of a newer version',
      backupFileOf(edited((f) => (f['version'] = 2))),
      'This backup was made by a newer version of Pitaka (format 2). Reload the page to update Pitaka, then try again.',
    ],
    [
      'a damaged backup',
      backupFileOf(edited((f) => (f['transactions'][0]['amount'] = 99_900))),
      'This backup file is damaged and cannot be restored: the balances do not add up (account Wallet: balance ' +
        '1000 but transactions sum to 999).',
    ],
  ])('refuses %s before sending anything', async (_name, file, message) => {
    const { user, api } = renderBackup();
    await user.upload(fileInput(), file);
    expect(await alertText()).toBe(message);
    expect(screen.queryByRole('button', { name: 'Restore backup' })).toBeNull();
    expect(api.restoreBackup).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit without reading it', async () => {
    const { user, api } = renderBackup();
    const big = backupFileOf('not read');
    Object.defineProperty(big, 'size', { value: BACKUP_MAX_FILE_BYTES + 1 });
    const text = jest.spyOn(big, 'text');
    await user.upload(fileInput(), big);
    expect(await alertText()).toBe('This file is too large for a Pitaka backup (65 MB; a backup is at most 64 MB).');
    expect(text).not.toHaveBeenCalled();
    expect(api.restoreBackup).not.toHaveBeenCalled();
  });

  it('says what an account with data has, and offers no way to go on', async () => {
    const hasData = restoreHasDataMessage({ accounts: 2, transactions: 40, paluwagans: 0, debts: 1, recurring: 0 });
    const { user } = renderBackup({ restoreBackup: async () => Promise.reject(new DataError('refused', hasData)) });
    await user.upload(fileInput(), backupFileOf(backupJson(BACKUP)));
    await user.click(await screen.findByRole('button', { name: 'Restore backup' }));
    expect(await alertText()).toBe(
      'This account already has data (2 accounts, 40 transactions and 1 debt). A backup can only be restored into ' +
        'an account with no data: to restore it, sign up with another e-mail address and restore it there.',
    );
    expect(screen.queryByRole('button', { name: /Restore backup|Continue restore/ })).toBeNull();
  });

  it('shows what the file holds, restores it with progress, then says what was restored', async () => {
    const answer = deferred<void>();
    let report: (p: RestoreProgress) => void = () => undefined;
    const restoreBackup = jest.fn(async (_scope: unknown, _input: unknown, onProgress?: typeof report) => {
      report = onProgress ?? report;
      return answer.promise;
    });
    const { user, container, location } = renderBackup({ restoreBackup });
    await user.upload(fileInput(), backupFileOf(backupJson(BACKUP)));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'pitaka-backup-2026-11-27.json, made Nov 27, 2026, 12:30 AM: 1 account and 1 transaction.',
    );
    await expectNoSeriousA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Restore backup' }));
    // The file's text, for the server to read again, and what the page read from it.
    expect(restoreBackup).toHaveBeenCalledWith(
      expect.anything(),
      { text: backupJson(BACKUP), backup: BACKUP },
      expect.any(Function),
    );
    expect(fileInput()).toBeDisabled();

    report({ phase: 'documents', done: 1, total: 2 });
    expect(await screen.findByRole('progressbar', { name: 'Restoring your data' })).toHaveAttribute(
      'aria-valuetext',
      '50%, 1 of 2 documents',
    );
    report({ phase: 'summaries', done: 1, total: 1 });
    expect(await screen.findByRole('progressbar', { name: 'Preparing your insights' })).toHaveAttribute(
      'aria-valuetext',
      '100%, 1 of 1 transactions',
    );
    answer.resolve();
    expect(await screen.findByRole('status')).toHaveTextContent('Restored 1 account and 1 transaction.');
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(location()).toBe('/dashboard');
  });

  it('offers to continue a restore that stopped, with the same file', async () => {
    const restoreBackup = jest
      .fn<ReturnType<DataApi['restoreBackup']>, Parameters<DataApi['restoreBackup']>>()
      .mockRejectedValueOnce(new DataError('unexpected', 'network'))
      .mockResolvedValueOnce();
    const { user } = renderBackup({ restoreBackup });
    await user.upload(fileInput(), backupFileOf(backupJson(BACKUP)));
    await user.click(await screen.findByRole('button', { name: 'Restore backup' }));
    expect(await alertText()).toBe(
      'The restore stopped before it finished. Nothing is lost: your accounts appear only once everything is in, ' +
        'and Continue restore picks up where it stopped.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Restored 1 account and 1 transaction.');
    const file = { text: backupJson(BACKUP), backup: BACKUP };
    expect(restoreBackup.mock.calls.map(([, input]) => input)).toEqual([file, file]);
  });

  it('links to statement import', async () => {
    const { user, location } = renderBackup();
    await user.click(screen.getByRole('link', { name: 'Import a bank statement' }));
    expect(location()).toBe('/import');
  });
});

describe('/backup in Filipino', () => {
  // As the app's start does once Filipino is chosen: every catalogue of the page downloaded.
  beforeAll(() => loadCatalogues('fil'));

  it('backs up with its progress in Filipino, and offers the restore in Filipino', async () => {
    captureDownloads();
    const answer = deferred<Backup>();
    const makeBackup = jest.fn(async (_scope: unknown, onProgress?: (p: { done: number; total: number }) => void) => {
      onProgress?.({ done: 0, total: 2 });
      return answer.promise;
    });
    const { user } = renderPage(<BackupPage />, { path: '/backup', api: { makeBackup }, language: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backup at Restore' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I-restore mula sa backup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-download ang backup' }));

    const progress = await screen.findByRole('progressbar', { name: 'Binabasa ang iyong datos' });
    expect(progress.getAttribute('aria-valuetext')).toMatch(/0 sa 2 dokumento$/);
    expect(screen.getByRole('button', { name: 'Binabasa ang iyong datos...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer.resolve(BACKUP);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Na-save ang pitaka-backup-2026-11-27\.json: /);

    await user.upload(screen.getByLabelText('File ng backup'), backupFileOf(backupJson(BACKUP)));
    expect(await screen.findByRole('button', { name: 'I-restore ang backup' })).toBeInTheDocument();
    expect(screen.queryByText(/Download backup|Restore from|Backup file|Saved/)).toBeNull();
  });
});
