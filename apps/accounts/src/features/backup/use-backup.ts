// "Download backup": everything the user owns, read in pages with progress, saved as one JSON
// file; then the saved text is read back as a restore would read it, so a file that could not
// be restored is said at once rather than on the day it is needed.
import { useMakeBackup, type BackupProgress } from '@pitaka/data';
import { isDataError } from '@pitaka/platform';
import {
  BACKUP,
  backupCounts,
  backupFileName,
  backupJson,
  readBackup,
  type BackupCounts,
  type DomainMessage,
} from '@pitaka/domain';
import { downloadFile } from '@pitaka/remote-kit';
import { useState } from 'react';

export type BackupState =
  | { status: 'idle' }
  | { status: 'reading'; progress: BackupProgress | null }
  | { status: 'saved'; fileName: string; counts: BackupCounts; problem: DomainMessage | null }
  | { status: 'failed'; message: DomainMessage };

const JSON_TYPE = 'application/json;charset=utf-8';

export function useBackup() {
  const makeBackup = useMakeBackup();
  const [state, setState] = useState<BackupState>({ status: 'idle' });

  async function download() {
    if (state.status === 'reading') return;
    setState({ status: 'reading', progress: null });
    try {
      const backup = await makeBackup((progress) => setState({ status: 'reading', progress }));
      const text = backupJson(backup);
      const fileName = backupFileName(backup.madeAt);
      downloadFile(text, fileName, JSON_TYPE);
      const check = readBackup(text);
      setState({ status: 'saved', fileName, counts: backupCounts(backup), problem: check.ok ? null : check });
    } catch (error) {
      console.error('Backup failed', error);
      const refused = isDataError(error) && error.code !== 'unexpected';
      setState({ status: 'failed', message: refused ? error : BACKUP.backupFailed });
    }
  }

  return { state, download };
}
