import { ACCOUNT, TRANSFER, type Transaction } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { ConfirmDialog, type ConfirmDialogProps } from '@pitaka/ui';
import { useAccountsText } from '../../../i18n/accounts-text';

export interface RevertDialogProps extends Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onCancel'> {
  transaction: Transaction | null;
  /** What else reverting it undoes, for a paluwagan or debt transaction. */
  notice?: string | null;
}

/**
 * 'Are you sure you want to revert this transaction?', and for a linked one what else it undoes;
 * for either half of a transfer, that the whole transfer goes.
 */
export function RevertDialog({ transaction, notice, ...answer }: RevertDialogProps) {
  const text = useAccountsText();
  const say = useMessageText();
  const transfer = Boolean(transaction?.transfer);
  return (
    <ConfirmDialog
      open={transaction !== null}
      title={text(transfer ? 'revert.title.transfer' : 'revert.title.transaction')}
      message={
        <>
          {say(transfer ? TRANSFER.confirmRevert : ACCOUNT.confirmRevert)}
          {notice && (
            <>
              <br />
              {notice}
            </>
          )}
        </>
      }
      confirmLabel={text('revert.confirm')}
      busyLabel={text('revert.busy')}
      tone="danger"
      {...answer}
    />
  );
}
