import { defineCatalogue, type KeyOf, type TextOf } from '@pitaka/ui';
import english from './debt.en.messages.json';

/** The debt remote's own words: its pages, features, dashboard widget and kit. */
export const debtCatalogue = defineCatalogue({ en: english, fil: () => import('./debt.fil.messages.json') });
export type DebtTextKey = KeyOf<typeof debtCatalogue>;
export type DebtText = TextOf<typeof debtCatalogue>;
export const useDebtText = debtCatalogue.useText;
