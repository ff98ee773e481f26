import {
  createdOn,
  formatInstantDate,
  formatMoney,
  type Account,
  type CurrencyCode,
  type DomainMessage,
  type Language,
} from '@pitaka/domain';
import { MoneyText } from '@pitaka/ui';

/** An account's balance in its own currency or the books', as the card and the detail both show it. */
export function AccountBalance({ account, currency }: { account: Account; currency: CurrencyCode }) {
  return <MoneyText amount={account.balance} format={(value) => formatMoney(value, account.currency ?? currency)} />;
}

/** 'Created' and the day the account was added (shown through useMessageText). */
export function accountCreated(account: Account, language: Language = 'en'): DomainMessage {
  return createdOn(formatInstantDate(account.createdAt, language));
}
