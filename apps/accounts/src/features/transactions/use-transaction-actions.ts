// Edit (the Modify Transaction modal) and revert (its confirmation) for any list of transactions.
import { useCurrency, useEditTransaction, useRevertTransaction, type TransactionFields } from '@pitaka/data';
import {
  ACCOUNT,
  LINK,
  TRANSFER,
  validateEditTransaction,
  validateTransactionDescription,
  type Account,
  type Transaction,
} from '@pitaka/domain';
import { useForm, useMessageText, reportFailure } from '@pitaka/remote-kit';
import type { AccountOption } from '@pitaka/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ModifyTransactionDialogProps } from './components/modify-transaction-dialog';
import type { RevertDialogProps } from './components/revert-dialog';
import { accountOptions } from '../../kit/account-options';
import { checkTransactionValues, emptyTransactionValues, type TransactionFormValues } from './transaction-form-values';
import { useTransactionLinks } from './use-transaction-links';
import type { ModifyTransferDialogProps } from './components/modify-transfer-dialog';
import { useTransferEdit } from './use-transfer-edit';
import { useAccountsText } from '../../i18n/accounts-text';

export function useTransactionActions(accounts: readonly Account[] | undefined) {
  const text = useAccountsText();
  const say = useMessageText();
  const currency = useCurrency();
  const links = useTransactionLinks();
  const edit = useEditTransaction();
  const revert = useRevertTransaction();
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [reverting, setReverting] = useState<Transaction | null>(null);
  const transferEdit = useTransferEdit(accounts, currency);

  const accountDeleted = (tx: Transaction) => accounts !== undefined && !accounts.some((a) => a.id === tx.accountId);
  const lockOf = (tx: Transaction) =>
    links.editLockOf(tx) ?? (accountDeleted(tx) ? say(LINK.accountDeletedEditRefused) : null);

  function options(tx: Transaction): AccountOption[] {
    // Its amount is in its account's currency: it moves only to an account in the same one.
    const own = tx.currency ?? currency;
    const list = accountOptions(accounts ?? [], currency).filter((o) => o.currency === own);
    return accountDeleted(tx)
      ? [...list, { value: tx.accountId, label: text('options.deleted', { name: tx.accountName }), disabled: true }]
      : list;
  }

  // The dialog holds the values; the form kit checks and saves what it hands over.
  const [placeholder] = useState(() => emptyTransactionValues(new Date(), ''));
  const form = useForm({
    initial: placeholder,
    check: (values: TransactionFormValues) => {
      // The amount is in the transaction's account's currency (a move to another currency is refused).
      const own = editing?.currency ?? currency;
      return checkTransactionValues(values, own, (input) =>
        editing && lockOf(editing) !== null
          ? validateTransactionDescription(input.description)
          : validateEditTransaction(input, {
              original: editing as Transaction,
              accounts: accounts ?? [],
              currency: own,
            }),
      );
    },
  });

  async function save(values: TransactionFormValues) {
    if (!editing) return;
    // Without the accounts, a balance check would answer 'Account not found' for the wrong reason.
    if (!accounts) return form.showError({ field: null, ...ACCOUNT.loadAccountDataFailed });
    await form.save(
      {
        send: (fields: TransactionFields) => edit.mutateAsync({ ...fields, transactionId: editing.id }),
        success: ACCOUNT.transactionUpdated,
        then: () => setEditing(null),
        failure: ACCOUNT.updateTransactionFailed,
        log: ACCOUNT.updateTransactionFailed.message,
        quiet: true,
      },
      values,
    );
  }

  async function confirmRevert() {
    if (!reverting) return;
    try {
      await revert.mutateAsync({ transactionId: reverting.id });
      toast.success(say(reverting.transfer ? TRANSFER.reverted : ACCOUNT.transactionReverted));
    } catch (error) {
      reportFailure(say.ofError(error, ACCOUNT.revertFailed), error, 'Reverting the transaction failed');
    } finally {
      setReverting(null);
    }
  }

  const modifyDialog: ModifyTransactionDialogProps = {
    transaction: editing,
    accounts: editing ? options(editing) : [],
    currency: editing?.currency ?? currency,
    lockedReason: editing ? lockOf(editing) : null,
    busy: form.busy,
    error: form.error ? say(form.error) : null,
    onSave: save,
    onClose: () => setEditing(null),
  };
  const revertDialog: RevertDialogProps = {
    transaction: reverting,
    notice: reverting ? links.revertNoticeOf(reverting) : null,
    busy: revert.isPending,
    onConfirm: confirmRevert,
    onCancel: () => setReverting(null),
  };
  const modifyTransferDialog: ModifyTransferDialogProps = {
    ...transferEdit.dialog,
    accounts: accountOptions(accounts ?? [], currency),
    currency,
  };
  return {
    currency,
    sourceOf: links.sourceOf,
    startEdit: (tx: Transaction) => {
      if (tx.transfer) return transferEdit.start(tx);
      form.showError(null);
      setEditing(tx);
    },
    startRevert: setReverting,
    modifyDialog,
    modifyTransferDialog,
    revertDialog,
  };
}
