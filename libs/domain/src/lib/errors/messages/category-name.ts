// A category's name for the screens. Its own module, without the catalogue: the English name is
// the stored one, so a screen in English bundles no table of names.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, SYSTEM_CATEGORIES } from '../../lookups';
import type { DomainMessage } from './catalogue';

const NAMED: readonly string[] = [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES, ...SYSTEM_CATEGORIES];

/** `say(categoryName('Food'))`: 'Food', 'Pagkain'; any other name (an imported one) as stored. */
export function categoryName(category: string): DomainMessage {
  return NAMED.includes(category)
    ? { message: category, ref: { group: 'categories', key: category } }
    : { message: category };
}
