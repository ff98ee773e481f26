import type { ImportProgress } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';

/**
 * Commits that report their progress (an import, an undo): `track` shows `start`, runs `commits`
 * with the progress setter, and turns a failure into a message (`failed` unless it carries its
 * own), logged as `logText`. The progress is null again once they end, however they end.
 */
export function useTrackedCommits(failed: string, logText: string) {
  const say = useMessageText();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function track(start: ImportProgress, commits: (onProgress: typeof setProgress) => Promise<void>) {
    setError(null);
    setProgress(start);
    try {
      await commits(setProgress);
    } catch (failure) {
      console.error(logText, failure);
      setError(say.ofError(failure, failed));
    } finally {
      setProgress(null);
    }
  }

  return { progress, error, setError, track };
}
