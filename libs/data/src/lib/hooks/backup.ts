// Backup and restore for the signed-in user. Not cached: a backup reads what is stored when it
// runs; a restore changes everything, so every query of the user is refreshed after it (also
// after a failure: part of the data may be in).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BackupProgress, RestoreInput, RestoreProgress } from '../store';
import { refuseWritesOffline } from '../offline/connectivity';
import { dataKeys } from './query-keys';
import { useRunner } from './runner';

/** `makeBackup(onProgress)`: everything the user owns, read in pages; rejects with a DataError. */
export function useMakeBackup() {
  const { run } = useRunner();
  return useCallback(
    (onProgress: (progress: BackupProgress) => void) => run((api, s) => api.makeBackup(s, onProgress)),
    [run],
  );
}

/**
 * `restore(file, onProgress)`: a backup file (its text, and the backup the domain's `readBackup`
 * read from it), into the signed-in user (continuing its own restore that stopped); rejects with
 * a DataError ('refused': the user already has data, another backup's restore is unfinished, or
 * the app is offline: then nothing is sent).
 */
export function useRestoreBackup() {
  const { uid, run } = useRunner();
  const queryClient = useQueryClient();
  return useCallback(
    async (file: RestoreInput, onProgress: (progress: RestoreProgress) => void) => {
      await refuseWritesOffline();
      try {
        await run((api, s) => api.restoreBackup(s, file, onProgress));
      } finally {
        await queryClient.invalidateQueries({ queryKey: dataKeys.user(uid) });
      }
    },
    [queryClient, run, uid],
  );
}
