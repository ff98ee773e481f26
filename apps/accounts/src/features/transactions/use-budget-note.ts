// /add-transaction: what an expense does to its category's budget, said before it is saved ("₱X
// left in Food this kinsena", "This puts Food ₱Y over"): it informs, it never blocks. Read only
// once the space has a budget and the expense has a category and a date.
import { useBudgetView, useCurrency, useLatestBudget } from '@pitaka/data';
import {
  categoryName,
  formatMoney,
  fromDateTimeInputValues,
  isInPeriod,
  parseAmount,
  periodKindOf,
  periodOf,
  subtractMoney,
  negateMoney,
  ZERO_CENTAVOS,
} from '@pitaka/domain';
import { useDates, useMessageText, useToday } from '@pitaka/remote-kit';
import { useAccountsText } from '../../i18n/accounts-text';
import type { TransactionFormValues } from './transaction-form-values';

export interface BudgetNote {
  text: string;
  over: boolean;
}

/** `inBooksCurrency` false for an account kept in its own currency: budgets never count it, so no note. */
export function useBudgetNote(values: TransactionFormValues, inBooksCurrency: boolean): BudgetNote | null {
  const text = useAccountsText();
  const say = useMessageText();
  const dates = useDates();
  const currency = useCurrency();
  const today = useToday();
  const latest = useLatestBudget();
  const date = fromDateTimeInputValues(values.date, values.time);
  const kind = latest.data ? periodKindOf(latest.data.id) : null;
  const counted = inBooksCurrency && values.type === 'expense' && values.category;
  const period = kind && date && counted ? periodOf(kind, date) : null;
  const view = useBudgetView(period, today);
  const line = view.data?.lines.find((l) => l.category === values.category);
  if (!period || !kind || !line) return null;
  const left = subtractMoney(line.left, parseAmount(values.amount) ?? ZERO_CENTAVOS);
  const when = isInPeriod(period, today)
    ? text(kind === 'kinsena' ? 'budget.thisKinsena' : 'budget.thisMonth')
    : text('budget.inPeriod', { period: dates.period(period) });
  const category = say(categoryName(values.category));
  return left >= 0
    ? { over: false, text: text('budget.left', { amount: formatMoney(left, currency), category, when }) }
    : { over: true, text: text('budget.over', { amount: formatMoney(negateMoney(left), currency), category, when }) };
}
