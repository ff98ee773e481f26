import { importProgress, type ImportProgress, type StatementImport } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Banner, ConfirmDialog, ProgressBar } from '@pitaka/ui';
import { useFlowsText } from '../../../i18n/flows-text';

export interface UndoImportDialogProps {
  record: StatementImport | null;
  progress: ImportProgress | null;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Undo this import?": what goes, then the undo's progress; a refusal keeps it open, saying why. */
export function UndoImportDialog({ record, progress, error, onConfirm, onCancel }: UndoImportDialogProps) {
  const text = useFlowsText();
  const say = useMessageText();
  const left = record ? record.imported - record.undone : 0;
  return (
    <ConfirmDialog
      open={record !== null}
      title={text('undo.title')}
      message={record && text('undo.message', { count: left, file: record.fileName, account: record.accountName })}
      confirmLabel={text('undo.confirm')}
      busyLabel={text('undo.busy')}
      tone="danger"
      busy={progress !== null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {progress && (
        <ProgressBar
          label={text('undo.progress')}
          value={progress.done}
          max={progress.total}
          valueText={say(importProgress(progress.done, progress.total, true))}
        />
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </ConfirmDialog>
  );
}
