// Restore: a chosen file is read and checked at once (size, JSON, format, version, every
// document, the ledger); a file that passes is restored on request, with progress. A refusal of
// this account (it has data) is final; any other failure can be continued with the same file.
import { useRestoreBackup, type RestoreProgress } from '@pitaka/data';
import { isDataError } from '@pitaka/platform';
import {
  BACKUP,
  backupCounts,
  checkBackupFileSize,
  readBackup,
  type Backup,
  type BackupCounts,
  type DomainMessage,
} from '@pitaka/domain';
import { useState } from 'react';

export type RestoreState =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  | { status: 'refused'; fileName: string; message: DomainMessage }
  | { status: 'ready'; fileName: string; file: BackupFile }
  | { status: 'restoring'; fileName: string; file: BackupFile; progress: RestoreProgress | null }
  | { status: 'stopped'; fileName: string; file: BackupFile }
  | { status: 'restored'; fileName: string; counts: BackupCounts };

/** A file that passed: its text (the server reads it again) and the backup read from it. */
interface BackupFile {
  text: string;
  backup: Backup;
}

export function useRestore() {
  const restoreBackup = useRestoreBackup();
  const [state, setState] = useState<RestoreState>({ status: 'empty' });

  async function choose(file: File | null) {
    if (!file) return setState({ status: 'empty' });
    const fileName = file.name;
    const size = checkBackupFileSize(file.size);
    if (!size.ok) return setState({ status: 'refused', fileName, message: size });
    setState({ status: 'reading', fileName });
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      console.error('Reading the backup file failed', error);
      return setState({ status: 'refused', fileName, message: BACKUP.readFailed });
    }
    const read = readBackup(text);
    setState(
      read.ok
        ? { status: 'ready', fileName, file: { text, backup: read.value } }
        : { status: 'refused', fileName, message: read },
    );
  }

  async function restore() {
    if (state.status !== 'ready' && state.status !== 'stopped') return;
    const { fileName, file } = state;
    setState({ status: 'restoring', fileName, file, progress: null });
    try {
      await restoreBackup(file, (progress) => setState({ status: 'restoring', fileName, file, progress }));
      setState({ status: 'restored', fileName, counts: backupCounts(file.backup) });
    } catch (error) {
      console.error('Restore failed', error);
      if (isDataError(error) && error.code === 'refused') setState({ status: 'refused', fileName, message: error });
      else setState({ status: 'stopped', fileName, file });
    }
  }

  return { state, choose, restore };
}
