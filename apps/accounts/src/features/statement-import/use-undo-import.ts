import { useUndoStatementImport, userMessage } from '@pitaka/data';
import { IMPORT_MESSAGES, importProgressText, type StatementImport } from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTrackedCommits } from './use-tracked-commits';

const FAILED = 'The import could not be undone. Nothing changed; please try again.';

/**
 * Undoing an import: asked first, then commit by commit with its progress. A refusal (rows
 * edited since, a balance that would go below zero) is shown in the dialog, which stays open.
 */
export function useUndoImport(onUndone: (importId: string) => void) {
  const command = useUndoStatementImport();
  const [asking, setAsking] = useState<StatementImport | null>(null);
  const { progress, error, setError, track } = useTrackedCommits(FAILED, 'Failed to undo the import');

  async function confirm() {
    if (!asking) return;
    await track({ importId: asking.id, done: asking.undone, total: asking.imported }, async (onProgress) => {
      const outcome = await command.mutateAsync({ importId: asking.id, onProgress });
      if (outcome.stopped) {
        setError(`${importProgressText(outcome.done, outcome.total, true)}. ${userMessage(outcome.stopped, FAILED)}`);
        return;
      }
      toast.success(IMPORT_MESSAGES.undone);
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
