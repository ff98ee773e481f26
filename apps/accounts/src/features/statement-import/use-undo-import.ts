import { useUndoStatementImport } from '@pitaka/data';
import { IMPORT, importProgress, type StatementImport } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useFlowsText } from '../../i18n/flows-text';
import { useTrackedCommits } from './use-tracked-commits';

/**
 * Undoing an import: asked first, then commit by commit with its progress. A refusal (rows
 * edited since, a balance that would go below zero) is shown in the dialog, which stays open.
 */
export function useUndoImport(onUndone: (importId: string) => void) {
  const command = useUndoStatementImport();
  const text = useFlowsText();
  const say = useMessageText();
  const failed = text('undo.failed');
  const [asking, setAsking] = useState<StatementImport | null>(null);
  const { progress, error, setError, track } = useTrackedCommits(failed, 'Failed to undo the import');

  async function confirm() {
    if (!asking) return;
    await track({ importId: asking.id, done: asking.undone, total: asking.imported }, async (onProgress) => {
      const outcome = await command.mutateAsync({ importId: asking.id, onProgress });
      if (outcome.stopped) {
        setError(`${say(importProgress(outcome.done, outcome.total, true))}. ${say.ofError(outcome.stopped, failed)}`);
        return;
      }
      toast.success(say(IMPORT.undone));
      setAsking(null);
      onUndone(asking.id);
    });
  }

  return {
    asking,
    progress,
    error,
    ask: (record: StatementImport) => {
      setError(null);
      setAsking(record);
    },
    cancel: () => setAsking(null),
    confirm: () => void confirm(),
  };
}
