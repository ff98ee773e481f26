import { LINK, type RecurringItem } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { ConfirmDialog, type ConfirmDialogProps } from '@pitaka/ui';
import { usePlanningText } from '../../../i18n/planning-text';

export interface DeleteRecurringDialogProps extends Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onCancel'> {
  /** The item to delete; null when closed. */
  item: RecurringItem | null;
}

const hasPayments = (item: RecurringItem) => Object.values(item.occurrences).some((o) => o.transactionId);

/** Delete or Cancel; what is paid already stays in the history as ordinary transactions. */
export function DeleteRecurringDialog({ item, ...answer }: DeleteRecurringDialogProps) {
  const text = usePlanningText();
  const say = useMessageText();
  return (
    <ConfirmDialog
      open={item !== null}
      title={text('recurring.delete.title')}
      message={
        item && (
          <>
            {text('recurring.delete.message', { name: item.name })}
            {hasPayments(item) && ` ${say(LINK.deleteKeepsHistory)}`}
          </>
        )
      }
      confirmLabel={text('recurring.delete.confirm')}
      busyLabel={text('recurring.delete.busy')}
      tone="danger"
      {...answer}
    />
  );
}
