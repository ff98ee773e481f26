import { importProgressText, type ImportProgress, type StatementImport } from '@pitaka/domain';
import { Banner, ConfirmDialog, ProgressBar } from '@pitaka/ui';

export interface UndoImportDialogProps {
  record: StatementImport | null;
  progress: ImportProgress | null;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Undo this import?": what goes, then the undo's progress; a refusal keeps it open, saying why. */
export function UndoImportDialog({ record, progress, error, onConfirm, onCancel }: UndoImportDialogProps) {
  const left = record ? record.imported - record.undone : 0;
  return (
    <ConfirmDialog
      open={record !== null}
      title="Undo this import?"
      message={
        record &&
        `The ${left.toLocaleString('en-US')} ${left === 1 ? 'transaction' : 'transactions'} that ${record.fileName} added to ${record.accountName} will be deleted and its balance moved back. Rows you reverted one by one are already gone.`
      }
      confirmLabel="Undo import"
      busyLabel="Undoing..."
      tone="danger"
      busy={progress !== null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {progress && (
        <ProgressBar
          label="Undoing the import"
          value={progress.done}
          max={progress.total}
          valueText={importProgressText(progress.done, progress.total, true)}
        />
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </ConfirmDialog>
  );
}
