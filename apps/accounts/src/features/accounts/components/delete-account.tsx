import { deleteAccountNotice, type Account, type CurrencyCode } from '@pitaka/domain';
import { InlineConfirm } from '@pitaka/ui';

export interface DeleteAccountProps {
  account: Account;
  currency: CurrencyCode;
  busy: boolean;
  onConfirm: () => void;
}

/** Delete Account, then Confirm Delete or Cancel, saying what happens to the account's transactions. */
export function DeleteAccount({ account, currency, busy, onConfirm }: DeleteAccountProps) {
  return (
    <InlineConfirm
      label="Delete Account"
      confirmLabel="Confirm Delete"
      cancelLabel="Cancel"
      busyLabel="Deleting..."
      prompt={deleteAccountNotice(account.name, account.balance, currency)}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
