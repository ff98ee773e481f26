import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './debt.en.messages.json';

export type DebtTextKey = keyof typeof english;
export type DebtText = Text<DebtTextKey>;

/** The debt remote's own words: its pages, features, dashboard widget and kit. */
export const debtCatalogue = defineCatalogue<DebtTextKey>({
  en: english,
  fil: () => import('./debt.fil.messages.json'),
});

export const useDebtText = debtCatalogue.useText;
