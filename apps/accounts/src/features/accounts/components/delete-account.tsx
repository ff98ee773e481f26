import { deleteAccountPrompt, type Account, type CurrencyCode } from '@pitaka/domain';
import { DeleteConfirm, useMessageText, type DeleteConfirmProps } from '@pitaka/remote-kit';
import { useAccountsText } from '../../../i18n/accounts-text';

export interface DeleteAccountProps extends Pick<DeleteConfirmProps, 'busy' | 'onConfirm'> {
  account: Account;
  currency: CurrencyCode;
}

/** Delete Account, then Confirm Delete or Cancel, saying what happens to the account's transactions. */
export function DeleteAccount({ account, currency, ...confirm }: DeleteAccountProps) {
  const text = useAccountsText();
  const say = useMessageText();
  const prompt = say(deleteAccountPrompt(account.name, account.balance, account.currency ?? currency));
  return <DeleteConfirm label={text('delete.button')} prompt={prompt} {...confirm} />;
}
