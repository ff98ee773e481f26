import { ModifyTransferDialog, type ModifyTransferDialogProps } from './modify-transfer-dialog';
import { ModifyTransactionDialog, type ModifyTransactionDialogProps } from './modify-transaction-dialog';
import { RevertDialog, type RevertDialogProps } from './revert-dialog';

/** The dialogs a list of transactions opens: Modify Transaction or Transfer, and the revert confirmation. */
export function TransactionDialogs({
  modify,
  modifyTransfer,
  revert,
}: {
  modify: ModifyTransactionDialogProps;
  modifyTransfer: ModifyTransferDialogProps;
  revert: RevertDialogProps;
}) {
  return (
    <>
      <ModifyTransactionDialog {...modify} />
      <ModifyTransferDialog {...modifyTransfer} />
      <RevertDialog {...revert} />
    </>
  );
}
