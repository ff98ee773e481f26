import type { MonthFigures } from '@pitaka/domain';
import { MoneyText } from '@pitaka/ui';
import { useFigures } from './figures-currency';

/** A month's three totals, in the order the page and the dashboard both show them (also their names' keys). */
export const MONTH_TOTALS = ['income', 'expense', 'net'] as const;

export type MonthTotal = (typeof MONTH_TOTALS)[number];

/** One of a month's totals: income and net signed, an expense in the expense colour. */
export function TotalAmount({ figures, total }: { figures: MonthFigures; total: MonthTotal }) {
  const amount = figures[total];
  const { money: formatMoney } = useFigures();
  return total === 'expense' ? (
    <MoneyText amount={amount} format={formatMoney} kind={amount > 0 ? 'expense' : undefined} />
  ) : (
    <MoneyText amount={amount} format={formatMoney} signed />
  );
}
