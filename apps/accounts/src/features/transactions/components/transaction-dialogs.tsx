import { ModifyTransactionDialog, type ModifyTransactionDialogProps } from './modify-transaction-dialog';
import { RevertDialog, type RevertDialogProps } from './revert-dialog';

/** The two dialogs a list of transactions opens: Modify Transaction and the revert confirmation. */
export function TransactionDialogs({
  modify,
  revert,
}: {
  modify: ModifyTransactionDialogProps;
  revert: RevertDialogProps;
}) {
  return (
    <>
      <ModifyTransactionDialog {...modify} />
      <RevertDialog {...revert} />
    </>
  );
}
