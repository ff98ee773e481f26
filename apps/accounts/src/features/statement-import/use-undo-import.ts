import { useUndoStatementImport, userMessage } from '@pitaka/data';
import { IMPORT_MESSAGES, importProgressText, type ImportProgress, type StatementImport } from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';

const FAILED = 'The import could not be undone. Nothing changed; please try again.';

/**
 * Undoing an import: asked first, then commit by commit with its progress. A refusal (rows
 * edited since, a balance that would go below zero) is shown in the dialog, which stays open.
 */
export function useUndoImport(onUndone: (importId: string) => void) {
  const command = useUndoStatementImport();
  const [asking, setAsking] = useState<StatementImport | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!asking) return;
    setError(null);
    setProgress({ importId: asking.id, done: asking.undone, total: asking.imported });
    try {
      const outcome = await command.mutateAsync({ importId: asking.id, onProgress: setProgress });
      if (outcome.stopped) {
        setError(`${importProgressText(outcome.done, outcome.total, true)}. ${userMessage(outcome.stopped, FAILED)}`);
        return;
      }
      toast.success(IMPORT_MESSAGES.undone);
      setAsking(null);
      onUndone(asking.id);
    } catch (failure) {
      console.error('Failed to undo the import', failure);
      setError(userMessage(failure, FAILED));
    } finally {
      setProgress(null);
    }
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
