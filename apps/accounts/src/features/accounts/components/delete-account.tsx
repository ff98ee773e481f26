import { deleteAccountPrompt, type Account, type CurrencyCode } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { InlineConfirm } from '@pitaka/ui';
import { useAccountsText } from '../../../i18n/accounts-text';

export interface DeleteAccountProps {
  account: Account;
  currency: CurrencyCode;
  busy: boolean;
  onConfirm: () => void;
}

/** Delete Account, then Confirm Delete or Cancel, saying what happens to the account's transactions. */
export function DeleteAccount({ account, currency, busy, onConfirm }: DeleteAccountProps) {
  const text = useAccountsText();
  const say = useMessageText();
  return (
    <InlineConfirm
      label={text('delete.button')}
      confirmLabel={text('delete.confirm')}
      cancelLabel={text('common.cancel')}
      busyLabel={text('delete.busy')}
      prompt={say(deleteAccountPrompt(account.name, account.balance, currency))}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
