import { LINK_MESSAGES, type RecurringItem } from '@pitaka/domain';
import { ConfirmDialog, type ConfirmDialogProps } from '@pitaka/ui';

export interface DeleteRecurringDialogProps extends Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onCancel'> {
  /** The item to delete; null when closed. */
  item: RecurringItem | null;
}

const hasPayments = (item: RecurringItem) => Object.values(item.occurrences).some((o) => o.transactionId);

/** Delete or Cancel; what is paid already stays in the history as ordinary transactions. */
export function DeleteRecurringDialog({ item, ...answer }: DeleteRecurringDialogProps) {
  return (
    <ConfirmDialog
      open={item !== null}
      title="Delete recurring item"
      message={
        item && (
          <>
            {`“${item.name}” and its schedule are removed for good.`}
            {hasPayments(item) && ` ${LINK_MESSAGES.deleteKeepsHistory}`}
          </>
        )
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="danger"
      {...answer}
    />
  );
}
