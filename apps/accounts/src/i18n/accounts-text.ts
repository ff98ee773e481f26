import { accountTypeLabel, categoryName, isAccountType, type CurrencyOption } from '@pitaka/domain';
import type { MessageText } from '@pitaka/remote-kit';
import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './accounts.en.messages.json';

export type AccountsTextKey = keyof typeof english;

/** The words of the accounts and transactions screens, their forms, dialogs and dashboard widgets. */
export const accountsCatalogue = defineCatalogue<AccountsTextKey>({
  en: english,
  fil: () => import('./accounts.fil.messages.json'),
});

export const useAccountsText = accountsCatalogue.useText;

/** An account type as the screens name it; a type the app does not know is shown as stored. */
export function accountTypeText(text: Text<AccountsTextKey>, type: string): string {
  return isAccountType(type) ? text(`accountType.${type}`) : accountTypeLabel(type);
}

/** A currency as the setup's choice names it: its code, then its name in the page's language. */
export function currencyText(text: Text<AccountsTextKey>, currency: CurrencyOption): string {
  return currency.code === 'PHP' || currency.code === 'USD' ? text(`currency.${currency.code}`) : currency.label;
}

/** A category's name in the page's language (stored in English; the names are the domain's, shared with insights). */
export function categoryText(say: MessageText, category: string): string {
  return say(categoryName(category));
}
