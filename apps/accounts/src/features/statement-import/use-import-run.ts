import { useImportStatement } from '@pitaka/data';
import type { ImportRow, SavedColumnMapping } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import type { ImportRunEnd } from './components/import-run-status';
import { useFlowsText } from '../../i18n/flows-text';
import { useTrackedCommits } from './use-tracked-commits';

export interface ImportRequest {
  accountId: string;
  fileName: string;
  rows: readonly ImportRow[];
  mapping: SavedColumnMapping;
}

/**
 * Writing the chosen rows: the progress of the commits, then how the run ended. A run that
 * stopped part-way can go on with the same rows (`resume`); nothing is written twice.
 */
export function useImportRun() {
  const command = useImportStatement();
  const text = useFlowsText();
  const say = useMessageText();
  const { progress, error, setError, track } = useTrackedCommits(
    text('import.failed'),
    'Failed to import the statement',
  );
  const [outcome, setOutcome] = useState<ImportRunEnd | null>(null);
  const [request, setRequest] = useState<ImportRequest | null>(null);

  function run(next: ImportRequest, importId?: string) {
    setRequest(next);
    setOutcome(null);
    const start = { importId: importId ?? '', done: importId ? (outcome?.done ?? 0) : 0, total: next.rows.length };
    return track(start, async (onProgress) => {
      const end = await command.mutateAsync({ ...next, importId, onProgress });
      setOutcome({ ...end, stopped: end.stopped && say.ofError(end.stopped, text('import.stopped')) });
    });
  }

  return {
    running: progress !== null,
    progress,
    outcome,
    /** A refusal before anything was written. */
    error,
    start: (next: ImportRequest) => void run(next),
    resume: () => {
      if (request && outcome) void run(request, outcome.importId);
    },
    /** Back to no run (another file, or the import was undone). */
    reset: () => {
      setOutcome(null);
      setError(null);
      setRequest(null);
    },
  };
}
